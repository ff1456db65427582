import { CURRENCY_AUDIENCE, defineCurrencyObject } from '../lib/currencies'

/** Letters and digits, 4 to 20 characters, as a guest types it at checkout. */
const PROMO_CODE = /^[A-Z0-9]{4,20}$/

/**
 * The promo code e-mailed after the promo sign-up form, per currency. Never shown on
 * the page itself: only the confirmation e-mail carries it.
 */
export const promoCodes = defineCurrencyObject({
  name: 'promoCodes',
  title: 'Promo code per currency',
  description: 'The code sent by e-mail after a promo sign-up; it should give the discount of the same currency.',
  field: (currency) => ({
    type: 'string',
    description: `E-mailed to ${CURRENCY_AUDIENCE[currency]}. Capital letters and digits only, e.g. HARBOUR115.`,
    validation: (rule) =>
      rule
        .required()
        .custom((value: string | undefined) =>
          value === undefined || PROMO_CODE.test(value) ? true : 'Use 4 to 20 capital letters and digits, e.g. HARBOUR115',
        ),
  }),
})
