import { contentBackendKind, getSiteSettings } from '~/lib/content/content.server'
import type { DeliveryStatus } from '~/lib/leads/outbox.server'
import { pageStore, type PageStoreStats } from '~/lib/http/page-store.server'
import { leadPipeline } from '~/lib/leads/index.server'

// GET /healthz: can this process serve pages (content) and keep leads (the outbox)? It names
// the backend and counts deliveries; it never shows a path, URL, address or error text, which
// could carry a secret.

export interface SiteHealth {
  status: 'ok' | 'failing'
  content: { backend: 'embedded' | 'sanity'; ok: boolean }
  leads: { ok: boolean; deliveries?: Record<DeliveryStatus, number>; oldestUnfinishedAt?: string | null }
  /** The in-process page cache (ADR 19): entries, bytes and hit ratio since the process started. */
  pageCache: PageStoreStats
}

export async function siteHealth(): Promise<SiteHealth> {
  const [contentOk, leads] = await Promise.all([
    getSiteSettings().then(
      () => true,
      () => false,
    ),
    Promise.resolve().then(() => {
      try {
        const { byStatus, oldestUnfinishedAt } = leadPipeline().outbox.deliveryCounts()
        return { ok: true, deliveries: byStatus, oldestUnfinishedAt }
      } catch {
        return { ok: false }
      }
    }),
  ])
  return {
    status: contentOk && leads.ok ? 'ok' : 'failing',
    content: { backend: contentBackendKind(), ok: contentOk },
    leads,
    pageCache: pageStore.stats(),
  }
}
