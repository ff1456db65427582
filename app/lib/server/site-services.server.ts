// What runs beside the request handler in each server process: the lead delivery worker and, with
// DATABASE_URL, the listener that hears other nodes' publishes. server.js starts them once it
// listens and stops them on SIGTERM.
import { randomUUID } from 'node:crypto'

import type pg from 'pg'

import { announcePublish, createPublishListener, dropCachedContent, type PublishListener } from '~/lib/content/publish.server'
import { env } from '~/lib/env.server'
import { startDeliveryWorker, stopDeliveryWorker } from '~/lib/leads/index.server'
import { createPostgresPool } from '~/lib/server/postgres.server'

// On globalThis: `remix dev` re-evaluates the server build on every change.
interface ServicesGlobal {
  listener?: PublishListener
  notifier?: pg.Pool
  /** This process's name in publish announcements, so its listener passes over its own. */
  nodeId?: string
}
const state: ServicesGlobal = ((globalThis as { __harbourlineServices?: ServicesGlobal }).__harbourlineServices ??= {})
const nodeId = (state.nodeId ??= randomUUID())

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
  const { listener, notifier } = state
  state.listener = undefined
  state.notifier = undefined
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
  state.notifier ??= createPostgresPool(env.DATABASE_URL, { max: 1, label: 'content: publish news' })
  await announcePublish(state.notifier, { documentId, from: nodeId })
}
