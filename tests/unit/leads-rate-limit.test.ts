import { describe, expect, it } from 'vitest'

import { createRateLimiter } from '~/lib/leads/rate-limit.server'

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createRateLimiter', () => {
  it('allows 5 posts per 10 minutes per key by default, then says when to come back', () => {
    const time = clock()
    const limiter = createRateLimiter({ now: time.now })
    for (let i = 0; i < 5; i++) {
      expect(limiter.consume('203.0.113.7')).toEqual({ allowed: true, retryAfterSeconds: 0 })
      time.advance(1_000)
    }
    // The first post was 5 s ago; it leaves the window in 595 s.
    expect(limiter.consume('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 595 })
    expect(limiter.consume('198.51.100.1').allowed).toBe(true)
  })

  it('slides: a slot frees when the oldest post leaves the window, not at a fixed boundary', () => {
    const time = clock()
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: time.now })
    limiter.consume('ip')
    time.advance(6_000)
    limiter.consume('ip')
    time.advance(3_000)
    expect(limiter.consume('ip')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    time.advance(1_000) // the first post is now 10 s old: out
    expect(limiter.consume('ip').allowed).toBe(true)
    expect(limiter.consume('ip')).toEqual({ allowed: false, retryAfterSeconds: 6 })
  })

  it('does not count refused posts (hammering does not extend the wait)', () => {
    const time = clock()
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: time.now })
    limiter.consume('ip')
    for (let i = 0; i < 50; i++) {
      time.advance(1_000)
      expect(limiter.consume('ip').allowed).toBe(false)
    }
    time.advance(10_000)
    expect(limiter.consume('ip').allowed).toBe(true)
  })

  it('never answers a Retry-After below 1 second', () => {
    const time = clock()
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: time.now })
    limiter.consume('ip')
    time.advance(999)
    expect(limiter.consume('ip')).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('keeps memory bounded: expired keys go first, then the least recently seen', () => {
    const time = clock()
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 100, now: time.now })
    for (let i = 0; i < 100; i++) limiter.consume(`old-${i}`)
    expect(limiter.size).toBe(100)
    time.advance(2_000) // all expired
    limiter.consume('new')
    expect(limiter.size).toBe(1)

    for (let i = 0; i < 250; i++) {
      time.advance(1)
      limiter.consume(`busy-${i}`)
      expect(limiter.size).toBeLessThanOrEqual(100)
    }
    // The most recent keys are still limited; the least recent were evicted.
    expect(limiter.consume('busy-249').allowed).toBe(false)
    expect(limiter.consume('busy-0').allowed).toBe(true)
  })

  it('holds 10,000 keys by default', () => {
    const limiter = createRateLimiter({ now: () => 0 })
    for (let i = 0; i < 10_050; i++) limiter.consume(`k${i}`)
    expect(limiter.size).toBe(10_000)
    limiter.clear()
    expect(limiter.size).toBe(0)
  })

  it('refuses nonsense options', () => {
    expect(() => createRateLimiter({ limit: 0 })).toThrow()
    expect(() => createRateLimiter({ windowMs: 0 })).toThrow()
  })
})
