import { expect, test } from '@playwright/test'

import { MONTH_NAMES } from '../../app/lib/sailings'
import { axeViolations } from '../support/axe'
import { E2E_AFTER_SEASON_LEADS_DB_PATH } from '../support/e2e-leads'
import { leadFor, mintedFormTokens, uniqueEmail, waitFillTime } from '../support/lead-forms'
import { hydrated } from '../support/page-clock'
import { ALL_ROUTES, OFFER_ROUTES } from '../support/routes'
import { AFTER_SEASON, AFTER_SEASON_DAY, IN_SEASON_DAY } from '../support/season'
import { seedCruiseDeals, seedHome } from '../support/seed-views'

// The second e2e server's clock starts after the season (AFTER_SEASON in tests/support/season.ts,
// playwright.config.ts): every sailing of the seed has left, and only what content keeps with
// "New dates soon" is shown. The main server's clock starts inside it, where every other spec runs.
const AFTER_SEASON_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_WIDGET_FAIL_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 1)}`

for (const { path } of OFFER_ROUTES) {
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
  // What content keeps once every sailing has left, as the pages shape the seed at that clock.
  const home = await seedHome('USD', { at: AFTER_SEASON })
  const deals = await seedCruiseDeals('USD', AFTER_SEASON)
  const kept = home.deals.items
  expect(kept.length, 'deals the seed keeps after their season').toBeGreaterThan(1)
  expect(kept.every((deal) => deal.newDatesSoon)).toBe(true)
  const asked = kept[1]!
  const offer = home.specialOffers.cards[0]!
  await page.goto('/')
  const inSeason = await page.locator('main h2').allTextContents()
  const answer = await page.goto(`${AFTER_SEASON_ORIGIN}/`)
  expect(answer?.status()).toBe(200)
  const after = await page.locator('main h2').allTextContents()
  expect(after).toEqual(inSeason)
  expect(after.length).toBeGreaterThan(3)

  const dealRow = page.locator('.home-section--deals')
  const cards = dealRow.locator('.deal-card')
  await expect(cards).toHaveCount(kept.length)
  await expect(cards.locator('.deal-card__when')).toHaveText(kept.map(() => /New dates soon$/))
  await expect(dealRow.getByRole('link', { name: /^Book Now/ })).toHaveCount(0)
  expect(await axeViolations(page, '.home-section--deals')).toEqual([])
  const enquire = cards.nth(1).getByRole('link', { name: `Enquire Now – ${asked.ship}, ${asked.nights}` })
  await expect(enquire).toHaveAttribute('href', asked.href)
  // Special offers: the offer pages they open have no sailing left, so no price, as on those pages.
  const offers = page.locator('.offers .offer-card')
  await expect(offers.locator('.offer-card__price')).toHaveText(home.specialOffers.cards.map(() => 'New dates soon'))
  await expect(offers.getByRole('link', { name: `Enquire Now – ${offer.title}` })).toHaveAttribute('href', offer.href)

  // The enquiry on /cruisedeals, about that deal; the page offers nothing that has left.
  await enquire.click()
  await expect(page).toHaveURL(new RegExp(`/cruisedeals\\?form=deal-enquiry&item=${asked.id}`))
  const form = page.locator('#deal-enquiry-form')
  await expect(form).toContainText(`${asked.ship}, ${asked.nights}: ${asked.route}`)
  await expect(form.getByLabel('First Name')).toBeVisible()
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: /^Book Now/ })).toHaveCount(0)
  await expect(main.getByRole('button', { name: /^Book Now/ })).toHaveCount(0)
  // Exclusive offers: no fare left, so no price, and Enquire Now to the offer page's enquiry.
  await expect(page.locator('.deals-offers .offer-card')).toHaveCount(deals.exclusiveOffers.items.length)
  await expect(page.locator('.deals-offers .offer-card__price')).toHaveText(deals.exclusiveOffers.items.map(() => 'New dates soon'))
  await expect(page.getByRole('link', { name: `Enquire Now – ${offer.title}` }).first()).toHaveAttribute('href', offer.href)
  // Last-minute deals: the hot deals kept; packages: the sailings content keeps, on their tracks.
  const lastMinute = deals.lastMinute.items
  expect(lastMinute.length, 'last-minute deals the seed keeps after their season').toBeGreaterThan(0)
  await expect(page.locator('#deals-last-minute .deal-card')).toHaveCount(lastMinute.length)
  for (const deal of lastMinute) {
    const name = new RegExp(`^Enquire Now – ${deal.ship}, ${deal.nights}`)
    await expect(page.getByRole('button', { name }).or(page.getByRole('link', { name }))).toHaveCount(1)
  }
  const tracks = [deals.packages.landFlyCruise, deals.packages.landCruise, deals.packages.flyCruiseEvents].filter((track) => track.items.length > 0)
  const packages = tracks.flatMap((track) => track.items)
  expect(packages.length, 'packages the seed keeps after their season').toBeGreaterThan(0)
  await expect(page.locator('.deals-card--package')).toHaveCount(packages.length)
  await expect(page.locator('.deals-card--package .deals-facts__row:has(dt:text-is("Date")) dd')).toHaveText(packages.map(() => 'New dates soon'))
  await expect(page.locator('.deals-track__heading')).toHaveText(tracks.map((track) => track.heading))
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
