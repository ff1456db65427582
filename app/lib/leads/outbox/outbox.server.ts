// The lead outbox: every accepted lead and, per sink, the state of its delivery. A lead is
// acknowledged to the visitor only after its row and its delivery rows are committed together, so
// what the visitor was told was received is durable before the answer leaves.
//
// `LeadOutbox` is what the pipeline, the worker and the CLI use; every method resolves once its
// transaction is committed. Two stores implement it: SQLite, one file and the embedded default
// (outbox-sqlite.server.ts), and PostgreSQL, shared by every node (outbox-postgres.server.ts);
// `openLeadOutbox` (open-outbox.server.ts) picks one from the configuration. This file holds what
// they share: the types, lead ids and the rows' shapes.
import { createHash } from 'node:crypto'

import { encodeTime, ulid } from 'ulid'

import type { RemovalReason } from '../personal-data'
import type { AcceptedLead, LeadConsent, LeadFields, LeadKind, VisitorEmailExtras } from '../types'

export const DELIVERY_STATUSES = ['pending', 'delivering', 'delivered', 'skipped', 'dead'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(value)
}

// ---------------------------------------------------------------------------------------------
// Lead ids

/**
 * `lead_` + a ULID: 10 characters of millisecond time (so ids sort by acceptance) and 16 of
 * crypto randomness (80 bits, so nobody can guess another visitor's lead from their own).
 */
export function newLeadId(now: number = Date.now()): string {
  return `lead_${ulid(now)}`
}

export const LEAD_ID_PATTERN = /^lead_[0-9A-HJKMNP-TV-Z]{26}$/

/** The least id a lead accepted at or after `since` (ms) can have: ids sort by their time. */
export function leadIdFloor(since: number): string {
  return `lead_${encodeTime(Math.max(0, Math.floor(since)), 10)}`
}

// ---------------------------------------------------------------------------------------------
// Rows

/** A lead as both stores return it: fields and extras as JSON text, times as ISO strings. */
export interface LeadRow {
  id: string
  kind: string
  submission_id: string
  fields: string
  extras: string | null
  created_at: string
  /** When its personal data was removed (ISO), and why; null while it is held. */
  personal_data_removed_at: string | null
  personal_data_removed_for: string | null
  /** LeadConsent as JSON text, or null (a lead from before consent lines). */
  consent: string | null
}

/** A delivery as both stores return it: the next due time in ms since the epoch. */
export interface DeliveryRow {
  lead_id: string
  sink: string
  status: DeliveryStatus
  attempts: number
  next_attempt_at: number
  lease_token: string | null
  last_error: string | null
  delivered_at: string | null
}

export interface DeliveryState {
  sink: string
  status: DeliveryStatus
  attempts: number
  /** When the row is next due (a retry, or the end of a running delivery's lease), ISO. */
  nextAttemptAt: string
  lastError: string | null
  deliveredAt: string | null
}

/** Where a sales person has got with a lead; a lead nobody has marked is 'new'. */
const FOLLOW_UP_STATES = ['new', 'contacted', 'closed'] as const
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number]

export function isFollowUpState(value: unknown): value is FollowUpState {
  return typeof value === 'string' && (FOLLOW_UP_STATES as readonly string[]).includes(value)
}

/** One change of a lead's follow-up state: by which member of staff (their Sanity user), and when (ISO). */
export interface FollowUp {
  state: FollowUpState
  staffId: string
  staffName: string
  at: string
}

/** A follow-up change as both stores return it. */
export interface FollowUpRow {
  lead_id: string
  state: string
  staff_id: string
  staff_name: string
  at: string
}

export function toFollowUp(row: FollowUpRow): FollowUp {
  return { state: row.state as FollowUpState, staffId: row.staff_id, staffName: row.staff_name, at: row.at }
}

export interface LeadRecord {
  lead: AcceptedLead
  deliveries: DeliveryState[]
  /** Its follow-up changes, newest first; absent while nobody has marked it (it is 'new'). */
  followUps?: FollowUp[]
  /** Set once the lead's personal data is removed: its fields are then only where it came from. */
  personalDataRemoved?: { at: string; reason: RemovalReason }
  /** What its sender agreed to (kept when the personal data goes: it is the agency's record). */
  consent?: LeadConsent
}

/**
 * Leads whose personal data is past the retention period: `due` ones had every delivery succeed
 * (or skipped, with at least one delivered) before the cutoff, and the next purge removes their
 * data; `held` ones came in before the cutoff but still wait for a delivery (pending, running or
 * dead), and keep their data until it is delivered or retried.
 */
export interface RetentionCounts {
  due: number
  held: number
}

/** What removing a lead's personal data changed. */
export interface Removal {
  leadId: string
  /** Deliveries not yet made that were given up (skipped) because the lead's data is gone. */
  cancelled: string[]
  /** Copies out of the outbox's reach: each sink that already has the lead, and when it got it. */
  delivered: { sink: string; at: string | null }[]
}

/** A delivery the worker has claimed: the lead, the sink, and the lease that lets it settle the row. */
export interface ClaimedDelivery {
  lead: AcceptedLead
  sink: string
  /** Tries so far, this one included. */
  attempts: number
  leaseToken: string
  leaseUntil: number
}

export interface AcceptInput {
  kind: LeadKind
  fields: LeadFields
  /** The client's id of this submit; a repeat returns the lead stored the first time. */
  submissionId: string
  extras?: VisitorEmailExtras
  consent?: LeadConsent
  /** Sinks this lead goes to, one delivery row each. */
  sinks: readonly string[]
  /**
   * A sink that mails the visitor, the key it is limited by (their mailbox as mailboxOf gives it,
   * with the form's kind after a space when the limit is per form) and the agency's day: the sink
   * is left out when that key already got it that day. Decided in the store, atomically (a unique row
   * per sink, mailbox and day), so concurrent posts on any number of nodes send one mail.
   */
  oncePerDay?: { sink: string; mailbox: string; day: string }
  /** Acceptance time in ms (tests). */
  now?: number
}

export interface AcceptResult {
  leadId: string
  /** True when this submissionId was already stored: nothing new was written. */
  duplicate: boolean
  /**
   * A new lead whose once-a-day visitor mail an earlier lead already took today, and when that
   * lead came in (ISO; null when it is not yet readable, a post at the same moment on another
   * node), so the visitor is told the truth ("already e-mailed today at …").
   */
  visitorMailSentEarlier?: { at: string | null }
  /** For a duplicate: the lead stored the first time, to compare the repeat with. */
  stored?: { kind: string; fields: LeadFields }
}

/** One lead's outcome in a group: stored (or found stored), or refused alone. */
export type AcceptOutcome = { ok: true; result: AcceptResult } | { ok: false; error: unknown }

export interface DeliveryCounts {
  byStatus: Record<DeliveryStatus, number>
  /** When the lead of the oldest unfinished delivery came in, ISO; null when none is unfinished. */
  oldestUnfinishedAt: string | null
}

export interface ClaimOptions {
  now: number
  limit: number
  leaseMs: number
  /** A claimed row past this many tries whose lease ran out is dead-lettered instead (a delivery that crashed the process every time). */
  maxAttempts: number
}

export interface ListOptions {
  /** Only leads with at least one delivery in this state. */
  status?: DeliveryStatus
  /** Only leads accepted at or after this instant (ms). */
  since?: number
  /** Only leads older than this lead (its id): the next page of a list. */
  before?: string
  /** Only leads of this form. */
  kind?: string
  /** Only leads whose name or e-mail holds this text, or whose phone holds its digits (see searchTerms). */
  search?: string
  limit?: number
}

/** A search as both stores run it: LIKE patterns (lowercase, wildcards escaped with a backslash). */
export interface SearchTerms {
  /** Matches the name (first and last) or the e-mail. */
  text: string
  /** Matches the phone's digits; null when the search has fewer than 3 digits. */
  digits: string | null
}

export function searchTerms(search: string | undefined): SearchTerms | null {
  const text = (search ?? '').trim().toLowerCase().replace(/\s+/g, ' ')
  if (text === '') return null
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  const digits = text.replace(/\D/g, '')
  return { text: like(text), digits: digits.length >= 3 ? like(digits) : null }
}

/** Where leads and their deliveries are kept. Every method resolves after its transaction committed. */
export interface LeadOutbox {
  /**
   * Stores a group of leads that arrived together, each atomically (a lead and all its delivery
   * rows, or nothing), and resolves once every one is committed; a bad lead fails alone. The
   * store makes the group cheap: SQLite commits it in one transaction (one fsync), PostgreSQL
   * runs the leads side by side and flushes their commits together. Outcomes come in the order
   * of `inputs`; it rejects, with nothing stored, only when a group's commit itself fails.
   */
  acceptAll(inputs: readonly AcceptInput[]): Promise<AcceptOutcome[]>
  /** Claims up to `limit` due deliveries (pending and due, or delivering with a lapsed lease); no two claims ever get the same row. */
  claimDue(options: ClaimOptions): Promise<ClaimedDelivery[]>
  /** Each settles a claim; false when its lease was lost (it lapsed and another claim took the row). */
  markDelivered(claim: ClaimedDelivery, now?: number): Promise<boolean>
  /** Not configured for this sink: recorded, not retried (an admin `retry` re-queues it). */
  markSkipped(claim: ClaimedDelivery, reason: string, now?: number): Promise<boolean>
  /** Failed; due again at `retryAt`. */
  markFailed(claim: ClaimedDelivery, error: string, retryAt: number): Promise<boolean>
  /** Given up: the dead letter, until an admin retries it. */
  markDead(claim: ClaimedDelivery, error: string, now?: number): Promise<boolean>
  /** The earliest time any unfinished delivery is due, or null when there is none. */
  nextDueAt(): Promise<number | null>
  /** How many deliveries are in each state, and when the oldest unfinished one's lead came in. */
  deliveryCounts(): Promise<DeliveryCounts>
  /** Deliveries still pending or running. */
  unfinishedCount(): Promise<number>
  show(leadId: string): Promise<LeadRecord | undefined>
  /** Newest first. */
  list(options?: ListOptions): Promise<LeadRecord[]>
  /**
   * Records a member of staff setting a lead's follow-up state (kept as a history). False when
   * there is no such lead.
   */
  setFollowUp(leadId: string, change: { state: FollowUpState; staffId: string; staffName: string; now?: number }): Promise<boolean>
  /**
   * Puts a lead's dead, failing or skipped deliveries (or only `sink`'s) back in the queue, due now
   * and with a fresh count of tries. Delivered and running deliveries are left alone. Returns the
   * number re-queued.
   */
  retry(leadId: string, options?: { sink?: string; now?: number }): Promise<number>
  /** Every lead with its deliveries, oldest first, a page at a time (for the CSV export). */
  exportRows(pageSize?: number): AsyncGenerator<LeadRecord>
  /**
   * Removes the personal data of these leads (a person's request): their fields keep only where
   * the lead came from (fieldsWithoutPersonalData), the visitor-mail extras and every delivery
   * error text go, and so do the once-a-day mail records. Deliveries not yet made are skipped,
   * never sent without the data. Leads already without it are left alone. One transaction.
   */
  removePersonalData(leadIds: readonly string[], options?: { reason?: RemovalReason; now?: number }): Promise<Removal[]>
  /**
   * The retention purge: removes the personal data of up to `limit` leads that are due (see
   * RetentionCounts) at `cutoff`; returns how many. Runs on one node at a time: a purge that finds
   * another under way returns 0.
   */
  purgeExpired(cutoff: number, options?: { limit?: number; now?: number }): Promise<number>
  retentionCounts(cutoff: number): Promise<RetentionCounts>
  /**
   * Records that a mailbox (its mailboxHash) wants no more promo e-mails: a lead accepted later
   * gets no promo-confirmation delivery (the agency still gets the lead), and one still waiting
   * for it is skipped. `already` when it had unsubscribed before.
   */
  unsubscribe(mailboxHash: string, now?: number): Promise<{ already: boolean }>
  /** Whether a mailbox (its mailboxHash) has unsubscribed: a read, for the page its link opens. */
  isUnsubscribed(mailboxHash: string): Promise<boolean>
  /**
   * A sink is failing (a delivery died, or a lead waited too long): opens the sink's outage if none
   * is open, and says whether to alert the agency now: once when the outage opens, again once its
   * last alert is `repeatAfterMs` old or could not be mailed. One answer for every node at once.
   */
  sinkFailing(sink: string, options: { now: number; repeatAfterMs: number }): Promise<boolean>
  /** A sink delivered: closes its outage; true once per outage (the "recovered" alert is due). */
  sinkDelivered(sink: string): Promise<boolean>
  /** The outage's alert was mailed (null) or could not be (the error): then the next failure tries again. */
  alertMailed(sink: string, error: string | null): Promise<void>
  /** Open outages whose last alert could not be mailed, with the error. */
  unmailedAlerts(): Promise<{ sink: string; error: string }[]>
  close(): Promise<void>
}

const MAX_ERROR_LENGTH = 500

/** How a mailbox is kept in the once-a-day record: its SHA-256, never the address itself. */
export const mailboxHash = (mailbox: string): string => createHash('sha256').update(mailbox).digest('hex')

export function toLead(row: LeadRow): AcceptedLead {
  const lead: AcceptedLead = {
    id: row.id,
    kind: row.kind as LeadKind,
    fields: JSON.parse(row.fields) as LeadFields,
    submissionId: row.submission_id,
    createdAt: row.created_at,
  }
  if (row.extras) lead.visitorEmailExtras = JSON.parse(row.extras) as VisitorEmailExtras
  return lead
}

/** A lead row with its deliveries, as the stores hand it out. */
export function toRecord(row: LeadRow, deliveries: DeliveryState[], followUps: FollowUp[] = []): LeadRecord {
  const record: LeadRecord = { lead: toLead(row), deliveries }
  if (followUps.length > 0) record.followUps = followUps
  if (row.personal_data_removed_at) record.personalDataRemoved = { at: row.personal_data_removed_at, reason: row.personal_data_removed_for as RemovalReason }
  if (row.consent) record.consent = JSON.parse(row.consent) as LeadConsent
  return record
}

/**
 * After an outage: every lead with a dead delivery (up to `limit`, newest first) has its dead,
 * failing or skipped deliveries (or only `sink`'s) put back in the queue. The ids of those leads,
 * and how many deliveries went back.
 */
export async function retryAllDead(outbox: LeadOutbox, { sink, limit }: { sink?: string; limit: number }): Promise<{ leadIds: string[]; deliveries: number }> {
  const dead = await outbox.list({ status: 'dead', limit })
  let deliveries = 0
  for (const record of dead) deliveries += await outbox.retry(record.lead.id, { sink })
  return { leadIds: dead.map((record) => record.lead.id), deliveries }
}

/** The error text a promo e-mail is skipped with when its recipient has unsubscribed. */
export const CANCELLED_BY_UNSUBSCRIBE = 'not sent: the recipient unsubscribed from promo e-mails'

/** The error text a delivery of a lead whose data was removed on request is skipped with. */
export const CANCELLED_BY_REMOVAL = 'not sent: the personal data of this lead was removed'

/** What a removal changed, from the lead's deliveries as they were before it. */
export function removalOf(leadId: string, before: readonly { sink: string; status: DeliveryStatus; delivered_at: string | null }[]): Removal {
  return {
    leadId,
    cancelled: before.filter((row) => row.status === 'pending' || row.status === 'dead' || row.status === 'delivering').map((row) => row.sink),
    delivered: before.filter((row) => row.status === 'delivered').map((row) => ({ sink: row.sink, at: row.delivered_at })),
  }
}

export function toState(row: DeliveryRow): DeliveryState {
  return {
    sink: row.sink,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  }
}

/** An error as stored: one line, at most 500 characters. */
function clip(error: string): string {
  const oneLine = error.replace(/[\r\n]+/g, ' ').trim()
  return oneLine.length > MAX_ERROR_LENGTH ? `${oneLine.slice(0, MAX_ERROR_LENGTH - 1)}…` : oneLine
}

/** Delivery counts from a store's rows per state (count as a number or numeric text): every state is listed, 0 when it has none. */
export function deliveryCountsOf(rows: Iterable<{ status: DeliveryStatus; count: number | string }>, oldestUnfinishedAt: string | null): DeliveryCounts {
  const byStatus = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>
  for (const row of rows) byStatus[row.status] = Number(row.count)
  return { byStatus, oldestUnfinishedAt }
}

/** What settling a claim writes to its row; `deliveredAt` in ms since the epoch. */
export interface Settlement {
  status: DeliveryStatus
  nextAttemptAt: number
  lastError: string | null
  deliveredAt: number | null
}

/**
 * The outcomes of a claim, the same rules for every store: each store writes a settlement to the
 * claimed row with `settle`, only while the claim's lease still holds it (false when it lapsed
 * and another claim took the row; that claim settles it).
 */
export abstract class SettlingLeadOutbox {
  protected abstract settle(claim: ClaimedDelivery, settlement: Settlement): Promise<boolean>

  markDelivered(claim: ClaimedDelivery, now = Date.now()): Promise<boolean> {
    return this.settle(claim, { status: 'delivered', nextAttemptAt: now, lastError: null, deliveredAt: now })
  }

  /** Not configured for this sink: recorded, not retried (an admin `retry` re-queues it). */
  markSkipped(claim: ClaimedDelivery, reason: string, now = Date.now()): Promise<boolean> {
    return this.settle(claim, { status: 'skipped', nextAttemptAt: now, lastError: clip(reason), deliveredAt: null })
  }

  /** Failed; due again at `retryAt`. */
  markFailed(claim: ClaimedDelivery, error: string, retryAt: number): Promise<boolean> {
    return this.settle(claim, { status: 'pending', nextAttemptAt: retryAt, lastError: clip(error), deliveredAt: null })
  }

  /** Given up: the dead letter, until an admin retries it. */
  markDead(claim: ClaimedDelivery, error: string, now = Date.now()): Promise<boolean> {
    return this.settle(claim, { status: 'dead', nextAttemptAt: now, lastError: clip(error), deliveredAt: null })
  }
}

/** Checks what a store is asked to accept before any write. */
export function checkAcceptInput(input: AcceptInput): void {
  if (!input.submissionId) throw new Error('accept: submissionId is required')
  if (new Set(input.sinks).size !== input.sinks.length) throw new Error('accept: a sink is listed twice')
}
