import { beforeAll, describe, expect, it } from 'vitest'

import { type BookingEngine, buildBookingUrl } from '~/lib/booking'
import { type Deal, dealsQuery, siteSettingsQuery } from '~/lib/content/queries'
import { type CurrencyCode, formatMoney } from '~/lib/currency'
import { serverLeadChoices } from '~/lib/leads/forms/page-setup.server'
import { dealCardFacts } from '~/lib/pages/cards/deal-card'
import { addDays, formatContentDate, fromPrice } from '~/lib/sailings'
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
import { requireSeedResult, runSeedQuery } from '../support/seed'
import { FORM_OPTIONS } from '../support/seed-content'

// /cruisedeals shaped per currency (its view.ts) on the seed content, and the pure helpers on
// hand-made input.

const CURRENCIES: CurrencyCode[] = ['INR', 'USD', 'SGD']

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
    const page = await requireSeedResult(cruiseDealsPageQuery, { currency })
    pages.set(currency, page)
    views.set(currency, shapeCruiseDeals({ page, deals, engine, currency, today: IN_SEASON_DAY }))
  }
})

describe('shapeCruiseDeals on the seed', () => {
  it('shows each track the packages content gives the currency, each card worded for it, an event with its own name and picture', () => {
    for (const currency of CURRENCIES) {
      const page = pages.get(currency)!
      const { packages } = viewOf(currency)
      for (const [shown, given] of [
        [packages.landFlyCruise, page.landFlyCruise],
        [packages.landCruise, page.landCruise],
        [packages.flyCruiseEvents, page.flyCruiseEvents],
      ] as const) {
        expect(shown.items.map((card) => card.id)).toEqual(given.map((card) => card._id))
        for (const [index, card] of shown.items.entries()) {
          const content = given[index]!
          expect(card, `${content._id} ${currency}`).toMatchObject({
            name: content.name,
            itinerary: content.itinerary,
            nights: content.nights,
            date: content.date,
            dateLabel: formatContentDate(content.date),
            ship: content.ship,
            price: formatMoney(content.price[currency], currency),
            enquiry: { id: content._id, title: content.eventName ?? content.name, leadvariation: content.name },
          })
          expect(card.image.asset._id).toBe((content.eventImage ?? content.image).asset._id)
          // A field content leaves empty is left out, not shown empty.
          expect('flight' in card).toBe(Boolean(content.flight))
          if (content.flight) expect(card.flight).toBe(content.flight)
          expect(card.eventName).toBe(content.eventName ?? undefined)
        }
      }
    }
    // Content words a package per currency: the itinerary and flight differ where it says so.
    const [inrFirst] = pages.get('INR')!.landFlyCruise
    const sgdFirst = pages.get('SGD')!.landFlyCruise.find((card) => card._id === inrFirst?._id)
    expect(inrFirst?.itinerary).not.toBe(sgdFirst?.itinerary)
  })

  it('takes the hero for the currency, the exclusive offers linking to their pages, and the page texts', () => {
    for (const currency of CURRENCIES) {
      const page = pages.get(currency)!
      const view = viewOf(currency)
      expect(view.hero.image.asset._id).toBe(page.heroImage[currency].asset._id)
      expect(view).toMatchObject({ title: page.title, bookLabel: page.bookLabel, currency })
      expect(view.exclusiveOffers.heading).toBe(page.exclusiveOffersHeading)
      expect(view.exclusiveOffers.items.map((offer) => [offer.href, offer.price, offer.badge])).toEqual(
        page.exclusiveOffers.map((offer) => [
          offerPath(offer.slug),
          formatMoney(fromPrice(offer, IN_SEASON_DAY, CURRENCIES)![currency], currency),
          offer.badge,
        ]),
      )
    }
    expect(new Set(CURRENCIES.map((currency) => viewOf(currency).hero.image.alt)).size).toBe(3)
  })

  it('shows the hot deals as last-minute deals, in their order, each enquired about by ship and length', () => {
    const { lastMinute } = viewOf('INR')
    expect(lastMinute.heading).toBe(pages.get('INR')!.lastMinuteHeading)
    const hot = deals.filter((deal) => deal.hotDeal)
    expect(lastMinute.items.map((deal) => deal.id)).toEqual(hot.map((deal) => deal._id))
    for (const [index, item] of lastMinute.items.entries()) {
      const given = hot[index]!
      expect(item).toMatchObject({ ship: given.ship, nights: given.nights })
      expect(item.enquiry.leadvariation).toBe(`${given.ship}, ${given.nights}`)
    }
  })

  it('builds the calendar on the booking engine with the currency’s site id', () => {
    for (const currency of CURRENCIES) {
      const { calendar } = viewOf(currency)
      const given = pages.get(currency)!.calendar
      expect(calendar.url).toBe(buildBookingUrl(engine, given.search, currency))
      expect(new URL(calendar.url).searchParams.getAll('siid')).toEqual([String(engine.siteIds[currency])])
      expect(calendar).toMatchObject({ heading: given.heading, title: given.title, loadLabel: given.loadLabel, height: given.height })
    }
  })

  it('gives every Book Now a distinct item, and every item a variation the lead server accepts', async () => {
    const { choices } = await serverLeadChoices('deal-enquiry', pageLeadChoices)
    for (const currency of CURRENCIES) {
      const items = enquiryItems(viewOf(currency))
      const { packages, lastMinute } = viewOf(currency)
      expect(items).toHaveLength(
        lastMinute.items.length + packages.landFlyCruise.items.length + packages.landCruise.items.length + packages.flyCruiseEvents.items.length,
      )
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
      expect(new Set(items.map((item) => item.leadvariation)).size).toBe(items.length)
      for (const item of items) expect(choices.leadvariations, item.leadvariation).toContain(item.leadvariation)
    }
    for (const variation of enquiryVariations(pages.get('SGD') as CruiseDealsPage, deals)) expect(choices.leadvariations).toContain(variation)
    expect(choices.leadvariations).toContain(FORM_OPTIONS.leadDefaults.dealEnquiry.leadvariation)
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
      const given = pages.get(currency)!.bookingHub
      expect(hub.map((slide) => [slide.label, slide.href, slide.image.asset._id])).toEqual(
        given.map((banner) => [banner.label, buildBookingUrl(engine, banner.search, currency), banner.image[currency].asset._id]),
      )
      for (const slide of hub) {
        expect(new URL(slide.href).searchParams.get('siid')).toBe(String(engine.siteIds[currency]))
        expect(slide.image.alt).toBeTruthy()
      }
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
    const pkg = pages.get('INR')!.landFlyCruise[0]!
    expect(findEnquiryItem(view, pkg._id)).toEqual({ id: pkg._id, title: pkg.eventName ?? pkg.name, leadvariation: pkg.name })
    const hot = deals.find((candidate) => candidate.hotDeal)!
    expect(findEnquiryItem(view, hot._id)?.leadvariation).toBe(`${hot.ship}, ${hot.nights}`)
    // A package shown to another currency only is no item of this one's page.
    const inrIds = new Set(enquiryItems(view).map((item) => item.id))
    const elsewhere = pages.get('SGD')!.landFlyCruise.find((card) => !inrIds.has(card._id))
    expect(elsewhere, 'the seed shows a package to SGD visitors only').toBeDefined()
    expect(findEnquiryItem(view, elsewhere!._id)).toBeUndefined()
    expect(findEnquiryItem(viewOf('SGD'), elsewhere!._id)?.title).toBe(elsewhere!.name)
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
  const dayBefore = (day: string) => addDays(day, -1)
  const packageIds = (view: CruiseDealsView) =>
    [...view.packages.landFlyCruise.items, ...view.packages.landCruise.items, ...view.packages.flyCruiseEvents.items].map((card) => card.id)

  it('drops a package from its own departure day on, unless content keeps it with "New dates soon"', () => {
    const page = pages.get('INR')!
    const all = [...page.landFlyCruise, ...page.landCruise, ...page.flyCruiseEvents]
    const dropped = all.find((card) => !card.newDatesSoon)!
    const kept = all.filter((card) => card.newDatesSoon)
    expect(kept.length, 'packages the seed keeps for new dates').toBeGreaterThan(0)
    expect(packageIds(onDay(dayBefore(dropped.date)))).toContain(dropped._id)
    expect(packageIds(onDay(dropped.date))).not.toContain(dropped._id)
    // A kept one, from its own day on: Enquire Now, no date.
    for (const card of kept) {
      const shown = [
        ...onDay(card.date).packages.flyCruiseEvents.items,
        ...onDay(card.date).packages.landFlyCruise.items,
        ...onDay(card.date).packages.landCruise.items,
      ]
      expect(shown.find((item) => item.id === card._id)).toMatchObject({ dateLabel: 'New dates soon', newDatesSoon: true })
      const before = [
        ...onDay(dayBefore(card.date)).packages.flyCruiseEvents.items,
        ...onDay(dayBefore(card.date)).packages.landFlyCruise.items,
        ...onDay(dayBefore(card.date)).packages.landCruise.items,
      ]
      expect(before.find((item) => item.id === card._id)?.newDatesSoon).toBeUndefined()
    }
    // After the season only the kept ones are left, and they can still be enquired about.
    const after = onDay(AFTER_SEASON_DAY)
    expect([...packageIds(after)].sort()).toEqual(kept.map((card) => card._id).sort())
    expect(enquiryItems(after).map((item) => item.id)).toEqual(expect.arrayContaining(kept.map((card) => card._id)))
  })

  it('keeps a hot deal waiting for new dates in the row, and makes a kept deal it does not show enquirable', () => {
    const after = onDay(AFTER_SEASON_DAY)
    const keptHot = deals.filter((deal) => deal.newDatesSoon && deal.hotDeal)
    const keptOthers = deals.filter((deal) => deal.newDatesSoon && !deal.hotDeal)
    expect(keptHot.length * keptOthers.length, 'the seed keeps a hot deal and another for new dates').toBeGreaterThan(0)
    expect(after.lastMinute.items.map((deal) => [deal.id, deal.dates, deal.newDatesSoon])).toEqual(keptHot.map((deal) => [deal._id, 'New dates soon', true]))
    // Not a hot deal, so not in the row: home's Enquire Now for it lands on this page's form.
    expect(after.waitingDeals.map((item) => item.id)).toEqual(keptOthers.map((deal) => deal._id))
    const waiting = keptOthers[0]!
    expect(findEnquiryItem(after, waiting._id)?.leadvariation).toBe(`${waiting.ship}, ${waiting.nights}`)
    expect(onDay(IN_SEASON_DAY).waitingDeals).toEqual([])
  })

  it('prices an exclusive offer from its cheapest upcoming fare, per person, and follows it as sailings leave', async () => {
    const price = (today: string) => onDay(today, 'SGD').exclusiveOffers.items[0]?.price
    const offer = pages.get('SGD')?.exclusiveOffers[0]
    const bySgd = [...(offer?.fares ?? [])].sort((a, b) => a.totalCabinFare.SGD - b.totalCabinFare.SGD || a.sailingDate.localeCompare(b.sailingDate))
    expect(price(IN_SEASON_DAY)).toBe(formatMoney(Math.round(bySgd[0]!.totalCabinFare.SGD / (offer?.occupancy ?? 1)), 'SGD'))
    // The day the cheapest sailing leaves, the next cheapest after it sets the price.
    const cheapestDate = bySgd[0]?.sailingDate ?? ''
    const nextCheapest = bySgd.find((fare) => fare.sailingDate > cheapestDate)?.totalCabinFare.SGD ?? Number.NaN
    expect(nextCheapest).toBeGreaterThanOrEqual(bySgd[0]!.totalCabinFare.SGD)
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
