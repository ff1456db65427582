/** A currency the site sells in (the content model's list). */
export type { CurrencyCode } from '../../../content-model/vocabulary'
