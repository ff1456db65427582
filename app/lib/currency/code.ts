/** A currency the site sells in. */
export type CurrencyCode = 'USD' | 'SGD' | 'INR'
