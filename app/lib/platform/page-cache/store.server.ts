import { randomUUID } from 'node:crypto'
import { type IncomingMessage, request as httpRequest, type ServerResponse } from 'node:http'
import { type Duplex, duplexPair } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, brotliDecompressSync, constants as zlib } from 'node:zlib'

import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'
import vary from 'vary'

import type { SiteOrigin } from '~/lib/platform/http/origin'

import { type PageAddress, pageKey, pageQuery, type PageVariant, targetLocation } from './key'
import { afterUnkeptResponse, bypassReason, canonicalPath, EXCHANGE_HEADERS, storeLifetime, UNBOUNDED_PAGES_SHARE } from './storability'

/**
 * Rendered public pages kept in this process (ADR 19), as nginx micro-caching or a CDN would keep
 * them for a site run without one. Express middleware between compression and React Router: a page is
 * kept once per variant, compressed with brotli; a hit is those bytes for a client that takes br,
 * and the page decompressed (then compressed by the compression middleware as it negotiates) for
 * any other. A miss renders once however many requests ask for the page meanwhile. A stale page is
 * served at once to everyone while one render in the background refreshes it (a request to the
 * site's own server, `renderThrough`), and in place of a refresh that fails, for its stale-if-error (ADR 31).
 * `answerStored` serves the pages a client can take as they are, before the app's middleware.
 */

export interface StoredPage {
  status: number
  headers: Array<[string, string | string[]]>
  /** The body, brotli-compressed. */
  body: Buffer
  /** Bytes of the body before compression (a HEAD's Content-Length for a client without br). */
  identityLength: number
  /** What is sent before the body to a client that takes br (brotliHead). */
  brotliHead: string[]
  storedAt: number
  freshUntil: number
  /** Until then, once stale, it is served at once while a background render refreshes it. */
  staleUntil: number
  /** Until then, once stale, it is served in place of a refresh that fails. */
  errorUntil: number
}

/** How the store answered a request: a kept page, fresh or stale, or a render. */
export type CacheState = 'HIT' | 'STALE' | 'MISS'

/** The request header that marks the store's own background render (with a token only the store knows). */
const REFRESH_HEADER = 'x-page-store-refresh'
/**
 * Headers of the visitor's request a background render does without: it asks for the page itself
 * (not whether a copy the client holds is still good, nor a part of it), with no body, on no
 * connection of its own.
 */
const NOT_FOR_A_REFRESH = [
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
  'range',
  'content-length',
  'transfer-encoding',
  'content-type',
  'expect',
  'connection',
  'keep-alive',
  'upgrade',
]

/** A key whose last render could not be shared (private, a cookie): render it directly for a while. */
const RENDER_DIRECTLY = 'render-directly' as const
type Entry = StoredPage | typeof RENDER_DIRECTLY
const RENDER_DIRECTLY_MS = 10_000

export interface PageStoreStats {
  enabled: boolean
  /** Pages kept. */
  entries: number
  bytes: number
  maxBytes: number
  /** Pages served from the store (fresh, stale, or a render shared with requests that waited for it). */
  hits: number
  /** Lookups that rendered. */
  misses: number
  /** Stale pages rendered again in the background. */
  refreshes: number
  /** hits / (hits + misses), 0 before the first lookup. */
  hitRatio: number
}

export interface PageStoreOptions {
  enabled: boolean
  maxBytes: number
  /** The query parameters the site's pages read: a request with any other is rendered, never kept. */
  pageParams: ReadonlySet<string>
  /** What the page of a request is decided for besides its address (the site's reading of its headers): part of the key. */
  variantOf: (request: PageStoreRequest) => Promise<PageVariant>
  /** Why the visitor's own cookies make their page theirs alone (a preview, a form's error flash), or null. */
  personalReason?: (request: PageStoreRequest) => Promise<string | null> | string | null
  now?: () => number
}

type Next = (error?: unknown) => void
export type PageStoreRequest = IncomingMessage & { originalUrl?: string; ip?: string }
/** Express's response, whose locals carry the origin server.js decided for the request (origin.server.ts). */
export type PageStoreResponse = ServerResponse & { locals?: { siteOrigin?: SiteOrigin } }

// negotiator 0.6.4 takes the preferred encodings as a second argument; its published types predate it.
type EncodingNegotiator = { encoding(available: string[], preferred: string[]): string | undefined }
const negotiatesBrotli = (request: IncomingMessage): boolean =>
  (new Negotiator(request) as unknown as EncodingNegotiator).encoding(['br', 'gzip', 'identity'], ['br', 'gzip']) === 'br'
/** Clients send a few spellings of Accept-Encoding: each is negotiated once. */
const brotliBySpelling = new LRUCache<string, boolean>({ max: 256 })
function takesBrotli(request: IncomingMessage): boolean {
  const header = request.headers['accept-encoding']
  if (header === undefined) return false
  let takes = brotliBySpelling.get(header)
  if (takes === undefined) {
    takes = negotiatesBrotli(request)
    brotliBySpelling.set(header, takes)
  }
  return takes
}

/** A stored page's headers for a client that takes brotli, as one list of names and values (Age and X-Page-Cache follow). */
function brotliHead(headers: StoredPage['headers'], bodyLength: number): string[] {
  const head: string[] = []
  let varies = ''
  for (const [name, value] of headers) {
    if (name === 'vary') varies = Array.isArray(value) ? value.join(', ') : value
    else for (const one of Array.isArray(value) ? value : [value]) head.push(name, one)
  }
  head.push('vary', vary.append(varies, 'Accept-Encoding'), 'content-encoding', 'br', 'content-length', String(bodyLength))
  return head
}

const compress = promisify(brotliCompress)
// Kept pages are compressed once each and sent many times: a high quality pays for itself.
const brotliOf = (body: Buffer) =>
  compress(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })

/** Pages kept (not counting the keys marked to render directly). */
const pagesKept = (store: LRUCache<string, Entry>) => [...store.values()].filter((entry) => entry !== RENDER_DIRECTLY).length

/**
 * How the store answered a response (HIT, STALE, MISS), for the request log: a property of the
 * response, as a WeakMap entry for each request cost the garbage collector more than the lookup.
 */
const ANSWER = Symbol('page store answer')
type AnsweredResponse = ServerResponse & { [ANSWER]?: CacheState }
const markAnswer = (response: ServerResponse, state: CacheState) => {
  ;(response as AnsweredResponse)[ANSWER] = state
}

/** A render in the background that has not finished by then is given up (and may be tried again). */
const REFRESH_TIMEOUT_MS = 30_000

/** The site's HTTP server, which a background render is asked of over a connection in memory. */
export interface RenderServer {
  emit(event: 'connection', connection: Duplex): boolean
}

export function createPageStore({ enabled, maxBytes, pageParams, variantOf, personalReason = () => null, now = Date.now }: PageStoreOptions) {
  const lru = (size: number) =>
    new LRUCache<string, Entry>({
      maxSize: size,
      maxEntrySize: Math.max(1, Math.floor(size / 4)),
      sizeCalculation: (entry, key) => key.length + (entry === RENDER_DIRECTLY ? 0 : entry.body.length + JSON.stringify(entry.headers).length),
      // Entries age on the store's clock (a test's own), read afresh at every lookup.
      perf: { now },
      ttlResolution: 0,
    })
  const unboundedShare = Math.max(1, Math.floor(maxBytes * UNBOUNDED_PAGES_SHARE))
  /**
   * Found pages without a query string, and the rest (a query string, or not found): the second
   * kind has no bound in number and can never push out the first. A key is kept in one of them.
   */
  const stores = { plain: lru(Math.max(1, maxBytes - unboundedShare)), unbounded: lru(unboundedShare) }
  const lookUp = (key: string) => stores.plain.get(key) ?? stores.unbounded.get(key)
  const isKept = (key: string) => stores.plain.has(key) || stores.unbounded.has(key)
  function setEntry(key: string, address: PageAddress, status: number, entry: Entry, ttl: number, start?: number) {
    const [kept, other] = address.query === '' && status !== 404 ? [stores.plain, stores.unbounded] : [stores.unbounded, stores.plain]
    other.delete(key)
    kept.set(key, entry, { ttl, start })
  }
  /** Renders under way, by key: the requests for the same page wait for it instead of rendering again. */
  const pendingPages = new Map<string, PendingPage>()
  /** Counts clear()s: a render that started before the latest one answers its requests but is not kept. */
  let generation = 0
  let hits = 0
  let misses = 0
  let refreshes = 0
  /** The server a background refresh is asked of (server.js hands it over); none, and a stale page is refreshed by its visitor. */
  let renderServer: RenderServer | null = null
  /** Marks this store's own background renders, so the app's requests cannot pass for one. */
  const refreshToken = randomUUID()

  interface PendingPage {
    done: Promise<StoredPage | undefined>
    settle: (page: StoredPage | undefined) => void
    /** A render is writing the page (renderAndKeep): it settles this when the page is kept, or is not. */
    rendering?: boolean
  }

  /** A render under way for `key`, whose requests share what it keeps. */
  function startPendingPage(key: string): PendingPage {
    let settle: (page: StoredPage | undefined) => void = () => {}
    const done = new Promise<StoredPage | undefined>((resolve) => {
      settle = (stored) => {
        settle = () => {}
        if (pendingPages.get(key) === pending) pendingPages.delete(key)
        resolve(stored)
      }
    })
    const pending: PendingPage = { done, settle: (stored) => settle(stored) }
    pendingPages.set(key, pending)
    return pending
  }

  function send(request: PageStoreRequest, response: ServerResponse, page: StoredPage, state: 'HIT' | 'STALE') {
    hits++
    markAnswer(response, state)
    const age = String(Math.max(0, Math.floor((now() - page.storedAt) / 1000)))
    const head = request.method === 'HEAD'
    if (takesBrotli(request)) {
      // Already encoded, with its headers in one list: the compression middleware (if any is in
      // front) passes it through as it is.
      response.writeHead(page.status, [...page.brotliHead, 'age', age, 'x-page-cache', state])
      response.end(head ? undefined : page.body)
      return
    }
    // Decompressed here; the compression middleware encodes it as this client asks (gzip), or not.
    response.statusCode = page.status
    for (const [name, value] of page.headers) response.setHeader(name, value)
    response.setHeader('Age', age)
    response.setHeader('X-Page-Cache', state)
    vary(response, 'Accept-Encoding')
    response.setHeader('Content-Length', page.identityLength)
    response.end(head ? undefined : brotliDecompressSync(page.body))
  }

  /** Renders the page through the rest of the app, keeping nothing. */
  function render(response: ServerResponse, next: Next) {
    misses++
    markAnswer(response, 'MISS')
    response.setHeader('X-Page-Cache', 'MISS')
    next()
  }

  /**
   * Renders the page through the rest of the app, keeping what it writes; stores it if it may be
   * shared, and settles `pendingPage` with it (or with nothing) for the requests that wait.
   */
  function renderAndKeep(key: string, address: PageAddress, request: PageStoreRequest, response: ServerResponse, next: Next, pendingPage: PendingPage) {
    misses++
    pendingPage.rendering = true
    const startedIn = generation
    const chunks: Buffer[] = []
    let bytes = 0
    const keep = (chunk: unknown, encoding: unknown) => {
      if (bytes > maxBytes || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const piece =
        typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array)
      bytes += piece.length
      chunks.push(piece)
    }
    // Wrapped after the compression middleware wrapped them: what is kept is what the page wrote.
    // (A response's own end may write its last chunk through write: it is kept once.)
    const write = response.write.bind(response) as (...args: unknown[]) => boolean
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
    let ending = false
    response.write = ((...args: unknown[]) => {
      if (!ending) keep(args[0], args[1])
      return write(...args)
    }) as ServerResponse['write']
    response.end = ((...args: unknown[]) => {
      keep(args[0], args[1])
      ending = true
      return end(...args)
    }) as ServerResponse['end']
    markAnswer(response, 'MISS')
    response.setHeader('X-Page-Cache', 'MISS')

    let finished = false
    response.once('finish', () => {
      finished = true
      const lifetime = storeLifetime({
        method: request.method ?? 'GET',
        status: response.statusCode,
        cacheControl: String(response.getHeader('cache-control') ?? ''),
        setsCookie: response.hasHeader('set-cookie'),
      })
      // Another spelling of a page's path: answered, never kept (the page is kept under its own).
      const canonical = canonicalPath(response.getHeader('link'))
      if (canonical !== null && canonical !== address.path) return pendingPage.settle(undefined)
      if (!lifetime || bytes > maxBytes) {
        if (startedIn === generation && afterUnkeptResponse(response.statusCode, isKept(key)) === 'render-directly') {
          setEntry(key, address, response.statusCode, RENDER_DIRECTLY, RENDER_DIRECTLY_MS)
        }
        return pendingPage.settle(undefined)
      }
      const headers = Object.entries(response.getHeaders())
        .filter(([name, value]) => !EXCHANGE_HEADERS.has(name) && value !== undefined)
        .map(([name, value]): [string, string | string[]] => [name, typeof value === 'number' ? String(value) : (value as string | string[])])
      const identity = Buffer.concat(chunks)
      // Its age counts from when it was rendered, not from when its compression finished.
      const storedAt = now()
      brotliOf(identity).then(
        (body) => {
          const page: StoredPage = {
            status: response.statusCode,
            headers,
            body,
            identityLength: identity.length,
            brotliHead: brotliHead(headers, body.length),
            storedAt,
            freshUntil: storedAt + lifetime.freshMs,
            staleUntil: storedAt + lifetime.freshMs + lifetime.staleMs,
            errorUntil: storedAt + lifetime.freshMs + lifetime.errorMs,
          }
          // Rendered from the content before a publish that came meanwhile: for its own requests only.
          if (startedIn === generation) setEntry(key, address, page.status, page, lifetime.freshMs + Math.max(lifetime.staleMs, lifetime.errorMs), storedAt)
          pendingPage.settle(page)
        },
        () => pendingPage.settle(undefined),
      )
    })
    // The client went away before the page was written: nothing is kept, and whoever waited renders.
    response.once('close', () => {
      if (!finished) pendingPage.settle(undefined)
    })
    next()
  }

  /**
   * Starts one render of a stale page in the background, through the app as a request like this
   * one would be (its headers decide the page's variant; the store's token marks it as the
   * refresh), unless one is under way. Its outcome settles the pending page the page's requests share.
   */
  function refresh(key: string, request: PageStoreRequest): PendingPage | undefined {
    const underWay = pendingPages.get(key)
    if (underWay || !renderServer) return underWay
    const pendingPage = startPendingPage(key)
    refreshes++
    const headers: Record<string, string | string[] | undefined> = { ...request.headers, 'accept-encoding': 'identity', [REFRESH_HEADER]: refreshToken }
    for (const name of NOT_FOR_A_REFRESH) delete headers[name]
    const server = renderServer
    const timer = setTimeout(() => pendingPage.settle(undefined), REFRESH_TIMEOUT_MS)
    timer.unref()
    // After this turn, so the stale page that set it off is on its way first.
    const target = { url: request.originalUrl ?? request.url ?? '/', headers, remoteAddress: request.socket.remoteAddress }
    setImmediate(() => startRender(server, target, pendingPage, timer))
    return pendingPage
  }

  /**
   * Asks the site's own server for the page, as the visitor's request did: Node's HTTP client over a
   * connection in memory (no port, no network), which the server takes as a connection from the
   * visitor's address, so every rule of the app (trusted proxies, the visitor's country) decides as
   * it did for them. The store's middleware keeps the page; the answer itself is read and dropped.
   */
  function startRender(
    server: RenderServer,
    { url, headers, remoteAddress }: { url: string; headers: Record<string, string | string[] | undefined>; remoteAddress: string | undefined },
    pendingPage: PendingPage,
    timer: NodeJS.Timeout,
  ) {
    const [client, connection] = duplexPair()
    Object.defineProperty(connection, 'remoteAddress', { value: remoteAddress })
    server.emit('connection', connection)
    new Promise<void>((resolve, reject) => {
      const request = httpRequest({ createConnection: () => client, method: 'GET', path: url, headers: { ...headers, connection: 'close' } }, (answer) => {
        answer.on('end', resolve).on('error', reject).resume()
      })
      request.on('error', reject).end()
    })
      .catch(() => undefined)
      // If the app answered it without rendering it into the store (an error before the store, a key
      // read otherwise), the pending page ends here; a render that did settles it once the page is kept.
      .finally(() => {
        clearTimeout(timer)
        if (!pendingPage.rendering) pendingPage.settle(undefined)
      })
  }

  /** The request's page address and key, or null when the store has nothing to do with it (bypassReason). */
  async function locate(request: PageStoreRequest, origin: SiteOrigin | undefined): Promise<{ key: string; address: PageAddress } | null> {
    const location = targetLocation(request.originalUrl ?? request.url ?? '/')
    if (!enabled || !location) return null
    const query = pageQuery(location.search, pageParams)
    const reason = bypassReason({
      method: request.method ?? 'GET',
      path: location.path,
      personal: await personalReason(request),
      originDecided: origin !== undefined,
      queryRead: query !== null,
    })
    if (reason) return null
    const address: PageAddress = { origin: origin as SiteOrigin, path: location.path, query: query as string }
    return { key: pageKey(address, await variantOf(request)), address }
  }

  function middleware(request: PageStoreRequest, response: PageStoreResponse, next: Next) {
    // The store's own background render: render and keep, whatever is kept now.
    const isRefresh = request.headers[REFRESH_HEADER] === refreshToken
    delete request.headers[REFRESH_HEADER]
    locate(request, response.locals?.siteOrigin).then(
      (located) => {
        if (!located) return next()
        const { key, address } = located
        if (isRefresh) {
          const pendingPage = pendingPages.get(key)
          return pendingPage ? renderAndKeep(key, address, request, response, next, pendingPage) : render(response, next)
        }
        serve(key, address, request, response, next)
      },
      (error: unknown) => next(error),
    )
  }

  /** Answers from the store, or renders (keeping what may be kept), for a request's key. */
  function serve(key: string, address: PageAddress, request: PageStoreRequest, response: PageStoreResponse, next: Next) {
    const entry = lookUp(key)
    if (entry === RENDER_DIRECTLY) return render(response, next)
    const at = now()
    if (entry && at < entry.freshUntil) return send(request, response, entry, 'HIT')
    if (entry && request.method === 'HEAD') return send(request, response, entry, 'STALE')
    // Stale, for its stale-while-revalidate: served at once, then refreshed in the background.
    if (entry && at < entry.staleUntil && (pendingPages.has(key) || renderServer)) {
      send(request, response, entry, 'STALE')
      return refresh(key, request)
    }
    if (request.method === 'HEAD') return render(response, next)
    const pending = entry ? refresh(key, request) : pendingPages.get(key)
    if (!pending) return renderAndKeep(key, address, request, response, next, startPendingPage(key))
    // Older, or asked while its first render is under way: the render's page, or if it fails, the
    // stale page for its stale-if-error, or else a render of its own.
    pending.done.then(
      (page) => {
        if (page) return send(request, response, page, 'HIT')
        const kept = lookUp(key)
        if (kept && kept !== RENDER_DIRECTLY && now() < kept.errorUntil) return send(request, response, kept, 'STALE')
        render(response, next)
      },
      (error: unknown) => next(error),
    )
  }

  /**
   * Serves a page the store holds for this request as it is kept, before the app's middleware:
   * fresh, or stale within its stale-while-revalidate (then refreshed in the background), for a
   * GET or HEAD without a body from a client that takes brotli, on an origin pages are kept
   * under. `sharedOrigin` reads that origin as the app would (server.js), and only for a request
   * the store might answer. False for anything else, which the app answers.
   */
  async function answerStored(
    request: PageStoreRequest,
    response: ServerResponse,
    sharedOrigin: (request: PageStoreRequest) => SiteOrigin | null,
  ): Promise<boolean> {
    if (!enabled || !renderServer) return false
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    if (request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] ?? '0') !== '0') return false
    if (request.headers[REFRESH_HEADER] !== undefined || !takesBrotli(request)) return false
    const origin = sharedOrigin(request)
    if (!origin) return false
    const located = await locate(request, origin)
    if (!located) return false
    const entry = lookUp(located.key)
    if (!entry || entry === RENDER_DIRECTLY) return false
    const at = now()
    if (at < entry.freshUntil) {
      send(request, response, entry, 'HIT')
      return true
    }
    if (at >= entry.staleUntil) return false
    send(request, response, entry, 'STALE')
    if (request.method === 'GET') refresh(located.key, request)
    return true
  }

  return {
    middleware,
    answerStored,
    /** How the store answered a response (HIT, STALE, MISS), or undefined if it did not. */
    answerOf: (response: ServerResponse): CacheState | undefined => (response as AnsweredResponse)[ANSWER],
    /** The server a stale page is asked of again in the background (server.js: the site's own). */
    renderThrough(server: RenderServer) {
      renderServer = server
    },
    /** Forget every page (a publish), and every render under way: requests from now on render anew. */
    clear() {
      generation++
      pendingPages.clear()
      stores.plain.clear()
      stores.unbounded.clear()
    },
    stats(): PageStoreStats {
      return {
        enabled,
        entries: pagesKept(stores.plain) + pagesKept(stores.unbounded),
        bytes: stores.plain.calculatedSize + stores.unbounded.calculatedSize,
        maxBytes,
        hits,
        misses,
        refreshes,
        hitRatio: hits + misses === 0 ? 0 : hits / (hits + misses),
      }
    },
  }
}
