// Every public page (the route table, every article, the not-found page), one visit each, on a
// phone resized through the widths, for what every page must do:
// - it answers with its heading, title, description, canonical link and the chrome, and the
//   navigation marks it (or nothing, outside the navigation);
// - it hydrates under its Content Security Policy without a violation, and an inline script
//   injected into its HTML (as a cache or proxy could) is refused;
// - nothing moves while it loads and hydrates: no layout shift at all;
// - nothing off the screen from 320 px phones to 1280 px desktops: the document is no wider than
//   the window, and no element sticks out past its edges unless a scrolling or clipping container
//   that itself fits holds it (carousels, scroll rows, tables that scroll); a screenshot of a
//   width with a problem (of every width with E2E_SCREENSHOTS=1) is kept in test-results/;
// - axe finds no WCAG 2.1 A/AA violation on a phone and a desktop, hydrated (the page's timers run
//   again for it: axe needs them; the promo pop-up has been shown this session already and is
//   checked where it opens, as are all dialogs: forms, cruisedeals and offers specs).
import { expect, type Page, test } from '@playwright/test'

import { PROMO_STORAGE } from '../../app/lib/leads/forms/fields'
import { axeViolations, DESKTOP, PHONE } from '../support/axe'
import { expectChrome } from '../support/chrome'
import { hydrated, pageSettled, pauseClock } from '../support/page-clock'
import { BRAND_NAME, DISTINCT_PAGE_ROUTES } from '../support/routes'

const NOT_FOUND = '/no-such-page'
/** Every page, a later Newsroom page (the pager's other state) and the not-found page. */
const PATHS = [...DISTINCT_PAGE_ROUTES.map((route) => route.path), '/media?page=3', NOT_FOUND]

type CspWindow = Window & { cspViolations?: string[]; injectedRan?: boolean }

/**
 * Records the page's CSP violations from the first byte on, and hands the browser the document
 * as the server sent it (headers and all) with one inline script more before </body>.
 */
async function injectScript(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as CspWindow).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`))
  })
  await page.route(
    (url) => `${url.pathname}${url.search}` === path,
    async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      const html = (await response.text()).replace('</body>', '<script>window.injectedRan = true</script></body>')
      await route.fulfill({ response, headers, body: html })
    },
    { times: 1 },
  )
}

const WIDTHS = [1280, 1024, 768, 390, 360, 320] as const
const HEIGHT = 900
/** Where the visit starts: a phone, as most visitors are and as Lighthouse measures. */
const PHONE_WIDTH = 390
/** Where the navigation shows as a row, and the chrome is checked. */
const DESKTOP_WIDTH = 1280

type ShiftWindow = Window & { layoutShifts?: { flush: () => string[] } }

/**
 * Records every layout shift from the first byte on (the Layout Instability API, as Lighthouse's
 * CLS counts them: shifts right after the visitor's own input are not counted), each named by the
 * elements that moved.
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }
    const shifts: string[] = []
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName),
        )
        shifts.push(`${entry.value.toFixed(4)} (${moved.join(', ')})`)
      }
    }
    const observer = new PerformanceObserver((list) => record(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    // Entries not yet handed to the observer's callback are taken from its queue.
    const flush = () => {
      record(observer.takeRecords())
      return shifts
    }
    ;(window as ShiftWindow).layoutShifts = { flush }
  })
}

/** The layout shifts recorded so far, including those not yet handed to the observer. */
function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const recorder = (window as ShiftWindow).layoutShifts
    if (!recorder) throw new Error('recordLayoutShifts() was not installed before the visit')
    return recorder.flush()
  })
}

/** What sticks out at the current width: the document's overflow and each offending element, named. */
function offScreen(): { documentWidth: number; windowWidth: number; offenders: string[] } {
  const windowWidth = document.documentElement.clientWidth
  const fits = (rect: DOMRect) => rect.left >= -0.5 && rect.right <= windowWidth + 0.5
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : ''
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''
    return `${element.tagName.toLowerCase()}${id}${classes}`
  }
  const offenders: string[] = []
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0 || fits(rect)) continue
    const style = getComputedStyle(element)
    // Hidden for sighted visitors on purpose (screen-reader text), or wholly left of the page (a
    // spam trap), where no sideways scroll can reach it.
    if (style.visibility === 'hidden' || style.clipPath !== 'none' || style.clip !== 'auto' || rect.right <= 0) continue
    // Held by a scrolling or clipping container that fits (a card inside a carousel's clipped
    // track, itself inside the carousel's window, is held by the window).
    let held = false
    for (let parent = element.parentElement; parent && parent !== document.body && !held; parent = parent.parentElement) {
      held = getComputedStyle(parent).overflowX !== 'visible' && fits(parent.getBoundingClientRect())
    }
    if (!held) offenders.push(`${name(element)} [${Math.round(rect.left)}, ${Math.round(rect.right)}]`)
  }
  return { documentWidth: document.documentElement.scrollWidth, windowWidth, offenders: offenders.slice(0, 10) }
}

/**
 * Scrolls the page from top to bottom a screen at a time, a frame at each stop, and back to the
 * top: every section that renders only near the screen (content-visibility: auto, home) has then
 * rendered at this width, as for a visitor who read the page. axe judges colours by what is drawn
 * at a point, and a section not yet drawn at the width it scrolls to is judged by the guessed
 * layout around it (the footer's colour behind a link in the last section).
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top)
      await frame()
    }
    window.scrollTo(0, 0)
    await frame()
  })
}

for (const path of PATHS) {
  const route = DISTINCT_PAGE_ROUTES.find((entry) => entry.path === path.split('?')[0])
  test(`${path}: its head and chrome, its CSP, no layout shift, nothing off the screen from ${WIDTHS.at(-1)} to ${WIDTHS[0]} px, no WCAG violation`, async ({
    page,
  }, testInfo) => {
    await page.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), PROMO_STORAGE.shown)
    await page.setViewportSize({ width: PHONE_WIDTH, height: HEIGHT })
    // Timers (carousels, the promo pop-up) wait: what moves must be the load itself.
    await pauseClock(page)
    await recordLayoutShifts(page)
    await injectScript(page, path)
    const response = await page.goto(path)
    expect(response?.status()).toBe(route ? 200 : 404)
    await hydrated(page)
    await pageSettled(page)
    const problems = (await layoutShifts(page)).map((shift) => `${PHONE_WIDTH} px, loading: layout shift ${shift}`)

    // Ran under its policy: the one violation is the injected script, which did not run.
    expect(await page.evaluate(() => (window as CspWindow).injectedRan)).toBeUndefined()
    await expect.poll(() => page.evaluate(() => (window as CspWindow).cspViolations)).toEqual(['script-src-elem inline'])

    // Its own head tags.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route?.heading ?? 'Page not found')
    await expect(page).toHaveTitle(route ? /\S/ : `Page not found | ${BRAND_NAME}`)
    if (route) {
      expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(20)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical ?? '').pathname).toBe(route.canonicalPath)
    }

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })
      // Layout at the new width is done once the document reports it.
      await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBeLessThanOrEqual(width)
      if (width === DESKTOP_WIDTH) {
        // The chrome, and the navigation marking this page (or nothing, outside it), where it shows.
        await expectChrome(page)
        const current = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')
        if (route?.navLabel) {
          await expect(current).toHaveCount(1)
          await expect(current).toContainText(route.navLabel)
        } else {
          await expect(current).toHaveCount(0)
        }
      }
      const found = problems.length
      const result = await page.evaluate(offScreen)
      if (result.documentWidth > result.windowWidth) problems.push(`${width} px: the page is ${result.documentWidth} px wide`)
      for (const offender of result.offenders) problems.push(`${width} px: ${offender}`)
      // A page's closing band of colour runs into the footer: no white strip between them.
      const strip = await page.evaluate(() => {
        const band = document.querySelector('.meets-footer')
        const footer = document.querySelector('.site-footer')
        return band && footer ? Math.round(footer.getBoundingClientRect().top - band.getBoundingClientRect().bottom) : 0
      })
      if (strip !== 0) problems.push(`${width} px: ${strip} px between the last band and the footer`)
      // A width with a problem is kept as a picture in the test's output folder (test-results/).
      if (problems.length > found || process.env.E2E_SCREENSHOTS) await page.screenshot({ path: testInfo.outputPath(`${width}px.png`) })
    }

    // axe, on a phone and on a desktop, with the page's timers running again (axe waits on them).
    await page.clock.resume()
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size)
      // Laid out at the new width once the document reports it (less a scrollbar, if any).
      await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBeGreaterThan(size.width - 30)
      await scrollThrough(page)
      problems.push(...(await axeViolations(page)).map((violation) => `${size.width} px, axe: ${violation}`))
    }
    expect(problems).toEqual([])
  })
}

test('the home sign-up: beside the form from 900 px, its picture starts level with the form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: HEIGHT })
  await page.goto('/')
  await page.locator('#promo .promo-section__banner').scrollIntoViewIfNeeded()
  // All three boxes from one layout: the sections above render as they near the view and the
  // browser moves the scroll to keep this one still, so boxes read one after another can come
  // from two scroll positions.
  const { banner, fields, row } = await page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect()
      return rect ? { x: rect.x, y: rect.y, width: rect.width } : null
    }
    return { banner: box('#promo .promo-section__banner'), fields: box('#promo form'), row: box('#promo .promo-section__inner') }
  })
  expect(banner && fields && row).toBeTruthy()
  // Side by side, and the picture at the top of the row (it was centred on the long form).
  expect(banner!.x + banner!.width).toBeLessThanOrEqual(fields!.x)
  expect(Math.abs(banner!.y - row!.y)).toBeLessThanOrEqual(1)
})

type FirstFrameWindow = Window & { firstFrame?: { mainBegun: boolean; menuButton: boolean; heroWhole: boolean } }

test('a slow phone paints its first frame with the header whole, and on home the hero whole', async ({ page }) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: HEIGHT })
  // A phone's CPU: the parser yields mid-page, where an unheld first frame would show it half-built.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  // A frame callback asked for at the document's start runs in its first frame.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      ;(window as FirstFrameWindow).firstFrame = {
        mainBegun: document.getElementById('main') !== null,
        // The last of the header's tools, laid out from the right.
        menuButton: document.querySelector('.site-header__tools .menu-button') !== null,
        heroWhole: document.getElementById('campaign-banner') !== null,
      }
    })
  })
  const firstFrame = () => page.evaluate(() => (window as FirstFrameWindow).firstFrame)
  await page.goto('/')
  await expect.poll(firstFrame).toEqual({ mainBegun: true, menuButton: true, heroWhole: true })
  await page.goto('/Best-Time-To-Cruise')
  await expect.poll(firstFrame).toMatchObject({ mainBegun: true, menuButton: true })
})
