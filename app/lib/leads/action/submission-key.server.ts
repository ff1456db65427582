// What makes two posts one lead. With JavaScript each form in the browser makes its own random
// id and keeps it across retries. Without JavaScript nothing in the page may do that: a page can
// come from a shared cache, one copy for many visitors, so an id rendered into it would make every
// visitor after the first "the same submission" (and their leads would be dropped). A no-JS post
// is therefore keyed by what it says: the form's kind, the visitor's fill-time token (handed to
// them alone with the "Send it now" step or a refused post's messages) and everything they
// entered. The same post sent again (a double click, the browser's resend, a retry after a network
// error) has the same key; two visitors do not.
import { createHash } from 'node:crypto'

import type { LeadFormValue } from '../forms/schemas'

/** Ids the browser makes are UUIDs; content keys say what they are, so the two never collide. */
const CONTENT_KEY_PREFIX = 'content:'

export function submissionKey(value: Pick<LeadFormValue, 'kind' | 'fields' | 'phone' | 'formToken' | 'leadsource' | 'leadvariation' | 'submissionId'>): string {
  if (value.submissionId) return value.submissionId
  const fields = Object.entries(value.fields)
    .filter(([, entered]) => entered !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const said = JSON.stringify([value.kind, value.formToken ?? '', value.phone?.e164 ?? '', value.leadsource ?? '', value.leadvariation ?? '', fields])
  return `${CONTENT_KEY_PREFIX}${createHash('sha256').update(said).digest('base64url')}`
}
