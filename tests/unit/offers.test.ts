import { describe, expect, it } from 'vitest'

import { CURRENCIES, formatMoney } from '~/lib/currency'
import { cheapestFare, fromPrice } from '~/lib/sailings'
import { mailtoHref, telHref } from '~/lib/ui/contact-links'
import { mapFacade } from '~/pages/contact/view'
import {
  chosenSailing,
  type FareInput,
  fareTableRows,
  formatSailingDate,
  itineraryTableRows,
  offerPageView,
  offerProductJsonLd,
} from '~/pages/offer-or-article/offer-view'
import { type OfferPageDetail, offerPageDetailQuery } from '~/pages/offer-or-article/query'

import { requireSeedResult } from '../support/seed'
import { seedDocumentsOf } from '../support/seed-documents'

/** The seed's offer pages, by slug. */
const OFFER_SLUGS = seedDocumentsOf<{ slug: { current: string } }>('offerPage').map((page) => page.slug.current)

const offer = (slug: string): Promise<OfferPageDetail> => requireSeedResult(offerPageDetailQuery, { slug })

const money = (INR: number, USD: number, SGD: number) => ({ INR, USD, SGD })
const fare = (sailingDate: string, usdTotal: number, extra: Partial<FareInput> = {}): FareInput => ({
  sailingDate,
  cruiseFare: money(30000, 300, 400),
  nccf: money(7000, 80, 100),
  tax: money(4900, 56, 71),
  gratuities: money(4856, 56, 75),
  totalCabinFare: money(usdTotal * 88, usdTotal, usdTotal * 1.3),
  ...extra,
})

describe('formatSailingDate: DD-MON-YYYY', () => {
  it('writes ISO dates the way the fare table shows them', () => {
    expect(formatSailingDate('2025-10-20')).toBe('20-OCT-2025')
    expect(formatSailingDate('2026-03-06')).toBe('06-MAR-2026')
    expect(formatSailingDate('2026-01-05')).toBe('05-JAN-2026')
    expect(formatSailingDate('2025-12-31')).toBe('31-DEC-2025')
  })

  it('leaves anything that is not a real date as given', () => {
    for (const value of ['', '2025-13-01', '2025-02-30', '2026-02-29', '20-OCT-2025', '2025-10-20T00:00:00Z', '2025-1-2']) {
      expect(formatSailingDate(value)).toBe(value)
    }
  })
})

describe('fareTableRows', () => {
  it('formats every part in the visitor currency, sorted by sailing, the total as content gives it', () => {
    const rows = fareTableRows([fare('2026-01-05', 1000), fare('2025-10-20', 1100)], 'INR')
    expect(rows.map((row) => row.sailingDate)).toEqual(['2025-10-20', '2026-01-05'])
    expect(rows[0]).toEqual({
      sailingDate: '2025-10-20',
      dateLabel: '20-OCT-2025',
      cruiseFare: '₹30,000',
      nccf: '₹7,000',
      tax: '₹4,900',
      gratuities: '₹4,856',
      total: '₹96,800',
    })
    expect(fareTableRows([fare('2025-10-20', 1100)], 'SGD')[0]?.total).toBe('S$1,430')
    expect(fareTableRows([fare('2025-10-20', 1100)], 'USD')[0]?.cruiseFare).toBe('$300')
  })

  it("shows every seed offer's sailings, a row each, every part as content gives it in the visitor's currency", async () => {
    for (const slug of OFFER_SLUGS) {
      const page = await offer(slug)
      const byDate = [...page.fares].sort((a, b) => a.sailingDate.localeCompare(b.sailingDate))
      for (const currency of CURRENCIES) {
        const rows = fareTableRows(page.fares, currency)
        expect(rows.map((row) => row.sailingDate)).toEqual(byDate.map((row) => row.sailingDate))
        for (const [index, row] of rows.entries()) {
          const given = byDate[index]!
          expect(row, `${slug} ${row.sailingDate} ${currency}`).toEqual({
            sailingDate: given.sailingDate,
            dateLabel: formatSailingDate(given.sailingDate),
            cruiseFare: formatMoney(given.cruiseFare[currency], currency),
            nccf: formatMoney(given.nccf[currency], currency),
            tax: formatMoney(given.tax[currency], currency),
            gratuities: formatMoney(given.gratuities[currency], currency),
            total: formatMoney(given.totalCabinFare[currency], currency),
          })
        }
      }
    }
  })
})

describe('cheapestFare', () => {
  it('takes the lowest cabin total of the currency, the earliest of equals', () => {
    const fares = [fare('2025-11-10', 1200), fare('2025-11-03', 1000), fare('2025-10-20', 1000), fare('2026-01-05', 1500)]
    expect(cheapestFare(fares, 'USD')?.sailingDate).toBe('2025-10-20')
    expect(cheapestFare([], 'USD')).toBeNull()
  })

  it("sets the page's Starting From: the cheapest upcoming sailing per person, derived, never typed (decision 0006)", async () => {
    const page = await offer(OFFER_SLUGS[0]!)
    const price = fromPrice(page, '2026-10-01', CURRENCIES)!
    for (const currency of CURRENCIES) {
      const cheapest = cheapestFare(page.fares, currency)!
      expect(cheapest.totalCabinFare[currency]).toBe(page.occupancy * price[currency])
    }
    // Every sailing has left: no price at all.
    expect(fromPrice(page, '2099-01-01', CURRENCIES)).toBeNull()
  })
})

describe('offerProductJsonLd', () => {
  it('a Product with an AggregateOffer in the visitor currency: lowest and highest cabin totals, one Offer per sailing', async () => {
    const fares = [fare('2026-11-02', 1200), fare('2026-10-19', 1000), fare('2026-10-26', 1500)]
    const url = 'https://www.harbourline.example/some-cruise'
    const product = offerProductJsonLd({ name: 'A cruise', description: 'Three nights.', url, brand: 'Harbourline Cruises', currency: 'SGD', fares })!
    expect(product['@type']).toBe('Product')
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'SGD',
      lowPrice: 1000 * 1.3,
      highPrice: 1500 * 1.3,
      offerCount: 3,
      availability: 'https://schema.org/InStock',
      url,
    })
    expect(product.offers.offers).toHaveLength(3)
    expect(product.offers.offers[0]).toEqual({
      '@type': 'Offer',
      name: 'Sailing 19-OCT-2026',
      price: 1000 * 1.3,
      priceCurrency: 'SGD',
      availability: 'https://schema.org/InStock',
      url,
    })
  })

  it('says nothing without a priced sailing', () => {
    expect(offerProductJsonLd({ name: 'x', description: 'y', url: 'https://a.example/x', brand: 'b', currency: 'USD', fares: [] })).toBeNull()
  })
})

describe('itinerary and the page view', () => {
  it('orders days and keeps missing times as null', async () => {
    const page = await offer(OFFER_SLUGS[1]!)
    const itinerary: OfferPageDetail['itinerary'] = [
      { ...page.itinerary[0]!, day: 3, port: 'Singapore', arrive: '07:00', depart: undefined, activity: 'DEBARK' },
      { ...page.itinerary[0]!, day: 1, port: 'Singapore', arrive: undefined, depart: '16:30', activity: 'EMBARK' },
      { ...page.itinerary[0]!, day: 2, port: 'Penang', arrive: '08:00', depart: '17:00', activity: 'DOCKED' },
    ]
    const rows = itineraryTableRows(itinerary)
    expect(rows.map((row) => row.day)).toEqual([1, 2, 3])
    expect(rows[0]).toMatchObject({ port: 'Singapore', arrive: null, depart: '16:30', activity: 'EMBARK' })
    expect(rows[1]).toMatchObject({ port: 'Penang', arrive: '08:00', depart: '17:00', activity: 'DOCKED' })
    expect(rows.at(-1)).toMatchObject({ port: 'Singapore', arrive: '07:00', depart: null, activity: 'DEBARK' })
  })

  it('shapes the whole page for one currency', async () => {
    // The seed's offer with fares of the test's own: the cheapest per person is 1,000 / 2 guests.
    const page = { ...(await offer(OFFER_SLUGS[0]!)), occupancy: 2, fares: [fare('2026-10-26', 1200), fare('2026-10-19', 1000)] }
    const view = offerPageView(page, 'INR', '2026-10-01')
    expect(view.currency).toBe('INR')
    expect(view.fares.map((row) => row.sailingDate)).toEqual(['2026-10-19', '2026-10-26'])
    expect(view.fares[0]?.nccf).toBe('₹7,000')
    expect(view.startingPrice).toBe(formatMoney(fromPrice(page, '2026-10-01', CURRENCIES)!.INR, 'INR'))
    expect(offerPageView(page, 'SGD', '2026-10-01').startingPrice).toBe(formatMoney(fromPrice(page, '2026-10-01', CURRENCIES)!.SGD, 'SGD'))
    // Once every sailing has left the page names no price.
    expect(offerPageView(page, 'INR', '2099-01-01').startingPrice).toBeNull()
    expect(view.itinerary).toHaveLength(page.itinerary.length)
    expect(view.bookLabel).toBe('Book Now')
  })

  it("offers only the sailings after the agency's today: one leaving today has closed", async () => {
    const dates = ['2026-10-19', '2026-10-26', '2027-03-05']
    const page = { ...(await offer(OFFER_SLUGS[0]!)), fares: dates.map((date) => fare(date, 1000)) }
    const sailings = (today: string) => offerPageView(page, 'INR', today).fares.map((fare) => fare.sailingDate)
    expect(sailings('2026-10-01')).toEqual(dates)
    expect(sailings('2026-10-18')).toEqual(dates)
    // The day of the first sailing: it is no longer offered.
    expect(sailings('2026-10-19')).toEqual(dates.slice(1))
    expect(sailings('2027-03-04')).toEqual(['2027-03-05'])
    // After the last one: none, and the page still shapes (it says no sailing is open).
    const after = offerPageView(page, 'INR', '2027-03-05')
    expect(after.fares).toEqual([])
    expect(after.title).toBe(page.title)
  })
})

describe('chosenSailing (the no-JavaScript Book Now link)', () => {
  const dates = ['2025-10-20', '2025-10-27']
  it('takes only one of the page sailing dates', () => {
    expect(chosenSailing('2025-10-27', dates)).toBe('2025-10-27')
    expect(chosenSailing('2025-10-23', dates)).toBeUndefined()
    expect(chosenSailing('27-OCT-2025', dates)).toBeUndefined()
    expect(chosenSailing('<script>', dates)).toBeUndefined()
    expect(chosenSailing(null, dates)).toBeUndefined()
    expect(chosenSailing(undefined, dates)).toBeUndefined()
  })
})

describe('contact links and the map facade', () => {
  it('tel: keeps the digits and the leading +', () => {
    expect(telHref('+65 6123 4567')).toBe('tel:+6561234567')
    expect(telHref('+91 22 6123 4567')).toBe('tel:+912261234567')
    expect(telHref('(022) 6123-4567')).toBe('tel:02261234567')
  })

  it('mailto: the address', () => {
    expect(mailtoHref('bookings@harbourline.example')).toBe('mailto:bookings@harbourline.example')
    expect(mailtoHref(' a+b@x.example ')).toBe('mailto:a%2Bb@x.example')
  })

  it('lets only https URLs through and names the frame origin for the CSP', () => {
    const facade = mapFacade({
      title: 'Map',
      embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=1%2C2&layer=mapnik',
      openInMapsUrl: 'https://www.openstreetmap.org/?mlat=1.2653&mlon=103.8220',
    })
    expect(facade).toEqual({
      title: 'Map',
      embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=1%2C2&layer=mapnik',
      embedOrigin: 'https://www.openstreetmap.org',
      openUrl: 'https://www.openstreetmap.org/?mlat=1.2653&mlon=103.8220',
    })
    const unsafe = mapFacade({ title: 'Map', embedUrl: 'javascript:alert(1)', openInMapsUrl: 'http://maps.example/' })
    expect(unsafe).toMatchObject({ embedUrl: null, embedOrigin: null, openUrl: null })
    expect(mapFacade({ title: 'Map', embedUrl: 'not a url', openInMapsUrl: '' }).embedOrigin).toBeNull()
  })
})
