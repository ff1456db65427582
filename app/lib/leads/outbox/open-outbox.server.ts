// Which store keeps the leads: PostgreSQL when DATABASE_URL is set (every node shares it), else
// the SQLite file at LEADS_DB_PATH (one node, no setup). README "Running more than one node".
import type { LeadOutbox } from './outbox.server'
import { PostgresLeadOutbox } from './outbox-postgres.server'
import { openSqliteLeadOutbox } from './outbox-sqlite.server'

export interface OutboxSettings {
  /** The SQLite file, used when there is no database URL. */
  dbPath: string
  /** postgres://… : the shared database. */
  databaseUrl?: string | undefined
}

export function openLeadOutbox({ dbPath, databaseUrl }: OutboxSettings): LeadOutbox {
  return databaseUrl ? new PostgresLeadOutbox(databaseUrl) : openSqliteLeadOutbox(dbPath)
}

/** Where the leads are, for a log line or the CLI: never the database's password. */
export function describeOutbox({ dbPath, databaseUrl }: OutboxSettings): string {
  if (!databaseUrl) return `the SQLite file ${dbPath}`
  try {
    const url = new URL(databaseUrl)
    return `PostgreSQL on ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
  } catch {
    return 'PostgreSQL (DATABASE_URL)'
  }
}
