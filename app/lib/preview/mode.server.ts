import { canPreviewDrafts } from '~/lib/content/content.server'
import type { Perspective } from '~/lib/content/dataset.server'
import { env } from '~/lib/env.server'
import { isHttps, safeRedirectPath } from '~/lib/http'
import { siteSecret } from '~/lib/security/signing.server'

import { PREVIEW_COOKIE, clearPreviewCookie, hasPreviewSession, isLoopbackHost, previewSecretMatches, previewSessionCookie, type CookieContext } from './session.server'

// GET /api/preview-mode/enable and /disable, and the perspective of every request (server.js).

/** The query parameters the Presentation tool adds to its preview-mode URL. */
export const PREVIEW_PARAMS = { secret: 'sanity-preview-secret', pathname: 'sanity-preview-pathname' } as const

function cookieContext(request: Request): CookieContext {
  return { secure: isHttps(request) || isLoopbackHost(new URL(request.url).host) }
}

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

/**
 * A valid secret: 307 to the page the Studio asked for, with the session cookie. Anything else:
 * 401 and no cookie (503 when this server cannot read drafts at all).
 */
export function enablePreview(request: Request, expectedSecret: string | undefined = env.SANITY_PREVIEW_SECRET): Response {
  const url = new URL(request.url)
  if (!previewSecretMatches(url.searchParams.get(PREVIEW_PARAMS.secret), expectedSecret)) {
    return text(401, 'Preview needs the secret the Studio sends.')
  }
  if (!canPreviewDrafts()) return text(503, 'Preview is not available: SANITY_READ_TOKEN is not set.')
  const target = safeRedirectPath(url.searchParams.get(PREVIEW_PARAMS.pathname), '/')
  return text(307, `Preview on; continue to ${target}`, {
    Location: target,
    'Set-Cookie': previewSessionCookie(siteSecret(), cookieContext(request)),
  })
}

/** Ends the session and goes back to the page (`?redirect=`), now as the public sees it. */
export function disablePreview(request: Request): Response {
  const target = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), '/')
  return text(303, `Preview off; continue to ${target}`, { Location: target, 'Set-Cookie': clearPreviewCookie(cookieContext(request)) })
}

/** The perspective of a request: drafts only inside a valid preview session. */
export function requestPerspective(cookieHeader: string | null | undefined): Perspective {
  if (!cookieHeader?.includes(`${PREVIEW_COOKIE}=`)) return 'published'
  return hasPreviewSession(cookieHeader, siteSecret()) ? 'drafts' : 'published'
}
