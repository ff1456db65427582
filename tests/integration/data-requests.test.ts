// A page's data at its `.data` address, which a client-side navigation fetches (Remix's single
// fetch): answered on the production server as the page itself is for the same request (how long
// and by whom it may be kept, what it varies on), never kept by the page store, never a 500 for a
// made-up address, drafts only in a preview session; and the lead action at its `.data` address is
// the same action, with the same checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formBody } from '../support/leads'
import { startSiteServer } from '../support/server'

const PREVIEW_SECRET = 'data-requests-test-preview-secret-0123456789'
/** The seed's one draft, an unpublished deal on the home page: its route, written nowhere else. */
const DRAFT_ROUTE = 'Singapore – High Seas – Singapore'
let server: Awaited<ReturnType<typeof startSiteServer>>

beforeAll(async () => {
  server = await startSiteServer({ SANITY_PREVIEW_SECRET: PREVIEW_SECRET, SANITY_STUDIO_URL: 'http://localhost:3333' })
}, 120_000)

afterAll(() => server?.stop())

const get = async (target: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${target}`, { headers, redirect: 'manual' })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** What a shared cache reads of an answer: how long, by whom, and what it varies on. */
const cacheRule = (headers: Headers) => ({ cacheControl: headers.get('cache-control'), vary: headers.get('vary') })

describe("a page's data at its .data address", () => {
  it('may be kept exactly as its page may, for the same visitor: by country, by language, by a chosen currency', async () => {
    const visitors: Record<string, string>[] = [{ 'cf-ipcountry': 'IN' }, { 'accept-language': 'en-SG' }, { cookie: 'currency=SGD' }]
    for (const [page, data] of [
      ['/about', '/about.data'],
      ['/contact', '/contact.data'],
      ['/', '/_root.data'],
      ['/media?page=2', '/media.data?page=2'],
    ]) {
      for (const visitor of visitors) {
        const [pageAnswer, dataAnswer] = [await get(page!, visitor), await get(data!, visitor)]
        expect([pageAnswer.status, dataAnswer.status], `${data} ${JSON.stringify(visitor)}`).toEqual([200, 200])
        expect(cacheRule(dataAnswer.headers), `${data} ${JSON.stringify(visitor)}`).toEqual(cacheRule(pageAnswer.headers))
        expect(dataAnswer.headers.get('content-type')).toMatch(/^text\/x-script/)
      }
    }
    // The data is the page's, in the visitor's currency: India's phone number and rupees' symbol.
    expect((await get('/contact.data', { 'cf-ipcountry': 'IN' })).text).toContain('"₹"')
    expect((await get('/contact.data', { 'cf-ipcountry': 'SG' })).text).not.toContain('"₹"')
  })

  it('is never kept by the page store: each one is answered by the app', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const answer = await get('/about.data', { 'cf-ipcountry': 'IN' })
      expect([answer.status, answer.headers.get('x-page-cache')], `visit ${visit}`).toEqual([200, null])
    }
  })

  it('a made-up address gets a 4xx with the same rule as a missing page, never a 500', async () => {
    const missing = await get('/no-such-page', { 'cf-ipcountry': 'IN' })
    expect(missing.status).toBe(404)
    for (const target of [
      '/no-such-page.data',
      '/a/b/c.data',
      '/.data',
      '/_root.data?_routes=no-such-route',
      '/about.data?_routes=',
      '/about.data?_routes=root,routes%2Fno-such',
      '/api/leads.data',
      '/healthz.data',
      '/sitemap.xml.data',
    ]) {
      const answer = await get(target, { 'cf-ipcountry': 'IN' })
      expect(answer.status, target).toBeLessThan(500)
      if (answer.status === 404) expect(cacheRule(answer.headers), target).toEqual(cacheRule(missing.headers))
    }
    expect((await get('/%zz.data')).status).toBe(400)
  })

  it('holds drafts only in a preview session, and then is the editor’s alone', async () => {
    const published = await get('/_root.data', { 'cf-ipcountry': 'SG' })
    expect(published.status).toBe(200)
    expect(published.text).not.toContain(DRAFT_ROUTE)

    const enable = await get(`/api/preview-mode/enable?sanity-preview-secret=${PREVIEW_SECRET}&sanity-preview-pathname=%2F`)
    const session = enable.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
    expect(session).toMatch(/__hl_preview=/)
    const preview = await get('/_root.data', { 'cf-ipcountry': 'SG', cookie: session })
    expect(preview.status).toBe(200)
    expect(preview.text).toContain(DRAFT_ROUTE)
    expect(preview.headers.get('cache-control')).toBe('no-store')

    // A forged session is no session.
    const forged = await get('/_root.data', { 'cf-ipcountry': 'SG', cookie: '__hl_preview=1' })
    expect(forged.text).not.toContain(DRAFT_ROUTE)
  })

  it('a lead posted to the lead action’s .data address is checked by the same action: 400 with the field messages, nothing thanked', async () => {
    const response = await fetch(`${server.url}/api/leads.data?format=json`, {
      method: 'POST',
      body: formBody({ form: 'callback', firstName: 'Asha', submissionId: 'not-a-uuid', website: '', redirectTo: '/contact' }),
      headers: { origin: server.url },
    })
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(text).toContain('Please enter a valid phone number')
    expect(text).not.toMatch(/thank/i)
    // From another site: refused before the action, as at the route's own address.
    const foreign = await fetch(`${server.url}/api/leads.data`, {
      method: 'POST',
      body: formBody({ form: 'callback' }),
      headers: { origin: 'https://evil.example' },
      redirect: 'manual',
    })
    expect(foreign.status).toBe(403)
  })
})
