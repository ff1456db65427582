// A PostgreSQL schema of its own for each test that needs one, in the database the test run
// provides (tests/support/postgres-setup.ts: TEST_DATABASE_URL, the machine's, or a throwaway
// cluster). Tests never share tables, so files run in parallel.
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { inject } from 'vitest'

/** The test run's database (never skipped: the setup starts one when none answers). */
export function testDatabaseUrl(): string {
  return inject('databaseUrl')
}

/** `url` with every connection's search_path set to `schema`. */
export function urlWithSchema(url: string, schema: string): string {
  const withSchema = new URL(url)
  withSchema.searchParams.set('options', `-c search_path=${schema}`)
  return withSchema.toString()
}

export interface TestSchema {
  name: string
  /** The database URL whose connections work in this schema. */
  url: string
  /** Runs SQL in the schema (setting up what a test needs, reading what a store wrote). */
  query: <R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<pg.QueryResult<R>>
  drop: () => Promise<void>
}

/** A new, empty schema named after `label`; drop() removes it with everything in it. */
export async function createTestSchema(label: string): Promise<TestSchema> {
  const name = `test_${label.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`
  const base = testDatabaseUrl()
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  try {
    await admin.query(`CREATE SCHEMA ${name}`)
  } finally {
    await admin.end()
  }
  const url = urlWithSchema(base, name)
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  return {
    name,
    url,
    query: (text, values) => pool.query(text, values),
    async drop() {
      await pool.query(`DROP SCHEMA ${name} CASCADE`)
      await pool.end()
    },
  }
}
