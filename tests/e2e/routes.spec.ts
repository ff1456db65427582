import { expect, test } from '@playwright/test'

import { expectChrome } from '../support/chrome'
import { ARTICLE_ROUTES, BOOKING_HOST, BRAND_NAME, DISTINCT_PAGE_ROUTES, FOOTER_LINKS, headingOf, NAVIGATION, SITE_IDS } from '../support/routes'

test.describe('every route of the route table', () => {
  // Every page's own heading, head tags, chrome and navigation mark: every-page.spec.ts, in its one
  // visit of each. /home is not a page of its own: it shows the home page, whose canonical it names.
  test('/home answers 200 with the home page, naming / as its canonical', async ({ page }) => {
    const response = await page.goto('/home')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/'))
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
      await expect(page).toHaveTitle(`Page not found | ${BRAND_NAME}`)
      await expectChrome(page)
    }
    // An article's address typed in other capitals leads to the article, at its own address.
    const { path, heading } = ARTICLE_ROUTES.find((route) => route.path !== route.path.toLowerCase())!
    const article = await page.goto(path.toLowerCase())
    expect(article?.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  })

  test('the header links carry the badges the site settings give them', async ({ page }) => {
    const badgedItems = NAVIGATION.filter((item) => item.badge)
    expect(badgedItems.length).toBeGreaterThan(0)
    await page.goto('/')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    const badged = nav.getByRole('link').filter({ has: page.locator('.nav-badge') })
    await expect(badged).toHaveCount(badgedItems.length)
    for (const [index, item] of badgedItems.entries()) {
      await expect(badged.nth(index)).toContainText(item.label)
      await expect(badged.nth(index).locator('.nav-badge')).toHaveText(item.badge!)
    }
  })

  test('every page change scrolls to the top', async ({ page }) => {
    // A short window, so that even a short page scrolls.
    await page.setViewportSize({ width: 1280, height: 320 })
    await page.goto('/about')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const footerLink = FOOTER_LINKS.find((link) => link.path === '/privacy-policy')!
    await page.getByRole('contentinfo').getByRole('link', { name: footerLink.label }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/privacy-policy'))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("the header's booking link leads to the booking engine for the visitor's currency", async ({ page }) => {
    const bookingItem = NAVIGATION.find((item) => item._type === 'navBookingLink')!
    await page.goto('/')
    const link = page.getByRole('banner').getByRole('link', { name: bookingItem.label })
    const href = await link.getAttribute('href')
    const url = new URL(href ?? '')
    expect(url.origin).toBe(BOOKING_HOST)
    expect(url.searchParams.get('siid')).toBe(SITE_IDS.USD)
    expect(await link.getAttribute('target')).toBe('_blank')
  })
})
