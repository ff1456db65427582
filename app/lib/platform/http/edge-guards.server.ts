// Requests the server understands but will not serve, answered at the edge (server.js) with a
// clear status instead of the 500 they would meet deeper in: a method no route implements, and a
// form posted to a page from another site. Each is one line in the log, never a stack trace.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { isCrossSite } from './request-guards.server'

/** The methods some route of the site takes or answers with 405; any other is not implemented here. */
const IMPLEMENTED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** What a request is met with before any route sees it: nothing (null), or a refusal. */
export type EdgeRefusal =
  | { kind: 'not-implemented'; status: 501; text: string }
  /** A form sent to a page from another site: the page answers with the site's 403 error page. */
  | { kind: 'foreign-page-post'; status: 403 }

export interface EdgeRequest {
  method: string
  /** The path, without the query string. */
  path: string
  headers: Headers
}

/**
 * Whether, and how, a request is refused at the edge. Routes under /api/ check the origin of what
 * they take themselves (a lead's 403 answers in the form's words), but not at their `.data`
 * addresses; a page takes no forms, and React Router would otherwise stop a foreign one with an error (a 500).
 */
export function edgeRefusal(request: EdgeRequest, siteOrigins: readonly (string | undefined)[]): EdgeRefusal | null {
  const method = request.method.toUpperCase()
  if (!IMPLEMENTED_METHODS.has(method)) return { kind: 'not-implemented', status: 501, text: `This server does not implement ${method.slice(0, 32)}.\n` }
  // A route's `.data` address (a client-side post) is answered by React Router's single fetch, which stops a
  // foreign one with an error (a 500) before the route could answer in its own words.
  const ownsOriginCheck = request.path.startsWith('/api/') && !request.path.endsWith('.data')
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || ownsOriginCheck) return null
  return isCrossSite(request, siteOrigins) ? { kind: 'foreign-page-post', status: 403 } : null
}

const headersOf = (request: IncomingMessage): Headers => {
  const headers = new Headers()
  for (const name of ['host', 'origin', 'sec-fetch-site']) {
    const value = request.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  return headers
}

export type EdgeResponse = ServerResponse & { locals?: Record<string, unknown> }

/**
 * Express middleware (server.js, after the page store): a method nobody implements gets 501; a
 * foreign form post to a page is turned into a read of that page with `res.locals.refusal = 403`,
 * which the root loader throws, so the visitor sees the site's own error page with its CSP.
 */
export function edgeGuards(siteOrigins: readonly (string | undefined)[]) {
  return (request: IncomingMessage & { path?: string }, response: EdgeResponse, next: () => void) => {
    const path = request.path ?? (request.url ?? '/').split('?')[0] ?? '/'
    const refusal = edgeRefusal({ method: request.method ?? 'GET', path, headers: headersOf(request) }, siteOrigins)
    if (!refusal) return next()
    console.warn(`edge: ${refusal.status} for ${(request.method ?? '').slice(0, 32)} ${path.slice(0, 200)}`)
    if (refusal.kind === 'not-implemented') {
      response.writeHead(501, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Allow: 'GET, HEAD, POST' })
      response.end(refusal.text)
      return
    }
    request.method = 'GET'
    delete request.headers.origin
    if (response.locals) response.locals.refusal = refusal.status
    next()
  }
}

/**
 * Express's last error handler (server.js): an error that carries a 4xx status (a body parser's,
 * a static file's) is the request's fault, answered in plain words and logged as one line; any
 * other is ours, logged with its stack and answered 500. Express's own handler logs every stack.
 */
export function answerRequestError(error: unknown, request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void): void {
  if (response.headersSent) return next(error)
  const declared = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode
  const status = typeof declared === 'number' && declared >= 400 && declared < 600 ? declared : 500
  const path = (request.url ?? '/').split('?')[0]?.slice(0, 200)
  if (status < 500)
    console.warn(`edge: ${status} for ${(request.method ?? '').slice(0, 32)} ${path}: ${error instanceof Error ? error.message.slice(0, 200) : 'refused'}`)
  else console.error(error)
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  response.end(status < 500 ? 'Bad request.\n' : 'Something went wrong on our side. Please try again in a moment.\n')
}
