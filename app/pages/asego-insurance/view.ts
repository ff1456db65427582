// The /asego-insurance coverage table as a visitor reads it. A policy's limits are in US dollars
// whatever the visitor's currency, so each is written as a US dollar amount, in that currency's own
// grouping ("up to $100,000", never the lakh grouping of "$1,00,000"), from the number content gives.
import { formatMoney } from '~/lib/currency'

export interface CoverageRowInput {
  _key: string
  category: string
  /** The most the policy pays, in US dollars. */
  limit: number
  notes: string
}

export interface CoverageRowView {
  key: string
  category: string
  /** 'up to $100,000' */
  limit: string
  notes: string
}

export function coverageRows(rows: readonly CoverageRowInput[]): CoverageRowView[] {
  return rows.map((row) => ({ key: row._key, category: row.category, limit: `up to ${formatMoney(row.limit, 'USD')}`, notes: row.notes }))
}
