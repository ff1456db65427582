// The lead pipeline's settings, taken from the checked environment (app/lib/platform/env/env.server.ts) once,
// so tests and the crash harness can build a pipeline from explicit values instead.
import type { Env } from '~/lib/platform/env/env.server'

export interface LeadsConfig {
  /** PostgreSQL for the outbox when set (every node shares it); else the SQLite file at dbPath. */
  databaseUrl?: string | undefined
  dbPath: string
  mailDir: string
  sheetUrl: string | undefined
  smtpUrl: string | undefined
  emailFrom: string
  emailTo: string
  deliveryTimeoutMs: number
  leaseMs: number
  maxAttempts: number
  retryBaseMs: number
  retryCapMs: number
  concurrency: number
  pollIntervalMs: number
  /** Posts per address (the ceiling a shared network reaches) and per mailbox (one person), per window. */
  rateLimit: { limit: number; windowMs: number }
  mailboxRateLimit: { limit: number; windowMs: number }
  /** Days after a lead's last successful delivery that its personal data is purged. */
  retentionDays: number
  /** Minutes a lead may wait for its deliveries before they count as failing (LEADS_ALERT_AFTER_MINUTES). */
  alertAfterMinutes: number
  /** Where operations alerts go (default: emailTo). */
  alertTo?: string
  /** The agency's time zone: its day is the one a mailbox gets the promo code once in. */
  timeZone?: string
}

/** The agency's zone when none is configured (AGENCY_TIME_ZONE's default). */
export const DEFAULT_TIME_ZONE = 'Asia/Singapore'

/** The lease outlives the longest try (the worker aborts a try at its timeout) with room to spare. */
function defaultLeaseMs(deliveryTimeoutMs: number): number {
  return deliveryTimeoutMs * 2 + 5_000
}

export function leadsConfigFromEnv(env: Env): LeadsConfig {
  return {
    databaseUrl: env.DATABASE_URL,
    timeZone: env.AGENCY_TIME_ZONE,
    dbPath: env.LEADS_DB_PATH,
    mailDir: env.LEADS_MAIL_DIR,
    sheetUrl: env.LEADS_SHEET_URL,
    smtpUrl: env.SMTP_URL,
    emailFrom: env.LEADS_EMAIL_FROM,
    emailTo: env.LEADS_EMAIL_TO,
    deliveryTimeoutMs: env.LEADS_DELIVERY_TIMEOUT_MS,
    leaseMs: env.LEADS_LEASE_MS ?? defaultLeaseMs(env.LEADS_DELIVERY_TIMEOUT_MS),
    maxAttempts: env.LEADS_MAX_ATTEMPTS,
    retryBaseMs: env.LEADS_RETRY_BASE_MS,
    retryCapMs: env.LEADS_RETRY_CAP_MS,
    concurrency: env.LEADS_DELIVERY_CONCURRENCY,
    pollIntervalMs: env.LEADS_POLL_INTERVAL_MS,
    rateLimit: { limit: env.LEADS_RATE_LIMIT, windowMs: env.LEADS_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    mailboxRateLimit: { limit: env.LEADS_MAILBOX_RATE_LIMIT, windowMs: env.LEADS_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    retentionDays: env.LEADS_RETENTION_DAYS,
    alertAfterMinutes: env.LEADS_ALERT_AFTER_MINUTES,
    alertTo: env.LEADS_ALERT_TO,
  }
}
