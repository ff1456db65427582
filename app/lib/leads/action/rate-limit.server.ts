// The per-visitor (IP) limit on lead posts, by rate-limiter-flexible: in memory on one node, in
// PostgreSQL when DATABASE_URL is set, so that every node counts the same posts. If the database
// cannot answer, an in-memory limiter of the same size stands in (the library's insurance
// limiter): a visitor is never refused, nor let through unlimited, because of an outage.
//
// Each address gets `limit` posts in a window that starts at its first post; posts refused in a
// window do not make it longer, so hammering does not extend the wait.
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { createPostgresPool, type PostgresTimeouts } from '~/lib/platform/postgres/pool.server'

import { describeError } from '../delivery/sinks/sink.server'
import { postgresSchema } from '../outbox/postgres-schema.server'

interface RateLimitResult {
  allowed: boolean
  /** Seconds until the next post would be allowed; 0 when allowed. */
  retryAfterSeconds: number
}

export interface RateLimiterOptions {
  /** Posts allowed per window (default 5). */
  limit?: number
  /** Window length in ms, whole seconds (default 10 minutes). */
  windowMs?: number
  /** PostgreSQL shared by every node: the counts live there (table lead_rate_limits). */
  databaseUrl?: string | undefined
  /** How long to wait for that database (tests shorten them). */
  timeouts?: PostgresTimeouts
  /** What is counted, as the key's prefix in the shared table (default: lead posts per address). */
  keyPrefix?: string
}

export interface RateLimiter {
  /** Counts a post for `key`; refused when the key's window is full. */
  consume(key: string): Promise<RateLimitResult>
  close(): Promise<void>
}

const KEY_PREFIX = 'lead-posts'

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const limit = options.limit ?? 5
  const windowMs = options.windowMs ?? 10 * 60_000
  if (!(Number.isInteger(limit) && limit >= 1) || !(windowMs >= 1_000 && windowMs % 1_000 === 0)) {
    throw new Error('rate limiter: limit must be a positive whole number and windowMs whole seconds')
  }
  const size = { points: limit, duration: windowMs / 1_000, keyPrefix: options.keyPrefix ?? KEY_PREFIX }
  const memory = new RateLimiterMemory(size)

  // The shared counts: the leads schema's table (created under its migration lock), not the library's.
  const database = options.databaseUrl ? openDatabaseCounts(options.databaseUrl, size, memory, options.timeouts) : undefined
  let schemaFailing = false

  /**
   * The limiter to count with: the database's once its schema is there; until then the insurance
   * limiter alone (asking the database again would only wait a second time). One log line per outage.
   */
  async function counter(): Promise<RateLimiterAbstract> {
    if (!database) return memory
    try {
      await database.schema.ready()
      schemaFailing = false
      return database.limiter
    } catch (error) {
      if (!schemaFailing) console.warn(`[leads] rate limiter: the database is not ready, counting in memory: ${describeError(error)}`)
      schemaFailing = true
      return memory
    }
  }

  return {
    async consume(key) {
      const active = await counter()
      try {
        await active.consume(key)
        return { allowed: true, retryAfterSeconds: 0 }
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1_000)) }
      }
    },
    async close() {
      await database?.release()
    },
  }
}

/**
 * One pool per database for every limiter of the process (per address, per mailbox, per form
 * token): four connections, however many things are counted. The last limiter closed ends it.
 */
const sharedPools = new Map<string, { pool: ReturnType<typeof createPostgresPool>; schema: ReturnType<typeof postgresSchema>; users: number }>()

function sharedPool(databaseUrl: string, timeouts?: PostgresTimeouts) {
  let shared = sharedPools.get(databaseUrl)
  if (!shared) {
    const pool = createPostgresPool(databaseUrl, { max: 4, label: 'leads: rate limiter', timeouts })
    shared = { pool, schema: postgresSchema(pool), users: 0 }
    sharedPools.set(databaseUrl, shared)
  }
  shared.users++
  const { pool, schema } = shared
  const release = async () => {
    if (--shared.users > 0) return
    sharedPools.delete(databaseUrl)
    await schema.settled()
    await pool.end()
  }
  return { pool, schema, release }
}

function openDatabaseCounts(
  databaseUrl: string,
  size: { points: number; duration: number; keyPrefix: string },
  insurance: RateLimiterMemory,
  timeouts?: PostgresTimeouts,
) {
  const { pool, schema, release } = sharedPool(databaseUrl, timeouts)
  const limiter = new RateLimiterPostgres({
    ...size,
    storeClient: pool,
    tableName: 'lead_rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: true,
    insuranceLimiter: insurance,
  })
  return { schema, limiter, release }
}
