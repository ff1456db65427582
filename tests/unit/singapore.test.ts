import { beforeAll, describe, expect, it } from 'vitest'

import { type BookingEngine, buildBookingUrl } from '~/lib/booking'
import { type CurrencyCode, formatMoney } from '~/lib/currency'
import { addDays, formatDayMonthYear } from '~/lib/sailings'
import { type SingaporePage, singaporePageQuery } from '~/pages/singapore-cruise/query'
import {
  itineraryRegionId,
  shapeSingaporePage,
  singaporeEnquiryItems,
  type SingaporeView,
  THEMED_EVENT_ITEM,
  tierPriceRows,
  VISA_STATUS_LABELS,
  visaRuleView,
} from '~/pages/singapore-cruise/view'

import { AFTER_SEASON_DAY, IN_SEASON_DAY } from '../support/season'
import { requireSeedResult } from '../support/seed'

// /singapore-cruise shaped per currency (its view.ts), on the seed content and on edge cases.

const engine: BookingEngine = {
  host: 'https://booking.harbourline.example',
  searchPath: '/swift/cruise',
  siteIds: { USD: 1228312, SGD: 1227501, INR: 1237318 },
}
const SITE_IDS: Record<CurrencyCode, string> = { USD: '1228312', SGD: '1227501', INR: '1237318' }
const CURRENCIES: CurrencyCode[] = ['INR', 'SGD', 'USD']

let page: SingaporePage
const views = new Map<CurrencyCode, SingaporeView>()

beforeAll(async () => {
  page = await requireSeedResult(singaporePageQuery)
  for (const currency of CURRENCIES) views.set(currency, shapeSingaporePage(page, engine, currency, IN_SEASON_DAY))
})

const viewFor = (currency: CurrencyCode): SingaporeView => {
  const view = views.get(currency)
  if (!view) throw new Error(`no view for ${currency}`)
  return view
}

describe('tierPriceRows', () => {
  const tiers = [
    { _key: '5', stars: 5, label: '5-star', price: { INR: 100000, SGD: 1250.5, USD: 974 } },
    { _key: '3', stars: 3, label: '3-star', price: { INR: 48873, SGD: 720, USD: 561 } },
  ]

  it('orders the tiers by stars and formats each price with the currency symbol', () => {
    expect(tierPriceRows(tiers, 'INR').map((row) => [row.label, row.price])).toEqual([
      ['3-star', '₹48,873'],
      ['5-star', '₹1,00,000'],
    ])
    expect(tierPriceRows(tiers, 'SGD').map((row) => row.price)).toEqual(['S$720', 'S$1,250.50'])
    expect(tierPriceRows(tiers, 'USD').map((row) => row.price)).toEqual(['$561', '$974'])
  })

  it('leaves out a tier with no usable price rather than printing NaN', () => {
    const broken = [...tiers, { _key: '4', stars: 4, label: '4-star', price: { INR: Number.NaN, SGD: 925, USD: 721 } }]
    expect(tierPriceRows(broken, 'INR').map((row) => row.stars)).toEqual([3, 5])
    expect(tierPriceRows(broken, 'SGD').map((row) => row.stars)).toEqual([3, 4, 5])
    expect(tierPriceRows([], 'USD')).toEqual([])
  })
})

describe('itineraryRegionId', () => {
  it('turns a document id into a safe element id', () => {
    expect(itineraryRegionId('landPackage-singapore-3n')).toBe('itinerary-landpackage-singapore-3n')
    expect(itineraryRegionId('drafts.land package #4')).toBe('itinerary-drafts-land-package-4')
    expect(itineraryRegionId('***')).toBe('itinerary-package')
  })
})

describe('visaRuleView', () => {
  it('labels each status and dates a rule that took effect on a day', () => {
    const rule = visaRuleView({
      _key: 'th',
      country: 'Thailand',
      status: 'arrivalCard',
      summary: 'No visa; online arrival card mandatory',
      details: '…',
      since: '2025-05-01',
    })
    expect(rule.statusLabel).toBe(VISA_STATUS_LABELS.arrivalCard)
    expect(rule.since).toEqual({ iso: '2025-05-01', label: '1 May 2025', lead: 'Mandatory since' })
    const exempt = visaRuleView({ _key: 'my', country: 'Malaysia', status: 'exempt', summary: 'No visa needed', details: '…', since: undefined })
    expect(exempt.statusLabel).toBe('Visa exempt')
    expect(exempt.since).toBeUndefined()
  })
})

describe('shapeSingaporePage on the seed content', () => {
  it('names what each Enquire Now is about: the themed sailing, then each land package, each with its own id', () => {
    const items = viewFor('USD').enquiryItems
    expect(items[0]).toEqual({ id: THEMED_EVENT_ITEM, title: viewFor('USD').themedEvent.heading })
    expect(items.slice(1).map((item) => item.title)).toEqual(viewFor('USD').landPackages.packages.map((pkg) => pkg.title))
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
    expect(singaporeEnquiryItems({ themedEvent: { heading: 'Concert' }, landPackages: { packages: [] } } as never)).toEqual([
      { id: THEMED_EVENT_ITEM, title: 'Concert' },
    ])
  })

  it('links the hero and each cruise line to their searches with the currency site id', () => {
    for (const currency of CURRENCIES) {
      const view = viewFor(currency)
      expect(view.hero.href).toBe(buildBookingUrl(engine, page.heroSearch, currency))
      expect(new URL(view.hero.href).searchParams.get('siid')).toBe(SITE_IDS[currency])
      expect(view.cruiseLines.cards.map((card) => [card.name, card.href])).toEqual(
        page.cruiseLines.cards.map((card) => [card.name, buildBookingUrl(engine, card.search, currency)]),
      )
    }
  })

  it('prices each land package per tier, cheapest stars first, in the currency content gives', () => {
    for (const currency of CURRENCIES) {
      const packages = viewFor(currency).landPackages.packages
      expect(packages.map((pkg) => pkg.id)).toEqual(page.landPackages.packages.map((pkg) => pkg._id))
      for (const [index, pkg] of packages.entries()) {
        const tiers = [...page.landPackages.packages[index]!.hotelTiers].sort((a, b) => a.stars - b.stars)
        expect(
          pkg.tiers.map((tier) => [tier.stars, tier.amount, tier.price]),
          `${pkg.title} in ${currency}`,
        ).toEqual(tiers.map((tier) => [tier.stars, tier.price[currency], formatMoney(tier.price[currency], currency)]))
      }
    }
  })

  it('gives every package its day plans in day order and a distinct itinerary region id', () => {
    const packages = viewFor('USD').landPackages.packages
    for (const pkg of packages) {
      expect(pkg.dayPlans.length).toBe(pkg.nights + 1)
      expect(pkg.dayPlans.map((day) => day.day)).toEqual(pkg.dayPlans.map((_, index) => index + 1))
    }
    const ids = packages.map((pkg) => pkg.itineraryId)
    expect(new Set(ids).size).toBe(packages.length)
  })

  it('shows the themed event with its sailing date, its days and the currency’s own price and note', () => {
    const event = page.themedEvent
    for (const currency of CURRENCIES) {
      const shown = viewFor(currency).themedEvent
      expect(shown.sailingDate).toEqual({ iso: event.sailingDate, label: formatDayMonthYear(event.sailingDate) })
      expect(shown.days.map((day) => day.title)).toEqual([...event.days].sort((a, b) => a.day - b.day).map((day) => day.title))
      expect(shown.price).toBe(formatMoney(event.price[currency], currency))
      expect(shown.priceNote).toBe(event.priceNote[currency] || undefined)
    }
  })

  it('says "New dates soon" in place of the themed sailing once it has left (from its own day on), with no price', () => {
    const sailing = page.themedEvent.sailingDate
    const dayBefore = addDays(sailing, -1)
    for (const today of [sailing, AFTER_SEASON_DAY]) {
      for (const currency of CURRENCIES) {
        const { themedEvent } = shapeSingaporePage(page, engine, currency, today)
        expect(themedEvent.sailingDate, `${currency} ${today}`).toBeNull()
        // No price without a sailing to buy at it.
        expect(themedEvent.price, `${currency} ${today}`).toBeNull()
        expect(themedEvent.priceNote, `${currency} ${today}`).toBeUndefined()
      }
    }
    const ahead = shapeSingaporePage(page, engine, 'INR', dayBefore).themedEvent
    expect(ahead.sailingDate?.iso).toBe(sailing)
    expect(ahead.price).toMatch(/^₹/)
  })

  it('lists a land package with start dates while one is left, and one without on any day', () => {
    const [first, ...others] = page.landPackages.packages
    if (!first) throw new Error('the seed has no land package')
    const weekly = { weekly: { weekday: 'Saturday' as const, from: '2027-01-02', until: '2027-06-26' } }
    const limited = { ...page, landPackages: { ...page.landPackages, packages: [{ ...first, departures: weekly }, ...others] } }
    const shown = (today: string) => shapeSingaporePage(limited, engine, 'SGD', today).landPackages.packages
    expect(shown('2027-03-10')[0]).toMatchObject({ id: first._id, startDates: 'Every Saturday, Mar – Jun 2027' })
    expect(shown('2027-06-26').map((pkg) => pkg.id)).toEqual(others.map((pkg) => pkg._id))
    // The seed's stays start on any day: no start dates, shown whatever the date.
    for (const pkg of shapeSingaporePage(page, engine, 'SGD', '2030-01-01').landPackages.packages) expect(pkg.startDates).toBeUndefined()
    expect(shapeSingaporePage(page, engine, 'SGD', '2030-01-01').landPackages.packages).toHaveLength(page.landPackages.packages.length)
  })

  it('lists the sections in page order by their content anchors, and the visa rules with labels', () => {
    const view = viewFor('SGD')
    const { themedEvent, cruiseLines, landPackages, included, visa } = page
    expect(view.sections).toEqual(
      [themedEvent, cruiseLines, landPackages, included, visa].map((section) => ({ anchor: section.anchor, label: section.heading })),
    )
    expect(view.visa.rules.map((rule) => [rule.country, rule.status, rule.statusLabel])).toEqual(
      visa.rules.map((rule) => [rule.country, rule.status, VISA_STATUS_LABELS[rule.status]]),
    )
  })
})
