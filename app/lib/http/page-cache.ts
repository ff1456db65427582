// Cache headers of a rendered page, and the key a stored copy is kept under. Pure, so every rule is
// unit-tested; the document handler (entry.server.tsx) applies the headers, the page store
// (page-store.server.ts) the key. Why these numbers: docs/decisions/0010-page-caching.md.

import { CAMPAIGN_PARAMS } from '~/lib/campaign/utm.server'
import { ENQUIRY_ITEM_PARAM } from '~/lib/leads/enquiry-link'
import { detectVisitor, type Visitor, type VisitorSignals } from '~/lib/currency/visitor.server'
import { LEAD_QUERY } from '~/lib/leads/form-spec'
import { SAILING_PARAM } from '~/lib/offers'
import { PAGE_PARAM } from '~/lib/pagination'

import { originString, type SiteOrigin } from './origin'

/** A shared cache may serve a page this long, so a publish is live within seconds. */
export const PAGE_S_MAXAGE_SECONDS = 10
/**
 * …and serve it stale while it fetches the next one in the background. With s-maxage, a page is at
 * most a minute old: a sailing that left at midnight is off every page within a minute (ADR 23).
 */
export const PAGE_STALE_WHILE_REVALIDATE_SECONDS = 50
/** If this server fails, an old page beats an error page. */
export const PAGE_STALE_IF_ERROR_SECONDS = 86_400

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

// ---------------------------------------------------------------------------------------------
// The key a stored page is kept under (in-process store, page-store.server.ts): every input that
// can change a page is in it, and nothing else is (ADR 20). It must agree with the Vary above:
// a header named in Vary changes the key exactly when it changes what the page was decided for
// (tests/unit/page-cache.test.ts checks the two against each other).

/** What a page is rendered for, besides its address: decided on the server from the request. */
export interface PageVariant {
  /**
   * The visitor's currency. Not the country: a page shows prices and texts by currency, and the
   * visitor's own country reaches a lead form only when they start on it (ADR 20), so ~250
   * countries cannot make ~250 copies of each page.
   */
  currency: string
  /**
   * How the currency was decided: the visitor's cookie, or how the country behind it was (header,
   * ip, accept-language, default). It sets the page's Vary, and an address makes it private.
   */
  currencySource: string
  /**
   * The visit's campaign as the page renders it ('' none, 'unknown' a value that names no live
   * campaign, else that campaign's own value): never the cookie's raw text, which anyone can vary.
   */
  visitCampaign: string
}

/** What a request's page is decided for: the same reading of the same headers as the page's own render. */
export function pageVariant(signals: VisitorSignals, visitCampaign: string): PageVariant {
  const visitor = detectVisitor(signals)
  return { currency: visitor.currency, currencySource: currencySourceOf(visitor), visitCampaign }
}

/** 'cookie' when the visitor chose the currency, else how their country was decided. */
export const currencySourceOf = (visitor: Pick<Visitor, 'currencySource' | 'countrySource'>): string =>
  visitor.currencySource === 'cookie' ? 'cookie' : visitor.countrySource

/** How the page's currency was decided (currencySourceOf), in the terms of the Vary rule (pageCacheHeaders). */
export function currencyDecision(source: string): Pick<PageResponseFacts, 'decidedByAddress' | 'decidedByLanguage' | 'decidedByCookie'> {
  return { decidedByAddress: source === 'ip', decidedByLanguage: source === 'accept-language' || source === 'default', decidedByCookie: source === 'cookie' }
}

/** Where a page is: the origin its absolute links are built on, its path and the query it reads. */
export interface PageAddress {
  origin: SiteOrigin
  path: string
  /** The query string as sent, without '?' (its parameters are written into the page's links). */
  query: string
}

/**
 * The path and query string of an origin-form request target ('/about?page=2'), read as Remix reads
 * it: appended to the request's origin. Resolved against a base URL instead, '//evil.example/' would
 * be another host with the path '/', and whatever that request rendered would be kept as the home
 * page. Null for any other form of target (server.js turns an absolute one into a path first).
 */
export function targetLocation(target: string): { path: string; search: string } | null {
  if (!target.startsWith('/')) return null
  const url = new URL(`http://page.invalid${target}`)
  return { path: url.pathname, search: url.search }
}

/**
 * The query parameters pages read, and write back into their links: the pager, the lead forms'
 * no-JavaScript state (which form, thanks, the fare row's sailing, the deal enquired about), a
 * campaign landing (those pages set the campaign cookie, so they are never stored), and Remix's own.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  PAGE_PARAM,
  LEAD_QUERY.form,
  LEAD_QUERY.status,
  SAILING_PARAM,
  ENQUIRY_ITEM_PARAM,
  ...CAMPAIGN_PARAMS,
  '_data',
  'index',
])

/**
 * The query a page is kept under, or null when it carries a parameter no page reads: such a
 * page is rendered for the request but never kept, so made-up query strings cannot fill the store.
 */
export function pageQuery(search: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search
  for (const name of new URLSearchParams(query).keys()) if (!PAGE_QUERY_PARAMS.has(name)) return null
  return query
}

/** The key of a stored page: structured parts, serialised in one fixed order. */
export const pageKey = (address: PageAddress, variant: PageVariant): string =>
  JSON.stringify([
    originString(address.origin),
    address.path,
    address.query,
    variant.currency,
    variant.currencySource,
    variant.visitCampaign,
  ])
