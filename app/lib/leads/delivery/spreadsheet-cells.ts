// Lead fields end up in spreadsheet cells (the Google Sheet, the CSV export opened in Excel). A
// visitor who types `=HYPERLINK(...)` or `+cmd|...` into a name would otherwise plant a formula
// that runs in the agency's sheet (CSV / formula injection). A leading apostrophe makes the
// spreadsheet read the cell as text, and Sheets and Excel hide the apostrophe.

import type { LeadFieldValue } from '../types'

/** Characters that make a spreadsheet read a cell as a formula (or a DDE command). */
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell's text, safe to put in a spreadsheet; a list (interest) is joined with ', ' first. */
export function neutraliseCell(value: LeadFieldValue | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = Array.isArray(value) ? value.join(', ') : String(value)
  return FORMULA_START.test(text) ? `'${text}` : text
}
