import { afterEach, describe, expect, it, vi } from 'vitest'

import { fromPrice, upcomingSailings } from '~/lib/sailings'

import { seedDocument, seedDocumentsOf } from '../support/seed-documents'

// The Studio's document lists say what the site shows: a deal linked to an offer page is listed
// with that page's next sailing and its "from" price, decided on the agency's day by the site's
// own functions.

// Loaded by a path in a variable: the Studio's code is type-checked in its own project (tsc -p studio).
const DEAL_SCHEMA = '../../studio/schemas/documents/deal.ts'

interface Fare {
  sailingDate: string
  totalCabinFare: { INR: number; USD: number; SGD: number }
}

afterEach(() => vi.useRealTimers())

describe("the Studio's deal list", () => {
  it('lists a deal linked to an offer page with the dates and price the site shows, on the agency day', async () => {
    // 28 Nov 2026, 09:00 in Singapore.
    vi.useFakeTimers({ now: Date.parse('2026-11-28T01:00:00Z'), toFake: ['Date'] })
    const { deal } = (await import(/* @vite-ignore */ DEAL_SCHEMA)) as {
      deal: { preview: { prepare: (selection: Record<string, unknown>) => { subtitle: string } } }
    }
    const linked = seedDocumentsOf<{ offerPage?: { _ref: string } }>('deal').filter((document) => document.offerPage)
    expect(linked.length).toBeGreaterThan(0)
    for (const item of linked) {
      const offer = seedDocument(item.offerPage!._ref)
      const fares = offer.fares as Fare[]
      const occupancy = offer.occupancy as number
      const { subtitle } = deal.preview.prepare({
        title: item.title,
        ship: item.ship,
        nights: item.nights,
        usd: (item.price as { USD: number }).USD,
        departures: item.departures,
        offerFares: fares,
        offerOccupancy: occupancy,
      })
      const upcoming = upcomingSailings(fares, '2026-11-28')
      const site = fromPrice({ occupancy, fares }, '2026-11-28', ['USD'] as const)
      if (upcoming.length === 0) {
        expect(subtitle, item._id).toContain('all sailed')
        continue
      }
      const next = new Date(`${upcoming[0]!.sailingDate}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
      expect(subtitle, item._id).toContain(`next ${next}`)
      expect(subtitle, item._id).toContain(`from USD ${site!.USD}`)
      expect(subtitle, item._id).not.toContain('all sailed')
    }
  })
})

describe('per-currency values in the Studio’s lists', () => {
  type Previewed = { preview: { select: Record<string, string>; prepare: (selection: Record<string, unknown>) => { subtitle: string } } }

  it('an amount lists every currency the site sells in, a missing one as a dash', async () => {
    const { money } = (await import(/* @vite-ignore */ '../../studio/schemas/objects/money.ts')) as { money: Previewed }
    expect(money.preview.select).toEqual({ INR: 'INR', USD: 'USD', SGD: 'SGD' })
    expect(money.preview.prepare({ INR: 27999, USD: 315 }).subtitle).toMatch(/^INR .*27,999.* · USD .*315.* · SGD –$/)
  })

  it('an image per currency ticks each currency whose picture has its words', async () => {
    const { imagePerCurrency } = (await import(/* @vite-ignore */ '../../studio/schemas/objects/imagePerCurrency.ts')) as { imagePerCurrency: Previewed }
    expect(imagePerCurrency.preview.select).toEqual({ INR: 'INR.alt', USD: 'USD.alt', SGD: 'SGD.alt', media: 'INR' })
    expect(imagePerCurrency.preview.prepare({ INR: 'A ship', SGD: 'A ship' }).subtitle).toBe('INR ✓ · USD – · SGD ✓')
  })
})
