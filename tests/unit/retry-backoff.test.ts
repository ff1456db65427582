import { describe, expect, it } from 'vitest'

import { backoffCeilingMs, backoffDelayMs } from '~/lib/platform/retry/backoff'

const options = { baseMs: 2_000, capMs: 600_000 }

describe('backoff with full jitter', () => {
  it('doubles the ceiling per failed try, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((attempts) => backoffCeilingMs(attempts, options))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, 600_000, 600_000,
    ])
    expect(backoffCeilingMs(10_000, options)).toBe(600_000)
    expect(backoffCeilingMs(0, options)).toBe(2_000)
  })

  it('draws uniformly between 0 and the ceiling', () => {
    expect(backoffDelayMs(3, { ...options, random: () => 0 })).toBe(0)
    expect(backoffDelayMs(3, { ...options, random: () => 0.5 })).toBe(4_000)
    expect(backoffDelayMs(3, { ...options, random: () => 0.999999 })).toBe(8_000)
    expect(backoffDelayMs(20, { ...options, random: () => 0.25 })).toBe(150_000)
  })

  it('stays within [0, ceiling] for any draw, even a bad random source', () => {
    for (const draw of [-1, 0, 0.1, 0.9, 1, 2, Number.NaN]) {
      const delay = backoffDelayMs(4, { ...options, random: () => draw })
      expect(delay >= 0 && delay <= 16_000 ? 'ok' : delay).toBe('ok')
    }
  })

  it('spreads real draws over the whole range (no lock-step retries)', () => {
    const delays = Array.from({ length: 2_000 }, () => backoffDelayMs(5, options))
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...delays)).toBeLessThanOrEqual(32_000)
    expect(Math.min(...delays)).toBeLessThan(3_200)
    expect(Math.max(...delays)).toBeGreaterThan(28_800)
    expect(new Set(delays).size).toBeGreaterThan(1_000)
  })
})
