// The Singapore offer pages, /asego-insurance and /contact in Chromium against the production
// server: content and figures from the seed in each currency, the per-sailing Book Now and the
// leads it stores, the phone-sized row cards, the Product JSON-LD, the insurance quote buttons and
// PDF, the contact links and the click-to-load map, axe on an opened fare row and the quote modal, and every page
// without JavaScript.
import { expect, type Page, test } from '@playwright/test'

import { CURRENCIES, currencyForCountry, formatMoneyIn } from '~/lib/currency'
import { fromPrice, upcomingSailings } from '~/lib/sailings'
import { telHref } from '~/lib/ui/contact-links'
import { insurancePageQuery } from '~/pages/asego-insurance/query'
import { coverageRows } from '~/pages/asego-insurance/view'
import { type FareInput, fareTableRows, formatSailingDate } from '~/pages/offer-or-article/offer-view'

import { axeViolations, DESKTOP, PHONE } from '../support/axe'
import { closeThanks, consoleErrors, fillContact, leadFor, mintedFormTokens, mintedStartCookies, sendAndThank, uniqueEmail } from '../support/lead-forms'
import { PRODUCT_NAME, SUPPORT_PHONES } from '../support/routes'
import { IN_SEASON_DAY } from '../support/season'
import { requireSeedResult } from '../support/seed'
import { FORM_OPTIONS } from '../support/seed-content'
import { seedDocument } from '../support/seed-documents'

const THREE = '/ovation-3-night-penang-cruise'
const FOUR = '/ovation-4-night-penang-phuket-cruise'
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

/** React has hydrated the offer page: the row headers are buttons. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.offer-row__head button[aria-expanded]').first()).toBeAttached()
}

/** The /contact map as the seed describes it: its frame's title and the button that loads it. */
const CONTACT_MAP = seedDocument<{ map: { title: string; loadLabel: string } }>('contactPage').map
const INSURANCE_QUOTE = FORM_OPTIONS.leadDefaults.insuranceQuote
const DESTINATION = FORM_OPTIONS.destinations[0]!

const fareTable = (page: Page) => page.getByRole('table', { name: 'Sailing Dates and Fares' })
const itineraryTable = (page: Page) => page.getByRole('table', { name: 'Itinerary' })
const fareRow = (page: Page, sailing: string) => page.locator(`tr[data-sailing="${sailing}"]`)

async function expectHeadTags(page: Page, path: string) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical ?? '').pathname).toBe(path)
  expect(await page.title()).toContain(PRODUCT_NAME)
  expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(30)
  for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
    expect(await page.locator(`meta[property="${property}"]`).getAttribute('content'), property).toBeTruthy()
  }
}

// Each offer page as the seed holds it, and what a visitor must see of it in each currency: its
// first sailing's row and its "Starting From" on the e2e server's day, written as the site writes them.
interface SeedOffer {
  title: string
  ship: string
  nights: number
  route: string
  badge: string
  cabinCategory: string
  leadVariation: string
  occupancy: number
  itinerary: Array<{ day: number; port: string; arrive?: string; depart?: string; activity: string }>
  fares: FareInput[]
}
function offerAsShown(id: string) {
  const offer = seedDocument<SeedOffer>(id)
  const fares = upcomingSailings(offer.fares, IN_SEASON_DAY).sort((a, b) => a.sailingDate.localeCompare(b.sailingDate))
  const first = fares[0]!
  const shown = (country: 'IN' | 'SG' | 'US') => {
    const currency = currencyForCountry(country)
    const row = fareTableRows([first], currency)[0]!
    return {
      from: formatMoneyIn(fromPrice(offer, IN_SEASON_DAY, CURRENCIES)!, currency),
      cells: [row.cruiseFare, row.nccf, row.tax, row.gratuities, row.total],
    }
  }
  return {
    ...offer,
    /** The sailings still offered on the server's day, by date. */
    upcoming: fares,
    rows: fares.length,
    days: offer.itinerary.length,
    firstLabel: formatSailingDate(first.sailingDate),
    lastLabel: formatSailingDate(fares.at(-1)!.sailingDate),
    /** A later sailing than the first, for a second Book Now. */
    later: fares[1]!.sailingDate,
    first: { sailing: first.sailingDate, label: formatSailingDate(first.sailingDate), IN: shown('IN'), SG: shown('SG'), US: shown('US') },
  }
}
const OFFERS = { [THREE]: offerAsShown('offerPage-ovation-3-night'), [FOUR]: offerAsShown('offerPage-ovation-4-night') } as const
const FIRST_ROWS = { [THREE]: OFFERS[THREE].first, [FOUR]: OFFERS[FOUR].first } as const

test.describe('offer pages', () => {
  for (const [path, expected] of [
    [THREE, OFFERS[THREE]],
    [FOUR, OFFERS[FOUR]],
  ] as const) {
    test(`${path}: intro, itinerary by day, ${expected.rows} sailings in DD-MON-YYYY, head tags`, async ({ page }) => {
      const errors = consoleErrors(page)
      await page.setViewportSize(DESKTOP)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title)
      const facts = page.locator('.offer-facts')
      await expect(facts).toContainText(expected.ship)
      await expect(facts).toContainText(`Nights${expected.nights}`)
      await expect(facts).toContainText(expected.route)
      await expect(page.locator('.offer-badge')).toHaveText(expected.badge)

      const itinerary = itineraryTable(page)
      await expect(itinerary.getByRole('columnheader')).toHaveText(['Day', 'Port', 'Arrive', 'Depart', 'Activity'])
      const days = itinerary.locator('tbody tr')
      await expect(days).toHaveCount(expected.days)
      // A time the day does not have reads "none" to a screen reader.
      const cellsOf = ({ port, arrive, depart, activity }: SeedOffer['itinerary'][number]) => [port, arrive ?? /none/, depart ?? /none/, activity]
      await expect(days.first().locator('td')).toHaveText(cellsOf(expected.itinerary[0]!))
      await expect(days.last().locator('td')).toHaveText(cellsOf(expected.itinerary.at(-1)!))

      const fares = fareTable(page)
      await expect(fares.getByRole('columnheader')).toHaveText([
        'Sailing Date',
        'Cruise Fare',
        'NCCF',
        'Tax',
        'Gratuities',
        `Total for ${expected.occupancy} guests`,
        'Book',
      ])
      await expect(fares.getByRole('rowheader')).toHaveCount(expected.rows)
      const dates = await fares.locator('tbody th[scope="row"]').evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()))
      expect(dates).toHaveLength(expected.rows)
      for (const date of dates) expect(date).toMatch(/^\d{2}-(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)-\d{4}$/)
      expect(dates[0]).toBe(expected.firstLabel)
      expect(dates.at(-1)).toBe(expected.lastLabel)
      await expect(fares.getByRole('button', { name: /^Book Now for / })).toHaveCount(expected.rows)
      await expect(page.locator('.offer-fares__basis')).toContainText(expected.cabinCategory)
      await expect(page.locator('.offer-fares__basis')).toContainText('double occupancy')

      await expectHeadTags(page, path)
      expect(errors).toEqual([])
    })
  }

  for (const country of ['IN', 'SG', 'US'] as const) {
    test(`prices in the visitor currency (CF-IPCountry ${country}) match the seed`, async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': country }, viewport: DESKTOP })
      const page = await context.newPage()
      for (const path of [THREE, FOUR] as const) {
        const row = FIRST_ROWS[path]
        await page.goto(path)
        await expect(page.locator('.offer-hero__price .price__amount')).toHaveText(row[country].from)
        const cells = fareRow(page, row.sailing).locator('td.offer-row__money')
        await expect(cells).toHaveText([...row[country].cells])
        await expect(fareRow(page, row.sailing).getByRole('rowheader')).toHaveText(new RegExp(row.label))
      }
      await context.close()
    })
  }

  for (const [path, sailing, label, variation] of [
    [THREE, OFFERS[THREE].later, formatSailingDate(OFFERS[THREE].later), OFFERS[THREE].leadVariation],
    [FOUR, OFFERS[FOUR].later, formatSailingDate(OFFERS[FOUR].later), OFFERS[FOUR].leadVariation],
  ] as const) {
    test(`${path}: a sailing's Book Now opens Request A Quote with it chosen; the quote is stored with it`, async ({ page }) => {
      await mintedFormTokens(page)
      const errors = consoleErrors(page)
      const email = uniqueEmail('book')
      await page.goto(path)
      await hydrated(page)
      const opener = fareRow(page, sailing).getByRole('button', { name: `Book Now for ${label}` })
      await opener.click()
      const dialog = page.getByRole('dialog', { name: 'Request A Quote' })
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('.lead-modal__subtitle')).toContainText(label)
      await expect(dialog.getByLabel('Sailing Date')).toHaveValue(sailing)
      await fillContact(dialog, { email: email, first: 'Mei', last: 'Tan', phone: '+65 9123 4567' })
      await dialog.getByLabel('No. of Passengers').fill('2')
      const thanks = await sendAndThank(page, dialog)
      const lead = await leadFor(email)
      expect(lead.kind).toBe('quote')
      expect(lead.fields).toMatchObject({
        leadsource: FORM_OPTIONS.leadDefaults.offerQuote.leadsource,
        leadvariation: variation,
        destination: FORM_OPTIONS.offerDestination,
        sailingDate: sailing,
        passengers: '2',
      })
      await closeThanks(thanks, dialog, opener)

      // Another row's Book Now chooses its own sailing.
      await fareRow(page, FIRST_ROWS[path].sailing)
        .getByRole('button', { name: /^Book Now for / })
        .click()
      await expect(dialog.getByLabel('Sailing Date')).toHaveValue(FIRST_ROWS[path].sailing)
      expect(errors).toEqual([])
    })
  }

  test('on a 390 px phone each fare and itinerary row is a card that opens and closes on its own', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(THREE)
    await hydrated(page)
    const [one, two] = OFFERS[THREE].upcoming.map((fare) => fare.sailingDate)
    const first = fareRow(page, one!)
    const second = fareRow(page, two!)
    const firstToggle = first.getByRole('button', { name: formatSailingDate(one!), exact: true })
    const secondToggle = second.getByRole('button', { name: formatSailingDate(two!), exact: true })
    await expect(firstToggle).toHaveAttribute('aria-expanded', 'false')
    await expect(secondToggle).toHaveAttribute('aria-expanded', 'false')
    // Folded: the date, the total and Book Now; the per-person parts are hidden.
    await expect(first.locator('td[data-label="Cruise Fare"]')).toBeHidden()
    await expect(first.locator(`td[data-label="Total for ${OFFERS[THREE].occupancy} guests"]`)).toBeVisible()
    await expect(first.getByRole('button', { name: /^Book Now for / })).toBeVisible()
    // The card is a card: one column, no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    await firstToggle.click()
    await expect(firstToggle).toHaveAttribute('aria-expanded', 'true')
    await expect(first.locator('td[data-label="Cruise Fare"]')).toBeVisible()
    await expect(first.locator('td[data-label="NCCF"]')).toBeVisible()
    await expect(second.locator('td[data-label="Cruise Fare"]')).toBeHidden()
    const controls = (await firstToggle.getAttribute('aria-controls'))?.split(' ') ?? []
    expect(controls).toHaveLength(4)
    for (const id of controls) await expect(page.locator(`[id="${id}"]`)).toBeVisible()

    await secondToggle.press('Enter')
    await expect(secondToggle).toHaveAttribute('aria-expanded', 'true')
    await expect(firstToggle).toHaveAttribute('aria-expanded', 'true')
    await firstToggle.click()
    await expect(firstToggle).toHaveAttribute('aria-expanded', 'false')
    await expect(first.locator('td[data-label="Cruise Fare"]')).toBeHidden()
    await expect(second.locator('td[data-label="Cruise Fare"]')).toBeVisible()

    const day1 = itineraryTable(page).locator('tbody tr').first()
    const firstDay = OFFERS[THREE].itinerary[0]!
    const day1Toggle = day1.getByRole('button', { name: `Day 1: ${firstDay.port}` })
    await expect(day1.locator('td[data-label="Depart"]')).toBeHidden()
    await day1Toggle.click()
    await expect(day1Toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(day1.locator('td[data-label="Depart"]')).toHaveText(new RegExp(firstDay.depart!))
    await expect(itineraryTable(page).locator('tbody tr').nth(1).locator('td[data-label="Depart"]')).toBeHidden()
  })

  test('on a desktop the tables show every cell and no row toggles', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto(FOUR)
    await hydrated(page)
    await expect(fareTable(page).locator('td[data-label="Cruise Fare"]').first()).toBeVisible()
    await expect(fareTable(page).locator('.row-toggle__button').first()).toBeHidden()
    await expect(itineraryTable(page).getByRole('rowheader').first()).toHaveText('Day 1', { useInnerText: true })
    await expect(itineraryTable(page).getByRole('rowheader')).toHaveText(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5'], { useInnerText: true })
  })

  test('JSON-LD: a Product with its offers in the visitor currency, a data block without a nonce', async ({ page, request }) => {
    const response = await request.get(THREE, { headers: { 'CF-IPCountry': 'SG' } })
    const html = await response.text()
    const match = /<script type="application\/ld\+json"( nonce="[^"]*")?>([^<]*)<\/script>/.exec(html)
    expect(match?.[1]).toBeUndefined()
    const product = JSON.parse(match?.[2] ?? '') as Record<string, unknown> & { offers: Record<string, unknown> & { offers: unknown[] } }
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product' })
    expect(String(product.url)).toMatch(/\/ovation-3-night-penang-cruise$/)
    // The cabin totals of the sailings still offered: the lowest, and the first sailing's.
    const offered = OFFERS[THREE]
    const lowest = (currency: 'SGD' | 'INR') => Math.min(...offered.upcoming.map((fare) => fare.totalCabinFare[currency]))
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'SGD',
      lowPrice: lowest('SGD'),
      offerCount: offered.rows,
      availability: 'https://schema.org/InStock',
    })
    expect(product.offers.offers).toHaveLength(offered.rows)
    expect(product.offers.offers[0]).toMatchObject({ '@type': 'Offer', price: offered.upcoming[0]!.totalCabinFare.SGD, priceCurrency: 'SGD' })

    // In the browser the same data parses (in the visitor currency: INR for India).
    await page.setExtraHTTPHeaders({ 'CF-IPCountry': 'IN' })
    await page.goto(THREE)
    const inPage = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as {
      offers: { priceCurrency: string; lowPrice: number }
    }
    expect(inPage.offers).toMatchObject({ priceCurrency: 'INR', lowPrice: lowest('INR') })
  })

  test('articles still carry no offer page code or styles', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/Ovation-of-the-Seas-Ship-Guide')
    await page.waitForLoadState('networkidle')
    expect(requested.filter((url) => /offer-page|offers-[A-Z0-9]+\.css|forms-[A-Z0-9]+\.css/.test(url))).toEqual([])
    await expect(page.locator('.offer-page')).toHaveCount(0)
  })
})

test.describe('/asego-insurance', () => {
  test('banner, title, the highlights, the benefits, the coverage table, the PDF, the disclaimer', async ({ page, request }) => {
    const insurance = await requireSeedResult(insurancePageQuery)
    const errors = consoleErrors(page)
    await page.goto('/asego-insurance')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(insurance.title)
    const banner = page.locator('.insurance-banner img')
    await expect(banner).toHaveAttribute('fetchpriority', 'high')
    await expect(banner).toHaveAttribute('loading', 'eager')
    await expect(page.getByRole('heading', { level: 2, name: insurance.highlightsHeading })).toBeVisible()

    const benefits = page.getByRole('region', { name: insurance.benefitsHeading })
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(insurance.benefits.map((benefit) => benefit.title))
    await expect(benefits.locator('.insurance-benefit img')).toHaveCount(insurance.benefits.length)

    const table = page.getByRole('table', { name: insurance.coverageHeading })
    await expect(table.getByRole('columnheader')).toHaveText([insurance.coverageColumns.category, insurance.coverageColumns.limit, 'Notes'])
    const rows = table.locator('tbody tr')
    // Each limit a US dollar amount in US dollar grouping, whatever currency the visitor pays in.
    const expected = coverageRows(insurance.coverage)
    await expect(rows).toHaveCount(expected.length)
    for (const [index, { category, limit, notes }] of expected.entries()) {
      await expect(rows.nth(index).getByRole('rowheader')).toHaveText(category)
      await expect(rows.nth(index).locator('td')).toHaveText([limit, notes])
    }

    const pdf = page.getByRole('link', { name: `${insurance.pdf.label} (PDF, opens in a new tab)` })
    await expect(pdf).toHaveAttribute('target', '_blank')
    await expect(pdf).toHaveAttribute('rel', /noopener/)
    const href = await pdf.getAttribute('href')
    expect(href).toBe(insurance.pdf.path)
    const file = await request.get(href!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^application\/pdf/)
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')

    await expect(page.locator('.insurance-disclaimer')).toContainText(insurance.disclaimer)
    await expectHeadTags(page, '/asego-insurance')
    expect(errors).toEqual([])
  })

  test('the banner button and Get a Quote open the one quote form; a quote is stored as Asego Quote Form', async ({ page }) => {
    await mintedFormTokens(page)
    const email = uniqueEmail('insurance-banner')
    await page.goto('/asego-insurance')
    const dialog = page.getByRole('dialog', { name: 'Get a Quote' })
    const quote = page.locator('.insurance-intro').getByRole('button', { name: 'Get a Quote' })
    await quote.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('input[name="leadsource"]')).toHaveValue(INSURANCE_QUOTE.leadsource)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(quote).toBeFocused()

    await page.getByRole('button', { name: 'Get a cruise insurance quote' }).click()
    await expect(dialog).toBeVisible()
    await fillContact(dialog, { email: email, first: 'Mei', last: 'Tan', phone: '+65 9123 4567' })
    await dialog.getByLabel('From Date').fill('2027-09-01')
    await dialog.getByLabel('To Date').fill('2027-09-05')
    await dialog.getByLabel('No. of Passengers').fill('2')
    await dialog.getByLabel('Destination').selectOption(DESTINATION)
    await sendAndThank(page, dialog)
    const lead = await leadFor(email)
    expect(lead.kind).toBe('insurance')
    expect(lead.fields).toMatchObject({ leadsource: INSURANCE_QUOTE.leadsource, fromdate: '2027-09-01', todate: '2027-09-05', destination: DESTINATION })
    // One form on the page, however many buttons open it.
    await expect(page.locator('form input[name="form"][value="insurance"]')).toHaveCount(1)
  })
})

test.describe('/contact', () => {
  test('address, the Singapore and India numbers, the booking e-mail, hours, the callback form, head tags', async ({ page }) => {
    const errors = consoleErrors(page)
    await page.setExtraHTTPHeaders({ 'CF-IPCountry': 'SG' })
    await page.goto('/contact')
    const contact = seedDocument<{
      title: string
      address: string
      singaporePhone: string
      indiaPhone: string
      email: string
      hours: string
      callbackHeading: string
    }>('contactPage')
    const sgPhone = SUPPORT_PHONES.singapore
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.title)
    const details = page.getByRole('region', { name: 'Contact details' })
    for (const line of contact.address.split('\n')) await expect(details.locator('address')).toContainText(line)
    await expect(details.getByRole('link', { name: contact.singaporePhone })).toHaveAttribute('href', telHref(contact.singaporePhone))
    await expect(details.getByRole('link', { name: contact.indiaPhone })).toHaveAttribute('href', telHref(contact.indiaPhone))
    await expect(details.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`)
    await expect(details).toContainText(contact.hours)

    const callback = page.locator('#callback-form')
    await expect(callback.getByRole('heading', { name: contact.callbackHeading })).toBeVisible()
    await expect(callback.locator('.lead-section__currency')).toHaveText(`Call ${sgPhone} · Prices in SGD`)
    await expect(callback.locator('.lead-section__currency').getByRole('link', { name: sgPhone })).toHaveAttribute('href', telHref(sgPhone))
    await expect(callback.locator('form input[name="form"]')).toHaveValue('callback')
    await expectHeadTags(page, '/contact')
    expect(errors).toEqual([])
  })

  test('the map: a facade until clicked (no request to the map host before), then the titled frame in the same box', async ({ page }) => {
    const errors = consoleErrors(page)
    const mapRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('openstreetmap.org')) mapRequests.push(request.url())
    })
    // The provider, stood in for (nothing leaves localhost).
    await page.route(/openstreetmap\.org/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
    )
    await page.setViewportSize(PHONE)
    await page.goto('/contact')
    const map = page.locator('.map-facade')
    await expect(map.locator('img')).toHaveAttribute('width', /\d+/)
    await expect(map.locator('img')).toHaveAttribute('loading', 'lazy')
    const open = map.getByRole('link', { name: 'Open in Maps (opens in a new tab)' })
    await expect(open).toHaveAttribute('target', '_blank')
    await expect(open).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//)
    await map.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(mapRequests).toEqual([])
    expect(errors).toEqual([])

    const box = await map.locator('.map-facade__box').boundingBox()
    await map.getByRole('button', { name: CONTACT_MAP.loadLabel }).click()
    const frame = page.locator('iframe.map-facade__frame')
    await expect(frame).toHaveAttribute('title', CONTACT_MAP.title)
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/)
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toBeFocused()
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0)
    // No layout shift: the box keeps its place and size, and the frame fills it (inside its 1 px border).
    expect(await map.locator('.map-facade__box').boundingBox()).toEqual(box)
    const frameBox = await frame.boundingBox()
    expect(frameBox?.width).toBeCloseTo((box?.width ?? 0) - 2, 0)
    expect(frameBox?.height).toBeCloseTo((box?.height ?? 0) - 2, 0)
  })

  test('the CSP allows the map frame and nothing else new', async ({ request }) => {
    const response = await request.get('/contact')
    const policy = response.headers()['content-security-policy'] ?? ''
    const frameSrc = /frame-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? []
    expect(frameSrc).toContain('https://www.openstreetmap.org')
    expect(frameSrc.every((origin) => origin.startsWith('https://'))).toBe(true)
  })
})

test.describe('accessibility', () => {
  // Every page at both widths is checked as it loads by every-page.spec.ts; here, the state it
  // does not reach: an offer page on a phone with a fare row opened.
  for (const path of [THREE, FOUR]) {
    test(`${path} with a fare row open on a phone has no WCAG 2.1 A/AA violations (axe)`, async ({ page }) => {
      await page.setViewportSize(PHONE)
      await page.goto(path)
      await hydrated(page)
      await page.locator('.offer-row--fare .row-toggle__button').first().click()
      expect(await axeViolations(page), `${path} at ${PHONE.width}px`).toEqual([])
    })
  }

  test('the quote modal of an offer page passes axe too', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(THREE)
    await hydrated(page)
    await fareRow(page, FIRST_ROWS[THREE].sailing)
      .getByRole('button', { name: /^Book Now for / })
      .click()
    await expect(page.getByRole('dialog', { name: 'Request A Quote' })).toBeVisible()
    expect(await axeViolations(page, '#quote-modal')).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, userAgent: BROWSER_UA })

  test('an offer page renders in full; Book Now shows the quote form in the page with that sailing; it posts', async ({ page }) => {
    await mintedStartCookies(page)
    const email = uniqueEmail('nojs')
    await page.setViewportSize(DESKTOP)
    const offer = OFFERS[FOUR]
    const sailing = offer.upcoming[3]!.sailingDate
    await page.goto(FOUR)
    await expect(fareTable(page).locator('tbody tr')).toHaveCount(offer.rows)
    await expect(itineraryTable(page).locator('tbody tr')).toHaveCount(offer.days)
    await expect(page.locator('.offer-hero__price .price__amount')).toHaveText(offer.first.US.from)
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await fareRow(page, sailing)
      .getByRole('link', { name: `Book Now for ${formatSailingDate(sailing)}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`\\?form=quote&sailing=${sailing}#quote-form$`))
    const section = page.locator('#quote-form')
    await expect(section.getByRole('heading', { name: 'Request A Quote' })).toBeVisible()
    await expect(section).toContainText(formatSailingDate(sailing))
    const form = section.locator('form')
    await expect(form.getByLabel('Sailing Date')).toHaveValue(sailing)
    await expect(form.locator('input[name="leadvariation"]')).toHaveValue(OFFERS[FOUR].leadVariation)
    await expect(page.locator('#quote-form')).toHaveCount(1)

    await form.getByLabel('First Name').fill('Mei')
    await form.getByLabel('Last Name').fill('Tan')
    await form.getByLabel('Email').fill(email)
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('9123 4567')
    await form.getByRole('combobox', { name: 'Phone number country' }).selectOption('SG')
    // The first correct send is taken: the visitor's token came with the form's pixel.
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(new RegExp(`\\?sailing=${sailing}&form=quote&lead=thanks#quote-form$`))
    await expect(page.locator('#quote-form').getByRole('status')).toContainText('Thank you for your submission!')
    const lead = await leadFor(email)
    expect(lead.fields).toMatchObject({
      leadsource: FORM_OPTIONS.leadDefaults.offerQuote.leadsource,
      leadvariation: offer.leadVariation,
      sailingDate: sailing,
      destination: FORM_OPTIONS.offerDestination,
    })
  })

  test('on a phone the row cards open and close as native disclosures', async ({ page }) => {
    await page.setViewportSize(PHONE)
    const [one, two] = OFFERS[THREE].upcoming.map((fare) => fare.sailingDate)
    await page.goto(THREE)
    const first = fareRow(page, one!)
    await expect(first.locator('td[data-label="Cruise Fare"]')).toBeHidden()
    await expect(first.locator(`td[data-label="Total for ${OFFERS[THREE].occupancy} guests"]`)).toBeVisible()
    await first.locator('summary').click()
    await expect(first.locator('td[data-label="Cruise Fare"]')).toBeVisible()
    await expect(fareRow(page, two!).locator('td[data-label="Cruise Fare"]')).toBeHidden()
    await first.locator('summary').click()
    await expect(first.locator('td[data-label="Cruise Fare"]')).toBeHidden()
  })

  test('/asego-insurance renders in full; Get a Quote shows the form in the page', async ({ page }) => {
    const insurance = await requireSeedResult(insurancePageQuery)
    await page.goto('/asego-insurance')
    await expect(page.locator('.insurance-benefit')).toHaveCount(insurance.benefits.length)
    await expect(page.locator('.insurance-table tbody tr')).toHaveCount(insurance.coverage.length)
    await expect(page.getByRole('link', { name: new RegExp(`^${insurance.pdf.label}`) })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get a cruise insurance quote' })).toHaveAttribute('href', /\?form=insurance#insurance-form$/)
    await page.locator('.insurance-intro').getByRole('link', { name: 'Get a Quote' }).click()
    await expect(page).toHaveURL(/\?form=insurance#insurance-form$/)
    const section = page.locator('#insurance-form')
    await expect(section.getByRole('heading', { name: 'Get a Quote' })).toBeVisible()
    await expect(section.locator('form input[name="leadsource"]')).toHaveValue(INSURANCE_QUOTE.leadsource)
    await expect(page.locator('#insurance-form')).toHaveCount(1)
  })

  test('/contact renders in full: links, the map picture with Open in Maps (no frame), the callback form', async ({ page }) => {
    const contact = seedDocument<{ singaporePhone: string; indiaPhone: string; email: string }>('contactPage')
    await page.goto('/contact')
    for (const phone of [contact.singaporePhone, contact.indiaPhone]) {
      await expect(page.getByRole('link', { name: phone }).last()).toHaveAttribute('href', `tel:${phone.replace(/[^+\d]/g, '')}`)
    }
    await expect(page.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`)
    await expect(page.locator('.map-facade img')).toBeVisible()
    await expect(page.getByRole('link', { name: /Open in Maps/ })).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.locator('#callback-form form')).toBeVisible()
  })
})
