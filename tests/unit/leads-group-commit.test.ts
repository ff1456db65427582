// The lead action's group commit against a real pipeline (temp outbox, sinks not configured).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, afterEach, describe, expect, it } from 'vitest'

import type { LeadsConfig } from '~/lib/leads/config.server'
import { createGroupCommit } from '~/lib/leads/group-commit.server'
import { createLeadPipeline, type LeadPipeline } from '~/lib/leads/pipeline.server'

const root = mkdtempSync(join(tmpdir(), 'lead-group-commit-'))
let counter = 0
const pipelines: LeadPipeline[] = []
afterEach(async () => {
  for (const pipeline of pipelines.splice(0)) await pipeline.close()
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

function pipeline(): LeadPipeline {
  counter++
  const config: LeadsConfig = {
    dbPath: join(root, `outbox-${counter}.sqlite`),
    mailDir: join(root, `mail-${counter}`),
    sheetUrl: undefined,
    smtpUrl: undefined,
    emailFrom: 'Harbourline Cruises <leads@harbourline.example>',
    emailTo: 'bookings@harbourline.example',
    deliveryTimeoutMs: 1_000,
    leaseMs: 3_000,
    maxAttempts: 3,
    retryBaseMs: 10,
    retryCapMs: 50,
    concurrency: 2,
    pollIntervalMs: 50,
    rateLimit: { limit: 5, windowMs: 60_000 },
  }
  const created = createLeadPipeline(config, { log: () => {} })
  pipelines.push(created)
  return created
}

const input = (id: string, fields: Record<string, string> = { firstName: id }) => ({ kind: 'callback' as const, fields, submissionId: id })

describe('group commit', () => {
  it('stores the leads of one turn in one transaction, each answered with its own id', async () => {
    const target = pipeline()
    // Each lead is accepted inside the group's outer transaction (its own savepoint).
    const insideOuter: boolean[] = []
    const acceptLead = target.acceptLead.bind(target)
    Object.assign(target, {
      acceptLead: (lead: Parameters<LeadPipeline['acceptLead']>[0]) => {
        insideOuter.push(target.outbox.db.inTransaction)
        return acceptLead(lead)
      },
    })
    let started = 0
    const group = createGroupCommit(() => target, () => started++)
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => group.accept(input(`sub-${index}`))))
    expect(new Set(results.map((result) => result.leadId)).size).toBe(12)
    expect(target.outbox.list({ limit: 100 })).toHaveLength(12)
    expect(insideOuter).toEqual(Array.from({ length: 12 }, () => true))
    // One flush for the group (the worker is started once, after its commit).
    expect(started).toBe(1)
  })

  it('a full group commits at once, so nobody waits behind more than a few others', async () => {
    const target = pipeline()
    let commits = 0
    const group = createGroupCommit(() => target, () => commits++, 4)
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => group.accept(input(`cap-${index}`))))
    expect(results).toHaveLength(10)
    expect(commits).toBe(3)
    expect(target.outbox.list({ limit: 100 })).toHaveLength(10)
  })

  it('a repeated submission in the same group is the same lead', async () => {
    const target = pipeline()
    const group = createGroupCommit(() => target)
    const [first, second] = await Promise.all([group.accept(input('same')), group.accept(input('same'))])
    expect(second?.leadId).toBe(first?.leadId)
    expect(second?.duplicate).toBe(true)
    expect(target.outbox.list({ limit: 10 })).toHaveLength(1)
  })

  it('a lead that cannot be stored fails alone; the others of its group are stored', async () => {
    const target = pipeline()
    const group = createGroupCommit(() => target)
    const bad = { ...input('bad'), fields: { firstName: 42 } as unknown as Record<string, string> }
    const outcomes = await Promise.allSettled([group.accept(input('ok-1')), group.accept(bad), group.accept(input('ok-2'))])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(target.outbox.list({ limit: 10 }).map((record) => record.lead.submissionId).sort()).toEqual(['ok-1', 'ok-2'])
  })

  it('an outbox that cannot be opened rejects the whole group (the action answers 503)', async () => {
    const group = createGroupCommit(() => {
      throw new Error('disk gone')
    })
    const outcomes = await Promise.allSettled([group.accept(input('a')), group.accept(input('b'))])
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true)
  })
})
