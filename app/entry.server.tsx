import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import type { ReactElement } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'

import { PrerenderedCards } from '~/components/ui'
import { mapFacade } from '~/lib/contact'
import { getSiteSettings } from '~/lib/content/content.server'
import { getContactPage } from '~/lib/content/detail.server'
import { env } from '~/lib/env.server'
import { searchWidgetOrigins } from '~/lib/home/home.server'
import { isHttps } from '~/lib/http'
import { spliceCards } from '~/lib/http/card-bytes.server'
import { documentBodyStream } from '~/lib/http/document-stream.server'
import { pageCacheHeaders } from '~/lib/http/page-cache'
import { visitorOf } from '~/lib/currency/visitor.server'
import { utmCookieForRequest } from '~/lib/leads/utm.server'
import { contentSecurityPolicy, originOf } from '~/lib/security'
import { NonceProvider } from '~/lib/security/nonce'

// Importing the env here parses it when the server build loads; server.js reads PORT/HOST and the
// base security headers from these exports, and starts / stops the lead delivery worker with them.
export { env }
export { BASE_SECURITY_HEADERS } from '~/lib/security'
export { startDeliveryWorker, stopDeliveryWorker } from '~/lib/leads/index.server'
export { requestPerspective } from '~/lib/preview/mode.server'
export { withPerspective } from '~/lib/content/scope.server'
export { createTurnQueue } from '~/lib/http/turns.server'
export { refuseOversizedBody } from '~/lib/http/body-limit.server'

const ABORT_DELAY = 5_000
const NO_CARDS: ReadonlyMap<string, string> = new Map()

/** The CSP of a document: nonce for our scripts, and only the third-party origins content names. */
async function documentPolicy(nonce: string, preview: boolean): Promise<string> {
  let bookingOrigin: string | null = null
  let mapOrigin: string | null = null
  let widget: { scripts: string[]; connect: string[] } = { scripts: [], connect: [] }
  try {
    bookingOrigin = originOf((await getSiteSettings()).bookingEngine.host)
    // The home page's search widget, when content configures one (its script and the libraries it asks for).
    widget = await searchWidgetOrigins()
    // The /contact map's frame (loaded only when the visitor asks for it).
    mapOrigin = mapFacade((await getContactPage()).map).embedOrigin
  } catch {
    // Content unreadable: the error page still gets a strict policy.
  }
  return contentSecurityPolicy({
    nonce,
    scriptOrigins: widget.scripts,
    connectOrigins: widget.connect,
    frameOrigins: [bookingOrigin, mapOrigin],
    formOrigins: [bookingOrigin],
    imageOrigins: env.SANITY_PROJECT_ID ? ['https://cdn.sanity.io'] : [],
    development: env.NODE_ENV === 'development',
    // A preview session is shown in the Studio's Presentation iframe; nothing else may frame the site.
    frameAncestors: preview ? [originOf(env.SANITY_STUDIO_URL)] : [],
  })
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  const preview = loadContext.preview === true
  responseHeaders.set('Content-Security-Policy', await documentPolicy(nonce, preview))
  // The visit's campaign (utm_*, gclid) from its first landing page, for every lead form after it.
  const utmCookie = utmCookieForRequest(request, { secure: isHttps(request) })
  if (utmCookie) responseHeaders.append('Set-Cookie', utmCookie)
  if (!responseHeaders.has('Cache-Control')) {
    const cache = pageCacheHeaders({
      method: request.method,
      status: responseStatusCode,
      setsCookie: responseHeaders.has('Set-Cookie'),
      preview,
      decidedByAddress: visitorOf(request, loadContext.clientIp).countrySource === 'ip',
      countryHeader: env.COUNTRY_HEADER,
    })
    for (const [name, value] of Object.entries(cache ?? {})) responseHeaders.set(name, value)
  }
  const cards = loadContext.prerenderedCards
  const page = (
    <NonceProvider value={nonce}>
      {/* The HTML of cards the page's loader left out of its data (ADR 17). */}
      <PrerenderedCards.Provider value={cards?.placeholders ?? NO_CARDS}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </PrerenderedCards.Provider>
    </NonceProvider>
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // Every page renders in one pass (ADR 16): no loader defers, and the offer pages' lazy module is
  // settled on the server. React's string renderer gives the same HTML as its stream in about half
  // the CPU. A page that defers data streams instead, so its parts can follow as they come.
  if (!hasDeferredData(remixContext)) {
    const document = `<!DOCTYPE html>${renderToString(page)}`
    return new Response(cards ? spliceCards(document, cards) : document, { headers: responseHeaders, status: responseStatusCode })
  }
  return streamDocument(page, request, responseStatusCode, responseHeaders, nonce)
}

const hasDeferredData = (context: EntryContext) => Object.keys(context.staticHandlerContext.activeDeferreds ?? {}).length > 0

/** Crawlers get the whole document at once; browsers get it as soon as the shell is ready. */
function streamDocument(page: ReactElement, request: Request, status: number, headers: Headers, nonce: string): Promise<Response> {
  let responseStatusCode = status
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyEvent]() {
        shellRendered = true
        const body = documentBodyStream()
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatusCode }))
        pipe(body)
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        // Errors before the shell are reported by onShellError; later ones are logged here.
        if (shellRendered) console.error(error)
      },
    })
    setTimeout(abort, ABORT_DELAY)
  })
}
