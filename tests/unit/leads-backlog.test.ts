import { describe, expect, it } from 'vitest'

import { deliveryProblems } from '~/lib/leads/delivery/backlog'

// When the leads' deliveries need a person (app/lib/leads/delivery/backlog.ts), read by /healthz.

describe('deliveryProblems', () => {
  const now = Date.parse('2026-11-28T10:00:00Z')
  const options = { now, alertAfterMinutes: 15 }
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString()

  it('is empty while every lead is delivered, or on its way within the minutes allowed', () => {
    expect(deliveryProblems({ dead: 0, oldestUnfinishedAt: null }, options)).toEqual([])
    expect(deliveryProblems({ dead: 0, oldestUnfinishedAt: minutesAgo(15) }, options)).toEqual([])
  })

  it('names a dead delivery and what to do about it', () => {
    const problems = deliveryProblems({ dead: 3, oldestUnfinishedAt: null }, options)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/failed for good/)
    expect(problems[0]).toContain('npm run leads -- list --status dead')
    // Anyone may read the words: no count, no lead.
    expect(problems[0]).not.toMatch(/\d/)
  })

  it('names a lead that has waited past the minutes allowed, with the minutes', () => {
    expect(deliveryProblems({ dead: 0, oldestUnfinishedAt: minutesAgo(16) }, options)).toEqual([
      expect.stringMatching(/waited more than 15 minutes .* keeps failing/),
    ])
    expect(deliveryProblems({ dead: 0, oldestUnfinishedAt: minutesAgo(6) }, { now, alertAfterMinutes: 5 })).toHaveLength(1)
  })

  it('names an alert that could not be mailed', () => {
    expect(deliveryProblems({ dead: 1, oldestUnfinishedAt: null, alertNotMailed: true }, options)).toEqual([
      expect.stringMatching(/failed for good/),
      expect.stringMatching(/alert .* could not be mailed/),
    ])
  })

  it('names both at once', () => {
    expect(deliveryProblems({ dead: 1, oldestUnfinishedAt: minutesAgo(60) }, options)).toHaveLength(2)
  })
})
