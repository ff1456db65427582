// The request log: one JSON line per answered request on stdout (pino), with what an operator needs
// to follow traffic: method, path, status, time and whether the page store answered. Never the
// query string, a header or a body, so a lead's fields and a visitor's cookies never reach the log.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { type DestinationStream, pino } from 'pino'

/** The path of a request target, without its query string (which may carry anything a visitor typed). */
export function loggedPath(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/, 1)[0] ?? '/'
  return path.length > 512 ? `${path.slice(0, 512)}…` : path
}

/**
 * Logs a request once its answer is sent, or once its client went away first (REQUEST_LOG):
 * called first for every request, with the request and its response. `stream` defaults to stdout;
 * `cacheStateOf` tells how the page store answered (HIT, STALE, MISS), where it did. The fields are
 * read from Node's own objects, one plain object per line (pino-http, tried first, spent a quarter
 * of a cached page's time on its child loggers: ADR 31).
 */
export function requestLog({
  enabled,
  stream,
  cacheStateOf = () => undefined,
}: {
  enabled: boolean
  stream?: DestinationStream
  cacheStateOf?: (response: ServerResponse) => string | undefined
}) {
  // Written asynchronously: the lines that come while a write is under way go out together in the
  // next one, not one system call each; pino flushes what is left as the process exits. Waiting
  // lines are joined into pieces of at most 2 KB (sonic-boom's maxWrite, 16 KB by default): it
  // measures the piece a line joins on every write, which at the default cost a cached page a
  // tenth of its time under load (ADR 31).
  const logger = pino({ enabled, base: undefined }, stream ?? pino.destination({ dest: 1, sync: false, maxWrite: 2048 }))
  return (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next?: () => void) => {
    if (enabled) {
      const started = Date.now()
      // One listener: a response closes after it finished, or without finishing when its client
      // went away first.
      response.once('close', () => {
        const req = { method: request.method, path: loggedPath(request.originalUrl ?? request.url) }
        if (!response.writableFinished) return logger.info({ req, ms: Date.now() - started }, 'client went away')
        const line = { req, res: { status: response.statusCode, cache: cacheStateOf(response) }, ms: Date.now() - started }
        if (response.statusCode >= 500) logger.error(line, 'answered')
        else logger.info(line, 'answered')
      })
    }
    next?.()
  }
}
