import { beforeAll, describe, expect, it } from 'vitest'

import type { BookingEngine } from '~/lib/booking'
import { type Deal, dealsQuery, siteSettingsQuery } from '~/lib/content/queries'
import { type CurrencyCode, formatMoney } from '~/lib/currency'
import { serverLeadChoices } from '~/lib/leads/forms/page-setup.server'
import { dealCardFacts } from '~/lib/pages/cards/deal-card'
import { type CruiseDealsPage, cruiseDealsPageQuery } from '~/pages/cruisedeals/query'
import {
  BOOKING_HUB_PERIOD_MS,
  calendarUrl,
  CAROUSEL_PERIOD_MS,
  type CruiseDealsView,
  dealEnquiry,
  dealLeadVariation,
  ENQUIRY_ITEM_PARAM,
  enquiryHref,
  enquiryItems,
  enquiryVariations,
  findEnquiryItem,
  lastMinuteDeals,
  offerPath,
  packageEnquiry,
  shapeCruiseDeals,
  withEnquiryVariations,
} from '~/pages/cruisedeals/view'
import { pageLeadChoices } from '~/site-pages.server'

import { AFTER_SEASON_DAY, IN_SEASON_DAY } from '../support/season'
import { runSeedQuery } from '../support/seed'

// /cruisedeals shaped per currency (its view.ts) on the seed content, and the pure helpers on
// hand-made input.

const CURRENCIES: CurrencyCode[] = ['INR', 'USD', 'SGD']
const SITE_IDS: Record<CurrencyCode, number> = { USD: 1228312, SGD: 1227501, INR: 1237318 }

let engine: BookingEngine
let deals: Deal[]
const pages = new Map<CurrencyCode, CruiseDealsPage>()
const views = new Map<CurrencyCode, CruiseDealsView>()

function viewOf(currency: CurrencyCode): CruiseDealsView {
  const view = views.get(currency)
  if (!view) throw new Error(`no view for ${currency}`)
  return view
}

beforeAll(async () => {
  const settings = await runSeedQuery(siteSettingsQuery)
  if (!settings) throw new Error('siteSettings missing')
  engine = settings.bookingEngine
  deals = await runSeedQuery(dealsQuery)
  for (const currency of CURRENCIES) {
    const page = await runSeedQuery(cruiseDealsPageQuery, { currency })
    if (!page) throw new Error('cruiseDealsPage missing')
    pages.set(currency, page)
    views.set(currency, shapeCruiseDeals({ page, deals, engine, currency, today: IN_SEASON_DAY }))
  }
})

describe('shapeCruiseDeals on the seed', () => {
  it('shows 4 / 4 / 7 Land + Fly + Cruise packages, 2 Land + Cruise, and 2 / 2 / 1 fly-cruise events', () => {
    const counts = (currency: CurrencyCode) => {
      const { packages } = viewOf(currency)
      return [packages.landFlyCruise.items.length, packages.landCruise.items.length, packages.flyCruiseEvents.items.length]
    }
    expect(counts('INR')).toEqual([4, 2, 2])
    expect(counts('USD')).toEqual([4, 2, 2])
    expect(counts('SGD')).toEqual([7, 2, 1])
    // SGD sees only the second event, the themed sailing, with its Singapore name and picture.
    const [sgdEvent] = viewOf('SGD').packages.flyCruiseEvents.items
    expect(sgdEvent?.id).toBe(viewOf('INR').packages.flyCruiseEvents.items[1]?.id)
    expect(sgdEvent?.eventName).toBe('Desi Beats at Sea: Themed Sailing from Singapore')
    // Its picture for SGD, not the INR one.
    expect(sgdEvent?.image.asset._id).toBe(pages.get('SGD')?.flyCruiseEvents[0]?.eventImage?.asset._id)
    expect(sgdEvent?.image.asset._id).not.toBe(viewOf('INR').packages.flyCruiseEvents.items[1]?.image.asset._id)
    expect(sgdEvent?.enquiry).toEqual({
      id: 'package-event-concert',
      title: 'Desi Beats at Sea: Themed Sailing from Singapore',
      leadvariation: 'Desi Beats at Sea',
    })
  })

  it('words the package cards for the currency and formats their dates', () => {
    const [inrAlaska] = viewOf('INR').packages.landFlyCruise.items
    const [sgdAlaska] = viewOf('SGD').packages.landFlyCruise.items
    expect(inrAlaska?.itinerary).toMatch(/^Mumbai – /)
    expect(sgdAlaska?.itinerary).toMatch(/^Singapore – /)
    expect(inrAlaska?.flight).toBe('Return economy flights from Mumbai or Delhi')
    expect(sgdAlaska?.flight).toBe('Return economy flights from Singapore')
    expect(inrAlaska).toMatchObject({
      name: 'Alaska Glaciers and Seattle',
      nights: 10,
      date: '2027-06-04',
      dateLabel: 'Jun 4, 2027',
      ship: 'Ovation of the Seas',
    })
    expect(inrAlaska?.price).toBe('₹3,49,999')
    // Land + Cruise packages have no flight: the field is left out, not empty.
    for (const card of viewOf('USD').packages.landCruise.items) expect('flight' in card).toBe(false)
  })

  it('takes the hero for the currency, the two Ovation offers linking to their pages, and the page texts', () => {
    const alts = CURRENCIES.map((currency) => viewOf(currency).hero.image.alt)
    expect(new Set(alts).size).toBe(3)
    expect(viewOf('INR').hero.image.asset._id).toBe(pages.get('INR')?.heroImage.INR.asset._id)
    const offers = viewOf('SGD').exclusiveOffers
    expect(offers.heading).toBe('Exclusive Offers')
    expect(offers.items.map((offer) => [offer.href, offer.price, offer.badge])).toEqual([
      ['/ovation-3-night-penang-cruise', 'S$712', 'OBC $100 Per Cabin'],
      ['/ovation-4-night-penang-phuket-cruise', 'S$862', 'OBC $100 Per Cabin'],
    ])
    expect(viewOf('USD')).toMatchObject({ title: 'Cruise Deals', bookLabel: 'Book Now', currency: 'USD' })
  })

  it('shows the seven hot deals as last-minute deals, in their order', () => {
    const items = viewOf('INR').lastMinute.items
    expect(viewOf('INR').lastMinute.heading).toBe('Last Minute Deals')
    expect(items.map((deal) => deal.id)).toEqual(deals.filter((deal) => deal.hotDeal).map((deal) => deal._id))
    expect(items).toHaveLength(7)
    expect(items[0]).toMatchObject({ ship: 'Ovation of the Seas', nights: '3 Nights', price: '₹48,999' })
    expect(items[0]?.enquiry.leadvariation).toBe('Ovation of the Seas, 3 Nights')
  })

  it('builds the calendar on the booking engine with the currency’s site id', () => {
    for (const currency of CURRENCIES) {
      const { calendar } = viewOf(currency)
      const url = new URL(calendar.url)
      expect(url.origin + url.pathname).toBe('https://booking.harbourline.example/swift/cruise')
      expect(url.searchParams.getAll('siid')).toEqual([String(SITE_IDS[currency])])
      expect(url.searchParams.get('sortColumn')).toBe('departureDate')
      expect(calendar).toMatchObject({ heading: 'Cruise Calendar', loadLabel: 'Show the cruise calendar', height: 900 })
      expect(calendar.title).toMatch(/calendar/i)
    }
  })

  it('gives every Book Now a distinct item, and every item a variation the lead server accepts', async () => {
    const { choices } = await serverLeadChoices('deal-enquiry', pageLeadChoices)
    for (const currency of CURRENCIES) {
      const items = enquiryItems(viewOf(currency))
      expect(items).toHaveLength(7 + (currency === 'SGD' ? 7 + 2 + 1 : 4 + 2 + 2))
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
      expect(new Set(items.map((item) => item.leadvariation)).size).toBe(items.length)
      for (const item of items) expect(choices.leadvariations, item.leadvariation).toContain(item.leadvariation)
    }
    for (const variation of enquiryVariations(pages.get('SGD') as CruiseDealsPage, deals)) expect(choices.leadvariations).toContain(variation)
    expect(choices.leadvariations).toContain('Cruise Deal Page')
  })

  it('leaves out a package the currency has no price or place for', () => {
    const page = pages.get('USD') as CruiseDealsPage
    const [first, second] = page.landCruise
    if (!first || !second) throw new Error('seed changed')
    const tampered: CruiseDealsPage = {
      ...page,
      landCruise: [
        { ...first, currencies: ['INR'] },
        { ...second, price: { ...second.price, USD: Number.NaN } },
      ],
    }
    expect(shapeCruiseDeals({ page: tampered, deals, engine, currency: 'USD', today: IN_SEASON_DAY }).packages.landCruise.items).toEqual([])
  })
})

const deal = (id: string, orderRank: string, hotDeal: boolean): Deal =>
  ({ _id: id, orderRank, hotDeal, ship: `Ship ${id}`, nights: '3 Nights', route: 'A – B' }) as unknown as Deal

describe('the booking hub and the last-minute deal cards', () => {
  it('follows the hero with the content’s banners, each a search in the visitor’s currency', () => {
    for (const currency of CURRENCIES) {
      const hub = viewOf(currency).bookingHub
      expect(hub.map((slide) => slide.label)).toEqual(['See Europe cruises, cheapest first', 'See Alaska cruises, soonest first'])
      for (const slide of hub) {
        const url = new URL(slide.href)
        expect(url.searchParams.get('siid')).toBe(String(SITE_IDS[currency]))
        expect(slide.image.alt).toBeTruthy()
      }
      expect(new URL(hub[1]!.href).searchParams.get('Destinations')).toBe('1')
    }
  })

  it('has no banners when content has none (the hero alone)', () => {
    const page = { ...pages.get('USD')!, bookingHub: [] }
    expect(shapeCruiseDeals({ page, deals, engine, currency: 'USD', today: IN_SEASON_DAY }).bookingHub).toEqual([])
  })

  it('gives last-minute deals the same card facts as the home page, with the enquiry as their action', () => {
    const [first] = viewOf('INR').lastMinute.items
    const deal = deals.find((candidate) => candidate._id === first?.id)!
    const { enquiry, ...facts } = first!
    expect(facts).toEqual(dealCardFacts(deal, IN_SEASON_DAY, 'INR'))
    expect(enquiry.leadvariation).toBe(`${deal.ship}, ${deal.nights}`)
    expect(CAROUSEL_PERIOD_MS).toBe(5000)
    expect(BOOKING_HUB_PERIOD_MS).toBe(4000)
  })
})

describe('lastMinuteDeals and the enquiry items', () => {
  it('keeps the hot deals only, by drag-order rank (code units, as GROQ) then id', () => {
    const list = [deal('c', '0|10000o:', true), deal('a', '0|100008:', false), deal('e', '0|10000g:i', true), deal('b', '0|10000g:i', true)]
    expect(lastMinuteDeals(list).map((item) => item._id)).toEqual(['b', 'e', 'c'])
    // A rank placed between two others by a drag sorts between them.
    const dragged = [deal('x', '0|10000o:', true), deal('y', '0|100008:', true), deal('z', '0|10000g:', true)]
    expect(lastMinuteDeals(dragged).map((item) => item._id)).toEqual(['y', 'z', 'x'])
    expect(lastMinuteDeals([])).toEqual([])
    expect(list.map((item) => item._id)).toEqual(['c', 'a', 'e', 'b'])
  })

  it('names a deal by ship and length, and a package by name (an event by its event name)', () => {
    expect(dealLeadVariation({ ship: 'Icon of the Seas', nights: '7 Nights' })).toBe('Icon of the Seas, 7 Nights')
    expect(dealEnquiry({ _id: 'deal-x', ship: 'Icon of the Seas', nights: '7 Nights', route: 'Miami – Cozumel – Miami' })).toEqual({
      id: 'deal-x',
      title: 'Icon of the Seas, 7 Nights: Miami – Cozumel – Miami',
      leadvariation: 'Icon of the Seas, 7 Nights',
    })
    expect(packageEnquiry({ _id: 'p', name: 'Greek Isles' })).toEqual({ id: 'p', title: 'Greek Isles', leadvariation: 'Greek Isles' })
    expect(packageEnquiry({ _id: 'p', name: 'Diwali', eventName: 'Diwali Festive Sailing' })).toEqual({
      id: 'p',
      title: 'Diwali Festive Sailing',
      leadvariation: 'Diwali',
    })
  })

  it('finds the item of a no-JS ?item= link; an unknown or missing one is a general enquiry', () => {
    const view = viewOf('INR')
    expect(findEnquiryItem(view, 'package-japan')).toEqual({ id: 'package-japan', title: 'Cherry Blossom Japan', leadvariation: 'Cherry Blossom Japan' })
    expect(findEnquiryItem(view, 'deal-singapore-ovation-3n-penang')?.leadvariation).toBe('Ovation of the Seas, 3 Nights')
    // Shown to SGD only.
    expect(findEnquiryItem(view, 'package-norway')).toBeUndefined()
    expect(findEnquiryItem(viewOf('SGD'), 'package-norway')?.title).toBe('Norwegian Fjords and Copenhagen')
    expect(findEnquiryItem(view, 'nope')).toBeUndefined()
    expect(findEnquiryItem(view, null)).toBeUndefined()
    expect(findEnquiryItem(view, '')).toBeUndefined()
  })

  it('adds the items’ variations to a form setup without changing it', () => {
    const setup = { kind: 'deal-enquiry', choices: { leadvariations: ['Cruise Deal Page'], interests: ['Hotel'] } }
    const items = [
      { id: '1', title: 'A', leadvariation: 'A' },
      { id: '2', title: 'B', leadvariation: 'Cruise Deal Page' },
    ]
    const merged = withEnquiryVariations(setup, items)
    expect(merged.choices.leadvariations).toEqual(['Cruise Deal Page', 'A'])
    expect(merged.choices.interests).toEqual(['Hotel'])
    expect(merged.kind).toBe('deal-enquiry')
    expect(setup.choices.leadvariations).toEqual(['Cruise Deal Page'])
  })
})

describe("/cruisedeals on the agency's calendar", () => {
  const onDay = (today: string, currency: CurrencyCode = 'INR') =>
    shapeCruiseDeals({ page: pages.get(currency) as CruiseDealsPage, deals, engine, currency, today })
  const packageIds = (view: CruiseDealsView) =>
    [...view.packages.landFlyCruise.items, ...view.packages.landCruise.items, ...view.packages.flyCruiseEvents.items].map((card) => card.id)

  it('drops a package from its own departure day on, unless content keeps it with "New dates soon"', () => {
    // The Alaska package leaves on 4 Jun 2027.
    expect(packageIds(onDay('2027-06-03'))).toContain('package-alaska')
    expect(packageIds(onDay('2027-06-04'))).not.toContain('package-alaska')
    // The festival sailings (26 Oct 2026 the later) are kept, waiting for new dates: Enquire Now, no date.
    const events = onDay('2026-10-26').packages.flyCruiseEvents.items
    expect(events.map((card) => [card.id, card.dateLabel, card.newDatesSoon])).toEqual([
      ['package-event-diwali', 'New dates soon', true],
      ['package-event-concert', 'New dates soon', true],
    ])
    expect(onDay('2026-10-25').packages.flyCruiseEvents.items.map((card) => card.newDatesSoon)).toEqual([true, undefined])
    // After the season only those two are left, and they can still be enquired about.
    const after = onDay(AFTER_SEASON_DAY)
    expect(packageIds(after)).toEqual(['package-event-diwali', 'package-event-concert'])
    expect(enquiryItems(after).map((item) => item.id)).toEqual(expect.arrayContaining(['package-event-diwali', 'package-event-concert']))
  })

  it('keeps a hot deal waiting for new dates in the row, and makes a kept deal it does not show enquirable', () => {
    const after = onDay(AFTER_SEASON_DAY)
    expect(after.lastMinute.items.map((deal) => [deal.id, deal.dates, deal.newDatesSoon])).toEqual([
      ['deal-middle-east-msc-euribia-7n-gulf', 'New dates soon', true],
    ])
    // Not a hot deal, so not in the row: home's Enquire Now for it lands on this page's form.
    expect(after.waitingDeals.map((item) => item.id)).toEqual(['deal-middle-east-msc-world-europa-7n-gulf'])
    expect(findEnquiryItem(after, 'deal-middle-east-msc-world-europa-7n-gulf')?.leadvariation).toBe('MSC World Europa, 7 Nights')
    expect(onDay(IN_SEASON_DAY).waitingDeals).toEqual([])
  })

  it('prices an exclusive offer from its cheapest upcoming fare, per person, and follows it as sailings leave', async () => {
    const price = (today: string) => onDay(today, 'SGD').exclusiveOffers.items[0]?.price
    expect(price(IN_SEASON_DAY)).toBe('S$712')
    // The cheapest sailing (SGD 1,424 for two) leaves on 23 Nov 2026: the next cheapest sets the price.
    const offer = pages.get('SGD')?.exclusiveOffers[0]
    const bySgd = [...(offer?.fares ?? [])].sort((a, b) => a.totalCabinFare.SGD - b.totalCabinFare.SGD)
    const cheapestDate = bySgd[0]?.sailingDate ?? ''
    const nextCheapest = bySgd.find((fare) => fare.sailingDate > cheapestDate)?.totalCabinFare.SGD ?? Number.NaN
    expect(nextCheapest).toBeGreaterThan(1424)
    expect(price(cheapestDate)).toBe(formatMoney(Math.round(nextCheapest / (offer?.occupancy ?? 1)), 'SGD'))
    // After the last sailing there is no price to tell: the card says New dates soon.
    expect(onDay(AFTER_SEASON_DAY, 'SGD').exclusiveOffers.items[0]?.price).toBeNull()
  })

  it('accepts, on the server, the variation of every deal the page or home can enquire about', async () => {
    const { choices } = await serverLeadChoices('deal-enquiry', pageLeadChoices)
    for (const item of [...enquiryItems(onDay(AFTER_SEASON_DAY)), ...enquiryItems(onDay(IN_SEASON_DAY))]) {
      expect(choices.leadvariations).toContain(item.leadvariation)
    }
  })
})

describe('links', () => {
  it('links a no-JS Book Now to the form in the page, about its item, keeping the visit’s own parameters', () => {
    expect(enquiryHref('/cruisedeals', '', 'package-japan')).toBe('/cruisedeals?form=deal-enquiry&item=package-japan#deal-enquiry-form')
    expect(enquiryHref('/cruisedeals', '?utm_source=fb&lead=thanks&item=old', 'deal-x')).toBe(
      '/cruisedeals?utm_source=fb&item=deal-x&form=deal-enquiry#deal-enquiry-form',
    )
    // The hero: a general enquiry drops an earlier item.
    expect(enquiryHref('/cruisedeals', '?form=deal-enquiry&item=package-japan')).toBe('/cruisedeals?form=deal-enquiry#deal-enquiry-form')
    expect(ENQUIRY_ITEM_PARAM).toBe('item')
  })

  it('makes offer paths and the calendar URL', () => {
    expect(offerPath('ovation-3-night-penang-cruise')).toBe('/ovation-3-night-penang-cruise')
    expect(offerPath('/already')).toBe('/already')
    expect(calendarUrl(engine, { search: { sortColumn: 'price', sortOrder: 'asc' } }, 'SGD')).toBe(
      'https://booking.harbourline.example/swift/cruise?siid=1227501&lang=1&destinationtype=All&sortColumn=price&sortOrder=asc',
    )
  })
})
