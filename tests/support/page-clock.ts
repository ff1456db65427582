// Time rules in the browser (the promo pop-up's delay, carousels' periods) are tested on a clock
// the test controls: Playwright's fake clock, paused before the page loads, so a timer fires only
// when the test moves time on, however slow the machine is.
import { expect, type Page } from '@playwright/test'

/** Installs the fake clock at the present time and stops it; nothing timed runs until `runFor`. */
export async function pauseClock(page: Page): Promise<void> {
  const now = Date.now()
  await page.clock.install({ time: now })
  await page.clock.pauseAt(now + 1_000)
}

/**
 * Waits until React has hydrated the page and run its effects. The root's <ScrollRestoration>,
 * the last thing in the document, sets history.scrollRestoration to 'manual' in an effect; effects
 * run children first, so by then every effect of the page's components has run (the same signal
 * the preview overlays wait for, app/lib/preview/overlays.ts). Polled from the test, not with a
 * timer in the page, so it works with the page's clock paused.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => history.scrollRestoration), { timeout: 20_000 }).toBe('manual')
}

/**
 * Lets whatever the page has queued run: React renders scheduled by a timer that just fired go
 * through a MessageChannel task, and tasks run in order, so once a message posted now arrives,
 * those renders have committed. For checking that something has NOT changed after `runFor`.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )
}

/**
 * Waits until the browser has rendered a frame since now: a frame callback runs before its frame's
 * style, layout and paint, so the second callback means the first frame was drawn (what came into
 * view was laid out, content-visibility decided, lazy images near the view seen).
 */
export async function frameRendered(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}
