import type { CustomValidatorResult, SlugValue } from 'sanity'

import { RESERVED_ROOT_SEGMENTS } from '../../../content-model/routes'

/**
 * Small, pure checks shared by the schema types. Each returns `true` or a message written for
 * a content editor (shown under the field in the Studio and by `npm run validate:content`).
 */

/** An international phone number as visitors see it: "+65 6123 4567" (spaces or hyphens allowed). */
const INTERNATIONAL_PHONE = /^\+[1-9][0-9]*(?:[ -][0-9]+)*$/

export function checkInternationalPhone(value: string | undefined): CustomValidatorResult {
  if (value === undefined || value === '') return true
  if (!INTERNATIONAL_PHONE.test(value)) {
    return 'Write the number in international form, starting with + and the country code, e.g. +65 6123 4567 (digits, single spaces or hyphens only)'
  }
  const digits = value.replace(/[^0-9]/g, '').length
  if (digits < 8 || digits > 15) {
    return `An international phone number has 8 to 15 digits including the country code; this one has ${digits}`
  }
  return true
}

/**
 * An amount of money in running text (an offer line) with no currency next to it: a number of two
 * or more digits that is not a percentage, an ordinal or a count of nights, days, guests or years,
 * and has no currency code or symbol just before it. Visitors pay in INR, SGD or USD, so "Save
 * 1,500" could be any of them.
 */
const BARE_AMOUNT =
  /(?<!(?:USD|SGD|INR|US\$|S\$|Rs\.?|\$|₹)\s?)(?<![\d,.])(?:\d{1,3}(?:,\d{3})+(?![\d%])|\d{2,}(?![\d,.%]|\s*(?:st|nd|rd|th|nights?|days?|guests?|years?|people|passengers)\b))/i

export function checkAmountsHaveCurrency(value: string | undefined): CustomValidatorResult {
  if (!value) return true
  const bare = BARE_AMOUNT.exec(value)
  return bare ? `Name the currency of ${bare[0]}, e.g. USD ${bare[0]}: visitors pay in INR, SGD or USD` : true
}

/** A path on this site: starts with one "/", no spaces, no host. Query and #fragment allowed. */
const INTERNAL_PATH = /^\/(?!\/)[^\s]*$/

export function checkInternalPath(value: string | undefined): CustomValidatorResult {
  if (value === undefined || value === '') return true
  if (!INTERNAL_PATH.test(value)) {
    return 'Use a path on this site starting with "/", e.g. /cruisedeals (no domain, no spaces)'
  }
  return true
}

/** One id or code in a booking-engine search: letters, digits, "_" or "-", nothing that would break the URL. */
export const SEARCH_TOKEN = /^[A-Za-z0-9_-]+$/

export function checkSearchTokens(values: unknown, pattern: RegExp = SEARCH_TOKEN, hint = 'letters, digits, "_" or "-" only'): CustomValidatorResult {
  if (!Array.isArray(values)) return true
  const bad = values.filter((value) => typeof value !== 'string' || !pattern.test(value))
  if (bad.length > 0) return `Not a valid value (${hint}): ${bad.map((value) => JSON.stringify(value)).join(', ')}`
  const duplicates = values.filter((value, index) => values.indexOf(value) !== index)
  if (duplicates.length > 0) return `Listed twice: ${[...new Set(duplicates)].join(', ')}`
  return true
}

/** A night range for the booking-engine search, e.g. "4-6" (first number not above the second). */
const DURATION_RANGE = /^([0-9]{1,3})-([0-9]{1,3})$/

export function checkDurations(values: unknown): CustomValidatorResult {
  if (!Array.isArray(values)) return true
  const bad = values.filter((value) => {
    const match = typeof value === 'string' ? DURATION_RANGE.exec(value) : null
    return !match || Number(match[1]) < 1 || Number(match[1]) > Number(match[2])
  })
  if (bad.length > 0) {
    return `Write each duration as a night range like 1-3, 4-6, 7-9 or 10-14: ${bad.map((value) => JSON.stringify(value)).join(', ')}`
  }
  return checkSearchTokens(values)
}

/**
 * For arrays of objects: every item's `_type` must be one the array accepts. Sanity skips
 * validation of items whose type it cannot match, so a typo in an import file would otherwise
 * pass unnoticed.
 */
export function checkMemberTypes(allowed: readonly string[]) {
  return (items: unknown): CustomValidatorResult => {
    if (!Array.isArray(items)) return true
    const unknown = items
      .map((item: unknown, index) => {
        const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {}
        return { type: record._type, at: typeof record._key === 'string' ? record._key : `#${index}` }
      })
      .filter(({ type }) => typeof type !== 'string' || !allowed.includes(type))
    if (unknown.length === 0) return true
    return `Unknown item type ${unknown.map(({ type, at }) => `${JSON.stringify(type)} (item ${at})`).join(', ')}; expected ${allowed.join(' or ')}`
  }
}

/**
 * Slugs are case-sensitive paths such as /Best-Time-To-Cruise (existing links use capitals),
 * so letters of either case, digits and single hyphens; no leading hyphen.
 */
const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/

const reserved = new Set<string>(RESERVED_ROOT_SEGMENTS.map((segment) => segment.toLowerCase()))

export function checkSlugFormat(value: SlugValue | undefined): CustomValidatorResult {
  const current = value?.current
  if (!current) return true
  if (!SLUG_PATTERN.test(current)) {
    return 'Use letters, digits and hyphens only, starting with a letter or digit (no spaces, slashes or accents), e.g. Japan-Cruise-FAQ'
  }
  if (reserved.has(current.toLowerCase())) {
    return `"/${current}" is already a page of the site; choose another address`
  }
  return true
}
