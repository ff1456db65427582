// How this site connects to PostgreSQL (DATABASE_URL), for every pool and client it opens:
// - every wait has an end: a database that accepts connections but does not answer (hung,
//   overloaded, cut off without a reset) gives a lead post its 503 in seconds instead of holding
//   it open for minutes, and lets the publish listener try again;
// - a pool logs a lost idle connection (a database restart, a failover) and opens another one
//   when next needed. node-postgres reports it as an 'error' event, which ends a process that has
//   no listener for it.
import pg from 'pg'

export interface PostgresTimeouts {
  /** Longest wait for a connection: a new one, or a pool's free one. */
  connectMs: number
  /** Longest wait for a statement's answer (also PostgreSQL's statement_timeout). */
  queryMs: number
}

/** A lead statement takes milliseconds, a burst's queue for a pool's connections well under a second. */
const POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 3_000, queryMs: 5_000 }

export function postgresClientConfig(connectionString: string, timeouts: PostgresTimeouts = POSTGRES_TIMEOUTS): pg.ClientConfig {
  return {
    connectionString,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
    statement_timeout: timeouts.queryMs,
    // A node cut off mid-transaction must not keep its row locks (claimed deliveries) for long.
    idle_in_transaction_session_timeout: 2 * timeouts.queryMs,
  }
}

export interface PostgresPoolOptions {
  max: number
  /** Who owns the pool, for its log lines ("leads", "leads: rate limiter", …). */
  label: string
  timeouts?: PostgresTimeouts
}

export function createPostgresPool(connectionString: string, { max, label, timeouts }: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({ ...postgresClientConfig(connectionString, timeouts), max })
  pool.on('error', (error) => console.warn(`[${label}] PostgreSQL connection lost: ${error.message}`))
  return pool
}
