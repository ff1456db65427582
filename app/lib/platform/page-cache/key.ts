// The key a stored page is kept under (in-process store, store.server.ts): every input that
// can change a page is in it, and nothing else is (ADR 20). It must agree with the Vary of
// policy.ts: a header named in Vary changes the key exactly when it changes what the page was
// decided for (tests/unit/page-cache.test.ts checks the two against each other).

import { originString, type SiteOrigin } from '~/lib/platform/http/origin'

import type { CurrencyDecidedBy } from './policy'

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
  currencySource: CurrencyDecidedBy
  /**
   * The visit's campaign as the page renders it ('' none, 'unknown' a value that names no live
   * campaign, else that campaign's own value): never the cookie's raw text, which anyone can vary.
   */
  visitCampaign: string
}

/** Where a page is: the origin its absolute links are built on, its path and the query it reads. */
export interface PageAddress {
  origin: SiteOrigin
  path: string
  /** The query string as sent, without '?' (its parameters are written into the page's links). */
  query: string
}

/**
 * The path and query string of an origin-form request target ('/about?page=2'), read as React Router reads
 * it: appended to the request's origin. Resolved against a base URL instead, '//evil.example/' would
 * be another host with the path '/', and whatever that request rendered would be kept as the home
 * page. Null for any other form of target (server.js turns an absolute one into a path first).
 */
export function targetLocation(target: string): { path: string; search: string } | null {
  if (!target.startsWith('/')) return null
  // Most targets are plain paths a URL leaves as they are (no dot segment, escape or query): read at once.
  if (PLAIN_PATH.test(target)) return { path: target, search: '' }
  const url = new URL(`http://page.invalid${target}`)
  return { path: url.pathname, search: url.search }
}

/** Segments of letters, digits, '-' and '_' (no '.', '%', '?', '#' or empty segment): a URL keeps such a path as it is. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-]+)*\/?$/

/**
 * The query a page is kept under, or null when it carries a parameter no page reads (the site
 * names those it reads, `pageParams`): such a
 * page is rendered for the request but never kept, so made-up query strings cannot fill the store.
 */
export function pageQuery(search: string, pageParams: ReadonlySet<string>): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search
  // Most requests carry none: nothing to parse.
  if (query === '') return ''
  for (const name of new URLSearchParams(query).keys()) if (!pageParams.has(name)) return null
  return query
}

/** The key of a stored page: structured parts, serialised in one fixed order. */
export const pageKey = (address: PageAddress, variant: PageVariant): string =>
  JSON.stringify([originString(address.origin), address.path, address.query, variant.currency, variant.currencySource, variant.visitCampaign])
