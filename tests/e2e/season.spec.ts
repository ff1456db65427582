import { expect, test } from '@playwright/test'

import { MONTH_NAMES } from '../../app/lib/sailings'
import { axeViolations } from '../support/axe'
import { E2E_AFTER_SEASON_LEADS_DB_PATH } from '../support/e2e-leads'
import { leadFor, mintedFormTokens, uniqueEmail, waitFillTime } from '../support/lead-forms'
import { hydrated } from '../support/page-clock'
import { ALL_ROUTES } from '../support/routes'
import { AFTER_SEASON_DAY, IN_SEASON_DAY } from '../support/season'

// The second e2e server's clock starts after the season (AFTER_SEASON in tests/support/season.ts,
// playwright.config.ts): every sailing of the seed has left, and only what content keeps with
// "New dates soon" is shown. The main server's clock starts inside it, where every other spec runs.
const AFTER_SEASON_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_WIDGET_FAIL_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 1)}`

for (const path of ['/ovation-3-night-penang-cruise', '/ovation-4-night-penang-phuket-cruise']) {
  test(`${path} after its last sailing: still there, no sailing offered, and the enquiry form without sailing dates`, async ({ page }) => {
    const answer = await page.goto(`${AFTER_SEASON_ORIGIN}${path}`)
    expect(answer?.status()).toBe(200)
    const fares = page.locator('section:has(#offer-fares)')
    await expect(fares).toContainText('No sailing of this cruise is open right now')
    await expect(fares.locator('table')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Book Now/ })).toHaveCount(0)
    // The Product's offers are the sailings on sale: none.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.join('')).not.toContain('"Offer"')
    await hydrated(page)
    await fares.getByRole('button', { name: 'Enquire Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request A Quote' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('First Name')).toBeVisible()
    await expect(dialog.getByLabel('Sailing Date')).toHaveCount(0)
  })
}

test('home after the season keeps its sections, and only the deals content keeps, each with an enquiry that works', async ({ page }) => {
  await page.goto('/')
  const inSeason = await page.locator('main h2').allTextContents()
  const answer = await page.goto(`${AFTER_SEASON_ORIGIN}/`)
  expect(answer?.status()).toBe(200)
  const after = await page.locator('main h2').allTextContents()
  expect(after).toEqual(inSeason)
  expect(after.length).toBeGreaterThan(3)

  const deals = page.locator('.home-section--deals')
  const cards = deals.locator('.deal-card')
  await expect(cards).toHaveCount(2)
  await expect(cards.locator('.deal-card__when')).toHaveText([/New dates soon$/, /New dates soon$/])
  await expect(deals.getByRole('link', { name: /^Book Now/ })).toHaveCount(0)
  expect(await axeViolations(page, '.home-section--deals')).toEqual([])
  const enquire = cards.nth(1).getByRole('link', { name: 'Enquire Now – MSC World Europa, 7 Nights' })
  await expect(enquire).toHaveAttribute('href', '/cruisedeals?form=deal-enquiry&item=deal-middle-east-msc-world-europa-7n-gulf#deal-enquiry-form')
  // Special offers: the offer pages they open have no sailing left, so no price, as on those pages.
  const offers = page.locator('.offers .offer-card')
  await expect(offers.locator('.offer-card__price')).toHaveText(['New dates soon', 'New dates soon'])
  await expect(offers.getByRole('link', { name: 'Enquire Now – 3 Night Penang Cruise' })).toHaveAttribute('href', '/ovation-3-night-penang-cruise')

  // The enquiry on /cruisedeals, about that deal; the page offers nothing that has left.
  await enquire.click()
  await expect(page).toHaveURL(/\/cruisedeals\?form=deal-enquiry&item=deal-middle-east-msc-world-europa-7n-gulf/)
  const form = page.locator('#deal-enquiry-form')
  await expect(form).toContainText('MSC World Europa, 7 Nights: Dubai – Doha – Bahrain – Abu Dhabi – Dubai')
  await expect(form.getByLabel('First Name')).toBeVisible()
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: /^Book Now/ })).toHaveCount(0)
  await expect(main.getByRole('button', { name: /^Book Now/ })).toHaveCount(0)
  // Exclusive offers: no fare left, so no price, and Enquire Now to the offer page's enquiry.
  await expect(page.locator('.deals-offers .offer-card')).toHaveCount(2)
  await expect(page.locator('.deals-offers .offer-card__price')).toHaveText(['New dates soon', 'New dates soon'])
  await expect(page.getByRole('link', { name: 'Enquire Now – 3 Night Penang Cruise' })).toHaveAttribute('href', '/ovation-3-night-penang-cruise')
  // Last-minute deals: the one hot deal kept; packages: the two festival sailings kept.
  await expect(page.locator('#deals-last-minute .deal-card')).toHaveCount(1)
  await expect(
    page.getByRole('button', { name: /^Enquire Now – MSC Euribia, 7 Nights/ }).or(page.getByRole('link', { name: /^Enquire Now – MSC Euribia, 7 Nights/ })),
  ).toHaveCount(1)
  await expect(page.locator('.deals-card--package')).toHaveCount(2)
  await expect(page.locator('.deals-card--package .deals-facts__row:has(dt:text-is("Date")) dd')).toHaveText(['New dates soon', 'New dates soon'])
  await expect(page.locator('.deals-track__heading')).toHaveText(['Fly Cruise Events'])
  // What only the after-season page has (kept cards, closed offers, the enquiry in place) meets WCAG.
  expect(await axeViolations(page)).toEqual([])
})

test('/singapore-cruise after its themed sailing: New dates soon, no price, and "Tell me when dates are out" takes a lead of its own', async ({ page }) => {
  await mintedFormTokens(page)
  const answer = await page.goto(`${AFTER_SEASON_ORIGIN}/singapore-cruise`)
  expect(answer?.status()).toBe(200)
  const event = page.locator('#themed-cruise')
  await expect(event.locator('.sg-facts__item').filter({ hasText: 'Sailing' }).locator('dd')).toHaveText('New dates soon')
  await expect(event.locator('time')).toHaveCount(0)
  // No price without a sailing to buy at it, and no enquiry about a sailing that left.
  await expect(event.locator('.price')).toHaveCount(0)
  await expect(event.getByText(/[₹$]\s?\d/)).toHaveCount(0)
  await expect(event.getByRole('button', { name: /^Enquire Now/ })).toHaveCount(0)

  const heading = (await event.getByRole('heading', { level: 2 }).innerText()).trim()
  await hydrated(page)
  const alert = event.getByRole('button', { name: 'Tell me when dates are out' })
  await alert.click()
  const dialog = page.getByRole('dialog', { name: 'Tell me when dates are out' })
  await expect(dialog).toContainText(heading)
  const email = uniqueEmail('dates-alert')
  await dialog.getByLabel('First Name').fill('Meera')
  await dialog.getByLabel('Email').fill(email)
  await waitFillTime(page)
  await dialog.getByRole('button', { name: 'Tell me' }).click()
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toContainText('We will tell you as soon as new dates are out.')
  const lead = await leadFor(email, E2E_AFTER_SEASON_LEADS_DB_PATH)
  expect([lead.kind, lead.fields.firstName, lead.fields.leadvariation]).toEqual(['dates-alert', 'Meera', heading])
})

test("every route answers 200 after the season, and the pages that offer sailings show only days after the server's today", async ({ request }) => {
  // /singapore-cruise's sailing is read above (its visa rules carry dates of law, not sailings).
  const offers = (path: string) => path === '/cruisedeals' || path.startsWith('/ovation-')
  const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3).toUpperCase())
  // Dates in <time datetime> (cards) and as fare tables print them ("19-OCT-2026"), as YYYY-MM-DD.
  const shownDates = async (answer: { text(): Promise<string> }) => {
    const html = await answer.text()
    const times = [...html.matchAll(/<time[^>]*datetime="(\d{4}-\d{2}-\d{2})"/gi)].map((match) => match[1] ?? '')
    const fares = [...html.matchAll(/\b(\d{2})-([A-Z]{3})-(\d{4})\b/g)].map(
      ([, day, month, year]) => `${year}-${String(MONTHS.indexOf(month ?? '') + 1).padStart(2, '0')}-${day}`,
    )
    return [...times, ...fares]
  }
  for (const route of ALL_ROUTES) {
    const after = await request.get(`${AFTER_SEASON_ORIGIN}${route.path}`)
    expect(after.status(), route.path).toBe(200)
    if (!offers(route.path)) continue
    // (home's deals are read above; news and articles keep their dates: history, not offers)
    for (const date of await shownDates(after)) expect(date > AFTER_SEASON_DAY, `${route.path} shows ${date}`).toBe(true)
    // Inside the season the same pages do show dates, every one after that day.
    const inSeason = await shownDates(await request.get(route.path))
    expect(inSeason.length, route.path).toBeGreaterThan(0)
    for (const date of inSeason) expect(date > IN_SEASON_DAY, `${route.path} shows ${date}`).toBe(true)
  }
})
