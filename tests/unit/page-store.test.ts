import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { readUtmCookie, UTM_COOKIE } from '~/lib/campaign/utm.server'
import { FLASH_COOKIE } from '~/lib/leads/forms/signed-values.server'
import { PAGE_QUERY_PARAMS, personalPageReason, requestPageVariant } from '~/lib/pages/site/page-variant.server'
import { afterUnkeptResponse, bypassReason, cacheDirectives, canonicalPath, storeLifetime } from '~/lib/platform/page-cache/storability'
import { createPageStore } from '~/lib/platform/page-cache/store.server'

import { rawGet } from '../support/raw-http'

const PUBLIC = 'public, max-age=0, s-maxage=10, stale-while-revalidate=50, stale-if-error=86400'

describe('storeLifetime: what may be kept and served to others', () => {
  const response = (facts: Partial<Parameters<typeof storeLifetime>[0]> = {}) => ({
    method: 'GET',
    status: 200,
    cacheControl: PUBLIC,
    setsCookie: false,
    ...facts,
  })

  it('a public 200 or 404 is kept for its s-maxage, then served stale for its stale-while-revalidate, and for its stale-if-error when a refresh fails', () => {
    expect(storeLifetime(response())).toEqual({ freshMs: 10_000, staleMs: 50_000, errorMs: 86_400_000 })
    expect(storeLifetime(response({ status: 404 }))).toEqual({ freshMs: 10_000, staleMs: 50_000, errorMs: 86_400_000 })
    expect(storeLifetime(response({ cacheControl: 'public, s-maxage=5' }))).toEqual({ freshMs: 5_000, staleMs: 0, errorMs: 0 })
  })

  it('nothing for one visitor: a cookie, private, no-store, no-cache, no s-maxage', () => {
    expect(storeLifetime(response({ setsCookie: true }))).toBeNull()
    for (const cacheControl of ['private, no-cache', 'no-store', 'public, no-cache, s-maxage=10', 'public, max-age=3600', 'public, s-maxage=0', undefined]) {
      expect(storeLifetime(response({ cacheControl })), String(cacheControl)).toBeNull()
    }
  })

  it('only a GET’s 200 or 404', () => {
    expect(storeLifetime(response({ method: 'POST' }))).toBeNull()
    expect(storeLifetime(response({ method: 'HEAD' }))).toBeNull()
    for (const status of [201, 301, 303, 400, 500, 503]) expect(storeLifetime(response({ status })), String(status)).toBeNull()
  })

  it('reads Cache-Control directives case-insensitively, with quoted values', () => {
    expect([...cacheDirectives('Public, S-MaxAge="7", no-transform').entries()]).toEqual([
      ['public', ''],
      ['s-maxage', '7'],
      ['no-transform', ''],
    ])
  })
})

describe('bypassReason and afterUnkeptResponse', () => {
  it('posts, previews, a pending lead flash and files skip the cache', () => {
    const request = { method: 'GET', path: '/about', personal: null, originDecided: true, queryRead: true }
    expect(bypassReason(request)).toBeNull()
    expect(bypassReason({ ...request, method: 'head' })).toBeNull()
    expect(bypassReason({ ...request, method: 'POST' })).toBe('method')
    expect(bypassReason({ ...request, personal: 'preview' })).toBe('preview')
    expect(bypassReason({ ...request, personal: 'flash' })).toBe('flash')
    expect(bypassReason({ ...request, path: '/build/entry.client-ABC.js' })).toBe('file')
    expect(bypassReason({ ...request, path: '/favicon.svg' })).toBe('file')
  })

  it('a request whose origin was not decided, or with a query parameter no page reads, is rendered, never kept', () => {
    const request = { method: 'GET', path: '/about', personal: null, originDecided: true, queryRead: true }
    expect(bypassReason({ ...request, originDecided: false })).toBe('origin')
    expect(bypassReason({ ...request, queryRead: false })).toBe('query')
  })

  it('an error never replaces or switches off a kept page; a page for one visitor renders directly unless one is kept', () => {
    for (const status of [500, 502, 503, 400, 403, 413, 429]) {
      expect(afterUnkeptResponse(status, true), String(status)).toBe('leave')
      expect(afterUnkeptResponse(status, false), String(status)).toBe('leave')
    }
    expect(afterUnkeptResponse(200, false)).toBe('render-directly')
    expect(afterUnkeptResponse(404, false)).toBe('render-directly')
    expect(afterUnkeptResponse(200, true)).toBe('leave')
  })
})

// The store in front of a real HTTP handler, on a clock the test moves.
describe('the page store, over HTTP', () => {
  const servers: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const close of servers.splice(0)) await close()
  })

  interface Site {
    url: string
    renders: () => number
    /** Requests that reached the server (the store, then the page), so far. */
    arrived: () => number
    /** Requests the store did not answer before the app (answerStored), so far: clients' and its own background renders. */
    reachedApp: () => number
    tick: (ms: number) => void
    store: ReturnType<typeof createPageStore>
    /** The page's next renders wait until this is called. */
    hold: () => () => void
  }

  /**
   * `asExpress`: the app swaps each response's prototype for one on Node's own ServerResponse first,
   * as Express does on entry, so the store and the page write to what Node's ServerResponse says.
   */
  async function site(
    page: (request: IncomingMessage, response: ServerResponse, render: number) => void,
    options: { maxBytes?: number; asExpress?: boolean } = {},
  ): Promise<Site> {
    let clock = 1_000_000
    let renders = 0
    let arrived = 0
    let reachedApp = 0
    let gate: Promise<void> | null = null
    // The site's one campaign here is Europe; any other value names none (campaign/visit.server.ts).
    const visitCampaign = async (cookieHeader: string | null) => {
      const value = readUtmCookie(cookieHeader).utm_campaign
      return value === '' ? '' : value === 'Europe' ? 'campaign:Europe' : 'unknown'
    }
    // Wired as the site wires it (app/site-services.server.ts), with this campaign reader.
    const store = createPageStore({
      enabled: true,
      maxBytes: options.maxBytes ?? 1024 * 1024,
      pageParams: PAGE_QUERY_PARAMS,
      variantOf: requestPageVariant('CF-IPCountry', visitCampaign),
      personalReason: personalPageReason,
      now: () => clock,
    })
    const origin = { protocol: 'http', host: 'site.example' } as const
    // The app behind the store: the origin decided first (origin.server.ts), then the store, then the page.
    const app = (request: IncomingMessage, response: ServerResponse) => {
      reachedApp++
      if (options.asExpress) Object.setPrototypeOf(response, Object.create(ServerResponse.prototype))
      Object.assign(response, { locals: { siteOrigin: origin } })
      store.middleware(request, response, () => {
        const render = ++renders
        const answer = () => page(request, response, render)
        if (gate) void gate.then(answer)
        else answer()
      })
    }
    // Wired as server.js wires it: kept pages are answered before the app, stale pages are asked of the server again.
    const server = createServer((request, response) => {
      arrived++
      void store.answerStored(request, response, () => origin).then((answered) => answered || app(request, response))
    })
    store.renderThrough(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
    server.keepAliveTimeout = 65_000
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      renders: () => renders,
      arrived: () => arrived,
      reachedApp: () => reachedApp,
      tick: (ms) => (clock += ms),
      store,
      hold() {
        let release = () => {}
        gate = new Promise<void>((resolve) => (release = resolve))
        return () => {
          gate = null
          release()
        }
      },
    }
  }

  const publicPage = (request: IncomingMessage, response: ServerResponse, render: number) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC })
    response.write(`<p>render ${render}</p>`)
    response.end(`<p>${request.headers['cf-ipcountry'] ?? ''}</p>`)
  }

  const get = async (url: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(url, { headers, method })
    return { status: response.status, state: response.headers.get('x-page-cache'), age: response.headers.get('age'), body: await response.text(), response }
  }

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setImmediate(resolve))
  }

  it('renders a page once and serves it again, with its headers and its age, until its s-maxage', async () => {
    const { url, renders, tick } = await site(publicPage)
    const first = await get(`${url}/about`)
    expect([first.state, first.body]).toEqual(['MISS', '<p>render 1</p><p></p>'])
    tick(9_999)
    const again = await get(`${url}/about`)
    expect([again.state, again.body, again.age]).toEqual(['HIT', first.body, '9'])
    expect(again.response.headers.get('cache-control')).toBe(PUBLIC)
    expect(again.response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(renders()).toBe(1)
    // Another address is another page.
    expect((await get(`${url}/about?page=2`)).state).toBe('MISS')
    expect((await get(`${url}/about?page=2`)).state).toBe('HIT')
    expect(renders()).toBe(2)
  })

  it('keeps one copy, brotli-compressed, and serves it to a client that takes br and, decompressed, to one that does not', async () => {
    const { url, renders } = await site(publicPage)
    const plain = await fetch(`${url}/one-copy`, { headers: { 'accept-encoding': 'identity' } })
    expect(await plain.text()).toBe('<p>render 1</p><p></p>')
    const brotli = await rawGet(`${url}/one-copy`, { 'accept-encoding': 'gzip, br' })
    expect([brotli.headers['x-page-cache'], brotli.headers['content-encoding'], brotliDecompressSync(brotli.body).toString()]).toEqual([
      'HIT',
      'br',
      '<p>render 1</p><p></p>',
    ])
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i)
    const identity = await rawGet(`${url}/one-copy`, { 'accept-encoding': 'identity' })
    expect([identity.headers['x-page-cache'], identity.headers['content-encoding'], identity.body.toString()]).toEqual([
      'HIT',
      undefined,
      '<p>render 1</p><p></p>',
    ])
    expect(renders()).toBe(1)
  })

  it('a target that starts with two slashes is a path of its own, never kept as the home page', async () => {
    const pathPage = (request: IncomingMessage, response: ServerResponse, render: number) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC })
      response.end(`<p>${request.url} render ${render}</p>`)
    }
    const { url } = await site(pathPage)
    const odd = await rawGet(`${url}/`, {}, { target: '//evil.example/' })
    expect([odd.headers['x-page-cache'], odd.body.toString()]).toEqual(['MISS', '<p>//evil.example/ render 1</p>'])
    const home = await get(`${url}/`)
    expect([home.state, home.body]).toEqual(['MISS', '<p>/ render 2</p>'])
    // Each kept under its own path, as the app reads it.
    expect((await rawGet(`${url}/`, {}, { target: '//evil.example/' })).body.toString()).toBe('<p>//evil.example/ render 1</p>')
    expect((await get(`${url}/`)).body).toBe('<p>/ render 2</p>')
  })

  it('renders a page with a made-up query parameter but never keeps it', async () => {
    const { url, renders, store } = await site(publicPage)
    for (let index = 0; index < 5; index++) expect((await get(`${url}/?x=${index}`)).state).toBe(null)
    expect((await get(`${url}/?x=0`)).state).toBe(null)
    expect(renders()).toBe(6)
    expect(store.stats().entries).toBe(0)
  })

  it('pages with a query string cannot push out the pages without one', async () => {
    const { url, store } = await site(
      (_request, response) => {
        response.writeHead(200, { 'Cache-Control': PUBLIC })
        // Random, so brotli cannot shrink it: each kept page weighs what it says.
        response.end(randomBytes(1_500).toString('base64'))
      },
      { maxBytes: 40_000 },
    )
    for (const path of ['/1', '/2', '/3', '/4']) await get(`${url}${path}`)
    for (let page = 2; page < 40; page++) await get(`${url}/blog?page=${page}`)
    for (const path of ['/1', '/2', '/3', '/4']) expect((await get(`${url}${path}`)).state, path).toBe('HIT')
    expect(store.stats().bytes).toBeLessThanOrEqual(40_000)
  })

  it('not-found pages cannot push out the found pages; a page that is gone is kept as not found', async () => {
    const gone = new Set<string>()
    const { url, store, tick } = await site(
      (request, response) => {
        const missing = request.url?.startsWith('/made-up-') || gone.has(request.url ?? '')
        response.writeHead(missing ? 404 : 200, { 'Cache-Control': PUBLIC })
        // Random, so brotli cannot shrink it: each kept page weighs what it says.
        response.end(randomBytes(1_500).toString('base64'))
      },
      { maxBytes: 80_000 },
    )
    for (const path of ['/1', '/2', '/3', '/4']) await get(`${url}${path}`)
    for (let made = 0; made < 60; made++) expect((await get(`${url}/made-up-${made}`)).status).toBe(404)
    expect((await get(`${url}/made-up-59`)).state).toBe('HIT')
    for (const path of ['/1', '/2', '/3', '/4']) expect((await get(`${url}${path}`)).state, path).toBe('HIT')
    expect(store.stats().bytes).toBeLessThanOrEqual(80_000)

    // Unpublished: once its copy is stale, the render in the background gets the not-found page,
    // and that is what is kept from then on (out of the found pages' part).
    gone.add('/4')
    tick(10_000)
    const again = await get(`${url}/4`)
    expect([again.state, again.status]).toEqual(['STALE', 200])
    await until(() => store.stats().refreshes === 1)
    let next = await get(`${url}/4`)
    while (next.state === 'STALE') next = await get(`${url}/4`)
    expect([next.state, next.status]).toEqual(['HIT', 404])
  })

  it('a stale page is served at once to everyone while one render in the background refreshes it', async () => {
    const { url, tick, renders, store, hold, reachedApp } = await site(publicPage)
    await get(`${url}/news`)
    await until(() => store.stats().entries === 1)
    tick(10_000)
    const release = hold()
    // A burst (of browsers: they take brotli): every visitor gets the kept page at once, and only one render starts.
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => get(`${url}/news`, { 'accept-encoding': 'br' })))
    expect(burst.map((answer) => [answer.state, answer.body])).toEqual(Array(5).fill(['STALE', '<p>render 1</p><p></p>']))
    await until(() => renders() === 2)
    expect(store.stats().refreshes).toBe(1)
    // None of the burst reached the app: the store answered them before it; the render did.
    expect(reachedApp()).toBe(2)
    release()
    await until(() => store.stats().hits === 5 && store.stats().misses === 2)
    let next = await get(`${url}/news`)
    while (next.state === 'STALE') next = await get(`${url}/news`)
    expect([next.state, next.body, next.age]).toEqual(['HIT', '<p>render 2</p><p></p>', '0'])
    expect(renders()).toBe(2)
  })

  it("a long page is refreshed by a writer that waits for 'drain' when a write says the response is full (React Router's does)", async () => {
    const long = 'x'.repeat(300_000)
    // Behind Express, a background render writes through Node's own ServerResponse, which without a
    // socket says it is full past its high-water mark and never drains.
    const { url, tick, store } = await site(
      (_request, response, render) => {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC })
        void (async () => {
          for (const piece of [`<p>render ${render}</p>`, long, long]) {
            if (!response.write(piece)) await once(response, 'drain')
          }
          response.end()
        })()
      },
      { asExpress: true },
    )
    expect((await get(`${url}/home`)).state).toBe('MISS')
    await until(() => store.stats().entries === 1)
    tick(10_000)
    expect((await get(`${url}/home`)).state).toBe('STALE')
    let next = await get(`${url}/home`)
    while (next.state === 'STALE') next = await get(`${url}/home`)
    expect([next.state, next.body.slice(0, 15), next.body.length]).toEqual(['HIT', '<p>render 2</p>', 15 + 2 * long.length])
  })

  it('the background render is asked as its visitor was: same variant, kept under the same key', async () => {
    const { url, tick, renders, store } = await site(publicPage)
    const india = { 'cf-ipcountry': 'IN' }
    const singapore = { 'cf-ipcountry': 'SG' }
    await get(`${url}/deals`, india)
    await get(`${url}/deals`, singapore)
    await until(() => store.stats().entries === 2)
    tick(10_000)
    expect((await get(`${url}/deals`, india)).state).toBe('STALE')
    await until(() => renders() === 3 && store.stats().refreshes === 1)
    let next = await get(`${url}/deals`, india)
    while (next.state === 'STALE') next = await get(`${url}/deals`, india)
    // Rendered for an Indian visitor (the page writes the country header it was asked with).
    expect([next.state, next.body]).toEqual(['HIT', '<p>render 3</p><p>IN</p>'])
    // The Singapore page was not refreshed: still the stale copy.
    expect((await get(`${url}/deals`, singapore)).body).toBe('<p>render 2</p><p>SG</p>')
  })

  it('the background render reaches the server as a connection from the visitor’s address, and its answer is whole', async () => {
    // A long page (past a socket's high-water mark) that says which address asked for it.
    const addressPage = (request: IncomingMessage, response: ServerResponse, render: number) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC })
      response.write(`<p>render ${render}</p>${'<p>filler</p>'.repeat(20_000)}`)
      response.end(`<p>${request.socket.remoteAddress}</p>`)
    }
    const { url, tick, renders, store } = await site(addressPage)
    await get(`${url}/deals`)
    // Kept once compressed, which may end after the answer.
    await until(() => store.stats().entries === 1)
    tick(10_000)
    expect((await get(`${url}/deals`)).state).toBe('STALE')
    await until(() => renders() === 2 && store.stats().refreshes === 1)
    let next = await get(`${url}/deals`)
    while (next.state === 'STALE') next = await get(`${url}/deals`)
    expect(next.state).toBe('HIT')
    expect(next.body).toMatch(/^<p>render 2<\/p>(<p>filler<\/p>){20000}<p>127\.0\.0\.1<\/p>$/)
  })

  it('a refresh that fails never replaces the kept page: it is served in its place (stale-if-error), and the store stays on for it', async () => {
    let status = 200
    const { url, tick, renders, store } = await site((_request, response, render) => {
      response.writeHead(status, { 'Cache-Control': status === 200 ? PUBLIC : 'no-store' })
      response.end(`render ${render}`)
    })
    await get(`${url}/kept`)
    await until(() => store.stats().entries === 1)
    status = 500
    // Stale, within its stale-while-revalidate: served at once; its refresh fails in the background.
    tick(10_000)
    expect(await get(`${url}/kept`).then((answer) => [answer.status, answer.state, answer.body])).toEqual([200, 'STALE', 'render 1'])
    await until(() => renders() === 2 && store.stats().misses === 2)
    expect(store.stats().entries).toBe(1)
    // Past it (a minute old): the visitor waits for a render, which fails, and gets the kept page.
    tick(50_000)
    expect(await get(`${url}/kept`).then((answer) => [answer.status, answer.state, answer.body])).toEqual([200, 'STALE', 'render 1'])
    expect(renders()).toBe(3)
    // Once the server renders again, the next one is kept and served.
    status = 200
    expect(await get(`${url}/kept`).then((answer) => [answer.status, answer.state, answer.body])).toEqual([200, 'HIT', 'render 4'])
    // Past its stale-if-error (a day), a page that cannot be rendered is the error.
    status = 500
    tick(86_400_000 + 10_000)
    expect(await get(`${url}/kept`).then((answer) => [answer.status, answer.state])).toEqual([500, 'MISS'])
  })

  it('answers a kept page before the app only for a GET or HEAD without a body from a client that takes brotli', async () => {
    const { url, reachedApp, store } = await site(publicPage)
    await get(`${url}/about`, { 'accept-encoding': 'br' })
    expect(reachedApp()).toBe(1)
    // Kept once compressed, which ends after the answer.
    await until(() => store.stats().entries === 1)
    const brotli = await rawGet(`${url}/about`, { 'accept-encoding': 'gzip, br' })
    expect([brotli.headers['x-page-cache'], brotli.headers['content-encoding'], brotli.headers['cache-control']]).toEqual(['HIT', 'br', PUBLIC])
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i)
    expect(brotliDecompressSync(brotli.body).toString()).toBe('<p>render 1</p><p></p>')
    expect((await get(`${url}/about`, { 'accept-encoding': 'br' }, 'HEAD')).state).toBe('HIT')
    expect(reachedApp()).toBe(1)
    // Another encoding, and a post: the app (there, the store serves the kept page decompressed).
    expect((await get(`${url}/about`, { 'accept-encoding': 'gzip' })).state).toBe('HIT')
    expect(reachedApp()).toBe(2)
    await fetch(`${url}/about`, { method: 'POST', body: 'x=1', headers: { 'accept-encoding': 'br' } })
    expect(reachedApp()).toBe(3)
  })

  it("a request cannot pass for the store's own background render", async () => {
    const { url, renders, store } = await site(publicPage)
    await get(`${url}/about`)
    await until(() => store.stats().entries === 1)
    const forged = await get(`${url}/about`, { 'x-page-store-refresh': 'guess' })
    expect([forged.state, forged.body]).toEqual(['HIT', '<p>render 1</p><p></p>'])
    expect(renders()).toBe(1)
  })

  it('a render under way when the store is emptied (a publish) answers its request but is not kept, nor waited for', async () => {
    const { url, renders, store, hold } = await site(publicPage)
    const release = hold()
    const early = get(`${url}/news`)
    await until(() => renders() === 1)
    store.clear()
    // Asked after the publish: its own render, not the one from before it.
    const late = get(`${url}/news`)
    await until(() => renders() === 2)
    release()
    expect((await early).body).toBe('<p>render 1</p><p></p>')
    expect((await late).body).toBe('<p>render 2</p><p></p>')
    const next = await get(`${url}/news`)
    expect([next.state, next.body]).toEqual(['HIT', '<p>render 2</p><p></p>'])
  })

  it('keeps a page only under the path its canonical link names: other spellings are answered, never kept', async () => {
    const { url, renders } = await site((request, response, render) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC, Link: '<http://site.example/about>; rel="canonical"' })
      response.end(`<p>render ${render}</p>`)
    })
    for (const spelling of ['/About', '/about/', '/ABOUT', '/About']) expect((await get(`${url}${spelling}`)).state, spelling).toBe('MISS')
    expect((await get(`${url}/about`)).state).toBe('MISS')
    expect((await get(`${url}/about`)).state).toBe('HIT')
    expect(renders()).toBe(5)
  })

  it('keys on the decided currency and the campaign the page renders, not on the country, raw cookies or unrelated ones', async () => {
    const { url, renders } = await site(publicPage)
    await get(`${url}/`, { 'CF-IPCountry': 'IN' })
    expect((await get(`${url}/`, { 'CF-IPCountry': 'IN', Cookie: '_ga=GA1.2.3; theme=dark' })).state).toBe('HIT')
    expect((await get(`${url}/`, { 'CF-IPCountry': 'SG' })).body).toBe('<p>render 2</p><p>SG</p>')
    // Another country of the same currency is the same page.
    expect((await get(`${url}/`, { 'CF-IPCountry': 'MY' })).state).toBe('HIT')
    // The currency cookie wins over the country (ADR 3): another page.
    expect((await get(`${url}/`, { 'CF-IPCountry': 'IN', Cookie: 'currency=USD' })).state).toBe('MISS')
    // The visit's campaign (its cookie) is part of the key, as the campaign it names.
    const campaign = (value: string) => ({ 'CF-IPCountry': 'IN', Cookie: `${UTM_COOKIE}=utm_campaign%3D${value}` })
    expect((await get(`${url}/`, campaign('Europe'))).state).toBe('MISS')
    expect((await get(`${url}/`, campaign('made-up-1'))).state).toBe('MISS')
    expect((await get(`${url}/`, campaign('made-up-2'))).state).toBe('HIT')
    expect(renders()).toBe(5)
  })

  it('a pending lead flash and a post always reach the page', async () => {
    const { url, renders } = await site(publicPage)
    await get(`${url}/contact`)
    const flash = await get(`${url}/contact`, { Cookie: `${FLASH_COOKIE}=x` })
    expect([flash.state, flash.body]).toEqual([null, '<p>render 2</p><p></p>'])
    // However the cookie is spelled: the page reads it the same way.
    expect((await get(`${url}/contact`, { Cookie: `a=1;  ${FLASH_COOKIE} =x` })).state).toBe(null)
    expect((await fetch(`${url}/contact`, { method: 'POST' })).headers.get('x-page-cache')).toBeNull()
    expect(renders()).toBe(4)
  })

  it('never keeps a page for one visitor; those who waited for it render their own', async () => {
    const { url, renders, arrived, hold } = await site((request, response, render) => {
      response.writeHead(200, { 'Cache-Control': PUBLIC, 'Set-Cookie': `visit=${render}` })
      response.end(`render ${render}`)
    })
    const release = hold()
    const answers = Array.from({ length: 3 }, () => get(`${url}/?utm_campaign=a`))
    await until(() => arrived() === 3)
    release()
    const results = await Promise.all(answers)
    expect(renders()).toBe(3)
    expect(new Set(results.map((result) => result.response.headers.get('set-cookie'))).size).toBe(3)
    expect((await get(`${url}/?utm_campaign=a`)).state).toBe('MISS')
    expect(renders()).toBe(4)
  })

  it('private, no-store and error pages are not kept', async () => {
    let cacheControl = 'private, no-cache'
    let status = 200
    const { url, renders, tick } = await site((_request, response, render) => {
      response.writeHead(status, { 'Cache-Control': cacheControl })
      response.end(`render ${render}`)
    })
    await get(`${url}/a`)
    expect((await get(`${url}/a`)).body).toBe('render 2')
    cacheControl = PUBLIC
    status = 500
    tick(10_000)
    await get(`${url}/b`)
    expect((await get(`${url}/b`)).body).toBe('render 4')
    expect(renders()).toBe(4)
  })

  it('stays within its bytes, dropping the least recently used page, and clear() empties it', async () => {
    const { url, store } = await site(
      (request, response) => {
        response.writeHead(200, { 'Cache-Control': PUBLIC })
        // Random hex, so brotli halves it and no more: each kept page weighs about 3.3 KB, page N
        // N × 25 bytes more than a page of 2,900 random bytes. The sizes differ, so keeping a page
        // always changes the bytes, also when it evicts another (with equal sizes the wait below
        // never ended, now and then).
        response.end(randomBytes(2_900 + Number(request.url?.slice(1)) * 25).toString('hex'))
      },
      { maxBytes: 16_000 },
    )
    for (const path of ['/1', '/2', '/3', '/4', '/5']) {
      const before = store.stats().bytes
      await get(`${url}${path}`)
      // Kept once compressed, which ends after the answer.
      await until(() => store.stats().bytes !== before)
    }
    const { entries, bytes, maxBytes } = store.stats()
    expect(bytes).toBeLessThanOrEqual(maxBytes)
    // 14 KB are for pages without a query string: four fit, and the first one used went first.
    expect(entries).toBe(4)
    expect((await get(`${url}/5`)).state).toBe('HIT')
    expect((await get(`${url}/1`)).state).toBe('MISS')
    store.clear()
    expect(store.stats().entries).toBe(0)
    expect((await get(`${url}/5`)).state).toBe('MISS')
  })

  it('counts hits and misses', async () => {
    const { url, store } = await site(publicPage)
    await get(`${url}/`)
    await get(`${url}/`)
    await get(`${url}/`)
    await get(`${url}/other`)
    await until(() => store.stats().entries === 2)
    expect(store.stats()).toMatchObject({ enabled: true, entries: 2, hits: 2, misses: 2, hitRatio: 0.5 })
  })

  it('turned off, every request renders', async () => {
    let renders = 0
    const store = createPageStore({ enabled: false, maxBytes: 1024, pageParams: PAGE_QUERY_PARAMS, variantOf: requestPageVariant('CF-IPCountry') })
    const server = createServer((request, response) => {
      Object.assign(response, { locals: { siteOrigin: { protocol: 'http', host: 'site.example' } } })
      store.middleware(request, response, () => publicPage(request, response, ++renders))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    expect((await get(url)).state).toBeNull()
    expect((await get(url)).body).toBe('<p>render 2</p><p></p>')
    expect(store.stats()).toMatchObject({ enabled: false, entries: 0 })
  })
})

describe('canonicalPath: the path a page names as its own', () => {
  it("is the path of the Link header's canonical URL", () => {
    expect(canonicalPath('<https://www.harbourline.example/about>; rel="canonical"')).toBe('/about')
    expect(canonicalPath('<http://127.0.0.1:4310/Singapore-Cruise-Guide>; rel=canonical')).toBe('/Singapore-Cruise-Guide')
    expect(canonicalPath(['</x.css>; rel=preload', '<https://h.example/>; rel="canonical"'])).toBe('/')
  })

  it('is null without one', () => {
    for (const value of [undefined, '', '</x.css>; rel=preload', '<not a url>; rel="canonical"', 42]) expect(canonicalPath(value), String(value)).toBeNull()
  })
})
