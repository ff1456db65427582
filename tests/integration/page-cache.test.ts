// The in-process page cache (ADR 19) on the production server, over HTTP: what it keeps, what it
// never keeps, the publish webhook emptying it, /healthz, and PAGE_CACHE=off.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { flood, FLOOD_KINDS, keepRealPages, realPageStates, stillKept } from '../../scripts/lib/page-flood.mjs'
import { ensureBuild, freePort } from '../support/leads'
import { publishWebhook, startServer } from '../support/server'

const WEBHOOK_SECRET = 'page-cache-test-webhook-secret-0123456789'
const dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
let cached: Awaited<ReturnType<typeof startServer>>
let uncached: Awaited<ReturnType<typeof startServer>>
/** A store of 2 MB, for the floods. */
let small: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  ensureBuild()
  const env = (name: string) => ({
    COUNTRY_HEADER: 'cf-ipcountry',
    SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LEADS_DB_PATH: path.join(dir, name, 'leads.sqlite'),
    LEADS_MAIL_DIR: path.join(dir, name, 'mail'),
  })
  cached = await startServer(await freePort(), env('on'))
  uncached = await startServer(await freePort(), { ...env('off'), PAGE_CACHE: 'off' })
  small = await startServer(await freePort(), { ...env('small'), PAGE_CACHE_MAX_MB: '2' })
}, 120_000)

afterAll(async () => {
  await Promise.all([cached?.stop(), uncached?.stop(), small?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

const get = async (url: string, headers: Record<string, string> = {}, method = 'GET') => {
  const response = await fetch(url, { method, headers: { 'cf-ipcountry': 'IN', 'accept-encoding': 'gzip', ...headers }, redirect: 'manual' })
  return { response, state: response.headers.get('x-page-cache'), bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('the page cache', () => {
  it('keeps a page as it was sent, compressed, and serves it again without rendering', async () => {
    const first = await get(`${cached.url}/about`)
    const again = await get(`${cached.url}/about`)
    expect([first.state, again.state]).toEqual(['MISS', 'HIT'])
    // fetch decodes the body; the kept page went out compressed, at a fraction of its length.
    expect(again.response.headers.get('content-encoding')).toBe('gzip')
    expect(Number(again.response.headers.get('content-length'))).toBeLessThan(again.bytes.length / 3)
    expect(again.bytes.equals(first.bytes)).toBe(true)
    expect(again.response.headers.get('content-security-policy')).toBe(first.response.headers.get('content-security-policy'))
    const html = again.bytes.toString('utf8')
    expect(html.match(/<!DOCTYPE html>/gi)).toHaveLength(1)
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true)

    const head = await get(`${cached.url}/about`, {}, 'HEAD')
    expect([head.state, head.bytes.length]).toEqual(['HIT', 0])
  })

  it('a visitor with unrelated cookies gets the kept page; another currency gets its own', async () => {
    await get(`${cached.url}/blog`)
    expect((await get(`${cached.url}/blog`, { cookie: '_ga=GA1.2.345; consent=yes' })).state).toBe('HIT')
    const dollars = await get(`${cached.url}/blog`, { cookie: 'currency=USD' })
    expect(dollars.state).toBe('MISS')
    expect((await get(`${cached.url}/blog`, { 'cf-ipcountry': 'SG' })).state).toBe('MISS')
  })

  it('never keeps a page that sets a cookie: a campaign landing renders for each visitor', async () => {
    const landing = '/?utm_source=news&utm_campaign=Europe_Search_May25'
    const first = await get(`${cached.url}${landing}`)
    const second = await get(`${cached.url}${landing}`)
    expect(first.response.headers.get('set-cookie')).toMatch(/^hl_utm=/)
    expect(second.response.headers.get('set-cookie')).toMatch(/^hl_utm=/)
    expect([first.state, second.state]).toEqual(['MISS', 'MISS'])
    expect(second.response.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('the publish webhook empties it; /healthz reports it', async () => {
    await get(`${cached.url}/contact`)
    expect((await get(`${cached.url}/contact`)).state).toBe('HIT')
    const health = await (await fetch(`${cached.url}/healthz`)).json()
    expect(health.pageCache).toMatchObject({ enabled: true, maxBytes: 64 * 1024 * 1024 })
    expect(health.pageCache.entries).toBeGreaterThan(0)
    expect(health.pageCache.bytes).toBeGreaterThan(0)
    expect(health.pageCache.hitRatio).toBeGreaterThan(0)

    expect((await publishWebhook(cached.url, WEBHOOK_SECRET, { _id: 'deal-1', _type: 'deal' })).status).toBe(200)
    expect((await get(`${cached.url}/contact`)).state).toBe('MISS')
  })

  it('keeps one copy of a page and gives each client the encoding it takes, the same bytes decoded', async () => {
    const first = await get(`${cached.url}/singapore-cruise`, { 'accept-encoding': 'br' })
    const brotli = await get(`${cached.url}/singapore-cruise`, { 'accept-encoding': 'br' })
    const gzip = await get(`${cached.url}/singapore-cruise`, { 'accept-encoding': 'gzip' })
    const identity = await get(`${cached.url}/singapore-cruise`, { 'accept-encoding': 'identity' })
    expect([first.state, brotli.state, gzip.state, identity.state]).toEqual(['MISS', 'HIT', 'HIT', 'HIT'])
    expect([brotli, gzip, identity].map((answer) => answer.response.headers.get('content-encoding'))).toEqual(['br', 'gzip', null])
    for (const answer of [brotli, gzip, identity]) {
      expect(answer.bytes.equals(first.bytes)).toBe(true)
      expect(answer.response.headers.get('vary')).toMatch(/Accept-Encoding/)
    }
  })

  it('PAGE_CACHE=off renders every request', async () => {
    expect((await get(`${uncached.url}/about`)).state).toBeNull()
    expect((await get(`${uncached.url}/about`)).state).toBeNull()
    const health = await (await fetch(`${uncached.url}/healthz`)).json()
    expect(health.pageCache).toMatchObject({ enabled: false, entries: 0, hits: 0 })
  })
})

// Every input a request carries that no page shows (ADR 20's table), 300 times over, against a
// store of 2 MB: each used to push the real pages out (a campaign cookie, a spelling, a Host, a
// country each made a copy); now each keys as the page it renders, or is answered and never kept.
describe('a flood of inputs no page shows, against a 2 MB store', () => {
  it.each(FLOOD_KINDS.map((kind) => [kind.name, kind] as const))(
    '%s: the real pages are still kept',
    async (_name, kind) => {
      await keepRealPages(small.url)
      const states = await flood(small.url, kind, 300)
      const after = await realPageStates(small.url)
      expect(stillKept(after), JSON.stringify({ flood: states, realPages: after })).toBe(true)
    },
    90_000,
  )
})
