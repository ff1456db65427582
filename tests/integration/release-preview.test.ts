// Content releases (ADR 41), on the production server reading the stand-in Content Lake
// (studio/e2e/content-lake.ts) as it reads a Sanity project: an editor's release lowers a deal's
// price; the preview shows it when the Studio's perspective menu chooses the release (over a draft
// of the same deal), drafts or published content when it chooses those; the public site never
// sees it; scheduled, it goes live when the lake's clock reaches its time, through the same publish
// webhook as a publish by hand, with no one at the desk.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatMoney } from '~/lib/currency/money'
import { PREVIEW_PARAMS } from '~/lib/preview/mode.server'
import { PREVIEW_PERSPECTIVE_COOKIE, PREVIEW_PERSPECTIVE_PARAM } from '~/lib/preview/preview-perspective.server'

import { type ContentLake, siteEnvFor, startContentLake } from '../../studio/e2e/content-lake'
import { waitFor } from '../support/lead-sinks'
import { ensureBuild, freePort } from '../support/leads'
import { SEED_PATH } from '../support/seed'
import { startServer, type TestServer } from '../support/server'

const WEBHOOK_SECRET = 'release-preview-webhook-secret-0123456789'
const PREVIEW_SECRET = 'release-preview-studio-secret-0123456789'
/** A deal on the home page's hot deals. */
const DEAL_ID = 'deal-singapore-resorts-world-one-2n-port-klang'
const RELEASE = { id: 'rMidnightDrop', title: 'Midnight price drop' }
const dir = mkdtempSync(path.join(tmpdir(), 'hl-release-preview-'))
let lake: ContentLake
let site: TestServer
/** The deal's price in rupees as published, in the release, and in an editor's draft. */
let published = 0
const inRelease = () => published - 2000
const inDraft = () => published - 1000

/** A call to the lake's HTTP API as the Studio makes it (its token, the lake's own certificate). */
function lakeCall(pathname: string, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${lake.url}/v2025-02-19/data/${pathname}/production`,
      { method: 'POST', ca: readFileSync(lake.certificateFile), headers: { authorization: 'Bearer offline', 'content-type': 'application/json' } },
      (answer) => {
        let text = ''
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }))
      },
    )
    call.on('error', reject)
    call.end(JSON.stringify(body))
  })
}

async function actions(...list: Array<Record<string, unknown>>) {
  const answer = await lakeCall('actions', { actions: list, transactionId: randomUUID() })
  expect(answer.status, answer.body).toBe(200)
}

/** The home page as a visitor in India sees it (with `cookie`: an editor's preview), its HTML. */
async function home(cookie = '', search = ''): Promise<{ html: string; setCookies: string[] }> {
  const answer = await fetch(`${site.url}/${search}`, { headers: { 'cf-ipcountry': 'IN', cookie } })
  expect(answer.status).toBe(200)
  return { html: await answer.text(), setCookies: answer.headers.getSetCookie() }
}

const showsPrice = (html: string, rupees: number) => html.includes(formatMoney(rupees, 'INR'))

/** The Presentation tool opening the site with `perspective` chosen in the Studio: the session's cookies. */
async function enablePreview(perspective: string): Promise<string> {
  const params = new URLSearchParams({
    [PREVIEW_PARAMS.secret]: PREVIEW_SECRET,
    [PREVIEW_PARAMS.pathname]: '/',
    [PREVIEW_PERSPECTIVE_PARAM]: perspective,
  })
  const enable = await fetch(`${site.url}/api/preview-mode/enable?${params}`, { redirect: 'manual' })
  expect(enable.status, await enable.text()).toBe(307)
  return enable.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

beforeAll(async () => {
  ensureBuild()
  lake = await startContentLake({ studioDir: dir, datasetPath: SEED_PATH })
  published = (lake.document(DEAL_ID)?.price as { INR: number }).INR
  site = await startServer(await freePort(), {
    // The lake as its Sanity project; only the lake's Studio may frame a preview.
    ...siteEnvFor(lake),
    SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    COUNTRY_HEADER: 'cf-ipcountry',
    LEADS_DB_PATH: path.join(dir, 'leads.sqlite'),
    LEADS_MAIL_DIR: path.join(dir, 'mail'),
    REQUEST_LOG: 'off',
  })
  lake.sendPublishWebhooks({ url: `${site.url}/api/revalidate`, secret: WEBHOOK_SECRET })
  // The secret the Presentation tool keeps in the dataset for the site to check.
  const secret = await lakeCall('mutate', {
    mutations: [
      { create: { _id: `sanity-preview-url-secret.${randomUUID()}`, _type: 'sanity.previewUrlSecret', secret: PREVIEW_SECRET, studioUrl: lake.url } },
    ],
  })
  expect(secret.status, secret.body).toBe(200)
  // The release an editor made in the Studio: the deal cheaper in it; and a draft of the same deal.
  const deal = lake.document(DEAL_ID)!
  await actions(
    { actionType: 'sanity.action.release.create', releaseId: RELEASE.id, metadata: { title: RELEASE.title, releaseType: 'scheduled' } },
    {
      actionType: 'sanity.action.document.version.create',
      publishedId: DEAL_ID,
      document: { ...deal, _id: `versions.${RELEASE.id}.${DEAL_ID}`, price: { ...(deal.price as object), INR: inRelease() } },
    },
    {
      actionType: 'sanity.action.document.create',
      publishedId: DEAL_ID,
      attributes: { ...deal, _id: `drafts.${DEAL_ID}`, price: { ...(deal.price as object), INR: inDraft() } },
    },
  )
}, 120_000)

afterAll(async () => {
  await site?.stop()
  await lake?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('previewing a content release', () => {
  it('shows the release over the drafts when the Studio chooses it, on the next pages too, and names it', async () => {
    const cookie = await enablePreview(`${RELEASE.id},drafts`)
    expect(cookie).toContain(`${PREVIEW_PERSPECTIVE_COOKIE}=`)
    const first = await home(cookie)
    expect(showsPrice(first.html, inRelease())).toBe(true)
    expect(showsPrice(first.html, inDraft())).toBe(false)
    expect(first.html).toContain(`Preview: this page shows the release “${RELEASE.title}” over drafts.`)
    // Another page of the session, without the Studio's parameter: the release is still read.
    const cruiseDeals = await fetch(`${site.url}/cruisedeals`, { headers: { 'cf-ipcountry': 'IN', cookie } })
    expect(cruiseDeals.status).toBe(200)
    expect(await cruiseDeals.text()).toContain(`the release “${RELEASE.title}” over drafts`)
  })

  it('shows drafts, or published content only, as the Studio switches; a perspective it never sends is drafts', async () => {
    const cookie = await enablePreview(`${RELEASE.id},drafts`)
    const drafts = await home(cookie, `?${PREVIEW_PERSPECTIVE_PARAM}=drafts`)
    expect(showsPrice(drafts.html, inDraft())).toBe(true)
    expect(drafts.html).toContain('Preview: this page shows drafts.')
    expect(drafts.setCookies.some((line) => line.startsWith(`${PREVIEW_PERSPECTIVE_COOKIE}=;`))).toBe(true)

    const publishedOnly = await home(cookie, `?${PREVIEW_PERSPECTIVE_PARAM}=published`)
    expect(showsPrice(publishedOnly.html, published)).toBe(true)
    expect(publishedOnly.html).toContain('Preview: this page shows published content only.')

    const unknown = await home(await enablePreview('drafts'), `?${PREVIEW_PERSPECTIVE_PARAM}=${encodeURIComponent('rX/../y,drafts')}`)
    expect(showsPrice(unknown.html, inDraft())).toBe(true)
  })

  it('never changes a public page: the parameter and the cookie are read only in a preview session', async () => {
    const plain = await home()
    const asked = await home(`${PREVIEW_PERSPECTIVE_COOKIE}=${RELEASE.id}%2Cdrafts`, `?${PREVIEW_PERSPECTIVE_PARAM}=${RELEASE.id}%2Cdrafts`)
    for (const page of [plain, asked]) {
      expect(showsPrice(page.html, published)).toBe(true)
      expect(showsPrice(page.html, inRelease())).toBe(false)
      expect(page.html).not.toContain('Preview:')
      expect(page.setCookies.filter((line) => line.startsWith(PREVIEW_PERSPECTIVE_COOKIE))).toEqual([])
    }
  })
})

describe('a scheduled release', () => {
  it('goes live at its time through the publish webhook, with no one at the desk', async () => {
    const goesLive = new Date(lake.now().getTime() + 60 * 60 * 1000)
    await actions({ actionType: 'sanity.action.release.schedule', releaseId: RELEASE.id, publishAt: goesLive.toISOString() })
    expect(lake.document(`_.releases.${RELEASE.id}`)?.state).toBe('scheduled')

    // A minute before its time nothing has changed for the public.
    await lake.setClock(new Date(goesLive.getTime() - 60_000))
    expect(showsPrice((await home()).html, published)).toBe(true)

    // At its time the lake publishes it; the site hears of it through the webhook and shows it.
    await lake.setClock(goesLive)
    expect(lake.document(`_.releases.${RELEASE.id}`)?.state).toBe('published')
    expect((lake.document(DEAL_ID)?.price as { INR: number }).INR).toBe(inRelease())
    expect(lake.document(`versions.${RELEASE.id}.${DEAL_ID}`)).toBeUndefined()
    await waitFor(() => site.output().includes(`content: publish webhook for ${DEAL_ID}; caches dropped`), 'the publish webhook', 10_000)
    expect(showsPrice((await home()).html, inRelease())).toBe(true)
    expect(lake.webhookFailures).toEqual([])
  })
})
