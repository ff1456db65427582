import { createHash, timingSafeEqual } from 'node:crypto'

import { type CookieOptions, setCookie, signedCookie } from '~/lib/platform/http/cookies'

// The preview session (ADR 12): a content editor opens the site from the Studio's Presentation
// tool, which calls /api/preview-mode/enable with its secret; a valid secret earns a signed cookie
// and, while it lasts, every page reads drafts. Pure functions of the secret and the clock.

export const PREVIEW_COOKIE = '__hl_preview'
/** An editing session; the Studio enables it again whenever it opens the site. */
export const PREVIEW_SESSION_SECONDS = 60 * 60

/**
 * Whether the secret the Studio sent is the configured one. Compared as SHA-256 digests with a
 * constant-time check, so neither the length nor a prefix leaks; no configured secret matches nothing.
 */
export function previewSecretMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string' || given.length === 0 || given.length > 1024) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

export interface CookieContext {
  /** HTTPS, or a loopback address, where browsers accept `Secure` cookies over plain HTTP. */
  secure: boolean
}

/**
 * The cookie's attributes. In the Studio the site is a cross-site iframe: the cookie must be
 * `SameSite=None; Secure` to be sent there at all, and `Partitioned` (CHIPS) so browsers that
 * block third-party cookies keep it, for that Studio only. Over plain HTTP (never in production)
 * `Secure` cannot be set, so it falls back to a first-party `SameSite=Lax` cookie.
 */
export function previewCookieAttributes({ secure }: CookieContext, maxAge: number): CookieOptions {
  return secure ? { maxAge, secure, sameSite: 'none', partitioned: true } : { maxAge, secure, sameSite: 'lax' }
}

/**
 * The session cookie, signed by the framework with the site's secret. Its value is the moment the
 * session ends, so a copied cookie is refused after the hour even if a browser kept it longer.
 */
const sessionCookie = (secret: string, attributes: CookieOptions) => signedCookie(PREVIEW_COOKIE, secret, attributes)

/** Set-Cookie for a new session that ends PREVIEW_SESSION_SECONDS from `now`. */
export function previewSessionCookie(secret: string, context: CookieContext, now = Date.now()): Promise<string> {
  const endsAt = Math.floor(now / 1000) + PREVIEW_SESSION_SECONDS
  return sessionCookie(secret, previewCookieAttributes(context, PREVIEW_SESSION_SECONDS)).serialize({ endsAt })
}

/** Set-Cookie that ends the session. */
export function clearPreviewCookie(context: CookieContext): string {
  return setCookie(PREVIEW_COOKIE, '', previewCookieAttributes(context, 0))
}

/** Whether the Cookie header carries a valid, unexpired preview session. */
export async function hasPreviewSession(cookieHeader: string | null | undefined, secret: string, now = Date.now()): Promise<boolean> {
  const session = await sessionCookie(secret, { secure: false }).read(cookieHeader)
  const endsAt = typeof session === 'object' && session !== null ? (session as { endsAt?: unknown }).endsAt : undefined
  return typeof endsAt === 'number' && endsAt * 1000 > now
}

/** Loopback hosts, where browsers treat plain HTTP as secure enough for `Secure` cookies. */
export function isLoopbackHost(host: string | null | undefined): boolean {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '')
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]'
}
