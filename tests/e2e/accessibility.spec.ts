// axe on every public page (the route table, every article, a later Newsroom page and the
// not-found page), hydrated, on a phone and then, resized, on a desktop: zero WCAG 2.1 A/AA
// violations. One visit per page; the promo pop-up (its 15 s delay could end within a slow visit)
// has been shown this session already, and is checked where it opens, as are all dialogs (forms,
// cruisedeals and offers specs). axe needs the page's timers, so the clock runs here (the other
// per-page checks, with the clock paused: every-page.spec.ts).
import { expect, test } from '@playwright/test'

import { PROMO_STORAGE } from '../../app/lib/leads/forms/fields'
import { axeViolations, DESKTOP, PHONE } from '../support/axe'
import { hydrated } from '../support/page-clock'
import { DISTINCT_PAGE_ROUTES } from '../support/routes'

const PATHS = [...DISTINCT_PAGE_ROUTES.map((route) => route.path), '/media?page=3', '/no-such-page']

test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'IN' } })

for (const path of PATHS) {
  test(`${path}: no WCAG 2.1 A/AA violations on a phone and a desktop`, async ({ page }) => {
    await page.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), PROMO_STORAGE.shown)
    await page.setViewportSize(PHONE)
    await page.goto(path)
    // Hydrated (scripts loaded and run), so interactive parts are checked as they behave.
    await hydrated(page)
    const violations = (await axeViolations(page)).map((violation) => `${PHONE.width} px: ${violation}`)
    await page.setViewportSize(DESKTOP)
    // Laid out at the new width once the document reports it.
    await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBeGreaterThan(PHONE.width)
    violations.push(...(await axeViolations(page)).map((violation) => `${DESKTOP.width} px: ${violation}`))
    expect(violations).toEqual([])
  })
}
