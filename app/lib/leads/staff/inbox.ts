// The staff's lead inbox (the Studio's Leads tool) as data: what a list request may ask for, read
// from its query with a message for each bad value, and each lead as the tool shows it, with every
// time on the agency's wall clock. Pure: the routes load, these shape.
import { addDays, dateInZone, type IsoDate, startOfDayInZone, wallClockText } from '~/lib/sailings'

import { agencyMailRows, type MailRow, REQUEST_WORDS } from '../delivery/mails/mail-words'
import {
  type DeliveryStatus,
  type FollowUp,
  type FollowUpState,
  isDeliveryStatus,
  isFollowUpState,
  LEAD_ID_PATTERN,
  type LeadRecord,
  type ListOptions,
} from '../outbox/outbox.server'
import { fieldText, isLeadKind, type LeadKind } from '../types'

const INBOX_PERIODS = ['today', 'week', 'all'] as const
export type InboxPeriod = (typeof INBOX_PERIODS)[number]

const INBOX_PAGE_SIZE = 50
const MAX_SEARCH_LENGTH = 100

export type InboxQuery = { ok: true; options: ListOptions & { limit: number } } | { ok: false; errors: Record<string, string> }

/** The Monday that starts the agency's week holding `day`. */
function mondayOf(day: IsoDate): IsoDate {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** When a period starts, on the agency's clock: today from its midnight, this week from Monday's. */
export function periodStart(period: InboxPeriod, now: number, timeZone: string): number | undefined {
  if (period === 'all') return undefined
  const today = dateInZone(now, timeZone)
  return startOfDayInZone(period === 'today' ? today : mondayOf(today), timeZone)
}

/** A list request's query (period, form, delivery state, search, page), or what is wrong with it. */
export function parseInboxQuery(search: URLSearchParams, now: number, timeZone: string): InboxQuery {
  const errors: Record<string, string> = {}
  const period = search.get('period') || 'all'
  if (!(INBOX_PERIODS as readonly string[]).includes(period)) errors.period = 'Choose today, this week or all leads.'
  const form = search.get('form') || undefined
  if (form !== undefined && !isLeadKind(form)) errors.form = 'There is no such form.'
  const state = search.get('state') || undefined
  if (state !== undefined && !isDeliveryStatus(state)) errors.state = 'There is no such delivery state.'
  const text = search.get('q') ?? ''
  if (text.length > MAX_SEARCH_LENGTH) errors.q = `Search for at most ${MAX_SEARCH_LENGTH} characters.`
  const before = search.get('before') || undefined
  if (before !== undefined && !LEAD_ID_PATTERN.test(before)) errors.before = 'That is not a lead id.'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    options: {
      since: periodStart(period as InboxPeriod, now, timeZone),
      kind: form as LeadKind | undefined,
      status: state as DeliveryStatus | undefined,
      search: text.trim() || undefined,
      before,
      limit: INBOX_PAGE_SIZE,
    },
  }
}

interface InboxDelivery {
  sink: string
  status: DeliveryStatus
  attempts: number
  lastError: string | null
  /** On the agency's wall clock, or null. */
  delivered: string | null
}

interface InboxFollowUp {
  state: FollowUpState
  by: string
  /** On the agency's wall clock. */
  at: string
}

/** One lead in the list. */
export interface InboxRow {
  id: string
  form: LeadKind
  /** The form in words ("request for a call back"). */
  formWords: string
  /** On the agency's wall clock, 'YYYY-MM-DD HH:MM'. */
  received: string
  name: string
  email: string
  mobile: string
  deliveries: InboxDelivery[]
  /** The newest follow-up state ('new' until someone sets one), and who set it. */
  followUp: InboxFollowUp | { state: 'new'; by: null; at: null }
  personalDataRemoved: boolean
}

/** One lead in full: every field (the agency mail's rows, with contact links), its deliveries and its follow-up history. */
export interface InboxLead extends InboxRow {
  rows: MailRow[]
  history: InboxFollowUp[]
}

const wallClock = (iso: string | null, timeZone: string) => (iso ? wallClockText(Date.parse(iso), timeZone) : null)

function followUpOf(followUp: FollowUp, timeZone: string): InboxFollowUp {
  return { state: followUp.state, by: followUp.staffName, at: wallClockText(Date.parse(followUp.at), timeZone) }
}

export function inboxRow(record: LeadRecord, timeZone: string): InboxRow {
  const { lead } = record
  const latest = record.followUps?.[0]
  return {
    id: lead.id,
    form: lead.kind,
    formWords: REQUEST_WORDS[lead.kind] ?? lead.kind,
    received: wallClockText(Date.parse(lead.createdAt), timeZone),
    name: [fieldText(lead.fields.firstName), fieldText(lead.fields.lastName)].join(' ').trim(),
    email: fieldText(lead.fields.email),
    mobile: fieldText(lead.fields.mobile),
    deliveries: record.deliveries.map((delivery) => ({
      sink: delivery.sink,
      status: delivery.status,
      attempts: delivery.attempts,
      lastError: delivery.lastError,
      delivered: wallClock(delivery.deliveredAt, timeZone),
    })),
    followUp: latest ? followUpOf(latest, timeZone) : { state: 'new', by: null, at: null },
    personalDataRemoved: record.personalDataRemoved !== undefined,
  }
}

export function inboxLead(record: LeadRecord, timeZone: string): InboxLead {
  return {
    ...inboxRow(record, timeZone),
    rows: agencyMailRows(record.lead, timeZone),
    history: (record.followUps ?? []).map((followUp) => followUpOf(followUp, timeZone)),
  }
}

/** What a staff request to change a lead asks: a retry, or a follow-up state. */
export type InboxChange = { action: 'retry' } | { action: 'follow-up'; state: FollowUpState }

export function parseInboxChange(body: unknown): { ok: true; change: InboxChange } | { ok: false; errors: Record<string, string> } {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  if (value.action === 'retry') return { ok: true, change: { action: 'retry' } }
  if (value.action === 'follow-up') {
    return isFollowUpState(value.state)
      ? { ok: true, change: { action: 'follow-up', state: value.state } }
      : { ok: false, errors: { state: 'Choose new, contacted or closed.' } }
  }
  return { ok: false, errors: { action: 'Say what to do: retry, or follow-up with a state.' } }
}
