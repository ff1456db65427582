// A content editor's preview with unfinished drafts, on the production server and a copy of the
// seed with drafts added: a news item with only its headline, a fare row with a date and no
// amounts, an About page whose introduction was cleared. The preview shows every page, leaves the
// unfinished items out and names them in the preview bar; the public site never sees the drafts.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PREVIEW_PARAMS } from '~/lib/preview/mode.server'

import { all, one, parseHtml, textOf } from '../support/html'
import { ensureBuild, freePort } from '../support/leads'
import { startServer, type TestServer } from '../support/server'

const PREVIEW_SECRET = 'draft-preview-test-secret-0123456789abcdef'
const dir = mkdtempSync(path.join(tmpdir(), 'hl-draft-preview-'))
const seedPath = path.join(dir, 'production.ndjson')
const OFFER_ID = 'offerPage-ovation-3-night'
const OFFER_PATH = '/ovation-3-night-penang-cruise'
let server: TestServer
let previewCookie = ''

/** The seed with unfinished drafts added, as an editor leaves them mid-work. */
function seedWithUnfinishedDrafts(): string {
  const lines = readFileSync('seed/production.ndjson', 'utf8').trimEnd().split('\n')
  const documents = lines.map((line) => JSON.parse(line) as Record<string, unknown> & { _id: string })
  const offer = documents.find((document) => document._id === OFFER_ID)!
  const about = documents.find((document) => document._type === 'aboutPage')!
  const drafts = [
    { _id: 'drafts.newsItem-only-a-headline', _type: 'newsItem', title: 'Harbourline wins a prize (draft)' },
    { ...offer, _id: `drafts.${OFFER_ID}`, fares: [...(offer.fares as object[]), { _type: 'fareRow', _key: 'unfinished', sailingDate: '2027-03-01' }] },
    { ...about, _id: `drafts.${about._id}`, intro: null },
  ]
  return [...lines, ...drafts.map((draft) => JSON.stringify(draft))].join('\n') + '\n'
}

beforeAll(async () => {
  ensureBuild()
  writeFileSync(seedPath, seedWithUnfinishedDrafts())
  // The seed's images are read beside it.
  symlinkSync(path.resolve('seed/images'), path.join(dir, 'images'))
  server = await startServer(await freePort(), {
    CONTENT_SEED_PATH: seedPath,
    SANITY_PREVIEW_SECRET: PREVIEW_SECRET,
    LEADS_DB_PATH: path.join(dir, 'leads.sqlite'),
    LEADS_MAIL_DIR: path.join(dir, 'mail'),
  })
  const enable = await fetch(`${server.url}/api/preview-mode/enable?${PREVIEW_PARAMS.secret}=${PREVIEW_SECRET}&${PREVIEW_PARAMS.pathname}=/`, {
    redirect: 'manual',
  })
  expect(enable.status).toBe(307)
  previewCookie = enable.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}, 120_000)

afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const page = async (pathname: string, preview: boolean) => {
  const response = await fetch(`${server.url}${pathname}`, { headers: { 'cf-ipcountry': 'IN', ...(preview ? { cookie: previewCookie } : {}) } })
  return { status: response.status, html: await response.text() }
}

/** The preview bar's list of what was left out, as text. */
const leftOut = (html: string) => all(parseHtml(html), '.preview-bar__gaps li').map((item) => textOf(item))

describe('a preview with unfinished drafts', () => {
  it('shows every page, leaves each unfinished item out and names it with what it lacks', async () => {
    for (const pathname of ['/', '/media', '/cruisedeals', OFFER_PATH, '/about']) {
      const answer = await page(pathname, true)
      expect(answer.status, pathname).toBe(200)
      expect(answer.html, pathname).toContain('Preview: this page shows drafts.')
      expect(answer.html, pathname).not.toContain('Something went wrong')
    }
    const media = await page('/media', true)
    // Named in the preview bar, and not in the page's news.
    expect(textOf(one(parseHtml(media.html), 'main'))).not.toContain('Harbourline wins a prize (draft)')
    expect(leftOut(media.html)).toContainEqual(expect.stringMatching(/^“Harbourline wins a prize \(draft\)”: description is missing/))

    const offer = await page(OFFER_PATH, true)
    expect(leftOut(offer.html)).toContainEqual(expect.stringMatching(/^“3 Night Penang Cruise”, fare row \d+: cruise fare is missing/))
    // The finished rows are all there.
    expect(offer.html).toContain('19 Oct 2026')

    const about = await page('/about', true)
    expect(leftOut(about.html)).toContainEqual(expect.stringMatching(/intro is missing; the published version is shown until then\.$/))
  })

  it("the currency an editor chooses in the preview is kept in the Studio's frame: a partitioned cross-site cookie, as the session's", async () => {
    const choose = (cookie: string) =>
      fetch(`${server.url}/api/currency`, {
        method: 'POST',
        body: new URLSearchParams({ currency: 'USD', redirectTo: OFFER_PATH }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
        redirect: 'manual',
      })
    const inPreview = (await choose(previewCookie)).headers.get('set-cookie') ?? ''
    expect(inPreview).toMatch(/^currency=USD;/)
    expect(inPreview).toMatch(/SameSite=None/i)
    expect(inPreview).toMatch(/Partitioned/i)
    expect(inPreview).toMatch(/Secure/i)
    // The frame sends it back: the preview shows the fares in the chosen currency.
    const currencyCookie = inPreview.split(';')[0]!
    const offer = await fetch(`${server.url}${OFFER_PATH}`, { headers: { 'cf-ipcountry': 'IN', cookie: `${previewCookie}; ${currencyCookie}` } })
    expect(await offer.text()).toMatch(/<option value="USD" selected="">/)
    // A visitor's choice stays a first-party cookie.
    expect((await choose('')).headers.get('set-cookie')).toMatch(/SameSite=Lax/i)
  })

  it('the public site never sees a draft, finished or not, and has no preview bar', async () => {
    for (const pathname of ['/', '/media', OFFER_PATH, '/about']) {
      const answer = await page(pathname, false)
      expect(answer.status, pathname).toBe(200)
      expect(answer.html, pathname).not.toContain('preview-bar')
      expect(answer.html, pathname).not.toContain('Harbourline wins a prize (draft)')
    }
  })
})
