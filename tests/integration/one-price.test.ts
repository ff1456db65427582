// One price for one sailing, in the bytes the production server sends. On a day when some sailings
// of the two Ovation offer pages have left, every "from" price shown for each of them (the home
// page's hot deal and special offer, /cruisedeals' exclusive offer and last-minute deal, the offer
// page itself) is the same amount, for visitors from India, Singapore and the US; the hot deal's
// dates and cabin are the offer page's.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { all, type Html, one, parseHtml, textOf as text } from '../support/html'
import { ensureBuild, freePort } from '../support/leads'
import { startServer } from '../support/server'

/** 25 Nov 2026: the 3-night's 23 Nov and the 4-night's 12 Nov sailings have left, the cheapest of each. */
const DAY = '2026-11-25T12:00:00+08:00'

const SAILINGS = [
  {
    path: '/ovation-3-night-penang-cruise',
    deal: 'deal-singapore-ovation-3n-penang',
    // The 30 Nov sailing, the cheapest left: its cabin total for two, halved.
    price: { IN: '₹50,751', SG: 'S$737', US: '$580' },
    dates: 'Nov 30, Dec 07, Dec 14 2026',
    rows: ['30-NOV-2026', '07-DEC-2026', '14-DEC-2026'],
  },
  {
    path: '/ovation-4-night-penang-phuket-cruise',
    deal: 'deal-singapore-ovation-4n-penang-phuket',
    price: { IN: '₹60,062', SG: 'S$877', US: '$681' },
    dates: 'Nov 26, Dec 03, Dec 17 2026',
    rows: ['26-NOV-2026', '03-DEC-2026', '17-DEC-2026'],
  },
] as const

const COUNTRIES = ['IN', 'SG', 'US'] as const
type Country = (typeof COUNTRIES)[number]

const dir = mkdtempSync(path.join(tmpdir(), 'one-price-'))
let server: Awaited<ReturnType<typeof startServer>>
const pages = new Map<string, Html>()

const pageOf = (country: Country, pathname: string) => pages.get(`${country} ${pathname}`) as Html

beforeAll(async () => {
  ensureBuild()
  server = await startServer(await freePort(), {
    LEADS_DB_PATH: path.join(dir, 'leads.sqlite'),
    LEADS_MAIL_DIR: path.join(dir, 'mail'),
    COUNTRY_HEADER: 'cf-ipcountry',
    SITE_CLOCK: DAY,
  })
  // One visit per page and country.
  for (const country of COUNTRIES) {
    for (const pathname of ['/', '/cruisedeals', ...SAILINGS.map((sailing) => sailing.path)]) {
      const response = await fetch(`${server.url}${pathname}`, { headers: { 'cf-ipcountry': country } })
      expect(response.status, pathname).toBe(200)
      pages.set(`${country} ${pathname}`, parseHtml(await response.text()))
    }
  }
}, 120_000)

afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe.each(SAILINGS)('$path', (sailing) => {
  it.each(COUNTRIES)('%s: the same "from" price per person on every page that shows it', (country) => {
    const home = pageOf(country, '/')
    const deals = pageOf(country, '/cruisedeals')
    const offer = pageOf(country, sailing.path)
    // Cards that open the offer page: the home page's special offer, /cruisedeals' exclusive offer.
    const opening = (page: Html) => all(page, 'article').filter((card) => one(card, `a[href="${sailing.path}"]`))
    const shown = {
      offerPage: text(one(offer, '.offer-hero__price .price__amount')),
      homeHotDeal: text(one(home, `.deal-card[data-deal-id="${sailing.deal}"] .price__amount`)),
      homeSpecialOffer: opening(home).map((card) => text(one(card, '.price__amount'))),
      exclusiveOffer: opening(deals).map((card) => text(one(card, '.price__amount'))),
      lastMinuteDeal: text(one(deals, `.deal-card[data-deal-id="${sailing.deal}"] .price__amount`)),
    }
    const price = sailing.price[country]
    expect(shown).toEqual({
      offerPage: price,
      homeHotDeal: price,
      homeSpecialOffer: [price],
      exclusiveOffer: [price],
      lastMinuteDeal: price,
    })
    // Per person, where the card says whose price it is.
    expect(text(one(opening(home)[0], '.price'))).toBe(`Starting From ${price} Per Person`)
    expect(text(one(home, `.deal-card[data-deal-id="${sailing.deal}"] .price`))).toBe(`Starting From ${price} Per Person`)
  })

  it("a hot deal card shows the offer page's next sailings and its cabin", () => {
    const home = pageOf('IN', '/')
    const card = one(home, `.deal-card[data-deal-id="${sailing.deal}"]`)
    expect(text(one(card, '.deal-card__when'))).toContain(sailing.dates)
    expect(text(one(card, '.deal-card__cabin'))).toBe('(4D Oceanview Balcony)')
    const offer = pageOf('IN', sailing.path)
    const table = text(one(offer, 'main'))
    for (const row of sailing.rows) expect(table).toContain(row)
    expect(table).toContain('4D Oceanview Balcony')
  })
})
