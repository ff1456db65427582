import { beforeAll, describe, expect, it } from 'vitest'

import {
  type BookingEngine,
  buildBookingUrl,
  type SearchFormChoices,
  searchFormLayout,
  searchFormQuery,
  searchFormUrl,
  searchWidgetPreferences,
} from '~/lib/booking'
import { searchWidgetScriptUrl } from '~/lib/booking/widget.server'
import { campaignsQuery, type Deal, dealsQuery, newsItemsQuery, searchWidgetQuery, testimonialsQuery } from '~/lib/content/queries'
import { type CurrencyCode, formatMoney } from '~/lib/currency'
import { dealCardFacts } from '~/lib/pages/cards/deal-card'
import { parseEnv } from '~/lib/platform/env/env.server'
import { addDays, formatContentDate, fromPrice } from '~/lib/sailings'
import { type HomeContent, homeContentQuery, type HomePage } from '~/pages/home/query'
import { type HomeInput, type HomeView, monthOptions, partnerRows, shapeHome } from '~/pages/home/view'

import { AFTER_SEASON_DAY, IN_SEASON_DAY } from '../support/season'
import { runSeedQuery } from '../support/seed'

// The home page shaped per visitor (its view.ts) and the native search form (lib/booking/search-form),
// on the seed content.

const engine: BookingEngine = {
  host: 'https://booking.harbourline.example',
  searchPath: '/swift/cruise',
  siteIds: { USD: 1228312, SGD: 1227501, INR: 1237318 },
}
const CURRENCIES: CurrencyCode[] = ['INR', 'USD', 'SGD']
const ACTION = 'https://booking.harbourline.example/swift/cruise'
const NOW = new Date(Date.UTC(2025, 10, 20, 12))

let base: Omit<HomeInput, 'currency' | 'utmCampaign' | 'testimonials'>
const testimonials = new Map<CurrencyCode, HomeInput['testimonials']>()

beforeAll(async () => {
  const content = await runSeedQuery(homeContentQuery)
  const [deals, campaigns, news, widget] = await Promise.all([
    runSeedQuery(dealsQuery),
    runSeedQuery(campaignsQuery),
    runSeedQuery(newsItemsQuery),
    runSeedQuery(searchWidgetQuery),
  ])
  for (const currency of CURRENCIES) testimonials.set(currency, await runSeedQuery(testimonialsQuery, { currency }))
  base = { content: content as HomeContent & { page: HomePage }, deals, campaigns, news, widget, engine, now: NOW, today: IN_SEASON_DAY }
})

const view = (currency: CurrencyCode, utmCampaign?: string): HomeView =>
  shapeHome({ ...base, currency, utmCampaign, testimonials: testimonials.get(currency) ?? [] })

/** Every booking-engine link of a view. */
function bookingLinks(home: HomeView): string[] {
  return [
    home.hero.link.href,
    home.banner.href,
    ...home.deals.items.map((deal) => deal.href),
    ...home.destinations.items.map((card) => card.href),
    ...home.brands.items.map((card) => card.href),
    ...home.feeling.items.map((card) => card.href),
    ...home.itineraries.tabs.flatMap((tab) => tab.items.map((item) => item.href)),
  ].filter((href) => href.startsWith('https://'))
}

describe('booking links per currency', () => {
  it.each(CURRENCIES)('%s: every link carries the currency’s site id, once', (currency) => {
    for (const utm of [undefined, 'Europe_Search_May25', 'Nope']) {
      const home = view(currency, utm)
      const links = bookingLinks(home)
      // A link on every deal, destination, cruise line and theme card at least.
      expect(links.length).toBeGreaterThanOrEqual(
        home.deals.items.length + home.destinations.items.length + home.brands.items.length + home.feeling.items.length,
      )
      for (const href of links) {
        const url = new URL(href)
        expect(url.origin + url.pathname).toBe(ACTION)
        expect(url.searchParams.getAll('siid')).toEqual([String(engine.siteIds[currency])])
        expect(url.searchParams.get('lang')).toBe('1')
        expect(url.searchParams.get('destinationtype')).toBe('All')
      }
    }
  })

  it('each deal links to its own search', () => {
    for (const deal of view('SGD').deals.items) {
      const source = base.deals.find((candidate) => candidate._id === deal.id)!
      expect(deal.href).toBe(buildBookingUrl(engine, source.search, 'SGD'))
    }
  })
})

describe('the home view', () => {
  it('says in words what the campaign banner offers and where it goes, even for content from before it had words', () => {
    const banner = view('INR').banner
    expect(banner.heading).toBe(base.content.page.campaignBanner.heading)
    expect(banner.linkLabel).toBe(base.content.page.campaignBanner.linkLabel)
    expect(banner.href).toMatch(/^https:\/\/booking\.harbourline\.example\//)
    const page = base.content.page
    const older = { ...page, campaignBanner: { ...page.campaignBanner, heading: undefined, linkLabel: undefined } }
    const fallback = shapeHome({ ...base, content: { ...base.content, page: older }, currency: 'INR', utmCampaign: undefined, testimonials: [] }).banner
    expect(fallback.heading).toBe(page.campaignBanner.image.alt)
    expect(fallback.linkLabel).toBe('See the sailings')
  })

  it('lists every deal on sale once, each card with the facts of its deal and its chat text', () => {
    for (const currency of CURRENCIES) {
      const home = view(currency)
      expect(home.deals.items.map((deal) => deal.id).sort()).toEqual(base.deals.map((deal) => deal._id).sort())
      for (const item of home.deals.items) {
        const deal = base.deals.find((candidate) => candidate._id === item.id)!
        // Each view carries its price as its currency's text: the browser formats no money (ADR 34).
        expect(item).toMatchObject({
          ...dealCardFacts(deal, base.today, currency),
          cta: deal.cta,
          chatText: `I'm Interested in the ${deal.title} ${deal.nights} sailing!`,
        })
      }
    }
    expect(view('USD').deals.perPersonLabel).toBe(base.content.page.deals.perPersonLabel)
  })

  it("prices a deal linked to an offer page from that page's cheapest upcoming fare, per person", () => {
    const linked = base.deals.find((deal) => deal.offer)!
    for (const currency of CURRENCIES) {
      const item = view(currency).deals.items.find((deal) => deal.id === linked._id)!
      expect(item.price).toBe(formatMoney(fromPrice(linked.offer!, base.today, ['INR', 'USD', 'SGD'])![currency], currency))
    }
  })

  it('a special offer shows the price of the offer page it opens, per person: the same as the hot deal of that page, on any day', () => {
    for (const today of ['2026-10-01', '2026-11-25', '2027-01-20']) {
      for (const currency of CURRENCIES) {
        const home = shapeHome({ ...base, today, currency, utmCampaign: undefined, testimonials: [] })
        for (const card of home.specialOffers.cards)
          expect([card.priceLabel, card.perPersonLabel, card.actionLabel]).toEqual(['Starting From', 'Per Person', 'View Details'])
        // A card and a deal show the same offer page when they carry its sailings.
        const sailingsOf = (fares: ReadonlyArray<{ sailingDate: string }>) => fares.map((fare) => fare.sailingDate).join()
        let paired = 0
        for (const [index, card] of home.specialOffers.cards.entries()) {
          const offerFares = base.content.page.specialOffers.cards[index]!.offer?.fares ?? []
          const deal = base.deals.find((candidate) => candidate.offer && sailingsOf(candidate.offer.fares) === sailingsOf(offerFares))
          const shown = deal && home.deals.items.find((item) => item.id === deal._id)
          if (!shown) continue
          paired += 1
          expect(card.price, `${today} ${currency} ${card.href}`).toBe(shown.price)
        }
        if (today === '2026-10-01') expect(paired, 'special offers whose page a hot deal links too').toBeGreaterThan(0)
      }
    }
  })

  it('a special offer whose offer page has no sailing left says so, as that page and /cruisedeals do: no price, Enquire Now', () => {
    const home = shapeHome({ ...base, today: AFTER_SEASON_DAY, currency: 'INR', utmCampaign: undefined, testimonials: [] })
    expect(home.specialOffers.cards.length).toBeGreaterThan(0)
    for (const card of home.specialOffers.cards) expect([card.price, card.actionLabel], card.href).toEqual([null, 'Enquire Now'])
  })

  it("a deal linked to an offer page follows that page's fares as its sailings leave", () => {
    const linked = base.deals.find((deal) => deal.offer)!
    const offer = linked.offer!
    const priceOn = (today: string) =>
      shapeHome({ ...base, today, currency: 'USD', utmCampaign: undefined, testimonials: [] }).deals.items.find((deal) => deal.id === linked._id)?.price
    // The cheapest sailing (the earliest of equals) sets the price until it leaves; then the next cheapest after it.
    const cheapest = [...offer.fares].sort((a, b) => a.totalCabinFare.USD - b.totalCabinFare.USD || a.sailingDate.localeCompare(b.sailingDate))[0]!
    expect(priceOn(IN_SEASON_DAY)).toBe(formatMoney(Math.round(cheapest.totalCabinFare.USD / offer.occupancy), 'USD'))
    const cheapestSails = cheapest.sailingDate
    const nextCheapest = Math.min(...offer.fares.filter((fare) => fare.sailingDate > cheapestSails).map((fare) => fare.totalCabinFare.USD))
    expect(nextCheapest).toBeGreaterThanOrEqual(cheapest.totalCabinFare.USD)
    expect(priceOn(cheapestSails)).toBe(formatMoney(Math.round(nextCheapest / offer.occupancy), 'USD'))
  })

  it('orders the deals and picks the hero by campaign', () => {
    const campaign = base.campaigns.find((candidate) => candidate.heroSearch && candidate.dealOrder.length > 0)!
    const organic = base.campaigns.find((candidate) => candidate.isDefaultHome)!
    const landed = view('INR', campaign.utmValue)
    expect(landed.deals.items[0]?.title).toBe(campaign.dealOrder[0])
    expect(landed.hero.link.href).toBe(buildBookingUrl(engine, campaign.heroSearch, 'INR'))
    expect(view('INR').hero.link.href).toBe(organic.heroPath ?? buildBookingUrl(engine, organic.heroSearch, 'INR'))
    // Any other value: the organic order.
    expect(view('INR', 'Nope').deals.items[0]?.title).toBe(view('INR').deals.items[0]?.title)
    expect(view('INR').deals.items[0]?.title).toBe(organic.dealOrder[0])
  })

  it('has every required section, with the required counts', () => {
    const home = view('SGD')
    const { content } = base
    const { page } = content
    expect(home.title).toBe(page.title)
    expect(home.news.items.map((item) => item.id)).toEqual(base.news.slice(0, page.news.itemCount).map((item) => item._id))
    expect(home.news).toMatchObject({ viewAllLabel: page.news.viewAllLabel, viewAllPath: page.news.viewAllPath })
    expect(home.destinations.items.map((card) => card.title)).toEqual(content.destinations.map((destination) => destination.name))
    expect(home.brands.items.map((card) => [card.title, card.offerText])).toEqual(content.brands.map((brand) => [brand.name, brand.offerText]))
    expect(home.steps.items.map((step) => step.heading)).toEqual(page.steps.steps.map((step) => step.heading))
    expect(home.feeling.items.map((card) => card.title)).toEqual(content.themes.map((theme) => theme.heading))
    expect(home.benefits.items.map((benefit) => benefit.heading)).toEqual(content.benefits.map((benefit) => benefit.heading))
    const names = (rows: ReadonlyArray<ReadonlyArray<{ name: string }>>) => rows.map((row) => row.map((partner) => partner.name))
    expect(names(home.partners.rows)).toEqual(names(partnerRows(content.partners)))
    expect(home.specialOffers.cards.map((card) => [card.href, card.badge])).toEqual(page.specialOffers.cards.map((card) => [card.path, card.badge]))
    expect(home.itineraries.tabs.map((tab) => tab.label)).toEqual(page.itineraries.tabs.map((tab) => tab.label))
    expect(home.itineraries.defaultTabId).toBe(`${page.itineraries.defaultTab}-nights`)
    for (const tab of home.itineraries.tabs) expect(tab.items.length, tab.label).toBeGreaterThan(0)
  })

  it('shows the testimonials of the visitor’s currency: INR and USD share theirs, SGD has its own', () => {
    const ids = (currency: CurrencyCode) => view(currency).testimonials.items.map((item) => item.id)
    for (const currency of CURRENCIES) expect(ids(currency)).toEqual(testimonials.get(currency)!.map((item) => item._id))
    expect(ids('INR').length).toBeGreaterThan(0)
  })

  it('has no search widget without a script URL, and the preferences with one', () => {
    expect(view('USD').search.widget).toBeNull()
    const withScript = shapeHome({
      ...base,
      widget: { ...base.widget, scriptUrl: 'https://widgets.example/search.js' },
      currency: 'INR',
      utmCampaign: undefined,
      testimonials: [],
    })
    expect(withScript.search.widget).toMatchObject({
      scriptUrl: 'https://widgets.example/search.js',
      needsJquery: false,
      needsBootstrap: false,
      preferences: {
        languageId: base.widget.languageId,
        siteItemId: engine.siteIds.INR,
        sid1: base.widget.sid1,
        sid2: base.widget.sid2,
        referrer: base.widget.referrer,
        resultWindowType: base.widget.resultWindowType,
        showStateNCountryWithPorts: base.widget.showStateNCountryWithPorts,
        basicSearchFields: base.widget.basicSearchFields,
        siteSettings: { productType: base.widget.productType, numberOfCols: base.widget.numberOfCols },
      },
    })
  })

  it('splits the partner logos into two rows, the first the longer', () => {
    const logos = base.content.partners
    const rows = partnerRows(logos)
    expect(rows.flat()).toEqual(logos)
    expect(rows[0]!.length).toBeGreaterThanOrEqual(rows[1]!.length)
    expect(partnerRows([])).toEqual([])
  })
})

describe('dates and months', () => {
  it('formats content dates without a time zone', () => {
    expect(formatContentDate('2025-07-31')).toBe('Jul 31, 2025')
    expect(formatContentDate('2025-01-05')).toBe('Jan 5, 2025')
    expect(formatContentDate('soon')).toBe('soon')
    expect(formatContentDate('2025-13-01')).toBe('2025-13-01')
  })

  it('offers this month and the next eleven, across the year end', () => {
    const months = monthOptions(NOW)
    expect(months).toHaveLength(12)
    expect(months[0]).toEqual({ value: '2025-11', label: 'November 2025' })
    expect(months[2]).toEqual({ value: '2026-01', label: 'January 2026' })
    expect(months[11]).toEqual({ value: '2026-10', label: 'October 2026' })
    expect(monthOptions(new Date('invalid'))).toEqual([])
  })
})

describe('the native search form follows the URL builder', () => {
  it.each(CURRENCIES)('%s: action, hidden inputs and select names come from buildBookingUrl', (currency) => {
    const layout = searchFormLayout(engine, currency)
    expect(layout).toEqual({
      action: ACTION,
      before: [
        ['siid', String(engine.siteIds[currency])],
        ['lang', '1'],
        ['destinationtype', 'All'],
      ],
      fields: [
        { field: 'destinations', name: 'Destinations' },
        { field: 'cruiseLines', name: 'CruiseLine' },
        { field: 'durations', name: 'durations' },
        { field: 'months', name: 'months' },
      ],
      after: [
        ['sortColumn', 'price'],
        ['sortOrder', 'asc'],
      ],
    })
  })

  it.each(CURRENCIES)('%s: a GET submission with every choice made is exactly the builder’s URL', (currency) => {
    const layout = searchFormLayout(engine, currency)
    const choices: SearchFormChoices = { destinations: '31', cruiseLines: '1', durations: '4-6', months: '2026-03' }
    const submitted = `${layout.action}?${searchFormQuery(layout, choices)}`
    expect(submitted).toBe(searchFormUrl(engine, currency, choices))
    expect(submitted).toBe(
      `${ACTION}?siid=${engine.siteIds[currency]}&lang=1&destinationtype=All&Destinations=31&CruiseLine=1&durations=4-6&months=2026-03&sortColumn=price&sortOrder=asc`,
    )
  })

  it('leaves out choices not made (the JavaScript path) and splits multi-id options', () => {
    expect(searchFormUrl(engine, 'SGD', {})).toBe(`${ACTION}?siid=1227501&lang=1&destinationtype=All&sortColumn=price&sortOrder=asc`)
    expect(searchFormUrl(engine, 'SGD', { destinations: '65,60', durations: '', months: '  ' })).toBe(
      `${ACTION}?siid=1227501&lang=1&destinationtype=All&Destinations=65,60&sortColumn=price&sortOrder=asc`,
    )
    // The no-JavaScript path sends the empty choices; the engine treats an empty filter as none.
    const layout = searchFormLayout(engine, 'SGD')
    expect(searchFormQuery(layout, { cruiseLines: '3' })).toBe(
      'siid=1227501&lang=1&destinationtype=All&Destinations=&CruiseLine=3&durations=&months=&sortColumn=price&sortOrder=asc',
    )
  })

  it('never sends a month the engine would not understand', () => {
    expect(searchFormUrl(engine, 'USD', { months: '2026-13' })).not.toContain('months=')
    expect(searchFormUrl(engine, 'USD', { months: '<script>' })).not.toContain('months=')
  })

  it('offers the content’s destinations and cruise lines with their booking ids', () => {
    const form = view('USD').search.form
    const select = (field: string) => form.selects.find((candidate) => candidate.field === field)!
    expect(select('destinations').options).toContainEqual({ value: '31', label: 'Japan' })
    expect(select('destinations').options).toHaveLength(10)
    expect(select('cruiseLines').options).toContainEqual({ value: '1', label: 'Royal Caribbean' })
    expect(select('cruiseLines').options).toHaveLength(12)
    expect(select('durations').options.map((option) => option.value)).toEqual(['1-3', '4-6', '7-9'])
    expect(select('months').options).toHaveLength(12)
    const labels = select('destinations').options.map((option) => option.label)
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('gives the widget the currency’s site id', () => {
    for (const currency of CURRENCIES) {
      expect(searchWidgetPreferences(base.widget, engine.siteIds[currency]).siteItemId).toBe(engine.siteIds[currency])
    }
  })
})

describe('the test-only widget script override', () => {
  const override = 'http://127.0.0.1:9/missing.js'
  it('is honoured outside production, or in production only with E2E=1', () => {
    const settings = { scriptUrl: undefined }
    expect(searchWidgetScriptUrl(settings, parseEnv({ SEARCH_WIDGET_SCRIPT_URL_OVERRIDE: override }))).toBe(override)
    expect(
      searchWidgetScriptUrl(
        settings,
        parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.harbourline.example', SEARCH_WIDGET_SCRIPT_URL_OVERRIDE: override }),
      ),
    ).toBeUndefined()
    expect(
      searchWidgetScriptUrl(
        settings,
        parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.harbourline.example', E2E: '1', SEARCH_WIDGET_SCRIPT_URL_OVERRIDE: override }),
      ),
    ).toBe(override)
    expect(
      searchWidgetScriptUrl({ scriptUrl: ' https://widgets.example/a.js ' }, parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.harbourline.example' })),
    ).toBe('https://widgets.example/a.js')
    expect(searchWidgetScriptUrl({ scriptUrl: '' }, parseEnv({}))).toBeUndefined()
  })
})

const dayBefore = (day: string) => addDays(day, -1)

describe("hot deals on the agency's calendar", () => {
  // Deals of the test's own dates: a seed deal of each kind with its departures (or its offer page's
  // fares) replaced.
  const plain = () => base.deals.find((deal) => !deal.offer)!
  const linked = () => base.deals.find((deal) => deal.offer)!
  const weekly: () => Deal = () => ({
    ...plain(),
    _id: 'deal-weekly',
    departures: { dates: null, weekly: { weekday: 'Friday', from: '2027-01-01', until: '2027-06-25' } },
    newDatesSoon: false,
  })
  const mondays = ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14', '2027-01-11', '2027-01-18', '2027-01-25', '2027-03-01']
  const withFares: () => Deal = () => {
    const deal = linked()
    const offer = deal.offer!
    // The cheapest sailing is the second; the others cost more the later they sail.
    const fares = mondays.map((sailingDate, index) => {
      const usd = index === 1 ? 1000 : 1100 + 10 * index
      return { ...offer.fares[0]!, sailingDate, totalCabinFare: { USD: usd, SGD: Math.round(usd * 1.3), INR: usd * 88 } }
    })
    return { ...deal, _id: 'deal-offer', newDatesSoon: false, offer: { ...offer, fares }, departures: { dates: mondays, weekly: null } }
  }
  const onDay = (today: string, deals: Deal[], currency: CurrencyCode = 'INR') =>
    shapeHome({ ...base, deals, today, currency, utmCampaign: undefined, testimonials: [] }).deals.items
  const byId = (items: HomeView['deals']['items'], id: string) => items.find((item) => item.id === id)

  it('write their next departures from the dates content gives', () => {
    expect(byId(onDay('2026-11-25', [weekly()]), 'deal-weekly')?.dates).toBe('Every Friday, Jan – Jun 2027')
    // Later in the season: only what is left.
    expect(byId(onDay('2027-03-10', [weekly()]), 'deal-weekly')?.dates).toBe('Every Friday, Mar – Jun 2027')
  })

  it("a deal with an offer page shows that page's fare rows: its next sailings, its cabin, its cheapest upcoming fare per person", () => {
    const deal = withFares()
    // 23 Nov has left on the 25th: the next three.
    expect(byId(onDay('2026-11-25', [deal]), deal._id)).toMatchObject({ dates: 'Nov 30, Dec 07, Dec 14 2026', cabin: deal.cabin })
    expect(byId(onDay('2027-01-08', [deal]), deal._id)?.dates).toBe('Jan 11, Jan 18, Jan 25 2027')
    const offer = deal.offer!
    for (const [today, cheapestUsd] of [
      ['2026-11-20', 1000],
      // The cheapest (30 Nov) has left: the next cheapest upcoming, the one after it.
      ['2026-11-30', 1120],
    ] as const) {
      for (const currency of CURRENCIES) {
        const fare = offer.fares.find((row) => row.totalCabinFare.USD === cheapestUsd)!
        expect(byId(onDay(today, [deal], currency), deal._id)?.price, `${today} ${currency}`).toBe(
          formatMoney(Math.round(fare.totalCabinFare[currency] / offer.occupancy), currency),
        )
      }
    }
  })

  it('leave the row once their last departure has sailed, and the row keeps the others', () => {
    const deals = [withFares(), weekly()]
    const last = mondays.at(-1)!
    const before = onDay(dayBefore(last), deals)
    expect(byId(before, 'deal-offer')).toBeDefined()
    const after = onDay(last, deals)
    expect(byId(after, 'deal-offer')).toBeUndefined()
    expect(after.map((item) => item.id)).toEqual(['deal-weekly'])
    // After the whole season: none of the seed's deals is offered; only what content keeps waits for new dates.
    const waiting = onDay('2028-01-01', base.deals)
    expect(waiting.map((item) => item.id).sort()).toEqual(
      base.deals
        .filter((deal) => deal.newDatesSoon)
        .map((deal) => deal._id)
        .sort(),
    )
    for (const item of waiting) {
      expect(item).toMatchObject({ dates: 'New dates soon', newDatesSoon: true, cta: 'Enquire Now' })
      // Enquire Now opens this deal's enquiry on /cruisedeals (also without JavaScript).
      expect(item.href).toBe(`/cruisedeals?form=deal-enquiry&item=${item.id}#deal-enquiry-form`)
    }
  })

  it('keep a deal content marks "New dates soon" once its last departure has sailed, and only then', () => {
    const kept: Deal = { ...plain(), _id: 'deal-kept', newDatesSoon: true, departures: { dates: ['2027-03-06'], weekly: null } }
    // Its last departure is 6 Mar 2027: on sale until the day before, with Book Now to the booking engine.
    const onSale = byId(onDay('2027-03-05', [kept]), kept._id)
    expect(onSale).toMatchObject({ dates: 'Mar 06 2027', cta: kept.cta })
    expect(onSale?.newDatesSoon).toBeUndefined()
    expect(onSale?.href).toMatch(/^https?:/)
    expect(byId(onDay('2027-03-06', [kept]), kept._id)).toMatchObject({ dates: 'New dates soon', newDatesSoon: true })
  })
})
