/**
 * The one place that turns a stored booking-engine search into a URL.
 * Content stores search parameters, never URLs, and the site id always comes from the
 * currency, so the old site's wrong site ids and missing separators cannot recur.
 * Browser-safe: the native search form falls back to it when the widget fails.
 */
import type { CurrencyCode } from '~/lib/currency'

export interface BookingSearch {
  destinations?: string[] | null
  cruiseLines?: string[] | null
  durations?: string[] | null
  /**
   * Sailing months as YYYY-MM (the native search form's month choice; the engine's `months`
   * filter, which the stored searches do not use). Content does not store these.
   */
  months?: string[] | null
  ships?: string[] | null
  departurePorts?: string[] | null
  rivers?: string[] | null
  transport?: string | null
  sortColumn?: 'price' | 'departureDate' | 'cruiselinePriority' | null
  sortOrder?: 'asc' | 'desc' | null
}

/** siteSettings.bookingEngine in the content. */
export interface BookingEngine {
  host: string
  searchPath: string
  siteIds: Record<CurrencyCode, number>
}

const SORT_COLUMNS: readonly string[] = ['price', 'departureDate', 'cruiselinePriority']
const SORT_ORDERS: readonly string[] = ['asc', 'desc']
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/**
 * The booking engine's search URL for a search in a currency, e.g.
 * `https://booking.example/swift/cruise?siid=1227501&lang=1&destinationtype=All&Destinations=12,34`.
 * No search (or an empty one) gives the engine's generic search page.
 *
 * @throws {Error} when the engine's host is not an http(s) URL or the currency has no
 *   site id: both are content errors that content validation should have stopped.
 */
export function buildBookingUrl(engine: BookingEngine, search: BookingSearch | null | undefined, currency: CurrencyCode): string {
  const host = bookingHost(engine.host)
  const siteId = engine.siteIds[currency]
  if (typeof siteId !== 'number' || !Number.isSafeInteger(siteId) || siteId <= 0) {
    throw new Error(`Booking engine has no valid site id for currency ${String(currency)}`)
  }

  const path = typeof engine.searchPath === 'string' ? engine.searchPath.trim() : ''
  const searchPath = path === '' || path.startsWith('/') ? path : `/${path}`

  // Names and order as the engine documents them.
  const parameters: Array<[string, string]> = [
    ['siid', String(siteId)],
    ['lang', '1'],
    ['destinationtype', 'All'],
  ]
  const add = (name: string, value: string | null) => {
    if (value !== null) parameters.push([name, value])
  }
  add('Destinations', encodeList(search?.destinations))
  add('CruiseLine', encodeList(search?.cruiseLines))
  add('durations', encodeList(search?.durations))
  add('months', encodeList(search?.months?.filter((month) => MONTH.test(month))))
  add('Ship', encodeList(search?.ships))
  add('DeparturePorts', encodeList(search?.departurePorts))
  add('rivers', encodeList(search?.rivers))
  add('transport', encodeValue(search?.transport))
  add('sortColumn', oneOf(search?.sortColumn, SORT_COLUMNS))
  add('sortOrder', oneOf(search?.sortOrder, SORT_ORDERS))

  const query = parameters.map(([name, value]) => `${name}=${value}`).join('&')
  return `${host}${searchPath}?${query}`
}

/**
 * The host (and any base path) without a trailing slash. Only plain http(s) URLs pass:
 * no javascript: links, no credentials, and no query or fragment that the search would break.
 */
function bookingHost(host: string): string {
  let url: URL | null = null
  try {
    url = new URL(host)
  } catch {
    url = null
  }
  if (
    url === null ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new Error(`Booking engine host must be an absolute http(s) URL without query or fragment, got ${JSON.stringify(host)}`)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/** A percent-encoded value, or null when there is nothing to send. */
function encodeValue(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text === '') return null
  try {
    return encodeURIComponent(text)
  } catch {
    return null // lone UTF-16 surrogate: not representable in a URL
  }
}

/**
 * Items percent-encoded one by one and joined with a literal ',' (the engine's list separator),
 * empty items and repeats dropped; null when nothing is left.
 */
function encodeList(items: string[] | null | undefined): string | null {
  if (!Array.isArray(items)) return null
  const encoded = new Set<string>()
  for (const item of items) {
    const value = encodeValue(item)
    if (value !== null) encoded.add(value)
  }
  return encoded.size === 0 ? null : [...encoded].join(',')
}

/** The value only when the engine understands it; an unknown sort is dropped, not forwarded. */
function oneOf(value: string | null | undefined, allowed: readonly string[]): string | null {
  return typeof value === 'string' && allowed.includes(value) ? value : null
}
