// A PostgreSQL schema of its own for each test that needs one, in the database the test run
// provides (tests/support/postgres-setup.ts: TEST_DATABASE_URL, the machine's, or a throwaway
// cluster). Tests never share tables, so files run in parallel.
import pg from 'pg'
import { inject } from 'vitest'

import { createScratchSchema } from '../../scripts/lib/postgres.mjs'

/** The test run's database (never skipped: the setup starts one when none answers). */
export function testDatabaseUrl(): string {
  return inject('databaseUrl')
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
  const schema = await createScratchSchema(testDatabaseUrl(), `test_${label}`)
  const pool = new pg.Pool({ connectionString: schema.url, max: 2 })
  return {
    name: schema.name,
    url: schema.url,
    query: (text, values) => pool.query(text, values),
    async drop() {
      await pool.end()
      await schema.drop()
    },
  }
}
