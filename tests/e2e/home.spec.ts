import { type BrowserContext, expect, type Page, test } from '@playwright/test'

import { type SearchFormField, searchFormUrl } from '~/lib/booking'
import { chatNumberDigits, chatTextFor, findCampaign, liveCampaigns } from '~/lib/campaign'
import { campaignsQuery, searchWidgetQuery, siteSettingsQuery } from '~/lib/content/queries'
import type { HomeView } from '~/pages/home/view'

import { frameRendered, hydrated as waitForHydration, pageSettled, pauseClock } from '../support/page-clock'
import { BOOKING_HOST, BOOKING_SEARCH_URL, SITE_IDS } from '../support/routes'
import { IN_SEASON } from '../support/season'
import { runSeedQuery } from '../support/seed'
import { DEALS_HEADING } from '../support/seed-content'
import { seedDocument } from '../support/seed-documents'
import { seedHome } from '../support/seed-views'

// The home page in Chromium against the production build.

/** The chat button's link, to the site settings' chat number. */
const CHAT = `https://wa.me/${chatNumberDigits(seedDocument<{ chatNumber: string }>('siteSettings').chatNumber)}?text=`
/** The second e2e server (playwright.config.ts): its widget script URL answers 404. */
const WIDGET_FAIL_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_WIDGET_FAIL_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 1)}`

/** The page's h1 and its sections' h2s, in order. */
const headingsOf = (home: HomeView) => [
  home.title,
  ...[
    home.deals,
    home.news,
    home.destinations,
    home.brands,
    home.steps,
    home.feeling,
    home.benefits,
    home.testimonials,
    home.partners,
    home.specialOffers,
    home.itineraries,
  ].map((section) => section.heading),
]
const homePage = seedDocument<{ seo: { title: string; description: string } }>('homePage')
const homeSeo = homePage.seo

/** The group of deals a campaign puts first. */
async function firstGroupOf(utmCampaign: string): Promise<string> {
  const group = findCampaign(await runSeedQuery(campaignsQuery), utmCampaign)?.dealOrder[0]
  if (!group) throw new Error(`The seed's campaign ${utmCampaign} puts no group first`)
  return group
}

/** The chat text a visit that landed with this campaign value is given (the default one without). */
async function seedChatText(utmCampaign?: string): Promise<string | null> {
  return chatTextFor(liveCampaigns(await runSeedQuery(campaignsQuery), Date.parse(IN_SEASON)), utmCampaign)
}

/** No promo pop-up during these tests (it has its own), and no outbound request leaves the machine. */
async function quietContext(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      window.sessionStorage.setItem('contactModalShown', 'true')
    } catch {
      // storage unavailable: the pop-up may show, the tests do not depend on it
    }
  })
  await context.route(`${BOOKING_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }))
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Chat</title>' }))
}

test.beforeEach(async ({ context }) => {
  await quietContext(context)
})

/** Campaign values of the seed the tests land with: a destination campaign, and one with a chat text of its own. */
const EUROPE = 'Europe_Search_May25'
const FIESTA = 'Cruise_Fiesta_Sep25'
const ALASKA = 'Alaska_Search_May25'

/** The deal row, named by its section's heading. */
const dealCards = (page: Page) => page.getByRole('list', { name: DEALS_HEADING }).getByRole('article')
const heroLink = (page: Page) => page.locator('a.hero__link')
const chatLink = (page: Page) => page.getByRole('link', { name: 'Chat with us on WhatsApp' })
const chatText = async (page: Page) => {
  const href = (await chatLink(page).getAttribute('href')) ?? ''
  expect(href.startsWith(CHAT)).toBe(true)
  return decodeURIComponent(href.slice(CHAT.length))
}
/** Waits until React has hydrated the page (the UI kit marks its pieces); slow on a busy machine. */
const hydrated = (page: Page) => expect(page.locator('.scroll-row[data-ready]').first()).toBeAttached({ timeout: 15_000 })

test.describe('home page', () => {
  test('has the sections in the required order, one h1, and its head tags', async ({ page }) => {
    const HEADINGS = headingsOf(await seedHome('USD'))
    await page.goto('/')
    const headings = await page
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll('h1, h2')]
          .filter((heading) => !heading.closest('dialog'))
          .map((heading) => `${heading.tagName}:${heading.textContent?.trim()}`),
      )
    expect(headings.slice(0, HEADINGS.length)).toEqual(HEADINGS.map((text, index) => `${index === 0 ? 'H1' : 'H2'}:${text}`))
    // Then the promo sign-up, and nothing else.
    expect(headings.slice(HEADINGS.length)).toHaveLength(1)
    expect(headings[HEADINGS.length]).toMatch(/^H2:Sign up and get up to/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)

    await expect(page).toHaveTitle(homeSeo.title)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(homeSeo.description)
    expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toContain('book cruises online')
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe('/')
    // The campaign banner says in words what it offers and where it goes; its picture is not read twice.
    const bannerLink = page.locator('#campaign-banner a')
    await expect(bannerLink).toHaveAccessibleName(/^Short cruises from Singapore.*See the cheapest sailings.*opens the booking site in a new tab/)
    await expect(bannerLink.locator('img')).toHaveAttribute('alt', '')
    await expect(bannerLink.getByText('See the cheapest sailings')).toBeVisible()
    const ogImage = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
    expect(ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cdn\/images\//)
    expect((await page.request.get(ogImage)).status()).toBe(200)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', homeSeo.title)

    // The hero picture is the LCP candidate: eager and high priority; everything else is lazy.
    const heroImage = page.locator('.hero__image')
    await expect(heroImage).toHaveAttribute('loading', 'eager')
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high')
    const eager = await page.locator('main img[loading="eager"]').count()
    expect(eager).toBe(1)
    const withoutSize = await page.locator('main img:not([width]), main img:not([height])').count()
    expect(withoutSize).toBe(0)
  })

  test('shows every deal once, in ₹ with INR links for a visitor from India', async ({ browser }) => {
    const home = await seedHome('INR')
    const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'IN' } })
    await quietContext(context)
    const page = await context.newPage()
    await page.goto('/')
    await expect(dealCards(page)).toHaveCount(home.deals.items.length)
    const first = dealCards(page).first()
    const firstDeal = home.deals.items[0]!
    await expect(first).toContainText(`${firstDeal.priceLabel} ${firstDeal.price} ${home.deals.perPersonLabel}`)
    await expect(first).toContainText(`(${firstDeal.cabin})`)
    await expect(page.locator('.deal-card .price__amount')).toHaveText(home.deals.items.map((deal) => deal.price))
    for (const price of await page.locator('.deal-card .price__amount').allTextContents()) expect(price).toMatch(/^₹[\d,]+$/)
    const links = await page.locator('.deal-card a').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
    expect(links).toHaveLength(home.deals.items.length)
    for (const href of links) expect(new URL(href).searchParams.getAll('siid')).toEqual([SITE_IDS.INR])
    // Every booking link of the page is for INR.
    const all = await page.locator(`main a[href^="${BOOKING_HOST}"]`).evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
    expect(all.length).toBeGreaterThan(50)
    for (const href of all) expect(new URL(href).searchParams.get('siid'), href).toBe(SITE_IDS.INR)
    const offer = home.specialOffers.cards[0]!
    await expect(page.locator('.offer-card .price').first()).toHaveText(`${offer.priceLabel} ${offer.price} ${offer.perPersonLabel}`)
    // The promo's offer in the visitor's currency, formatted by the server like every price.
    await expect(page.locator('#promo-heading .promo-form__amount')).toHaveText('₹10,000')
    await context.close()
  })

  test('shows S$ and SGD links for a visitor from Singapore', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })
    await quietContext(context)
    const page = await context.newPage()
    const home = await seedHome('SGD')
    await page.goto('/')
    const firstDeal = home.deals.items[0]!
    await expect(dealCards(page).first()).toContainText(`${firstDeal.priceLabel} ${firstDeal.price} ${home.deals.perPersonLabel}`)
    await expect(page.locator('#promo-heading .promo-form__amount')).toHaveText('S$150')
    for (const price of await page.locator('.deal-card .price__amount').allTextContents()) expect(price).toMatch(/^S\$[\d,]+$/)
    const all = await page.locator(`main a[href^="${BOOKING_HOST}"]`).evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
    for (const href of all) expect(new URL(href).searchParams.get('siid'), href).toBe(SITE_IDS.SGD)
    await context.close()
  })

  test('a destination campaign puts its deals first and links the hero to its search', async ({ page }) => {
    const europe = await seedHome('USD', { utmCampaign: EUROPE })
    const group = await firstGroupOf(EUROPE)
    expect(europe.deals.items[0]?.title).toBe(group)
    await page.goto(`/?utm_campaign=${EUROPE}`)
    await expect(dealCards(page).first()).toHaveAttribute('data-deal-group', group)
    const href = (await heroLink(page).getAttribute('href')) ?? ''
    expect(href).toBe(europe.hero.link.href)
    const url = new URL(href)
    expect(url.origin).toBe(BOOKING_HOST)
    expect(url.searchParams.get('siid')).toBe(SITE_IDS.USD)
    expect(await page.locator('.hero__image').getAttribute('alt')).toMatch(/\S/)
    expect(await chatText(page)).toBe(await seedChatText(EUROPE))
  })

  test('/home is the same page: a permanent redirect to / that keeps the campaign', async ({ page, request }) => {
    const response = await request.get(`/home?utm_campaign=${EUROPE}&utm_source=google`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(`/?utm_campaign=${EUROPE}&utm_source=google`)
    await page.goto(`/home?utm_campaign=${EUROPE}`)
    await expect(page).toHaveURL(new RegExp(`/\\?utm_campaign=${EUROPE}$`))
    await expect(dealCards(page).first()).toHaveAttribute('data-deal-group', await firstGroupOf(EUROPE))
  })

  test('the organic page links the hero to the organic campaign’s page; an unknown campaign gets the generic search and no chat', async ({ page }) => {
    const organic = await seedHome('USD')
    await page.goto('/')
    await expect(heroLink(page)).toHaveAttribute('href', organic.hero.link.href)
    const organicImage = await page.locator('.hero__image').getAttribute('src')
    await expect(dealCards(page).first()).toHaveAttribute('data-deal-group', organic.deals.items[0]!.title)
    expect(await chatText(page)).toBe(await seedChatText())

    await page.goto('/?utm_campaign=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    const href = (await heroLink(page).getAttribute('href')) ?? ''
    // Any other value: the booking engine's search of everything, cheapest first.
    expect(href).toBe(`${BOOKING_SEARCH_URL}?siid=${SITE_IDS.USD}&lang=1&destinationtype=All&sortColumn=price&sortOrder=asc`)
    expect(await page.locator('.hero__image').getAttribute('src')).toBe(organicImage)
    await expect(dealCards(page).first()).toHaveAttribute('data-deal-group', organic.deals.items[0]!.title)
    await expect(chatLink(page)).toHaveCount(0)
    expect(await page.content()).not.toContain('<script>alert(1)')
  })

  test('the chat link follows the campaign of the first landing and a deal’s Book Now', async ({ page }) => {
    const fiestaText = await seedChatText(FIESTA)
    expect(fiestaText).not.toBe(await seedChatText())
    await page.goto(`/?utm_campaign=${FIESTA}`)
    expect(await chatText(page)).toBe(fiestaText)
    await expect(chatLink(page)).not.toHaveAttribute('target', /.+/)
    // Another page of the same visit keeps the first landing's campaign.
    await page.goto('/about')
    expect(await chatText(page)).toBe(fiestaText)

    await page.goto('/')
    await hydrated(page)
    const deal = dealCards(page).nth(2)
    const ship = (await deal.locator('h3').textContent())?.trim()
    const group = await deal.getAttribute('data-deal-group')
    const nights = (await deal.locator('.deal-card__nights').textContent())?.trim()
    const popup = page.waitForEvent('popup')
    await deal.getByRole('link', { name: new RegExp(`^Book Now – ${ship}, ${nights}`) }).click()
    await (await popup).close()
    await expect.poll(() => chatText(page)).toBe(`I'm Interested in the ${group} ${nights} sailing!`)
    expect(await chatLink(page).getAttribute('href')).toContain(`text=I'm%20Interested%20in%20the%20`)
  })

  test('a client-side visit renders the same cards as the server’s document', async ({ page }) => {
    const dealCount = (await seedHome('USD')).deals.items.length
    await page.goto('/')
    await hydrated(page)
    // Hydration kept the server's cards.
    await expect(dealCards(page)).toHaveCount(dealCount)
    // Every card as the visitor's DOM holds it (the slides' own attributes follow the carousel), with
    // inline styles in the browser's spelling: React sets a rendered style through the CSSOM.
    const rows = () =>
      page.locator('.scroll-row__item, .carousel__slide, .testimonials > li, .itineraries > li, .step, .benefit, .partners__logo').evaluateAll((cards) =>
        cards.map((card) => {
          const copy = card.cloneNode(true) as HTMLElement
          for (const styled of copy.querySelectorAll<HTMLElement>('[style]')) styled.setAttribute('style', styled.style.cssText)
          // useId names a tree the browser renders differently from one it hydrated (the half star's gradient).
          return copy.innerHTML.replace(/rating-half-[^")]+/g, 'rating-half-id')
        }),
      )
    const fromServer = await rows()

    // To /about and back through the header's links: no document loads, the cards come as data.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await page.getByRole('navigation').getByRole('link', { name: 'About Us' }).first().click()
    await expect(page).toHaveURL(/\/about$/)
    await page.locator('a.site-logo').click()
    await expect(page).toHaveURL(/\/$/)
    await expect(dealCards(page)).toHaveCount(dealCount)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(await rows()).toEqual(fromServer)
  })

  test('itinerary tabs: the default one first, one active, another on click, arrows move between them', async ({ page }) => {
    const { itineraries } = await seedHome('USD')
    const labels = itineraries.tabs.map((tab) => tab.label)
    const first = itineraries.tabs.findIndex((tab) => tab.id === itineraries.defaultTabId)
    // A tab after the default one, with a tab after it for the arrow key.
    const other = itineraries.tabs.length - 2
    expect(first).toBeGreaterThanOrEqual(0)
    expect(other).toBeGreaterThan(first)
    const linkOf = (tab: number) => itineraries.tabs[tab]!.items[0]!.href

    await page.goto('/')
    await hydrated(page)
    const tabs = page.getByRole('tablist', { name: itineraries.heading })
    await expect(tabs.getByRole('tab')).toHaveText(labels)
    await expect(tabs.getByRole('tab', { selected: true })).toHaveText(labels[first]!)
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    const links = () => page.getByRole('tabpanel').getByRole('link', { name: new RegExp(`^${itineraries.linkLabel}`) })
    await expect(links().first()).toHaveAttribute('href', linkOf(first))
    expect(new URL(linkOf(first)).searchParams.get('siid')).toBe(SITE_IDS.USD)

    await tabs.getByRole('tab', { name: labels[other]! }).click()
    await expect(tabs.getByRole('tab', { selected: true })).toHaveText(labels[other]!)
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(links().first()).toHaveAttribute('href', linkOf(other))
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { selected: true })).toHaveText(labels[other + 1]!)
  })

  test('a link with a hash that is not valid percent-encoding still gets the whole page, its tabs working', async ({ page }) => {
    const { itineraries } = await seedHome('USD')
    const defaultTab = itineraries.tabs.find((tab) => tab.id === itineraries.defaultTabId)!
    const otherTab = itineraries.tabs.find((tab) => tab !== defaultTab)!
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    for (const hash of ['#%', '#%E0%A4%A']) {
      // A document of its own each time (from one hash to another would only move in the page).
      await page.goto('about:blank')
      await page.goto(`/${hash}`)
      await hydrated(page)
      await expect(page.getByText('Something went wrong')).toHaveCount(0)
      const tabs = page.getByRole('tablist', { name: itineraries.heading })
      await expect(tabs.getByRole('tab', { selected: true })).toHaveText(defaultTab.label)
      await tabs.getByRole('tab', { name: otherTab.label, exact: true }).click()
      await expect(tabs.getByRole('tab', { selected: true })).toHaveText(otherTab.label)
    }
    expect(errors).toEqual([])
  })

  test.describe('carousels and rows', () => {
    test.use({ reducedMotion: 'reduce' })

    test('carousel arrows step by one and wrap both ways', async ({ page }) => {
      const home = await seedHome('USD')
      const destinations = home.destinations.items.length
      const brandCount = home.brands.items.length
      const themes = home.feeling.items.length
      await page.goto('/')
      const carousel = page.getByRole('region', { name: 'Destinations', exact: true })
      await expect(carousel).toHaveAttribute('data-ready', /.*/, { timeout: 15_000 })
      await carousel.scrollIntoViewIfNeeded()
      const status = carousel.locator('[aria-live]')
      const track = carousel.locator('.carousel__track')
      /** Which slide the track shows first, from where it is scrolled. */
      const firstShown = () =>
        track.evaluate((element) => {
          const slides = [...element.children] as HTMLElement[]
          const offset = element.scrollLeft + (slides[0]?.offsetLeft ?? 0)
          return slides.findIndex((slide) => Math.abs(slide.offsetLeft - offset) < 4) + 1
        })
      // Three slides a view on a desktop; the rows need more than that to step at all.
      expect(Math.min(destinations, brandCount, themes)).toBeGreaterThan(3)
      await expect(status).toHaveText(`Showing 1 to 3 of ${destinations}`)
      await carousel.getByRole('button', { name: 'Previous destinations' }).click()
      await expect(status).toHaveText(`Showing ${destinations - 2} to ${destinations} of ${destinations}`)
      await expect.poll(firstShown).toBe(destinations - 2)
      await carousel.getByRole('button', { name: 'Next destinations' }).click()
      await expect(status).toHaveText(`Showing 1 to 3 of ${destinations}`)
      await expect.poll(firstShown).toBe(1)
      await carousel.getByRole('button', { name: 'Next destinations' }).click()
      await expect(status).toHaveText(`Showing 2 to 4 of ${destinations}`)
      await expect.poll(firstShown).toBe(2)

      const brands = page.getByRole('region', { name: 'Cruise line offers', exact: true })
      await brands.getByRole('button', { name: 'Previous cruise line offers' }).click()
      await expect(brands.locator('[aria-live]')).toHaveText(`Showing ${brandCount - 2} to ${brandCount} of ${brandCount}`)
      await brands.getByRole('button', { name: 'Next cruise line offers' }).click()
      await expect(brands.locator('[aria-live]')).toHaveText(`Showing 1 to 3 of ${brandCount}`)

      const feeling = page.getByRole('region', { name: 'Cruise themes', exact: true })
      await feeling.getByRole('button', { name: 'Next cruise themes' }).click()
      await expect(feeling.locator('[aria-live]')).toHaveText(`Showing 2 to 4 of ${themes}`)
      await feeling.getByRole('button', { name: 'Previous cruise themes' }).click()
      await expect(feeling.locator('[aria-live]')).toHaveText(`Showing 1 to 3 of ${themes}`)
    })

    test('one card per view on a phone', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })
      await quietContext(context)
      const page = await context.newPage()
      const destinations = (await seedHome('USD')).destinations.items.length
      await page.goto('/')
      const carousel = page.getByRole('region', { name: 'Destinations', exact: true })
      await expect(carousel).toHaveAttribute('data-ready', /.*/, { timeout: 15_000 })
      await carousel.scrollIntoViewIfNeeded()
      await expect(carousel.locator('[aria-live]')).toHaveText(`Showing 1 of ${destinations}`)
      await carousel.getByRole('button', { name: 'Previous destinations' }).click()
      await expect(carousel.locator('[aria-live]')).toHaveText(`Showing ${destinations} of ${destinations}`)
      await context.close()
    })

    test('news and deal rows scroll by 300 px; the deal row loops', async ({ page }) => {
      const home = await seedHome('USD')
      await page.goto('/')
      await hydrated(page)
      const news = page.getByRole('list', { name: home.news.heading })
      const scrollLeft = (list: typeof news) => list.evaluate((element) => Math.round(element.scrollLeft))
      expect(await scrollLeft(news)).toBe(0)
      // Nothing above a row moves as the page scrolls to it: the deal row, below the first screen,
      // once stood a few pixels high until it neared the view and then grew, pushing the news
      // row down under the pointer.
      const pageTop = () => news.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY))
      const topBefore = await pageTop()
      await news.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await frameRendered(page)
      expect(await pageTop()).toBe(topBefore)
      await page.getByRole('button', { name: 'Next news' }).click()
      await expect.poll(() => scrollLeft(news)).toBe(300)
      await page.getByRole('button', { name: 'Next news' }).click()
      await expect.poll(() => scrollLeft(news)).toBe(600)
      await page.getByRole('button', { name: 'Previous news' }).click()
      await expect.poll(() => scrollLeft(news)).toBe(300)

      const deals = page.getByRole('list', { name: home.deals.heading })
      const max = await deals.evaluate((element) => element.scrollWidth - element.clientWidth)
      await page.getByRole('button', { name: 'Next deals' }).click()
      await expect.poll(() => scrollLeft(deals)).toBe(300)
      // Previous from the start goes to the end, next from the end back to the start.
      await page.getByRole('button', { name: 'Previous deals' }).click()
      await expect.poll(() => scrollLeft(deals)).toBe(0)
      await page.getByRole('button', { name: 'Previous deals' }).click()
      await expect.poll(() => scrollLeft(deals)).toBeGreaterThanOrEqual(max - 1)
      await page.getByRole('button', { name: 'Next deals' }).click()
      await expect.poll(() => scrollLeft(deals)).toBe(0)
    })
  })

  test('the native search form goes to the builder’s URL for the visitor’s currency', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const form = page.getByRole('form', { name: 'Cruise search' })
    await form.getByLabel('Destination').selectOption({ label: 'Japan' })
    await form.getByLabel('Duration').selectOption('4-6')
    const navigation = page.waitForRequest((request) => request.url().startsWith(BOOKING_HOST) && request.isNavigationRequest())
    await form.getByRole('button', { name: 'Search Cruises' }).click()
    expect((await navigation).url()).toBe(
      `${BOOKING_SEARCH_URL}?siid=${SITE_IDS.USD}&lang=1&destinationtype=All&Destinations=31&durations=4-6&sortColumn=price&sortOrder=asc`,
    )
  })

  test('nothing fails in the console and the CSP is never violated', async ({ browser }) => {
    // Three visits (one per currency), each scrolled through: slower than one page on a busy machine.
    test.setTimeout(90_000)
    const { itineraries } = await seedHome('USD')
    const otherTab = itineraries.tabs.find((tab) => tab.id !== itineraries.defaultTabId)!.label
    for (const country of ['US', 'IN', 'SG']) {
      const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': country } })
      await quietContext(context)
      await context.addInitScript(() => {
        const violations: string[] = []
        ;(window as unknown as { __cspViolations: string[] }).__cspViolations = violations
        document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
      })
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto(`/?utm_campaign=${ALASKA}`)
      await hydrated(page)
      // Scroll through the page so every lazy image loads and every section renders.
      for (let y = 0; y < 12; y++) {
        await page.mouse.wheel(0, 900)
        // One rendered frame per step: lazy images near the viewport are seen and start loading.
        await frameRendered(page)
      }
      await page.getByRole('button', { name: 'Next destinations' }).click()
      await page.getByRole('tab', { name: otherTab, exact: true }).click()
      await page.waitForLoadState('networkidle')
      const broken = await page
        .locator('main img')
        .evaluateAll((images) =>
          images
            .filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0)
            .map((image) => (image as HTMLImageElement).src),
        )
      expect(broken, country).toEqual([])
      expect(problems, country).toEqual([])
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), country).toEqual([])
      await context.close()
    }
  })
})

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('renders every section, working links and a native search that submits to the builder’s URL', async ({ page }) => {
    const home = await seedHome('USD', { utmCampaign: ALASKA })
    await page.goto(`/?utm_campaign=${ALASKA}`)
    for (const heading of headingsOf(home)) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    await expect(dealCards(page)).toHaveCount(home.deals.items.length)
    await expect(dealCards(page).first()).toHaveAttribute('data-deal-group', await firstGroupOf(ALASKA))
    expect(await chatText(page)).toBe(await seedChatText(ALASKA))
    await expect(page.getByRole('link', { name: home.news.viewAllLabel })).toHaveAttribute('href', home.news.viewAllPath)
    await expect(page.getByRole('link', { name: /^Read More/ }).first()).toHaveAttribute('rel', 'noopener')
    await expect(page.getByRole('link', { name: /^Read More/ }).first()).toHaveAttribute('target', '_blank')
    const offer = home.specialOffers.cards[0]!
    await expect(page.getByRole('link', { name: new RegExp(`^${offer.actionLabel} – ${offer.title}`) })).toHaveAttribute('href', offer.href)
    // Without JavaScript the tabs are links to their panels; the default one shows.
    const { tabs, defaultTabId } = home.itineraries
    const other = tabs.find((tab) => tab.id !== defaultTabId)!
    await expect(page.locator(`#itineraries-${defaultTabId}`)).toBeVisible()
    await expect(page.locator(`#itineraries-${other.id}`)).toBeHidden()
    await page.getByRole('link', { name: other.label, exact: true }).click()
    await expect(page.locator(`#itineraries-${other.id}`)).toBeVisible()

    // One choice in each of the form's selects, as the page offers them; the browser's own GET
    // submission must land on the URL the booking engine's link builder makes of them.
    const form = page.getByRole('form', { name: 'Cruise search' })
    const optionOf = (field: SearchFormField, index: number) => home.search.form.selects.find((select) => select.field === field)!.options[index]!
    const choices = {
      destinations: optionOf('destinations', 0),
      cruiseLines: optionOf('cruiseLines', 1),
      durations: optionOf('durations', 2),
      months: optionOf('months', 3),
    }
    await form.getByLabel('Destination').selectOption({ label: choices.destinations.label })
    await form.getByLabel('Cruise line').selectOption({ label: choices.cruiseLines.label })
    await form.getByLabel('Duration').selectOption(choices.durations.value)
    await form.getByLabel('Sailing month').selectOption(choices.months.value)
    const navigation = page.waitForRequest((request) => request.url().startsWith(BOOKING_HOST))
    await form.getByRole('button', { name: 'Search Cruises' }).click()
    const settings = await runSeedQuery(siteSettingsQuery)
    const values = Object.fromEntries(Object.entries(choices).map(([field, option]) => [field, option.value]))
    expect((await navigation).url()).toBe(searchFormUrl(settings.bookingEngine, 'USD', values))
  })
})

test.describe('search widget', () => {
  test('a failing widget script: the skeleton stays 1.5 s after the failure, then the native form shows', async ({ page }) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    // The page's timers run on a clock the test moves; the script's 404 arrives in real time.
    await pauseClock(page)
    const response = await page.goto(`${WIDGET_FAIL_ORIGIN}/`, { waitUntil: 'domcontentloaded' })
    // The widget's origin is listed in the page's CSP (its script, added by ours, runs under 'strict-dynamic').
    expect(response?.headers()['content-security-policy']).toMatch(
      new RegExp(`script-src 'sha256-[^;]*'strict-dynamic'[^;]*${WIDGET_FAIL_ORIGIN.replace(/[.:/]/g, '\\$&')}`),
    )
    const skeleton = page.getByRole('status', { name: 'Loading cruise search' })
    await expect(skeleton).toBeVisible()
    // No layout shift: the skeleton reserves the form's height.
    const skeletonBox = await skeleton.boundingBox()
    await waitForHydration(page)
    // The script is asked for once the page is idle (at the latest 1 s after hydration).
    const failure = page.waitForEvent('console', (message) => message.text().startsWith('Cruise search widget unavailable'))
    const scriptRequest = page.waitForRequest((request) => request.url().endsWith('/__e2e/missing-search-widget.js'))
    await page.clock.runFor(1_000)
    await scriptRequest
    await failure
    // The skeleton stays 1.5 s after the failure (the script's 404), then goes.
    await page.clock.runFor(1_499)
    await pageSettled(page)
    await expect(skeleton).toBeVisible()
    await page.clock.runFor(1)
    await expect(skeleton).toBeHidden()
    const form = page.getByRole('form', { name: 'Cruise search' })
    await expect(form).toBeVisible()
    const formBox = await form.boundingBox()
    expect(Math.abs((formBox?.height ?? 0) - (skeletonBox?.height ?? 0))).toBeLessThan(24)
    await expect(form.getByLabel('Destination')).toBeEnabled()
    expect(problems).toEqual([])
  })

  test('a working widget is initialised with the currency’s site id, and again after a currency change', async ({ page }) => {
    await page.route('**/__e2e/missing-search-widget.js', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: `window.CruiseSearchWidget = { init(element, preferences) {
          element.innerHTML = '<p data-testid="fake-widget">Widget for site ' + preferences.siteItemId + ', ' + preferences.basicSearchFields.join(' ') + '</p>'
        } }`,
      }),
    )
    const { basicSearchFields } = await runSeedQuery(searchWidgetQuery)
    await page.goto(`${WIDGET_FAIL_ORIGIN}/`)
    await expect(page.getByTestId('fake-widget')).toHaveText(`Widget for site ${SITE_IDS.USD}, ${basicSearchFields.join(' ')}`)
    await expect(page.getByRole('status', { name: 'Loading cruise search' })).toHaveCount(0)
    expect(
      await page.evaluate(() => (window as unknown as { cruiseSearchWidgetPreferences?: { siteItemId: number } }).cruiseSearchWidgetPreferences?.siteItemId),
    ).toBe(Number(SITE_IDS.USD))
    await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('INR')
    await expect(page.getByTestId('fake-widget')).toHaveText(new RegExp(`Widget for site ${SITE_IDS.INR}`))
  })
})
