// The request log: one JSON line per answered request on stdout (pino), with what an operator needs
// to follow traffic: method, path, status, time and whether the page store answered. Never the
// query string, a header or a body, so a lead's fields and a visitor's cookies never reach the log.
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { DestinationStream } from 'pino'
import { pinoHttp } from 'pino-http'

/** The path of a request target, without its query string (which may carry anything a visitor typed). */
export function loggedPath(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/, 1)[0] ?? '/'
  return path.length > 512 ? `${path.slice(0, 512)}…` : path
}

/** Express middleware that logs each request once its answer is sent (REQUEST_LOG); `stream` defaults to stdout. */
export function requestLog({ enabled, stream }: { enabled: boolean; stream?: DestinationStream }) {
  return pinoHttp({
    enabled,
    ...(stream ? { stream } : {}),
    base: undefined,
    // The request's own fields only, read from Node's objects (wrapSerializers: false): pino-http's
    // default would log every header, cookies included.
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({ method: req.method, path: loggedPath(req.originalUrl ?? req.url) }),
      res: (res: ServerResponse) => ({ status: res.statusCode, cache: res.getHeader('x-page-cache') ?? undefined }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'answered',
    customErrorMessage: () => 'failed',
    customAttributeKeys: { responseTime: 'ms' },
    quietReqLogger: true,
  })
}
