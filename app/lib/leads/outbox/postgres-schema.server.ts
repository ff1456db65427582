// The PostgreSQL schema every node shares for leads: plain SQL migrations, counted in
// lead_schema_migrations and applied in one transaction under an advisory lock, so two nodes
// starting at once do not race. A database newer than this code is refused. ADR 25.
import pg from 'pg'

export interface PostgresMigration {
  version: number
  sql: string
}

export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE leads (
        id text PRIMARY KEY,
        kind text NOT NULL,
        submission_id text NOT NULL UNIQUE,
        -- json, not jsonb: the fields come back exactly as the visitor's form sent them, in order.
        fields json NOT NULL,
        extras json,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX leads_recipient ON leads (lower(fields ->> 'email'), created_at);
      -- One row per lead and sink. next_attempt_at (ms since the epoch) is when the row is next
      -- due: for 'pending' the next try, for 'delivering' the end of the worker's lease, after
      -- which a crashed delivery is claimed again. lease_token names the claim that may settle it.
      CREATE TABLE deliveries (
        lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        sink text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'delivering', 'delivered', 'skipped', 'dead')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at bigint NOT NULL,
        lease_token text,
        last_error text,
        delivered_at timestamptz,
        PRIMARY KEY (lead_id, sink)
      );
      CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE status IN ('pending', 'delivering');
    `,
  },
  {
    version: 2,
    // The lead rate limiter's counts (rate-limiter-flexible's RateLimiterPostgres, in the shape it
    // reads). It is created here, under the lock, because the library's own CREATE TABLE IF NOT
    // EXISTS fails on one of two nodes that start together on an empty database, and that node
    // then counted in memory. IF NOT EXISTS: a database the library already made it in keeps it.
    sql: `
      CREATE TABLE IF NOT EXISTS lead_rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );
    `,
  },
  {
    version: 3,
    // One row per visitor mail sent to a mailbox on a day: the unique key decides, in the
    // accepting statement, that a mailbox gets the promo code once a day, however many nodes take
    // posts for it at once (a second insert waits for the first and then does nothing). The
    // mailbox is kept as its SHA-256 only.
    sql: `
      CREATE TABLE visitor_mail_days (
        sink text NOT NULL,
        mailbox_hash text NOT NULL,
        day date NOT NULL,
        lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        PRIMARY KEY (sink, mailbox_hash, day)
      );
      CREATE INDEX visitor_mail_days_lead ON visitor_mail_days (lead_id);
    `,
  },
  {
    version: 4,
    // Publish webhook calls acted on, by their idempotency key or signature: a call replayed to
    // any node within the signature window is acted on once (lib/content/revalidate.server.ts).
    sql: `
      CREATE TABLE webhook_calls (
        key text PRIMARY KEY,
        seen_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 5,
    // A lead whose personal data was removed (the retention period, or the person's request)
    // keeps its row for the counts; these say when and why.
    sql: `
      ALTER TABLE leads
        ADD COLUMN personal_data_removed_at timestamptz,
        ADD COLUMN personal_data_removed_for text CHECK (personal_data_removed_for IN ('retention', 'request'));
    `,
  },
  {
    version: 6,
    // Mailboxes that unsubscribed from promo e-mails, as their SHA-256 only: no promo e-mail goes
    // to them again, from any node.
    sql: `
      CREATE TABLE unsubscribed_mailboxes (
        mailbox_hash text PRIMARY KEY,
        unsubscribed_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 7,
    // What the sender agreed to: the form's consent line, its version and the time.
    sql: 'ALTER TABLE leads ADD COLUMN consent json',
  },
  {
    version: 8,
    // A sink's outage while it lasts: when the agency was last alerted (ms; null: an alert is due)
    // and why the alert could not be mailed, if it could not. One row per sink for every node.
    sql: `
      CREATE TABLE sink_outages (
        sink text PRIMARY KEY,
        since bigint NOT NULL,
        alerted_at bigint,
        alert_error text
      );
    `,
  },
  {
    version: 9,
    // Where staff have got with each lead (the Studio's Leads tool): every change, who made it and
    // when; the newest is the lead's state. No visitor data: the erasure leaves it as it is.
    sql: `
      CREATE TABLE lead_follow_ups (
        id bigserial PRIMARY KEY,
        lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        state text NOT NULL CHECK (state IN ('new', 'contacted', 'closed')),
        staff_id text NOT NULL,
        staff_name text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX lead_follow_ups_lead ON lead_follow_ups (lead_id, id);
    `,
  },
]

/** Any number the nodes agree on: the advisory lock held while one of them migrates. */
export const MIGRATION_LOCK = 7_310_442

/**
 * The arguments of an advisory lock call for the lock numbered `$1` in the connection's schema.
 * Advisory locks belong to the whole database, so each one is keyed by schema as well: sites (or
 * test runs) in other schemas of the same database neither wait for nor skip each other's work.
 */
export const LOCK_IN_SCHEMA = '$1::integer, hashtext(current_schema())'

/** Runs `work` in one transaction on one of the pool's connections; rolls back if it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    client.release()
    return result
  } catch (error) {
    // The connection is closed, not pooled: PostgreSQL rolls back the transaction of a closed
    // connection, and one that timed out may still be busy with its statement (a ROLLBACK sent on
    // it would wait for its own timeout first).
    client.release(error instanceof Error ? error : new Error(String(error)))
    throw error
  }
}

/** Applies the migrations the database lacks, in one transaction; returns the version it is at. */
export function migratePostgres(pool: pg.Pool, migrations: readonly PostgresMigration[] = POSTGRES_MIGRATIONS): Promise<number> {
  const latest = migrations.reduce((max, migration) => Math.max(max, migration.version), 0)
  return inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(${LOCK_IN_SCHEMA})`, [MIGRATION_LOCK])
    await client.query('CREATE TABLE IF NOT EXISTS lead_schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())')
    const { rows } = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM lead_schema_migrations')
    const current = rows[0]?.version ?? 0
    if (current > latest) {
      throw new Error(`The leads database is at schema version ${current}, newer than this code knows (${latest}); refusing to touch it.`)
    }
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (migration.version <= current) continue
      await client.query(migration.sql)
      await client.query('INSERT INTO lead_schema_migrations (version) VALUES ($1)', [migration.version])
    }
    return Math.max(current, latest)
  })
}

export interface PostgresSchema {
  /** Resolves once the schema is current. A failure (the database down at boot) is not kept: the
   * next call tries again, so a node that started before its database works once it answers. */
  ready(): Promise<void>
  /** Settles once no migration is running (for closing the pool). */
  settled(): Promise<void>
}

/** Migrates through `pool` at the first call to ready(), and keeps only a success. */
export function postgresSchema(pool: pg.Pool, migrations: readonly PostgresMigration[] = POSTGRES_MIGRATIONS): PostgresSchema {
  let migrated: Promise<void> | undefined
  return {
    ready() {
      migrated ??= migratePostgres(pool, migrations).then(
        () => undefined,
        (error: unknown) => {
          migrated = undefined
          throw error
        },
      )
      return migrated
    },
    async settled() {
      await migrated?.catch(() => undefined)
    },
  }
}

/**
 * Whether the database at `connectionString` holds the lead tables. The CLI refuses one that does
 * not (a mistyped DATABASE_URL would otherwise get empty tables and show "No leads."); the site's
 * nodes create them when they start.
 */
export async function leadSchemaExists(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3_000 })
  await client.connect()
  try {
    const { rows } = await client.query<{ found: string | null }>("SELECT to_regclass('lead_schema_migrations')::text AS found")
    return rows[0]?.found != null
  } finally {
    await client.end()
  }
}
