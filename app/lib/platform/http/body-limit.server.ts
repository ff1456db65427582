// The largest request body the server reads at all. Each route that takes a body reads it with a
// limit of its own (lead posts 64 KB, the currency switcher 16 KB, counted as they stream in); the
// largest of them (the publish webhook's, handed in by entry.server.tsx) is checked on the declared
// length before any route runs, so an oversized upload to any URL is answered 413 and its
// connection closed, none of it read.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { contentLengthOver } from './request-guards.server'

/** The answer to a body over a limit: plain text, never stored, and the connection closed. */
export const BODY_TOO_LARGE = {
  status: 413,
  text: 'Request body too large.\n',
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' },
} as const

/**
 * Express middleware (server.js): 413 with `Connection: close` for a declared body over `maxBytes`.
 * Node then closes the connection once the answer is written, without reading the body.
 */
export function refuseBodiesOver(maxBytes: number) {
  return function refuseOversizedBody(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    if (!contentLengthOver(req.headers['content-length'], maxBytes)) return next()
    res.writeHead(BODY_TOO_LARGE.status, BODY_TOO_LARGE.headers)
    res.end(BODY_TOO_LARGE.text)
  }
}
