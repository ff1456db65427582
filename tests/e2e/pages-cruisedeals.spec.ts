import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'

import { CURRENCY_HOME_COUNTRY } from '~/lib/currency'
import type { PackageView } from '~/pages/cruisedeals/view'

import { axeViolations, DESKTOP, PHONE } from '../support/axe'
import { closeThanks, consoleErrors, fillContact, leadFor, mintedFormTokens, mintedStartCookies, sendAndThank, uniqueEmail } from '../support/lead-forms'
import { pageSettled, pauseClock } from '../support/page-clock'
import { BOOKING_HOST, BOOKING_SEARCH_URL, SITE_IDS } from '../support/routes'
import { FORM_OPTIONS, sentBy } from '../support/seed-content'
import { seedDocument } from '../support/seed-documents'
import { seedCruiseDeals } from '../support/seed-views'

// /cruisedeals in Chromium against the production build: the
// sections in order, the packages and prices per currency, the package tracks' arrows and steps,
// the static deal enquiry with the item it is about, the calendar's click-to-load facade, axe, and
// the page without JavaScript.

/** No outbound request leaves the machine; booking-engine requests are recorded. */
async function quietContext(context: BrowserContext): Promise<string[]> {
  const bookingRequests: string[] = []
  await context.addInitScript(() => {
    try {
      window.sessionStorage.setItem('contactModalShown', 'true')
    } catch {
      // storage unavailable: nothing here depends on it
    }
  })
  await context.route(`${BOOKING_HOST}/**`, (route) => {
    bookingRequests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Calendar</title><p>Sailings</p>' })
  })
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Chat</title>' }))
  return bookingRequests
}

/** React has hydrated the page (the UI kit marks its rows). */
const hydrated = (page: Page) => expect(page.locator('.scroll-row[data-ready]').first()).toBeAttached({ timeout: 15_000 })

/** What the deal enquiry sends as its lead source and (unless about one item) variation, and the interests it offers. */
const DEAL_ENQUIRY = sentBy('dealEnquiry')
const DEAL_INTERESTS = FORM_OPTIONS.interests.dealEnquiry

const track = (page: Page, name: string) => page.getByRole('list', { name, exact: true })
const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
/** The hero banner: the booking hub's first slide. */
const heroImage = (page: Page) => page.locator('.deals-hero img').first()
const cardTitles = (list: Locator) => list.locator('.deals-card__title')

const scrollLeft = (list: Locator) => list.evaluate((element) => Math.round(element.scrollLeft))
const maxScroll = (list: Locator) => list.evaluate((element) => element.scrollWidth - element.clientWidth)

let bookingRequests: string[] = []
test.beforeEach(async ({ context }) => {
  bookingRequests = await quietContext(context)
})

test.describe('sections and head tags', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'IN' } })

  test('one h1, the sections in the required order, no skipped heading level, and the head tags', async ({ page }) => {
    const errors = consoleErrors(page)
    const view = await seedCruiseDeals('INR')
    const seo = seedDocument<{ seo: { title: string; description: string } }>('cruiseDealsPage').seo
    await page.goto('/cruisedeals')
    const headings = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('h1, h2, h3')]
        .filter((heading) => !heading.closest('dialog'))
        .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent?.trim()}`)
        .filter((text) => /^h[12] /.test(text) || text.startsWith('h3 ')),
    )
    const { packages } = view
    const trackHeadings = [packages.landFlyCruise.heading, packages.landCruise.heading, packages.flyCruiseEvents.heading]
    expect(headings.filter((text) => /^h[12] /.test(text) || trackHeadings.some((heading) => text === `h3 ${heading}`))).toEqual([
      `h1 ${view.title}`,
      `h2 ${view.exclusiveOffers.heading}`,
      `h2 ${view.lastMinute.heading}`,
      `h2 ${packages.heading}`,
      ...trackHeadings.map((heading) => `h3 ${heading}`),
      `h2 ${view.calendar.heading}`,
    ])
    const levels = await page
      .locator('main')
      .evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((h) => !h.closest('dialog')).map((h) => Number(h.tagName[1])))
    levels.forEach((level, i) => {
      if (i > 0) expect(level, `heading ${i} skips a level: ${levels.join(',')}`).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1)
    })

    await expect(page).toHaveTitle(seo.title)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(seo.description)
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe('/cruisedeals')
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
      expect(await page.locator(`meta[property="${property}"]`).getAttribute('content'), property).toBeTruthy()
    }
    // The link preview is the visitor's hero picture.
    const ogImage = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '')
    expect(new URL((await heroImage(page).getAttribute('src')) ?? '', ogImage).pathname).toBe(ogImage.pathname)
    expect(await page.locator('meta[property="og:image:alt"]').getAttribute('content')).toBe(view.hero.image.alt)

    // The hero picture is the LCP element: eager, high priority, sized.
    const hero = heroImage(page)
    await expect(hero).toHaveAttribute('loading', 'eager')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).toHaveAttribute('width', '1600')
    await expect(hero).toHaveAttribute('height', '600')
    // On a phone the first exclusive offer's picture is the largest in view: it loads at once too.
    await expect(page.locator('.offer-card__image').first()).toHaveAttribute('loading', 'eager')
    await expect(page.locator('.offer-card__image').nth(1)).toHaveAttribute('loading', 'lazy')
    // The booking hub's other banners never compete with it.
    const banners = page.locator('.deals-hero img')
    await expect(banners).toHaveCount(1 + view.bookingHub.length)
    for (const index of view.bookingHub.keys()) {
      await expect(banners.nth(index + 1)).toHaveAttribute('loading', 'lazy')
      await expect(banners.nth(index + 1)).toHaveAttribute('fetchpriority', 'low')
    }
    await hydrated(page)
    expect(errors).toEqual([])
  })
})

/** A package card's words: its date as the page writes it and the facts it lists. */
const packageFacts = (item: PackageView) => [item.itinerary, item.dateLabel, item.hotel, item.flight, item.ship].filter((fact): fact is string => Boolean(fact))

test.describe('per currency', () => {
  for (const currency of ['INR', 'USD', 'SGD'] as const) {
    test.describe(`${CURRENCY_HOME_COUNTRY[currency]} visitor (${currency})`, () => {
      test.use({ extraHTTPHeaders: { 'CF-IPCountry': CURRENCY_HOME_COUNTRY[currency] } })

      test('packages, events, offers and deals with their prices in the currency', async ({ page }) => {
        const view = await seedCruiseDeals(currency)
        const { landFlyCruise: landFlyCruiseView, landCruise: landCruiseView, flyCruiseEvents } = view.packages
        await page.goto('/cruisedeals')
        const landFlyCruise = track(page, landFlyCruiseView.heading)
        await expect(landFlyCruise.getByRole('listitem')).toHaveCount(landFlyCruiseView.items.length)
        const landCruise = track(page, landCruiseView.heading)
        await expect(cardTitles(landCruise)).toHaveText(landCruiseView.items.map((item) => item.name))
        const events = track(page, flyCruiseEvents.heading)
        await expect(cardTitles(events)).toHaveText(flyCruiseEvents.items.map((item) => item.eventName ?? item.name))
        await expect(events.locator('.price__amount')).toHaveText(flyCruiseEvents.items.map((item) => item.price))

        // Each package card: its price in the currency and its facts, the date as the page writes it.
        for (const item of [...landFlyCruiseView.items, ...landCruiseView.items]) {
          const card = page.getByRole('article').filter({ has: page.locator('.deals-card__title', { hasText: item.name }) })
          await expect(card.locator('.price__amount')).toHaveText(item.price)
          for (const fact of packageFacts(item)) await expect(card, `${item.name}: ${fact}`).toContainText(fact)
          await expect(card).toContainText(`${item.nights} Nights`)
        }
        const first = landFlyCruise.getByRole('article').first()
        for (const fact of ['Itinerary', 'Date', 'Hotel', 'Sightseeing', 'Transfers', 'Flight', 'Ship']) {
          await expect(first.locator('dt', { hasText: fact })).toHaveCount(1)
        }
        await expect(first.getByRole('img')).toHaveAttribute('loading', 'lazy')

        const offers = page.getByRole('region', { name: view.exclusiveOffers.heading })
        await expect(offers.getByRole('article')).toHaveCount(view.exclusiveOffers.items.length)
        await expect(offers.locator('.price__amount')).toHaveText(view.exclusiveOffers.items.map((offer) => offer.price ?? ''))
        await expect(offers.locator('.badge').first()).toHaveText(view.exclusiveOffers.items[0]!.badge!)
        for (const offer of view.exclusiveOffers.items) {
          await expect(offers.getByRole('link', { name: `${offer.actionLabel} – ${offer.title}` })).toHaveAttribute('href', offer.href)
        }

        const lastMinute = carousel(page, view.lastMinute.heading)
        await expect(lastMinute.getByRole('article')).toHaveCount(view.lastMinute.items.length)
        await expect(lastMinute.locator('.price__amount')).toHaveText(view.lastMinute.items.map((deal) => deal.price))

        expect(await heroImage(page).getAttribute('alt')).toBe(view.hero.image.alt)
        // The booking hub's banners go to the booking engine with the currency's site id.
        const hub = carousel(page, 'Cruise deal banners')
        // The hero is the hub's first slide; the banners follow it.
        await expect(hub.getByRole('group')).toHaveCount(1 + view.bookingHub.length)
        for (const slide of view.bookingHub) {
          const link = hub.locator(`a[href="${slide.href}"]`)
          await expect(link).toHaveCount(1)
          expect(new URL(slide.href).searchParams.get('siid')).toBe(SITE_IDS[currency])
        }
      })
    })
  }
})

test.describe('package tracks', () => {
  test('at 390 px: previous disabled at the start, next steps 300 px, and next is disabled at the end', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'CF-IPCountry': 'IN' } })
    await quietContext(context)
    const { landFlyCruise } = (await seedCruiseDeals('INR')).packages
    expect(landFlyCruise.items.length, 'packages the track needs to step twice on a phone').toBeGreaterThan(2)
    const page = await context.newPage()
    await page.goto('/cruisedeals')
    await hydrated(page)
    const list = track(page, landFlyCruise.heading)
    await list.scrollIntoViewIfNeeded()
    const previous = page.getByRole('button', { name: `Previous ${landFlyCruise.heading} packages` })
    const next = page.getByRole('button', { name: `Next ${landFlyCruise.heading} packages` })
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    await expect(next).not.toHaveAttribute('aria-disabled')
    await expect(previous).toHaveCSS('opacity', '0.4')

    await next.click()
    await expect.poll(() => scrollLeft(list)).toBe(300)
    await expect(previous).not.toHaveAttribute('aria-disabled')
    await next.click()
    await expect.poll(() => scrollLeft(list)).toBe(600)
    await previous.click()
    await expect.poll(() => scrollLeft(list)).toBe(300)

    const max = await maxScroll(list)
    // Step by step to the end, each step waited for until the track has arrived (clicking again
    // while it still moves could find next already disabled for the last position).
    while ((await scrollLeft(list)) < max - 5) {
      const target = Math.min((await scrollLeft(list)) + 300, max)
      await next.click()
      await expect.poll(async () => Math.abs((await scrollLeft(list)) - target)).toBeLessThanOrEqual(1)
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await expect(previous).not.toHaveAttribute('aria-disabled')
    // Within 5 px of the end counts as the end.
    await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth - element.clientWidth - 4, behavior: 'instant' }))
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await context.close()
  })

  test('at 1280 px: next steps 1300 px, then reaches the end', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })
    await quietContext(context)
    const { landFlyCruise } = (await seedCruiseDeals('SGD')).packages
    const page = await context.newPage()
    await page.goto('/cruisedeals')
    await hydrated(page)
    const list = track(page, landFlyCruise.heading)
    await list.scrollIntoViewIfNeeded()
    const previous = page.getByRole('button', { name: `Previous ${landFlyCruise.heading} packages` })
    const next = page.getByRole('button', { name: `Next ${landFlyCruise.heading} packages` })
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(await maxScroll(list)).toBeGreaterThan(1300)

    await next.click()
    await expect.poll(() => scrollLeft(list)).toBe(1300)
    await expect(next).not.toHaveAttribute('aria-disabled')
    await next.click()
    await expect.poll(async () => (await maxScroll(list)) - (await scrollLeft(list))).toBeLessThanOrEqual(1)
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    // Back 1300 px from the end (the track then settles on the nearest card's snap point).
    const end = await scrollLeft(list)
    await previous.click()
    await expect.poll(() => scrollLeft(list)).toBeLessThanOrEqual(end - 1300 + 1)
    await expect(previous).not.toHaveAttribute('aria-disabled')
    await context.close()
  })

  test('the fly-cruise events track steps one card', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'CF-IPCountry': 'IN' } })
    await quietContext(context)
    const { flyCruiseEvents } = (await seedCruiseDeals('INR')).packages
    expect(flyCruiseEvents.items.length, 'events on the track (this test steps from the first to the last)').toBe(2)
    const page = await context.newPage()
    await page.goto('/cruisedeals')
    await hydrated(page)
    const list = track(page, flyCruiseEvents.heading)
    await list.scrollIntoViewIfNeeded()
    // Two events: one card's step (card width plus gap) reaches the end of the track.
    const card = await list.evaluate((element) => {
      const [first, second] = [...element.children] as HTMLElement[]
      return (second?.offsetLeft ?? 0) - (first?.offsetLeft ?? 0)
    })
    const max = await maxScroll(list)
    expect(card).toBeGreaterThanOrEqual(max)
    const next = page.getByRole('button', { name: `Next ${flyCruiseEvents.heading} packages` })
    await expect(next).not.toHaveAttribute('aria-disabled')
    await next.click()
    await expect.poll(() => scrollLeft(list)).toBe(max)
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await context.close()
  })
})

test.describe('carousels', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })

  /** The carousel's status ('Showing 1 to 3 of 7') once React runs it. */
  async function statusOf(region: Locator): Promise<Locator> {
    await expect(region).toHaveAttribute('data-ready', /.*/, { timeout: 15_000 })
    return region.locator('[aria-live]')
  }

  /**
   * The carousel's track has come to rest with `slide` first in view. The browser's smooth scroll
   * runs on its own clock, so a test that moves the page's clock on waits for this first: the
   * carousel reads the track back on the page's clock, and would read it mid-flight.
   */
  const restsOn = (region: Locator, slide: number) =>
    expect
      .poll(() =>
        region.locator('.carousel__track').evaluate((element, index) => {
          const slides = [...element.children] as HTMLElement[]
          return Math.abs(element.scrollLeft - ((slides[index]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0))) < 2
        }, slide),
      )
      .toBe(true)

  /**
   * Moves the page's paused clock through one period: no change at `before` ms, the next position
   * at the period's end. Only the test moves that clock, so the test's own time, however long on a
   * busy machine, moves no carousel.
   */
  async function oneStep(page: Page, region: Locator, status: Locator, step: { from: string; to: string; slide: number; before: number; period: number }) {
    await page.clock.runFor(step.before)
    await pageSettled(page)
    await expect(status).toHaveText(step.from)
    await page.clock.runFor(step.period - step.before)
    await expect(status).toHaveText(step.to)
    await restsOn(region, step.slide)
  }

  test('the booking hub starts on the hero, advances every 4 s and wraps to the hero', async ({ page }) => {
    // The page's clock is paused before it loads, and the test moves it on period by period.
    // The hero, then the seed's banners.
    const slides = 1 + (await seedCruiseDeals('SGD')).bookingHub.length
    await pauseClock(page)
    await page.goto('/cruisedeals')
    const hub = carousel(page, 'Cruise deal banners')
    const status = await statusOf(hub)
    await expect(status).toHaveText(`Showing 1 of ${slides}`)
    await expect(hub.getByRole('group').first().getByRole('button', { name: 'Enquire Now' })).toBeInViewport()
    await hydrated(page)
    let shown = `Showing 1 of ${slides}`
    for (const slide of [...Array.from({ length: slides - 1 }, (_, index) => index + 1), 0]) {
      const next = `Showing ${slide + 1} of ${slides}`
      await oneStep(page, hub, status, { from: shown, to: next, slide, before: 2_500, period: 4_000 })
      shown = next
    }
  })

  test('last-minute deals: three in view at 1280 px, advancing every 5 s and wrapping to the first; pause stops them', async ({ page }) => {
    // The page's clock is paused before it loads, and the test moves it on period by period.
    const { lastMinute } = await seedCruiseDeals('SGD')
    const count = lastMinute.items.length
    expect(count, 'last-minute deals (more than a view of three)').toBeGreaterThan(3)
    const last = `Showing ${count - 2} to ${count} of ${count}`
    await pauseClock(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/cruisedeals')
    const deals = carousel(page, lastMinute.heading)
    const status = await statusOf(deals)
    await deals.scrollIntoViewIfNeeded()
    await expect(status).toHaveText(`Showing 1 to 3 of ${count}`)
    // To the last position with the arrows, then the mouse leaves (hovering pauses it).
    await deals.getByRole('button', { name: 'Previous last minute deals' }).click()
    await expect(status).toHaveText(last)
    await restsOn(deals, count - 3)
    await page.mouse.move(0, 0)
    // Every 5 s: it wraps to the first, then moves on by one.
    await oneStep(page, deals, status, { from: last, to: `Showing 1 to 3 of ${count}`, slide: 0, before: 3_500, period: 5_000 })
    await oneStep(page, deals, status, { from: `Showing 1 to 3 of ${count}`, to: `Showing 2 to 4 of ${count}`, slide: 1, before: 3_500, period: 5_000 })

    await deals.getByRole('button', { name: 'Pause last minute deals slide show' }).click()
    await page.mouse.move(0, 0)
    const paused = await status.textContent()
    // Paused: 6 s on the page's clock (past the 5 s period) and nothing moves.
    await page.clock.runFor(6_000)
    await pageSettled(page)
    await expect(status).toHaveText(paused ?? '')
  })

  test('last-minute deals: one in view under 768 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })
    await quietContext(context)
    const { lastMinute } = await seedCruiseDeals('SGD')
    const count = lastMinute.items.length
    const page = await context.newPage()
    await page.goto('/cruisedeals')
    const deals = carousel(page, lastMinute.heading)
    const status = await statusOf(deals)
    await deals.scrollIntoViewIfNeeded()
    await expect(status).toHaveText(`Showing 1 of ${count}`)
    const slides = deals.getByRole('group')
    await expect(slides.first()).toBeInViewport({ ratio: 0.95 })
    await expect(slides.nth(1)).not.toBeInViewport()
    await deals.getByRole('button', { name: 'Next last minute deals' }).click()
    await expect(status).toHaveText(`Showing 2 of ${count}`)
    await context.close()
  })
})

test.describe('the deal enquiry', () => {
  // The carousels stand still (reduced motion), so what a test clicks stays where it is.
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'IN' }, reducedMotion: 'reduce' })

  test('the hero opens the static enquiry: Escape does not close it, its button does and focus goes back', async ({ page }) => {
    await page.goto('/cruisedeals')
    await hydrated(page)
    const hero = page.getByRole('button', { name: 'Enquire Now' })
    await expect(hero).toHaveAccessibleDescription('Enquire about our cruise deals')
    // A click anywhere on the picture.
    const box = (await heroImage(page).boundingBox())!
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.3)
    const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('input[name="leadvariation"]')).toHaveValue(DEAL_ENQUIRY.leadvariation)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(hero).toBeFocused()

    // An enquiry about one item closes on Escape, as every other form's modal does.
    const { landFlyCruise } = (await seedCruiseDeals('INR')).packages
    const opener = track(page, landFlyCruise.heading).getByRole('button', { name: `Book Now – ${landFlyCruise.items[0]!.name}` })
    await opener.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('a package’s Book Now names the package, and the lead records it', async ({ page }) => {
    await mintedFormTokens(page)
    const email = uniqueEmail('package')
    const { landFlyCruise } = (await seedCruiseDeals('INR')).packages
    const item = landFlyCruise.items[0]!
    const interest = DEAL_INTERESTS.at(-1)!
    await page.goto('/cruisedeals')
    await hydrated(page)
    const opener = track(page, landFlyCruise.heading).getByRole('button', { name: `Book Now – ${item.name}` })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.lead-modal__subtitle')).toHaveText(item.name)
    await fillContact(dialog, { email: email, first: 'Meera', last: 'Iyer' })
    await dialog.getByLabel('No. of Passengers').fill('2')
    await dialog.getByRole('checkbox', { name: interest, exact: true }).check()
    const thanks = await sendAndThank(page, dialog)
    await closeThanks(thanks, dialog, opener)

    const lead = await leadFor(email)
    expect(lead.kind).toBe('deal-enquiry')
    expect(lead.fields).toMatchObject({
      leadsource: DEAL_ENQUIRY.leadsource,
      leadvariation: item.name,
      passengers: '2',
      interest: [interest],
      country: 'India',
      currency_select: 'INR',
    })
  })

  test('a last-minute deal’s Book Now sends the deal, and another item opens a fresh form', async ({ page }) => {
    await mintedFormTokens(page)
    const email = uniqueEmail('deal')
    const view = await seedCruiseDeals('INR')
    const deal = view.lastMinute.items[0]!
    const dealName = `${deal.ship}, ${deal.nights}`
    const otherItem = view.packages.landCruise.items[0]!
    await page.goto('/cruisedeals')
    await hydrated(page)
    await carousel(page, view.lastMinute.heading)
      .getByRole('button', { name: new RegExp(`^Book Now – ${dealName}`) })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
    await expect(dialog.locator('.lead-modal__subtitle')).toHaveText(`${dealName}: ${deal.route}`)
    await fillContact(dialog, { email: email, first: 'Meera', last: 'Iyer' })
    const thanks = await sendAndThank(page, dialog)
    await thanks.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    const lead = await leadFor(email)
    expect(lead.fields).toMatchObject({ leadsource: DEAL_ENQUIRY.leadsource, leadvariation: dealName })

    await track(page, view.packages.landCruise.heading)
      .getByRole('button', { name: `Book Now – ${otherItem.name}` })
      .click()
    await expect(dialog.locator('.lead-modal__subtitle')).toHaveText(otherItem.name)
    await expect(dialog.locator('input[name="leadvariation"]')).toHaveValue(otherItem.name)
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled()
    await expect(dialog.getByLabel('Email')).toHaveValue('')
  })
})

test.describe('the cruise calendar', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })

  test('nothing is requested from the booking engine until the visitor asks; then a titled, sandboxed frame of fixed height', async ({ page }) => {
    const { calendar } = seedDocument<{ calendar: { heading: string; title: string; loadLabel: string; height: number } }>('cruiseDealsPage')
    const errors = consoleErrors(page)
    await page.goto('/cruisedeals')
    await hydrated(page)
    const section = page.getByRole('region', { name: calendar.heading })
    await section.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    await expect(section.locator('iframe')).toHaveCount(0)
    expect(bookingRequests).toEqual([])
    expect(errors).toEqual([])

    const box = section.locator('.deals-calendar')
    const before = await box.boundingBox()
    expect(before?.height).toBeCloseTo(calendar.height, 0)
    await section.getByRole('button', { name: calendar.loadLabel }).click()
    const frame = section.locator('iframe')
    await expect(frame).toHaveAttribute('title', calendar.title)
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox')
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toHaveAttribute('height', String(calendar.height))
    const src = (await frame.getAttribute('src')) ?? ''
    expect(src.startsWith(`${BOOKING_SEARCH_URL}?siid=${SITE_IDS.SGD}&`)).toBe(true)
    expect(src).toContain('sortColumn=departureDate&sortOrder=asc')
    await expect.poll(() => bookingRequests.length).toBeGreaterThan(0)
    expect(bookingRequests[0]).toBe(src)
    await expect(frame.contentFrame().getByText('Sailings')).toBeVisible()
    expect((await box.boundingBox())?.height).toBe(before?.height)
    expect(errors).toEqual([])
  })
})

test.describe('accessibility', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })

  test('the open enquiry has no WCAG 2.1 A/AA violations (axe) at 390×844 and 1280×800 (the page itself: every-page.spec)', async ({ page }) => {
    test.setTimeout(60_000)
    const { landCruise } = (await seedCruiseDeals('SGD')).packages
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await page.goto('/cruisedeals')
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      await track(page, landCruise.heading)
        .getByRole('button', { name: `Book Now – ${landCruise.items[0]!.name}` })
        .click()
      await expect(page.getByRole('dialog', { name: 'Enquire Now' })).toBeVisible()
      expect(await axeViolations(page), `modal at ${viewport.width}px`).toEqual([])
    }
  })
})

test.describe('without JavaScript', () => {
  // A browser's user agent: the server streams documents to browsers; this is what a visitor gets.
  test.use({
    javaScriptEnabled: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    extraHTTPHeaders: { 'CF-IPCountry': 'US' },
  })

  test('the page renders in full; a Book Now shows the enquiry in the page about that package, and it posts', async ({ page }) => {
    await mintedStartCookies(page)
    const view = await seedCruiseDeals('USD')
    const { landFlyCruise, landCruise, flyCruiseEvents } = view.packages
    const item = landFlyCruise.items.at(-1)!
    await page.goto('/cruisedeals')
    for (const { heading, items } of [landFlyCruise, landCruise, flyCruiseEvents])
      await expect(track(page, heading).getByRole('article')).toHaveCount(items.length)
    await expect(carousel(page, view.lastMinute.heading).getByRole('article')).toHaveCount(view.lastMinute.items.length)
    // The booking hub's banners are plain links to the booking engine.
    for (const banner of view.bookingHub) {
      const link = carousel(page, 'Cruise deal banners').getByRole('link', { name: new RegExp(`^${banner.label}`) })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('href', banner.href)
    }
    await expect(page.locator('#deal-enquiry-form')).toHaveCount(0)
    // The calendar is a link to the engine in a new tab.
    const calendar = page.getByRole('region', { name: 'Cruise Calendar' }).getByRole('link', { name: /Show the cruise calendar/ })
    expect(await calendar.getAttribute('href')).toContain(`siid=${SITE_IDS.USD}`)
    await expect(calendar).toHaveAttribute('target', '_blank')
    await expect(page.locator('iframe')).toHaveCount(0)

    await track(page, landFlyCruise.heading)
      .getByRole('link', { name: `Book Now – ${item.name}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/cruisedeals\\?form=deal-enquiry&item=${item.id}#deal-enquiry-form$`))
    const section = page.locator('#deal-enquiry-form')
    await expect(section.getByRole('heading', { name: 'Enquire Now' })).toBeVisible()
    await expect(section.locator('.lead-modal__subtitle')).toHaveText(item.name)
    const form = section.locator('form')
    await expect(form.locator('input[name="leadvariation"]')).toHaveValue(item.name)

    const email = uniqueEmail('nojs')
    await fillContact(form, { email: email, first: 'Meera', last: 'Iyer' })
    // The first correct send is taken: the visitor's token came with the form's pixel.
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(new RegExp(`/cruisedeals\\?item=${item.id}&form=deal-enquiry&lead=thanks#deal-enquiry-form$`))
    await expect(page.locator('#deal-enquiry-form').getByRole('status')).toContainText('Thank you for your submission!')
    expect((await leadFor(email)).fields).toMatchObject({ leadsource: DEAL_ENQUIRY.leadsource, leadvariation: item.name, currency_select: 'USD' })
  })

  test('the hero is a link to the general enquiry in the page', async ({ page }) => {
    await page.goto('/cruisedeals')
    await page.getByRole('link', { name: 'Enquire Now' }).click()
    await expect(page).toHaveURL(/\/cruisedeals\?form=deal-enquiry#deal-enquiry-form$/)
    await expect(page.locator('#deal-enquiry-form form input[name="leadvariation"]')).toHaveValue(DEAL_ENQUIRY.leadvariation)
  })
})
