// The per-IP limit on lead posts: in memory (one node) on a clock the test moves, and in
// PostgreSQL, where two limiters (two nodes) count the same posts.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createRateLimiter, type RateLimiter } from '~/lib/leads/action/rate-limit.server'

import { createTestSchema, testDatabaseUrl, type TestSchema } from '../support/postgres'
import { postgresDoor } from '../support/postgres-door'

const limiters: RateLimiter[] = []
const schemas: TestSchema[] = []
afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  for (const limiter of limiters.splice(0)) await limiter.close()
  for (const schema of schemas.splice(0)) await schema.drop()
})

function limiter(options: Parameters<typeof createRateLimiter>[0] = {}): RateLimiter {
  const created = createRateLimiter(options)
  limiters.push(created)
  return created
}

describe('the lead rate limiter, in memory', () => {
  it('allows 5 posts per 10 minutes per address by default, then says when to come back', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9, 0, 0) })
    const posts = limiter()
    for (let i = 0; i < 5; i++) {
      expect(await posts.consume('203.0.113.7')).toEqual({ allowed: true, retryAfterSeconds: 0 })
      vi.advanceTimersByTime(1_000)
    }
    // The window opened with the first post, 5 s ago: it closes in 595 s.
    expect(await posts.consume('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 595 })
    expect((await posts.consume('198.51.100.1')).allowed).toBe(true)
  })

  it('a new window opens when the last one is over', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9, 0, 0) })
    const posts = limiter({ limit: 2, windowMs: 10_000 })
    await posts.consume('ip')
    vi.advanceTimersByTime(6_000)
    await posts.consume('ip')
    expect(await posts.consume('ip')).toEqual({ allowed: false, retryAfterSeconds: 4 })
    vi.advanceTimersByTime(4_000)
    expect((await posts.consume('ip')).allowed).toBe(true)
  })

  it('refused posts do not extend the wait (hammering does not help)', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9, 0, 0) })
    const posts = limiter({ limit: 1, windowMs: 60_000 })
    await posts.consume('ip')
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(1_000)
      expect((await posts.consume('ip')).allowed).toBe(false)
    }
    vi.advanceTimersByTime(10_000)
    expect((await posts.consume('ip')).allowed).toBe(true)
  })

  it('never answers a Retry-After below 1 second', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9, 0, 0) })
    const posts = limiter({ limit: 1, windowMs: 1_000 })
    await posts.consume('ip')
    vi.advanceTimersByTime(999)
    expect(await posts.consume('ip')).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('refuses nonsense options', () => {
    expect(() => createRateLimiter({ limit: 0 })).toThrow()
    expect(() => createRateLimiter({ windowMs: 0 })).toThrow()
    expect(() => createRateLimiter({ windowMs: 1_500 })).toThrow()
  })
})

describe('the lead rate limiter, in PostgreSQL', () => {
  async function schema(): Promise<TestSchema> {
    const created = await createTestSchema('rate_limit')
    schemas.push(created)
    return created
  }

  it('two nodes count the same posts: the limit holds across them', async () => {
    const { url } = await schema()
    const [nodeA, nodeB] = [limiter({ limit: 3, windowMs: 60_000, databaseUrl: url }), limiter({ limit: 3, windowMs: 60_000, databaseUrl: url })]
    const answers = []
    for (const node of [nodeA, nodeB, nodeA, nodeB, nodeA]) answers.push((await node.consume('203.0.113.7')).allowed)
    expect(answers).toEqual([true, true, true, false, false])
    const refused = await nodeB.consume('203.0.113.7')
    expect(refused.retryAfterSeconds).toBeGreaterThan(50)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await nodeB.consume('198.51.100.1')).allowed).toBe(true)
  })

  it('many posts at once from two nodes: exactly the limit is let through', async () => {
    const { url } = await schema()
    const nodes = [limiter({ limit: 5, windowMs: 60_000, databaseUrl: url }), limiter({ limit: 5, windowMs: 60_000, databaseUrl: url })]
    await Promise.all(nodes.map((node) => node.consume('warm-up')))
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => nodes[i % 2]!.consume('203.0.113.9')))
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5)
  })

  it('two nodes starting together on an empty database both count in it', async () => {
    // Made the table race on one start in six or so when the library created it: the loser counted in memory.
    for (let start = 0; start < 8; start++) {
      const { url, query } = await schema()
      const nodes = [limiter({ limit: 5, windowMs: 60_000, databaseUrl: url }), limiter({ limit: 5, windowMs: 60_000, databaseUrl: url })]
      await Promise.all(nodes.flatMap((node) => [node.consume('203.0.113.9'), node.consume('203.0.113.9')]))
      const { rows } = await query<{ points: number }>('SELECT points FROM lead_rate_limits')
      expect(rows).toEqual([{ points: 4 }])
    }
  })

  it('keeps counting, in memory, when the database takes connections and never answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const door = await postgresDoor(testDatabaseUrl(), 'silent')
    try {
      const posts = limiter({ limit: 2, windowMs: 60_000, databaseUrl: door.url, timeouts: { connectMs: 200, queryMs: 200 } })
      const answers = []
      for (let i = 0; i < 3; i++) answers.push((await posts.consume('ip')).allowed)
      expect(answers).toEqual([true, true, false])
      expect(console.warn).toHaveBeenCalledTimes(1)
    } finally {
      await door.close()
    }
  })

  it('keeps counting, in memory, when the database does not answer', async () => {
    // A port nothing listens on: every call fails over to the insurance limiter.
    const posts = limiter({ limit: 2, windowMs: 60_000, databaseUrl: 'postgres://postgres@127.0.0.1:1/none' })
    const answers = []
    for (let i = 0; i < 3; i++) answers.push((await posts.consume('ip')).allowed)
    expect(answers).toEqual([true, true, false])
  })
})
