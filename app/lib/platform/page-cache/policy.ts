// Cache-Control and Vary of a rendered page, from facts about its response. Pure, so every rule is
// unit-tested; the site's document handler applies them (app/lib/pages/site/document-headers.server.ts).
// Why these numbers: docs/decisions/0010-page-caching.md.

/** A shared cache may serve a page this long, so a publish is live within seconds. */
const PAGE_S_MAXAGE_SECONDS = 10
/**
 * …and serve it stale while it fetches the next one in the background. With s-maxage, a page is at
 * most a minute old: a sailing that left at midnight is off every page within a minute (ADR 23).
 */
const PAGE_STALE_WHILE_REVALIDATE_SECONDS = 50
/** If this server fails, an old page beats an error page. */
const PAGE_STALE_IF_ERROR_SECONDS = 86_400

export interface PageResponseFacts {
  method: string
  status: number
  /** The response sets a cookie: a shared cache must never hand it to someone else. */
  setsCookie: boolean
  /**
   * The visitor's country came from their IP address: no cache can Vary on that, so the page
   * is only for them. Behind a CDN that sends the country header this never happens.
   */
  decidedByAddress: boolean
  /**
   * Accept-Language was read for the country (no country header, no answer from the address).
   * Only then does the page vary on it: behind a CDN that sends the country header it never does,
   * and keying on a header with that many spellings would split the cache for nothing.
   */
  decidedByLanguage?: boolean
  /**
   * The currency came from the visitor's own choice (the currency cookie): the page then depends
   * on the Cookie header alone, however the country was or could have been decided.
   */
  decidedByCookie?: boolean
  /** A content editor's preview (drafts): for them alone, and never stored. */
  preview?: boolean
  /** The request header carrying the visitor's country (COUNTRY_HEADER). */
  countryHeader: string
}

/**
 * Cache-Control and Vary for a page. A page depends on our cookies (the currency choice, the
 * visit's campaign), the country header, and Accept-Language only when that decided the country
 * (ADR 3); the landing campaign is in the URL, part of every cache key. HTTP can only name the
 * whole Cookie header: a CDN is told which cookies count in ADR 19.
 */
export function pageCacheHeaders(facts: PageResponseFacts): Record<string, string> | null {
  const method = facts.method.toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return null
  const vary = facts.decidedByCookie ? 'Cookie' : `Cookie, ${facts.countryHeader}${facts.decidedByLanguage ? ', Accept-Language' : ''}`
  if (facts.status >= 500 || facts.preview) return { 'Cache-Control': 'no-store' }
  if (facts.setsCookie || (facts.decidedByAddress && !facts.decidedByCookie)) return { 'Cache-Control': 'private, no-cache', Vary: vary }
  if (facts.status !== 200 && facts.status !== 404) return { 'Cache-Control': 'no-cache', Vary: vary }
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${PAGE_S_MAXAGE_SECONDS}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${PAGE_STALE_IF_ERROR_SECONDS}`,
    Vary: vary,
  }
}

/** How a page's currency was decided: the visitor's cookie, or how their country was. */
export type CurrencyDecidedBy = 'cookie' | 'header' | 'ip' | 'accept-language' | 'default'

/** How the page's currency was decided, in the terms of the Vary rule above. */
export function currencyDecision(source: CurrencyDecidedBy): Pick<PageResponseFacts, 'decidedByAddress' | 'decidedByLanguage' | 'decidedByCookie'> {
  return { decidedByAddress: source === 'ip', decidedByLanguage: source === 'accept-language' || source === 'default', decidedByCookie: source === 'cookie' }
}
