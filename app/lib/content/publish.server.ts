// What a publish does to this site's caches. The publish webhook reaches one node; that node drops
// its content memo and page cache at once (app/site-services.server.ts). With DATABASE_URL, every node also LISTENs on one
// PostgreSQL channel and the node that got the webhook NOTIFYs it, so the other nodes drop theirs
// within moments instead of serving old content until it expires. A node hears its own news too
// and passes it over (it dropped its caches when it announced). A node whose listening connection
// drops reconnects, and drops its caches once it is back (it may have missed a publish). While the
// database does not answer, the waits between tries grow (1 s doubling to 30 s, jittered), so a
// database that is down is not hit, nor the log filled, every second by every node. A connection
// the network drops without a word would hear nothing and say nothing: a heartbeat statement on
// it finds that out, and the listener reconnects as for any other loss.
import pg from 'pg'
import { z } from 'zod'

import { postgresClientConfig, type PostgresTimeouts } from '~/lib/platform/postgres/pool.server'
import { backoffDelayMs } from '~/lib/platform/retry/backoff'

const PUBLISH_CHANNEL = 'harbourline_content_published'

export interface PublishListenerOptions {
  databaseUrl: string
  /** Runs for every publish announced by another node, and once after each reconnect. */
  onPublish: (documentId: string | undefined) => void
  /** This node's name in announcements (announcePublish's `from`): its own are passed over. */
  nodeId?: string
  channel?: string
  /** The longest wait before the first reconnect (default 1 s); it doubles after each failed try. */
  retryMs?: number
  /** The longest wait between tries, however many failed (default 30 s). */
  maxRetryMs?: number
  /** A number in [0, 1) that places each wait under its ceiling (tests pin it). */
  random?: () => number
  log?: (line: string) => void
  /** How long to wait for the database (tests shorten them). */
  timeouts?: PostgresTimeouts
  /** How often the listening connection is asked whether it still answers (default 15 s). */
  heartbeatMs?: number
}

export interface PublishListener {
  /** Resolves once the first connection listens (or failed; it then keeps trying). */
  readonly ready: Promise<void>
  close(): Promise<void>
}

/** What an announcement carries: the published document, and the node that announced it. */
const PublishNews = z.object({ documentId: z.string().optional(), from: z.string().optional() })

function readNews(payload: string): { documentId: string | undefined; from: string | undefined } {
  let json: unknown
  try {
    json = JSON.parse(payload)
  } catch {
    json = undefined
  }
  const news = PublishNews.safeParse(json)
  // A node of an earlier release announces the bare document id.
  if (!news.success) return { documentId: payload || undefined, from: undefined }
  return { documentId: news.data.documentId || undefined, from: news.data.from }
}

export function createPublishListener({
  databaseUrl,
  onPublish,
  nodeId,
  channel = PUBLISH_CHANNEL,
  retryMs = 1_000,
  maxRetryMs = 30_000,
  random,
  log = console.warn,
  timeouts,
  heartbeatMs = 15_000,
}: PublishListenerOptions): PublishListener {
  let client: pg.Client | undefined
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let closed = false
  // Tries that failed since the connection last listened: each one doubles the next wait.
  let failedTries = 0

  async function listen(): Promise<void> {
    const next = new pg.Client(postgresClientConfig(databaseUrl, timeouts))
    next.on('notification', (message) => {
      if (message.channel !== channel) return
      const news = readNews(message.payload ?? '')
      if (nodeId === undefined || news.from !== nodeId) onPublish(news.documentId)
    })
    const lost = (reason: string) => {
      if (client !== next) return
      client = undefined
      clearInterval(heartbeat)
      next.end().catch(() => undefined)
      tryAgain(`${reason}; reconnecting`)
    }
    next.on('error', (error) => lost(error.message))
    next.on('end', () => lost('the connection ended'))
    try {
      await next.connect()
      // LISTEN takes an identifier, not a parameter.
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      await next.end().catch(() => undefined)
      throw error
    }
    if (closed) {
      await next.end()
      return
    }
    client = next
    heartbeat = setInterval(() => {
      next.query('SELECT 1').catch((error: Error) => lost(`no answer on the listening connection (${error.message})`))
    }, heartbeatMs)
    heartbeat.unref?.()
  }

  /** Says why, then listens again after a wait that grows with each failed try. */
  function tryAgain(why: string): void {
    if (closed || retry) return
    const wait = backoffDelayMs(failedTries, { baseMs: retryMs, capMs: maxRetryMs, random })
    log(`[content] publish listener: ${why} in ${(wait / 1000).toFixed(1)} s`)
    retry = setTimeout(() => {
      retry = undefined
      listen().then(
        () => {
          if (closed) return
          failedTries = 0
          log('[content] publish listener: listening again')
          onPublish(undefined)
        },
        (error: Error) => {
          failedTries += 1
          tryAgain(`${error.message}; retrying`)
        },
      )
    }, wait)
    // The listener must not keep a process alive on its own.
    retry.unref?.()
  }

  const ready = listen().catch((error: Error) => {
    failedTries = 1
    tryAgain(`${error.message}; retrying`)
  })

  return {
    ready,
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      clearInterval(heartbeat)
      const current = client
      client = undefined
      await current?.end().catch(() => undefined)
    },
  }
}

/** Tells every node listening on the same database that content was published; `from` names the announcing node. */
export async function announcePublish(
  pool: pg.Pool,
  { documentId, from }: { documentId: string | undefined; from: string },
  channel = PUBLISH_CHANNEL,
): Promise<void> {
  await pool.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ documentId, from })])
}
