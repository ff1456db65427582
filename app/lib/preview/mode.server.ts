import { canPreviewDrafts } from '~/lib/content/content.server'
import type { Perspective } from '~/lib/content/dataset.server'
import { env } from '~/lib/env.server'
import { isHttps, safeRedirectPath } from '~/lib/http'
import { siteSecret } from '~/lib/security/signing.server'

import { withPerspective } from '~/lib/content/scope.server'
import type { IsoDate } from '~/lib/sailings'
import { withSiteDate } from '~/lib/sailings/clock.server'

import { clearPreviewDateCookie, previewDate } from './preview-date.server'
import { hostedStudioValidator, type StudioUrlCheck, type StudioUrlValidator } from './studio-secret.server'

import { PREVIEW_COOKIE, clearPreviewCookie, hasPreviewSession, isLoopbackHost, previewSecretMatches, previewSessionCookie, type CookieContext } from './session.server'

// GET /api/preview-mode/enable and /disable, and the preview scope of every request (server.js).

/** The query parameters the Presentation tool adds to its preview-mode URL. */
export const PREVIEW_PARAMS = { secret: 'sanity-preview-secret', pathname: 'sanity-preview-pathname' } as const

function cookieContext(request: Request): CookieContext {
  return { secure: isHttps(request) || isLoopbackHost(new URL(request.url).host) }
}

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

export interface EnableOptions {
  /** The embedded backend's secret (SANITY_PREVIEW_SECRET). */
  expectedSecret?: string
  /** With a Sanity project: the Presentation tool's secret, checked in the dataset. */
  validateStudioUrl?: StudioUrlValidator
}

/**
 * A genuine call from the Studio: 307 to the page it asked for, with the session cookie. Anything
 * else: 401 and no cookie (503 when this server cannot read drafts, or cannot reach Sanity to
 * check the secret).
 */
export async function enablePreview(
  request: Request,
  options: EnableOptions = { expectedSecret: env.SANITY_PREVIEW_SECRET, validateStudioUrl: hostedStudioValidator() },
): Promise<Response> {
  if (!canPreviewDrafts()) return text(503, 'Preview is not available: SANITY_READ_TOKEN is not set.')
  const url = new URL(request.url)
  let target = url.searchParams.get(PREVIEW_PARAMS.pathname)
  if (options.validateStudioUrl) {
    // Nothing to ask Sanity about without a secret.
    if (!url.searchParams.get(PREVIEW_PARAMS.secret)) return text(401, 'Preview needs the secret the Studio sends.')
    let check: StudioUrlCheck
    try {
      check = await options.validateStudioUrl(request.url)
    } catch (error) {
      console.error('preview: the Studio secret could not be checked', error)
      return text(503, 'Preview is not available right now: the secret could not be checked.')
    }
    if (!check.isValid) return text(401, 'Preview needs the secret the Studio sends.')
    target = check.redirectTo ?? target
  } else if (!previewSecretMatches(url.searchParams.get(PREVIEW_PARAMS.secret), options.expectedSecret)) {
    return text(401, 'Preview needs the secret the Studio sends.')
  }
  const path = safeRedirectPath(target, '/')
  return text(307, `Preview on; continue to ${path}`, {
    Location: path,
    'Set-Cookie': previewSessionCookie(siteSecret(), cookieContext(request)),
  })
}

/** Ends the session and goes back to the page (`?redirect=`), now as the public sees it. */
export function disablePreview(request: Request): Response {
  const target = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), '/')
  const response = text(303, `Preview off; continue to ${target}`, { Location: target, 'Set-Cookie': clearPreviewCookie(cookieContext(request)) })
  // The day it was previewed as of ends with it.
  response.headers.append('Set-Cookie', clearPreviewDateCookie(cookieContext(request)))
  return response
}

/** The perspective of a request: drafts only inside a valid preview session. */
export function requestPerspective(cookieHeader: string | null | undefined): Perspective {
  if (!cookieHeader?.includes(`${PREVIEW_COOKIE}=`)) return 'published'
  return hasPreviewSession(cookieHeader, siteSecret()) ? 'drafts' : 'published'
}

/** How one request sees the site: as the public does, or in a content editor's preview session. */
export interface PreviewScope {
  /** A valid preview session: drafts, and framing by the Studio. */
  preview: boolean
  /** In a preview session, the day the site is previewed as of (null: today). */
  date: IsoDate | null
  /** A Set-Cookie the request's answer must carry (the previewed day chosen or cleared). */
  setCookie: string | null
}

/** The preview scope of a request (server.js, before Remix handles it). */
export function previewScope(request: { url: string; cookieHeader: string | undefined; protocol: string; host: string | undefined }): PreviewScope {
  if (requestPerspective(request.cookieHeader) !== 'drafts') return { preview: false, date: null, setCookie: null }
  const context = { secure: request.protocol === 'https' || isLoopbackHost(request.host) }
  return { preview: true, ...previewDate(request.url, request.cookieHeader, context) }
}

/** Runs `work` (the request's handling) in its scope: the content perspective and the site's clock. */
export function inPreviewScope<T>(scope: PreviewScope, work: () => T): T {
  return withPerspective(scope.preview ? 'drafts' : 'published', () => withSiteDate(scope.date, work))
}
