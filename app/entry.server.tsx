import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'

import { getSiteSettings } from '~/lib/content/content.server'
import { env } from '~/lib/env.server'
import { contentSecurityPolicy, originOf } from '~/lib/security'
import { NonceProvider } from '~/lib/security/nonce'

// Importing the env here parses it when the server build loads; server.js reads PORT/HOST and the
// base security headers from these exports.
export { env }
export { BASE_SECURITY_HEADERS } from '~/lib/security'

const ABORT_DELAY = 5_000

/** The CSP of a document: nonce for our scripts, and only the third-party origins content names. */
async function documentPolicy(nonce: string): Promise<string> {
  let bookingOrigin: string | null = null
  try {
    bookingOrigin = originOf((await getSiteSettings()).bookingEngine.host)
  } catch {
    // Content unreadable: the error page still gets a strict policy.
  }
  return contentSecurityPolicy({
    nonce,
    frameOrigins: [bookingOrigin],
    formOrigins: [bookingOrigin],
    imageOrigins: env.SANITY_PROJECT_ID ? ['https://cdn.sanity.io'] : [],
    development: env.NODE_ENV === 'development',
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
  responseHeaders.set('Content-Security-Policy', await documentPolicy(nonce))
  // Crawlers get the whole document at once; browsers get it streamed as soon as the shell is ready.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
  return await new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
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
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}
