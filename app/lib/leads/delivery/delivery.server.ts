// The delivery worker: takes due deliveries from the outbox, runs them against their sinks a few
// at a time, and records the outcome: delivered, skipped, failed (due again after a backoff with
// full jitter) or dead (after the last try). It never throws out of its loop; a broken sink or a
// busy database only delays delivery.
//
// Guarantee: at least once per lead and sink. A delivery is marked delivered only after the sink
// confirmed it, and a claim is a lease, so a delivery interrupted by a crash is claimed again
// once the lease lapses. The one window for a repeat is a crash (or timeout) after the sink took
// the lead but before the outbox recorded it; the sinks make that repeat recognisable by lead id
// (the sheet script skips a known leadId, e-mails carry a Message-ID made from it).
import { backoffDelayMs } from '~/lib/platform/retry/backoff'

import type { ClaimedDelivery, LeadOutbox } from '../outbox/outbox.server'
import { withoutPersonalData } from '../personal-data'
import type { DeliveryAlerts } from './alerts.server'
import { describeError, type LeadSink, PermanentDeliveryError } from './sinks/index.server'

export interface DeliveryWorkerOptions {
  outbox: LeadOutbox
  sinks: ReadonlyMap<string, LeadSink>
  /** Tries per delivery before it is dead-lettered. */
  maxAttempts: number
  retryBaseMs: number
  retryCapMs: number
  /** Deliveries running at once. */
  concurrency: number
  /** Hard limit on one try, in ms; must be shorter than the lease. */
  timeoutMs: number
  /** How long a claim holds a delivery, in ms. */
  leaseMs: number
  /** Longest sleep between looks at the outbox (picks up an admin `retry` from the CLI), in ms. */
  pollIntervalMs: number
  now?: () => number
  random?: () => number
  /** One line per failure; defaults to console.warn. */
  log?: (line: string) => void
  /** Told of every failure and delivery, to alert the agency when a sink fails (none: no alerts). */
  alerts?: DeliveryAlerts
}

export interface DeliveryWorker {
  /** Starts the loop (idempotent); it first picks up whatever a previous process left. */
  start(): void
  /** Stops claiming and waits for the deliveries already running. */
  stop(): Promise<void>
  /** Looks at the outbox now instead of at the next wake-up (called right after a lead is accepted). */
  kick(): void
  readonly running: boolean
  /** Deliveries running in this process now. */
  readonly inFlight: number
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { outbox, sinks } = options
  if (options.leaseMs <= options.timeoutMs) throw new Error('delivery worker: the lease must be longer than the delivery timeout')
  const now = options.now ?? Date.now
  const log = options.log ?? ((line: string) => console.warn(line))
  const concurrency = Math.max(1, Math.floor(options.concurrency))

  let running = false
  let timer: ReturnType<typeof setTimeout> | undefined
  // One look at the outbox at a time; a wake-up during a look makes another right after it.
  let looking: Promise<void> | undefined
  let lookAgain = false
  // What the outbox last failed with, while it fails: an outage is logged when it starts, when
  // its error changes and when it ends, not at every poll.
  let outboxFailure: string | undefined
  const inFlight = new Set<Promise<void>>()

  function schedule(delayMs: number): void {
    if (!running) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(tick, Math.max(0, delayMs))
    // The worker must not keep a process (a CLI, a test) alive on its own.
    timer.unref?.()
  }

  async function settleSafely(what: string, settle: () => Promise<boolean>): Promise<void> {
    try {
      if (!(await settle())) log(`[leads] ${what}: the lease was lost before the outcome was recorded`)
    } catch (error) {
      // The outbox could not record the outcome; the lease lapses and the delivery is retried.
      log(`[leads] ${what}: could not record the outcome: ${describeError(error)}`)
    }
  }

  /** An alert's trouble (the outbox or the mail server) is logged; it never stops a delivery. */
  async function alertSafely(what: string, alert: (alerts: DeliveryAlerts) => Promise<void>): Promise<void> {
    if (!options.alerts) return
    try {
      await alert(options.alerts)
    } catch (error) {
      log(`[leads] ${what}: the alert could not be decided: ${describeError(error)}`)
    }
  }

  async function runOne(claim: ClaimedDelivery): Promise<void> {
    const what = `${claim.sink} delivery of ${claim.lead.id}`
    const sink = sinks.get(claim.sink)
    const deadline = AbortSignal.timeout(options.timeoutMs)
    try {
      if (!sink) throw new Error(`no sink named '${claim.sink}' in this process`)
      // The race makes the limit hard even for a sink that ignores its signal.
      const outcome = await new Promise<Awaited<ReturnType<LeadSink['deliver']>>>((resolve, reject) => {
        const onAbort = () => reject(deadline.reason)
        deadline.addEventListener('abort', onAbort, { once: true })
        sink
          .deliver(claim.lead, { signal: deadline })
          .then(resolve, reject)
          .finally(() => deadline.removeEventListener('abort', onAbort))
      })
      if (outcome.status === 'skipped') await settleSafely(what, () => outbox.markSkipped(claim, outcome.reason, now()))
      else {
        await settleSafely(what, () => outbox.markDelivered(claim, now()))
        await alertSafely(what, (alerts) => alerts.delivered(claim.sink))
      }
    } catch (error) {
      // Logged and stored: a mail server's refusal names the recipient, so the lead's values go first.
      const reason = withoutPersonalData(describeError(error), claim.lead.fields)
      if (error instanceof PermanentDeliveryError || claim.attempts >= options.maxAttempts) {
        log(`[leads] ${what} is dead after ${claim.attempts} tries: ${reason} (requeue with: npm run leads -- retry ${claim.lead.id})`)
        await settleSafely(what, () => outbox.markDead(claim, reason, now()))
        await alertSafely(what, (alerts) => alerts.failed(claim, reason, true))
      } else {
        const delay = backoffDelayMs(claim.attempts, { baseMs: options.retryBaseMs, capMs: options.retryCapMs, random: options.random })
        log(`[leads] ${what} failed (try ${claim.attempts} of ${options.maxAttempts}), next try in ${(delay / 1000).toFixed(1)} s: ${reason}`)
        await settleSafely(what, () => outbox.markFailed(claim, reason, now() + delay))
        await alertSafely(what, (alerts) => alerts.failed(claim, reason, false))
      }
    }
  }

  function tick(): void {
    timer = undefined
    if (!running) return
    if (looking) {
      lookAgain = true
      return
    }
    looking = look().finally(() => {
      looking = undefined
      if (lookAgain) {
        lookAgain = false
        schedule(0)
      }
    })
  }

  async function look(): Promise<void> {
    try {
      const free = concurrency - inFlight.size
      if (free > 0) {
        const claims = await outbox.claimDue({ now: now(), limit: free, leaseMs: options.leaseMs, maxAttempts: options.maxAttempts })
        if (outboxFailure !== undefined) {
          log('[leads] delivery loop: the outbox answers again')
          outboxFailure = undefined
        }
        for (const claim of claims) {
          const run: Promise<void> = runOne(claim)
            .catch((error: unknown) => log(`[leads] delivery loop: ${describeError(error)}`))
            .finally(() => {
              inFlight.delete(run)
              // A slot is free: take the next due delivery now rather than at the next wake-up.
              schedule(0)
            })
          inFlight.add(run)
        }
      }
      if (inFlight.size >= concurrency) return schedule(options.pollIntervalMs)
      const due = await outbox.nextDueAt()
      const wait = due === null ? options.pollIntervalMs : Math.min(options.pollIntervalMs, Math.max(due - now(), 0))
      // Rows this process is delivering are "due" at their lease end; a finishing run reschedules anyway.
      schedule(wait)
    } catch (error) {
      const reason = describeError(error)
      if (reason !== outboxFailure) log(`[leads] delivery loop: the outbox is unavailable (trying every ${options.pollIntervalMs / 1000} s): ${reason}`)
      outboxFailure = reason
      schedule(options.pollIntervalMs)
    }
  }

  return {
    start() {
      if (running) return
      running = true
      schedule(0)
    },
    async stop() {
      running = false
      if (timer) clearTimeout(timer)
      timer = undefined
      // A look under way may still claim deliveries; they run to the end like the others.
      await looking
      await Promise.allSettled([...inFlight])
    },
    kick() {
      if (running) schedule(0)
    },
    get running() {
      return running
    },
    get inFlight() {
      return inFlight.size
    },
  }
}
