import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'

import type { NextFunction, Request, Response } from 'express'

import { configuredOrigin, decideOrigin, type OriginDecision, readRequestTarget, type RequestTarget, type SiteOrigin } from './origin'

/** Whether the sender `hop` proxies back may be believed (TRUST_PROXY, as Express compiles it: `app.get('trust proxy fn')`). */
type TrustFunction = (address: string | undefined, hop: number) => boolean

interface OriginOptions {
  siteOrigin: SiteOrigin
  trusts: TrustFunction
}

/**
 * The protocol the visitor used, read as Express reads `request.protocol`: the connection's own, or
 * the first X-Forwarded-Proto from a proxy TRUST_PROXY trusts.
 */
function requestProtocol(request: IncomingMessage, trusts: TrustFunction): string {
  const own = (request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http'
  if (!trusts(request.socket.remoteAddress, 0)) return own
  const header = request.headers['x-forwarded-proto']
  const value = (Array.isArray(header) ? header[0] : header) || own
  return value.split(',', 1)[0]!.trim()
}

/**
 * The request's target and origin, decided from what may be believed: the Host, or the host of an
 * absolute request target; X-Forwarded-Host only from a proxy TRUST_PROXY trusts. Read without
 * changing the request, by the middleware below and by the page store's answer before it.
 */
function decideRequestOrigin(
  request: IncomingMessage,
  { siteOrigin, trusts }: OriginOptions,
): { target: RequestTarget & { ok: true }; decision: OriginDecision } | { target: RequestTarget & { ok: false } } {
  const target = readRequestTarget((request as { originalUrl?: string }).originalUrl ?? request.url ?? '')
  if (!target.ok) return { target }
  const forwardedHost = request.headers['x-forwarded-host']
  const decision = decideOrigin({
    siteOrigin,
    protocol: requestProtocol(request, trusts),
    hostHeader: target.host ?? request.headers.host,
    forwardedHost: trusts(request.socket.remoteAddress, 0) ? (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost) : undefined,
  })
  return { target, decision }
}

/**
 * For the page store's answer before the app: the origin pages are kept under for a request, or
 * null when the middleware would refuse or rewrite it. SITE_URL is read once, here.
 */
export function sharedOriginReader(siteUrl: string, trusts: TrustFunction): (request: IncomingMessage) => SiteOrigin | null {
  const options = { siteOrigin: configuredOrigin(siteUrl), trusts }
  return (request) => {
    const decided = decideRequestOrigin(request, options)
    if (!('decision' in decided) || !decided.decision.ok) return null
    // A target the middleware would rewrite (an absolute form) is left to it.
    if (decided.target.path !== ((request as { originalUrl?: string }).originalUrl ?? request.url)) return null
    return decided.decision.siteOrigin
  }
}

/**
 * Express middleware, first in server.js: decides the request's origin (decideRequestOrigin),
 * answers 400 to a malformed one, and leaves the request carrying only that origin and a plain
 * path, so React Router builds every URL on it and the page store keys pages by it
 * (`res.locals.siteOrigin`: SITE_URL's, whatever the request's Host).
 */
export function publicOrigin(siteUrl: string) {
  const siteOrigin = configuredOrigin(siteUrl)
  return (request: Request, response: Response, next: NextFunction) => {
    const badRequest = (reason: string) =>
      response.status(400).set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }).end(`Bad request. ${reason}\n`)
    const decided = decideRequestOrigin(request, { siteOrigin, trusts: request.app.get('trust proxy fn') as TrustFunction })
    if (!('decision' in decided)) return badRequest(decided.target.reason)
    const { target, decision } = decided
    if (target.path !== request.originalUrl) request.url = request.originalUrl = target.path
    if (!decision.ok) return badRequest(decision.reason)
    request.headers.host = decision.requestOrigin.host
    delete request.headers['x-forwarded-host']
    response.locals.siteOrigin = decision.siteOrigin satisfies SiteOrigin
    next()
  }
}
