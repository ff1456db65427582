// /singapore-cruise in Chromium against the production server: the sections in order, the
// booking links and land-package prices in each visitor currency, the one shared itinerary toggle,
// the enquiry and visa lead forms (leads read from the outbox), URL hashes (on load and on a
// client-side navigation), axe on a phone and a desktop, and the page without JavaScript.
import { expect, type Locator, type Page, test } from '@playwright/test'

import { type CurrencyCode, formatMoney, formatMoneyIn } from '~/lib/currency'
import { formatDayMonthYear } from '~/lib/sailings'

import { axeViolations, DESKTOP, PHONE } from '../support/axe'
import { consoleErrors, fillContact, leadFor, mintedFormTokens, mintedStartCookies, sendAndThank, uniqueEmail } from '../support/lead-forms'
import { BOOKING_SEARCH_URL, SITE_IDS } from '../support/routes'
import { FORM_OPTIONS } from '../support/seed-content'
import { seedDocument } from '../support/seed-documents'

const PATH = '/singapore-cruise'

// ---------------------------------------------------------------------------------------------
// Content the page must show, read from the seed it is served from.

const { leadDefaults, offerDestination } = FORM_OPTIONS
type Section = { anchor: string; heading: string }
type Money = Record<CurrencyCode, number>
interface DayPlan {
  day: number
  title: string
}
const content = seedDocument<{
  title: string
  themedEvent: Section & { price: Money; priceNote: Record<CurrencyCode, string>; days: DayPlan[]; sailingDate: string; highlights: string[] }
  cruiseLines: Section & { cards: Array<{ name: string; search: { cruiseLines: string[] } }> }
  landPackages: Section & { expandLabel: string; collapseLabel: string; packages: Array<{ _ref: string }> }
  included: Section & { items: string[] }
  visa: Section & { ctaLabel: string; rules: Array<{ country: string; summary: string; since?: string }> }
  seo: { title: string }
}>('singaporePage')
const SECTIONS: Section[] = [content.themedEvent, content.cruiseLines, content.landPackages, content.included, content.visa]

type Currency = CurrencyCode
const VISITORS: Array<{ country: string; currency: Currency }> = [
  { country: 'IN', currency: 'INR' },
  { country: 'SG', currency: 'SGD' },
  { country: 'US', currency: 'USD' },
]
/** The themed cruise's price in each currency, as the site writes money. */
const themedPrice = (currency: Currency) => formatMoneyIn(content.themedEvent.price, currency)
/** The cruise-line cards and the CruiseLine id their links search by. */
const CRUISE_LINES = content.cruiseLines.cards.map((card) => ({ name: card.name, line: card.search.cruiseLines[0]! }))
/** The land packages in the page's order, with the price of each hotel tier. */
const PACKAGES = content.landPackages.packages.map(({ _ref }) => {
  const landPackage = seedDocument<{ title: string; nights: number; dayPlans: DayPlan[]; hotelTiers: Array<{ label: string; price: Money }> }>(_ref)
  return {
    nights: landPackage.nights,
    title: landPackage.title,
    firstDay: landPackage.dayPlans.find((plan) => plan.day === 1)!.title,
    priceRows: (currency: Currency) => landPackage.hotelTiers.map((tier) => [tier.label, formatMoney(tier.price[currency], currency)]),
  }
})

// ---------------------------------------------------------------------------------------------
// Helpers

/** The shared toggle only exists once React has hydrated the page. */
async function hydrated(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: content.landPackages.expandLabel })
  await expect(toggle).toBeVisible()
  return toggle
}

const section = (page: Page, anchor: string) => page.locator(`main section#${anchor}`)

/** The price table of a land package, as [hotel, price] rows. */
async function priceRows(page: Page, title: string): Promise<string[][]> {
  const card = page.getByRole('article', { name: title })
  const table = card.getByRole('table')
  await expect(table).toBeVisible()
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())))
}

/** Top of an element relative to the viewport, and the sticky header's bottom edge. */
async function position(page: Page, selector: string): Promise<{ top: number; headerBottom: number; viewport: number }> {
  return page.evaluate((target) => {
    const element = document.querySelector(target)
    const header = document.querySelector('.site-header')
    return {
      top: element ? element.getBoundingClientRect().top : Number.NaN,
      headerBottom: header ? header.getBoundingClientRect().bottom : 0,
      viewport: window.innerHeight,
    }
  }, selector)
}

/** The section's heading is on screen, just below the sticky header (not hidden under it). */
async function expectLandedOn(page: Page, anchor: string): Promise<void> {
  await expect(section(page, anchor).getByRole('heading', { level: 2 })).toBeInViewport()
  await expect
    .poll(async () => {
      const { top, headerBottom } = await position(page, `#${anchor}`)
      return top >= headerBottom - 2 && top <= headerBottom + 80
    })
    .toBe(true)
}

// ---------------------------------------------------------------------------------------------

test.describe('with JavaScript', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'IN' } })

  test('hero, sections and headings in order, themed event, included, visa, head tags', async ({ page }) => {
    const errors = consoleErrors(page)
    await page.goto(PATH)
    await hydrated(page)
    const main = page.getByRole('main')

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(content.title)
    expect(await main.locator(':scope > section[id]').evaluateAll((list) => list.map((element) => element.id))).toEqual(SECTIONS.map((entry) => entry.anchor))
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(SECTIONS.map((entry) => entry.heading))
    for (const entry of SECTIONS) await expect(page.getByRole('region', { name: entry.heading })).toBeVisible()

    // Visible headings never skip a level.
    const levels = await main.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
        .filter((heading) => heading.checkVisibility())
        .map((heading) => Number(heading.tagName[1])),
    )
    expect(levels[0]).toBe(1)
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index} skips a level: ${levels.join(',')}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1)
    })

    // 'On this page': one link per section, by its anchor.
    const toc = page.getByRole('navigation', { name: 'On this page' })
    expect(await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      SECTIONS.map((entry) => `#${entry.anchor}`),
    )

    // Hero banner: the LCP picture, eager, high priority, sized; a new-tab link to the engine.
    const heroLink = page.locator('.sg-hero__link')
    await expect(heroLink).toHaveAttribute('target', '_blank')
    await expect(heroLink).toHaveAccessibleName(/1 to 3 night Ovation of the Seas sailings from Singapore.*new tab/)
    const hero = heroLink.locator('img')
    await expect(hero).toHaveAttribute('loading', 'eager')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).toHaveAttribute('width', /^\d+$/)
    await expect(hero).toHaveAttribute('height', /^\d+$/)
    expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

    // The themed 3-night event.
    const event = section(page, content.themedEvent.anchor)
    const days = [...content.themedEvent.days].sort((a, b) => a.day - b.day)
    await expect(event.getByRole('heading', { level: 3 })).toHaveText(days.map((plan) => plan.title))
    await expect(event.getByText('Day 1', { exact: true })).toBeVisible()
    for (const highlight of content.themedEvent.highlights) await expect(event).toContainText(highlight)
    const { sailingDate } = content.themedEvent
    await expect(event.locator(`time[datetime="${sailingDate}"]`)).toHaveText(formatDayMonthYear(sailingDate))
    await expect(event.locator('.price')).toHaveText(`From ${themedPrice('INR')} ${content.themedEvent.priceNote.INR}`)

    // What's included and the visa rules.
    await expect(section(page, content.included.anchor).getByRole('listitem')).toHaveText(content.included.items)
    const visa = section(page, content.visa.anchor)
    await expect(visa.getByRole('heading', { level: 3 })).toHaveText(content.visa.rules.map((rule) => rule.country))
    const rules = visa.locator('.sg-visa__rule')
    for (const [index, rule] of content.visa.rules.entries()) {
      await expect(rules.nth(index)).toContainText(rule.summary)
      if (!rule.since) continue
      // A rule with a start date says since when it holds.
      await expect(rules.nth(index).locator(`time[datetime="${rule.since}"]`)).toHaveText(formatDayMonthYear(rule.since))
      await expect(rules.nth(index)).toContainText(`Mandatory since ${formatDayMonthYear(rule.since)}`)
    }

    // Head tags.
    await expect(page).toHaveTitle(content.seo.title)
    expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(50)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical ?? '').pathname).toBe(PATH)
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image', 'og:image:alt']) {
      expect(await page.locator(`meta[property="${property}"]`).getAttribute('content'), property).toBeTruthy()
    }
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(canonical)
    expect(errors).toEqual([])
  })

  test('the one View Full Itinerary toggle expands and collapses all three itineraries', async ({ page }) => {
    const errors = consoleErrors(page)
    await page.goto(`${PATH}#${content.landPackages.anchor}`)
    const toggle = await hydrated(page)
    await expect(page.getByRole('button', { name: /Full Itinerary/ })).toHaveCount(1)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const controls = ((await toggle.getAttribute('aria-controls')) ?? '').split(' ')
    expect(controls).toHaveLength(3)
    const regions = controls.map((id) => page.locator(`[id="${id}"]`))
    for (const region of regions) {
      await expect(region).toHaveAttribute('role', 'region')
      await expect(region).toBeHidden()
    }

    await toggle.click()
    const collapse = page.getByRole('button', { name: content.landPackages.collapseLabel })
    await expect(collapse).toHaveAttribute('aria-expanded', 'true')
    for (const [index, pkg] of PACKAGES.entries()) {
      const region = regions[index]!
      await expect(region).toBeVisible()
      // Each card's own itinerary, every day of it (n nights, n + 1 days).
      await expect(page.getByRole('article', { name: pkg.title }).getByRole('region')).toHaveAttribute('id', controls[index]!)
      await expect(region.getByRole('listitem')).toHaveCount(pkg.nights + 1)
      await expect(region.getByRole('listitem').first()).toContainText(`Day 1 ${pkg.firstDay}`)
    }

    await collapse.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    for (const region of regions) await expect(region).toBeHidden()
    expect(errors).toEqual([])
  })

  test('an itinerary opened before the scripts arrive stays open: hydration opens them all', async ({ page }) => {
    // Hold the page's scripts back, so the visitor meets the server-rendered <details>.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/build/entry.client-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${PATH}#${content.landPackages.anchor}`, { waitUntil: 'domcontentloaded' })
    const card = page.getByRole('article', { name: PACKAGES[0]!.title })
    await card.locator('summary').click()
    await expect(card.getByText(PACKAGES[0]!.firstDay)).toBeVisible()
    release()

    const collapse = page.getByRole('button', { name: content.landPackages.collapseLabel })
    await expect(collapse).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('main details')).toHaveCount(0)
    for (const pkg of PACKAGES) await expect(page.getByRole('article', { name: pkg.title }).getByRole('region')).toBeVisible()
  })

  test('a land package’s Enquire Now opens the Singapore enquiry form; the lead keeps the content’s source and names the package', async ({ page }) => {
    await mintedFormTokens(page)
    const email = uniqueEmail('enquiry')
    await page.goto(PATH)
    await hydrated(page)
    // One enquiry modal for the page, naming what it is about; no form is rendered before it is asked for.
    const modals = page.locator('dialog.lead-modal')
    await expect(modals).toHaveCount(0)
    const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
    await section(page, content.themedEvent.anchor).getByRole('button', { name: 'Enquire Now' }).click()
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.lead-modal__subtitle')).toHaveText(content.themedEvent.heading)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    const card = page.getByRole('article', { name: PACKAGES[1]!.title })
    await card.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.lead-modal__subtitle')).toHaveText(PACKAGES[1]!.title)
    await expect(modals).toHaveCount(1)
    await fillContact(dialog, email)
    await dialog.getByLabel('No. of Passengers').fill('2')
    await sendAndThank(page, dialog)
    const lead = await leadFor(email)
    expect(lead.kind).toBe('quote')
    expect(lead.fields).toMatchObject({
      leadsource: leadDefaults.singapore.leadsource,
      // What the enquiry is about, as on /cruisedeals: the sheet shows it.
      leadvariation: PACKAGES[1]!.title,
      passengers: '2',
      country: 'India',
    })
  })

  test('Get Visa Assistance opens the visa form and the lead is stored with the visa source', async ({ page }) => {
    await mintedFormTokens(page)
    const errors = consoleErrors(page)
    const email = uniqueEmail('visa')
    await page.goto(PATH)
    await hydrated(page)
    const button = section(page, content.visa.anchor).getByRole('button', { name: content.visa.ctaLabel })
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Get Visa Assistance' })
    await expect(dialog).toBeVisible()
    await fillContact(dialog, email)
    await dialog.getByLabel('No. of Passengers').fill('3')
    await dialog.getByLabel('Message').fill('Two adults and a child, Indian passports.')
    await sendAndThank(page, dialog)
    const lead = await leadFor(email)
    expect(lead.kind).toBe('visa')
    expect(lead.fields).toMatchObject({
      leadsource: leadDefaults.visa.leadsource,
      leadvariation: leadDefaults.visa.leadvariation,
      destination: offerDestination,
      passengers: '3',
      mobile: '+919876543210',
      country: 'India',
      currency_select: 'INR',
    })
    expect(errors).toEqual([])
  })

  test('a URL hash lands on its section, on load and after hydration', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${PATH}#${content.visa.anchor}`)
    await expectLandedOn(page, content.visa.anchor)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    // Hydration and the router's scroll restoration did not send the page back to the top.
    await expectLandedOn(page, content.visa.anchor)

    // An 'On this page' link jumps to its section.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: content.included.heading }).click()
    await expect(page).toHaveURL(new RegExp(`#${content.included.anchor}$`))
    await expectLandedOn(page, content.included.anchor)
  })

  test('a client-side navigation with a hash lands on the section, without one on the top', async ({ page }) => {
    await page.goto('/about')
    await page.waitForFunction(() => '__reactRouterDataRouter' in window)
    await page.waitForLoadState('networkidle')
    // What <Link to="/singapore-cruise#…"> does: a router navigation, no document request.
    let documents = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents++
    })
    await page.evaluate((to) => {
      ;(window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(to)
    }, `${PATH}#${content.landPackages.anchor}`)
    await expect(page).toHaveURL(new RegExp(`${PATH}#${content.landPackages.anchor}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title)
    await expectLandedOn(page, content.landPackages.anchor)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

    // A later navigation without a hash still starts at the top (the reset is not switched off).
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(documents).toBe(0)
  })

  for (const viewport of [PHONE, DESKTOP]) {
    // The page as it loads is scanned by the every-page spec at these widths; here, what opens.
    test(`axe: no WCAG 2.1 A/AA violations at ${viewport.width}px, itineraries open, visa form open`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(PATH)
      const toggle = await hydrated(page)
      await page.waitForLoadState('networkidle')
      const check = async (state: string) => expect(await axeViolations(page), `${PATH} at ${viewport.width}px, ${state}`).toEqual([])
      await toggle.click()
      await expect(page.getByRole('button', { name: content.landPackages.collapseLabel })).toHaveAttribute('aria-expanded', 'true')
      await check('itineraries open')
      await section(page, content.visa.anchor).getByRole('button', { name: content.visa.ctaLabel }).click()
      await expect(page.getByRole('dialog', { name: 'Get Visa Assistance' })).toBeVisible()
      await check('the visa form open')
    })
  }

  test('the price tables read on a 390 px phone: nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(PATH)
    await hydrated(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    for (const table of await page.locator('.sg-prices').all()) {
      const box = await table.boundingBox()
      expect(box).not.toBeNull()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(390)
      const fontSize = await table
        .locator('td')
        .first()
        .evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize))
      expect(fontSize).toBeGreaterThanOrEqual(16)
    }
  })
})

for (const { country, currency } of VISITORS) {
  test.describe(`a visitor from ${country} (${currency})`, () => {
    test.use({ extraHTTPHeaders: { 'CF-IPCountry': country } })

    test(`booking links carry the ${currency} site id and their filters; prices are in ${currency}`, async ({ page }) => {
      await page.goto(PATH)

      const hero = new URL((await page.locator('.sg-hero__link').getAttribute('href')) ?? '')
      expect(hero.origin + hero.pathname).toBe(BOOKING_SEARCH_URL)
      expect(hero.searchParams.get('siid')).toBe(SITE_IDS[currency])
      expect(hero.searchParams.get('durations')).toBe('1-3')
      expect(hero.searchParams.get('Ship')).toBe('101')
      expect(hero.searchParams.get('DeparturePorts')).toBe('SIN')

      const lines = section(page, content.cruiseLines.anchor)
      await expect(lines.getByRole('heading', { level: 3 })).toHaveText(CRUISE_LINES.map((line) => line.name))
      for (const { name, line } of CRUISE_LINES) {
        const link = lines.getByRole('link', {
          name: new RegExp(`^View Sailings – ${name} sailings from Singapore \\(opens the booking site in a new tab\\)$`),
        })
        await expect(link).toHaveAttribute('target', '_blank')
        const url = new URL((await link.getAttribute('href')) ?? '')
        expect(url.searchParams.get('siid'), name).toBe(SITE_IDS[currency])
        expect(url.searchParams.get('CruiseLine'), name).toBe(line)
        expect(url.searchParams.get('DeparturePorts'), name).toBe('SIN')
      }

      for (const pkg of PACKAGES) {
        expect(await priceRows(page, pkg.title), `${pkg.nights} nights`).toEqual(pkg.priceRows(currency))
      }
      await expect(section(page, content.themedEvent.anchor).locator('.price__amount')).toHaveText(themedPrice(currency))
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })

  test('the page renders in full and each itinerary opens natively', async ({ page }) => {
    await page.goto(PATH)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(content.title)
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(SECTIONS.map((entry) => entry.heading))
    await expect(page.locator('.sg-hero__link img')).toBeVisible()
    expect(await priceRows(page, PACKAGES[0]!.title)).toEqual(PACKAGES[0]!.priceRows('SGD'))
    await expect(section(page, content.cruiseLines.anchor).getByRole('link', { name: /View Sailings/ })).toHaveCount(CRUISE_LINES.length)

    // No script, no shared toggle: each itinerary is a native disclosure instead.
    await expect(page.getByRole('button', { name: content.landPackages.expandLabel })).toHaveCount(0)
    for (const pkg of PACKAGES) {
      const card = page.getByRole('article', { name: pkg.title })
      const firstDay = card.getByText(pkg.firstDay)
      await expect(firstDay).toBeHidden()
      await card.locator('summary').click()
      await expect(firstDay).toBeVisible()
      await expect(card.locator('details li')).toHaveCount(pkg.nights + 1)
    }
  })

  test('a URL hash lands on its section, below the header, on a phone and a desktop', async ({ page }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport)
      for (const anchor of [content.visa.anchor, content.landPackages.anchor]) {
        await page.goto(`${PATH}#${anchor}`)
        await expectLandedOn(page, anchor)
      }
    }
  })

  test('Get Visa Assistance shows the visa form in the page, and it posts', async ({ page }) => {
    await mintedStartCookies(page)
    const email = uniqueEmail('visa-nojs')
    await page.goto(PATH)
    await section(page, content.visa.anchor).getByRole('link', { name: content.visa.ctaLabel }).click()
    await expect(page).toHaveURL(/[?&]form=visa#visa-form$/)
    const inline = page.getByRole('region', { name: 'Get Visa Assistance' })
    await expect(inline).toBeVisible()
    await expect(inline).toBeInViewport()
    const form = inline.locator('form')
    await expect(form.getByLabel('First Name')).toBeVisible()
    await fillContact(form, email)
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\?form=visa&lead=thanks#visa-form$/)
    const thanks = page.locator('#visa-form').getByRole('status')
    await expect(thanks).toContainText('Thank you for your submission!')
    await expect(thanks).toBeInViewport()
    const lead = await leadFor(email)
    expect(lead.kind).toBe('visa')
    expect(lead.fields).toMatchObject({ leadsource: leadDefaults.visa.leadsource, leadvariation: leadDefaults.visa.leadvariation, currency_select: 'SGD' })
  })

  test('every Enquire Now leads to one enquiry form in the page, about its item; the lead names it', async ({ page }) => {
    await mintedStartCookies(page)
    await page.goto(PATH)
    await page.getByRole('article', { name: PACKAGES[2]!.title }).getByRole('link', { name: 'Enquire Now' }).click()
    await expect(page).toHaveURL(/[?&]form=quote&item=[^&#]+#quote-form$/)
    await expect(page.locator('[id="quote-form"]')).toHaveCount(1)
    const inline = page.getByRole('region', { name: 'Enquire Now' })
    await expect(inline).toBeInViewport()
    await expect(inline.locator('.lead-modal__subtitle')).toHaveText(PACKAGES[2]!.title)
    await expect(inline.locator('form input[name="leadsource"]')).toHaveValue(leadDefaults.singapore.leadsource)
    await expect(inline.locator('form input[name="leadvariation"]')).toHaveValue(PACKAGES[2]!.title)
    const email = uniqueEmail('package-nojs')
    const form = inline.locator('form')
    await fillContact(form, email)
    await form.getByLabel('No. of Passengers').fill('2')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/[?&]lead=thanks#quote-form$/)
    expect((await leadFor(email)).fields).toMatchObject({ leadsource: leadDefaults.singapore.leadsource, leadvariation: PACKAGES[2]!.title })

    // The themed sailing's own Enquire Now names the sailing.
    await page.goto(PATH)
    await section(page, content.themedEvent.anchor).getByRole('link', { name: 'Enquire Now' }).click()
    await expect(page.locator('#quote-form form input[name="leadvariation"]')).toHaveValue(content.themedEvent.heading)
  })
})
