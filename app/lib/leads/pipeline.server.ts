// One lead pipeline: the outbox, the sinks and the delivery worker built from one configuration.
// The server (and the crash test, which runs it in miniature) uses the process-wide one
// (index.server.ts); other tests build their own.
import { randomUUID } from 'node:crypto'

import { dateInZone } from '~/lib/sailings'

import { DEFAULT_TIME_ZONE, type LeadsConfig } from './config.server'
import { createDeliveryAlerts } from './delivery/alerts.server'
import { createDeliveryWorker, type DeliveryWorker } from './delivery/delivery.server'
import { createLeadSinks, type LeadSink, type SinkName, sinksForLead, visitorSinkFor } from './delivery/sinks/index.server'
import { visitorDetailsDiffer } from './forms/schemas'
import { createGroupCommit } from './outbox/group-commit.server'
import { mailboxOf } from './outbox/mailbox'
import { openLeadOutbox } from './outbox/open-outbox.server'
import type { AcceptInput, LeadOutbox } from './outbox/outbox.server'
import { createRetentionPurge, type RetentionPurge } from './retention.server'
import { isLeadKind, type LeadConsent, type LeadFields, type LeadKind, type VisitorEmailExtras } from './types'

interface AcceptLeadInput {
  kind: LeadKind
  /** The validated lead record. */
  fields: LeadFields
  /** The client's id for this press of Submit: the same id again returns the same lead. Without one, every call is a new lead. */
  submissionId?: string
  /** The visitor's promo code and amount for their currency, from content (promo leads). */
  extras?: VisitorEmailExtras
  /** Overrides the sinks sinksForLead would choose. */
  sinks?: readonly SinkName[]
  /** What the person agreed to by sending the form. */
  consent?: LeadConsent
}

export interface AcceptLeadResult {
  leadId: string
  /** The submission was already stored (a repeated submit); nothing new was queued. */
  duplicate: boolean
  /** …and it came back with other details than the stored lead's: nothing was stored. */
  conflict: boolean
  /** The visitor's once-a-day mail went with an earlier lead today (its time, when known): none goes with this one. */
  visitorMailSentEarlier?: { at: string | null }
}

export interface LeadPipeline {
  readonly config: LeadsConfig
  readonly outbox: LeadOutbox
  readonly sinks: ReadonlyMap<string, LeadSink>
  readonly worker: DeliveryWorker
  /** Removes the personal data of leads delivered longer ago than the retention period. */
  readonly retention: RetentionPurge
  /**
   * The one way a lead is stored: with the others of its event-loop turn (group-commit.server.ts),
   * resolving once committed; then the worker wakes, so delivery starts within milliseconds.
   * Rejects if the outbox cannot store it (the action answers 503): nothing is acknowledged that
   * is not on disk.
   */
  accept(input: AcceptLeadInput): Promise<AcceptLeadResult>
  /** Stops the worker (waiting for running deliveries) and closes the outbox and the mailer. */
  close(): Promise<void>
}

export interface LeadPipelineOptions {
  now?: () => number
  random?: () => number
  log?: (line: string) => void
  fetch?: typeof fetch
}

const MAX_SUBMISSION_ID_LENGTH = 200

function checkFields(fields: LeadFields): void {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw new TypeError('lead pipeline: fields must be an object')
  for (const [name, value] of Object.entries(fields)) {
    const ok = typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    if (!ok) throw new TypeError(`lead pipeline: field ${name} must be a string or a list of strings`)
  }
}

export function createLeadPipeline(config: LeadsConfig, options: LeadPipelineOptions = {}): LeadPipeline {
  const now = options.now ?? Date.now
  const timeZone = config.timeZone ?? DEFAULT_TIME_ZONE
  const outbox = openLeadOutbox(config)
  const { sinks, mailer, close: closeSinks } = createLeadSinks({ ...config, timeZone }, { fetch: options.fetch })
  const alerts = createDeliveryAlerts({
    outbox,
    mailer,
    from: config.emailFrom,
    to: config.alertTo ?? config.emailTo,
    alertAfterMinutes: config.alertAfterMinutes,
    timeoutMs: config.deliveryTimeoutMs,
    now,
    log: options.log,
  })
  const worker = createDeliveryWorker({
    outbox,
    sinks,
    maxAttempts: config.maxAttempts,
    retryBaseMs: config.retryBaseMs,
    retryCapMs: config.retryCapMs,
    concurrency: config.concurrency,
    timeoutMs: config.deliveryTimeoutMs,
    leaseMs: config.leaseMs,
    pollIntervalMs: config.pollIntervalMs,
    now,
    random: options.random,
    log: options.log,
    alerts,
  })
  const retention = createRetentionPurge({ outbox, retentionDays: config.retentionDays, now, log: options.log })
  const commits = createGroupCommit((inputs) => outbox.acceptAll(inputs))
  let closed = false

  /** The outbox's record of a lead, checked: a lead the store would refuse fails here, alone. */
  function outboxInput(input: AcceptLeadInput): AcceptInput {
    if (!isLeadKind(input.kind)) throw new TypeError(`lead pipeline: unknown lead kind ${JSON.stringify(input.kind)}`)
    checkFields(input.fields)
    const submissionId = input.submissionId ?? randomUUID()
    const acceptedAt = now()
    if (!submissionId || submissionId.length > MAX_SUBMISSION_ID_LENGTH) throw new TypeError('lead pipeline: bad submissionId')
    const visitorSink = visitorSinkFor(input.kind, input.extras)
    const mailbox = typeof input.fields.email === 'string' && input.fields.email ? mailboxOf(input.fields.email) : undefined
    return {
      kind: input.kind,
      fields: input.fields,
      submissionId,
      extras: input.extras,
      consent: input.consent,
      sinks: input.sinks ?? sinksForLead(input.kind, input.extras),
      // The visitor's e-mail goes to a mailbox at most once a day (the agency's day): the promo code
      // once, an acknowledgement once per form. The forms cannot mail anyone at will, nor one
      // person under many spellings of their address; the agency gets every lead.
      oncePerDay: mailbox
        ? {
            sink: visitorSink,
            mailbox: visitorSink === 'visitor-acknowledgement' ? `${mailbox} ${input.kind}` : mailbox,
            day: dateInZone(acceptedAt, timeZone),
          }
        : undefined,
      now: acceptedAt,
    }
  }

  return {
    config,
    outbox,
    sinks,
    worker,
    retention,
    async accept(input) {
      const result = await commits.accept(outboxInput(input))
      if (!result.duplicate) worker.kick()
      const conflict = result.stored !== undefined && visitorDetailsDiffer(result.stored, input)
      return {
        leadId: result.leadId,
        duplicate: result.duplicate,
        conflict,
        ...(result.visitorMailSentEarlier ? { visitorMailSentEarlier: result.visitorMailSentEarlier } : {}),
      }
    },
    async close() {
      if (closed) return
      closed = true
      await Promise.all([worker.stop(), retention.stop()])
      closeSinks()
      await outbox.close()
    },
  }
}
