// What the site's absolute links are built on, and whose address a lead is counted for, on the
// production server: SITE_URL alone, whatever the Host or a forwarded host says (a forwarded
// address only from a proxy TRUST_PROXY trusts); a malformed Host is a 400, never a 500, and
// never reaches another visitor's page (app/lib/platform/http/origin.ts, ADR 20).
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { attributeOf, one, parseHtml } from '../support/html'
import { waitFor } from '../support/lead-sinks'
import { ensureBuild, formBody, freePort, leadBody } from '../support/leads'
import { rawGet, rawRequest } from '../support/raw-http'
import { startServer } from '../support/server'

const SIGNING_SECRET = 'origin-test-form-secret-0123456789abcdef'
const HEALTH_TOKEN = 'origin-test-health-token-0123456789'
const dir = mkdtempSync(path.join(tmpdir(), 'origin-'))
type Server = Awaited<ReturnType<typeof startServer>>
let direct: Server
let behindProxy: Server
let configured: Server
let directPort = 0

const serverEnv = (name: string, extra: Record<string, string> = {}) => ({
  COUNTRY_HEADER: 'cf-ipcountry',
  SIGNING_SECRET,
  LEADS_DB_PATH: path.join(dir, name, 'leads.sqlite'),
  LEADS_MAIL_DIR: path.join(dir, name, 'mail'),
  // The address is what these tests count: five leads per address, one test person sending them all.
  LEADS_RATE_LIMIT: '5',
  LEADS_MAILBOX_RATE_LIMIT: '1000',
  ...extra,
})

beforeAll(async () => {
  ensureBuild()
  directPort = await freePort()
  direct = await startServer(directPort, serverEnv('direct'))
  // The test is the proxy: it connects from loopback, which this server trusts.
  behindProxy = await startServer(await freePort(), serverEnv('proxy', { TRUST_PROXY: 'loopback', HEALTHZ_TOKEN: HEALTH_TOKEN }))
  configured = await startServer(await freePort(), serverEnv('configured', { SITE_URL: 'https://www.harbourline.example' }))
}, 120_000)

afterAll(async () => {
  await Promise.all([direct, behindProxy, configured].map((server) => server?.stop()))
  rmSync(dir, { recursive: true, force: true })
})

/** A page as the server sent it to a visitor in India (identity, so the body reads as text). */
async function get(url: string, headers: Record<string, string> = {}) {
  const answer = await rawGet(url, { 'cf-ipcountry': 'IN', 'accept-encoding': 'identity', ...headers })
  return { status: answer.status, state: answer.headers['x-page-cache'] as string | undefined, headers: answer.headers, body: answer.body.toString('utf8') }
}

const canonicalOf = (html: string) => attributeOf(one(parseHtml(html), 'link[rel="canonical"]'), 'href')
const ogUrlOf = (html: string) => attributeOf(one(parseHtml(html), 'meta[property="og:url"]'), 'content')

describe('without a trusted proxy', () => {
  it('a forwarded host changes nothing: the page, and the copy kept for everyone, are built on SITE_URL', async () => {
    const own = `http://127.0.0.1:${directPort}`
    const forged = await get(`${direct.url}/about`, { 'x-forwarded-host': 'x:6666' })
    expect(forged.status).toBe(200)
    expect(canonicalOf(forged.body)).toBe(`${own}/about`)
    expect(ogUrlOf(forged.body)).toBe(`${own}/about`)
    expect(forged.body).not.toContain('6666')
    const next = await get(`${direct.url}/about`)
    expect(canonicalOf(next.body)).toBe(`${own}/about`)
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const answer = await get(`${direct.url}${file}`, { 'x-forwarded-host': 'evil.example' })
      expect(answer.body, file).toContain(own)
      expect(answer.body, file).not.toContain('evil.example')
    }
  })

  it('a malformed Host gets a 400 (a forwarded host from anyone is ignored), and the kept page stays kept', async () => {
    while ((await get(`${direct.url}/blog`)).state !== 'HIT');
    expect((await get(`${direct.url}/blog`, { 'x-forwarded-host': 'x:99999' })).state).toBe('HIT')
    const entries = async () => ((await (await fetch(`${direct.url}/healthz`)).json()) as { pageCache: { entries: number } }).pageCache.entries
    const before = await entries()
    const malformed: Array<Record<string, string>> = [{ host: `127.0.0.1:${directPort}/k1` }, { host: 'a b' }, { host: 'x:99999' }, { host: 'evil.example?x' }]
    for (const headers of malformed) {
      const answer = await get(`${direct.url}/blog`, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(400)
      expect(answer.body).toMatch(/^Bad request\./)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      // Answered before the page store: it neither looked the page up nor touched what is kept.
      expect(answer.state).toBeUndefined()
    }
    expect(await entries()).toBe(before)
  })

  it("an absolute request target (a proxy client's) is the page at its path, on SITE_URL whatever its host; '*' and other targets get a 400", async () => {
    const own = `http://127.0.0.1:${directPort}`
    const absolute = await rawGet(`${direct.url}/`, { 'accept-encoding': 'identity', 'cf-ipcountry': 'IN' }, { target: `${own}/about?from=proxy` })
    expect(absolute.status).toBe(200)
    expect(canonicalOf(absolute.body.toString('utf8'))).toBe(`${own}/about`)
    const other = await rawGet(`${direct.url}/`, { 'accept-encoding': 'identity', 'cf-ipcountry': 'IN' }, { target: 'http://other.example/contact' })
    expect(canonicalOf(other.body.toString('utf8'))).toBe(`${own}/contact`)
    for (const target of ['*', 'http://x:99999/about', 'ftp://other.example/', 'http://user:secret@other.example/']) {
      const answer = await rawGet(`${direct.url}/`, {}, { target })
      expect(answer.status, target).toBe(400)
      expect(answer.body.toString('utf8'), target).toMatch(/^Bad request\./)
    }
  })

  it('a target that starts with two slashes is a page of its own: the home page kept for everyone stays the home page', async () => {
    // No test before this one asks for the home page, so it is not kept yet when the odd targets arrive.
    const headers = { 'cf-ipcountry': 'IN', 'accept-encoding': 'identity' }
    for (const target of ['//evil.example', '//contact', '//evil.example/?page=2']) {
      expect((await rawGet(`${direct.url}/`, headers, { target })).status, target).toBe(404)
    }
    for (let visit = 0; visit < 2; visit++) {
      const home = await get(`${direct.url}/`, headers)
      expect([home.status, home.state], `visit ${visit}`).toEqual([200, visit === 0 ? 'MISS' : 'HIT'])
      expect(canonicalOf(home.body)).toBe(`http://127.0.0.1:${directPort}/`)
    }
  })

  it('a made-up Host is the same page: built on SITE_URL and answered from the one kept copy (made-up hosts cannot fill the store)', async () => {
    const states: Array<string | undefined> = []
    for (const host of ['other.example', 'evil.example:8080', '[::1]:1', 'other.example']) {
      const other = await get(`${direct.url}/contact`, { host })
      expect(canonicalOf(other.body), host).toBe(`http://127.0.0.1:${directPort}/contact`)
      expect(other.body, host).not.toMatch(/other\.example|evil\.example|\[::1\]/)
      states.push(other.state)
    }
    expect(states.slice(1)).toEqual(['HIT', 'HIT', 'HIT'])
  })
})

describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  it("never builds a link on the proxy's forwarded host or protocol: canonical, robots and sitemap stay on SITE_URL", async () => {
    const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }
    expect(canonicalOf((await get(`${behindProxy.url}/about`, forwarded)).body)).toBe(`${behindProxy.url}/about`)
    const link = (await get(`${behindProxy.url}/about`, forwarded)).headers.link
    expect(String(link ?? '')).not.toContain('evil.example')
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const answer = await get(`${behindProxy.url}${file}`, forwarded)
      expect(answer.body, file).toContain(behindProxy.url)
      expect(answer.body, file).not.toContain('evil.example')
    }
  })

  it("a kept page is answered before the app only to the visitors it was kept for: the client's address is read through the proxy, as the app reads it", async () => {
    // A browser (it takes brotli) at the proxy's own address, whose country only its language tells: Singapore.
    const browser = async (headers: Record<string, string>) => {
      const answer = await rawGet(`${behindProxy.url}/contact`, { 'accept-encoding': 'br', 'accept-language': 'en-SG', ...headers })
      const body = brotliDecompressSync(answer.body).toString('utf8')
      return {
        state: answer.headers['x-page-cache'],
        cacheControl: answer.headers['cache-control'],
        // The currency the page was rendered in: the one the switcher shows chosen.
        currency: attributeOf(one(parseHtml(body), 'select[name="currency"] option[selected]'), 'value'),
      }
    }
    let singapore = await browser({})
    while (singapore.state !== 'HIT') singapore = await browser({})
    expect(singapore.currency).toBe('SGD')
    // Forwarded for an address in the United States: its page is decided by that address (so it is
    // the visitor's alone), never the Singapore copy kept for the same language.
    const american = await browser({ 'x-forwarded-for': '8.8.8.8' })
    expect(american).toEqual({ state: 'MISS', cacheControl: 'private, no-cache', currency: 'USD' })
  })

  it('a malformed forwarded host or protocol from the proxy gets a 400', async () => {
    const malformed: Array<Record<string, string>> = [
      { 'x-forwarded-host': 'x:99999' },
      { 'x-forwarded-host': 'evil.example/path' },
      { 'x-forwarded-proto': 'gopher' },
    ]
    for (const headers of malformed) {
      expect((await get(`${behindProxy.url}/about`, headers)).status, JSON.stringify(headers)).toBe(400)
    }
  })
})

describe('/healthz behind the proxy', () => {
  const health = async (headers: Record<string, string>) => (await fetch(`${behindProxy.url}/healthz`, { headers })).json()

  it('a visitor gets the status alone; the bearer of HEALTHZ_TOKEN, and this machine, the details', async () => {
    expect(await health({ 'x-forwarded-for': '203.0.113.50' })).toEqual({ status: 'ok', problems: [] })
    expect(await health({ 'x-forwarded-for': '203.0.113.50', authorization: 'Bearer wrong-token-0123456789' })).toEqual({ status: 'ok', problems: [] })
    expect(await health({ 'x-forwarded-for': '203.0.113.50', authorization: `Bearer ${HEALTH_TOKEN}` })).toHaveProperty('pageCache')
    expect(await health({})).toHaveProperty('leads')
  })
})

describe('with SITE_URL', () => {
  it('builds every page on it, whatever the Host', async () => {
    for (const host of ['evil.example', '127.0.0.1:1']) {
      const answer = await get(`${configured.url}/about`, { host })
      expect(canonicalOf(answer.body), host).toBe('https://www.harbourline.example/about')
    }
    expect((await get(`${configured.url}/sitemap.xml`, { host: 'evil.example' })).body).toContain('<loc>https://www.harbourline.example/</loc>')
  })

  it('a lead posted with another Host gets e-mails whose every link, List-Unsubscribe too, is on SITE_URL', async () => {
    const own = 'https://www.harbourline.example'
    const email = `origin.${randomUUID().slice(0, 8)}@example.com`
    const posted = await rawRequest(`${configured.url}/api/leads?format=json`, {
      method: 'POST',
      headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded', 'cf-ipcountry': 'IN' },
      body: formBody(leadBody('promo', SIGNING_SECRET, { email })).toString(),
    })
    expect(posted.status, posted.body.toString('utf8')).toBe(200)
    const mailDir = path.join(dir, 'configured', 'mail')
    const visitorMail = () =>
      (existsSync(mailDir) ? readdirSync(mailDir) : [])
        .filter((name) => name.endsWith('.eml'))
        .map((name) => readFileSync(path.join(mailDir, name), 'utf8'))
        .find((raw) => /^To: .*origin\./m.test(raw) && /^List-Unsubscribe:/m.test(raw))
    await waitFor(() => visitorMail() !== undefined, 'the promo e-mail', 20_000)
    const raw = visitorMail()!
      .replace(/=\r?\n/g, '')
      .replace(/\r?\n[ \t]+/g, ' ')
    expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <${own.replace(/[.]/g, '\\.')}/unsubscribe\\?`, 'm'))
    expect(raw).not.toContain('evil.example')
    const links = [...raw.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((match) => match[0]).filter((link) => !/w3\.org|example\.com/.test(link))
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link.startsWith(own), link).toBe(true)
  })

  it('is required: a production server without it does not start, and says why', async () => {
    await expect(startServer(await freePort(), serverEnv('no-site-url', { SITE_URL: '' }))).rejects.toThrow(/SITE_URL: must be set in production/)
  })
})

describe('TRUST_PROXY', () => {
  const post = (server: Server, forwardedFor: string) =>
    fetch(`${server.url}/api/leads?format=json`, {
      method: 'POST',
      body: formBody(leadBody('callback', SIGNING_SECRET, { redirectTo: '/contact' })),
      headers: { 'x-forwarded-for': forwardedFor, 'cf-ipcountry': 'IN' },
    })

  it('two visitors behind the trusted proxy get five leads each; the sixth of one is refused', async () => {
    for (const visitor of ['203.0.113.1', '203.0.113.2']) {
      for (let lead = 1; lead <= 5; lead++) expect((await post(behindProxy, visitor)).status, `${visitor} lead ${lead}`).toBe(200)
    }
    expect((await post(behindProxy, '203.0.113.1')).status).toBe(429)
  })

  it("a forwarded address that is not an IP address is ignored: the connection's own address counts (here the proxy's, 127.0.0.1)", async () => {
    for (let lead = 1; lead <= 5; lead++) expect((await post(behindProxy, `x${lead}`)).status, `x${lead}`).toBe(200)
    for (const garbage of ['x6', 'not-an-address', '999.1.1.1']) expect((await post(behindProxy, garbage)).status, garbage).toBe(429)
  })

  it('IPv6 addresses count by their /64: seven addresses of one network share one budget, another network has its own', async () => {
    for (let lead = 1; lead <= 5; lead++) expect((await post(behindProxy, `2001:db8:7:9::${lead}`)).status, `lead ${lead}`).toBe(200)
    expect((await post(behindProxy, '2001:db8:7:9:ffff::6')).status).toBe(429)
    expect((await post(behindProxy, '2001:db8:7:9:1234:5678:9abc:def0')).status).toBe(429)
    expect((await post(behindProxy, '2001:db8:7:a::1')).status).toBe(200)
  })

  it('a client that is not a trusted proxy cannot choose its address with X-Forwarded-For', async () => {
    for (let lead = 1; lead <= 5; lead++) expect((await post(direct, `198.51.100.${lead}`)).status).toBe(200)
    expect((await post(direct, '198.51.100.99')).status).toBe(429)
  })

  it('true (believe anyone) stops the boot, saying why and what to use instead', async () => {
    await expect(startServer(await freePort(), serverEnv('trust-all', { TRUST_PROXY: 'true' }))).rejects.toThrow(
      /TRUST_PROXY: true believes X-Forwarded-For from anyone[^\n]*Name the proxies in front instead/,
    )
  })

  it('an invalid value stops the boot with a message naming the variable', async () => {
    await expect(startServer(await freePort(), serverEnv('invalid', { TRUST_PROXY: 'cdn.example' }))).rejects.toThrow(
      /TRUST_PROXY: must be true, false, a number of proxies/,
    )
  })
})
