// The delivery worker against a real outbox (temp file) and sinks that are plain functions.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from '~/lib/leads/delivery/delivery.server'
import { type DeliveryOutcome, type LeadSink, PermanentDeliveryError, type SinkName } from '~/lib/leads/delivery/sinks/sink.server'
import type { LeadOutbox } from '~/lib/leads/outbox/outbox.server'
import { openSqliteLeadOutbox, type SqliteLeadOutbox } from '~/lib/leads/outbox/outbox-sqlite.server'
import type { AcceptedLead } from '~/lib/leads/types'

import { waitFor } from '../support/lead-sinks'
import { acceptOne } from '../support/outbox'

const root = mkdtempSync(join(tmpdir(), 'lead-worker-'))
let counter = 0
const cleanups: Array<() => Promise<void> | void> = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

function outboxForTest(): SqliteLeadOutbox {
  const outbox = openSqliteLeadOutbox(join(root, `worker-${++counter}.sqlite`))
  cleanups.push(() => outbox.close())
  return outbox
}

type Deliver = (lead: AcceptedLead, signal: AbortSignal) => Promise<DeliveryOutcome>

function sink(name: SinkName, deliver: Deliver): LeadSink {
  return { name, deliver: (lead, { signal }) => deliver(lead, signal) }
}

function worker(outbox: LeadOutbox, sinks: LeadSink[], options: Partial<DeliveryWorkerOptions> = {}): DeliveryWorker & { log: string[] } {
  const log: string[] = []
  const created = createDeliveryWorker({
    outbox,
    sinks: new Map(sinks.map((item) => [item.name, item])),
    maxAttempts: 5,
    retryBaseMs: 10,
    retryCapMs: 50,
    concurrency: 3,
    timeoutMs: 300,
    leaseMs: 1_000,
    pollIntervalMs: 50,
    log: (line) => log.push(line),
    ...options,
  })
  cleanups.push(() => created.stop())
  return Object.assign(created, { log })
}

async function accept(outbox: LeadOutbox, id: string, sinks: SinkName[] = ['sheet'], now?: number): Promise<string> {
  return (await acceptOne(outbox, { kind: 'callback', fields: { firstName: id }, submissionId: id, sinks, now })).leadId
}

const delivered = async (): Promise<DeliveryOutcome> => ({ status: 'delivered' })

/** The worker's clock, stopped at its start (the outbox's leads are due by then) and moved only by the test; `reads` counts the worker's looks at it (one per loop at least). */
function testClock(start = Date.now()) {
  let time = start
  let reads = 0
  return {
    now: () => {
      reads++
      return time
    },
    advance: (ms: number) => {
      time += ms
    },
    get reads() {
      return reads
    },
  }
}

describe('delivery worker', () => {
  it('delivers every due lead, at most `concurrency` at a time', async () => {
    const outbox = outboxForTest()
    let running = 0
    let most = 0
    const seen: string[] = []
    const slow = sink('sheet', async (lead) => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 20))
      running--
      seen.push(lead.id)
      return { status: 'delivered' }
    })
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => accept(outbox, `c${i}`)))
    const subject = worker(outbox, [slow])
    subject.start()
    subject.start() // idempotent
    await waitFor(async () => (await outbox.unfinishedCount()) === 0, 'drain')
    expect(seen.sort()).toEqual([...ids].sort())
    expect(most).toBe(3)
    expect(subject.log).toEqual([])
  })

  it('retries a failure after a backoff drawn from the injected random source, then delivers', async () => {
    const outbox = outboxForTest()
    let calls = 0
    const flaky = sink('sheet', async () => {
      calls++
      if (calls < 3) throw new Error('HTTP 500')
      return { status: 'delivered' }
    })
    const leadId = await accept(outbox, 'flaky')
    const subject = worker(outbox, [flaky], { random: () => 0.5 })
    subject.start()
    await waitFor(async () => (await outbox.unfinishedCount()) === 0, 'drain')
    expect(calls).toBe(3)
    expect((await outbox.show(leadId))!.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 3 })
    expect(subject.log).toEqual([
      `[leads] sheet delivery of ${leadId} failed (try 1 of 5), next try in 0.0 s: HTTP 500`,
      `[leads] sheet delivery of ${leadId} failed (try 2 of 5), next try in 0.0 s: HTTP 500`,
    ])
  })

  it('schedules the next try at now + jittered backoff', async () => {
    const outbox = outboxForTest()
    const leadId = await accept(outbox, 'later')
    const failing = sink('sheet', async () => {
      throw new Error('down')
    })
    const clock = testClock()
    const failedAt = clock.now()
    const subject = worker(outbox, [failing], { retryBaseMs: 60_000, retryCapMs: 600_000, random: () => 0.5, now: clock.now })
    subject.start()
    await waitFor(
      async () => (await outbox.show(leadId))!.deliveries[0]!.status === 'pending' && (await outbox.show(leadId))!.deliveries[0]!.attempts === 1,
      'first failure',
    )
    // Half of the 60 s base (random 0.5), from the worker's clock.
    expect(Date.parse((await outbox.show(leadId))!.deliveries[0]!.nextAttemptAt)).toBe(failedAt + 30_000)
    expect(subject.log[0]).toContain('next try in 30.0 s')
  })

  it('dead-letters after the last try, and at once for a permanent failure', async () => {
    const outbox = outboxForTest()
    const always = await accept(outbox, 'always', ['sheet'])
    const permanent = await accept(outbox, 'permanent', ['promo-confirmation'])
    const subject = worker(outbox, [
      sink('sheet', async () => {
        throw new Error('HTTP 503')
      }),
      sink('promo-confirmation', async () => {
        throw new PermanentDeliveryError('no usable e-mail address')
      }),
    ])
    subject.start()
    await waitFor(async () => (await outbox.unfinishedCount()) === 0, 'drain')
    expect((await outbox.show(always))!.deliveries[0]).toMatchObject({ status: 'dead', attempts: 5, lastError: 'HTTP 503' })
    expect((await outbox.show(permanent))!.deliveries[0]).toMatchObject({ status: 'dead', attempts: 1, lastError: 'no usable e-mail address' })
    expect(subject.log.filter((line) => line.includes('is dead after'))).toHaveLength(2)
    expect(subject.log.at(-1)).toContain('npm run leads -- retry')
  })

  it('records a skipped delivery as skipped', async () => {
    const outbox = outboxForTest()
    const leadId = await accept(outbox, 'skip')
    const subject = worker(outbox, [sink('sheet', async () => ({ status: 'skipped', reason: 'LEADS_SHEET_URL is not set' }))])
    subject.start()
    await waitFor(async () => (await outbox.unfinishedCount()) === 0, 'drain')
    expect((await outbox.show(leadId))!.deliveries[0]).toMatchObject({ status: 'skipped', lastError: 'LEADS_SHEET_URL is not set' })
  })

  it('cuts off a sink that ignores its signal at the timeout, and retries it', async () => {
    const outbox = outboxForTest()
    let calls = 0
    // The first call never returns: the lead can only be delivered if the worker cut it off.
    const stubborn = sink('sheet', async () => {
      calls++
      if (calls === 1) await new Promise(() => {})
      return { status: 'delivered' }
    })
    const leadId = await accept(outbox, 'stubborn')
    const subject = worker(outbox, [stubborn], { timeoutMs: 100, leaseMs: 500 })
    subject.start()
    await waitFor(async () => (await outbox.unfinishedCount()) === 0, 'drain')
    expect(calls).toBe(2)
    expect((await outbox.show(leadId))!.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2 })
    expect(subject.log[0]).toContain('timed out')
  })

  it('gives the sink an AbortSignal that fires at the timeout', async () => {
    const outbox = outboxForTest()
    let aborted = false
    const listening = sink('sheet', (_lead, signal) => {
      return new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true
          reject(signal.reason)
        })
      })
    })
    await accept(outbox, 'listening')
    const subject = worker(outbox, [listening], { timeoutMs: 50, leaseMs: 500, maxAttempts: 1 })
    subject.start()
    await waitFor(async () => (await outbox.unfinishedCount()) === 0, 'drain')
    expect(aborted).toBe(true)
  })

  it('on start, resumes what a killed process left: pending at once, in flight once its lease lapses', async () => {
    const outbox = outboxForTest()
    const pending = await accept(outbox, 'left-pending')
    const inFlight = await accept(outbox, 'left-in-flight')
    const clock = testClock()
    // The "previous process" claimed the second one and died; its lease runs 400 ms more.
    outbox.db
      .prepare("UPDATE deliveries SET status = 'delivering', attempts = 1, next_attempt_at = ?, lease_token = 'dead-process' WHERE lead_id = ?")
      .run(clock.now() + 400, inFlight)
    const order: string[] = []
    const subject = worker(
      outbox,
      [
        sink('sheet', async (lead) => {
          order.push(lead.id)
          return { status: 'delivered' }
        }),
      ],
      { now: clock.now },
    )
    subject.start()
    await waitFor(() => order.length === 1, 'the pending one')
    expect(order).toEqual([pending])
    // Still leased: however many times the worker looks, it does not take it.
    const reads = clock.reads
    await waitFor(() => clock.reads >= reads + 5, 'five more looks at the outbox')
    clock.advance(399)
    const readsBefore = clock.reads
    await waitFor(() => clock.reads >= readsBefore + 5, 'five more looks, a millisecond before the lease ends')
    expect(order).toEqual([pending])
    clock.advance(1)
    await waitFor(async () => (await outbox.unfinishedCount()) === 0, 'the in-flight one after its lease')
    expect(order).toEqual([pending, inFlight])
    expect((await outbox.show(inFlight))!.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2 })
  })

  it('kick() starts a new lead at once instead of at the next poll', async () => {
    const outbox = outboxForTest()
    let delivered = false
    const clock = testClock()
    const subject = worker(
      outbox,
      [
        sink('sheet', async () => {
          delivered = true
          return { status: 'delivered' }
        }),
      ],
      { pollIntervalMs: 60 * 60_000, now: clock.now },
    )
    subject.start()
    // The worker has looked once, found nothing, and sleeps for an hour: only kick() can wake it.
    await waitFor(() => clock.reads >= 1, 'the first look')
    await accept(outbox, 'kicked', ['sheet'], clock.now())
    subject.kick()
    await waitFor(() => delivered, 'delivery')
  })

  it('never throws out of its loop: an unknown sink is retried, a closed outbox is logged', async () => {
    const outbox = outboxForTest()
    const leadId = await accept(outbox, 'unknown', ['agency-email'])
    const subject = worker(outbox, [sink('sheet', delivered)], { maxAttempts: 2 })
    subject.start()
    await waitFor(async () => (await outbox.unfinishedCount()) === 0, 'dead-lettered')
    expect((await outbox.show(leadId))!.deliveries[0]).toMatchObject({ status: 'dead', lastError: "no sink named 'agency-email' in this process" })

    await outbox.close()
    subject.kick()
    await waitFor(() => subject.log.some((line) => line.includes('the outbox is unavailable')), 'the loop to log')
    expect(subject.running).toBe(true)
  })

  it('logs an outbox outage when it starts and when it ends, not at every poll', async () => {
    const outbox = outboxForTest()
    const leadId = await accept(outbox, 'after-outage')
    // The outbox fails its first five polls (a database that is down), then answers.
    let polls = 0
    const recovering: LeadOutbox = Object.assign(Object.create(outbox) as LeadOutbox, {
      claimDue: (...args: Parameters<LeadOutbox['claimDue']>) => (++polls <= 5 ? Promise.reject(new Error('connect ECONNREFUSED')) : outbox.claimDue(...args)),
    })
    const subject = worker(recovering, [sink('sheet', delivered)], { pollIntervalMs: 10 })
    subject.start()
    await waitFor(async () => (await outbox.show(leadId))!.deliveries[0]!.status === 'delivered', 'the lead delivered')
    expect(subject.log).toEqual([
      '[leads] delivery loop: the outbox is unavailable (trying every 0.01 s): connect ECONNREFUSED',
      '[leads] delivery loop: the outbox answers again',
    ])
  })

  it('stop() waits for running deliveries and then claims nothing more', async () => {
    const outbox = outboxForTest()
    let finished = 0
    const subject = worker(
      outbox,
      [
        sink('sheet', async () => {
          await new Promise((resolve) => setTimeout(resolve, 50))
          finished++
          return { status: 'delivered' }
        }),
      ],
      { concurrency: 1 },
    )
    await accept(outbox, 'one')
    await accept(outbox, 'two')
    subject.start()
    await waitFor(() => subject.inFlight === 1, 'one running')
    await subject.stop()
    expect(finished).toBe(1)
    // Stopped: a kick claims nothing, and the second lead stays untouched in the outbox.
    subject.kick()
    expect(subject.running).toBe(false)
    expect(subject.inFlight).toBe(0)
    expect(await outbox.unfinishedCount()).toBe(1)
    expect(
      (await outbox.show(outbox.db.prepare("SELECT lead_id FROM deliveries WHERE status = 'pending'").pluck().get() as string))!.deliveries[0],
    ).toMatchObject({ attempts: 0 })
  })

  it('refuses a lease no longer than the timeout', () => {
    expect(() => worker(outboxForTest(), [], { timeoutMs: 1_000, leaseMs: 1_000 })).toThrow(/lease/)
  })
})
