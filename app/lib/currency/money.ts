/**
 * Formats prices for display. Prices are stored as numbers per currency and only
 * turned into text here, so every page shows money the same way. Pages do it on the server and
 * send the text (ADR 34): the browser builds no Intl.NumberFormat.
 */
import type { CurrencyCode } from './code'

/** The symbols the business uses (Intl's own SGD symbol in en-US is 'SGD', not 'S$'). */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = {
  USD: '$',
  INR: '₹',
  SGD: 'S$',
}

export interface FormatMoneyOptions {
  /** Most decimals to show (default 2). Whole amounts never show decimals. */
  maximumFractionDigits?: number
}

// Indian customers read lakhs and crores (₹1,00,000); the other currencies use western grouping.
const LOCALE_BY_CURRENCY: Readonly<Record<CurrencyCode, string>> = {
  USD: 'en-US',
  SGD: 'en-US',
  INR: 'en-IN',
}

// Building an Intl.NumberFormat is costly and pages format hundreds of prices, so reuse them.
const formatters = new Map<string, Intl.NumberFormat>()

function numberFormatter(locale: string, minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${minimumFractionDigits}|${maximumFractionDigits}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits, useGrouping: true })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * Formats an amount with the business's currency symbol: '₹1,00,000', 'S$716', '$315', '$12.50'.
 * Whole amounts show no decimals; amounts with cents show two (capped by maximumFractionDigits).
 * Negative amounts put the sign before the symbol: '-S$716'.
 *
 * @throws {TypeError} when amount is not a finite number (NaN, Infinity): that is a bug in
 *   the caller or the content, and printing 'NaN' on a price would be worse than failing loudly.
 */
export function formatMoney(amount: number, currency: CurrencyCode, options?: FormatMoneyOptions): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new TypeError(`formatMoney: amount must be a finite number, got ${String(amount)}`)
  }
  const symbol = CURRENCY_SYMBOLS[currency]
  const locale = LOCALE_BY_CURRENCY[currency]
  if (symbol === undefined || locale === undefined) {
    throw new TypeError(`formatMoney: unknown currency ${String(currency)}`)
  }

  const maximumFractionDigits = options?.maximumFractionDigits ?? 2
  const magnitude = Math.abs(amount)
  const hasCents = Math.round(magnitude * 100) % 100 !== 0
  const minimumFractionDigits = hasCents ? Math.min(2, maximumFractionDigits) : 0
  const digits = numberFormatter(locale, minimumFractionDigits, maximumFractionDigits).format(magnitude)

  // Only show a minus when something non-zero is left after rounding: never '-$0'.
  const isNegative = amount < 0 && /[1-9]/.test(digits)
  return `${isNegative ? '-' : ''}${symbol}${digits}`
}

/** Amounts per currency, as content stores them. */
type AmountsByCurrency = Readonly<Record<CurrencyCode, number>>

/** What a visitor paying in `currency` reads for an amount content gives per currency: '₹48,999', 'S$712'. */
export function formatMoneyIn(amounts: AmountsByCurrency, currency: CurrencyCode): string {
  return formatMoney(amounts[currency], currency)
}

/** An offer ('up to S$100 off') in `currency`, or in US dollars where content gives none for it. */
export function formatOfferIn(amounts: AmountsByCurrency, currency: CurrencyCode): string {
  return amounts[currency] > 0 ? formatMoney(amounts[currency], currency) : formatMoney(amounts.USD, 'USD')
}
