import { RateLimiterMemory } from 'rate-limiter-flexible'

import { canPreviewDrafts } from '~/lib/content/content.server'
import type { Perspective, ReleaseStack } from '~/lib/content/dataset.server'
import { withPerspective } from '~/lib/content/scope.server'
import { env } from '~/lib/platform/env/env.server'
import { isHttps, safeRedirectPath } from '~/lib/platform/http'
import { isCrossSite, parseFormBody, readLimitedBody } from '~/lib/platform/http/request-guards.server'
import { siteSecret } from '~/lib/platform/security/signing.server'
import type { IsoDate } from '~/lib/sailings'
import { withSiteDate } from '~/lib/sailings/clock.server'

import { clearPreviewDateCookie, previewDate } from './preview-date.server'
import {
  clearPreviewPerspectiveCookie,
  parsePreviewPerspective,
  PREVIEW_PERSPECTIVE_PARAM,
  previewPerspective,
  previewPerspectiveCookie,
} from './preview-perspective.server'
import {
  clearPreviewCookie,
  type CookieContext,
  hasPreviewSession,
  isLoopbackHost,
  PREVIEW_COOKIE,
  previewSecretMatches,
  previewSessionCookie,
} from './session.server'
import { hostedStudioValidator, type StudioUrlCheck, type StudioUrlValidator } from './studio-secret.server'

// GET /api/preview-mode/enable, POST /api/preview-mode/disable, and the preview scope of every
// request (server.js).

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
  /** Who is asking (rateLimitKey of their address): wrong secrets are counted per asker. */
  asker?: string
  /** The count of wrong secrets (tests make their own). */
  failures?: RateLimiterMemory
}

/** What the running site checks a call with: its embedded secret, or the hosted Studio's. */
export const liveEnableOptions = (): EnableOptions => ({ expectedSecret: env.SANITY_PREVIEW_SECRET, validateStudioUrl: hostedStudioValidator() })

/**
 * Wrong preview secrets an address may send in a minute; then every try waits out the minute.
 * Counted on each node (ADR 12: a 32-character secret is out of reach at any number of nodes).
 */
export const PREVIEW_ATTEMPTS_PER_MINUTE = 10
const failedEnables = new RateLimiterMemory({ points: PREVIEW_ATTEMPTS_PER_MINUTE, duration: 60 })

/**
 * A genuine call from the Studio: 307 to the page it asked for, with the session cookie. Anything
 * else: 401 and no cookie (503 when this server cannot read drafts, or cannot reach Sanity to
 * check the secret).
 */
export async function enablePreview(request: Request, options: EnableOptions = liveEnableOptions()): Promise<Response> {
  if (!canPreviewDrafts()) return text(503, 'Preview is not available: SANITY_READ_TOKEN is not set.')
  // Guessing the secret: after ten wrong ones in a minute an address is not even checked.
  const failures = options.failures ?? failedEnables
  const asker = options.asker ?? 'unknown'
  const counted = await failures.get(asker)
  if (counted && counted.consumedPoints >= PREVIEW_ATTEMPTS_PER_MINUTE) {
    const seconds = Math.max(1, Math.ceil(counted.msBeforeNext / 1000))
    return text(429, `Too many wrong preview secrets from this address; try again in ${seconds} s.`, { 'Retry-After': String(seconds) })
  }
  const refuse = async () => {
    await failures.penalty(asker)
    return text(401, 'Preview needs the secret the Studio sends.')
  }
  const url = new URL(request.url)
  let target = url.searchParams.get(PREVIEW_PARAMS.pathname)
  if (options.validateStudioUrl) {
    // Nothing to ask Sanity about without a secret.
    if (!url.searchParams.get(PREVIEW_PARAMS.secret)) return refuse()
    let check: StudioUrlCheck
    try {
      check = await options.validateStudioUrl(request.url)
    } catch (error) {
      console.error('preview: the Studio secret could not be checked', error)
      return text(503, 'Preview is not available right now: the secret could not be checked.')
    }
    if (!check.isValid) return refuse()
    target = check.redirectTo ?? target
  } else if (!previewSecretMatches(url.searchParams.get(PREVIEW_PARAMS.secret), options.expectedSecret)) {
    return refuse()
  }
  const path = safeRedirectPath(target, '/')
  const response = text(307, `Preview on; continue to ${path}`, {
    Location: path,
    'Set-Cookie': await previewSessionCookie(siteSecret(), cookieContext(request)),
  })
  // What the editor previews (drafts, published, or releases), as the Studio's menu says now.
  const chosen = parsePreviewPerspective(url.searchParams.get(PREVIEW_PERSPECTIVE_PARAM))
  if (chosen) response.headers.append('Set-Cookie', previewPerspectiveCookie(chosen, cookieContext(request)))
  return response
}

/**
 * Ends the session and goes back to the page (the form's `redirect`), now as the public sees it.
 * A POST from the preview bar's "Leave preview": a GET any other site could make a browser send
 * (an image, a link) would end an editor's session behind their back.
 */
export async function disablePreview(request: Request): Promise<Response> {
  if (isCrossSite(request, [env.SITE_URL, env.SANITY_STUDIO_URL])) return text(403, 'Leave the preview from the preview bar of this site.')
  const body = await readLimitedBody(request, 16 * 1024)
  const form = body.ok ? await parseFormBody(body.bytes, request.headers.get('content-type')) : { ok: false as const }
  const target = safeRedirectPath(form.ok ? form.form.get('redirect') : null, '/')
  const response = text(303, `Preview off; continue to ${target}`, { Location: target, 'Set-Cookie': clearPreviewCookie(cookieContext(request)) })
  // The day it was previewed as of, and the releases, end with it.
  response.headers.append('Set-Cookie', clearPreviewDateCookie(cookieContext(request)))
  response.headers.append('Set-Cookie', clearPreviewPerspectiveCookie(cookieContext(request)))
  return response
}

/** The perspective of a request: drafts only inside a valid preview session. */
async function requestPerspective(cookieHeader: string | null | undefined): Promise<Perspective> {
  if (!cookieHeader?.includes(`${PREVIEW_COOKIE}=`)) return 'published'
  return (await hasPreviewSession(cookieHeader, siteSecret())) ? 'drafts' : 'published'
}

/**
 * Each request's perspective, kept on the request (the page store asks first, then the request's
 * scope), as its visitor is (page-variant.server.ts).
 */
const PERSPECTIVE = Symbol('perspective')

/** The perspective of a Node request, its session's signature checked once however often asked. */
export function perspectiveOfRequest(request: { headers: { cookie?: string | undefined }; [PERSPECTIVE]?: Promise<Perspective> }): Promise<Perspective> {
  return (request[PERSPECTIVE] ??= requestPerspective(request.headers.cookie))
}

/** How one request sees the site: as the public does, or in a content editor's preview session. */
export interface PreviewScope {
  /** A valid preview session: drafts, and framing by the Studio. */
  preview: boolean
  /** In a preview session, the day the site is previewed as of (null: today). */
  date: IsoDate | null
  /** What the session reads: drafts (the default), published content only, or releases over drafts. */
  perspective: Perspective
  releases: ReleaseStack
  /** The Set-Cookies the request's answer must carry (the previewed day or releases chosen or cleared). */
  setCookies: string[]
}

/** The preview scope of a request (server.js, before React Router handles it), from its perspective (perspectiveOfRequest). */
export function previewScope(request: {
  url: string
  cookieHeader: string | undefined
  protocol: string
  host: string | undefined
  perspective: Perspective
}): PreviewScope {
  if (request.perspective !== 'drafts') return { preview: false, date: null, perspective: 'published', releases: [], setCookies: [] }
  const context = { secure: request.protocol === 'https' || isLoopbackHost(request.host) }
  const day = previewDate(request.url, request.cookieHeader, context)
  const chosen = previewPerspective(request.url, request.cookieHeader, context)
  return {
    preview: true,
    date: day.date,
    perspective: chosen.perspective,
    releases: chosen.releases,
    setCookies: [day.setCookie, chosen.setCookie].filter((cookie) => cookie !== null),
  }
}

/** Runs `work` (the request's handling) in its scope: the content perspective and the site's clock. */
export function inPreviewScope<T>(scope: PreviewScope, work: () => T): T {
  return withPerspective(scope.perspective, () => withSiteDate(scope.date, work), scope.releases)
}
