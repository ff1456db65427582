// The retention purge: a lead's personal data is removed from the outbox LEADS_RETENTION_DAYS
// after its last delivery succeeded (the sheet and the agency's mailbox are the records of
// business; the outbox only has to get the lead there). It runs in every server's lead pipeline,
// at start and then every hour; the store lets one node purge at a time. README "Personal data".
import { describeError } from './delivery/sinks/sink.server'
import type { LeadOutbox } from './outbox/outbox.server'
import { retentionCutoff } from './personal-data'

export interface RetentionPurgeOptions {
  outbox: LeadOutbox
  retentionDays: number
  /** Between purges, in ms. */
  intervalMs?: number
  now?: () => number
  log?: (line: string) => void
}

export interface RetentionPurge {
  /** Purges now and then every interval (idempotent). */
  start(): void
  stop(): Promise<void>
  /** One purge to the end (a batch at a time); resolves with how many leads lost their data. */
  runNow(): Promise<number>
}

const HOUR_MS = 60 * 60 * 1000
/** Leads per transaction: a long purge never holds the outbox for long. */
const BATCH = 500

export function createRetentionPurge({
  outbox,
  retentionDays,
  intervalMs = HOUR_MS,
  now = Date.now,
  log = console.warn,
}: RetentionPurgeOptions): RetentionPurge {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<number> | undefined
  let started = false

  async function purge(): Promise<number> {
    const cutoff = retentionCutoff(now(), retentionDays)
    let total = 0
    let removed: number
    do {
      removed = await outbox.purgeExpired(cutoff, { limit: BATCH, now: now() })
      total += removed
    } while (removed === BATCH)
    if (total > 0) log(`[leads] retention: removed the personal data of ${total} ${total === 1 ? 'lead' : 'leads'} delivered over ${retentionDays} days ago`)
    return total
  }

  function runNow(): Promise<number> {
    running ??= purge().finally(() => (running = undefined))
    return running
  }

  function schedule(delayMs: number): void {
    timer = setTimeout(() => {
      runNow()
        .catch((error: unknown) => log(`[leads] retention: the purge failed, trying again in an hour: ${describeError(error)}`))
        .finally(() => started && schedule(intervalMs))
    }, delayMs)
    // The purge must not keep a process (a CLI, a test) alive on its own.
    timer.unref?.()
  }

  return {
    start() {
      if (started) return
      started = true
      schedule(0)
    },
    async stop() {
      started = false
      if (timer) clearTimeout(timer)
      await running?.catch(() => undefined)
    },
    runNow,
  }
}
