import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { writeLeadsCsv } from '~/lib/leads/export.server'
import { mailboxOf } from '~/lib/leads/outbox/mailbox'
import type { LeadOutbox } from '~/lib/leads/outbox/outbox.server'
import { type AcceptResult, LEAD_ID_PATTERN, mailboxHash, newLeadId } from '~/lib/leads/outbox/outbox.server'
import { PostgresLeadOutbox, RETENTION_LOCK } from '~/lib/leads/outbox/outbox-postgres.server'
import { migrate, MIGRATIONS, openSqliteLeadOutbox, type SqliteLeadOutbox } from '~/lib/leads/outbox/outbox-sqlite.server'
import { LOCK_IN_SCHEMA, migratePostgres, MIGRATION_LOCK, POSTGRES_MIGRATIONS, postgresSchema } from '~/lib/leads/outbox/postgres-schema.server'
import type { PostgresTimeouts } from '~/lib/platform/postgres/pool.server'

import { acceptOne, collect } from '../support/outbox'
import { createTestSchema, type TestSchema } from '../support/postgres'
import { postgresDoor } from '../support/postgres-door'

// Run against both stores (the contract every LeadOutbox keeps), plus what is each store's own.
const root = mkdtempSync(join(tmpdir(), 'lead-outbox-'))
const open: LeadOutbox[] = []
const schemas: TestSchema[] = []
let counter = 0

afterEach(async () => {
  for (const outbox of open.splice(0)) await outbox.close()
  for (const schema of schemas.splice(0)) await schema.drop()
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

function fresh(name = `outbox-${++counter}.sqlite`): SqliteLeadOutbox {
  const outbox = openSqliteLeadOutbox(join(root, `dir-${counter}`, 'nested', name))
  open.push(outbox)
  return outbox
}

async function freshSchema(): Promise<TestSchema> {
  const schema = await createTestSchema(`outbox_${++counter}`)
  schemas.push(schema)
  return schema
}

function postgresOutbox(url: string, timeouts?: PostgresTimeouts): PostgresLeadOutbox {
  const outbox = new PostgresLeadOutbox(url, { maxConnections: 4, timeouts })
  open.push(outbox)
  return outbox
}

interface Store {
  name: string
  open: () => Promise<LeadOutbox>
  /** A second outbox on the same store (another connection, another node). */
  openAgain: (outbox: LeadOutbox) => Promise<LeadOutbox>
  /** Makes the store refuse a delivery row for `sink` (a failure inside the lead's transaction). */
  refuseSink: (outbox: LeadOutbox, sink: string) => Promise<void>
}

const postgresUrls = new WeakMap<LeadOutbox, TestSchema>()
const STORES: Store[] = [
  {
    name: 'SQLite',
    open: async () => fresh(),
    openAgain: async (outbox) => {
      const again = openSqliteLeadOutbox((outbox as SqliteLeadOutbox).path)
      open.push(again)
      return again
    },
    refuseSink: async (outbox, sink) => {
      ;(outbox as SqliteLeadOutbox).db.exec(
        `CREATE TRIGGER refuse BEFORE INSERT ON deliveries WHEN NEW.sink = '${sink}' BEGIN SELECT RAISE(ABORT, '${sink}'); END`,
      )
    },
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      const schema = await freshSchema()
      const outbox = postgresOutbox(schema.url)
      postgresUrls.set(outbox, schema)
      return outbox
    },
    openAgain: async (outbox) => postgresOutbox(postgresUrls.get(outbox)!.url),
    refuseSink: async (outbox, sink) => {
      const schema = postgresUrls.get(outbox)!
      await outbox.unfinishedCount() // the schema is migrated
      await schema.query(`CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION '${sink}'; END $$ LANGUAGE plpgsql`)
      await schema.query(`CREATE TRIGGER refuse BEFORE INSERT ON deliveries FOR EACH ROW WHEN (NEW.sink = '${sink}') EXECUTE FUNCTION refuse()`)
    },
  },
]

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0)
const FIELDS = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', interest: ['Hotel', 'Flight'] }
const SINKS = ['sheet', 'agency-email'] as const
const CLAIM = { limit: 10, leaseMs: 30_000, maxAttempts: 8 }

describe('lead ids', () => {
  it('are lead_ + 26 Crockford characters', async () => {
    expect(newLeadId()).toMatch(LEAD_ID_PATTERN)
    expect(newLeadId(1)).toMatch(/^lead_0000000001[0-9A-Z]{16}$/)
  })

  it('sort by time', async () => {
    const ids = [T0, T0 + 1, T0 + 1_000, T0 + 86_400_000, T0 + 365 * 86_400_000].map((time) => newLeadId(time))
    expect([...ids].sort()).toEqual(ids)
  })

  it('are unguessable: 80 random bits, no repeats within one millisecond', async () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newLeadId(T0)))
    expect(ids.size).toBe(10_000)
    const randomParts = [...ids].map((id) => id.slice(15))
    expect(new Set(randomParts.map((part) => part[0])).size).toBeGreaterThan(8)
  })
})

describe('opening the outbox', () => {
  it('creates the directory and sets WAL, synchronous=FULL, a busy timeout and the schema version', async () => {
    const outbox = fresh()
    expect(existsSync(outbox.path)).toBe(true)
    expect(outbox.db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(outbox.db.pragma('synchronous', { simple: true })).toBe(2) // FULL
    expect(outbox.db.pragma('busy_timeout', { simple: true })).toBe(5000)
    expect(outbox.db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(outbox.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length)
  })

  it('reopens an existing file without touching its leads', async () => {
    const outbox = fresh()
    const { leadId } = await acceptOne(outbox, { kind: 'promo', fields: FIELDS, submissionId: 's', sinks: SINKS })
    await outbox.close()
    const again = openSqliteLeadOutbox(outbox.path)
    open.push(again)
    expect((await again.show(leadId))?.lead.fields).toEqual(FIELDS)
  })

  it('refuses a file from a newer version of the code', async () => {
    const path = join(root, 'future.sqlite')
    const db = new Database(path)
    db.pragma('user_version = 99')
    db.close()
    expect(() => openSqliteLeadOutbox(path)).toThrow(/schema version 99, newer than this code knows/)
  })
})

describe('migrations (PRAGMA user_version)', () => {
  it('apply in order, once each', async () => {
    const db = new Database(':memory:')
    const applied: number[] = []
    const migrations = [
      { version: 2, up: () => applied.push(2) },
      { version: 1, up: () => applied.push(1) },
    ]
    expect(migrate(db, migrations)).toBe(2)
    expect(migrate(db, migrations)).toBe(2)
    expect(applied).toEqual([1, 2])
    expect(migrate(db, [...migrations, { version: 3, up: () => applied.push(3) }])).toBe(3)
    expect(applied).toEqual([1, 2, 3])
    db.close()
  })

  it('a failing migration leaves the schema and the version as they were', async () => {
    const db = new Database(':memory:')
    migrate(db, [{ version: 1, up: (target) => target.exec('CREATE TABLE a (x)') }])
    const broken = [
      { version: 1, up: () => undefined },
      {
        version: 2,
        up: (target: Database.Database) => {
          target.exec('CREATE TABLE b (x)')
          throw new Error('half-way')
        },
      },
    ]
    expect(() => migrate(db, broken)).toThrow('half-way')
    expect(db.pragma('user_version', { simple: true })).toBe(1)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined()
    db.close()
  })

  it('the real schema applies to an empty file', async () => {
    const db = new Database(':memory:')
    expect(migrate(db)).toBe(MIGRATIONS.length)
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all()
    expect(tables.map((table) => table.name)).toEqual(['deliveries', 'lead_follow_ups', 'leads', 'sink_outages', 'unsubscribed_mailboxes', 'visitor_mail_days'])
    db.close()
  })
})

describe('the SQLite file after an erasure and the retention purge', () => {
  it('holds none of the removed values: not in the database file, not in its write-ahead log', async () => {
    const outbox = await fresh()
    const person = (name: string) => ({
      firstName: `Zed${name}`,
      lastName: 'Quixote',
      email: `erase.${name}@example.com`,
      mobile: name === 'one' ? '+6591230001' : '+6591230002',
      message: `Private note ${name}`,
    })
    const erased = await acceptOne(outbox, { kind: 'callback', fields: person('one'), submissionId: 'wipe-1', sinks: SINKS, now: T0 })
    await acceptOne(outbox, { kind: 'callback', fields: person('two'), submissionId: 'wipe-2', sinks: SINKS, now: T0 })
    for (const claim of await outbox.claimDue({ now: T0 + 1_000, ...CLAIM })) await outbox.markDelivered(claim, T0 + 1_000)
    await outbox.removePersonalData([erased.leadId], { now: T0 + 2_000 })
    expect(await outbox.purgeExpired(T0 + 1_000, { now: T0 + 3_000 })).toBe(1)

    const files = [outbox.path, `${outbox.path}-wal`].filter((file) => existsSync(file))
    const bytes = Buffer.concat(files.map((file) => readFileSync(file)))
    for (const value of ['erase.one@example.com', 'erase.two@example.com', '6591230001', '6591230002', 'Zedone', 'Zedtwo', 'Private note']) {
      expect(bytes.includes(value), value).toBe(false)
    }
    // What is kept for the counts is still there.
    expect((await outbox.show(erased.leadId))!.lead.kind).toBe('callback')
  })
})

describe('the PostgreSQL store: schema migrations', () => {
  it('migrates an empty schema once, even when two nodes open it at the same moment', async () => {
    const schema = await freshSchema()
    const [first, second] = [postgresOutbox(schema.url), postgresOutbox(schema.url)]
    expect(await Promise.all([first.unfinishedCount(), second.unfinishedCount()])).toEqual([0, 0])
    const { rows } = await schema.query<{ version: number }>('SELECT version FROM lead_schema_migrations')
    expect(rows.map((row) => row.version)).toEqual(POSTGRES_MIGRATIONS.map((migration) => migration.version))
    const tables = await schema.query<{ table_name: string }>('SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name', [
      schema.name,
    ])
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'deliveries',
      'lead_follow_ups',
      'lead_rate_limits',
      'lead_schema_migrations',
      'leads',
      'sink_outages',
      'unsubscribed_mailboxes',
      'visitor_mail_days',
      'webhook_calls',
    ])
  })

  it("a schema's migration and retention purge neither wait for nor skip those of another schema in the same database", async () => {
    const [held, other] = [await freshSchema(), await freshSchema()]
    const [heldOutbox, otherOutbox] = [postgresOutbox(held.url), postgresOutbox(other.url)]
    for (const outbox of [heldOutbox, otherOutbox]) {
      await acceptOne(outbox, { kind: 'callback', fields: FIELDS, submissionId: 'kept-90-days', sinks: ['sheet'], now: T0 })
      for (const claim of await outbox.claimDue({ now: T0, ...CLAIM })) await outbox.markDelivered(claim, T0)
    }
    // Another node of the first schema is migrating and purging: it holds both of its locks.
    const node = new pg.Client({ connectionString: held.url })
    await node.connect()
    try {
      await node.query('BEGIN')
      for (const lock of [MIGRATION_LOCK, RETENTION_LOCK]) await node.query(`SELECT pg_advisory_xact_lock(${LOCK_IN_SCHEMA})`, [lock])
      expect(await heldOutbox.purgeExpired(T0)).toBe(0)
      expect(await otherOutbox.purgeExpired(T0)).toBe(1)
      // A third schema migrates at once (waiting for the lock would end in the statement timeout).
      const third = await freshSchema()
      expect(await postgresOutbox(third.url).unfinishedCount()).toBe(0)
    } finally {
      await node.end()
    }
    expect(await heldOutbox.purgeExpired(T0)).toBe(1)
  })

  it('refuses a database from a newer version of the code', async () => {
    const schema = await freshSchema()
    await schema.query('CREATE TABLE lead_schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())')
    await schema.query('INSERT INTO lead_schema_migrations (version) VALUES (99)')
    await expect(postgresOutbox(schema.url).unfinishedCount()).rejects.toThrow(/schema version 99, newer than this code knows/)
  })

  it('a failing migration leaves the schema and the version as they were', async () => {
    const schema = await freshSchema()
    const outbox = postgresOutbox(schema.url)
    await outbox.unfinishedCount()
    const latest = POSTGRES_MIGRATIONS.length
    const broken = [...POSTGRES_MIGRATIONS, { version: latest + 1, sql: 'CREATE TABLE half_way (x integer); SELECT 1 / 0' }]
    await expect(migratePostgres(outbox.pool, broken)).rejects.toThrow(/division by zero/)
    const { rows } = await schema.query<{ version: number }>('SELECT max(version) AS version FROM lead_schema_migrations')
    expect(rows[0]?.version).toBe(latest)
    expect((await schema.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_way' AND table_schema = $1", [schema.name])).rowCount).toBe(0)
  })
  it('a failed migration is tried again at the next use, and a success is kept', async () => {
    const schema = await freshSchema()
    await schema.query('CREATE TABLE gate (open boolean NOT NULL)')
    await schema.query('INSERT INTO gate VALUES (false)')
    const gated = [{ version: 1, sql: "DO $$ BEGIN IF NOT (SELECT open FROM gate) THEN RAISE EXCEPTION 'gate closed'; END IF; END $$" }]
    const pool = new pg.Pool({ connectionString: schema.url, max: 1 })
    try {
      const migrations = postgresSchema(pool, gated)
      await expect(migrations.ready()).rejects.toThrow(/gate closed/)
      await schema.query('UPDATE gate SET open = true')
      await migrations.ready()
      await schema.query('UPDATE gate SET open = false')
      await migrations.ready()
      const { rows } = await schema.query<{ version: number }>('SELECT version FROM lead_schema_migrations')
      expect(rows).toEqual([{ version: 1 }])
    } finally {
      await pool.end()
    }
  })

  it('a node that starts before its database stores leads once the database answers', async () => {
    const schema = await freshSchema()
    const door = await postgresDoor(schema.url, 'closed')
    try {
      const outbox = postgresOutbox(door.url)
      await expect(outbox.unfinishedCount()).rejects.toThrow()
      door.mode = 'open'
      const stored = await acceptOne(outbox, { kind: 'callback', fields: FIELDS, submissionId: 'after-outage', sinks: SINKS })
      expect(stored.duplicate).toBe(false)
      expect(await outbox.unfinishedCount()).toBe(SINKS.length)
    } finally {
      await door.close()
    }
  })

  it('a database that takes connections and never answers: each call fails within its timeouts', async () => {
    const schema = await freshSchema()
    // Migrated first, with the site's own timeouts: a migration is a transaction of many statements,
    // and on a busy machine one pause between two of them can outlast a short limit for a
    // transaction left idle (twice the statement's), which is not what this test is about.
    expect(await postgresOutbox(schema.url).unfinishedCount()).toBe(0)
    const door = await postgresDoor(schema.url)
    try {
      const outbox = postgresOutbox(door.url, { connectMs: 1_000, queryMs: 1_000 })
      expect(await outbox.unfinishedCount()).toBe(0)
      // Hung mid-connection: the statement waits no longer than its timeout.
      door.mode = 'silent'
      await expect(outbox.unfinishedCount()).rejects.toThrow(/timeout/i)
      // New connections hang too: the wait for one ends.
      await expect(acceptOne(outbox, { kind: 'callback', fields: FIELDS, submissionId: 'hung', sinks: SINKS })).rejects.toThrow(/timeout/i)
      // The stuck connections were not handed out again: once the database answers, so does the store.
      door.mode = 'open'
      expect((await acceptOne(outbox, { kind: 'callback', fields: FIELDS, submissionId: 'answered', sinks: SINKS })).duplicate).toBe(false)
    } finally {
      await door.close()
    }
  })
})

describe.each(STORES)('the outbox contract: $name', (store) => {
  describe('accept', () => {
    it('stores the lead and one pending delivery per sink, due now', async () => {
      const outbox = await store.open()
      const result = await acceptOne(outbox, {
        kind: 'promo',
        fields: FIELDS,
        submissionId: 'sub-1',
        extras: { promoCode: 'SAIL' },
        sinks: [...SINKS, 'promo-confirmation'],
        now: T0,
      })
      expect(result).toEqual({ leadId: expect.stringMatching(LEAD_ID_PATTERN), duplicate: false })
      const record = (await outbox.show(result.leadId))!
      expect(record.lead).toEqual({
        id: result.leadId,
        kind: 'promo',
        fields: FIELDS,
        submissionId: 'sub-1',
        createdAt: '2026-11-22T09:00:00.000Z',
        visitorEmailExtras: { promoCode: 'SAIL' },
      })
      expect(record.deliveries.map((row) => [row.sink, row.status, row.attempts, row.nextAttemptAt])).toEqual([
        ['agency-email', 'pending', 0, '2026-11-22T09:00:00.000Z'],
        ['promo-confirmation', 'pending', 0, '2026-11-22T09:00:00.000Z'],
        ['sheet', 'pending', 0, '2026-11-22T09:00:00.000Z'],
      ])
      expect(await outbox.unfinishedCount()).toBe(3)
      expect(await outbox.nextDueAt()).toBe(T0)
    })

    it('the same submission id again returns the stored lead and writes nothing', async () => {
      const outbox = await store.open()
      const first = await acceptOne(outbox, { kind: 'callback', fields: FIELDS, submissionId: 'repeat', sinks: SINKS })
      const stored = { kind: 'callback', fields: FIELDS }
      expect(await acceptOne(outbox, { kind: 'callback', fields: { ...FIELDS }, submissionId: 'repeat', sinks: SINKS })).toEqual({
        leadId: first.leadId,
        duplicate: true,
        stored,
      })
      // With other details: still nothing written, the first version kept and handed back to compare.
      expect(await acceptOne(outbox, { kind: 'visa', fields: { other: 'x' }, submissionId: 'repeat', sinks: ['sheet'] })).toEqual({
        leadId: first.leadId,
        duplicate: true,
        stored,
      })
      expect(await outbox.list()).toHaveLength(1)
      expect((await outbox.show(first.leadId))!.lead).toMatchObject({ kind: 'callback', fields: FIELDS })
      expect(await outbox.unfinishedCount()).toBe(2)
    })

    it('a visitor-mail sink goes to one mailbox once a day; the lead is stored and goes to the agency all the same', async () => {
      const outbox = await store.open()
      const promo = (submissionId: string, email: string, day: string) =>
        acceptOne(outbox, {
          kind: 'promo',
          fields: { ...FIELDS, email },
          submissionId,
          sinks: [...SINKS, 'promo-confirmation'],
          oncePerDay: { sink: 'promo-confirmation', mailbox: mailboxOf(email), day },
          now: T0,
        })
      const sinksOf = async (accepted: Promise<AcceptResult>) => (await outbox.show((await accepted).leadId))!.deliveries.map((row) => row.sink)
      expect(await sinksOf(promo('p1', 'asha@gmail.com', '2026-11-22'))).toEqual(['agency-email', 'promo-confirmation', 'sheet'])
      // Again that day, under any spelling of the same mailbox: stored, to the agency, no second code e-mail.
      for (const [index, email] of ['Asha@Gmail.com', 'asha+1@gmail.com', 'a.sha@googlemail.com'].entries()) {
        expect(await sinksOf(promo(`p2-${index}`, email, '2026-11-22')), email).toEqual(['agency-email', 'sheet'])
      }
      // Another mailbox, and the same one the next day, get theirs.
      expect(await sinksOf(promo('p4', 'ravi@example.com', '2026-11-22'))).toEqual(['agency-email', 'promo-confirmation', 'sheet'])
      expect(await sinksOf(promo('p5', 'asha@gmail.com', '2026-11-23'))).toEqual(['agency-email', 'promo-confirmation', 'sheet'])
      expect(await outbox.list()).toHaveLength(6)
    })

    it('sixteen promo leads for one mailbox at once: exactly one goes with the code e-mail', async () => {
      const outbox = await store.open()
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, index) =>
          outbox.acceptAll([
            {
              kind: 'promo',
              fields: { ...FIELDS, email: `x+${index}@gmail.com` },
              submissionId: `burst-${index}`,
              sinks: [...SINKS, 'promo-confirmation'],
              oncePerDay: { sink: 'promo-confirmation', mailbox: mailboxOf(`x+${index}@gmail.com`), day: '2026-11-22' },
              now: T0,
            },
          ]),
        ),
      )
      expect(results.every(([outcome]) => outcome?.ok)).toBe(true)
      const mails = (await outbox.list()).flatMap((record) => record.deliveries.filter((row) => row.sink === 'promo-confirmation'))
      expect(mails).toHaveLength(1)
    })

    it('is one transaction: a failing delivery row leaves no lead behind', async () => {
      const outbox = await store.open()
      await store.refuseSink(outbox, 'boom')
      await expect(acceptOne(outbox, { kind: 'quote', fields: FIELDS, submissionId: 'atomic', sinks: ['sheet', 'boom'] })).rejects.toThrow('boom')
      expect(await outbox.list()).toHaveLength(0)
      expect(await outbox.unfinishedCount()).toBe(0)
    })

    it('a group is stored together; a lead the store refuses fails alone, the others of its group are stored', async () => {
      const outbox = await store.open()
      await store.refuseSink(outbox, 'boom')
      const lead = (submissionId: string, sinks: string[] = ['sheet']) => ({ kind: 'quote' as const, fields: FIELDS, submissionId, sinks, now: T0 })
      const outcomes = await outbox.acceptAll([lead('group-1'), lead('group-bad', ['sheet', 'boom']), lead('group-2'), lead(''), lead('group-1')])
      expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true, false, true])
      const [first, , , , again] = outcomes
      expect(again).toEqual({ ok: true, result: { leadId: first?.ok ? first.result.leadId : '', duplicate: true, stored: { kind: 'quote', fields: FIELDS } } })
      expect((await outbox.list()).map((record) => record.lead.submissionId).sort()).toEqual(['group-1', 'group-2'])
      expect(await outbox.unfinishedCount()).toBe(2)
    })

    it('refuses a missing submission id or a sink listed twice', async () => {
      const outbox = await store.open()
      await expect(acceptOne(outbox, { kind: 'quote', fields: FIELDS, submissionId: '', sinks: SINKS })).rejects.toThrow()
      await expect(acceptOne(outbox, { kind: 'quote', fields: FIELDS, submissionId: 'x', sinks: ['sheet', 'sheet'] })).rejects.toThrow()
    })
  })

  describe('claims and leases', () => {
    it('claims due deliveries once: a second claim gets nothing while the lease runs', async () => {
      const outbox = await store.open()
      const { leadId } = await acceptOne(outbox, { kind: 'promo', fields: FIELDS, submissionId: 'c', sinks: SINKS, now: T0 })
      const claims = await outbox.claimDue({ now: T0, ...CLAIM })
      const bySink = [...claims].sort((a, b) => a.sink.localeCompare(b.sink))
      expect(bySink.map((claim) => [claim.lead.id, claim.sink, claim.attempts, claim.leaseUntil])).toEqual([
        [leadId, 'agency-email', 1, T0 + 30_000],
        [leadId, 'sheet', 1, T0 + 30_000],
      ])
      expect(new Set(claims.map((claim) => claim.leaseToken)).size).toBe(2)
      expect(claims[0]!.lead.fields).toEqual(FIELDS)
      expect(await outbox.claimDue({ now: T0 + 29_999, ...CLAIM })).toEqual([])
      expect((await outbox.show(leadId))!.deliveries.every((row) => row.status === 'delivering')).toBe(true)
    })

    it('a lapsed lease (the process died mid-delivery) is claimed again, and the old claim can no longer settle', async () => {
      const outbox = await store.open()
      await acceptOne(outbox, { kind: 'visa', fields: FIELDS, submissionId: 'lapse', sinks: ['sheet'], now: T0 })
      const [stale] = await outbox.claimDue({ now: T0, ...CLAIM })
      const [retaken] = await outbox.claimDue({ now: T0 + 30_000, ...CLAIM })
      expect(retaken).toMatchObject({ sink: 'sheet', attempts: 2 })
      expect(await outbox.markDelivered(stale!, T0 + 30_001)).toBe(false)
      expect(await outbox.markDelivered(retaken!, T0 + 30_002)).toBe(true)
      expect((await outbox.show(retaken!.lead.id))!.deliveries[0]).toMatchObject({
        status: 'delivered',
        attempts: 2,
        deliveredAt: new Date(T0 + 30_002).toISOString(),
      })
      expect(await outbox.unfinishedCount()).toBe(0)
    })

    it('respects the limit and the time a failed delivery is due again', async () => {
      const outbox = await store.open()
      for (let i = 0; i < 5; i++) await acceptOne(outbox, { kind: 'quote', fields: FIELDS, submissionId: `limit-${i}`, sinks: ['sheet'], now: T0 + i })
      const first = await outbox.claimDue({ now: T0 + 10, ...CLAIM, limit: 3 })
      expect(first).toHaveLength(3)
      expect(await outbox.markFailed(first[0]!, 'HTTP 500\nmore', T0 + 5_000)).toBe(true)
      expect((await outbox.claimDue({ now: T0 + 10, ...CLAIM })).map((claim) => claim.attempts)).toEqual([1, 1])
      expect(await outbox.claimDue({ now: T0 + 4_999, ...CLAIM })).toEqual([])
      const again = await outbox.claimDue({ now: T0 + 5_000, ...CLAIM })
      expect(again).toHaveLength(1)
      expect(again[0]).toMatchObject({ lead: { id: first[0]!.lead.id }, attempts: 2 })
      expect((await outbox.show(first[0]!.lead.id))!.deliveries[0]!.lastError).toBe('HTTP 500 more')
    })

    it('a delivery whose last allowed try was cut off is dead-lettered, not tried forever', async () => {
      const outbox = await store.open()
      const { leadId } = await acceptOne(outbox, { kind: 'visa', fields: FIELDS, submissionId: 'poison', sinks: ['sheet'], now: T0 })
      let now = T0
      for (let i = 0; i < 3; i++) {
        expect(await outbox.claimDue({ now, ...CLAIM, maxAttempts: 3 })).toHaveLength(1)
        now += 30_000 // the process "dies" every time: the lease lapses
      }
      expect(await outbox.claimDue({ now, ...CLAIM, maxAttempts: 3 })).toEqual([])
      expect((await outbox.show(leadId))!.deliveries[0]).toMatchObject({ status: 'dead', attempts: 3, lastError: expect.stringContaining('lease') })
    })

    it('records skipped, dead and long errors clipped to one line', async () => {
      const outbox = await store.open()
      const { leadId } = await acceptOne(outbox, { kind: 'promo', fields: FIELDS, submissionId: 'states', sinks: SINKS, now: T0 })
      const [a, b] = await outbox.claimDue({ now: T0, ...CLAIM })
      expect(await outbox.markSkipped(a!, 'LEADS_SHEET_URL is not set', T0)).toBe(true)
      expect(await outbox.markDead(b!, `x${'y'.repeat(1_000)}`, T0)).toBe(true)
      const rows = (await outbox.show(leadId))!.deliveries
      expect(rows.map((row) => row.status).sort()).toEqual(['dead', 'skipped'])
      expect(rows.find((row) => row.status === 'dead')!.lastError).toHaveLength(500)
      expect(await outbox.unfinishedCount()).toBe(0)
      expect(await outbox.nextDueAt()).toBeNull()
    })

    it('counts deliveries per state and names the oldest unfinished lead (for /healthz)', async () => {
      const outbox = await store.open()
      expect(await outbox.deliveryCounts()).toEqual({
        byStatus: { pending: 0, delivering: 0, delivered: 0, skipped: 0, dead: 0 },
        oldestUnfinishedAt: null,
      })
      await acceptOne(outbox, { kind: 'promo', fields: FIELDS, submissionId: 'older', sinks: SINKS, now: T0 })
      await acceptOne(outbox, { kind: 'promo', fields: FIELDS, submissionId: 'newer', sinks: SINKS, now: T0 + 60_000 })
      const [first] = await outbox.claimDue({ now: T0, ...CLAIM, limit: 1 })
      expect(await outbox.markDelivered(first!, T0)).toBe(true)
      expect(await outbox.deliveryCounts()).toEqual({
        byStatus: { pending: 3, delivering: 0, delivered: 1, skipped: 0, dead: 0 },
        oldestUnfinishedAt: '2026-11-22T09:00:00.000Z',
      })
    })

    it('two outboxes on one store (two nodes) never claim the same delivery', async () => {
      const outbox = await store.open()
      const other = await store.openAgain(outbox)
      for (let i = 0; i < 6; i++) await acceptOne(outbox, { kind: 'quote', fields: FIELDS, submissionId: `two-${i}`, sinks: ['sheet'], now: T0 })
      const mine = await outbox.claimDue({ now: T0, ...CLAIM, limit: 4 })
      const theirs = await other.claimDue({ now: T0, ...CLAIM, limit: 4 })
      expect(mine).toHaveLength(4)
      expect(theirs).toHaveLength(2)
      expect(new Set([...mine, ...theirs].map((claim) => claim.lead.id)).size).toBe(6)
    })

    it('claims at the same moment from two outboxes split the due deliveries, none twice', async () => {
      const outbox = await store.open()
      const other = await store.openAgain(outbox)
      for (let i = 0; i < 30; i++)
        await acceptOne(outbox, { kind: 'quote', fields: FIELDS, submissionId: `race-${i}`, sinks: ['sheet', 'agency-email'], now: T0 })
      const rounds = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? other : outbox).claimDue({ now: T0, ...CLAIM, limit: 10 })))
      const claimed = rounds.flat().map((claim) => `${claim.lead.id}/${claim.sink}`)
      expect(claimed).toHaveLength(60)
      expect(new Set(claimed).size).toBe(60)
    })

    it('the same submission sent to two outboxes at once is stored once', async () => {
      const outbox = await store.open()
      const other = await store.openAgain(outbox)
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          acceptOne(i % 2 ? other : outbox, { kind: 'callback', fields: FIELDS, submissionId: 'resent', sinks: SINKS, now: T0 }),
        ),
      )
      expect(new Set(results.map((result) => result.leadId)).size).toBe(1)
      expect(results.filter((result) => !result.duplicate)).toHaveLength(1)
      expect(await outbox.list()).toHaveLength(1)
      expect(await outbox.unfinishedCount()).toBe(2)
    })
  })

  describe("a sink's outage: one alert for every node, again after a while, and one recovery", () => {
    const HOUR = 3_600_000
    it('alerts once when the outage opens, not again within the hour, again after it, and recovers once', async () => {
      const outbox = await store.open()
      expect(await outbox.sinkDelivered('sheet')).toBe(false)
      // Several nodes notice the same outage at once: one of them alerts.
      const noticed = await Promise.all([1, 2, 3].map(() => outbox.sinkFailing('sheet', { now: T0, repeatAfterMs: HOUR })))
      expect(noticed.filter(Boolean)).toHaveLength(1)
      expect(await outbox.sinkFailing('sheet', { now: T0 + HOUR - 1, repeatAfterMs: HOUR })).toBe(false)
      // Another sink has its own outage.
      expect(await outbox.sinkFailing('agency-email', { now: T0 + 1, repeatAfterMs: HOUR })).toBe(true)
      expect(await outbox.sinkFailing('sheet', { now: T0 + HOUR, repeatAfterMs: HOUR })).toBe(true)
      expect(await outbox.sinkDelivered('sheet')).toBe(true)
      expect(await outbox.sinkDelivered('sheet')).toBe(false)
      // A new outage alerts at once.
      expect(await outbox.sinkFailing('sheet', { now: T0 + HOUR + 1, repeatAfterMs: HOUR })).toBe(true)
    })

    it('an alert that could not be mailed is kept with its error, and the next failure alerts again', async () => {
      const outbox = await store.open()
      expect(await outbox.sinkFailing('agency-email', { now: T0, repeatAfterMs: HOUR })).toBe(true)
      await outbox.alertMailed('agency-email', 'connect ECONNREFUSED')
      expect(await outbox.unmailedAlerts()).toEqual([{ sink: 'agency-email', error: 'connect ECONNREFUSED' }])
      expect(await outbox.sinkFailing('agency-email', { now: T0 + 1, repeatAfterMs: HOUR })).toBe(true)
      await outbox.alertMailed('agency-email', null)
      expect(await outbox.unmailedAlerts()).toEqual([])
      expect(await outbox.sinkFailing('agency-email', { now: T0 + 2, repeatAfterMs: HOUR })).toBe(false)
    })
  })

  describe('admin: list, show, retry, export', () => {
    it('lists newest first, filters by delivery state, and retries dead, failing and skipped deliveries', async () => {
      const outbox = await store.open()
      const old = await acceptOne(outbox, { kind: 'visa', fields: FIELDS, submissionId: 'old', sinks: SINKS, now: T0 })
      const young = await acceptOne(outbox, { kind: 'promo', fields: FIELDS, submissionId: 'young', sinks: SINKS, now: T0 + 1_000 })
      expect((await outbox.list()).map((record) => record.lead.id)).toEqual([young.leadId, old.leadId])
      expect((await outbox.list({ limit: 1 })).map((record) => record.lead.id)).toEqual([young.leadId])
      // Since an instant: the leads accepted at it or later.
      expect((await outbox.list({ since: T0 + 1_000 })).map((record) => record.lead.id)).toEqual([young.leadId])
      expect((await outbox.list({ since: T0 })).map((record) => record.lead.id)).toEqual([young.leadId, old.leadId])
      expect(await outbox.list({ since: T0 + 1_001 })).toEqual([])

      const claims = await outbox.claimDue({ now: T0 + 2_000, ...CLAIM })
      for (const claim of claims) {
        if (claim.lead.id === old.leadId && claim.sink === 'sheet') await outbox.markDead(claim, 'HTTP 404', T0 + 2_000)
        else await outbox.markDelivered(claim, T0 + 2_000)
      }
      expect((await outbox.list({ status: 'dead' })).map((record) => record.lead.id)).toEqual([old.leadId])
      expect(await outbox.list({ status: 'pending' })).toEqual([])

      expect(await outbox.retry(old.leadId, { now: T0 + 9_000 })).toBe(1)
      const sheetRow = (await outbox.show(old.leadId))!.deliveries.find((row) => row.sink === 'sheet')!
      expect(sheetRow).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: new Date(T0 + 9_000).toISOString(), lastError: 'HTTP 404' })
      // Delivered ones are left alone; an unknown lead or sink re-queues nothing.
      expect(await outbox.retry(young.leadId)).toBe(0)
      expect(await outbox.retry('lead_nope')).toBe(0)
      expect(await outbox.retry(old.leadId, { sink: 'agency-email' })).toBe(0)
      expect(await outbox.show('lead_nope')).toBeUndefined()
    })

    it("staff's filters: form, a search by name, e-mail or phone digits (wildcards taken literally), and pages", async () => {
      const outbox = await store.open()
      const asha = await acceptOne(outbox, { kind: 'callback', fields: { ...FIELDS, mobile: '+6591234567' }, submissionId: 'f1', sinks: SINKS, now: T0 })
      const ravi = await acceptOne(outbox, {
        kind: 'quote',
        fields: { firstName: 'Ravi', lastName: 'Menon_%', email: 'ravi@example.in', mobile: '+919812345678' },
        submissionId: 'f2',
        sinks: SINKS,
        now: T0 + 1,
      })
      const ids = async (options: Parameters<typeof outbox.list>[0]) => (await outbox.list(options)).map((record) => record.lead.id)
      expect(await ids({ kind: 'callback' })).toEqual([asha.leadId])
      expect(await ids({ search: 'ASHA rao' })).toEqual([asha.leadId])
      expect(await ids({ search: '@example.in' })).toEqual([ravi.leadId])
      expect(await ids({ search: '9123 45' })).toEqual([asha.leadId])
      expect(await ids({ search: '+91 98123' })).toEqual([ravi.leadId])
      expect(await ids({ search: 'menon_%' })).toEqual([ravi.leadId])
      expect(await ids({ search: '_%' })).toEqual([ravi.leadId])
      expect(await ids({ search: 'r%i' })).toEqual([])
      expect(await ids({ search: 'a_ha' })).toEqual([])
      expect(await ids({ search: '  ' })).toEqual([ravi.leadId, asha.leadId])
      expect(await ids({ kind: 'visa', search: 'asha' })).toEqual([])
      expect(await ids({ limit: 1 })).toEqual([ravi.leadId])
      expect(await ids({ limit: 1, before: ravi.leadId })).toEqual([asha.leadId])
      expect(await ids({ before: asha.leadId })).toEqual([])
    })

    it("keeps who set a lead's follow-up state and when, newest first; nothing for an unknown lead", async () => {
      const outbox = await store.open()
      const { leadId } = await acceptOne(outbox, { kind: 'callback', fields: FIELDS, submissionId: 'follow', sinks: SINKS, now: T0 })
      expect((await outbox.show(leadId))!.followUps).toBeUndefined()
      expect(await outbox.setFollowUp(leadId, { state: 'contacted', staffId: 'u1', staffName: 'Priya', now: T0 + 60_000 })).toBe(true)
      expect(await outbox.setFollowUp(leadId, { state: 'closed', staffId: 'u2', staffName: 'Wei Ling', now: T0 + 120_000 })).toBe(true)
      expect(await outbox.setFollowUp('lead_nope', { state: 'closed', staffId: 'u2', staffName: 'Wei Ling' })).toBe(false)
      const expected = [
        { state: 'closed', staffId: 'u2', staffName: 'Wei Ling', at: new Date(T0 + 120_000).toISOString() },
        { state: 'contacted', staffId: 'u1', staffName: 'Priya', at: new Date(T0 + 60_000).toISOString() },
      ]
      expect((await outbox.show(leadId))!.followUps).toEqual(expected)
      expect((await outbox.list())[0]!.followUps).toEqual(expected)
    })

    it('pages through every lead for the export, oldest first', async () => {
      const outbox = await store.open()
      const ids: string[] = []
      for (let i = 0; i < 5; i++)
        ids.push((await acceptOne(outbox, { kind: 'quote', fields: FIELDS, submissionId: `page-${i}`, sinks: ['sheet'], now: T0 + i })).leadId)
      expect((await collect(outbox.exportRows(2))).map((record) => record.lead.id)).toEqual(ids)
      expect(await collect((await store.open()).exportRows())).toEqual([])
    })

    it('writes the CSV: RFC 4180, every field in its column, cells neutralised, delivery states', async () => {
      const outbox = await store.open()
      await acceptOne(outbox, {
        kind: 'deal-enquiry',
        fields: { firstName: '=cmd|x', lastName: 'Rao, "Jr"', message: 'line one\nline two', interest: ['Hotel', 'Flight'], customField: 'kept' },
        submissionId: 'csv',
        sinks: SINKS,
        now: T0,
      })
      let csv = ''
      expect(await writeLeadsCsv(outbox, (chunk) => (csv += chunk))).toBe(1)
      const [header, ...rest] = csv.split('\r\n')
      expect(header!.split(',').slice(0, 5)).toEqual(['leadId', 'leadKind', 'submittedAt', 'firstName', 'lastName'])
      expect(header).toContain(',customField,delivery:sheet,delivery:agency-email,delivery:promo-confirmation,delivery:visitor-acknowledgement')
      const row = rest.join('\r\n')
      expect(row).toContain(`'=cmd|x,"Rao, ""Jr""",`)
      expect(row).toContain('"line one\nline two"')
      expect(row).toContain('"Hotel, Flight"')
      expect(row).toContain(',kept,pending,pending,,\r\n')
      expect(csv.endsWith('\r\n')).toBe(true)
    })
  })

  describe("personal data: the retention purge and a person's erasure", () => {
    const DAY = 86_400_000
    const PERSON = { ...FIELDS, mobile: '+919876543210', message: 'Two cabins, please', leadsource: 'Contact', utm_campaign: 'diwali' }
    const KEPT = { leadsource: 'Contact', utm_campaign: 'diwali' }

    /** Settles every due claim at `at`: the listed (lead, sink) pairs dead, the rest delivered. */
    async function settleAll(outbox: LeadOutbox, at: number, dead: [string, string][] = []): Promise<void> {
      for (const claim of await outbox.claimDue({ now: at, ...CLAIM })) {
        if (dead.some(([lead, sink]) => lead === claim.lead.id && sink === claim.sink)) await outbox.markDead(claim, `550 <${PERSON.email}> unknown`, at)
        else await outbox.markDelivered(claim, at)
      }
    }

    it('removes the data of leads delivered before the cutoff, keeps those still waiting for a delivery, and counts both', async () => {
      const outbox = await store.open()
      const delivered = await acceptOne(outbox, { kind: 'callback', fields: PERSON, submissionId: 'r1', sinks: SINKS, now: T0 })
      const dead = await acceptOne(outbox, { kind: 'callback', fields: PERSON, submissionId: 'r2', sinks: SINKS, now: T0 })
      await settleAll(outbox, T0 + 1_000, [[dead.leadId, 'sheet']])
      // A lead whose deliveries were all skipped (no sink configured) has no record of business elsewhere: kept.
      const skipped = await acceptOne(outbox, { kind: 'callback', fields: PERSON, submissionId: 'r3', sinks: ['sheet'], now: T0 })
      for (const claim of await outbox.claimDue({ now: T0 + 1_000, ...CLAIM })) await outbox.markSkipped(claim, 'not configured', T0 + 1_000)
      const recent = await acceptOne(outbox, { kind: 'callback', fields: PERSON, submissionId: 'r4', sinks: SINKS, now: T0 + 95 * DAY })
      await settleAll(outbox, T0 + 95 * DAY)

      // Due: delivered at or before the cutoff (the moment the retention period reaches back to).
      const cutoff = T0 + 1_000
      expect(await outbox.retentionCounts(cutoff - 1)).toEqual({ due: 0, held: 3 })
      expect(await outbox.retentionCounts(cutoff)).toEqual({ due: 1, held: 2 })
      expect(await outbox.purgeExpired(cutoff, { now: cutoff + 5 })).toBe(1)
      expect(await outbox.purgeExpired(cutoff)).toBe(0)
      expect(await outbox.retentionCounts(cutoff)).toEqual({ due: 0, held: 2 })

      const purged = (await outbox.show(delivered.leadId))!
      expect(purged.lead.fields).toEqual(KEPT)
      expect(purged.lead.visitorEmailExtras).toBeUndefined()
      expect(purged.personalDataRemoved).toEqual({ at: new Date(cutoff + 5).toISOString(), reason: 'retention' })
      expect(purged.deliveries.map((row) => row.status)).toEqual(['delivered', 'delivered'])
      // A purged lead is never sent again, empty.
      expect(await outbox.retry(delivered.leadId)).toBe(0)
      for (const kept of [dead, skipped, recent]) expect((await outbox.show(kept.leadId))!.lead.fields).toEqual(PERSON)
      expect((await outbox.show(dead.leadId))!.personalDataRemoved).toBeUndefined()
    })

    it('two nodes purging at once remove each lead once, in batches of the limit', async () => {
      const outbox = await store.open()
      for (let i = 0; i < 7; i++) await acceptOne(outbox, { kind: 'quote', fields: PERSON, submissionId: `b${i}`, sinks: ['sheet'], now: T0 })
      await settleAll(outbox, T0)
      const other = await store.openAgain(outbox)
      const removed = await Promise.all([outbox.purgeExpired(T0, { limit: 3 }), other.purgeExpired(T0, { limit: 3 })])
      expect(removed.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(6)
      while ((await outbox.purgeExpired(T0, { limit: 3 })) > 0);
      const records = await collect(outbox.exportRows())
      expect(records.every((record) => record.personalDataRemoved?.reason === 'retention')).toBe(true)
      expect(await outbox.retentionCounts(T0)).toEqual({ due: 0, held: 0 })
    })

    it('erasure on request: data and error texts gone, unsent deliveries never sent, sent copies listed; once', async () => {
      const outbox = await store.open()
      const sent = await acceptOne(outbox, {
        kind: 'promo',
        fields: PERSON,
        submissionId: 'e1',
        sinks: [...SINKS, 'promo-confirmation'],
        extras: { promoCode: 'SAIL10' },
        oncePerDay: { sink: 'promo-confirmation', mailbox: mailboxOf(PERSON.email), day: '2026-11-22' },
        now: T0,
      })
      await settleAll(outbox, T0 + 1_000, [[sent.leadId, 'sheet']])
      const waiting = await acceptOne(outbox, { kind: 'callback', fields: PERSON, submissionId: 'e2', sinks: SINKS, now: T0 + 2_000 })

      const consent = { version: '0123456789abcdef', wording: 'By sending this form you agree…', at: new Date(T0 + 2_000).toISOString() }
      const withConsent = await acceptOne(outbox, { kind: 'callback', fields: PERSON, submissionId: 'e4', sinks: SINKS, consent, now: T0 + 2_000 })
      expect((await outbox.show(withConsent.leadId))!.consent).toEqual(consent)
      expect((await outbox.show(sent.leadId))!.consent).toBeUndefined()
      await outbox.removePersonalData([withConsent.leadId], { now: T0 + 3_000 })
      // What the sender agreed to is the agency's record, not their data: it stays.
      expect((await outbox.show(withConsent.leadId))!.consent).toEqual(consent)

      const removals = await outbox.removePersonalData([sent.leadId, waiting.leadId, 'lead_nope'], { now: T0 + 3_000 })
      const at = new Date(T0 + 1_000).toISOString()
      expect(removals).toEqual([
        {
          leadId: sent.leadId,
          cancelled: ['sheet'],
          delivered: [
            { sink: 'agency-email', at },
            { sink: 'promo-confirmation', at },
          ],
        },
        { leadId: waiting.leadId, cancelled: ['agency-email', 'sheet'], delivered: [] },
      ])
      const erased = (await outbox.show(sent.leadId))!
      expect(erased.lead.fields).toEqual(KEPT)
      expect(erased.lead.visitorEmailExtras).toBeUndefined()
      expect(erased.personalDataRemoved).toEqual({ at: new Date(T0 + 3_000).toISOString(), reason: 'request' })
      expect(JSON.stringify(erased)).not.toContain(PERSON.email)
      expect((await outbox.show(waiting.leadId))!.deliveries.map((row) => row.status)).toEqual(['skipped', 'skipped'])
      expect(await outbox.claimDue({ now: T0 + DAY, ...CLAIM })).toEqual([])
      expect(await outbox.retry(waiting.leadId)).toBe(0)
      // The once-a-day record of the mailbox went with it: a new post that day gets the code.
      const again = await acceptOne(outbox, {
        kind: 'promo',
        fields: PERSON,
        submissionId: 'e3',
        sinks: [...SINKS, 'promo-confirmation'],
        oncePerDay: { sink: 'promo-confirmation', mailbox: mailboxOf(PERSON.email), day: '2026-11-22' },
        now: T0 + 4_000,
      })
      expect((await outbox.show(again.leadId))!.deliveries.map((row) => row.sink)).toContain('promo-confirmation')
      // Twice is once.
      expect(await outbox.removePersonalData([sent.leadId, waiting.leadId])).toEqual([])
    })

    it('an unsubscribe skips the promo e-mail still waiting; signing up again is new consent: the code goes, once a day, and the visitor is told when it went', async () => {
      const outbox = await store.open()
      const hash = mailboxHash(mailboxOf(PERSON.email))
      const promo = (submissionId: string, day: string, now: number) =>
        acceptOne(outbox, {
          kind: 'promo',
          fields: PERSON,
          submissionId,
          sinks: [...SINKS, 'promo-confirmation'],
          extras: { promoCode: 'SAIL10' },
          oncePerDay: { sink: 'promo-confirmation', mailbox: mailboxOf(PERSON.email), day },
          now,
        })
      const waiting = await promo('u1', '2026-11-22', T0)
      expect(await outbox.isUnsubscribed(hash)).toBe(false)
      expect(await outbox.unsubscribe(hash, T0 + 1_000)).toEqual({ already: false })
      expect(await outbox.unsubscribe(hash, T0 + 2_000)).toEqual({ already: true })
      expect(await outbox.isUnsubscribed(hash)).toBe(true)
      const waitingRows = (await outbox.show(waiting.leadId))!.deliveries
      expect(waitingRows.map((row) => [row.sink, row.status])).toEqual([
        ['agency-email', 'pending'],
        ['promo-confirmation', 'skipped'],
        ['sheet', 'pending'],
      ])
      expect(waitingRows[1]!.lastError).toMatch(/unsubscribed/)
      // The person signs up again: they ask for offers, so the code goes and the unsubscription lifts.
      const again = await promo('u2', '2026-11-23', T0 + DAY)
      expect(again.visitorMailSentEarlier).toBeUndefined()
      expect((await outbox.show(again.leadId))!.deliveries.map((row) => row.sink)).toEqual(['agency-email', 'promo-confirmation', 'sheet'])
      expect(await outbox.isUnsubscribed(hash)).toBe(false)
      // A third sign-up the same day: stored for the agency, no second code, and when the first went.
      const sameDay = await promo('u4', '2026-11-23', T0 + DAY + 60_000)
      expect((await outbox.show(sameDay.leadId))!.deliveries.map((row) => row.sink)).toEqual(['agency-email', 'sheet'])
      expect(sameDay.visitorMailSentEarlier).toEqual({ at: new Date(T0 + DAY).toISOString() })
      // Someone else is not affected.
      const other = await acceptOne(outbox, {
        kind: 'promo',
        fields: { ...PERSON, email: 'ravi@example.com' },
        submissionId: 'u3',
        sinks: [...SINKS, 'promo-confirmation'],
        oncePerDay: { sink: 'promo-confirmation', mailbox: 'ravi@example.com', day: '2026-11-23' },
        now: T0 + DAY,
      })
      expect((await outbox.show(other.leadId))!.deliveries.map((row) => row.sink)).toContain('promo-confirmation')
    })
  })
})
