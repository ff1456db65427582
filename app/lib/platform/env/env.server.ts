import proxyAddr from 'proxy-addr'
import { z } from 'zod'

import { SANITY_API_VERSION } from '../../../../content-model/api-version'
import { trustsTooMany } from './proxy-ranges'
import { isTimeZone } from './time-zone'

// Every variable the server reads, checked once at boot. A bad value stops the process with a
// message naming the variable, rather than failing later inside a request.
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

/**
 * TRUST_PROXY as Express's "trust proxy" means it (ADR 20): `true` / `false`, a number of proxy hops
 * in front (`1`), or a comma-separated list of proxy addresses, CIDR ranges and the names
 * loopback, linklocal and uniquelocal. Express itself would read the string "1" as the address
 * 0.0.0.1 and trust no proxy, so the value is parsed here into what Express expects.
 */
type TrustProxySetting = boolean | number | string[]

function parseTrustProxy(value: string, context?: z.RefinementCtx): TrustProxySetting | undefined {
  const text = value.trim()
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true'
  if (/^\d+$/.test(text)) return Number(text)
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  try {
    if (list.length === 0) throw new Error('empty list')
    proxyAddr.compile(list)
  } catch (error) {
    context?.addIssue({
      code: 'custom',
      message: `must be true, false, a number of proxies in front (e.g. 1), or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal (${error instanceof Error ? error.message : String(error)})`,
    })
    return z.NEVER
  }
  if (trustsTooMany(list)) {
    context?.addIssue({
      code: 'custom',
      message:
        'these ranges together believe X-Forwarded-For from more addresses than any proxy fleet has (over a /8 of public IPv4 or a /24 of IPv6), so visitors could pick their own address. ' +
        'Name only the proxies in front: their number (1 for one load balancer) or their own addresses.',
    })
    return z.NEVER
  }
  return list
}

/** A signing secret: at least 32 characters; empty is unset. */
const signingSecret = z
  .string()
  .trim()
  .min(32, 'must be at least 32 characters')
  .optional()
  .or(z.literal('').transform(() => undefined))

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /**
     * The site's public origin, e.g. https://www.harbourline.example: every absolute link it writes
     * (canonical, og, sitemap, robots, e-mails) is built on it. Required in production; in
     * development http://localhost:PORT.
     */
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * Which proxies in front are believed about the visitor's address (X-Forwarded-For), protocol
     * and host: a hop count, or their addresses (parseTrustProxy). Unset: none.
     */
    TRUST_PROXY: optionalString.transform((value, context) => (value === undefined ? undefined : parseTrustProxy(value, context))),
    /** Header set by the CDN with the visitor's ISO country code. */
    COUNTRY_HEADER: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+$/, 'must be an HTTP header name')
      .default('cf-ipcountry'),
    /** The agency's time zone: a sailing on or before its today is no longer offered. */
    AGENCY_TIME_ZONE: z.string().trim().default('Asia/Singapore').refine(isTimeZone, 'must be an IANA time zone such as Asia/Singapore'),
    /**
     * Test-only: the instant the server's clock shows at start (ISO 8601, e.g. 2025-10-01T09:00:00+08:00),
     * running on from there. Honoured only outside production or with E2E=1 (clock.server.ts).
     */
    SITE_CLOCK: z
      .string()
      .trim()
      .refine((value) => value === '' || Number.isFinite(Date.parse(value)), 'must be an ISO 8601 date and time')
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** The embedded dataset, used when no Sanity project is configured. */
    CONTENT_SEED_PATH: z.string().trim().min(1).default('seed/production.ndjson'),
    SANITY_PROJECT_ID: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, 'must be a Sanity project id (lowercase letters, digits, dashes)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SANITY_DATASET: z
      .string()
      .trim()
      .regex(/^[a-z0-9_-]+$/)
      .default('production'),
    SANITY_API_VERSION: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-02-19')
      .default(SANITY_API_VERSION),
    SANITY_READ_TOKEN: optionalString,
    /**
     * The Sanity API's address, for a project on a custom API domain (and the Studio e2e test's
     * stand-in Content Lake). Unset: Sanity's own, https://<project id>.api.sanity.io.
     */
    SANITY_API_HOST: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Secret of the Sanity webhook that calls POST /api/revalidate on publish (unset: the endpoint refuses every call). */
    SANITY_WEBHOOK_SECRET: optionalString,
    /** Preview: the secret the Studio's Presentation tool sends to /api/preview-mode/enable (embedded backend; unset: preview is off). */
    SANITY_PREVIEW_SECRET: optionalString,
    /** Preview: where the Studio runs; only that origin may frame the site, and only in a preview session. */
    SANITY_STUDIO_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Seconds a Sanity result is served before it is refetched in the background. */
    CONTENT_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /**
     * The in-process cache of rendered public pages (ADR 19): 'off' renders every request. Its size
     * is bounded by the bytes of the pages it keeps (compressed, as sent).
     */
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    PAGE_CACHE_MAX_MB: z.coerce.number().min(1).max(4096).default(64),
    /**
     * What a client gets (README "Timeouts"): a request must arrive whole within this many ms of its
     * first byte, and a connection mid-request on which no byte moves either way for 2 s longer (a
     * client that stops reading its answer) is closed.
     */
    CLIENT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
    /** One JSON line per request on stdout (method, path, status, time, page-cache state); `off` for none. */
    REQUEST_LOG: z.enum(['on', 'off']).default('on'),
    /** Who may read /healthz in full (lead and cache counts): loopback, or `Authorization: Bearer <this>`. */
    HEALTHZ_TOKEN: z
      .string()
      .trim()
      .min(16, 'must be at least 16 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),

    // --- Leads (app/lib/leads) -----------------------------------------------------------------
    /**
     * PostgreSQL shared by every node (postgres://user:password@host:5432/db): the lead outbox lives
     * there instead of LEADS_DB_PATH. Unset: one node, SQLite.
     */
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/[^\s]+$/, 'must be a postgres:// or postgresql:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The outbox when DATABASE_URL is not set: every accepted lead and its deliveries (SQLite; the directory is created). */
    LEADS_DB_PATH: z.string().trim().min(1).default('data/leads.sqlite'),
    /** Where e-mails are written as .eml files when SMTP_URL is not set. */
    LEADS_MAIL_DIR: z.string().trim().min(1).default('data/mail'),
    /** The Google Apps Script web app that appends leads to the sheet; unset: sheet deliveries are skipped. */
    LEADS_SHEET_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** SMTP server for lead e-mails, e.g. smtps://user:pass@mail.example:465; unset: .eml files. */
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LEADS_EMAIL_FROM: z.string().trim().regex(/@/, 'must contain an e-mail address').default('Harbourline Cruises <leads@harbourline.example>'),
    /** The agency inbox that receives every lead (comma-separate several). */
    LEADS_EMAIL_TO: z.string().trim().regex(/@/, 'must contain an e-mail address').default('bookings@harbourline.example'),
    /** Hard limit on one delivery try (the sheet POST with its redirects, one SMTP send), in ms. */
    LEADS_DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
    /** How long a running delivery is held before a restarted process may take it over; default twice the timeout + 5 s. */
    LEADS_LEASE_MS: z.coerce.number().int().min(200).max(3_600_000).optional(),
    /** Tries per delivery before it is dead-lettered (then: npm run leads -- retry ID). */
    LEADS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
    /** First retry waits up to this long; each further one up to twice as long (full jitter), in ms. */
    LEADS_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(5_000),
    /** Longest wait between two tries, in ms. */
    LEADS_RETRY_CAP_MS: z.coerce.number().int().min(1).max(86_400_000).default(600_000),
    /** Deliveries running at once. */
    LEADS_DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** Longest pause between two looks at the outbox, in ms (deliveries due sooner wake it sooner). */
    LEADS_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
    /** A lead post's body must be whole this long after its headers, or it is answered 408 (README "Timeouts"). */
    LEADS_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
    /**
     * `on`: lead posts are answered with a Server-Timing header (each step's time), for
     * `npm run bench:leads` and debugging. Off by default: the times tell a bot which posts were stored.
     */
    LEADS_SERVER_TIMING: z.enum(['on', 'off']).default('off'),
    /**
     * Lead posts allowed per address (IP) per window: a ceiling for an office or a mobile network
     * that many people share, so higher than one person's limit (LEADS_MAILBOX_RATE_LIMIT).
     */
    LEADS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Lead posts allowed per mailbox (however its address is written) per window: one person's limit. */
    LEADS_MAILBOX_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
    LEADS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** Days after a lead's last delivery succeeded that its personal data is removed from the outbox (README "Personal data"). */
    LEADS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** Minutes a lead may wait for its deliveries before /healthz reports them failing (README "Health checks"). */
    LEADS_ALERT_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Sanity roles whose members may use the Studio's Leads tool (comma-separated; README "The Leads tool"). */
    LEADS_STAFF_ROLES: z
      .string()
      .trim()
      .default('administrator,editor')
      .transform((value) =>
        value
          .split(',')
          .map((role) => role.trim())
          .filter(Boolean),
      )
      .refine((roles) => roles.length > 0, 'must name at least one Sanity role'),
    /** Who is mailed when leads stop reaching a sink, and when they reach it again; unset: LEADS_EMAIL_TO. */
    LEADS_ALERT_TO: z
      .string()
      .trim()
      .regex(/@/, 'must contain an e-mail address')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * Signs what the site hands to a browser and must recognise when it comes back (HMAC-SHA256):
     * the lead forms' fill-time tokens, the no-JS error flash and content editors' preview sessions.
     * Unset: a random secret kept in `form-secret` beside the outbox (created on first use), so a
     * restart does not turn forms already open in a browser into "spam". Every node of a site needs
     * the same one.
     */
    SIGNING_SECRET: signingSecret,
    /** The old name of SIGNING_SECRET, still read (with a warning) when SIGNING_SECRET is not set. */
    FORM_SECRET: signingSecret,

    // --- Home page search widget (app/pages/home/components/search-widget.tsx) --------------
    /**
     * Test-only: a search widget script URL used instead of the content's (e2e tests point it at a
     * URL that fails). Honoured only outside production or with E2E=1 (see searchWidgetScriptUrl).
     */
    SEARCH_WIDGET_SCRIPT_URL_OVERRIDE: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Set by playwright.config.ts: allows the test-only overrides above on a production build. */
    E2E: z
      .enum(['0', '1', 'true', 'false', ''])
      .optional()
      .transform((value) => (value === '1' || value === 'true' ? true : undefined)),
  })
  .superRefine((value, context) => {
    if (value.LEADS_LEASE_MS !== undefined && value.LEADS_LEASE_MS <= value.LEADS_DELIVERY_TIMEOUT_MS) {
      context.addIssue({ code: 'custom', path: ['LEADS_LEASE_MS'], message: 'must be longer than LEADS_DELIVERY_TIMEOUT_MS' })
    }
    if (value.TRUST_PROXY === true) {
      context.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          "true believes X-Forwarded-For from anyone, so every client could pick its own address (and another visitor's lead limit). " +
          'Name the proxies in front instead: their number (1 for one load balancer) or their addresses (loopback, 10.0.0.0/8).',
      })
    }
    // Without it a request's Host would choose the links in pages, sitemaps and e-mails (ADR 20).
    if (value.NODE_ENV === 'production' && value.SITE_URL === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: 'must be set in production: the public origin every link is built on, e.g. https://www.harbourline.example',
      })
    }
    // A secret short enough to guess stops a live site; tests and development may use short ones.
    if (value.NODE_ENV === 'production') {
      for (const name of PRODUCTION_SECRETS) {
        const secret = value[name]
        if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `must be at least ${MIN_SECRET_LENGTH} characters in production (e.g. openssl rand -hex 32)`,
          })
        }
      }
    }
  })
  // Development's origin is this machine on the site's port.
  .transform((value) => ({ ...value, SITE_URL: value.SITE_URL ?? `http://localhost:${value.PORT}` }))

/** Secrets that open something (signing, preview, the publish webhook, /healthz in full). */
const PRODUCTION_SECRETS = ['SIGNING_SECRET', 'FORM_SECRET', 'SANITY_PREVIEW_SECRET', 'SANITY_WEBHOOK_SECRET', 'HEALTHZ_TOKEN'] as const
const MIN_SECRET_LENGTH = 32

export type Env = Omit<z.infer<typeof EnvSchema>, 'FORM_SECRET'>

export function parseEnv(source: Record<string, string | undefined>, warn: (message: string) => void = console.warn): Env {
  const result = EnvSchema.safeParse(source)
  if (result.success) {
    const { FORM_SECRET, ...parsed } = result.data
    if (FORM_SECRET && !parsed.SIGNING_SECRET) {
      warn('FORM_SECRET is the old name of SIGNING_SECRET (it also signs preview sessions): it is used for now; rename it.')
      return { ...parsed, SIGNING_SECRET: FORM_SECRET }
    }
    return parsed
  }
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n')
  throw new Error(`Invalid environment variables:\n${problems}\nSee .env.example for every variable.`)
}

export const env: Env = parseEnv(process.env)
