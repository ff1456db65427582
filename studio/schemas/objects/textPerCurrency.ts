import { CURRENCY_AUDIENCE, defineCurrencyObject } from '../lib/currencies'

/**
 * A short text that differs by the visitor's currency, e.g. a package itinerary or its flight
 * ("Return flights from Mumbai" for INR, "from Singapore" for SGD). Each currency may be left
 * empty; the document that uses it decides which currencies are required (usually the ones it is
 * shown in).
 */
export const textPerCurrency = defineCurrencyObject({
  name: 'textPerCurrency',
  title: 'Text per currency',
  description: 'The wording each visitor sees, chosen by the currency they browse in.',
  field: (currency) => ({
    type: 'string',
    description: `What ${CURRENCY_AUDIENCE[currency]} read.`,
    validation: (rule) => rule.max(200).warning('Over 200 characters: too long for a card'),
  }),
  format: (value) => (typeof value === 'string' && value !== '' ? `“${value.length > 24 ? `${value.slice(0, 24)}…` : value}”` : '–'),
})
