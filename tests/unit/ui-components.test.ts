// Server-rendered markup of the shared UI pieces: what a visitor without JavaScript gets, and
// what React hydrates. (The hydrated behaviour is covered by the e2e tests of the pages.)
import { createElement as h, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Accordion, Carousel, Disclosure, PageSection, Price, RatingStars, ScrollRow, SkeletonBlock, Tabs } from '~/components/ui'
import { formatMoneyIn } from '~/lib/currency'
import { packageTrackStep } from '~/lib/ui'

import { all, attributeOf as attr, type HtmlElement, one, parseHtml, textOf } from '../support/html'

const render = (element: ReactElement) => renderToString(element)
/** The markup React writes for `element`, read as a browser reads it. */
const read = (element: ReactElement) => parseHtml(render(element))
/** What a screen reader reads of the markup. */
const text = (html: string) => textOf(parseHtml(html)) ?? ''

const DESTINATIONS = ['Japan', 'Hong Kong', 'Singapore', 'China', 'Europe', 'Bahamas', 'Caribbean', 'Antarctica', 'Alaska', 'India']

describe('Carousel', () => {
  const html = render(
    h(Carousel, {
      label: 'Pick Your Perfect Destinations',
      itemsName: 'destinations',
      items: DESTINATIONS.map((name) => h('a', { href: `#${name}` }, name)),
      autoAdvanceMs: 5000,
      pauseAfterInteractionMs: 7000,
    }),
  )

  const page = parseHtml(html)

  it('is a labelled section with the carousel role description', () => {
    const section = one(page, '[aria-roledescription="carousel"]')
    expect(section?.name).toBe('section')
    expect(attr(section, 'aria-label')).toBe('Pick Your Perfect Destinations')
  })

  it('renders every slide once, as a group named "n of count"', () => {
    const slides = all(page, '[aria-roledescription="slide"]')
    expect(slides).toHaveLength(10)
    expect(slides.map((slide) => attr(slide, 'role'))).toEqual(Array(10).fill('group'))
    expect(slides.map((slide) => attr(slide, 'aria-label'))).toEqual(DESTINATIONS.map((_, i) => `${i + 1} of 10`))
    for (const name of DESTINATIONS) expect(all(page, `a[href="#${name}"]`)).toHaveLength(1)
    // Each slide is inside the one track the controls move.
    const trackId = attr(one(page, '[aria-controls]'), 'aria-controls')
    expect(all(page, `[id="${trackId}"] > [aria-roledescription="slide"]`)).toHaveLength(10)
  })

  it('has named arrows and a pause button controlling the track', () => {
    const trackId = attr(one(page, '[aria-roledescription="slide"]')?.parent as HtmlElement | null, 'id')
    expect(trackId).toBeTruthy()
    const buttons = all(page, `[aria-controls="${trackId}"]`)
    expect(buttons).toHaveLength(3)
    expect(buttons.every((button) => button.name === 'button' && attr(button, 'type') === 'button')).toBe(true)
    expect(text(html)).toContain('Pause destinations slide show')
    expect(text(html)).toContain('Previous destinations')
    expect(text(html)).toContain('Next destinations')
  })

  it('has a status region, silent until the visitor uses the carousel', () => {
    const live = one(page, '[aria-live]')
    expect(attr(live, 'aria-live')).toBe('off')
    expect(attr(live, 'aria-atomic')).toBe('true')
    expect(text(html)).toContain('Showing 1 of 10')
  })

  it('sets the visible counts as CSS variables and is not marked ready before hydration', () => {
    expect(html).toContain('--carousel-visible-mobile:1;--carousel-visible-desktop:3')
    expect(html).not.toContain('data-ready')
  })

  it('omits the pause button without auto-advance and the controls with one slide', () => {
    const still = render(h(Carousel, { label: 'Feeling', items: ['a', 'b'], visible: { mobile: 1, desktop: 2 } }))
    expect(still).not.toContain('slide show')
    expect(still).toContain('Next slides')
    expect(still).toContain('--carousel-visible-desktop:2')
    const single = render(h(Carousel, { label: 'One', items: ['only'], autoAdvanceMs: 5000 }))
    expect(all(parseHtml(single), 'button')).toEqual([])
    expect(all(parseHtml(single), '[aria-roledescription="slide"]')).toHaveLength(1)
  })

  it('gives two carousels on a page distinct ids', () => {
    const two = read(h('div', null, h(Carousel, { label: 'A', items: ['1', '2'] }), h(Carousel, { label: 'B', items: ['1', '2'] })))
    const controlled = all(two, '[aria-roledescription="carousel"]').map((carousel) => attr(one(carousel, '[aria-controls]'), 'aria-controls'))
    expect(new Set(controlled).size).toBe(2)
    for (const id of controlled) expect(all(two, `[id="${id}"]`)).toHaveLength(1)
  })
})

describe('ScrollRow', () => {
  const deals = ['Singapore', 'Middle East', 'Europe']
  const html = render(h(ScrollRow, { label: 'Hot deals', itemsName: 'deals', items: deals.map((deal) => h('article', null, deal)) }))

  const page = parseHtml(html)

  it('is a labelled list of the items', () => {
    const list = one(page, '[role="list"]')
    expect(list?.name).toBe('ul')
    expect(attr(list, 'aria-label')).toBe('Hot deals')
    expect(all(page, '[role="list"] > li').map((item) => textOf(item))).toEqual(deals)
  })

  it('has named arrows; previous starts disabled (aria-disabled keeps it focusable)', () => {
    const buttons = all(page, 'button[aria-controls]')
    expect(buttons).toHaveLength(2)
    expect(attr(buttons[0], 'aria-controls')).toBe(attr(one(page, '[role="list"]'), 'id'))
    expect(attr(buttons[0], 'aria-disabled')).toBe('true')
    expect(attr(buttons[1], 'aria-disabled')).toBeUndefined()
    expect(all(page, 'button[disabled]')).toEqual([])
    expect(text(html)).toContain('Previous deals')
    expect(text(html)).toContain('Next deals')
  })

  it('never disables the arrows of a looping row', () => {
    const looping = render(h(ScrollRow, { label: 'Hot deals', items: deals, loop: true, step: 300 }))
    expect(looping).not.toContain('aria-disabled')
  })

  it('takes a card width and a viewport-dependent step', () => {
    const track = render(h(ScrollRow, { label: 'Land + Fly + Cruise', items: deals, step: packageTrackStep, itemWidth: 'min(90%, 340px)' }))
    expect(track).toContain('--scroll-row-item-width:min(90%, 340px)')
  })
})

describe('Tabs', () => {
  const nights = ['2', '3', '4', '5', '8']
  const html = render(
    h(Tabs, {
      label: 'Itineraries',
      id: 'itineraries',
      defaultTabId: '3-nights',
      tabs: nights.map((n) => ({ id: `${n}-nights`, label: `${n} Nights`, panel: h('p', null, `Ships for ${n} nights`) })),
    }),
  )

  const page = parseHtml(html)
  /** The panels: what each tab's link leads to. */
  const panels = () => all(page, '[aria-label="Itineraries"] a[href]').map((link) => one(page, `[id="${attr(link, 'href')?.slice(1)}"]`))

  it('has every panel in the HTML before hydration', () => {
    for (const n of nights) expect(text(html)).toContain(`Ships for ${n} nights`)
    expect(panels().map((panel) => textOf(panel))).toEqual(nights.map((n) => `Ships for ${n} nights`))
    expect(all(page, '[hidden]')).toEqual([])
  })

  it('links each tab to its panel, so every panel is reachable without JavaScript', () => {
    const links = all(page, '[aria-label="Itineraries"] a[href]')
    expect(links.map((link) => [textOf(link), attr(link, 'href')])).toEqual(nights.map((n) => [`${n} Nights`, `#itineraries-${n}-nights`]))
  })

  it('marks the default tab and panel (shown by CSS until hydration)', () => {
    expect(all(page, '[data-default="true"]').map((tag) => attr(tag, 'id'))).toEqual(['itineraries-3-nights-tab', 'itineraries-3-nights'])
  })

  it('names each panel by its tab', () => {
    for (const panel of panels()) {
      expect(textOf(one(page, `[id="${attr(panel, 'aria-labelledby')}"]`))).toBe(`${attr(panel, 'id')?.match(/(\d+)-nights$/)?.[1]} Nights`)
    }
  })

  it('falls back to the first tab for an unknown default', () => {
    const fallback = render(
      h(Tabs, {
        label: 'T',
        id: 't',
        defaultTabId: 'nope',
        tabs: [
          { id: 'a', label: 'A', panel: 'a' },
          { id: 'b', label: 'B', panel: 'b' },
        ],
      }),
    )
    expect(all(parseHtml(fallback), '[data-default="true"]').map((tag) => attr(tag, 'id'))).toEqual(['t-a-tab', 't-a'])
  })
})

describe('Accordion and Disclosure', () => {
  const faq = [
    { id: 'visa', title: 'Do I need a visa for Japan?', content: h('p', null, 'Visa answer') },
    { id: 'season', title: 'When is the best season?', content: h('p', null, 'Season answer') },
    { id: 'currency', title: 'Which currency is used?', content: h('p', null, 'Currency answer') },
  ]
  const html = render(h(Accordion, { id: 'faq', items: faq, defaultOpenId: 'visa' }))

  const page = parseHtml(html)

  it('is native <details>/<summary> before hydration, with every answer in the HTML', () => {
    expect(all(page, 'details')).toHaveLength(3)
    expect(all(page, 'details > summary').map((summary) => textOf(summary))).toEqual(faq.map((item) => item.title))
    for (const item of faq) expect(text(html)).toContain(item.title)
    for (const answer of ['Visa answer', 'Season answer', 'Currency answer']) expect(text(html)).toContain(answer)
  })

  it('opens the default item only, and groups the items so one is open at a time without JS', () => {
    const details = all(page, 'details')
    expect(details.map((item) => attr(item, 'open') !== undefined)).toEqual([true, false, false])
    expect(new Set(details.map((item) => attr(item, 'name')))).toEqual(new Set(['faq']))
  })

  it('puts each title in a heading of the chosen level', () => {
    const h4 = read(h(Accordion, { id: 'rows', items: faq, headingLevel: 4, single: false }))
    expect(all(h4, 'summary h4').map((heading) => textOf(heading))).toEqual(faq.map((item) => item.title))
    expect(all(h4, 'details[open], details[name]')).toEqual([])
  })

  it('renders a lone Disclosure the same way', () => {
    const lone = read(h(Disclosure, { id: 'day-1', title: 'Day 1: Singapore', defaultOpen: true, children: h('p', null, 'Embark 16:30') }))
    const details = one(lone, 'details#day-1[open]')
    expect(textOf(one(details, 'summary'))).toBe('Day 1: Singapore')
    expect(textOf(one(details, '#day-1-panel'))).toBe('Embark 16:30')
  })
})

describe('RatingStars', () => {
  it.each([
    [4.5, 'Rated 4.5 out of 5'],
    [5, 'Rated 5 out of 5'],
    [3.2, 'Rated 3 out of 5'],
  ])('%s is one image named "%s"', (rating, label) => {
    const stars = read(h(RatingStars, { rating }))
    const image = one(stars, '[role="img"]')
    expect(attr(image, 'aria-label')).toBe(label)
    // The drawing is hidden from assistive technology: the label says it all. Five stars.
    expect(all(image, 'svg[aria-hidden="true"] > path')).toHaveLength(5)
  })

  it('draws half stars with a gradient whose id is unique per rating', () => {
    const two = read(h('div', null, h(RatingStars, { rating: 4.5 }), h(RatingStars, { rating: 3.5 })))
    const ids = all(two, 'svg defs > *').map((gradient) => attr(gradient, 'id'))
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
    for (const id of ids) expect(all(two, `path[fill="url(#${id})"]`)).toHaveLength(1)
  })

  it('needs no gradient for whole ratings', () => {
    expect(render(h(RatingStars, { rating: 4 }))).not.toContain('linearGradient')
  })
})

describe('Price', () => {
  it('shows label, amount and suffix as one phrase, the amount as the server formatted it', () => {
    const html = render(h(Price, { amount: formatMoneyIn({ INR: 100000, USD: 1200, SGD: 1600 }, 'INR'), label: 'Starting From', suffix: 'Per Person' }))
    expect(text(html)).toBe('Starting From ₹1,00,000 Per Person')
    // The amount is an element of its own (it is set larger than the words around it).
    expect(all(parseHtml(html), 'span').map((span) => textOf(span))).toContain('₹1,00,000')
  })

  it('renders the element asked for, without label or suffix', () => {
    const price = read(h(Price, { amount: '$315', as: 'span' }))
    expect(all(price, ':root').map((element) => element.name)).toEqual(['span'])
    expect(textOf(price)).toBe('$315')
  })
})

describe('SkeletonBlock', () => {
  it('reserves its size and is hidden from assistive technology', () => {
    const block = one(read(h(SkeletonBlock, { width: 240, height: '3rem', radius: 999 })), 'span')
    expect(attr(block, 'aria-hidden')).toBe('true')
    expect(attr(block, 'style')).toBe('width:240px;height:3rem;border-radius:999px')
    expect(textOf(block)).toBe('')
  })

  it('can sit inline, in a line of text, as a span', () => {
    expect(one(read(h('p', null, 'From ', h(SkeletonBlock, { height: 16, inline: true }))), 'p > span[aria-hidden="true"]')).not.toBeNull()
  })
})

describe('PageSection', () => {
  it('is a landmark named by its h2, with the intro and the page modifier when given', () => {
    const team = read(
      h(PageSection, { id: 'team', heading: 'Meet the Crew', intro: 'Four of us', tint: true, className: 'extra', children: h('p', null, 'body') }),
    )
    const section = one(team, 'section[aria-labelledby="team"]')
    expect(textOf(one(section, 'h2#team'))).toBe('Meet the Crew')
    expect(all(section, 'p').map((paragraph) => textOf(paragraph))).toEqual(['Four of us', 'body'])
    // The page's own class is added to the section's.
    expect(attr(section, 'class')?.split(' ')).toContain('extra')
    const values = read(h(PageSection, { id: 'values', heading: 'Values', children: 'x' }))
    expect(textOf(one(values, 'section[aria-labelledby="values"] h2#values'))).toBe('Values')
    expect(all(values, 'section p')).toEqual([])
  })
})
