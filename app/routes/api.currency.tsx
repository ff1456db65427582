import { type ActionFunctionArgs, type AppLoadContext, redirect } from 'react-router'

import { parseCurrency } from '~/lib/currency'
import { serializeCurrencyCookie } from '~/lib/currency/visitor.server'
import { env } from '~/lib/platform/env/env.server'
import { isHttps, methodNotAllowed, safeRedirectPath } from '~/lib/platform/http'
import { BODY_TOO_LARGE } from '~/lib/platform/http/body-limit.server'
import { isCrossSite, parseFormBody, readLimitedBody } from '~/lib/platform/http/request-guards.server'
import { isLoopbackHost } from '~/lib/preview/session.server'

/** A currency and a path (a tampered post of a few KB still gets the normal redirect); more is not the switcher's. */
const CURRENCY_BODY_LIMIT = 16 * 1024

// The currency switcher posts here: the choice is stored in a cookie and the visitor goes back to
// the page they were on. A tampered post changes nothing and still lands on a normal page.
export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  // Another site cannot choose this visitor's currency (the same check as the lead forms').
  if (isCrossSite(request, [env.SITE_URL])) {
    return new Response('The currency can only be changed from this site.', { status: 403, headers: { 'Cache-Control': 'no-store' } })
  }
  const body = await readLimitedBody(request, CURRENCY_BODY_LIMIT)
  if (!body.ok && body.reason === 'too-large') {
    return new Response(BODY_TOO_LARGE.text, { status: BODY_TOO_LARGE.status, headers: BODY_TOO_LARGE.headers })
  }
  const parsed = body.ok ? await parseFormBody(body.bytes, request.headers.get('content-type')) : null
  const form = parsed?.ok ? parsed.form : null
  const target = safeRedirectPath(form?.get('redirectTo'))
  const currency = parseCurrency(form?.get('currency'))
  if (!currency) return redirect(target, 303)
  return redirect(target, {
    status: 303,
    headers: {
      // A preview session's frame in the Studio is another site's: the cookie is made for it there.
      // (Browsers take `Secure` over plain HTTP on this machine's own names, as for the session's.)
      'Set-Cookie': serializeCurrencyCookie(currency, {
        secure: isHttps(request) || (context.preview && isLoopbackHost(new URL(request.url).host)),
        preview: context.preview,
      }),
    },
  })
}

export function loader() {
  return methodNotAllowed(['POST'], 'Use POST to choose a currency.')
}
