import type { IncomingMessage, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'

import { detectVisitor } from '~/lib/currency/visitor.server'
import { env } from '~/lib/env.server'
import { hasFlashCookie } from '~/lib/leads/form-guard.server'
import { hasUtmCookie, readUtmCookie } from '~/lib/campaign/utm.server'
import { requestPerspective } from '~/lib/preview/mode.server'
import { EXCHANGE_HEADERS, bypassReason, pageKey, storeLifetime, type PageVariant } from './page-store'

/**
 * Rendered public pages kept in this process (ADR 19), as nginx micro-caching or a CDN would keep
 * them for a site run without one. Express middleware in front of compression and Remix: a hit is
 * written as it was stored (already compressed), with no rendering; a miss renders once however
 * many requests ask for the page meanwhile; a stale page is served while one request refreshes it.
 */

export interface StoredPage {
  status: number
  headers: Array<[string, string | string[]]>
  /** The body as it went out: compressed for the key's encoding. */
  body: Buffer
  storedAt: number
  freshUntil: number
}

/** A key whose last render could not be shared (private, a cookie, not a 200/404): render it directly for a while. */
const RENDER_DIRECTLY = 'render-directly' as const
type Entry = StoredPage | typeof RENDER_DIRECTLY
const RENDER_DIRECTLY_MS = 10_000

export interface PageStoreStats {
  enabled: boolean
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
  countryHeader: string
  now?: () => number
}

type Next = (error?: unknown) => void
export type PageStoreRequest = IncomingMessage & { originalUrl?: string; ip?: string; protocol?: string; path?: string }

// The encodings and preference of the compression middleware, so a key names what it negotiates.
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity']
const PREFERRED_ENCODINGS = ['br', 'gzip']

// negotiator 0.6.4 takes the preferred encodings as a second argument; its published types predate it.
type EncodingNegotiator = { encoding(available: string[], preferred: string[]): string | undefined }
const negotiatedEncoding = (request: IncomingMessage): string =>
  (new Negotiator(request) as unknown as EncodingNegotiator).encoding(ENCODINGS, PREFERRED_ENCODINGS) ?? 'none'

export function createPageStore({ enabled, maxBytes, countryHeader, now = Date.now }: PageStoreOptions) {
  const pages = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
    sizeCalculation: (entry, key) => key.length + (entry === RENDER_DIRECTLY ? 0 : entry.body.length + JSON.stringify(entry.headers).length),
    // Entries age on the store's clock (a test's own), read afresh at every lookup.
    perf: { now },
    ttlResolution: 0,
  })
  /** Renders under way, by key: the requests for the same page wait for it instead of rendering again. */
  const filling = new Map<string, Promise<StoredPage | undefined>>()
  let hits = 0
  let misses = 0

  function variantOf(request: PageStoreRequest): PageVariant {
    const header = (name: string) => {
      const value = request.headers[name.toLowerCase()]
      return Array.isArray(value) ? value.join(',') : (value ?? null)
    }
    const cookieHeader = header('cookie')
    const visitor = detectVisitor({ cookieHeader, countryHeader: header(countryHeader), ip: request.ip ?? null, acceptLanguage: header('accept-language') })
    return {
      encoding: negotiatedEncoding(request),
      currency: visitor.currency,
      country: `${visitor.countryCode}:${visitor.countrySource}`,
      visitCampaign: hasUtmCookie(cookieHeader) ? `utm:${readUtmCookie(cookieHeader).utm_campaign}` : '',
    }
  }

  function send(request: PageStoreRequest, response: ServerResponse, page: StoredPage, state: 'HIT' | 'STALE') {
    hits++
    response.statusCode = page.status
    for (const [name, value] of page.headers) response.setHeader(name, value)
    response.setHeader('Content-Length', page.body.length)
    response.setHeader('Age', Math.max(0, Math.floor((now() - page.storedAt) / 1000)))
    response.setHeader('X-Page-Cache', state)
    response.end(request.method === 'HEAD' ? undefined : page.body)
  }

  /** Renders the page through the rest of the app, keeping nothing. */
  function render(response: ServerResponse, next: Next) {
    misses++
    response.setHeader('X-Page-Cache', 'MISS')
    next()
  }

  /** Renders the page through the rest of the app, keeping what goes out; stores it if it may be shared. */
  function fill(key: string, request: PageStoreRequest, response: ServerResponse, next: Next) {
    misses++
    let settle: (page: StoredPage | undefined) => void = () => {}
    filling.set(
      key,
      new Promise<StoredPage | undefined>((resolve) => {
        settle = (page) => {
          settle = () => {}
          filling.delete(key)
          resolve(page)
        }
      }),
    )
    const chunks: Buffer[] = []
    let bytes = 0
    const keep = (chunk: unknown, encoding: unknown) => {
      if (bytes > maxBytes || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const piece = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array)
      bytes += piece.length
      chunks.push(piece)
    }
    // Wrapped before the compression middleware wraps them: what is kept is what goes to the socket.
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
      if (!lifetime || bytes > maxBytes) {
        pages.set(key, RENDER_DIRECTLY, { ttl: RENDER_DIRECTLY_MS })
        return settle(undefined)
      }
      const storedAt = now()
      const page: StoredPage = {
        status: response.statusCode,
        headers: Object.entries(response.getHeaders())
          .filter(([name, value]) => !EXCHANGE_HEADERS.has(name) && value !== undefined)
          .map(([name, value]) => [name, typeof value === 'number' ? String(value) : (value as string | string[])]),
        body: Buffer.concat(chunks),
        storedAt,
        freshUntil: storedAt + lifetime.freshMs,
      }
      pages.set(key, page, { ttl: lifetime.freshMs + lifetime.staleMs, start: storedAt })
      settle(page)
    })
    // The client went away before the page was written: nothing is kept, and whoever waited renders.
    response.once('close', () => settle(undefined))
    next()
  }

  function middleware(request: PageStoreRequest, response: ServerResponse, next: Next) {
    const path = request.path ?? new URL(request.url ?? '/', 'http://localhost').pathname
    const cookieHeader = request.headers.cookie
    if (
      !enabled ||
      bypassReason({ method: request.method ?? 'GET', path, preview: requestPerspective(cookieHeader) === 'drafts', flash: hasFlashCookie(cookieHeader) })
    ) {
      return next()
    }
    const key = pageKey(`${request.protocol ?? 'http'}://${request.headers.host ?? ''}${request.originalUrl ?? request.url ?? '/'}`, variantOf(request))
    const entry = pages.get(key)
    if (entry === RENDER_DIRECTLY) return render(response, next)
    if (entry && now() < entry.freshUntil) return send(request, response, entry, 'HIT')
    // A stale page: served as it is while one request (this one, unless one already is) renders the next.
    if (entry && (filling.has(key) || request.method === 'HEAD')) return send(request, response, entry, 'STALE')
    if (request.method === 'HEAD') return render(response, next)
    const pending = filling.get(key)
    if (!pending) return fill(key, request, response, next)
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
    /** Forget every page (a publish: POST /api/revalidate). */
    clear() {
      pages.clear()
    },
    stats(): PageStoreStats {
      return {
        enabled,
        entries: pages.size,
        bytes: pages.calculatedSize,
        maxBytes,
        hits,
        misses,
        hitRatio: hits + misses === 0 ? 0 : hits / (hits + misses),
      }
    },
  }
}

/** This process's page store (PAGE_CACHE, PAGE_CACHE_MAX_MB). */
export const pageStore = createPageStore({
  enabled: env.PAGE_CACHE === 'on',
  maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
  countryHeader: env.COUNTRY_HEADER,
})
