// The lead outbox in PostgreSQL (DATABASE_URL): the store to use when more than one node serves
// the site, so that every node sees every lead and delivery. Same interface and the same promises
// as the SQLite store (outbox.server.ts):
// - a lead is acknowledged after its transaction commits (synchronous_commit, PostgreSQL's
//   default, flushes the WAL first);
// - one lead per submission id across every node: a unique constraint, and INSERT … ON CONFLICT
//   DO NOTHING, which waits for a concurrent insert of the same id to commit or roll back;
// - a delivery is claimed with FOR UPDATE SKIP LOCKED and a lease, so workers on any number of
//   nodes never claim the same row while its lease runs.
// The schema is postgres-schema.server.ts's migrations, applied at the first use.
import { randomUUID } from 'node:crypto'

import type pg from 'pg'

import { createPostgresPool, type PostgresTimeouts } from '~/lib/platform/postgres/pool.server'

import { fieldsWithoutPersonalData, type RemovalReason } from '../personal-data'
import type { LeadFields } from '../types'
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
  type FollowUp,
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
import { inTransaction, LOCK_IN_SCHEMA, type PostgresSchema, postgresSchema } from './postgres-schema.server'

// Rows as PostgreSQL returns them, made into the stores' common shape.
const LEAD_COLUMNS =
  'id, kind, submission_id, fields::text AS fields, extras::text AS extras, created_at, personal_data_removed_at, personal_data_removed_for, consent::text AS consent'
interface PgLeadRow extends Omit<LeadRow, 'created_at' | 'personal_data_removed_at'> {
  created_at: Date
  personal_data_removed_at: Date | null
}
interface PgDeliveryRow extends Omit<DeliveryRow, 'next_attempt_at' | 'delivered_at'> {
  next_attempt_at: string
  delivered_at: Date | null
}
const rowOf = (row: PgLeadRow): LeadRow => ({
  ...row,
  created_at: row.created_at.toISOString(),
  personal_data_removed_at: row.personal_data_removed_at ? row.personal_data_removed_at.toISOString() : null,
})
const leadOf = (row: PgLeadRow) => toLead(rowOf(row))
type PgFollowUpRow = Omit<FollowUpRow, 'at'> & { at: Date }
const stateOf = (row: PgDeliveryRow) =>
  toState({ ...row, next_attempt_at: Number(row.next_attempt_at), delivered_at: row.delivered_at ? row.delivered_at.toISOString() : null })

/** Any number the nodes agree on: the advisory lock held by the node that runs the retention purge. */
export const RETENTION_LOCK = 7_310_443

/** A lead due for the purge at $1: data held, every delivery delivered or skipped, the last delivered one before $1. */
const RETENTION_DUE = `l.personal_data_removed_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id AND d.status NOT IN ('delivered', 'skipped'))
  AND (SELECT max(d.delivered_at) FROM deliveries d WHERE d.lead_id = l.id AND d.status = 'delivered') <= $1`

export class PostgresLeadOutbox extends SettlingLeadOutbox implements LeadOutbox {
  readonly pool: pg.Pool
  private readonly schema: PostgresSchema

  constructor(connectionString: string, { maxConnections = 4, timeouts }: { maxConnections?: number; timeouts?: PostgresTimeouts } = {}) {
    super()
    this.pool = createPostgresPool(connectionString, { max: maxConnections, label: 'leads', timeouts })
    this.schema = postgresSchema(this.pool)
    // Started now; a failure is surfaced by the first call that needs the schema, which retries.
    this.schema.ready().catch(() => undefined)
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    await this.schema.ready()
    return inTransaction(this.pool, work)
  }

  private async query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    await this.schema.ready()
    return this.pool.query<R>(text, values)
  }

  /**
   * Each lead of the group is one statement (so atomic on its own), and the statements run side by
   * side on the pool's connections: PostgreSQL flushes the WAL of commits that arrive together
   * once, which is the group commit here. One transaction for the whole group would run its
   * statements one after another on one connection, and every lead would wait for all of them.
   * Resolves once every lead is committed or refused.
   */
  async acceptAll(inputs: readonly AcceptInput[]): Promise<AcceptOutcome[]> {
    await this.schema.ready()
    return Promise.all(
      inputs.map(async (input): Promise<AcceptOutcome> => {
        try {
          checkAcceptInput(input)
          return { ok: true, result: await this.acceptOne(input) }
        } catch (error) {
          return { ok: false, error }
        }
      }),
    )
  }

  /** The lead, and its deliveries unless the submission is stored already: one statement. */
  private async acceptOne(input: AcceptInput): Promise<AcceptResult> {
    const now = input.now ?? Date.now()
    const leadId = newLeadId(now)
    const limited = input.oncePerDay && input.sinks.includes(input.oncePerDay.sink) ? input.oncePerDay : undefined
    // The visitor-mail sink goes only with the lead whose row claims its mailbox's day: the unique
    // key makes a concurrent claim on another node wait for this one, then do nothing. A promo
    // sign-up is the person asking for offers again: it lifts their unsubscription. The lead that
    // took the day before this one (in this statement's snapshot) says when the mail went.
    const { rows } = await this.pool.query<{ id: string | null; claimed: boolean; earlier: Date | null }>(
      `WITH new_lead AS (
          INSERT INTO leads (id, kind, submission_id, fields, extras, created_at, consent) VALUES ($1, $2, $3, $4, $5, $6, $12)
          ON CONFLICT (submission_id) DO NOTHING
          RETURNING id
        ), resubscribed AS (
          DELETE FROM unsubscribed_mailboxes
            WHERE $8 = 'promo-confirmation' AND mailbox_hash = $10 AND EXISTS (SELECT 1 FROM new_lead)
        ), claimed AS (
          INSERT INTO visitor_mail_days (sink, mailbox_hash, day, lead_id)
            SELECT $8, $10, $9::date, new_lead.id FROM new_lead WHERE $8::text IS NOT NULL
          ON CONFLICT DO NOTHING
          RETURNING 1
        ), new_deliveries AS (
          INSERT INTO deliveries (lead_id, sink, status, attempts, next_attempt_at)
            SELECT new_lead.id, sink, 'pending', 0, $11 FROM new_lead, unnest($7::text[]) AS sink
            WHERE sink IS DISTINCT FROM $8 OR EXISTS (SELECT 1 FROM claimed)
        )
        SELECT (SELECT id FROM new_lead) AS id, EXISTS (SELECT 1 FROM claimed) AS claimed,
          (SELECT l.created_at FROM visitor_mail_days d JOIN leads l ON l.id = d.lead_id
            WHERE d.sink = $8 AND d.mailbox_hash = $10 AND d.day = $9::date) AS earlier`,
      [
        leadId,
        input.kind,
        input.submissionId,
        JSON.stringify(input.fields),
        input.extras && Object.keys(input.extras).length > 0 ? JSON.stringify(input.extras) : null,
        new Date(now),
        [...input.sinks],
        limited?.sink ?? null,
        limited?.day ?? null,
        limited ? mailboxHash(limited.mailbox) : null,
        now,
        input.consent ? JSON.stringify(input.consent) : null,
      ],
    )
    const stored = rows[0]
    if (stored?.id) {
      if (!limited || stored.claimed) return { leadId, duplicate: false }
      return { leadId, duplicate: false, visitorMailSentEarlier: { at: stored.earlier ? new Date(stored.earlier).toISOString() : null } }
    }
    // Stored before, by this node or another: the first version wins and is handed back.
    const { rows: existing } = await this.pool.query<{ id: string; kind: string; fields: string }>(
      'SELECT id, kind, fields::text AS fields FROM leads WHERE submission_id = $1',
      [input.submissionId],
    )
    const first = existing[0]
    if (!first) throw new Error('accept: the submission was neither stored nor found')
    return { leadId: first.id, duplicate: true, stored: { kind: first.kind, fields: JSON.parse(first.fields) as LeadFields } }
  }

  async claimDue({ now, limit, leaseMs, maxAttempts }: ClaimOptions): Promise<ClaimedDelivery[]> {
    if (limit <= 0) return []
    return this.transaction(async (client) => {
      // Rows another node holds locked (claiming them right now) are skipped, not waited for.
      const { rows: due } = await client.query<{ lead_id: string; sink: string; status: DeliveryStatus; attempts: number }>(
        `SELECT lead_id, sink, status, attempts FROM deliveries
          WHERE status IN ('pending', 'delivering') AND next_attempt_at <= $1
          ORDER BY next_attempt_at LIMIT $2
          FOR UPDATE SKIP LOCKED`,
        [now, limit],
      )
      const expired = due.filter((row) => row.status === 'delivering' && row.attempts >= maxAttempts)
      const claim = due.filter((row) => !expired.includes(row))
      if (expired.length > 0) {
        await client.query(
          `UPDATE deliveries d SET status = 'dead', lease_token = NULL,
              last_error = 'the lease of the last try ran out (the process stopped mid-delivery)'
            FROM unnest($1::text[], $2::text[]) AS gone (lead_id, sink)
            WHERE d.lead_id = gone.lead_id AND d.sink = gone.sink`,
          [expired.map((row) => row.lead_id), expired.map((row) => row.sink)],
        )
      }
      if (claim.length === 0) return []
      const leaseUntil = now + leaseMs
      const tokens = claim.map(() => randomUUID())
      const { rows: leased } = await client.query<{ lead_id: string; sink: string; attempts: number; lease_token: string }>(
        `UPDATE deliveries d SET status = 'delivering', attempts = d.attempts + 1, next_attempt_at = $4, lease_token = claim.token
          FROM unnest($1::text[], $2::text[], $3::text[]) AS claim (lead_id, sink, token)
          WHERE d.lead_id = claim.lead_id AND d.sink = claim.sink
          RETURNING d.lead_id, d.sink, d.attempts, d.lease_token`,
        [claim.map((row) => row.lead_id), claim.map((row) => row.sink), tokens, leaseUntil],
      )
      const { rows: leadRows } = await client.query<PgLeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ANY($1::text[])`, [
        [...new Set(leased.map((row) => row.lead_id))],
      ])
      const leads = new Map(leadRows.map((row) => [row.id, leadOf(row)]))
      return leased.flatMap((row) => {
        const lead = leads.get(row.lead_id)
        return lead ? [{ lead, sink: row.sink, attempts: row.attempts, leaseToken: row.lease_token, leaseUntil }] : []
      })
    })
  }

  protected async settle(claim: ClaimedDelivery, { status, nextAttemptAt, lastError, deliveredAt }: Settlement): Promise<boolean> {
    const result = await this.query(
      `UPDATE deliveries SET status = $4, next_attempt_at = $5, last_error = $6, delivered_at = $7, lease_token = NULL
        WHERE lead_id = $1 AND sink = $2 AND status = 'delivering' AND lease_token = $3`,
      [claim.lead.id, claim.sink, claim.leaseToken, status, nextAttemptAt, lastError, deliveredAt === null ? null : new Date(deliveredAt)],
    )
    return result.rowCount === 1
  }

  async nextDueAt(): Promise<number | null> {
    const { rows } = await this.query<{ due: string | null }>("SELECT min(next_attempt_at) AS due FROM deliveries WHERE status IN ('pending', 'delivering')")
    const due = rows[0]?.due
    return due === null || due === undefined ? null : Number(due)
  }

  async deliveryCounts(): Promise<DeliveryCounts> {
    const [counts, oldest] = await Promise.all([
      this.query<{ status: DeliveryStatus; count: string }>('SELECT status, count(*) AS count FROM deliveries GROUP BY status'),
      this.query<{ created_at: Date | null }>(
        "SELECT min(l.created_at) AS created_at FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE d.status IN ('pending', 'delivering')",
      ),
    ])
    return deliveryCountsOf(counts.rows, oldest.rows[0]?.created_at?.toISOString() ?? null)
  }

  async unfinishedCount(): Promise<number> {
    const { rows } = await this.query<{ count: string }>("SELECT count(*) AS count FROM deliveries WHERE status IN ('pending', 'delivering')")
    return Number(rows[0]?.count ?? 0)
  }

  /** The leads of `rows` with their deliveries, in the order given. */
  private async withDeliveries(rows: PgLeadRow[]): Promise<LeadRecord[]> {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const [{ rows: deliveries }, { rows: followUps }] = await Promise.all([
      this.query<PgDeliveryRow>('SELECT * FROM deliveries WHERE lead_id = ANY($1::text[]) ORDER BY lead_id, sink', [ids]),
      this.query<PgFollowUpRow>('SELECT * FROM lead_follow_ups WHERE lead_id = ANY($1::text[]) ORDER BY id DESC', [ids]),
    ])
    const byLead = new Map<string, PgDeliveryRow[]>()
    for (const delivery of deliveries) byLead.set(delivery.lead_id, [...(byLead.get(delivery.lead_id) ?? []), delivery])
    const followUpsByLead = new Map<string, FollowUp[]>()
    for (const row of followUps) {
      followUpsByLead.set(row.lead_id, [...(followUpsByLead.get(row.lead_id) ?? []), toFollowUp({ ...row, at: row.at.toISOString() })])
    }
    return rows.map((row) => toRecord(rowOf(row), (byLead.get(row.id) ?? []).map(stateOf), followUpsByLead.get(row.id)))
  }

  async show(leadId: string): Promise<LeadRecord | undefined> {
    const { rows } = await this.query<PgLeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1`, [leadId])
    return (await this.withDeliveries(rows))[0]
  }

  async list({ status, since, before, kind, search, limit = 50 }: ListOptions = {}): Promise<LeadRecord[]> {
    const terms = searchTerms(search)
    const { rows } = await this.query<PgLeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM leads
        WHERE id >= $3 AND ($4::text IS NULL OR id < $4) AND ($5::text IS NULL OR kind = $5)
          AND ($1::text IS NULL OR id IN (SELECT lead_id FROM deliveries WHERE status = $1))
          AND ($6::text IS NULL
            OR lower(coalesce(fields ->> 'firstName', '') || ' ' || coalesce(fields ->> 'lastName', '')) LIKE $6 ESCAPE '\\'
            OR lower(coalesce(fields ->> 'email', '')) LIKE $6 ESCAPE '\\'
            OR ($7::text IS NOT NULL AND replace(coalesce(fields ->> 'mobile', ''), '+', '') LIKE $7 ESCAPE '\\'))
        ORDER BY id DESC LIMIT $2`,
      [status ?? null, limit, since === undefined ? '' : leadIdFloor(since), before ?? null, kind ?? null, terms?.text ?? null, terms?.digits ?? null],
    )
    return this.withDeliveries(rows)
  }

  async setFollowUp(leadId: string, change: { state: FollowUpState; staffId: string; staffName: string; now?: number }): Promise<boolean> {
    const result = await this.query(
      `INSERT INTO lead_follow_ups (lead_id, state, staff_id, staff_name, at)
        SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM leads WHERE id = $1)`,
      [leadId, change.state, change.staffId, change.staffName, new Date(change.now ?? Date.now())],
    )
    return result.rowCount === 1
  }

  async retry(leadId: string, options: { sink?: string; now?: number } = {}): Promise<number> {
    const result = await this.query(
      `UPDATE deliveries SET status = 'pending', attempts = 0, next_attempt_at = $2, lease_token = NULL
        WHERE lead_id = $1 AND status IN ('dead', 'pending', 'skipped') AND ($3::text IS NULL OR sink = $3)
          AND NOT EXISTS (SELECT 1 FROM leads WHERE id = $1 AND personal_data_removed_at IS NOT NULL)`,
      [leadId, options.now ?? Date.now(), options.sink ?? null],
    )
    return result.rowCount ?? 0
  }

  async *exportRows(pageSize = 500): AsyncGenerator<LeadRecord> {
    let after = ''
    for (;;) {
      const { rows } = await this.query<PgLeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id > $1 ORDER BY id LIMIT $2`, [after, pageSize])
      yield* await this.withDeliveries(rows)
      const last = rows[rows.length - 1]
      if (!last || rows.length < pageSize) return
      after = last.id
    }
  }

  async removePersonalData(
    leadIds: readonly string[],
    { reason = 'request', now = Date.now() }: { reason?: RemovalReason; now?: number } = {},
  ): Promise<Removal[]> {
    return this.transaction((client) => this.removeIn(client, leadIds, reason, now))
  }

  /** In the transaction of `client`: the leads are locked first, so a removal on another node waits, then finds them done. */
  private async removeIn(client: pg.PoolClient, leadIds: readonly string[], reason: RemovalReason, now: number): Promise<Removal[]> {
    if (leadIds.length === 0) return []
    const { rows } = await client.query<{ id: string; fields: string }>(
      'SELECT id, fields::text AS fields FROM leads WHERE id = ANY($1::text[]) AND personal_data_removed_at IS NULL ORDER BY id FOR UPDATE',
      [[...leadIds]],
    )
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const { rows: before } = await client.query<{ lead_id: string; sink: string; status: DeliveryStatus; delivered_at: Date | null }>(
      'SELECT lead_id, sink, status, delivered_at FROM deliveries WHERE lead_id = ANY($1::text[]) ORDER BY lead_id, sink',
      [ids],
    )
    await client.query(
      `UPDATE leads l SET fields = kept.fields::json, extras = NULL, personal_data_removed_at = $3, personal_data_removed_for = $4
        FROM unnest($1::text[], $2::text[]) AS kept (id, fields) WHERE l.id = kept.id`,
      [ids, rows.map((row) => JSON.stringify(fieldsWithoutPersonalData(JSON.parse(row.fields) as LeadFields))), new Date(now), reason],
    )
    await client.query(
      `UPDATE deliveries SET last_error = CASE WHEN status IN ('pending', 'delivering', 'dead') THEN $3 ELSE NULL END,
          status = CASE WHEN status IN ('pending', 'delivering', 'dead') THEN 'skipped' ELSE status END,
          lease_token = NULL, next_attempt_at = CASE WHEN status IN ('pending', 'delivering', 'dead') THEN $2 ELSE next_attempt_at END
        WHERE lead_id = ANY($1::text[])`,
      [ids, now, CANCELLED_BY_REMOVAL],
    )
    await client.query('DELETE FROM visitor_mail_days WHERE lead_id = ANY($1::text[])', [ids])
    return ids.map((id) =>
      removalOf(
        id,
        before.filter((row) => row.lead_id === id).map((row) => ({ ...row, delivered_at: row.delivered_at ? row.delivered_at.toISOString() : null })),
      ),
    )
  }

  /** Under a transaction-scoped advisory lock: a node that finds another purging leaves it to that one. */
  async purgeExpired(cutoff: number, { limit = 500, now = Date.now() }: { limit?: number; now?: number } = {}): Promise<number> {
    return this.transaction(async (client) => {
      const { rows: lock } = await client.query<{ held: boolean }>(`SELECT pg_try_advisory_xact_lock(${LOCK_IN_SCHEMA}) AS held`, [RETENTION_LOCK])
      if (!lock[0]?.held) return 0
      const { rows } = await client.query<{ id: string }>(`SELECT l.id FROM leads l WHERE ${RETENTION_DUE} ORDER BY l.id LIMIT $2`, [new Date(cutoff), limit])
      return (
        await this.removeIn(
          client,
          rows.map((row) => row.id),
          'retention',
          now,
        )
      ).length
    })
  }

  async retentionCounts(cutoff: number): Promise<RetentionCounts> {
    const { rows } = await this.query<{ due: string; past: string }>(
      `SELECT (SELECT count(*) FROM leads l WHERE ${RETENTION_DUE}) AS due,
              (SELECT count(*) FROM leads WHERE personal_data_removed_at IS NULL AND created_at <= $1) AS past`,
      [new Date(cutoff)],
    )
    const due = Number(rows[0]?.due ?? 0)
    return { due, held: Number(rows[0]?.past ?? 0) - due }
  }

  async sinkFailing(sink: string, { now, repeatAfterMs }: { now: number; repeatAfterMs: number }): Promise<boolean> {
    // One statement: of nodes noticing the same outage at once, one inserts or updates the row.
    const { rowCount } = await this.query(
      `INSERT INTO sink_outages (sink, since, alerted_at) VALUES ($1, $2, $2)
        ON CONFLICT (sink) DO UPDATE SET alerted_at = EXCLUDED.alerted_at
        WHERE sink_outages.alerted_at IS NULL OR sink_outages.alerted_at <= $3`,
      [sink, now, now - repeatAfterMs],
    )
    return (rowCount ?? 0) > 0
  }

  async sinkDelivered(sink: string): Promise<boolean> {
    const { rowCount } = await this.query('DELETE FROM sink_outages WHERE sink = $1', [sink])
    return (rowCount ?? 0) > 0
  }

  async alertMailed(sink: string, error: string | null): Promise<void> {
    await this.query('UPDATE sink_outages SET alert_error = $2::text, alerted_at = CASE WHEN $2::text IS NULL THEN alerted_at ELSE NULL END WHERE sink = $1', [
      sink,
      error,
    ])
  }

  async unmailedAlerts(): Promise<{ sink: string; error: string }[]> {
    const { rows } = await this.query<{ sink: string; error: string }>(
      'SELECT sink, alert_error AS error FROM sink_outages WHERE alert_error IS NOT NULL ORDER BY sink',
    )
    return rows
  }

  async isUnsubscribed(mailboxHash: string): Promise<boolean> {
    const { rowCount } = await this.query('SELECT 1 FROM unsubscribed_mailboxes WHERE mailbox_hash = $1', [mailboxHash])
    return (rowCount ?? 0) > 0
  }

  async unsubscribe(mailboxHash: string, now = Date.now()): Promise<{ already: boolean }> {
    return this.transaction(async (client) => {
      const { rowCount } = await client.query(
        'INSERT INTO unsubscribed_mailboxes (mailbox_hash, unsubscribed_at) VALUES ($1, $2) ON CONFLICT (mailbox_hash) DO NOTHING',
        [mailboxHash, new Date(now)],
      )
      await client.query(
        `UPDATE deliveries SET status = 'skipped', lease_token = NULL, next_attempt_at = $2, last_error = $3
          WHERE sink = 'promo-confirmation' AND status IN ('pending', 'dead')
            AND lead_id IN (SELECT lead_id FROM visitor_mail_days WHERE sink = 'promo-confirmation' AND mailbox_hash = $1)`,
        [mailboxHash, now, CANCELLED_BY_UNSUBSCRIBE],
      )
      return { already: rowCount === 0 }
    })
  }

  async close(): Promise<void> {
    await this.schema.settled()
    await this.pool.end()
  }
}
