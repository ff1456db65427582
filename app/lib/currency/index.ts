/**
 * Currencies the site sells in, and how a visitor's country maps to one.
 * Browser-safe: no Node APIs here (server-side detection lives in visitor.server.ts).
 */

import type { CurrencyCode } from './code'

export type { CurrencyCode } from './code'

/** In the order the currency switcher lists them. */
export const CURRENCIES: readonly CurrencyCode[] = ['SGD', 'USD', 'INR']

/** The site starts in US dollars. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD'

/** Visitors from these countries are shown Singapore dollars. */
export const SOUTH_EAST_ASIA: readonly string[] = ['SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'KH', 'MM', 'BN', 'LA', 'TL']

/**
 * The country a currency's visitors are first of all: a lead form's phone starts there until the
 * visitor's own country arrives with their form token (a page is the same for every country of
 * its currency, ADR 20).
 */
export const CURRENCY_HOME_COUNTRY: Readonly<Record<CurrencyCode, string>> = { INR: 'IN', SGD: 'SG', USD: 'US' }

export { CURRENCY_SYMBOLS, formatMoney, formatMoneyIn, formatOfferIn } from './money'

// Longest input worth trimming; anything longer cannot be a currency code, so we skip the work.
const MAX_CURRENCY_INPUT_LENGTH = 32

/**
 * Reads a currency code from untrusted input (cookie, form field, query string).
 * Accepts only USD, SGD or INR, ignoring surrounding spaces and letter case; anything else is null.
 */
export function parseCurrency(value: unknown): CurrencyCode | null {
  if (typeof value !== 'string' || value.length > MAX_CURRENCY_INPUT_LENGTH) return null
  const code = value.trim().toUpperCase()
  return code === 'USD' || code === 'SGD' || code === 'INR' ? code : null
}

/**
 * South-East Asia pays in SGD, India in INR, everyone else
 * (including an unknown or malformed country) in USD.
 */
export function currencyForCountry(countryCode: string | null | undefined): CurrencyCode {
  if (typeof countryCode !== 'string') return DEFAULT_CURRENCY
  const code = countryCode.trim().toUpperCase()
  if (code === 'IN') return 'INR'
  if (SOUTH_EAST_ASIA.includes(code)) return 'SGD'
  return DEFAULT_CURRENCY
}
