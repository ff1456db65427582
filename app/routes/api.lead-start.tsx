import type { LoaderFunctionArgs } from 'react-router'

import { LEAD_LIMITS } from '~/lib/leads/forms/fields'
import { checkVisitorFormToken, visitorFormToken } from '~/lib/leads/forms/page-setup.server'
import { formStartToken, isOwnFormToken, serializeFormStartCookie } from '~/lib/leads/forms/signed-values.server'
import { isLeadKind } from '~/lib/leads/types'
import { isHttps, methodNotAllowed, READ_METHODS } from '~/lib/platform/http'

// GET /api/lead-start?form=<kind>: a lead form without JavaScript loads this one-pixel image (from
// inside <noscript>, so only then), and gets its visitor's own fill-time token in a cookie that
// only POST /api/leads receives: the page itself, which a cache may hand to many, holds none
// (ADR 8). One visitor's answer: never stored.

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

export function loader({ request }: LoaderFunctionArgs) {
  const kind = new URL(request.url).searchParams.get('form')
  if (!isLeadKind(kind)) {
    return new Response('Say which form: ?form=<kind>.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  }
  const headers = new Headers({ 'Content-Type': 'image/gif', 'Content-Length': String(PIXEL.length), 'Cache-Control': 'no-store' })
  // A visitor who already holds a good token keeps it: the thank-you page, or the page they went
  // back to, shows the pixel again, and the same post sent again must stay the same submission.
  const held = formStartToken(request.headers.get('cookie'), kind)
  if (held === undefined || !isOwnFormToken(checkVisitorFormToken(held, kind))) {
    const maxAgeSeconds = LEAD_LIMITS.formTokenLifetimeMs / 1000
    headers.set('Set-Cookie', serializeFormStartCookie(kind, visitorFormToken(kind), { secure: isHttps(request), maxAgeSeconds }))
  }
  return new Response(PIXEL, { headers })
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to start a form.')
