import type { IncomingMessage, ServerResponse } from 'node:http'
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
 * them for a site run without one. Express middleware between compression and Remix: a page is
 * kept once per variant, compressed with brotli; a hit is those bytes for a client that takes br,
 * and the page decompressed (then compressed by the compression middleware as it negotiates) for
 * any other. A miss renders once however many requests ask for the page meanwhile; a stale page is
 * served while one request refreshes it.
 */

export interface StoredPage {
  status: number
  headers: Array<[string, string | string[]]>
  /** The body, brotli-compressed. */
  body: Buffer
  /** Bytes of the body before compression (a HEAD's Content-Length for a client without br). */
  identityLength: number
  storedAt: number
  freshUntil: number
}

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
  personalReason?: (request: PageStoreRequest) => string | null
  now?: () => number
}

type Next = (error?: unknown) => void
export type PageStoreRequest = IncomingMessage & { originalUrl?: string; ip?: string }
/** Express's response, whose locals carry the origin server.js decided for the request (origin.server.ts). */
export type PageStoreResponse = ServerResponse & { locals?: { siteOrigin?: SiteOrigin } }

// negotiator 0.6.4 takes the preferred encodings as a second argument; its published types predate it.
type EncodingNegotiator = { encoding(available: string[], preferred: string[]): string | undefined }
const takesBrotli = (request: IncomingMessage): boolean =>
  (new Negotiator(request) as unknown as EncodingNegotiator).encoding(['br', 'gzip', 'identity'], ['br', 'gzip']) === 'br'

const compress = promisify(brotliCompress)
// Kept pages are compressed once each and sent many times: a high quality pays for itself.
const brotliOf = (body: Buffer) =>
  compress(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })

/** Pages kept (not counting the keys marked to render directly). */
const pagesKept = (store: LRUCache<string, Entry>) => [...store.values()].filter((entry) => entry !== RENDER_DIRECTLY).length

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
    const [into, other] = address.query === '' && status !== 404 ? [stores.plain, stores.unbounded] : [stores.unbounded, stores.plain]
    other.delete(key)
    into.set(key, entry, { ttl, start })
  }
  /** Renders under way, by key: the requests for the same page wait for it instead of rendering again. */
  const filling = new Map<string, Promise<StoredPage | undefined>>()
  /** Counts clear()s: a render that started before the latest one answers its requests but is not kept. */
  let generation = 0
  let hits = 0
  let misses = 0

  function send(request: PageStoreRequest, response: ServerResponse, page: StoredPage, state: 'HIT' | 'STALE') {
    hits++
    response.statusCode = page.status
    for (const [name, value] of page.headers) response.setHeader(name, value)
    response.setHeader('Age', Math.max(0, Math.floor((now() - page.storedAt) / 1000)))
    response.setHeader('X-Page-Cache', state)
    vary(response, 'Accept-Encoding')
    const head = request.method === 'HEAD'
    if (takesBrotli(request)) {
      // Already encoded: the compression middleware passes it through as it is.
      response.setHeader('Content-Encoding', 'br')
      response.setHeader('Content-Length', page.body.length)
      response.end(head ? undefined : page.body)
      return
    }
    // Decompressed here; the compression middleware encodes it as this client asks (gzip), or not.
    response.setHeader('Content-Length', page.identityLength)
    response.end(head ? undefined : brotliDecompressSync(page.body))
  }

  /** Renders the page through the rest of the app, keeping nothing. */
  function render(response: ServerResponse, next: Next) {
    misses++
    response.setHeader('X-Page-Cache', 'MISS')
    next()
  }

  /** Renders the page through the rest of the app, keeping what it writes; stores it if it may be shared. */
  function fill(key: string, address: PageAddress, request: PageStoreRequest, response: ServerResponse, next: Next) {
    misses++
    const startedIn = generation
    let settle: (page: StoredPage | undefined) => void = () => {}
    const filled = new Promise<StoredPage | undefined>((resolve) => {
      settle = (page) => {
        settle = () => {}
        if (filling.get(key) === filled) filling.delete(key)
        resolve(page)
      }
    })
    filling.set(key, filled)
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
    const write = response.write.bind(response) as (...args: unknown[]) => boolean
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
    response.write = ((...args: unknown[]) => {
      keep(args[0], args[1])
      return write(...args)
    }) as ServerResponse['write']
    response.end = ((...args: unknown[]) => {
      keep(args[0], args[1])
      return end(...args)
    }) as ServerResponse['end']
    response.setHeader('X-Page-Cache', 'MISS')

    response.once('finish', () => {
      const lifetime = storeLifetime({
        method: request.method ?? 'GET',
        status: response.statusCode,
        cacheControl: String(response.getHeader('cache-control') ?? ''),
        setsCookie: response.hasHeader('set-cookie'),
      })
      // Another spelling of a page's path: answered, never kept (the page is kept under its own).
      const canonical = canonicalPath(response.getHeader('link'))
      if (canonical !== null && canonical !== address.path) return settle(undefined)
      if (!lifetime || bytes > maxBytes) {
        if (startedIn === generation && afterUnkeptResponse(response.statusCode, isKept(key)) === 'render-directly') {
          setEntry(key, address, response.statusCode, RENDER_DIRECTLY, RENDER_DIRECTLY_MS)
        }
        return settle(undefined)
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
            storedAt,
            freshUntil: storedAt + lifetime.freshMs,
          }
          // Rendered from the content before a publish that came meanwhile: for its own requests only.
          if (startedIn === generation) setEntry(key, address, page.status, page, lifetime.freshMs + lifetime.staleMs, storedAt)
          settle(page)
        },
        () => settle(undefined),
      )
    })
    // The client went away before the page was written: nothing is kept, and whoever waited renders.
    response.once('close', () => {
      if (!response.writableFinished) settle(undefined)
    })
    next()
  }

  function middleware(request: PageStoreRequest, response: PageStoreResponse, next: Next) {
    const location = targetLocation(request.originalUrl ?? request.url ?? '/')
    const origin = response.locals?.siteOrigin
    if (!enabled || !location) return next()
    const query = pageQuery(location.search, pageParams)
    if (
      bypassReason({
        method: request.method ?? 'GET',
        path: location.path,
        personal: personalReason(request),
        originDecided: origin !== undefined,
        queryRead: query !== null,
      })
    ) {
      return next()
    }
    const address: PageAddress = { origin: origin as SiteOrigin, path: location.path, query: query as string }
    variantOf(request).then(
      (variant) => serve(pageKey(address, variant), address, request, response, next),
      (error: unknown) => next(error),
    )
  }

  /** Answers from the store, or renders (keeping what may be kept), for a request's key. */
  function serve(key: string, address: PageAddress, request: PageStoreRequest, response: PageStoreResponse, next: Next) {
    const entry = lookUp(key)
    if (entry === RENDER_DIRECTLY) return render(response, next)
    if (entry && now() < entry.freshUntil) return send(request, response, entry, 'HIT')
    // A stale page: served as it is while one request (this one, unless one already is) renders the next.
    if (entry && (filling.has(key) || request.method === 'HEAD')) return send(request, response, entry, 'STALE')
    if (request.method === 'HEAD') return render(response, next)
    const pending = filling.get(key)
    if (!pending) return fill(key, address, request, response, next)
    pending.then(
      (page) => {
        if (page) return send(request, response, page, 'HIT')
        render(response, next)
      },
      (error: unknown) => next(error),
    )
  }

  return {
    middleware,
    /** Forget every page (a publish), and every render under way: requests from now on render anew. */
    clear() {
      generation++
      filling.clear()
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
        hitRatio: hits + misses === 0 ? 0 : hits / (hits + misses),
      }
    },
  }
}
