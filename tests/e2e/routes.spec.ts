import { expect, test } from '@playwright/test'

import { expectChrome } from '../support/chrome'
import { DISTINCT_PAGE_ROUTES } from '../support/routes'

test.describe('every route of the route table', () => {
  // Every page's own heading, head tags, chrome and navigation mark: every-page.spec.ts, in its one
  // visit of each. /home is not a page of its own: it shows the home page, whose canonical it names.
  test('/home answers 200 with the home page, naming / as its canonical', async ({ page }) => {
    const response = await page.goto('/home')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search For Cruise')
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe('/')
    await expectChrome(page)
  })

  test('titles and descriptions are unique except for / and /home, which share one canonical', async ({ request }) => {
    const seen = new Map<string, string>()
    for (const route of DISTINCT_PAGE_ROUTES) {
      const html = await (await request.get(route.path)).text()
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      expect(seen.get(title), `duplicate title "${title}"`).toBeUndefined()
      seen.set(title, route.path)
    }
  })
})

test.describe('not found and navigation', () => {
  test('an unknown path gets a 404 page with the chrome', async ({ page }) => {
    for (const path of ['/no-such-cruise', '/blog/nothing/here', '/no-such-article']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
      await expect(page).toHaveTitle('Page not found | Harbourline Cruises')
      await expectChrome(page)
    }
    // An article's address typed in other capitals leads to the article, at its own address.
    const article = await page.goto('/best-time-to-cruise')
    expect(article?.status()).toBe(200)
    await expect(page).toHaveURL(/\/Best-Time-To-Cruise$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Best Time to Cruise, Region by Region')
  })

  test("'New' badges sit on Cruise Deals, Cruise from Singapore and Cruise Insurance", async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    const badged = nav.getByRole('link').filter({ has: page.locator('.nav-badge', { hasText: 'New' }) })
    await expect(badged).toHaveCount(3)
    await expect(badged.nth(0)).toContainText('Cruise Deals')
    await expect(badged.nth(1)).toContainText('Cruise from Singapore')
    await expect(badged.nth(2)).toContainText('Cruise Insurance')
  })

  test('every page change scrolls to the top', async ({ page }) => {
    // A short window, so that even a short page scrolls.
    await page.setViewportSize({ width: 1280, height: 320 })
    await page.goto('/about')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("Land + Cruises leads to the booking engine for the visitor's currency", async ({ page }) => {
    await page.goto('/')
    const link = page.getByRole('banner').getByRole('link', { name: /Land \+ Cruises/ })
    const href = await link.getAttribute('href')
    const url = new URL(href ?? '')
    expect(url.origin).toBe('https://booking.harbourline.example')
    expect(url.searchParams.get('siid')).toBe('1228312')
    expect(await link.getAttribute('target')).toBe('_blank')
  })
})
