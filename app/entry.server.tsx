import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { randomBytes } from 'node:crypto'
import { RemixServer } from '@remix-run/react'

import { env } from '~/lib/env.server'
import { isHttps } from '~/lib/http'
import { countryDecision, pageCacheHeaders } from '~/lib/http/page-cache'
import { renderDocument } from '~/lib/http/render-document.server'
import { visitorOf } from '~/lib/currency/visitor.server'
import { utmCookieForRequest } from '~/lib/campaign/utm.server'
import { documentPolicy } from '~/lib/security/document-policy.server'
import { inlineHashes } from '~/lib/security/inline-hashes.server'
import { NonceProvider } from '~/lib/security/nonce'

// Importing the env here parses it when the server build loads; server.js reads PORT/HOST and the
// base security headers from these exports, and starts / stops the site's services with them.
export { env }
export { BASE_SECURITY_HEADERS } from '~/lib/security'
export { startSiteServices, stopSiteServices } from '~/lib/server/site-services.server'
export { inPreviewScope, previewScope } from '~/lib/preview/mode.server'
export { refuseOversizedBody } from '~/lib/http/body-limit.server'
export { pageStore } from '~/lib/http/page-store.server'
export { publicOrigin } from '~/lib/http/origin.server'

const ABORT_DELAY = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const preview = loadContext.preview === true
  // A preview is for one editor and never stored, so it may carry a nonce (its overlays add styles
  // at run time, which only a nonce admits). Any other page is allowed its inline scripts by their
  // hashes, so a cached copy carries nothing one visitor could learn and reuse (ADR 20).
  const nonce = preview ? randomBytes(16).toString('base64') : undefined
  // The visit's campaign (utm_*, gclid) from its first landing page, for every lead form after it.
  const utmCookie = utmCookieForRequest(request, { secure: isHttps(request) })
  if (utmCookie) responseHeaders.append('Set-Cookie', utmCookie)
  if (!responseHeaders.has('Cache-Control')) {
    const { countrySource } = visitorOf(request, loadContext.clientIp)
    const cache = pageCacheHeaders({
      method: request.method,
      status: responseStatusCode,
      setsCookie: responseHeaders.has('Set-Cookie'),
      preview,
      ...countryDecision(countrySource),
      countryHeader: env.COUNTRY_HEADER,
    })
    for (const [name, value] of Object.entries(cache ?? {})) responseHeaders.set(name, value)
  }
  const page = (
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
    </NonceProvider>
  )
  const document = await renderDocument(page, { nonce, abortAfterMs: ABORT_DELAY })
  responseHeaders.set('Content-Security-Policy', await documentPolicy(nonce ? { nonce } : inlineHashes(document.html), preview))
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // React's stream starts the document with its doctype.
  return new Response(document.html, { headers: responseHeaders, status: document.failed ? 500 : responseStatusCode })
}
