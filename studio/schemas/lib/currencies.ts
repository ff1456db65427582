import { type CustomValidatorResult, defineField, defineType, type FieldDefinition, type ObjectRule } from 'sanity'

import { CURRENCY_CODES, type CurrencyCode } from '../../../content-model/vocabulary'

/**
 * The currencies the site sells in. Per-currency values (support phones, booking-engine site ids,
 * prices) are objects with one field per currency, so a missing currency is a validation error
 * instead of a silent gap on the site.
 */
export const CURRENCIES = CURRENCY_CODES
export type Currency = CurrencyCode

export const CURRENCY_AUDIENCE: Record<Currency, string> = {
  INR: 'visitors paying in Indian rupees (INR)',
  USD: 'visitors paying in US dollars (USD)',
  SGD: 'visitors paying in Singapore dollars (SGD)',
}

interface CurrencyObjectOptions {
  name: string
  title: string
  description?: string
  /** Builds the field for one currency; `name` and `title` are set by the factory. */
  field: (currency: Currency) => Omit<FieldDefinition, 'name'>
  /** How one value reads in the preview, e.g. a phone as typed or an amount. */
  format?: (value: unknown) => string
  /** Rules over the whole object (money: every currency or none, in one message). */
  validation?: (rule: ObjectRule) => ObjectRule
}

/** One message for the currencies an amount lacks ("Give the amount in every currency: USD and SGD are missing"). */
export function missingCurrencies(value: Partial<Record<Currency, unknown>> | undefined): CustomValidatorResult {
  if (!value) return true
  const missing = CURRENCIES.filter((currency) => typeof value[currency] !== 'number')
  if (missing.length === 0) return true
  const named = missing.length === 1 ? `${missing[0]} is` : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)} are`
  return `Give the amount in every currency: ${named} missing`
}

/** Defines an object type with one field per currency, e.g. `phonesByCurrency`, `siteIds` or `money`. */
export function defineCurrencyObject({ name, title, description, field, format, validation }: CurrencyObjectOptions) {
  const show = format ?? ((value: unknown) => (value === undefined || value === null ? '–' : String(value)))
  return defineType({
    name,
    title,
    type: 'object',
    description,
    options: { columns: CURRENCIES.length },
    fields: CURRENCIES.map((currency) => defineField({ title: currency, ...field(currency), name: currency } as FieldDefinition)),
    ...(validation ? { validation } : {}),
    preview: {
      select: Object.fromEntries(CURRENCIES.map((currency) => [currency, currency])),
      prepare: (values: Record<string, unknown>) => ({
        title,
        subtitle: CURRENCIES.map((currency) => `${currency} ${show(values[currency])}`).join(' · '),
      }),
    },
  })
}
