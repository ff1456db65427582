import { renderToString } from 'react-dom/server'
import { ImageConfig } from '~/components/content-image'
import { cardKey, type PrerenderedCardIds } from '~/components/ui'
import type { ImageUrlConfig } from '~/lib/content'
import { cardBytes, type CardBytes } from '~/lib/http/card-bytes.server'
import type { HomeView } from '~/lib/home'
import { homeCardLists, withoutCards } from './card-lists'

export interface PrerenderedHome {
  /** The view without its cards: the document's loader data. */
  view: HomeView
  /** The cards' ids per list, in order: what the page renders in their place. */
  cardIds: NonNullable<PrerenderedCardIds>
  /** Each card's HTML, as placeholders for the render and bytes spliced in by entry.server.tsx; never sent as data. */
  cards: CardBytes
}

// Shaped views are shared objects kept by the ViewMemo (ADR 15): their cards are rendered once per
// view and forgotten with it.
const prerendered = new WeakMap<HomeView, PrerenderedHome>()

/**
 * A home view's cards rendered to HTML once (ADR 17): a home request then renders ~300 elements
 * instead of ~1,500 and sends ~25 KB of loader data instead of ~75 KB, for the same page.
 */
export function prerenderHome(view: HomeView, imageConfig: ImageUrlConfig | null): PrerenderedHome {
  const known = prerendered.get(view)
  if (known) return known
  const cardIds: Record<string, string[]> = {}
  const html = new Map<string, string>()
  for (const { list, cards } of homeCardLists(view)) {
    cardIds[list] = cards.map((card) => card.id)
    for (const card of cards) {
      html.set(cardKey(list, card.id), renderToString(<ImageConfig.Provider value={imageConfig}>{card.element()}</ImageConfig.Provider>))
    }
  }
  const result = { view: withoutCards(view), cardIds, cards: cardBytes(html) }
  prerendered.set(view, result)
  return result
}
