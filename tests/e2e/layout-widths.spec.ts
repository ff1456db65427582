// Nothing off the screen (from 320 px phones to 1280 px desktops): on every route, at each width,
// the document is no wider than the window, and no element sticks out past the window's edges
// unless a scrolling or clipping container that itself fits holds it (carousels, scroll rows,
// tables that scroll). One visit per route, on a phone, resized through the widths; a screenshot
// of each width is kept in test-results/. The same visit checks that nothing moves while the page
// loads and hydrates: no layout shift at all.
import { expect, test, type Page } from '@playwright/test'

import { hydrated, pageSettled, pauseClock } from '../support/page-clock'
import { DISTINCT_PAGE_ROUTES } from '../support/routes'

const WIDTHS = [1280, 1024, 768, 390, 360, 320] as const
const HEIGHT = 900
/** Where the visit starts: a phone, as most visitors are and as Lighthouse measures. */
const PHONE_WIDTH = 390

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
        const moved = (entry.sources ?? []).map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName)))
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

for (const route of DISTINCT_PAGE_ROUTES) {
  test(`${route.path}: nothing off the screen from ${WIDTHS.at(-1)} to ${WIDTHS[0]} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: PHONE_WIDTH, height: HEIGHT })
    // Timers (carousels, the promo pop-up) wait: what moves must be the load itself.
    await pauseClock(page)
    await recordLayoutShifts(page)
    await page.goto(route.path)
    await hydrated(page)
    await pageSettled(page)
    const problems = (await layoutShifts(page)).map((shift) => `${PHONE_WIDTH} px, loading: layout shift ${shift}`)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })
      // Layout at the new width is done once the document reports it.
      await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBeLessThanOrEqual(width)
      const result = await page.evaluate(offScreen)
      if (result.documentWidth > result.windowWidth) problems.push(`${width} px: the page is ${result.documentWidth} px wide`)
      for (const offender of result.offenders) problems.push(`${width} px: ${offender}`)
      // Kept in the test's output folder (test-results/), passed or failed, to look at by eye.
      await page.screenshot({ path: testInfo.outputPath(`${width}px.png`) })
      // A page's closing band of colour runs into the footer: no white strip between them.
      const strip = await page.evaluate(() => {
        const band = document.querySelector('.meets-footer')
        const footer = document.querySelector('.site-footer')
        return band && footer ? Math.round(footer.getBoundingClientRect().top - band.getBoundingClientRect().bottom) : 0
      })
      if (strip !== 0) problems.push(`${width} px: ${strip} px between the last band and the footer`)
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
