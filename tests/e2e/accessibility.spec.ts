// axe on every public page (the route table, every article, a later Newsroom page and the
// not-found page) on a phone and a desktop, hydrated: zero WCAG 2.1 A/AA violations.
// Dialogs are checked where they open (forms, cruisedeals and offers specs).
import { expect, test } from '@playwright/test'

import { axeViolations, DESKTOP, PHONE } from '../support/axe'
import { hydrated } from '../support/page-clock'
import { DISTINCT_PAGE_ROUTES } from '../support/routes'

const PATHS = [...DISTINCT_PAGE_ROUTES.map((route) => route.path), '/media?page=3', '/no-such-page']

test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'IN' } })

// One test per page and screen: axe on a long page takes seconds, twice that on a busy machine.
for (const path of PATHS) {
  for (const [screen, viewport] of [['a phone', PHONE], ['a desktop', DESKTOP]] as const) {
    test(`${path}: no WCAG 2.1 A/AA violations on ${screen}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(path)
      // Hydrated (scripts loaded and run), so interactive parts are checked as they behave.
      await hydrated(page)
      expect(await axeViolations(page), `${path} at ${viewport.width}px`).toEqual([])
    })
  }
}
