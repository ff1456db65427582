// The composition root of a server process: the page store, wired with what this site's pages are
// decided for; the lead delivery worker; and, with DATABASE_URL, the listener that hears other
// nodes' publishes. server.js mounts the store and starts the services once it listens, and stops
// them on SIGTERM. Modules below are handed what they need from here (docs/decisions/0026-layers.md).
import { randomUUID } from 'node:crypto'

import { remember } from '@epic-web/remember'
import { LRUCache } from 'lru-cache'
import type pg from 'pg'

import { purgeContent } from '~/lib/content/content.server'
import { announcePublish, createPublishListener, type PublishListener } from '~/lib/content/publish.server'
import { WEBHOOK_SIGNATURE_WINDOW_MS, type WebhookCallLedger } from '~/lib/content/revalidate.server'
import { startDeliveryWorker, stopDeliveryWorker } from '~/lib/leads/index.server'
import { type PostgresSchema, postgresSchema } from '~/lib/leads/outbox/postgres-schema.server'
import { PAGE_QUERY_PARAMS, personalPageReason, requestPageVariant } from '~/lib/pages/site/page-variant.server'
import { env } from '~/lib/platform/env/env.server'
import { createPageStore } from '~/lib/platform/page-cache/store.server'
import { createPostgresPool } from '~/lib/platform/postgres/pool.server'

// Remembered for the process: in development (`npm run dev`) Vite evaluates a server module again
// after an edit to it or to what it imports, and a second publish listener or database pool would
// run beside the first. In production each module is evaluated once and this is a plain object.
interface ServicesState {
  listener?: PublishListener
  notifier?: pg.Pool
  /** This process's name in publish announcements, so its listener passes over its own. */
  nodeId?: string
  /** The schema of the shared database (its webhook_calls table), migrated at first use. */
  schema?: PostgresSchema
  /** Publish webhook calls acted on, without DATABASE_URL. */
  seenCalls?: LRUCache<string, true>
}
const state = remember('harbourline-site-services', (): ServicesState => ({}))
const nodeId = (state.nodeId ??= randomUUID())

/** This process's page store (PAGE_CACHE, PAGE_CACHE_MAX_MB), keyed as ADR 20 says. */
export const pageStore = createPageStore({
  enabled: env.PAGE_CACHE === 'on',
  maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
  pageParams: PAGE_QUERY_PARAMS,
  variantOf: requestPageVariant(env.COUNTRY_HEADER),
  personalReason: personalPageReason,
})

/** Empties this node's content memo and rendered pages: the next request reads the change. */
function dropCachedContent(): void {
  purgeContent()
  pageStore.clear()
}

/**
 * Starts delivering stored leads (resuming whatever an earlier process left) and, with
 * DATABASE_URL, listening for publishes. An outbox that cannot be opened does not stop the site:
 * pages still serve, lead posts answer 503.
 */
export function startSiteServices(): void {
  try {
    startDeliveryWorker()
  } catch (error) {
    console.error('The lead outbox could not be opened; lead posts will answer 503 until it can', error)
  }
  if (env.DATABASE_URL && !state.listener) {
    state.listener = createPublishListener({
      databaseUrl: env.DATABASE_URL,
      nodeId,
      onPublish: (documentId) => {
        dropCachedContent()
        console.info(`content: a publish${documentId ? ` of ${documentId}` : ''} on another node (or a reconnect); caches dropped`)
      },
    })
  }
}

/** Lets running deliveries finish and closes every connection (graceful shutdown, tests). */
export async function stopSiteServices(): Promise<void> {
  const { listener, notifier, schema } = state
  state.listener = undefined
  state.notifier = undefined
  state.schema = undefined
  await schema?.settled()
  await Promise.all([stopDeliveryWorker(), listener?.close(), notifier?.end()])
}

/**
 * A publish: this node drops its caches at once; with DATABASE_URL every other node is told, and
 * drops its own. Rejects when the other nodes could not be told (the webhook then answers 503 and
 * Sanity sends it again).
 */
export async function publishEverywhere(documentId: string | undefined): Promise<void> {
  dropCachedContent()
  if (!env.DATABASE_URL) return
  await announcePublish(sharedPool(env.DATABASE_URL), { documentId, from: nodeId })
}

function sharedPool(databaseUrl: string): pg.Pool {
  state.notifier ??= createPostgresPool(databaseUrl, { max: 1, label: 'content: publish news' })
  return state.notifier
}

/**
 * The publish webhook's record of calls acted on: with DATABASE_URL in the shared database (a
 * call replayed to any node is acted on once), else in this process, for twice the signature
 * window (a call older than that is refused by its timestamp anyway).
 */
export function webhookCallLedger(): WebhookCallLedger {
  const databaseUrl = env.DATABASE_URL
  if (!databaseUrl) {
    const seen = (state.seenCalls ??= new LRUCache<string, true>({ max: 10_000, ttl: 2 * WEBHOOK_SIGNATURE_WINDOW_MS }))
    return {
      async claim(keys) {
        if (keys.some((key) => seen.has(key))) return false
        for (const key of keys) seen.set(key, true)
        return true
      },
      async release(keys) {
        for (const key of keys) seen.delete(key)
      },
    }
  }
  return {
    async claim(keys) {
      const pool = sharedPool(databaseUrl)
      await (state.schema ??= postgresSchema(pool)).ready()
      // Every key is inserted or found: a call is new only when none of them was there. Rows older
      // than an hour (far past the signature window) go in the same statement.
      const { rows } = await pool.query<{ inserted: number }>(
        `WITH gone AS (DELETE FROM webhook_calls WHERE seen_at < now() - interval '1 hour'),
              inserted AS (INSERT INTO webhook_calls (key) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING RETURNING key)
         SELECT count(*)::int AS inserted FROM inserted`,
        [[...keys]],
      )
      return rows[0]?.inserted === keys.length
    },
    async release(keys) {
      await sharedPool(databaseUrl).query('DELETE FROM webhook_calls WHERE key = ANY($1::text[])', [[...keys]])
    },
  }
}
