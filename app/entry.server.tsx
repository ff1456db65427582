import type { IncomingMessage } from 'node:http'

import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'

import { WEBHOOK_BODY_LIMIT } from '~/lib/content/revalidate.server'
import { canonicalOfRender, documentNonce, setCanonicalLink, setDocumentHeaders, setVisitHeaders } from '~/lib/pages/site/document-headers.server'
import { visitorOfRequest } from '~/lib/pages/site/page-variant.server'
import { env } from '~/lib/platform/env/env.server'
import { refuseBodiesOver } from '~/lib/platform/http/body-limit.server'
import { clientAddress } from '~/lib/platform/http/client-address.server'
import { answerRequestError, edgeGuards } from '~/lib/platform/http/edge-guards.server'
import { publicOrigin, sharedOriginReader } from '~/lib/platform/http/origin.server'
import { renderDocument } from '~/lib/platform/http/render-document.server'
import { requestLog } from '~/lib/platform/http/request-log.server'
import { BASE_SECURITY_HEADERS } from '~/lib/platform/security'
import { NonceProvider } from '~/lib/platform/security/nonce'
import { inPreviewScope, perspectiveOfRequest, previewScope } from '~/lib/preview/mode.server'
import { pageFrameOrigins } from '~/site-pages.server'
import { pageStore, startSiteServices, stopSiteServices } from '~/site-services.server'

/**
 * What server.js takes from the app build: the checked environment (parsed, and a bad variable
 * reported by name, when the build is imported), the Express middleware of the app's own policies,
 * and the services that run beside the request handler.
 */
export const httpServerParts = {
  env,
  BASE_SECURITY_HEADERS,
  publicOrigin,
  /** The origin a page may be kept under, read as publicOrigin reads it, for the page store's answer before the app. */
  sharedOriginReader,
  edgeGuards,
  answerRequestError,
  clientAddress,
  /** The request's visitor, decided once (the page store asked first). */
  visitorOf: (request: IncomingMessage) => visitorOfRequest(request, env.COUNTRY_HEADER),
  requestLog: requestLog({ enabled: env.REQUEST_LOG === 'on', cacheStateOf: pageStore.answerOf }),
  // The publish webhook takes the largest body of any route.
  refuseOversizedBody: refuseBodiesOver(WEBHOOK_BODY_LIMIT),
  pageStore,
  perspectiveOfRequest,
  previewScope,
  inPreviewScope,
  startSiteServices,
  stopSiteServices,
}

const ABORT_DELAY = 5_000
/** How long the data scripts wait on a loader's promise (none is left pending: every page's data is whole). */
export const streamTimeout = ABORT_DELAY

/** Renders a page; its headers come from the page's own modules (lib/pages/site/document-headers.server.ts). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const preview = loadContext.preview === true
  const nonce = documentNonce(preview)
  setVisitHeaders(request, responseStatusCode, responseHeaders, loadContext)
  const { matches, loaderData } = routerContext.staticHandlerContext
  setCanonicalLink(responseHeaders, canonicalOfRender(matches, loaderData))
  const document = await renderDocument(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    { nonce, abortAfterMs: ABORT_DELAY },
  )
  await setDocumentHeaders(responseHeaders, document.html, { nonce, preview, pageFrameOrigins })
  // React's stream starts the document with its doctype.
  return new Response(document.html, { headers: responseHeaders, status: document.failed ? 500 : responseStatusCode })
}

/**
 * A page's data for a client-side navigation (its URL with `.data`): kept for as long as, by whom,
 * and varying on what its page is, since it holds what the page shows for the same request.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  setVisitHeaders(request, response.status, response.headers, context)
  return response
}

/**
 * Errors in loaders, actions and the render are logged, except requests the visitor abandoned and
 * the visitor's own mistakes that React Router answers with a 4xx (a PUT to a page: 405): a probing bot
 * would otherwise fill the log with stack traces and hide the errors that matter.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  console.error(error)
}
