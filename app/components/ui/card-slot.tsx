import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react'
import { escapeHtml } from '~/lib/ui/options'

/**
 * A card the server rendered once for the content it shows, rather than on every request (ADR 17).
 * A document request carries only the ids of such cards; the server writes each card's HTML into
 * the element that holds it (a list item, a slide), and the browser hydrates that element without
 * rendering the card again: React leaves the inside of an element with `dangerouslySetInnerHTML`
 * as the server sent it. A client-side navigation gets the cards' data and renders them as usual,
 * to the same HTML. So prerendered cards have no event handlers of their own.
 */
export interface PrerenderedCard {
  prerenderedHtml: string
}

/** A row's or a carousel's item: a card to render, or one the server rendered (in the browser: ''). */
export type CardItem = ReactNode | PrerenderedCard

export const isPrerendered = (item: CardItem): item is PrerenderedCard =>
  typeof item === 'object' && item !== null && 'prerenderedHtml' in item

/** The element that holds a card: the card itself, or the HTML the server rendered for it. */
export function CardSlot({ item, as: Tag = 'li', ...rest }: { item: CardItem; as?: 'li' | 'div' } & HTMLAttributes<HTMLElement>) {
  if (!isPrerendered(item)) return <Tag {...rest}>{item}</Tag>
  // In the browser the HTML is '': hydration keeps what the server sent, and nothing re-renders it.
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: item.prerenderedHtml }} suppressHydrationWarning />
}

/** The element each card of a list sits in, and its attributes by position. */
export interface SlotSpec {
  as: 'li' | 'div'
  attributes?: (position: number) => Record<string, string>
}

const attributeName = (name: string) => (name === 'className' ? 'class' : name)

/**
 * What a list's element holds: a `CardSlot` per card or, when the server prerendered every card, all
 * the slots as one HTML string (the same markup), so the list is one element to render and hydrate.
 */
export function slotsContent(
  items: readonly CardItem[],
  { as, attributes = () => ({}) }: SlotSpec,
): { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string }; suppressHydrationWarning: true } {
  if (items.length === 0 || !items.every(isPrerendered)) {
    return { children: items.map((item, position) => <CardSlot key={position} as={as} item={item} {...attributes(position)} />) }
  }
  const html = items
    .map((item, position) => {
      const attrs = Object.entries(attributes(position))
        .map(([name, value]) => ` ${attributeName(name)}="${escapeHtml(value)}"`)
        .join('')
      return `<${as}${attrs}>${item.prerenderedHtml}</${as}>`
    })
    .join('')
  // In the browser the cards' HTML is '': hydration keeps the server's, as for one slot.
  return { dangerouslySetInnerHTML: { __html: html }, suppressHydrationWarning: true }
}

/**
 * What the server writes in each prerendered card's slot, by `cardKey` (a placeholder that the
 * document's bytes replace, entry.server.tsx); empty in the browser.
 */
export const PrerenderedCards = createContext<ReadonlyMap<string, string>>(new Map())

/** A page's prerendered cards: their ids, per list. Null when the page carries the cards' data. */
export type PrerenderedCardIds = Record<string, string[]> | null

export const cardKey = (list: string, id: string) => `${list}/${id}`

/**
 * The items of one list of cards: the prerendered ones when the page came with their ids, else
 * `render` of each card's data.
 */
export function useCardItems(cardIds: PrerenderedCardIds): <T>(list: string, cards: readonly T[], render: (card: T) => ReactNode) => CardItem[] {
  const slots = useContext(PrerenderedCards)
  return (list, cards, render) => {
    const ids = cardIds?.[list]
    return ids ? ids.map((id) => ({ prerenderedHtml: slots.get(cardKey(list, id)) ?? '' })) : cards.map(render)
  }
}
