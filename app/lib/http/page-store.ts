// The rules of the in-process page cache (ADR 19), pure so each is unit-tested; the cache itself is
// page-store.server.ts. It keeps what a shared cache would keep (ADR 10): a public page, for its
// s-maxage, and serves it stale for its stale-while-revalidate while one request refreshes it.

/** How long a stored page is served as it is, and then stale while one request refreshes it. */
export interface StoreLifetime {
  freshMs: number
  staleMs: number
}

export interface RenderedResponse {
  method: string
  status: number
  cacheControl: string | undefined
  setsCookie: boolean
}

/** Cache-Control directives by lower-case name; a directive without a value maps to ''. */
export function cacheDirectives(header: string | undefined): Map<string, string> {
  const directives = new Map<string, string>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', value = ''] = part.split('=', 2).map((piece) => piece.trim())
    if (name) directives.set(name.toLowerCase(), value.replace(/^"(.*)"$/, '$1'))
  }
  return directives
}

const seconds = (value: string | undefined): number => {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0
}

/**
 * Whether a rendered response may be kept and served to others, and for how long: only a GET's 200
 * or 404 that says `public` with an `s-maxage`, sets no cookie, and is not private, no-store or
 * no-cache. Everything per visitor (a cookie, a flash message, a preview, a country from the
 * visitor's address) is marked private by pageCacheHeaders, so it never qualifies.
 */
export function storeLifetime(response: RenderedResponse): StoreLifetime | null {
  if (response.method.toUpperCase() !== 'GET' || (response.status !== 200 && response.status !== 404) || response.setsCookie) return null
  const directives = cacheDirectives(response.cacheControl)
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null
  const fresh = seconds(directives.get('s-maxage'))
  if (fresh === 0) return null
  return { freshMs: fresh * 1000, staleMs: seconds(directives.get('stale-while-revalidate')) * 1000 }
}

/** What a page is rendered for, besides its address (design 5: decided on the server). */
export interface PageVariant {
  /** The response encoding the client gets (compression negotiates it): 'br', 'gzip', 'identity'… */
  encoding: string
  currency: string
  /** The visitor's country and how it was decided (a country from the address makes the page private). */
  country: string
  /** The visit's campaign from its cookie ('' without one): the chat text and the home page follow it. */
  visitCampaign: string
}

/**
 * The cache key of a page: its whole address with the query (the campaign of a landing page is in
 * it), and what the page was decided for, never the raw Cookie header (unrelated cookies do not
 * split the cache).
 */
export const pageKey = (address: string, variant: PageVariant): string =>
  JSON.stringify([address, variant.encoding, variant.currency, variant.country, variant.visitCampaign])

/**
 * Why a request skips the cache, or null. Only GET and HEAD are looked up; a preview session and a
 * pending lead flash get their own render (both are for one visitor); static files are served
 * before the cache, and files under an extension-named path are never pages.
 */
export function bypassReason(request: { method: string; path: string; preview: boolean; flash: boolean }): string | null {
  const method = request.method.toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return 'method'
  if (request.preview) return 'preview'
  if (request.flash) return 'flash'
  if (request.path.startsWith('/build/') || /\.[a-z0-9]+$/i.test(request.path)) return 'file'
  return null
}

/** Response headers that belong to one exchange, not to the stored page. */
export const EXCHANGE_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie', 'x-page-cache', 'age'])
