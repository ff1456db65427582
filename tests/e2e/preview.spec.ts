// Preview mode on the embedded dataset (issue 8): the seed's one draft, an unpublished deal, is
// absent for the public, present in a content editor's preview session, absent again after it;
// a wrong secret gets 401 and no cookie. Preview pages are never cached and only the Studio may
// frame them.
import { expect, test } from '@playwright/test'

import { E2E_PREVIEW_SECRET } from '../support/e2e-leads'

const DRAFT_SHIP = 'Anthem of the Seas'
const enableUrl = (secret: string, pathname = '/') =>
  `/api/preview-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`

test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })

const dealRow = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Hot deals' })

test('a draft deal: absent publicly, shown in preview with a valid secret, absent again after disabling', async ({ page, context }) => {
  await page.goto('/')
  await expect(dealRow(page).getByRole('heading', { name: 'Ovation of the Seas' }).first()).toBeAttached()
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

  await page.goto('/api/preview-mode/disable?redirect=%2F')
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
  await context.addCookies([{ name: '__hl_preview', value: `v1.${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`, url: baseURL! }])
  await page.goto('/')
  await expect(dealRow(page).getByRole('heading', { name: DRAFT_SHIP })).toHaveCount(0)
})
