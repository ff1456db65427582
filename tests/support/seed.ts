// The embedded dataset as the site reads it, for tests of queries and the views shaped from them.
import { fileURLToPath } from 'node:url'

import { EmbeddedBackend, type QueryParams } from '~/lib/content/backends.server'
import type { MemoizedQuery } from '~/lib/content/memo.server'

export const SEED_PATH = fileURLToPath(new URL('../../seed/production.ndjson', import.meta.url))

/** The seed's published documents (one backend per test file: the dataset is read once). */
const seedBackend = new EmbeddedBackend(SEED_PATH)

/** A query as the app runs it: GROQ on the embedded backend, then the query's zod parse. */
export async function runSeedQuery<T>(query: MemoizedQuery<T>, params: QueryParams = {}): Promise<T> {
  return query.parse(await seedBackend.fetch(query.groq, params))
}

/** A query the seed must answer (a page's document, an article by slug): its result, never null. */
export async function requireSeedResult<T>(query: MemoizedQuery<T | null>, params: QueryParams = {}): Promise<T> {
  const result = await runSeedQuery(query, params)
  if (result === null) throw new Error(`The seed has nothing for ${query.name} ${JSON.stringify(params)}`)
  return result
}
