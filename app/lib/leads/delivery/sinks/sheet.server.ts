// The agency's Google Sheet: a multipart POST of every field to the Apps Script web app of
// docs/integrations/google-sheets.md, which appends one row per lead id (so a repeat is harmless).
import { type AcceptedLead, fieldText, orderedFieldNames } from '../../types'
import { neutraliseCell } from '../spreadsheet-cells'
import type { DeliveryOutcome, LeadSink } from './sink.server'

export interface SheetSinkOptions {
  /** LEADS_SHEET_URL; without it every delivery is recorded as skipped. */
  url: string | undefined
  /** Limit for the whole delivery, redirects included, in ms. */
  timeoutMs: number
  maxRedirects?: number
  fetch?: typeof fetch
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])
const MAX_ANSWER_BYTES = 64 * 1024

/**
 * The form the sheet receives: leadId, leadKind and submittedAt, then every field in the required
 * order (interest joined with ', '), each cell neutralised against formula injection.
 */
export function sheetCells(lead: AcceptedLead): Array<[string, string]> {
  const cells: Array<[string, string]> = [
    ['leadId', lead.id],
    ['leadKind', lead.kind],
    ['submittedAt', lead.createdAt],
  ]
  for (const name of orderedFieldNames(lead.fields)) cells.push([name, neutraliseCell(fieldText(lead.fields[name]))])
  return cells
}

function sheetForm(lead: AcceptedLead): FormData {
  const form = new FormData()
  for (const [name, value] of sheetCells(lead)) form.append(name, value)
  return form
}

/** Reads at most `limit` bytes of an answer (an error page can be large; we only want a hint). */
async function readAnswer(response: Response, limit = MAX_ANSWER_BYTES): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.byteLength
      if (size >= limit) break
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, limit))
}

/** Apps Script always answers 200; our script reports its own failure as { result: 'error' }. */
function scriptReportedError(answer: string): boolean {
  const text = answer.trim()
  if (!text.startsWith('{')) return false
  try {
    return (JSON.parse(text) as { result?: unknown }).result === 'error'
  } catch {
    return false
  }
}

export function createSheetSink(options: SheetSinkOptions): LeadSink {
  const fetchImpl = options.fetch ?? fetch
  const maxRedirects = options.maxRedirects ?? 3
  return {
    name: 'sheet',
    async deliver(lead, { signal }): Promise<DeliveryOutcome> {
      if (!options.url) return { status: 'skipped', reason: 'LEADS_SHEET_URL is not set' }
      const deadline = AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)])
      let target = new URL(options.url)
      let method: 'POST' | 'GET' = 'POST'
      // Redirects by hand: Apps Script answers the POST with a 302 to a googleusercontent.com URL
      // that must be fetched with GET, and fetch's own following would not let us cap the hops
      // or keep the timeout over the whole chain.
      for (let hop = 0; ; hop++) {
        const response = await fetchImpl(target, {
          method,
          body: method === 'POST' ? sheetForm(lead) : undefined,
          redirect: 'manual',
          signal: deadline,
          headers: { accept: 'application/json, text/plain;q=0.9, */*;q=0.1' },
        })
        if (REDIRECTS.has(response.status)) {
          await response.body?.cancel().catch(() => undefined)
          if (hop >= maxRedirects) throw new Error(`sheet: more than ${maxRedirects} redirects`)
          const location = response.headers.get('location')
          if (!location) throw new Error(`sheet: HTTP ${response.status} without a Location`)
          const next = new URL(location, target)
          if (next.protocol !== 'https:' && next.protocol !== 'http:') throw new Error('sheet: redirect to a non-HTTP URL')
          // 307/308 ask for the same request again; 301/302/303 for a GET of the result.
          if (response.status !== 307 && response.status !== 308) method = 'GET'
          target = next
          continue
        }
        const answer = await readAnswer(response)
        if (!response.ok) throw new Error(`sheet: HTTP ${response.status} from ${target.host}`)
        // The script's own words are not kept: they may quote the row (the lead) back.
        if (scriptReportedError(answer)) throw new Error('sheet: the script reported an error')
        return { status: 'delivered' }
      }
    },
  }
}
