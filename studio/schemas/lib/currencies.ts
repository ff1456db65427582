import { defineField, defineType, type FieldDefinition } from 'sanity'

/**
 * The currencies the site sells in (design section 5). Per-currency values (support phones,
 * booking-engine site ids and, later, prices) are objects with one field per currency, so a
 * missing currency is a validation error instead of a silent gap on the site.
 */
export const CURRENCIES = ['INR', 'USD', 'SGD'] as const
export type Currency = (typeof CURRENCIES)[number]

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
}

/**
 * Defines an object type with one field per currency, e.g. `phonesByCurrency` or `siteIds`.
 * Issue 3 reuses it for money (`{INR, USD, SGD}` numbers).
 */
export function defineCurrencyObject({ name, title, description, field, format }: CurrencyObjectOptions) {
  const show = format ?? ((value: unknown) => (value === undefined || value === null ? '–' : String(value)))
  return defineType({
    name,
    title,
    type: 'object',
    description,
    options: { columns: CURRENCIES.length },
    fields: CURRENCIES.map((currency) => defineField({ title: currency, ...field(currency), name: currency } as FieldDefinition)),
    preview: {
      select: { INR: 'INR', USD: 'USD', SGD: 'SGD' },
      prepare: (values: Record<string, unknown>) => ({
        title,
        subtitle: CURRENCIES.map((currency) => `${currency} ${show(values[currency])}`).join(' · '),
      }),
    },
  })
}
