import { CURRENCY_AUDIENCE, defineCurrencyObject, missingCurrencies } from '../lib/currencies'

/**
 * An amount per currency (money is stored as numbers, never as display strings;
 * the site formats it). Whole units of each currency: 27999 INR, 315 USD, 716 SGD.
 */
export const money = defineCurrencyObject({
  name: 'money',
  title: 'Amount per currency',
  description: 'One amount for each currency the site sells in. The site adds the symbol and the digit grouping.',
  field: (currency) => ({
    type: 'number',
    description: `The amount ${CURRENCY_AUDIENCE[currency]} see, in whole ${currency}.`,
    // Whether every currency is there is one message for the amount (missingCurrencies, which
    // each money field's own rules name, since a field's rules replace its type's), not one per currency.
    validation: (rule) => rule.min(0).precision(2),
  }),
  validation: (rule) => rule.custom(missingCurrencies),
  format: (value) => (typeof value === 'number' ? value.toLocaleString('en') : '–'),
})
