// Server-rendered markup of the shared UI pieces: what a visitor without JavaScript gets, and
// what React hydrates. (The hydrated behaviour is covered by the e2e tests of the pages.)
import { createElement as h, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Accordion, Carousel, Disclosure, PageSection, Price, RatingStars, ScrollRow, SkeletonBlock, Tabs } from '~/components/ui'
import { formatMoneyIn } from '~/lib/currency'
import { packageTrackStep } from '~/lib/ui'

const render = (element: ReactElement) => renderToString(element)

/** The opening tags in `html` that carry `attribute` (optionally with an exact value). */
function tagsWith(html: string, attribute: string, value?: string): string[] {
  const needle = value === undefined ? `${attribute}="` : `${attribute}="${value}"`
  return (html.match(/<[a-z][^>]*>/g) ?? []).filter((tag) => tag.includes(needle))
}

/** The value of `attribute` in one opening tag. */
function attr(tag: string | undefined, attribute: string): string | undefined {
  return tag?.match(new RegExp(`\\s${attribute}="([^"]*)"`))?.[1]
}

/** Text with tags removed, as a screen reader would read it. */
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&')

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

  it('is a labelled section with the carousel role description', () => {
    const [section] = tagsWith(html, 'aria-roledescription', 'carousel')
    expect(section).toMatch(/^<section /)
    expect(attr(section, 'aria-label')).toBe('Pick Your Perfect Destinations')
  })

  it('renders every slide once, as a group named "n of count"', () => {
    const slides = tagsWith(html, 'aria-roledescription', 'slide')
    expect(slides).toHaveLength(10)
    expect(slides.map((slide) => attr(slide, 'role'))).toEqual(Array(10).fill('group'))
    expect(slides.map((slide) => attr(slide, 'aria-label'))).toEqual(DESTINATIONS.map((_, i) => `${i + 1} of 10`))
    for (const name of DESTINATIONS) expect(html.split(`>${name}</a>`)).toHaveLength(2)
  })

  it('has named arrows and a pause button controlling the track', () => {
    const track = tagsWith(html, 'class', 'carousel__track')[0]
    const trackId = attr(track, 'id')
    expect(trackId).toBeTruthy()
    const buttons = tagsWith(html, 'aria-controls', trackId)
    expect(buttons).toHaveLength(3)
    expect(buttons.every((tag) => tag.startsWith('<button type="button"'))).toBe(true)
    expect(text(html)).toContain('Pause destinations slide show')
    expect(text(html)).toContain('Previous destinations')
    expect(text(html)).toContain('Next destinations')
  })

  it('has a status region, silent until the visitor uses the carousel', () => {
    const [live] = tagsWith(html, 'aria-live')
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
    expect(single).not.toContain('<button')
    expect(tagsWith(single, 'aria-roledescription', 'slide')).toHaveLength(1)
  })

  it('gives two carousels on a page distinct ids', () => {
    const page = render(h('div', null, h(Carousel, { label: 'A', items: ['1', '2'] }), h(Carousel, { label: 'B', items: ['1', '2'] })))
    const ids = tagsWith(page, 'class', 'carousel__track').map((tag) => attr(tag, 'id'))
    expect(new Set(ids).size).toBe(2)
  })
})

describe('ScrollRow', () => {
  const deals = ['Singapore', 'Middle East', 'Europe']
  const html = render(h(ScrollRow, { label: 'Hot deals', itemsName: 'deals', items: deals.map((deal) => h('article', null, deal)) }))

  it('is a labelled list of the items', () => {
    const [list] = tagsWith(html, 'class', 'scroll-row__track')
    expect(list).toMatch(/^<ul /)
    expect(attr(list, 'role')).toBe('list')
    expect(attr(list, 'aria-label')).toBe('Hot deals')
    expect(html.match(/<li class="scroll-row__item">/g)).toHaveLength(3)
  })

  it('has named arrows; previous starts disabled (aria-disabled keeps it focusable)', () => {
    const buttons = tagsWith(html, 'aria-controls').filter((tag) => tag.startsWith('<button'))
    expect(buttons).toHaveLength(2)
    expect(attr(buttons[0], 'aria-disabled')).toBe('true')
    expect(attr(buttons[1], 'aria-disabled')).toBeUndefined()
    expect(buttons.some((tag) => / disabled(=|>|\s)/.test(tag))).toBe(false)
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

  it('has every panel in the HTML before hydration', () => {
    for (const n of nights) expect(text(html)).toContain(`Ships for ${n} nights`)
    const panels = tagsWith(html, 'class', 'tabs__panel')
    expect(panels.map((panel) => attr(panel, 'id'))).toEqual(nights.map((n) => `itineraries-${n}-nights`))
    expect(panels.some((panel) => panel.includes(' hidden'))).toBe(false)
  })

  it('links each tab to its panel, so every panel is reachable without JavaScript', () => {
    const links = tagsWith(html, 'class', 'tabs__tab')
    expect(links.map((link) => attr(link, 'href'))).toEqual(nights.map((n) => `#itineraries-${n}-nights`))
    const [list] = tagsWith(html, 'class', 'tabs__list')
    expect(attr(list, 'aria-label')).toBe('Itineraries')
  })

  it('marks the default tab and panel (shown by CSS until hydration)', () => {
    expect(tagsWith(html, 'data-default', 'true').map((tag) => attr(tag, 'id'))).toEqual(['itineraries-3-nights-tab', 'itineraries-3-nights'])
  })

  it('names each panel by its tab', () => {
    for (const panel of tagsWith(html, 'class', 'tabs__panel')) {
      expect(attr(panel, 'aria-labelledby')).toBe(`${attr(panel, 'id')}-tab`)
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
    expect(tagsWith(fallback, 'data-default', 'true').map((tag) => attr(tag, 'id'))).toEqual(['t-a-tab', 't-a'])
  })
})

describe('Accordion and Disclosure', () => {
  const faq = [
    { id: 'visa', title: 'Do I need a visa for Japan?', content: h('p', null, 'Visa answer') },
    { id: 'season', title: 'When is the best season?', content: h('p', null, 'Season answer') },
    { id: 'currency', title: 'Which currency is used?', content: h('p', null, 'Currency answer') },
  ]
  const html = render(h(Accordion, { id: 'faq', items: faq, defaultOpenId: 'visa' }))

  it('is native <details>/<summary> before hydration, with every answer in the HTML', () => {
    expect(html.match(/<details /g)).toHaveLength(3)
    expect(html.match(/<summary class="disclosure__trigger">/g)).toHaveLength(3)
    for (const item of faq) expect(text(html)).toContain(item.title)
    for (const answer of ['Visa answer', 'Season answer', 'Currency answer']) expect(text(html)).toContain(answer)
  })

  it('opens the default item only, and groups the items so one is open at a time without JS', () => {
    const details = tagsWith(html, 'class', 'disclosure').filter((tag) => tag.startsWith('<details'))
    expect(details.map((tag) => tag.includes(' open=""'))).toEqual([true, false, false])
    expect(new Set(details.map((tag) => attr(tag, 'name')))).toEqual(new Set(['faq']))
  })

  it('puts each title in a heading of the chosen level', () => {
    const h4 = render(h(Accordion, { id: 'rows', items: faq, headingLevel: 4, single: false }))
    expect(h4.match(/<h4 class="disclosure__heading">/g)).toHaveLength(3)
    expect(h4).not.toContain(' open=""')
    expect(h4).not.toContain('name=')
  })

  it('renders a lone Disclosure the same way', () => {
    const lone = render(h(Disclosure, { id: 'day-1', title: 'Day 1: Singapore', defaultOpen: true, children: h('p', null, 'Embark 16:30') }))
    expect(lone).toMatch(/^<details id="day-1" class="disclosure" open="">/)
    expect(lone).toContain('id="day-1-panel"')
    expect(text(lone)).toContain('Embark 16:30')
  })
})

describe('RatingStars', () => {
  it.each([
    [4.5, 'Rated 4.5 out of 5'],
    [5, 'Rated 5 out of 5'],
    [3.2, 'Rated 3 out of 5'],
  ])('%s is one image named "%s"', (rating, label) => {
    const html = render(h(RatingStars, { rating }))
    const [image] = tagsWith(html, 'role', 'img')
    expect(attr(image, 'aria-label')).toBe(label)
    expect(html).toContain('<svg aria-hidden="true"')
    expect(html.match(/rating-stars__star rating-stars__star--/g)).toHaveLength(5)
  })

  it('draws half stars with a gradient whose id is unique per rating', () => {
    const page = render(h('div', null, h(RatingStars, { rating: 4.5 }), h(RatingStars, { rating: 3.5 })))
    const ids = (page.match(/<linearGradient id="([^"]+)"/g) ?? []).map((tag) => attr(tag, 'id'))
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
    for (const id of ids) expect(page).toContain(`fill="url(#${id})"`)
  })

  it('needs no gradient for whole ratings', () => {
    expect(render(h(RatingStars, { rating: 4 }))).not.toContain('linearGradient')
  })
})

describe('Price', () => {
  it('shows label, amount and suffix as one phrase, the amount as the server formatted it', () => {
    const html = render(h(Price, { amount: formatMoneyIn({ INR: 100000, USD: 1200, SGD: 1600 }, 'INR'), label: 'Starting From', suffix: 'Per Person' }))
    expect(text(html)).toBe('Starting From ₹1,00,000 Per Person')
    expect(html).toContain('<span class="price__amount">₹1,00,000</span>')
  })

  it('renders the element asked for, without label or suffix', () => {
    expect(render(h(Price, { amount: '$315', as: 'span' }))).toBe('<span class="price"><span class="price__amount">$315</span></span>')
  })
})

describe('SkeletonBlock', () => {
  it('reserves its size and is hidden from assistive technology', () => {
    const html = render(h(SkeletonBlock, { width: 240, height: '3rem', radius: 999 }))
    expect(html).toBe('<span aria-hidden="true" class="skeleton" style="width:240px;height:3rem;border-radius:999px"></span>')
  })

  it('can sit inline', () => {
    expect(render(h(SkeletonBlock, { height: 16, inline: true }))).toContain('class="skeleton skeleton--inline"')
  })
})

describe('PageSection', () => {
  it('is a landmark named by its h2, with the intro and the page modifier when given', () => {
    const html = renderToString(
      h(PageSection, { id: 'team', heading: 'Meet the Crew', intro: 'Four of us', tint: true, className: 'extra', children: h('p', null, 'body') }),
    )
    expect(html).toBe(
      '<section class="section section--tint extra" aria-labelledby="team"><div class="container"><h2 id="team" class="section__title">Meet the Crew</h2><p class="section__intro">Four of us</p><p>body</p></div></section>',
    )
    const plain = renderToString(h(PageSection, { id: 'values', heading: 'Values', children: 'x' }))
    expect(plain).toBe(
      '<section class="section" aria-labelledby="values"><div class="container"><h2 id="values" class="section__title">Values</h2>x</div></section>',
    )
  })
})
