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
import { campaignsQuery, dealsQuery, newsItemsQuery, searchWidgetQuery, testimonialsQuery } from '~/lib/content/queries'
import { type CurrencyCode, formatMoney } from '~/lib/currency'
import { parseEnv } from '~/lib/platform/env/env.server'
import { formatContentDate } from '~/lib/sailings'
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
      const links = bookingLinks(view(currency, utm))
      expect(links.length).toBeGreaterThan(19 + 10 + 12 + 4)
      for (const href of links) {
        const url = new URL(href)
        expect(url.origin + url.pathname).toBe(ACTION)
        expect(url.searchParams.getAll('siid')).toEqual([String(engine.siteIds[currency])])
        expect(url.searchParams.get('lang')).toBe('1')
        expect(url.searchParams.get('destinationtype')).toBe('All')
      }
    }
  })

  it('fixes the old links’ defects: Stardream, Cordelia, India and Disney use the visitor’s site id', () => {
    const home = view('INR')
    const links = [
      ...home.brands.items.filter((card) => ['Stardream', 'Cordelia', 'Disney'].includes(card.title)).map((card) => card.href),
      ...home.destinations.items.filter((card) => card.title === 'India').map((card) => card.href),
    ]
    expect(links).toHaveLength(4)
    for (const href of links) expect(href).toMatch(/\?siid=1237318&lang=1&destinationtype=All&/)
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

  it('lists the 19 deals once each, with the agency’s sample first in the organic order', () => {
    const home = view('USD')
    expect(home.deals.items).toHaveLength(19)
    expect(new Set(home.deals.items.map((deal) => deal.id)).size).toBe(19)
    const first = home.deals.items[0]!
    expect(first).toMatchObject({ title: 'Singapore', nights: '3 Nights', cabin: '4D Oceanview Balcony', cta: 'Book Now', priceLabel: 'Starting From' })
    expect(first.chatText).toBe("I'm Interested in the Singapore 3 Nights sailing!")
    expect(home.deals.perPersonLabel).toBe('Per Person')
    // One price: the deal links the 3-night offer page, whose cheapest upcoming fare per person
    // it shows (the typed spec sample, $315, only once no sailing of that page is left).
    // Each view carries it as its currency's text: the browser formats no money (ADR 34).
    expect(first.price).toBe('$560')
    expect(view('SGD').deals.items[0]?.price).toBe('S$712')
    expect(view('INR').deals.items[0]?.price).toBe('₹48,999')
  })

  it('a special offer shows the price of the offer page it opens, per person: the same as the hot deal of that page, on any day', () => {
    for (const today of ['2026-10-01', '2026-11-25', '2027-01-20']) {
      for (const currency of CURRENCIES) {
        const home = shapeHome({ ...base, today, currency, utmCampaign: undefined, testimonials: [] })
        for (const card of home.specialOffers.cards)
          expect([card.priceLabel, card.perPersonLabel, card.actionLabel]).toEqual(['Starting From', 'Per Person', 'View Details'])
        const cards = new Map(home.specialOffers.cards.map((card) => [card.href, card.price]))
        expect(cards.get('/ovation-3-night-penang-cruise'), `${today} ${currency}`).toBe(
          home.deals.items.find((deal) => deal.id === 'deal-singapore-ovation-3n-penang')?.price,
        )
        expect(cards.get('/ovation-4-night-penang-phuket-cruise'), `${today} ${currency}`).toBe(
          home.deals.items.find((deal) => deal.id === 'deal-singapore-ovation-4n-penang-phuket')?.price,
        )
      }
    }
  })

  it('a special offer whose offer page has no sailing left says so, as that page and /cruisedeals do: no price, Enquire Now', () => {
    const home = shapeHome({ ...base, today: AFTER_SEASON_DAY, currency: 'INR', utmCampaign: undefined, testimonials: [] })
    expect(home.specialOffers.cards.map((card) => [card.href, card.price, card.actionLabel])).toEqual([
      ['/ovation-3-night-penang-cruise', null, 'Enquire Now'],
      ['/ovation-4-night-penang-phuket-cruise', null, 'Enquire Now'],
    ])
  })

  it("a deal linked to an offer page follows that page's fares as its sailings leave", () => {
    const priceOn = (today: string) =>
      shapeHome({ ...base, today, currency: 'USD', utmCampaign: undefined, testimonials: [] }).deals.items.find(
        (deal) => deal.id === 'deal-singapore-ovation-3n-penang',
      )?.price
    const inSeason = priceOn('2026-10-01')
    expect(inSeason).toBe('$560')
    // Once the cheapest sailing has left, the next cheapest one sets the price.
    const offer = base.deals.find((deal) => deal._id === 'deal-singapore-ovation-3n-penang')!.offer!
    const cheapestSails = offer.fares.find((fare) => fare.totalCabinFare.USD === 1120)!.sailingDate
    const nextCheapest = Math.min(...offer.fares.filter((fare) => fare.sailingDate > cheapestSails).map((fare) => fare.totalCabinFare.USD))
    expect(nextCheapest).toBeGreaterThan(1120)
    expect(priceOn(cheapestSails)).toBe(formatMoney(Math.round(nextCheapest / offer.occupancy), 'USD'))
  })

  it('orders the deals and picks the hero by campaign', () => {
    const europe = view('INR', 'Europe_Search_May25')
    expect(europe.deals.items[0]?.title).toBe('Europe')
    expect(europe.hero.link.href).toContain('CruiseLine=3,4,5,1,8,7')
    expect(view('INR').hero.link.href).toBe('/cruisedeals')
    expect(
      view('INR', 'Nope')
        .deals.items.map((deal) => deal.title)
        .slice(0, 1),
    ).toEqual(['Singapore'])
  })

  it('has every required section, with the required counts', () => {
    const home = view('SGD')
    expect(home.title).toBe('Search For Cruise')
    expect(home.news.items).toHaveLength(base.content.page.news.itemCount)
    expect(home.news).toMatchObject({ viewAllLabel: 'View All News', viewAllPath: '/media' })
    expect(home.destinations.items.map((card) => card.title)).toEqual([
      'Japan',
      'Hong Kong',
      'Singapore',
      'China',
      'Europe',
      'Bahamas',
      'Caribbean',
      'Antarctica',
      'Alaska',
      'India',
    ])
    expect(home.brands.items).toHaveLength(12)
    expect(home.brands.items.find((card) => card.title === 'Cordelia')?.offerText).toBe('')
    expect(home.steps.items.map((step) => step.heading)).toEqual(['Pick Your Destination', 'Choose A Cruise Line', 'Book A Cruise'])
    expect(home.feeling.items.map((card) => card.title)).toEqual(['Family Drama', 'Adventure', 'Romance', 'Expedition'])
    expect(home.benefits.items).toHaveLength(4)
    expect(home.partners.rows).toHaveLength(2)
    expect(home.specialOffers.cards.map((card) => card.href)).toEqual(['/ovation-3-night-penang-cruise', '/ovation-4-night-penang-phuket-cruise'])
    expect(home.specialOffers.cards[0]?.badge).toBe('OBC $100 Per Cabin')
    expect(home.itineraries.tabs.map((tab) => tab.label)).toEqual(['2-nights', '3-nights', '4-nights', '5-nights', '8-nights'])
    expect(home.itineraries.defaultTabId).toBe('3-nights')
    for (const tab of home.itineraries.tabs) expect(tab.items.length, tab.label).toBeGreaterThan(0)
  })

  it('shows the testimonials of the visitor’s currency: INR and USD share theirs, SGD has its own', () => {
    const ids = (currency: CurrencyCode) => view(currency).testimonials.items.map((item) => item.id)
    expect(ids('INR')).toHaveLength(3)
    expect(ids('INR')).toEqual(ids('USD'))
    expect(ids('SGD')).toHaveLength(3)
    expect(ids('SGD').some((id) => ids('USD').includes(id))).toBe(false)
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
        languageId: 1,
        siteItemId: 1237318,
        sid1: '',
        sid2: '',
        referrer: '',
        resultWindowType: '_self',
        showStateNCountryWithPorts: true,
        basicSearchFields: ['destination', 'sailingdate', 'departureport', 'cruiseline'],
        siteSettings: { productType: 'cruise', numberOfCols: 6 },
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

describe("hot deals on the agency's calendar", () => {
  const onDay = (today: string, currency: CurrencyCode = 'INR') => shapeHome({ ...base, today, currency, utmCampaign: undefined, testimonials: [] }).deals.items
  const byId = (items: HomeView['deals']['items'], id: string) => items.find((item) => item.id === id)

  it('write their next departures from the dates content gives', () => {
    const items = onDay('2026-11-25')
    expect(byId(items, 'deal-singapore-resorts-world-one-2n-port-klang')?.dates).toBe('Every Friday, Jan – Jun 2027')
    // Later in the season: only what is left.
    expect(byId(onDay('2027-03-10'), 'deal-singapore-resorts-world-one-2n-port-klang')?.dates).toBe('Every Friday, Mar – Jun 2027')
  })

  it("a deal with an offer page shows that page's fare rows: its next sailings, its cabin, its cheapest upcoming fare per person", () => {
    const items = onDay('2026-11-25')
    // The 3-night table sails on Mondays; 23 Nov has left; the cheapest left is 30 Nov (INR 98,600 a cabin of two).
    expect(byId(items, 'deal-singapore-ovation-3n-penang')).toMatchObject({ dates: 'Nov 30, Dec 07, Dec 14 2026', cabin: '4D Oceanview Balcony' })
    expect(byId(items, 'deal-singapore-ovation-4n-penang-phuket')).toMatchObject({ dates: 'Nov 26, Dec 03, Dec 17 2026', cabin: '4D Oceanview Balcony' })
    expect(byId(onDay('2027-01-08'), 'deal-singapore-ovation-3n-penang')?.dates).toBe('Jan 11, Jan 18, Jan 25 2027')
    const threeNight = base.deals.find((deal) => deal._id === 'deal-singapore-ovation-3n-penang')!.offer!
    const upcoming = threeNight.fares.filter((fare) => fare.sailingDate > '2026-11-25')
    for (const currency of CURRENCIES) {
      const cheapest = Math.min(...upcoming.map((fare) => fare.totalCabinFare[currency]))
      expect(byId(onDay('2026-11-25', currency), 'deal-singapore-ovation-3n-penang')?.price, currency).toBe(
        formatMoney(Math.round(cheapest / threeNight.occupancy), currency),
      )
    }
  })

  it('leave the row once their last departure has sailed, and the row keeps the others', () => {
    // The 3-night's last sailing in its fare table is 5 Mar 2027.
    const before = onDay('2027-03-04')
    expect(byId(before, 'deal-singapore-ovation-3n-penang')).toBeDefined()
    const after = onDay('2027-03-05')
    expect(byId(after, 'deal-singapore-ovation-3n-penang')).toBeUndefined()
    expect(after.length).toBe(before.length - 1)
    for (const item of after) expect(item.dates, item.id).not.toBe('')
    // After the whole season: none is offered; only what content keeps waits for new dates.
    const waiting = onDay('2028-01-01')
    expect(waiting.map((item) => item.id)).toEqual(['deal-middle-east-msc-euribia-7n-gulf', 'deal-middle-east-msc-world-europa-7n-gulf'])
    for (const item of waiting) {
      expect(item).toMatchObject({ dates: 'New dates soon', newDatesSoon: true, cta: 'Enquire Now' })
      // Enquire Now opens this deal's enquiry on /cruisedeals (also without JavaScript).
      expect(item.href).toBe(`/cruisedeals?form=deal-enquiry&item=${item.id}#deal-enquiry-form`)
    }
  })

  it('keep a deal content marks "New dates soon" once its last departure has sailed, and only then', () => {
    const kept = 'deal-middle-east-msc-world-europa-7n-gulf'
    // Its last departure is 6 Mar 2027: on sale until the day before, with Book Now to the booking engine.
    const onSale = byId(onDay('2027-03-05'), kept)
    expect(onSale).toMatchObject({ dates: 'Mar 06 2027', cta: 'Book Now' })
    expect(onSale?.newDatesSoon).toBeUndefined()
    expect(onSale?.href).toMatch(/^https?:/)
    expect(byId(onDay('2027-03-06'), kept)).toMatchObject({ dates: 'New dates soon', newDatesSoon: true })
  })
})
