import { fileURLToPath } from 'node:url'
import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { ImageConfig } from '~/components/content-image'
import { homeCardLists, homeCards, itineraryList, partnerList, withoutCards } from '~/components/home/card-lists'
import { prerenderHome } from '~/components/home/prerender.server'
import { spliceCards, type CardBytes } from '~/lib/http/card-bytes.server'
import { CardSlot, Carousel, PrerenderedCards, ScrollRow, isPrerendered, slotsContent, useCardItems, type CardItem, type PrerenderedCardIds } from '~/components/ui'
import type { BookingEngine } from '~/lib/booking'
import { EmbeddedBackend } from '~/lib/content/backends.server'
import type { MemoizedQuery } from '~/lib/content/memo.server'
import { campaignsQuery, dealsQuery, homeContentQuery, newsItemsQuery, searchWidgetQuery, testimonialsQuery, type HomeContent, type HomePage } from '~/lib/content/queries'
import type { ImageUrlConfig } from '~/lib/content'
import { shapeHome, type HomeView } from '~/lib/home'

// Home cards rendered once per shaped view (ADR 17): the page a document request gets must be the
// page the cards' data would render, byte for byte, with a fraction of the loader data.

const SEED = fileURLToPath(new URL('../../seed/production.ndjson', import.meta.url))
const backend = new EmbeddedBackend(SEED)
const run = async <T>(query: MemoizedQuery<T>, params = {}): Promise<T> => query.parse(await backend.fetch(query.groq, params))
const engine: BookingEngine = {
  host: 'https://booking.harbourline.example',
  searchPath: '/swift/cruise',
  siteIds: { USD: 1228312, SGD: 1227501, INR: 1237318 },
}
const images: ImageUrlConfig = { projectId: 'embedded', dataset: 'production', baseUrl: '/cdn/images' }

let view: HomeView
let sgdView: HomeView
beforeAll(async () => {
  const content = (await run(homeContentQuery)) as HomeContent & { page: HomePage }
  const [deals, campaigns, news, widget] = await Promise.all([run(dealsQuery), run(campaignsQuery), run(newsItemsQuery), run(searchWidgetQuery)])
  const shape = async (currency: 'INR' | 'SGD') =>
    shapeHome({ content, deals, campaigns, news, widget, engine, currency, utmCampaign: undefined, now: new Date(Date.UTC(2026, 10, 23)), testimonials: await run(testimonialsQuery, { currency }) })
  view = await shape('INR')
  sgdView = await shape('SGD')
})

type Holder = 'row' | 'carousel' | 'list'

/**
 * Renders `list` as the route and entry.server.tsx do, in a row, a carousel or a plain list: from
 * data (no prerendered cards), or with the cards' placeholders then their bytes spliced in.
 */
function renderList(list: string, cards: readonly unknown[], render: (card: never) => ReactNode, cardIds: PrerenderedCardIds, prerendered: CardBytes | null, holder: Holder = 'row') {
  function List() {
    const items = useCardItems(cardIds)(list, cards, render as (card: unknown) => ReactNode)
    if (holder === 'carousel') return createElement(Carousel, { label: list, items })
    if (holder === 'list') return createElement('ul', { className: 'steps', ...slotsContent(items, { as: 'li', attributes: () => ({ className: 'step' }) }) })
    return createElement(ScrollRow, { id: 'row', label: list, items })
  }
  const html = renderToString(createElement(PrerenderedCards.Provider, { value: prerendered?.placeholders ?? new Map() }, createElement(ImageConfig.Provider, { value: images }, createElement(List))))
  return prerendered ? utf8(spliceCards(html, prerendered)) : html
}

const utf8 = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8')

/** One prerendered card's HTML, as the document gets it. */
const cardHtml = (cards: CardBytes, key: string) => utf8(spliceCards(cards.placeholders.get(key) ?? '', cards))

describe('prerenderHome', () => {
  it('gives, for every list, the same HTML as rendering the cards from data', () => {
    const { cardIds, cards: prerendered } = prerenderHome(view, images)
    const lists = homeCardLists(view)
    expect(lists.map(({ list }) => list)).toEqual([
      'deals',
      'news',
      'destinations',
      'brands',
      'feeling',
      'testimonials',
      ...view.itineraries.tabs.map(itineraryList),
      'steps',
      'benefits',
      ...view.partners.rows.map((_row, index) => partnerList(index)),
    ])
    const holders: Holder[] = ['row', 'carousel', 'list']
    for (const { list, cards } of lists) {
      expect(cardIds[list]).toEqual(cards.map((card) => card.id))
      for (const holder of holders) {
        const fromData = renderList(list, cards, ((card: { element: () => ReactNode }) => card.element()) as (card: never) => ReactNode, null, null, holder)
        expect(renderList(list, [], () => null, cardIds, prerendered, holder)).toBe(fromData)
      }
    }
    expect(cardIds.deals).toHaveLength(19)
  })

  it('keeps Book Now working without a handler: the deal card carries its chat text', () => {
    const { cards } = prerenderHome(view, images)
    const first = view.deals.items[0]!
    expect(cardHtml(cards, `deals/${first.id}`)).toContain(`data-chat-text="${first.chatText.replace(/'/g, '&#x27;')}"`)
  })

  it('gives no two elements of the page one id, though each card is rendered on its own', () => {
    const ids = prerenderHome(view, images).cards.bytes.flatMap((bytes) => [...utf8(bytes).matchAll(/ id="([^"]+)"/g)].map((match) => match[1]))
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('renders a view once, and each view (another currency) on its own', () => {
    const first = prerenderHome(view, images)
    expect(prerenderHome(view, images)).toBe(first)
    const sgd = prerenderHome(sgdView, images)
    expect(sgd).not.toBe(first)
    expect(cardHtml(sgd.cards, `deals/${sgdView.deals.items[0]!.id}`)).toContain('S$')
    expect(cardHtml(first.cards, `deals/${view.deals.items[0]!.id}`)).toContain('₹')
  })

  it('leaves the cards out of the loader data: under a third of the full view', () => {
    const { view: slim, cardIds } = prerenderHome(view, images)
    expect(slim).toEqual(withoutCards(view))
    expect(slim.deals.items).toEqual([])
    expect(slim.itineraries.tabs.every((tab) => tab.items.length === 0)).toBe(true)
    // Everything else a document renders from data stays.
    expect(slim.hero).toBe(view.hero)
    expect(slim.itineraries.tabs.map((tab) => tab.label)).toEqual(view.itineraries.tabs.map((tab) => tab.label))
    const size = (value: unknown) => JSON.stringify(value).length
    expect(size(slim) + size(cardIds)).toBeLessThan(size(view) / 3)
  })

  it('renders the itinerary cards the route renders from data', () => {
    const tab = view.itineraries.tabs[0]!
    const item = tab.items[0]!
    const { cards } = prerenderHome(view, images)
    const fromData = renderToString(createElement(ImageConfig.Provider, { value: images }, homeCards.itinerary(view, item)))
    expect(cardHtml(cards, `${itineraryList(tab)}/${item.id}`)).toBe(fromData)
  })
})

describe('CardSlot', () => {
  const render = (item: CardItem, as?: 'li' | 'div') => renderToString(createElement(CardSlot, { item, as, className: 'slot' }))

  it('holds a card, or the HTML the server rendered for one', () => {
    expect(render(createElement('p', null, 'A card'))).toBe('<li class="slot"><p>A card</p></li>')
    expect(render({ prerenderedHtml: '<p>A card</p>' }, 'div')).toBe('<div class="slot"><p>A card</p></div>')
    expect(isPrerendered({ prerenderedHtml: '' })).toBe(true)
    expect(isPrerendered(createElement('p'))).toBe(false)
    expect(isPrerendered(null)).toBe(false)
    expect(isPrerendered('text')).toBe(false)
  })

  it('in a carousel, keeps each slide its label and role around the prerendered card', () => {
    const html = renderToString(createElement(Carousel, { label: 'Destinations', items: [{ prerenderedHtml: '<p>One</p>' }, { prerenderedHtml: '<p>Two</p>' }] }))
    expect(html).toContain('aria-roledescription="slide" aria-label="1 of 2"><p>One</p></div>')
  })

  it('in the browser (no HTML for the card), leaves the element empty for hydration to keep', () => {
    function List() {
      return createElement(ScrollRow, { id: 'row', label: 'Deals', items: useCardItems({ deals: ['a'] })('deals', [], () => null) })
    }
    expect(renderToString(createElement(List))).toContain('role="list" aria-label="Deals"><li class="scroll-row__item"></li></ul>')
  })
})
