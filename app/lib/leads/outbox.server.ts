// The outbox: every accepted lead and, per sink, the state of its delivery, in one SQLite file.
// A lead is acknowledged to the visitor only after its row and its delivery rows are committed
// together, so what the visitor was told was received is on disk before the answer leaves.
//
// Durability: WAL with synchronous=FULL. In WAL mode NORMAL already survives a killed process
// (SIGKILL, OOM: a committed transaction is in the WAL in the OS page cache), but not a power cut
// or kernel crash, where the last commits can vanish. FULL fsyncs the WAL at every commit, which
// costs about 0.2-0.3 ms per lead here: cheap for leads, and an acknowledged enquiry is the one
// thing this site must not lose.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

import Database from 'better-sqlite3'

import type { AcceptedLead, LeadFields, LeadKind, VisitorEmailExtras } from './types'

export type Db = Database.Database

export const DELIVERY_STATUSES = ['pending', 'delivering', 'delivered', 'skipped', 'dead'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(value)
}

// ---------------------------------------------------------------------------------------------
// Lead ids

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * `lead_` + a ULID: 10 characters of millisecond time (so ids sort by acceptance) and 16 of
 * crypto randomness (80 bits, so nobody can guess another visitor's lead from their own).
 */
export function newLeadId(now: number = Date.now()): string {
  let time = ''
  let rest = Math.max(0, Math.floor(now))
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[rest % 32] + time
    rest = Math.floor(rest / 32)
  }
  const bytes = randomBytes(10)
  let bits = 0n
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte)
  let random = ''
  for (let i = 0; i < 16; i++) {
    random = CROCKFORD[Number(bits & 31n)] + random
    bits >>= 5n
  }
  return `lead_${time}${random}`
}

export const LEAD_ID_PATTERN = /^lead_[0-9A-HJKMNP-TV-Z]{26}$/

// ---------------------------------------------------------------------------------------------
// Schema and migrations (PRAGMA user_version holds the number of the last migration applied)

export interface Migration {
  version: number
  up: (db: Db) => void
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    up: (db) =>
      db.exec(`
        CREATE TABLE leads (
          id TEXT PRIMARY KEY,
          kind TEXT NOT NULL,
          submission_id TEXT NOT NULL UNIQUE,
          fields TEXT NOT NULL CHECK (json_valid(fields)),
          extras TEXT CHECK (extras IS NULL OR json_valid(extras)),
          created_at TEXT NOT NULL
        );
        -- One row per lead and sink. next_attempt_at (ms since the epoch) is when the row is next
        -- due: for 'pending' the next try, for 'delivering' the end of the worker's lease, after
        -- which a crashed delivery is claimed again. lease_token names the claim that may settle it.
        CREATE TABLE deliveries (
          lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
          sink TEXT NOT NULL,
          status TEXT NOT NULL DEFAULT 'pending'
            CHECK (status IN ('pending', 'delivering', 'delivered', 'skipped', 'dead')),
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at INTEGER NOT NULL,
          lease_token TEXT,
          last_error TEXT,
          delivered_at TEXT,
          PRIMARY KEY (lead_id, sink)
        ) WITHOUT ROWID;
        CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
      `),
  },
]

/** Applies every migration newer than the file's user_version, each in its own transaction. */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): number {
  const latest = migrations.reduce((max, migration) => Math.max(max, migration.version), 0)
  const current = Number(db.pragma('user_version', { simple: true }))
  if (current > latest) {
    throw new Error(`The leads outbox is at schema version ${current}, newer than this code knows (${latest}); refusing to touch it.`)
  }
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (migration.version <= current) continue
    db.transaction(() => {
      migration.up(db)
      // Inside the transaction: a failing migration leaves the version (and schema) as it was.
      db.pragma(`user_version = ${Math.trunc(migration.version)}`)
    }).immediate()
  }
  return Number(db.pragma('user_version', { simple: true }))
}

// ---------------------------------------------------------------------------------------------
// Rows

interface LeadRow {
  id: string
  kind: string
  submission_id: string
  fields: string
  extras: string | null
  created_at: string
}

interface DeliveryRow {
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

export interface LeadRecord {
  lead: AcceptedLead
  deliveries: DeliveryState[]
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
  /** Sinks this lead goes to, one delivery row each. */
  sinks: readonly string[]
  /**
   * A sink that mails the visitor, and their address: it is left out when a lead of the last
   * 24 hours already went to that sink for the same address (compared without case).
   */
  oncePerDay?: { sink: string; recipient: string }
  /** Acceptance time in ms (tests). */
  now?: number
}

export interface AcceptResult {
  leadId: string
  /** True when this submissionId was already stored: nothing new was written. */
  duplicate: boolean
  /** For a duplicate: the lead stored the first time, to compare the repeat with. */
  stored?: { kind: string; fields: LeadFields }
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
  limit?: number
}

const MAX_ERROR_LENGTH = 500
const DAY_MS = 24 * 60 * 60 * 1000

function toLead(row: LeadRow): AcceptedLead {
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

function toState(row: DeliveryRow): DeliveryState {
  return {
    sink: row.sink,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  }
}

function clip(error: string): string {
  const oneLine = error.replace(/[\r\n]+/g, ' ').trim()
  return oneLine.length > MAX_ERROR_LENGTH ? `${oneLine.slice(0, MAX_ERROR_LENGTH - 1)}…` : oneLine
}

// ---------------------------------------------------------------------------------------------
// The outbox

export class LeadOutbox {
  readonly db: Db
  readonly path: string
  private readonly statements

  constructor(path: string) {
    this.path = path === ':memory:' ? path : resolve(path)
    // Leads are personal data: a directory we create is for this user only.
    if (this.path !== ':memory:') mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 })
    this.db = new Database(this.path)
    try {
      this.db.pragma('journal_mode = WAL')
      this.db.pragma('synchronous = FULL')
      // The CLI and the server may write at once; wait for the other's transaction, do not fail.
      this.db.pragma('busy_timeout = 5000')
      this.db.pragma('foreign_keys = ON')
      migrate(this.db)
    } catch (error) {
      this.db.close()
      throw error
    }
    const db = this.db
    this.statements = {
      leadBySubmission: db.prepare<[string], { id: string; kind: string; fields: string }>('SELECT id, kind, fields FROM leads WHERE submission_id = ?'),
      sentToRecipientSince: db.prepare<{ sink: string; recipient: string; since: string }, { found: number }>(
        `SELECT 1 AS found FROM leads l JOIN deliveries d ON d.lead_id = l.id
          WHERE d.sink = @sink AND l.created_at >= @since AND lower(json_extract(l.fields, '$.email')) = lower(@recipient)
          LIMIT 1`,
      ),
      insertLead: db.prepare(
        'INSERT INTO leads (id, kind, submission_id, fields, extras, created_at) VALUES (@id, @kind, @submissionId, @fields, @extras, @createdAt)',
      ),
      insertDelivery: db.prepare(
        "INSERT INTO deliveries (lead_id, sink, status, attempts, next_attempt_at) VALUES (?, ?, 'pending', 0, ?)",
      ),
      lead: db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?'),
      deliveriesOf: db.prepare<[string], DeliveryRow>('SELECT * FROM deliveries WHERE lead_id = ? ORDER BY sink'),
      due: db.prepare<{ now: number; limit: number }, DeliveryRow>(
        `SELECT * FROM deliveries
          WHERE status IN ('pending', 'delivering') AND next_attempt_at <= @now
          ORDER BY next_attempt_at LIMIT @limit`,
      ),
      lease: db.prepare(
        "UPDATE deliveries SET status = 'delivering', attempts = attempts + 1, next_attempt_at = @leaseUntil, lease_token = @token WHERE lead_id = @leadId AND sink = @sink",
      ),
      settle: db.prepare(
        `UPDATE deliveries SET status = @status, next_attempt_at = @nextAttemptAt, last_error = @lastError,
            delivered_at = @deliveredAt, lease_token = NULL
          WHERE lead_id = @leadId AND sink = @sink AND status = 'delivering' AND lease_token = @token`,
      ),
      deadLetterExpired: db.prepare(
        `UPDATE deliveries SET status = 'dead', lease_token = NULL,
            last_error = 'the lease of the last try ran out (the process stopped mid-delivery)'
          WHERE lead_id = ? AND sink = ?`,
      ),
      nextDue: db.prepare<[], { due: number | null }>(
        "SELECT MIN(next_attempt_at) AS due FROM deliveries WHERE status IN ('pending', 'delivering')",
      ),
      countsByStatus: db.prepare<[], { status: DeliveryStatus; count: number }>(
        'SELECT status, COUNT(*) AS count FROM deliveries GROUP BY status',
      ),
      oldestUnfinished: db.prepare<[], { createdAt: string | null }>(
        "SELECT MIN(l.created_at) AS createdAt FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE d.status IN ('pending', 'delivering')",
      ),
      unfinished: db.prepare<[], { count: number }>(
        "SELECT COUNT(*) AS count FROM deliveries WHERE status IN ('pending', 'delivering')",
      ),
    }
  }

  /** Stores a lead and its deliveries in one transaction; returns after the commit. */
  accept(input: AcceptInput): AcceptResult {
    const now = input.now ?? Date.now()
    if (!input.submissionId) throw new Error('accept: submissionId is required')
    if (new Set(input.sinks).size !== input.sinks.length) throw new Error('accept: a sink is listed twice')
    const { statements } = this
    return this.db
      .transaction((): AcceptResult => {
        const existing = statements.leadBySubmission.get(input.submissionId)
        if (existing) return { leadId: existing.id, duplicate: true, stored: { kind: existing.kind, fields: JSON.parse(existing.fields) as LeadFields } }
        const limited = input.oncePerDay
        const sentToday =
          limited !== undefined &&
          input.sinks.includes(limited.sink) &&
          statements.sentToRecipientSince.get({ sink: limited.sink, recipient: limited.recipient, since: new Date(now - DAY_MS).toISOString() }) !== undefined
        const sinks = sentToday ? input.sinks.filter((sink) => sink !== limited.sink) : input.sinks
        const leadId = newLeadId(now)
        statements.insertLead.run({
          id: leadId,
          kind: input.kind,
          submissionId: input.submissionId,
          fields: JSON.stringify(input.fields),
          extras: input.extras && Object.keys(input.extras).length > 0 ? JSON.stringify(input.extras) : null,
          createdAt: new Date(now).toISOString(),
        })
        for (const sink of sinks) statements.insertDelivery.run(leadId, sink, now)
        return { leadId, duplicate: false }
      })
      .immediate()
  }

  /**
   * Claims up to `limit` due deliveries (pending and due, or delivering with a lapsed lease) in one
   * write transaction, so two workers on the same file never claim the same row.
   */
  claimDue({ now, limit, leaseMs, maxAttempts }: ClaimOptions): ClaimedDelivery[] {
    if (limit <= 0) return []
    const { statements } = this
    return this.db
      .transaction((): ClaimedDelivery[] => {
        const claimed: ClaimedDelivery[] = []
        const leads = new Map<string, AcceptedLead | undefined>()
        for (const row of statements.due.all({ now, limit })) {
          if (row.status === 'delivering' && row.attempts >= maxAttempts) {
            statements.deadLetterExpired.run(row.lead_id, row.sink)
            continue
          }
          if (!leads.has(row.lead_id)) {
            const leadRow = statements.lead.get(row.lead_id)
            leads.set(row.lead_id, leadRow ? toLead(leadRow) : undefined)
          }
          const lead = leads.get(row.lead_id)
          if (!lead) continue
          const leaseToken = randomUUID()
          const leaseUntil = now + leaseMs
          statements.lease.run({ leadId: row.lead_id, sink: row.sink, leaseUntil, token: leaseToken })
          claimed.push({ lead, sink: row.sink, attempts: row.attempts + 1, leaseToken, leaseUntil })
        }
        return claimed
      })
      .immediate()
  }

  private settle(
    claim: ClaimedDelivery,
    status: DeliveryStatus,
    values: { nextAttemptAt: number; lastError: string | null; deliveredAt: string | null },
  ): boolean {
    const result = this.statements.settle.run({
      leadId: claim.lead.id,
      sink: claim.sink,
      token: claim.leaseToken,
      status,
      ...values,
    })
    // 0 rows: the lease was lost (it lapsed and another claim took the row); that claim settles it.
    return result.changes === 1
  }

  markDelivered(claim: ClaimedDelivery, now = Date.now()): boolean {
    return this.settle(claim, 'delivered', { nextAttemptAt: now, lastError: null, deliveredAt: new Date(now).toISOString() })
  }

  /** Not configured for this sink: recorded, not retried (an admin `retry` re-queues it). */
  markSkipped(claim: ClaimedDelivery, reason: string, now = Date.now()): boolean {
    return this.settle(claim, 'skipped', { nextAttemptAt: now, lastError: clip(reason), deliveredAt: null })
  }

  /** Failed; due again at `retryAt`. */
  markFailed(claim: ClaimedDelivery, error: string, retryAt: number): boolean {
    return this.settle(claim, 'pending', { nextAttemptAt: retryAt, lastError: clip(error), deliveredAt: null })
  }

  /** Given up: the dead letter, until an admin retries it. */
  markDead(claim: ClaimedDelivery, error: string, now = Date.now()): boolean {
    return this.settle(claim, 'dead', { nextAttemptAt: now, lastError: clip(error), deliveredAt: null })
  }

  /** The earliest time any unfinished delivery is due, or null when there is none. */
  nextDueAt(): number | null {
    return this.statements.nextDue.get()?.due ?? null
  }

  /** Deliveries still pending or running. */
  /** How many deliveries are in each state, and when the oldest unfinished one's lead came in. */
  deliveryCounts(): { byStatus: Record<DeliveryStatus, number>; oldestUnfinishedAt: string | null } {
    const byStatus = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>
    for (const row of this.statements.countsByStatus.all()) byStatus[row.status] = row.count
    return { byStatus, oldestUnfinishedAt: this.statements.oldestUnfinished.get()?.createdAt ?? null }
  }

  unfinishedCount(): number {
    return this.statements.unfinished.get()?.count ?? 0
  }

  // --- admin ---------------------------------------------------------------------------------

  show(leadId: string): LeadRecord | undefined {
    const row = this.statements.lead.get(leadId)
    if (!row) return undefined
    return { lead: toLead(row), deliveries: this.statements.deliveriesOf.all(leadId).map(toState) }
  }

  /** Newest first. */
  list({ status, limit = 50 }: ListOptions = {}): LeadRecord[] {
    const rows = status
      ? this.db
          .prepare<[string, number], LeadRow>(
            'SELECT * FROM leads WHERE id IN (SELECT lead_id FROM deliveries WHERE status = ?) ORDER BY id DESC LIMIT ?',
          )
          .all(status, limit)
      : this.db.prepare<[number], LeadRow>('SELECT * FROM leads ORDER BY id DESC LIMIT ?').all(limit)
    return rows.map((row) => ({ lead: toLead(row), deliveries: this.statements.deliveriesOf.all(row.id).map(toState) }))
  }

  /**
   * Puts a lead's dead, failing or skipped deliveries (or only `sink`'s) back in the queue, due now
   * and with a fresh count of tries. Delivered and running deliveries are left alone. Returns the
   * number re-queued.
   */
  retry(leadId: string, options: { sink?: string; now?: number } = {}): number {
    const now = options.now ?? Date.now()
    const result = this.db
      .prepare(
        `UPDATE deliveries SET status = 'pending', attempts = 0, next_attempt_at = @now, lease_token = NULL
          WHERE lead_id = @leadId AND status IN ('dead', 'pending', 'skipped') AND (@sink IS NULL OR sink = @sink)`,
      )
      .run({ leadId, now, sink: options.sink ?? null })
    return result.changes
  }

  /** Every lead with its deliveries, oldest first, a page at a time (for the CSV export). */
  *exportRows(pageSize = 500): Generator<LeadRecord> {
    const page = this.db.prepare<[string, number], LeadRow>('SELECT * FROM leads WHERE id > ? ORDER BY id LIMIT ?')
    let after = ''
    for (;;) {
      const rows = page.all(after, pageSize)
      for (const row of rows) yield { lead: toLead(row), deliveries: this.statements.deliveriesOf.all(row.id).map(toState) }
      const last = rows[rows.length - 1]
      if (!last || rows.length < pageSize) return
      after = last.id
    }
  }

  close(): void {
    if (this.db.open) this.db.close()
  }
}

export function openLeadOutbox(path: string): LeadOutbox {
  return new LeadOutbox(path)
}
