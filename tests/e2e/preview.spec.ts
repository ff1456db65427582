// Preview mode on the embedded dataset (ADR 12): the seed's one draft, an unpublished deal, is
// absent for the public, present in a content editor's preview session, absent again after it;
// a wrong secret gets 401 and no cookie. Preview pages are never cached and only the Studio may
// frame them.
import { expect, test } from '@playwright/test'

import { E2E_PREVIEW_SECRET } from '../support/e2e-leads'
import { pauseClock } from '../support/page-clock'
import { DEALS_HEADING } from '../support/seed-content'
import { seedDocumentsOf } from '../support/seed-documents'

const deals = seedDocumentsOf<{ ship: string }>('deal')
/** The ship of the seed's one draft deal, and of a published one. */
const DRAFT_SHIP = deals.find((deal) => deal._id.startsWith('drafts.'))!.ship
const PUBLISHED_SHIP = deals.find((deal) => !deal._id.startsWith('drafts.') && deal.ship !== DRAFT_SHIP)!.ship
const enableUrl = (secret: string, pathname = '/') =>
  `/api/preview-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`

test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })

const dealRow = (page: import('@playwright/test').Page) => page.getByRole('list', { name: DEALS_HEADING })

test('a draft deal: absent publicly, shown in preview with a valid secret, absent again after disabling', async ({ page, context }) => {
  // The home page's promo pop-up opens after its delay and would cover the preview bar: its clock
  // stays still here, however long the test takes.
  await pauseClock(page)
  await page.goto('/')
  await expect(dealRow(page).getByRole('heading', { name: PUBLISHED_SHIP }).first()).toBeAttached()
  await expect(dealRow(page).getByRole('heading', { name: DRAFT_SHIP })).toHaveCount(0)

  const preview = await page.goto(enableUrl(E2E_PREVIEW_SECRET, '/'))
  expect(new URL(page.url()).pathname).toBe('/')
  await expect(dealRow(page).getByRole('heading', { name: DRAFT_SHIP })).toHaveCount(1)
  const headers = preview!.headers()
  expect(headers['cache-control']).toBe('no-store')
  expect(headers['content-security-policy']).toContain('frame-ancestors http://localhost:3333')
  expect(headers['x-frame-options']).toBeUndefined()
  const [session] = (await context.cookies()).filter((cookie) => cookie.name === '__hl_preview')
  expect(session).toMatchObject({ httpOnly: true, path: '/' })

  // Another visitor at the same moment sees the published site.
  const stranger = await context.browser()!.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })
  const other = await stranger.newPage()
  const publicAnswer = await other.goto('/')
  await expect(dealRow(other).getByRole('heading', { name: DRAFT_SHIP })).toHaveCount(0)
  expect(publicAnswer!.headers()['x-frame-options']).toBe('DENY')
  expect(publicAnswer!.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  await stranger.close()

  // Leaving is the preview bar's button (a POST): a plain GET of the address does nothing.
  expect((await page.request.get('/api/preview-mode/disable?redirect=%2F', { maxRedirects: 0 })).status()).toBe(405)
  expect((await context.cookies()).some((cookie) => cookie.name === '__hl_preview')).toBe(true)
  await expect(page.getByRole('status').filter({ hasText: 'Preview: this page shows drafts.' })).toBeVisible()
  await page.getByRole('button', { name: 'Leave preview' }).click()
  await expect(page.getByRole('button', { name: 'Leave preview' })).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe('/')
  await expect(dealRow(page).getByRole('heading', { name: DRAFT_SHIP })).toHaveCount(0)
  expect((await context.cookies()).filter((cookie) => cookie.name === '__hl_preview')).toEqual([])
})

test('an invalid secret gets 401 and no cookie; the page stays public', async ({ page, context, request }) => {
  for (const secret of ['wrong', '', `${E2E_PREVIEW_SECRET}x`]) {
    const answer = await request.get(enableUrl(secret), { maxRedirects: 0 })
    expect(answer.status()).toBe(401)
    expect(answer.headers()['set-cookie']).toBeUndefined()
  }
  const answer = await page.goto(enableUrl('wrong'))
  expect(answer!.status()).toBe(401)
  expect(await context.cookies()).toEqual([])
  await page.goto('/')
  await expect(dealRow(page).getByRole('heading', { name: DRAFT_SHIP })).toHaveCount(0)
})

test('a forged session cookie shows nothing but the published site', async ({ page, context, baseURL }) => {
  // A session as the site writes it (the framework's signed cookie: JSON, a dot, the signature), signed by someone else.
  const session = btoa(JSON.stringify({ endsAt: Math.floor(Date.now() / 1000) + 3600 }))
  await context.addCookies([{ name: '__hl_preview', value: encodeURIComponent(`${session}.${'A'.repeat(43)}`), url: baseURL! }])
  await page.goto('/')
  await expect(dealRow(page).getByRole('heading', { name: DRAFT_SHIP })).toHaveCount(0)
})

// Stega and the Studio's overlays (ADR 12): in preview, texts carry invisible edit markers and
// the overlays' own script loads; publicly neither. What a visitor reads is the same either way.
const STEGA = /[\u200B-\u200D\u2060-\u2064\uFEFF]/
const STEGA_ALL = /[\u200B-\u200D\u2060-\u2064\uFEFF]|\uD834[\uDD73-\uDD7A]/g
const visible = (text: string) => text.replace(STEGA_ALL, '')
const ARTICLE = '/Best-Time-To-Cruise'

/** What a page shows: the article's main text and the home page's Hot Deals cards (but the draft). */
async function readPages(page: import('@playwright/test').Page) {
  await page.goto(ARTICLE)
  const article = await page.locator('main').innerText()
  const articleHtml = await page.content()
  await page.goto('/')
  const cards = (await dealRow(page).getByRole('listitem').allTextContents()).filter((text) => !visible(text).includes(DRAFT_SHIP))
  return { article, cards, html: articleHtml + (await page.content()) }
}

/** Requests for the overlays' bundle, and the page's errors, from now on. */
function watchOverlays(page: import('@playwright/test').Page) {
  const overlayRequests: string[] = []
  const problems: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/build/_preview/')) overlayRequests.push(request.url())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  return { overlayRequests, problems }
}

// Each of the three tests below does a few page loads, so that each stays well inside its time on
// a busy machine (one test doing all nine loads ran out of time under load, and Playwright then
// reported the navigation it cut off as net::ERR_ABORTED).
test('public pages: no stega markers and no overlays', async ({ page }) => {
  const { overlayRequests, problems } = watchOverlays(page)
  const publicView = await readPages(page)
  expect(publicView.html).not.toMatch(STEGA)
  expect(overlayRequests).toEqual([])
  await expect(page.locator('sanity-visual-editing')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('preview: the overlays load, texts carry markers, a visitor reads the same words and prices; head tags stay clean', async ({ page, browser }) => {
  // What the public reads, in a context of its own.
  const publicContext = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })
  const publicView = await readPages(await publicContext.newPage())
  await publicContext.close()

  const { overlayRequests, problems } = watchOverlays(page)
  const overlays = page.waitForResponse((response) => /\/build\/_preview\/overlays-\w+\.js$/.test(response.url()))
  await page.goto(enableUrl(E2E_PREVIEW_SECRET, ARTICLE))
  expect((await overlays).status()).toBe(200)
  // The overlays start once the page has hydrated, next to <body> (outside React's document).
  await expect(page.locator('sanity-visual-editing')).toBeAttached({ timeout: 15_000 })
  // Head tags and structured data never carry markers.
  expect(await page.locator('head').innerHTML()).not.toMatch(STEGA)
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).not.toMatch(STEGA)

  const previewView = await readPages(page)
  // Texts editors can click in the Studio carry markers: the article's, the deal cards'.
  expect(previewView.html).toMatch(STEGA)
  expect(previewView.article).toMatch(STEGA)
  expect(previewView.cards.join('\n')).toMatch(STEGA)
  // A visitor reads exactly the same words and prices.
  expect(visible(previewView.article)).toBe(publicView.article)
  expect(previewView.cards.map(visible)).toEqual(publicView.cards)
  // Outside the Studio's iframe the overlays stay idle: no error, no CSP violation.
  expect(overlayRequests.length).toBeGreaterThan(0)
  expect(problems).toEqual([])
})

test('after the session: the public page again, without markers or overlays', async ({ page, context }) => {
  await page.goto(enableUrl(E2E_PREVIEW_SECRET, '/'))
  expect(await page.content()).toMatch(STEGA)
  await page.getByRole('button', { name: 'Leave preview' }).click()
  await expect(page.getByRole('button', { name: 'Leave preview' })).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe('/')
  expect(await page.content()).not.toMatch(STEGA)
  // The next page, loaded afresh (the preview page may still have been fetching its overlays' chunks).
  const { overlayRequests } = watchOverlays(page)
  await page.goto('/about')
  expect(await page.content()).not.toMatch(STEGA)
  await expect(page.locator('sanity-visual-editing')).toHaveCount(0)
  expect(overlayRequests).toEqual([])
  expect((await context.cookies()).filter((cookie) => cookie.name === '__hl_preview')).toEqual([])
})

test('preview as of a date: the session sees that day’s site, kept across its pages until Back to today; the public never does', async ({ page, browser }) => {
  const dated = '/?preview-date=2027-12-12'
  // A visitor sending the parameter gets the page of today, with no cookie and no bar.
  const publicContext = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })
  const visitor = await publicContext.newPage()
  const publicAnswer = await visitor.goto(dated)
  expect(publicAnswer!.headers()['set-cookie'] ?? '').not.toContain('__hl_preview_date')
  await expect(visitor.locator('.preview-bar')).toHaveCount(0)
  expect(await dealRow(visitor).getByRole('listitem').count()).toBeGreaterThan(2)
  await publicContext.close()

  // In the editor's session: the site of 12 Dec 2027, after the last sailing of the dataset.
  await page.goto(enableUrl(E2E_PREVIEW_SECRET, dated))
  await expect(page.getByRole('status').filter({ hasText: 'Previewing the site as of' })).toContainText('Dec 12, 2027')
  const cards = page.locator('.home-section--deals .deal-card')
  await expect(cards).toHaveCount(2)
  await expect(cards.locator('.deal-card__when')).toHaveText([/New dates soon$/, /New dates soon$/])
  // Its next page keeps the day.
  await page.goto('/cruisedeals')
  await expect(page.locator('.preview-bar')).toContainText('Dec 12, 2027')
  // Only the themed sailing is left, waiting for new dates (the Diwali one is not sold in SGD).
  await expect(page.locator('.deals-card--package')).toHaveCount(1)
  await expect(page.locator('.deals-card--package')).toContainText('New dates soon')
  // Back to today: the server's own clock again, every package of the season on offer.
  await page.getByRole('link', { name: 'Back to today' }).click()
  await expect(page).toHaveURL(/\/cruisedeals\?preview-date=$/)
  // Still the preview (drafts), as of today: the bar names no day.
  await expect(page.locator('.preview-bar')).toContainText('Preview: this page shows drafts.')
  await expect(page.locator('.preview-bar time')).toHaveCount(0)
  expect(await page.locator('.deals-card--package').count()).toBeGreaterThan(2)
  await page.goto('/')
  await expect(page.locator('.preview-bar time')).toHaveCount(0)
})
