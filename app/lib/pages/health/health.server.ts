import { createHash, timingSafeEqual } from 'node:crypto'

import { contentBackendKind, getSiteSettings } from '~/lib/content/content.server'
import { deliveryProblems } from '~/lib/leads/delivery/backlog'
import { leadPipeline } from '~/lib/leads/index.server'
import type { DeliveryStatus, RetentionCounts } from '~/lib/leads/outbox/outbox.server'
import { retentionCutoff } from '~/lib/leads/personal-data'
import type { PageStoreStats } from '~/lib/platform/page-cache/store.server'

// GET /healthz, for an uptime monitor: can this process serve pages (content) and keep leads (the
// outbox), and has every lead reached the agency (no dead delivery, none waiting too long)?
// GET /healthz/node, for a load balancer: the first question alone, so one lead the spreadsheet
// refused never takes a node out of service. Both name the backend and count deliveries; they
// never show a path, URL, address or error text, which could carry a secret.

export interface SiteHealth {
  /** `failing` while anything is in `problems`. */
  status: 'ok' | 'failing'
  /** What needs a person, in words anyone may read (no counts, no lead); empty when all is well. */
  problems: string[]
  /** Whether this process can serve pages and keep leads: what a load balancer asks (/healthz/node). */
  node: 'ok' | 'failing'
  content: { backend: 'embedded' | 'sanity'; ok: boolean }
  leads: {
    ok: boolean
    deliveries?: Record<DeliveryStatus, number>
    oldestUnfinishedAt?: string | null
    /** Leads past the retention period: due for the next purge, or held until their delivery. */
    personalDataPastRetention?: RetentionCounts & { days: number }
  }
  /** The in-process page cache (ADR 19): entries, bytes and hit ratio since the process started. */
  pageCache: PageStoreStats
}

/**
 * Whether a /healthz request may see the details (lead and cache counts): from this machine
 * (the visitor's address as Express decides it, TRUST_PROXY included), or with the bearer token.
 * Anyone else gets the status alone, which is all a load balancer needs.
 */
export function mayReadHealthDetails({
  clientIp,
  authorization,
  token,
}: {
  clientIp: string | null
  authorization: string | null
  token: string | undefined
}): boolean {
  if (clientIp !== null && isLoopback(clientIp)) return true
  const given = /^Bearer\s+(\S{1,512})$/i.exec(authorization?.trim() ?? '')?.[1]
  if (!token || !given) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(token))
}

function isLoopback(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)
}

/**
 * The site's health; `pageCache` is this process's page store's counts (handed in by the route).
 * The retention counts scan the outbox's leads, so they are read only for a caller who sees them
 * (`details`), not for every load balancer's check.
 */
export async function siteHealth(pageCache: PageStoreStats, { details }: { details: boolean }): Promise<SiteHealth> {
  const [contentOk, leads] = await Promise.all([
    getSiteSettings().then(
      () => true,
      () => false,
    ),
    (async () => {
      try {
        const { outbox, config } = leadPipeline()
        const [{ byStatus, oldestUnfinishedAt }, unmailedAlerts, retention] = await Promise.all([
          outbox.deliveryCounts(),
          outbox.unmailedAlerts(),
          details ? outbox.retentionCounts(retentionCutoff(Date.now(), config.retentionDays)) : undefined,
        ])
        const problems = deliveryProblems(
          { dead: byStatus.dead, oldestUnfinishedAt, alertNotMailed: unmailedAlerts.length > 0 },
          { now: Date.now(), alertAfterMinutes: config.alertAfterMinutes },
        )
        return {
          ok: true,
          problems,
          deliveries: byStatus,
          oldestUnfinishedAt,
          ...(retention ? { personalDataPastRetention: { days: config.retentionDays, ...retention } } : {}),
        }
      } catch {
        return { ok: false, problems: [] }
      }
    })(),
  ])
  const { problems: deliveryTrouble, ...leadsHealth } = leads
  const problems = [
    ...(contentOk ? [] : ['the content cannot be read']),
    ...(leads.ok ? [] : ['the lead outbox does not answer: leads cannot be taken']),
    ...deliveryTrouble,
  ]
  return {
    status: problems.length === 0 ? 'ok' : 'failing',
    problems,
    node: contentOk && leads.ok ? 'ok' : 'failing',
    content: { backend: contentBackendKind(), ok: contentOk },
    leads: leadsHealth,
    pageCache,
  }
}
