// The lead pipeline's group commit against a real outbox (temp file, sinks not configured).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, afterEach, describe, expect, it } from 'vitest'

import type { LeadsConfig } from '~/lib/leads/config.server'
import { createGroupCommit } from '~/lib/leads/outbox/group-commit.server'
import type { LeadOutbox } from '~/lib/leads/outbox/outbox.server'
import { openSqliteLeadOutbox } from '~/lib/leads/outbox/outbox-sqlite.server'
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
    rateLimit: { limit: 30, windowMs: 60_000 },
    mailboxRateLimit: { limit: 5, windowMs: 60_000 },
    retentionDays: 90,
    alertAfterMinutes: 15,
  }
  const created = createLeadPipeline(config, { log: () => {} })
  pipelines.push(created)
  return created
}

const input = (id: string, fields: Record<string, string> = { firstName: id }) => ({ kind: 'callback' as const, fields, submissionId: id })

/** Counts the outbox's transactions (acceptAll calls) and the size of each group. */
function countGroups(target: LeadPipeline): number[] {
  const groups: number[] = []
  const acceptAll = target.outbox.acceptAll.bind(target.outbox)
  Object.assign(target.outbox, {
    acceptAll: (inputs: Parameters<LeadOutbox['acceptAll']>[0]) => {
      groups.push(inputs.length)
      return acceptAll(inputs)
    },
  })
  return groups
}

describe("group commit (the pipeline's one way to accept a lead)", () => {
  it('stores the leads of one turn in one transaction, each answered with its own id', async () => {
    const target = pipeline()
    const groups = countGroups(target)
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => target.accept(input(`sub-${index}`))))
    expect(new Set(results.map((result) => result.leadId)).size).toBe(12)
    expect(await target.outbox.list({ limit: 100 })).toHaveLength(12)
    expect(groups).toEqual([12])
  })

  it('a full group commits at once, so nobody waits behind more than a few others', async () => {
    const outbox = openSqliteLeadOutbox(join(root, 'cap.sqlite'))
    const groups: number[] = []
    const group = createGroupCommit((inputs) => {
      groups.push(inputs.length)
      return outbox.acceptAll(inputs)
    }, 4)
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => group.accept({ ...input(`cap-${index}`), sinks: ['sheet'] })))
    expect(results).toHaveLength(10)
    expect(groups).toEqual([4, 4, 2])
    expect(await outbox.list({ limit: 100 })).toHaveLength(10)
    await outbox.close()
  })

  it('a repeated submission in the same group is the same lead', async () => {
    const target = pipeline()
    const [first, second] = await Promise.all([target.accept(input('same')), target.accept(input('same'))])
    expect(second?.leadId).toBe(first?.leadId)
    expect(second?.duplicate).toBe(true)
    expect(await target.outbox.list({ limit: 10 })).toHaveLength(1)
  })

  it('a lead that cannot be stored fails alone; the others of its group are stored', async () => {
    const target = pipeline()
    const groups = countGroups(target)
    const bad = { ...input('bad'), fields: { firstName: 42 } as unknown as Record<string, string> }
    // Refused by the store itself (a sink listed twice), inside the group's transaction.
    const refused = { ...input('refused'), sinks: ['sheet', 'sheet'] as const }
    const outcomes = await Promise.allSettled([target.accept(input('ok-1')), target.accept(bad), target.accept(refused), target.accept(input('ok-2'))])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled'])
    expect(groups).toEqual([3])
    expect((await target.outbox.list({ limit: 10 })).map((record) => record.lead.submissionId).sort()).toEqual(['ok-1', 'ok-2'])
  })

  it('a store that cannot commit rejects the whole group (the action answers 503)', async () => {
    const failing = createGroupCommit(() => Promise.reject(new Error('disk gone')))
    const thrown = createGroupCommit(() => {
      throw new Error('cannot open')
    })
    const outcomes = await Promise.allSettled([
      failing.accept({ ...input('a'), sinks: [] }),
      failing.accept({ ...input('b'), sinks: [] }),
      thrown.accept({ ...input('c'), sinks: [] }),
    ])
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true)
  })
})
