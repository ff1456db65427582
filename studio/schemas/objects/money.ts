import { defineCurrencyObject, missingCurrencies } from '../lib/currencies'

/**
 * An amount per currency (money is stored as numbers, never as display strings;
 * the site formats it). Whole units of each currency: 27999 INR, 315 USD, 716 SGD.
 */
export const money = defineCurrencyObject({
  name: 'money',
  title: 'Amount per currency',
  description: 'One amount for each currency the site sells in, in whole units. The site adds the symbol and the digit grouping.',
  // No help text under each currency box: the titles (INR, USD, SGD) say it, and the one above says the rest.
  field: () => ({
    type: 'number',
    // Whether every currency is there is one message for the amount (missingCurrencies, which
    // each money field's own rules name, since a field's rules replace its type's), not one per currency.
    validation: (rule) => rule.min(0).precision(2),
  }),
  validation: (rule) => rule.custom(missingCurrencies),
  format: (value) => (typeof value === 'number' ? value.toLocaleString('en') : '–'),
})
