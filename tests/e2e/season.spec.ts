import { expect, test } from '@playwright/test'

import { hydrated } from '../support/page-clock'

// The second e2e server's clock starts after the season (AFTER_SEASON in tests/support/season.ts,
// playwright.config.ts): every fare row of the seed has sailed. The main server's clock starts
// inside it, where every other spec runs.
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

test('home after the season answers 200 with the same sections as inside it', async ({ page, request }) => {
  const headings = async (origin: string) => {
    await page.goto(`${origin}/`)
    return page.locator('main h2').allTextContents()
  }
  const inSeason = await headings('')
  const after = await headings(AFTER_SEASON_ORIGIN)
  expect(after).toEqual(inSeason)
  expect(after.length).toBeGreaterThan(3)
  expect((await request.get(`${AFTER_SEASON_ORIGIN}/cruisedeals`)).status()).toBe(200)
})
