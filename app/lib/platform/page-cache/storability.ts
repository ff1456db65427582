// The rules of the in-process page cache (ADR 19), pure so each is unit-tested; the cache itself is
// store.server.ts. It keeps what a shared cache would keep (ADR 10): a public page, for its
// s-maxage; then serves it stale for its stale-while-revalidate while it is refreshed in the
// background, and for its stale-if-error when a refresh fails.

/** How long a stored page is served as it is, then stale while it is refreshed, and stale when its refresh fails. */
export interface StoreLifetime {
  freshMs: number
  /** After freshMs: served at once while one background render refreshes it (stale-while-revalidate). */
  staleMs: number
  /** After freshMs: served in place of a failed refresh (stale-if-error). */
  errorMs: number
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
  return { freshMs: fresh * 1000, staleMs: seconds(directives.get('stale-while-revalidate')) * 1000, errorMs: seconds(directives.get('stale-if-error')) * 1000 }
}

/**
 * Why a request skips the store, or null. Only GET and HEAD are looked up; a preview session and
 * a pending lead flash get their own render (both are for one visitor); static files are served
 * by their own handler, and files under an extension-named path are never pages; a request whose
 * origin was not decided (server.js decides it first) or whose query has a parameter no page
 * reads (pageQuery) is rendered, never kept.
 */
export function bypassReason(request: {
  method: string
  path: string
  /** Why the visitor's cookies make the page theirs alone (a preview, a form's error flash), or null. */
  personal: string | null
  originDecided: boolean
  queryRead: boolean
}): string | null {
  const method = request.method.toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return 'method'
  if (request.personal) return request.personal
  if (request.path.startsWith('/build/') || /\.[a-z0-9]+$/i.test(request.path)) return 'file'
  if (!request.originDecided) return 'origin'
  if (!request.queryRead) return 'query'
  return null
}

/**
 * What a response that may not be kept does to its key: an error (a 5xx, a 4xx other than 404)
 * leaves the key as it is, so it never replaces or switches off a kept page; a page for one
 * visitor (private, a cookie) makes the key render directly for a while, unless a page is kept.
 */
export function afterUnkeptResponse(status: number, pageKept: boolean): 'leave' | 'render-directly' {
  if (status >= 500 || (status >= 400 && status !== 404)) return 'leave'
  return pageKept ? 'leave' : 'render-directly'
}

/**
 * The path of the canonical URL a page names in its `Link` header (document-headers.server.ts),
 * or null without one. A page is kept only under that path: '/About' and '/about/' render the
 * about page, whose canonical path is '/about', so they are rendered for their request and never
 * kept, and spellings cannot fill the store.
 */
export function canonicalPath(linkHeader: unknown): string | null {
  const value = Array.isArray(linkHeader) ? linkHeader.join(', ') : typeof linkHeader === 'string' ? linkHeader : ''
  const match = /<([^>]*)>\s*;\s*rel="?canonical"?/i.exec(value)
  if (!match?.[1]) return null
  try {
    return new URL(match[1]).pathname
  } catch {
    return null
  }
}

/** Response headers that belong to one exchange (or one encoding of it), not to the stored page. */
export const EXCHANGE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
  'x-page-cache',
  'age',
])

/**
 * Pages with a query string, and not-found pages, may take this share of the store at most: their
 * count has no bound (a pager, a form's state, a sailing, any made-up path), so they never push
 * out the found pages without one.
 */
export const UNBOUNDED_PAGES_SHARE = 1 / 8
