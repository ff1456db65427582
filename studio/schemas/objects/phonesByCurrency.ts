import { CURRENCY_AUDIENCE, defineCurrencyObject } from '../lib/currencies'
import { checkInternationalPhone } from '../lib/validation'

export const phonesByCurrency = defineCurrencyObject({
  name: 'phonesByCurrency',
  title: 'Phone number per currency',
  description: 'Which support number each visitor sees, chosen by the currency they browse in.',
  field: (currency) => ({
    type: 'string',
    description: `Shown in the header, footer and contact page to ${CURRENCY_AUDIENCE[currency]}, e.g. +91 22 6123 4567.`,
    validation: (rule) => rule.required().custom(checkInternationalPhone),
  }),
})
