// The lead pipeline's server API. The `POST /api/leads` action validates the form, checks the
// rate limit, then calls acceptLead(); everything after that (the sheet, the agency e-mail, the
// visitor's promo code, retries) happens in the background worker.
import { env } from '~/lib/env.server'

import { leadsConfigFromEnv } from './config.server'
import { createLeadPipeline, type AcceptLeadInput, type AcceptLeadResult, type LeadPipeline } from './pipeline.server'
import { createRateLimiter, type RateLimiter } from './rate-limit.server'

export * from './index'
export { parseLeadPhone, phoneCountry, dialCodeOf, INVALID_PHONE_MESSAGE, type LeadPhone, type LeadPhoneProblem } from './phone'
export { backoffDelayMs, backoffCeilingMs } from './backoff'
export { createRateLimiter, type RateLimiter, type RateLimitResult, type RateLimiterOptions } from './rate-limit.server'
export { leadsConfigFromEnv, type LeadsConfig } from './config.server'
export { createLeadPipeline, type AcceptLeadInput, type AcceptLeadResult, type LeadPipeline, type LeadPipelineOptions } from './pipeline.server'
export { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from './delivery.server'
export {
  openLeadOutbox,
  LeadOutbox,
  newLeadId,
  LEAD_ID_PATTERN,
  DELIVERY_STATUSES,
  isDeliveryStatus,
  type DeliveryStatus,
  type DeliveryState,
  type LeadRecord,
} from './outbox.server'
export { SINK_NAMES, sinksForLead, type SinkName } from './sinks/index.server'

// The process-wide pipeline and rate limiter live on globalThis: `remix dev` re-evaluates the
// server build on every change, and a second worker on the same outbox would only compete.
interface LeadsGlobal {
  pipeline?: LeadPipeline
  rateLimiter?: RateLimiter
}
const state: LeadsGlobal = ((globalThis as { __harbourlineLeads?: LeadsGlobal }).__harbourlineLeads ??= {})

/** The process's pipeline, opened on first use (so importing this module touches no file). */
export function leadPipeline(): LeadPipeline {
  return (state.pipeline ??= createLeadPipeline(leadsConfigFromEnv(env)))
}

/**
 * Stores a validated lead and returns after the commit (then answer the visitor). Throws when the
 * outbox cannot store it: answer 503. Also makes sure the delivery worker runs.
 */
export function acceptLead(input: AcceptLeadInput): AcceptLeadResult {
  const pipeline = leadPipeline()
  const result = pipeline.acceptLead(input)
  pipeline.worker.start()
  return result
}

/**
 * Starts delivering (idempotent). Call once at server start: it also resumes whatever an earlier
 * process left pending or in flight (after its lease lapses).
 */
export function startDeliveryWorker(): void {
  leadPipeline().worker.start()
}

/** Stops the worker, waits for running deliveries, closes the outbox (tests, graceful shutdown). */
export async function stopDeliveryWorker(): Promise<void> {
  const pipeline = state.pipeline
  state.pipeline = undefined
  await pipeline?.close()
}

/** Wakes the worker now (acceptLead already does). */
export function deliverDueNow(): void {
  state.pipeline?.worker.kick()
}

/** The per-IP limit for lead posts (LEADS_RATE_LIMIT per LEADS_RATE_LIMIT_WINDOW_SECONDS). */
export function leadRateLimiter(): RateLimiter {
  return (state.rateLimiter ??= createRateLimiter(leadsConfigFromEnv(env).rateLimit))
}
