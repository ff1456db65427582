// The lead outbox in one SQLite file (LEADS_DB_PATH): the embedded default, for one node.
//
// Durability: WAL with synchronous=FULL. In WAL mode NORMAL already survives a killed process
// (SIGKILL, OOM: a committed transaction is in the WAL in the OS page cache), but not a power cut
// or kernel crash, where the last commits can vanish. FULL fsyncs the WAL at every commit, which
// costs about 0.2-0.3 ms per lead here: cheap for leads, and an acknowledged enquiry is the one
// thing this site must not lose.
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

import Database from 'better-sqlite3'

import { fieldsWithoutPersonalData, type RemovalReason } from '../personal-data'
import type { AcceptedLead, LeadFields } from '../types'
import {
  type AcceptInput,
  type AcceptOutcome,
  type AcceptResult,
  CANCELLED_BY_REMOVAL,
  CANCELLED_BY_UNSUBSCRIBE,
  checkAcceptInput,
  type ClaimedDelivery,
  type ClaimOptions,
  type DeliveryCounts,
  deliveryCountsOf,
  type DeliveryRow,
  type DeliveryStatus,
  type FollowUpRow,
  type FollowUpState,
  leadIdFloor,
  type LeadOutbox,
  type LeadRecord,
  type LeadRow,
  type ListOptions,
  mailboxHash,
  newLeadId,
  type Removal,
  removalOf,
  type RetentionCounts,
  searchTerms,
  type Settlement,
  SettlingLeadOutbox,
  toFollowUp,
  toLead,
  toRecord,
  toState,
} from './outbox.server'

export type Db = Database.Database

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
  {
    version: 2,
    // One row per visitor mail sent to a mailbox on a day: the unique key decides, in the
    // accepting transaction, that a mailbox gets the promo code once a day. The mailbox is kept
    // as its SHA-256 only.
    up: (db) =>
      db.exec(`
        CREATE TABLE visitor_mail_days (
          sink TEXT NOT NULL,
          mailbox_hash TEXT NOT NULL,
          day TEXT NOT NULL,
          lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
          PRIMARY KEY (sink, mailbox_hash, day)
        ) WITHOUT ROWID;
        CREATE INDEX visitor_mail_days_lead ON visitor_mail_days (lead_id);
      `),
  },
  {
    version: 3,
    // A lead whose personal data was removed (the retention period, or the person's request)
    // keeps its row for the counts; these say when and why.
    up: (db) =>
      db.exec(`
        ALTER TABLE leads ADD COLUMN personal_data_removed_at TEXT;
        ALTER TABLE leads ADD COLUMN personal_data_removed_for TEXT
          CHECK (personal_data_removed_for IS NULL OR personal_data_removed_for IN ('retention', 'request'));
      `),
  },
  {
    version: 4,
    // Mailboxes that unsubscribed from promo e-mails, as their SHA-256 only: no promo e-mail goes
    // to them again.
    up: (db) =>
      db.exec(`
        CREATE TABLE unsubscribed_mailboxes (
          mailbox_hash TEXT PRIMARY KEY,
          unsubscribed_at TEXT NOT NULL
        ) WITHOUT ROWID;
      `),
  },
  {
    version: 5,
    // What the sender agreed to: the form's consent line, its version and the time (JSON).
    up: (db) => db.exec('ALTER TABLE leads ADD COLUMN consent TEXT CHECK (consent IS NULL OR json_valid(consent))'),
  },
  {
    version: 6,
    // A sink's outage while it lasts: when the agency was last alerted (ms; null: an alert is due)
    // and why the alert could not be mailed, if it could not.
    up: (db) =>
      db.exec(`
        CREATE TABLE sink_outages (
          sink TEXT PRIMARY KEY,
          since INTEGER NOT NULL,
          alerted_at INTEGER,
          alert_error TEXT
        ) WITHOUT ROWID;
      `),
  },
  {
    version: 7,
    // Where staff have got with each lead (the Studio's Leads tool): every change, who made it and
    // when; the newest is the lead's state. No visitor data: the erasure leaves it as it is.
    up: (db) =>
      db.exec(`
        CREATE TABLE lead_follow_ups (
          id INTEGER PRIMARY KEY,
          lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
          state TEXT NOT NULL CHECK (state IN ('new', 'contacted', 'closed')),
          staff_id TEXT NOT NULL,
          staff_name TEXT NOT NULL,
          at TEXT NOT NULL
        );
        CREATE INDEX lead_follow_ups_lead ON lead_follow_ups (lead_id, id);
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
// The store

/** A lead due for the purge at @cutoff: data held, every delivery delivered or skipped, the last delivered one before the cutoff. */
const RETENTION_DUE = `l.personal_data_removed_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id AND d.status NOT IN ('delivered', 'skipped'))
  AND (SELECT MAX(d.delivered_at) FROM deliveries d WHERE d.lead_id = l.id AND d.status = 'delivered') <= @cutoff`

export class SqliteLeadOutbox extends SettlingLeadOutbox implements LeadOutbox {
  readonly db: Db
  readonly path: string
  private readonly statements

  constructor(path: string) {
    super()
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
      // What a delete or an update frees is overwritten with zeros, so a person's erased data is
      // not left readable in the file's free space (ADR 39).
      this.db.pragma('secure_delete = ON')
      migrate(this.db)
    } catch (error) {
      this.db.close()
      throw error
    }
    const db = this.db
    this.statements = {
      leadBySubmission: db.prepare<[string], { id: string; kind: string; fields: string }>('SELECT id, kind, fields FROM leads WHERE submission_id = ?'),
      claimMailDay: db.prepare<{ sink: string; mailboxHash: string; day: string; leadId: string }>(
        'INSERT OR IGNORE INTO visitor_mail_days (sink, mailbox_hash, day, lead_id) VALUES (@sink, @mailboxHash, @day, @leadId)',
      ),
      insertLead: db.prepare(
        'INSERT INTO leads (id, kind, submission_id, fields, extras, created_at, consent) VALUES (@id, @kind, @submissionId, @fields, @extras, @createdAt, @consent)',
      ),
      insertDelivery: db.prepare("INSERT INTO deliveries (lead_id, sink, status, attempts, next_attempt_at) VALUES (?, ?, 'pending', 0, ?)"),
      lead: db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?'),
      deliveriesOf: db.prepare<[string], DeliveryRow>('SELECT * FROM deliveries WHERE lead_id = ? ORDER BY sink'),
      list: db.prepare<
        { status: string | null; floor: string; before: string | null; kind: string | null; text: string | null; digits: string | null; limit: number },
        LeadRow
      >(
        `SELECT * FROM leads
          WHERE id >= @floor AND (@before IS NULL OR id < @before) AND (@kind IS NULL OR kind = @kind)
            AND (@status IS NULL OR id IN (SELECT lead_id FROM deliveries WHERE status = @status))
            AND (@text IS NULL
              OR lower(coalesce(json_extract(fields, '$.firstName'), '') || ' ' || coalesce(json_extract(fields, '$.lastName'), '')) LIKE @text ESCAPE '\\'
              OR lower(coalesce(json_extract(fields, '$.email'), '')) LIKE @text ESCAPE '\\'
              OR (@digits IS NOT NULL AND replace(coalesce(json_extract(fields, '$.mobile'), ''), '+', '') LIKE @digits ESCAPE '\\'))
          ORDER BY id DESC LIMIT @limit`,
      ),
      followUpsOf: db.prepare<[string], FollowUpRow>('SELECT * FROM lead_follow_ups WHERE lead_id = ? ORDER BY id DESC'),
      insertFollowUp: db.prepare<{ leadId: string; state: string; staffId: string; staffName: string; at: string }>(
        `INSERT INTO lead_follow_ups (lead_id, state, staff_id, staff_name, at)
          SELECT @leadId, @state, @staffId, @staffName, @at WHERE EXISTS (SELECT 1 FROM leads WHERE id = @leadId)`,
      ),
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
      nextDue: db.prepare<[], { due: number | null }>("SELECT MIN(next_attempt_at) AS due FROM deliveries WHERE status IN ('pending', 'delivering')"),
      countsByStatus: db.prepare<[], { status: DeliveryStatus; count: number }>('SELECT status, COUNT(*) AS count FROM deliveries GROUP BY status'),
      oldestUnfinished: db.prepare<[], { createdAt: string | null }>(
        "SELECT MIN(l.created_at) AS createdAt FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE d.status IN ('pending', 'delivering')",
      ),
      unfinished: db.prepare<[], { count: number }>("SELECT COUNT(*) AS count FROM deliveries WHERE status IN ('pending', 'delivering')"),
      retentionDue: db.prepare<{ cutoff: string; limit: number }, { id: string }>(`SELECT l.id FROM leads l WHERE ${RETENTION_DUE} ORDER BY l.id LIMIT @limit`),
      retentionDueCount: db.prepare<{ cutoff: string }, { count: number }>(`SELECT COUNT(*) AS count FROM leads l WHERE ${RETENTION_DUE}`),
      heldSince: db.prepare<{ cutoff: string }, { count: number }>(
        'SELECT COUNT(*) AS count FROM leads WHERE personal_data_removed_at IS NULL AND created_at <= @cutoff',
      ),
      removeFields: db.prepare<{ id: string; fields: string; at: string; reason: RemovalReason }>(
        `UPDATE leads SET fields = @fields, extras = NULL, personal_data_removed_at = @at, personal_data_removed_for = @reason
          WHERE id = @id AND personal_data_removed_at IS NULL`,
      ),
      clearErrors: db.prepare<[string]>('UPDATE deliveries SET last_error = NULL WHERE lead_id = ?'),
      cancelUnsent: db.prepare<{ id: string; now: number }>(
        `UPDATE deliveries SET status = 'skipped', lease_token = NULL, next_attempt_at = @now, last_error = '${CANCELLED_BY_REMOVAL}'
          WHERE lead_id = @id AND status IN ('pending', 'delivering', 'dead')`,
      ),
      forgetMailDays: db.prepare<[string]>('DELETE FROM visitor_mail_days WHERE lead_id = ?'),
      unsubscribed: db.prepare<[string], { found: number }>('SELECT 1 AS found FROM unsubscribed_mailboxes WHERE mailbox_hash = ?'),
      resubscribe: db.prepare<[string]>('DELETE FROM unsubscribed_mailboxes WHERE mailbox_hash = ?'),
      mailDayLeadAt: db.prepare<{ sink: string; mailboxHash: string; day: string }, { created_at: string }>(
        `SELECT l.created_at FROM visitor_mail_days d JOIN leads l ON l.id = d.lead_id
          WHERE d.sink = @sink AND d.mailbox_hash = @mailboxHash AND d.day = @day`,
      ),
      recordUnsubscribe: db.prepare<[string, string]>('INSERT OR IGNORE INTO unsubscribed_mailboxes (mailbox_hash, unsubscribed_at) VALUES (?, ?)'),
      skipPromoMails: db.prepare<{ mailboxHash: string; now: number }>(
        `UPDATE deliveries SET status = 'skipped', lease_token = NULL, next_attempt_at = @now, last_error = '${CANCELLED_BY_UNSUBSCRIBE}'
          WHERE sink = 'promo-confirmation' AND status IN ('pending', 'dead')
            AND lead_id IN (SELECT lead_id FROM visitor_mail_days WHERE sink = 'promo-confirmation' AND mailbox_hash = @mailboxHash)`,
      ),
      openOutage: db.prepare<{ sink: string; now: number; alertedBefore: number }>(
        `INSERT INTO sink_outages (sink, since, alerted_at) VALUES (@sink, @now, @now)
          ON CONFLICT (sink) DO UPDATE SET alerted_at = excluded.alerted_at
          WHERE sink_outages.alerted_at IS NULL OR sink_outages.alerted_at <= @alertedBefore`,
      ),
      closeOutage: db.prepare<[string]>('DELETE FROM sink_outages WHERE sink = ?'),
      recordAlertMail: db.prepare<{ sink: string; error: string | null }>(
        'UPDATE sink_outages SET alert_error = @error, alerted_at = CASE WHEN @error IS NULL THEN alerted_at ELSE NULL END WHERE sink = @sink',
      ),
      unmailedAlerts: db.prepare<[], { sink: string; error: string }>(
        'SELECT sink, alert_error AS error FROM sink_outages WHERE alert_error IS NOT NULL ORDER BY sink',
      ),
    }
  }

  /** One transaction (one fsync) for the group, each lead in a savepoint of its own. */
  async acceptAll(inputs: readonly AcceptInput[]): Promise<AcceptOutcome[]> {
    return this.db
      .transaction(() =>
        inputs.map((input): AcceptOutcome => {
          try {
            return { ok: true, result: this.acceptOne(input) }
          } catch (error) {
            return { ok: false, error }
          }
        }),
      )
      .immediate()
  }

  /** One lead and its deliveries; inside acceptAll's transaction this is a savepoint. */
  private acceptOne(input: AcceptInput): AcceptResult {
    const now = input.now ?? Date.now()
    checkAcceptInput(input)
    const { statements } = this
    return this.db
      .transaction((): AcceptResult => {
        const existing = statements.leadBySubmission.get(input.submissionId)
        if (existing) return { leadId: existing.id, duplicate: true, stored: { kind: existing.kind, fields: JSON.parse(existing.fields) as LeadFields } }
        const leadId = newLeadId(now)
        statements.insertLead.run({
          id: leadId,
          kind: input.kind,
          submissionId: input.submissionId,
          fields: JSON.stringify(input.fields),
          extras: input.extras && Object.keys(input.extras).length > 0 ? JSON.stringify(input.extras) : null,
          createdAt: new Date(now).toISOString(),
          consent: input.consent ? JSON.stringify(input.consent) : null,
        })
        // The visitor's mail goes only with the lead that claims its mailbox's day.
        const limited = input.oncePerDay && input.sinks.includes(input.oncePerDay.sink) ? input.oncePerDay : undefined
        const hash = limited ? mailboxHash(limited.mailbox) : ''
        // A promo sign-up is the person asking for offers again: it lifts their unsubscription.
        if (limited?.sink === 'promo-confirmation') statements.resubscribe.run(hash)
        const claimed = !limited || statements.claimMailDay.run({ sink: limited.sink, mailboxHash: hash, day: limited.day, leadId }).changes === 1
        const sinks = claimed ? input.sinks : input.sinks.filter((sink) => sink !== limited.sink)
        for (const sink of sinks) statements.insertDelivery.run(leadId, sink, now)
        if (claimed || !limited) return { leadId, duplicate: false }
        const earlier = statements.mailDayLeadAt.get({ sink: limited.sink, mailboxHash: hash, day: limited.day })
        return { leadId, duplicate: false, visitorMailSentEarlier: { at: earlier?.created_at ?? null } }
      })
      .immediate()
  }

  /** In one write transaction, so two workers on the same file never claim the same row. */
  async claimDue({ now, limit, leaseMs, maxAttempts }: ClaimOptions): Promise<ClaimedDelivery[]> {
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

  protected async settle(claim: ClaimedDelivery, { status, nextAttemptAt, lastError, deliveredAt }: Settlement): Promise<boolean> {
    const result = this.statements.settle.run({
      leadId: claim.lead.id,
      sink: claim.sink,
      token: claim.leaseToken,
      status,
      nextAttemptAt,
      lastError,
      deliveredAt: deliveredAt === null ? null : new Date(deliveredAt).toISOString(),
    })
    return result.changes === 1
  }

  async nextDueAt(): Promise<number | null> {
    return this.statements.nextDue.get()?.due ?? null
  }

  async deliveryCounts(): Promise<DeliveryCounts> {
    return deliveryCountsOf(this.statements.countsByStatus.all(), this.statements.oldestUnfinished.get()?.createdAt ?? null)
  }

  async unfinishedCount(): Promise<number> {
    return this.statements.unfinished.get()?.count ?? 0
  }

  // --- admin ---------------------------------------------------------------------------------

  async show(leadId: string): Promise<LeadRecord | undefined> {
    const row = this.statements.lead.get(leadId)
    return row ? this.recordOf(row) : undefined
  }

  async list({ status, since, before, kind, search, limit = 50 }: ListOptions = {}): Promise<LeadRecord[]> {
    const terms = searchTerms(search)
    const rows = this.statements.list.all({
      status: status ?? null,
      floor: since === undefined ? '' : leadIdFloor(since),
      before: before ?? null,
      kind: kind ?? null,
      text: terms?.text ?? null,
      digits: terms?.digits ?? null,
      limit,
    })
    return rows.map((row) => this.recordOf(row))
  }

  async setFollowUp(leadId: string, change: { state: FollowUpState; staffId: string; staffName: string; now?: number }): Promise<boolean> {
    const at = new Date(change.now ?? Date.now()).toISOString()
    return this.statements.insertFollowUp.run({ leadId, state: change.state, staffId: change.staffId, staffName: change.staffName, at }).changes === 1
  }

  async retry(leadId: string, options: { sink?: string; now?: number } = {}): Promise<number> {
    const now = options.now ?? Date.now()
    const result = this.db
      .prepare(
        `UPDATE deliveries SET status = 'pending', attempts = 0, next_attempt_at = @now, lease_token = NULL
          WHERE lead_id = @leadId AND status IN ('dead', 'pending', 'skipped') AND (@sink IS NULL OR sink = @sink)
            AND NOT EXISTS (SELECT 1 FROM leads WHERE id = @leadId AND personal_data_removed_at IS NOT NULL)`,
      )
      .run({ leadId, now, sink: options.sink ?? null })
    return result.changes
  }

  async *exportRows(pageSize = 500): AsyncGenerator<LeadRecord> {
    const page = this.db.prepare<[string, number], LeadRow>('SELECT * FROM leads WHERE id > ? ORDER BY id LIMIT ?')
    let after = ''
    for (;;) {
      const rows = page.all(after, pageSize)
      for (const row of rows) yield this.recordOf(row)
      const last = rows[rows.length - 1]
      if (!last || rows.length < pageSize) return
      after = last.id
    }
  }

  async removePersonalData(
    leadIds: readonly string[],
    { reason = 'request', now = Date.now() }: { reason?: RemovalReason; now?: number } = {},
  ): Promise<Removal[]> {
    const removals = this.db.transaction(() => this.removeNow(leadIds, reason, now)).immediate()
    this.forgetOldPages()
    return removals
  }

  /**
   * Copies the write-ahead log into the file and empties it: until then the pages as they were
   * before a removal stay readable in the log. Best effort while another connection reads (it then
   * happens at a later removal or at SQLite's own checkpoint).
   */
  private forgetOldPages(): void {
    this.db.pragma('wal_checkpoint(TRUNCATE)')
  }

  /** Inside a write transaction: one lead at a time, each left alone once its data is gone. */
  private removeNow(leadIds: readonly string[], reason: RemovalReason, now: number): Removal[] {
    const { statements } = this
    const removals: Removal[] = []
    for (const id of leadIds) {
      const row = statements.lead.get(id)
      if (!row || row.personal_data_removed_at) continue
      const before = statements.deliveriesOf.all(id)
      statements.removeFields.run({
        id,
        fields: JSON.stringify(fieldsWithoutPersonalData(JSON.parse(row.fields) as LeadFields)),
        at: new Date(now).toISOString(),
        reason,
      })
      statements.clearErrors.run(id)
      statements.cancelUnsent.run({ id, now })
      statements.forgetMailDays.run(id)
      removals.push(removalOf(id, before))
    }
    return removals
  }

  /** One write transaction: on one file, one purge runs at a time. */
  async purgeExpired(cutoff: number, { limit = 500, now = Date.now() }: { limit?: number; now?: number } = {}): Promise<number> {
    const removed = this.db
      .transaction(() => {
        const due = this.statements.retentionDue.all({ cutoff: new Date(cutoff).toISOString(), limit }).map((row) => row.id)
        return this.removeNow(due, 'retention', now).length
      })
      .immediate()
    if (removed > 0) this.forgetOldPages()
    return removed
  }

  async retentionCounts(cutoff: number): Promise<RetentionCounts> {
    const at = new Date(cutoff).toISOString()
    const due = this.statements.retentionDueCount.get({ cutoff: at })?.count ?? 0
    return { due, held: (this.statements.heldSince.get({ cutoff: at })?.count ?? 0) - due }
  }

  async unsubscribe(mailboxHash: string, now = Date.now()): Promise<{ already: boolean }> {
    return this.db
      .transaction(() => {
        const already = this.statements.recordUnsubscribe.run(mailboxHash, new Date(now).toISOString()).changes === 0
        this.statements.skipPromoMails.run({ mailboxHash, now })
        return { already }
      })
      .immediate()
  }

  async isUnsubscribed(mailboxHash: string): Promise<boolean> {
    return this.statements.unsubscribed.get(mailboxHash) !== undefined
  }

  async sinkFailing(sink: string, { now, repeatAfterMs }: { now: number; repeatAfterMs: number }): Promise<boolean> {
    return this.statements.openOutage.run({ sink, now, alertedBefore: now - repeatAfterMs }).changes > 0
  }

  async sinkDelivered(sink: string): Promise<boolean> {
    return this.statements.closeOutage.run(sink).changes > 0
  }

  async alertMailed(sink: string, error: string | null): Promise<void> {
    this.statements.recordAlertMail.run({ sink, error })
  }

  async unmailedAlerts(): Promise<{ sink: string; error: string }[]> {
    return this.statements.unmailedAlerts.all()
  }

  private recordOf(row: LeadRow): LeadRecord {
    return toRecord(row, this.statements.deliveriesOf.all(row.id).map(toState), this.statements.followUpsOf.all(row.id).map(toFollowUp))
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close()
  }
}

/** The SQLite outbox in the file at `path` (created with its directory when missing). */
export function openSqliteLeadOutbox(path: string): SqliteLeadOutbox {
  return new SqliteLeadOutbox(path)
}
