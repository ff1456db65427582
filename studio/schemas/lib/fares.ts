import type { CustomValidatorResult } from 'sanity'

import { CURRENCIES, type Currency } from './currencies'

/**
 * The fare-table rule of the offer pages ("all per person except the total").
 *
 * Cruise fare, NCCF, tax and gratuities are PER PERSON. The total is for the CABIN: the
 * per-person sum times the number of guests the fare is based on (the offer's `occupancy`,
 * 2 for the double-occupancy fares of the Ovation offers):
 *
 *   totalCabinFare = occupancy × (cruiseFare + nccf + tax + gratuities)   in every currency.
 *
 * Pure functions, shared by the Studio validation (schemas/objects/fareRow.ts,
 * schemas/documents/offerPage.ts) and the unit tests.
 */

export const DEFAULT_OCCUPANCY = 2

type Amounts = Partial<Record<Currency, unknown>>
export interface FareRowValue {
  sailingDate?: string
  cruiseFare?: Amounts
  nccf?: Amounts
  tax?: Amounts
  gratuities?: Amounts
  totalCabinFare?: Amounts
}

const PER_PERSON_PARTS = ['cruiseFare', 'nccf', 'tax', 'gratuities'] as const

const amount = (value: Amounts | undefined, currency: Currency): number | undefined => {
  const number = value?.[currency]
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined
}

/** Amounts are whole units or cents; compare in cents so 0.1 + 0.2 equals 0.3. */
const cents = (value: number) => Math.round(value * 100)

/** Cruise fare + NCCF + tax + gratuities for one guest, or undefined when a part is missing. */
export function perPersonTotal(row: FareRowValue, currency: Currency): number | undefined {
  let sum = 0
  for (const part of PER_PERSON_PARTS) {
    const value = amount(row[part], currency)
    if (value === undefined) return undefined
    sum += cents(value)
  }
  return sum / 100
}

/** What `totalCabinFare` must be for a currency, or undefined when a part is missing. */
export function expectedCabinTotal(row: FareRowValue, currency: Currency, occupancy = DEFAULT_OCCUPANCY): number | undefined {
  const perPerson = perPersonTotal(row, currency)
  return perPerson === undefined ? undefined : (cents(perPerson) * occupancy) / 100
}

/** The occupancy a document states, or the default (double occupancy). */
export function occupancyOf(document: unknown): number {
  const value = document && typeof document === 'object' ? (document as { occupancy?: unknown }).occupancy : undefined
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : DEFAULT_OCCUPANCY
}

/** The Studio rule on a fare row: the cabin total adds up in every currency. */
const ROW_PARTS = [
  ['sailingDate', 'sailing date'],
  ['cruiseFare', 'cruise fare'],
  ['nccf', 'NCCF'],
  ['tax', 'taxes and port fees'],
  ['gratuities', 'gratuities'],
  ['totalCabinFare', 'total cabin fare'],
] as const

/**
 * One message for a fare row: what it still needs (a part with no amount at all; an amount that
 * lacks a currency says so itself), else whether its total adds up (checkFareTotal).
 */
export function checkFareRow(row: FareRowValue | undefined, occupancy = DEFAULT_OCCUPANCY): CustomValidatorResult {
  if (!row) return true
  const missing = ROW_PARTS.filter(([name]) => {
    const value = row[name]
    if (name === 'sailingDate') return typeof value !== 'string' || value === ''
    return !value || typeof value !== 'object' || CURRENCIES.every((currency) => typeof (value as Amounts)[currency] !== 'number')
  }).map(([, words]) => words)
  if (missing.length > 0) return `This sailing still needs: ${missing.join(', ')}`
  return checkFareTotal(row, occupancy)
}

export function checkFareTotal(row: FareRowValue | undefined, occupancy = DEFAULT_OCCUPANCY): CustomValidatorResult {
  if (!row) return true
  const wrong: string[] = []
  for (const currency of CURRENCIES) {
    const expected = expectedCabinTotal(row, currency, occupancy)
    const actual = amount(row.totalCabinFare, currency)
    if (expected === undefined || actual === undefined) continue // the required-field rules report gaps
    if (cents(actual) !== cents(expected)) wrong.push(`${currency} ${expected} (is ${actual})`)
  }
  if (wrong.length === 0) return true
  return `Total cabin fare must be ${occupancy} guests × (cruise fare + NCCF + tax + gratuities): ${wrong.join(', ')}`
}

/** The lowest per-person all-in price of a fare table per currency (the offer's "from" price). */
export function lowestPerPerson(rows: readonly FareRowValue[], currency: Currency): number | undefined {
  const totals = rows.map((row) => perPersonTotal(row, currency)).filter((value): value is number => value !== undefined)
  return totals.length === 0 ? undefined : Math.min(...totals)
}
