import { CURRENCY_AUDIENCE, defineCurrencyObject } from '../lib/currencies'

export const siteIds = defineCurrencyObject({
  name: 'siteIds',
  title: 'Booking site number per currency',
  description: 'The booking engine keeps one site per currency. Every search link and the search widget use the id of the visitor’s currency.',
  field: (currency) => ({
    type: 'number',
    description: `Site id used for ${CURRENCY_AUDIENCE[currency]}; a whole number given by the booking-engine provider.`,
    validation: (rule) => rule.required().integer().positive(),
  }),
})
