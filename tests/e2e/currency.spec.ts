import { expect, type Page, test } from '@playwright/test'

import { CURRENCY_HOME_COUNTRY } from '~/lib/currency'

import { hydrated, pageSettled } from '../support/page-clock'
import { SITE_IDS, SUPPORT_PHONES } from '../support/routes'

const phoneLink = (page: Page) => page.getByRole('banner').locator('a[href^="tel:"]').first()
const currencySelect = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Currency' })
const landCruiseSiteId = async (page: Page) => {
  const href = await page
    .getByRole('banner')
    .getByRole('link', { name: /Land \+ Cruises/ })
    .getAttribute('href')
  return new URL(href ?? '').searchParams.get('siid')
}

test.describe('visitor currency', () => {
  test('defaults to USD with the India support number', async ({ page }) => {
    await page.goto('/')
    await expect(currencySelect(page)).toHaveValue('USD')
    await expect(phoneLink(page)).toContainText(SUPPORT_PHONES.india)
    await expect(phoneLink(page)).toHaveAttribute('href', 'tel:+912261234567')
    expect(await landCruiseSiteId(page)).toBe(SITE_IDS.USD)
  })

  for (const [country, currency, phone] of [
    ['SG', 'SGD', SUPPORT_PHONES.singapore],
    ['MY', 'SGD', SUPPORT_PHONES.singapore],
    ['IN', 'INR', SUPPORT_PHONES.india],
    ['GB', 'USD', SUPPORT_PHONES.india],
  ] as const) {
    test(`a visitor from ${country} (CDN header) starts in ${currency}`, async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': country } })
      const page = await context.newPage()
      await page.goto('/contact')
      await expect(currencySelect(page)).toHaveValue(currency)
      await expect(phoneLink(page)).toContainText(phone)
      expect(await landCruiseSiteId(page)).toBe(SITE_IDS[currency])
      // The page is the same for every country of its currency (a cached copy serves them all):
      // its data names no country, and the callback form's phone starts in the currency's country…
      // (the root's data, as a client-side navigation fetches it with the same headers)
      const rootData = await page.request.get('/contact.data?_routes=root')
      expect(rootData.status()).toBe(200)
      expect(await rootData.text()).not.toMatch(/countryCode|countryName/)
      const phoneCountry = page.locator('#callback-form form').getByRole('combobox', { name: 'Phone number country' })
      await expect(phoneCountry).toHaveValue(CURRENCY_HOME_COUNTRY[currency])
      // …and moves to the visitor's own when they start on the form (it comes with their token).
      await page.locator('#callback-form form').getByLabel('First Name').click()
      await expect(phoneCountry).toHaveValue(country)
      await context.close()
    })
  }

  test('Accept-Language decides when there is no country header', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-SG' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(currencySelect(page)).toHaveValue('SGD')
    await context.close()
  })

  test('switching currency changes the phone number and persists across navigation', async ({ page }) => {
    await page.goto('/about')
    await currencySelect(page).selectOption('SGD')
    await expect(phoneLink(page)).toContainText(SUPPORT_PHONES.singapore)
    await expect(currencySelect(page)).toHaveValue('SGD')
    await expect(page).toHaveURL(/\/about$/)
    expect(await landCruiseSiteId(page)).toBe(SITE_IDS.SGD)

    await page.getByRole('banner').getByRole('link', { name: /Blog/ }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(currencySelect(page)).toHaveValue('SGD')
    await page.reload()
    await expect(phoneLink(page)).toContainText(SUPPORT_PHONES.singapore)

    await currencySelect(page).selectOption('INR')
    await expect(phoneLink(page)).toContainText(SUPPORT_PHONES.india)
    expect(await landCruiseSiteId(page)).toBe(SITE_IDS.INR)
  })

  test('with the keyboard: arrows move through the currencies without leaving the page; Enter or leaving applies; focus stays', async ({ page }) => {
    await page.goto('/about')
    await hydrated(page)
    const select = currencySelect(page)
    const posts: string[] = []
    page.on('request', (request) => {
      // The switcher's route, as a form posts it without JavaScript or as Remix's single fetch does (with .data).
      if (request.method() === 'POST' && /^\/api\/currency(\.data)?$/.test(new URL(request.url()).pathname)) posts.push(request.postData() ?? '')
    })
    await expect(select).toHaveValue('USD')
    await select.focus()
    // The options run SGD, USD, INR: from USD, Down reaches INR and Up goes back through USD to SGD.
    await page.keyboard.press('ArrowDown')
    await expect(select).toHaveValue('INR')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(select).toHaveValue('SGD')
    await pageSettled(page)
    expect(posts).toEqual([])
    await expect(select).toBeFocused()
    expect(await landCruiseSiteId(page)).toBe(SITE_IDS.USD)

    // Enter applies what the arrows chose; focus is back on the switcher on the page it reloaded.
    await page.keyboard.press('Enter')
    await expect(phoneLink(page)).toContainText(SUPPORT_PHONES.singapore)
    expect(await landCruiseSiteId(page)).toBe(SITE_IDS.SGD)
    await expect(select).toBeFocused()
    await expect(select).toHaveValue('SGD')

    // Each currency in turn with arrows and Enter; the last one by leaving the switcher (Tab).
    for (const [key, currency, phone] of [
      ['ArrowDown', 'USD', SUPPORT_PHONES.india],
      ['ArrowDown', 'INR', SUPPORT_PHONES.india],
    ] as const) {
      await page.keyboard.press(key)
      await page.keyboard.press('Enter')
      await expect.poll(() => landCruiseSiteId(page)).toBe(SITE_IDS[currency])
      await expect(phoneLink(page)).toContainText(phone)
      await expect(select).toBeFocused()
    }
    await page.keyboard.press('Home')
    await expect(select).toHaveValue('SGD')
    await page.keyboard.press('Tab')
    await expect.poll(() => landCruiseSiteId(page)).toBe(SITE_IDS.SGD)
    expect(posts).toEqual(['SGD', 'USD', 'INR', 'SGD'].map((currency) => expect.stringContaining(`currency=${currency}`)))
    await expect(page).toHaveURL(/\/about$/)
  })

  test('the chosen currency wins over the visitor country', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'IN' } })
    const page = await context.newPage()
    await page.goto('/')
    await expect(currencySelect(page)).toHaveValue('INR')
    await currencySelect(page).selectOption('SGD')
    await expect(phoneLink(page)).toContainText(SUPPORT_PHONES.singapore)
    await page.goto('/cruisedeals')
    await expect(currencySelect(page)).toHaveValue('SGD')
    await context.close()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the switcher posts, sets the cookie and returns to the same page', async ({ page }) => {
      await page.goto('/singapore-cruise?utm_source=test')
      await currencySelect(page).selectOption('SGD')
      await page.getByRole('banner').getByRole('button', { name: 'Set' }).click()
      await expect(page).toHaveURL(/\/singapore-cruise\?utm_source=test$/)
      await expect(phoneLink(page)).toContainText(SUPPORT_PHONES.singapore)
      await expect(currencySelect(page)).toHaveValue('SGD')
      await page
        .getByRole('banner')
        .getByRole('link', { name: /About Us/ })
        .click()
      await expect(phoneLink(page)).toContainText(SUPPORT_PHONES.singapore)
    })
  })
})

test.describe('bad input never breaks a page', () => {
  test('a malformed cookie, unknown country and garbage Accept-Language fall back to USD', async ({ request }) => {
    const response = await request.get('/', {
      headers: {
        Cookie: 'currency=%E0%A4%A; currency="><script>alert(1)</script>',
        'CF-IPCountry': 'ZZ',
        'Accept-Language': ';;;q=abc,,,-,en-',
      },
    })
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(SUPPORT_PHONES.india)
    expect(html).toContain(`siid=${SITE_IDS.USD}`)
  })

  test('a tampered switcher post changes nothing and redirects to a page of this site', async ({ request }) => {
    const tampered: Record<string, string>[] = [
      { currency: 'EUR', redirectTo: '/about' },
      { currency: 'SGD', redirectTo: '//evil.example/steal' },
      { currency: 'x'.repeat(10_000), redirectTo: 'https://evil.example' },
      { redirectTo: '/blog' },
    ]
    for (const form of tampered) {
      const response = await request.post('/api/currency', { form, maxRedirects: 0 })
      expect(response.status()).toBe(303)
      const location = response.headers()['location'] ?? ''
      expect(location.startsWith('/') && !location.startsWith('//')).toBe(true)
      if (form.currency !== 'SGD') expect(response.headers()['set-cookie']).toBeUndefined()
    }
    const json = await request.post('/api/currency', {
      data: '{"currency":"SGD"}',
      headers: { 'Content-Type': 'application/json' },
      maxRedirects: 0,
    })
    expect(json.status()).toBe(303)
    expect((await request.get('/api/currency')).status()).toBe(405)
  })
})
