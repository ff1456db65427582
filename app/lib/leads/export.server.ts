// The outbox as one CSV table for the agency (`npm run leads -- export --csv`): a row per lead,
// every field in its own column, and the state of each delivery. Cells are neutralised because
// the file is meant to be opened in a spreadsheet.
import { csvRecord } from './csv'
import { SINK_NAMES } from './delivery/sinks/sink.server'
import { neutraliseCell } from './delivery/spreadsheet-cells'
import type { LeadOutbox } from './outbox/outbox.server'
import { fieldText, LEAD_FIELD_ORDER } from './types'

export async function writeLeadsCsv(outbox: LeadOutbox, write: (chunk: string) => void): Promise<number> {
  // First pass: the field names in use beyond the required ones, so the header is known before any row.
  const extra = new Set<string>()
  for await (const { lead } of outbox.exportRows()) {
    for (const name of Object.keys(lead.fields)) if (!(LEAD_FIELD_ORDER as readonly string[]).includes(name)) extra.add(name)
  }
  const fieldNames = [...LEAD_FIELD_ORDER, ...[...extra].sort()]
  write(csvRecord(['leadId', 'leadKind', 'submittedAt', ...fieldNames, ...SINK_NAMES.map((sink) => `delivery:${sink}`)]))
  let count = 0
  for await (const { lead, deliveries } of outbox.exportRows()) {
    const states = new Map(deliveries.map((delivery) => [delivery.sink, delivery.status]))
    write(
      csvRecord(
        [
          lead.id,
          lead.kind,
          lead.createdAt,
          ...fieldNames.map((name) => fieldText(lead.fields[name])),
          ...SINK_NAMES.map((sink) => states.get(sink) ?? ''),
        ].map((value) => neutraliseCell(value)),
      ),
    )
    count++
  }
  return count
}
