import type { CustomValidatorResult } from 'sanity'

import { CURRENCIES, type Currency } from './currencies'
import { hasImageFile, type ImageValue } from './image'

/**
 * Checks for per-currency values (`textPerCurrency`, `imagePerCurrency`, `money`) that only some
 * currencies need: a package shown to SGD visitors only needs its SGD text, not the other two.
 */

function present(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number') return Number.isFinite(value)
  if (value && typeof value === 'object') return hasImageFile(value as ImageValue)
  return false
}

/** The currencies of `wanted` that have no value in `value` (an object keyed by currency). */
function missingCurrencies(value: unknown, wanted: readonly Currency[] = CURRENCIES): Currency[] {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  return wanted.filter((currency) => !present(record[currency]))
}

/** The `currencies` list of the document or object that holds the field, or all three. */
export function shownCurrencies(holder: unknown): Currency[] {
  const list = holder && typeof holder === 'object' ? (holder as { currencies?: unknown }).currencies : undefined
  if (!Array.isArray(list)) return [...CURRENCIES]
  return CURRENCIES.filter((currency) => list.includes(currency))
}

/**
 * A custom rule: every currency in `wanted(context)` must have a value.
 * @param what how the value is named in the message, e.g. "an itinerary"
 */
export function requireCurrencies(what: string, wanted: (document: unknown) => readonly Currency[] = () => CURRENCIES) {
  return (value: unknown, context: { document?: unknown }): CustomValidatorResult => {
    const missing = missingCurrencies(value, wanted(context.document))
    if (missing.length === 0) return true
    return `Add ${what} for ${missing.join(', ')}${missing.length === 1 ? '' : ' (one per currency)'}`
  }
}
