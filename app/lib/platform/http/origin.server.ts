import type { NextFunction, Request, Response } from 'express'

import { decideOrigin, readRequestTarget, type SiteOrigin } from './origin'

type TrustFunction = (address: string | undefined, hop: number) => boolean

/**
 * Express middleware, first in server.js: decides the request's origin from what may be believed
 * (the Host, or the host of an absolute request target; X-Forwarded-Host only from a proxy
 * TRUST_PROXY trusts), answers 400 to a malformed one, and leaves the request carrying only that
 * origin and a plain path, so Remix builds every URL on it and the page store keys pages by it
 * (`res.locals.siteOrigin`, set only for an origin pages may be kept under: see decideOrigin).
 */
export function publicOrigin(siteUrl: string | undefined, localPort?: number) {
  return (request: Request, response: Response, next: NextFunction) => {
    const badRequest = (reason: string) =>
      response.status(400).set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }).end(`Bad request. ${reason}\n`)
    const target = readRequestTarget(request.originalUrl)
    if (!target.ok) return badRequest(target.reason)
    if (target.path !== request.originalUrl) request.url = request.originalUrl = target.path
    const trusts = request.app.get('trust proxy fn') as TrustFunction
    const forwardedHost = request.headers['x-forwarded-host']
    const decision = decideOrigin({
      siteUrl,
      protocol: request.protocol,
      hostHeader: target.host ?? request.headers.host,
      forwardedHost: trusts(request.socket.remoteAddress, 0) ? (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost) : undefined,
      localPort,
    })
    if (!decision.ok) return badRequest(decision.reason)
    request.headers.host = decision.requestOrigin.host
    delete request.headers['x-forwarded-host']
    // Only an origin pages may be kept under is handed to the page store; any other is rendered.
    if (decision.shared) response.locals.siteOrigin = decision.siteOrigin satisfies SiteOrigin
    next()
  }
}
