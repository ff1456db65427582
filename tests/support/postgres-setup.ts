// Vitest's global setup: a PostgreSQL for the tests that need one, found or started once per run
// (scripts/lib/postgres.mjs), handed to them as `inject('databaseUrl')`.
import type { TestProject } from 'vitest/node'

import { ensurePostgres } from '../../scripts/lib/postgres.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const postgres = await ensurePostgres()
  project.provide('databaseUrl', postgres.url)
  return () => postgres.stop()
}
