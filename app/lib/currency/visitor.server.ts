/**
 * Decides, on the server, which currency and country a visitor gets (ADR 3), so the
 * first HTML already shows the right prices and the lead forms know the country.
 * Order: currency cookie → country (trusted CDN header → local IP lookup →
 * Accept-Language region → US) mapped to a currency.
 * Every input here comes from the request, so nothing in this file throws on bad input.
 */
import { createRequire } from 'node:module'
import { BlockList, isIP } from 'node:net'

import Negotiator from 'negotiator'

import { readCookie, setCookie } from '~/lib/platform/http/cookies'

import { type CurrencyCode, currencyForCountry, parseCurrency } from './index'

export interface Visitor {
  currency: CurrencyCode
  currencySource: 'cookie' | 'country'
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string
  /** English name, e.g. 'India'; '' when the country is only the default guess. */
  countryName: string
  countrySource: 'header' | 'ip' | 'accept-language' | 'default'
}

export interface VisitorSignals {
  /** The raw Cookie request header. */
  cookieHeader?: string | null
  /** The trusted CDN country header's value (e.g. CF-IPCountry). */
  countryHeader?: string | null
  /** The client's address as the server sees it (after proxy handling). */
  ip?: string | null
  /** The raw Accept-Language request header. */
  acceptLanguage?: string | null
}

export const CURRENCY_COOKIE = 'currency'

const DEFAULT_COUNTRY = 'US'
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60

// ---------------------------------------------------------------------------
// Country names

let regionNames: Intl.DisplayNames | undefined

/** English name of a country code ('IN' → 'India'); '' for anything that is not a known country. */
export function countryName(code: string): string {
  if (typeof code !== 'string') return ''
  const normalized = code.trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(normalized)) return ''
  // Every request asks: ICU is asked once per code (at most 26 x 26 of them).
  let name = countryNames.get(normalized)
  if (name === undefined) {
    name = regionName(normalized)
    countryNames.set(normalized, name)
  }
  return name
}

const countryNames = new Map<string, string>()

function regionName(code: string): string {
  try {
    // fallback 'none' makes unknown codes come back undefined instead of echoing the code.
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    const name = regionNames.of(code)
    // 'ZZ' is the ISO code for "unknown", which Intl dutifully names 'Unknown Region'.
    return name === undefined || code === 'ZZ' ? '' : name
  } catch {
    return ''
  }
}

/**
 * A usable country: exactly two letters that name a real region. This drops Cloudflare's
 * 'XX' (unknown) and 'T1' (Tor), ISO's 'ZZ', and any other made-up code.
 */
function toCountryCode(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 16) return null
  const code = value.trim().toUpperCase()
  return countryName(code) === '' ? null : code
}

// ---------------------------------------------------------------------------
// Currency cookie

/**
 * The currency the visitor picked with the switcher, or null when there is none or it cannot be
 * trusted: unknown codes, bad percent-encoding, absurd lengths. Of several `currency` cookies the
 * first counts, as for every cookie (browsers send the one of the longest path first).
 */
export function readCurrencyCookie(cookieHeader: string | null | undefined): CurrencyCode | null {
  let value = readCookie(cookieHeader, CURRENCY_COOKIE)?.trim()
  // A currency code is 3 letters; even quoted it stays short.
  if (value === undefined || value.length > 32) return null
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
  return parseCurrency(value)
}

/** The Set-Cookie value for the currency switcher; HttpOnly because only the server reads it. */
export function serializeCurrencyCookie(currency: CurrencyCode, options: { secure: boolean; preview?: boolean }): string {
  // In a content editor's preview the site is a cross-site frame in the Studio, where only a
  // `SameSite=None; Secure; Partitioned` cookie is kept and sent (as the preview session's own):
  // the editor's choice holds in that frame, for that Studio alone.
  const crossSiteFrame = options.preview === true && options.secure
  return setCookie(CURRENCY_COOKIE, currency, {
    maxAge: ONE_YEAR_IN_SECONDS,
    secure: options.secure,
    ...(crossSiteFrame ? { sameSite: 'none' as const, partitioned: true } : {}),
  })
}

// ---------------------------------------------------------------------------
// IP address → country (embedded database, no network)

interface GeoipCountry {
  lookup(ip: string): { country?: string } | null
}

// undefined: not loaded yet; null: failed to load (don't retry on every request).
let geoip: GeoipCountry | null | undefined

function loadGeoip(): GeoipCountry | null {
  if (geoip !== undefined) return geoip
  try {
    // Loaded lazily: it reads a multi-megabyte database at require time, which would slow
    // server boot; createRequire also keeps the CommonJS package (and its data folder) external.
    const require = createRequire(import.meta.url)
    geoip = require('geoip-country') as GeoipCountry
  } catch (error) {
    console.warn('geoip-country could not be loaded; visitor country falls back to Accept-Language', error)
    geoip = null
  }
  return geoip
}

// Addresses that never say where a visitor is: private, loopback, link-local, carrier-grade NAT,
// documentation, multicast and reserved ranges.
const NON_PUBLIC_ADDRESSES = (() => {
  const list = new BlockList()
  const ipv4: Array<[string, number]> = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ]
  for (const [network, prefix] of ipv4) list.addSubnet(network, prefix, 'ipv4')
  const ipv6: Array<[string, number]> = [
    ['::', 128],
    ['::1', 128],
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ]
  for (const [network, prefix] of ipv6) list.addSubnet(network, prefix, 'ipv6')
  return list
})()

/** Turns '::ffff:1.2.3.4' (IPv4 seen through an IPv6 socket) back into '1.2.3.4'. */
function normalizeIp(ip: string): string | null {
  if (ip.length > 64) return null
  let address = ip.trim()
  const mapped = /^(?:::ffff:|0:0:0:0:0:ffff:)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped?.[1] !== undefined) address = mapped[1]
  return isIP(address) === 0 ? null : address
}

/**
 * Country of a public IP address from the embedded GeoLite2 data, or null for private,
 * loopback or invalid addresses and addresses the data does not know.
 */
export function lookupIpCountry(ip: string): string | null {
  if (typeof ip !== 'string') return null
  const address = normalizeIp(ip)
  if (address === null) return null
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6'
  try {
    if (NON_PUBLIC_ADDRESSES.check(address, family)) return null
    const result = loadGeoip()?.lookup(address)
    return toCountryCode(result?.country)
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------
// Accept-Language → country

// Real headers are well under 200 characters; past these caps it is abuse, not a browser.
const MAX_ACCEPT_LANGUAGE_LENGTH = 1024
const MAX_LANGUAGE_RANGES = 32

/**
 * The region of the most preferred language tag that has one: 'fr;q=0.5, en-SG;q=0.8' → 'SG'.
 * negotiator orders the ranges (q=0 means "not acceptable", equal q keeps header order) and
 * Intl.Locale reads each tag's region; tags without one ('en', '*') or with a numeric one
 * (es-419, Latin America: not a country) are skipped. Also tolerates 'en_IN'.
 */
export function regionFromAcceptLanguage(header: string | null | undefined): string | null {
  if (typeof header !== 'string' || header === '') return null
  let ranges = header.split(',')
  if (header.length > MAX_ACCEPT_LANGUAGE_LENGTH) {
    // Drop the entry cut in half by the cap, so 'en-INDIA' can never become 'en-IN'.
    ranges = header.slice(0, MAX_ACCEPT_LANGUAGE_LENGTH).split(',').slice(0, -1)
  }
  const accepted = ranges.slice(0, MAX_LANGUAGE_RANGES).filter(hasQualityValue).join(',').replace(/_/g, '-')
  for (const tag of new Negotiator({ headers: { 'accept-language': accepted } }).languages()) {
    const region = regionOfTag(tag)
    if (region !== null) return region
  }
  return null
}

/** Whether a range's q, if it has one, is an RFC 9110 qvalue: a range with q=2 or q=0.5000 is ignored, not trusted. */
function hasQualityValue(range: string): boolean {
  return range
    .split(';')
    .slice(1)
    .every((parameter) => {
      const [name = '', value = ''] = parameter.split('=')
      return name.trim().toLowerCase() !== 'q' || /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value.trim())
    })
}

/** The two-letter region of a BCP 47 tag, or null (no region, a numeric one, not a tag at all). */
function regionOfTag(tag: string): string | null {
  try {
    // Intl.Locale takes no extended language subtags (zh-yue-HK): read the tag without them.
    const region = new Intl.Locale(tag.replace(/^([a-z]{2,3})(-[a-z]{3}){1,3}(?=-|$)/i, '$1')).region
    return region && /^[A-Z]{2}$/.test(region) ? toCountryCode(region) : null
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------
// The whole chain

/**
 * Currency and country for a request, in the order of ADR 3. `lookupIpCountry` is
 * injectable for tests; a lookup that throws or answers nonsense counts as "no answer".
 */
export function detectVisitor(signals: VisitorSignals, lookupIpCountryFn: (ip: string) => string | null = lookupIpCountry): Visitor {
  const country = detectCountry(signals, lookupIpCountryFn)
  const cookieCurrency = readCurrencyCookie(signals.cookieHeader)
  return {
    currency: cookieCurrency ?? currencyForCountry(country.countryCode),
    currencySource: cookieCurrency === null ? 'country' : 'cookie',
    countryCode: country.countryCode,
    // The name stays empty when we only defaulted, so leads don't claim 'United States'.
    countryName: country.countrySource === 'default' ? '' : countryName(country.countryCode),
    countrySource: country.countrySource,
  }
}

function detectCountry(signals: VisitorSignals, lookupIpCountryFn: (ip: string) => string | null): Pick<Visitor, 'countryCode' | 'countrySource'> {
  const fromHeader = toCountryCode(signals.countryHeader)
  if (fromHeader !== null) return { countryCode: fromHeader, countrySource: 'header' }

  if (typeof signals.ip === 'string' && signals.ip.trim() !== '') {
    let fromIp: string | null = null
    try {
      fromIp = toCountryCode(lookupIpCountryFn(signals.ip))
    } catch {
      fromIp = null
    }
    if (fromIp !== null) return { countryCode: fromIp, countrySource: 'ip' }
  }

  const fromLanguage = regionFromAcceptLanguage(signals.acceptLanguage)
  if (fromLanguage !== null) return { countryCode: fromLanguage, countrySource: 'accept-language' }

  return { countryCode: DEFAULT_COUNTRY, countrySource: 'default' }
}
