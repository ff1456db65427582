// Browser-safe part of the lead module: the kinds and field names the forms share with the
// server. The phone check is its own import (`~/lib/leads/phone`) so that only code that needs it
// pulls in the phone metadata; the pipeline itself is `~/lib/leads/index.server`.
export * from './types'
export { neutraliseCell, neutraliseCells } from './spreadsheet-cells'
