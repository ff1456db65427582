// The process's lead pipeline and rate limiter. The `POST /api/leads` action validates the form,
// checks the rate limit, then stores the lead with `leadPipeline().accept()`; everything after
// that (the sheet, the agency e-mail, the visitor's promo code, retries) happens in the
// pipeline's background worker.
import { remember } from '@epic-web/remember'

import { env } from '~/lib/platform/env/env.server'

import { createRateLimiter, type RateLimiter } from './action/rate-limit.server'
import { leadsConfigFromEnv } from './config.server'
import { LEAD_LIMITS } from './forms/fields'
import { createLeadPipeline, type LeadPipeline } from './pipeline.server'

// The process's pipeline and rate limiters are remembered for the process: in development
// (`npm run dev`) Vite evaluates a server module again after an edit to it or to what it imports,
// and a second delivery worker on the same outbox would only compete with the first.
interface LeadsState {
  pipeline?: LeadPipeline
  rateLimiter?: RateLimiter
  mailboxLimiter?: RateLimiter
  tokenUses?: RateLimiter
}
const state = remember('harbourline-leads', (): LeadsState => ({}))

/**
 * The process's pipeline, opened on first use (so importing this module touches no file), with its
 * delivery worker running (it first resumes whatever an earlier process left pending or in flight,
 * after its lease lapses) and the retention purge.
 */
export function leadPipeline(): LeadPipeline {
  if (!state.pipeline) {
    state.pipeline = createLeadPipeline(leadsConfigFromEnv(env))
    state.pipeline.worker.start()
    state.pipeline.retention.start()
  }
  return state.pipeline
}

/** Opens the pipeline and starts delivering (idempotent). The server calls it at start. */
export function startDeliveryWorker(): void {
  leadPipeline()
}

/** Stops the worker, waits for running deliveries, closes the outbox and the rate limiter's connections (tests, graceful shutdown). */
export async function stopDeliveryWorker(): Promise<void> {
  const { pipeline, rateLimiter, mailboxLimiter, tokenUses } = state
  state.pipeline = undefined
  state.rateLimiter = undefined
  state.mailboxLimiter = undefined
  state.tokenUses = undefined
  await Promise.all([pipeline?.close(), rateLimiter?.close(), mailboxLimiter?.close(), tokenUses?.close()])
}

/** The per-IP ceiling for lead posts (LEADS_RATE_LIMIT per LEADS_RATE_LIMIT_WINDOW_SECONDS), shared by every node with DATABASE_URL. */
export function leadRateLimiter(): RateLimiter {
  if (!state.rateLimiter) {
    const config = leadsConfigFromEnv(env)
    state.rateLimiter = createRateLimiter({ ...config.rateLimit, databaseUrl: config.databaseUrl })
  }
  return state.rateLimiter
}

/**
 * The per-mailbox limit for lead posts (LEADS_MAILBOX_RATE_LIMIT per window): one person's, counted
 * by their mailbox's hash (never the address itself), shared as the per-IP ceiling is.
 */
export function mailboxRateLimiter(): RateLimiter {
  if (!state.mailboxLimiter) {
    const config = leadsConfigFromEnv(env)
    state.mailboxLimiter = createRateLimiter({ ...config.mailboxRateLimit, keyPrefix: 'lead-mailbox', databaseUrl: config.databaseUrl })
  }
  return state.mailboxLimiter
}

/**
 * The leads one fill-time token has carried (LEAD_LIMITS.leadsPerFormToken in its lifetime), counted
 * by its nonce, shared by every node with DATABASE_URL as the per-IP limit is.
 */
export function formTokenUses(): RateLimiter {
  state.tokenUses ??= createRateLimiter({
    limit: LEAD_LIMITS.leadsPerFormToken,
    windowMs: LEAD_LIMITS.formTokenLifetimeMs,
    keyPrefix: 'lead-form-token',
    databaseUrl: leadsConfigFromEnv(env).databaseUrl,
  })
  return state.tokenUses
}
