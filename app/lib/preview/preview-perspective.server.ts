import { urlSearchParamPreviewPerspective } from '@sanity/preview-url-secret/constants'

import type { Perspective, ReleaseStack } from '~/lib/content/dataset.server'
import { clearCookie, readCookie, setCookie } from '~/lib/platform/http/cookies'

import { type CookieContext, PREVIEW_SESSION_SECONDS, previewCookieAttributes } from './session.server'

// What the editor chose to preview in the Studio's perspective menu (ADR 41): drafts (the
// default), published content only, or content releases over the drafts. The Presentation tool
// sends it as `sanity-preview-perspective` on the preview-mode URL and on every address it loads
// in its frame (`rSummerSale,drafts`); it is kept in a cookie for the session's next pages. Read
// only inside a preview session, so it can never change a public page.

export const PREVIEW_PERSPECTIVE_PARAM = urlSearchParamPreviewPerspective
export const PREVIEW_PERSPECTIVE_COOKIE = '__hl_preview_perspective'

/** What a preview reads: published content, or drafts with the releases over them (first wins). */
export interface PreviewPerspective {
  perspective: Perspective
  releases: ReleaseStack
}

const DRAFTS_PREVIEW: PreviewPerspective = { perspective: 'drafts', releases: [] }

/** A release's name as Sanity makes them (`r` and random letters) or an editor types one. */
const RELEASE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/
/** More releases than an editor stacks; a longer list is not the Studio's. */
const MAX_RELEASES = 10

/**
 * The perspective the Studio sent (`published`, `drafts`, or release names then `drafts`,
 * comma-separated), or null when the value is not one the Studio sends.
 */
export function parsePreviewPerspective(value: string | null | undefined): PreviewPerspective | null {
  if (!value || value.length > 1024) return null
  if (value === 'published') return { perspective: 'published', releases: [] }
  if (value === 'drafts' || value === 'previewDrafts') return DRAFTS_PREVIEW
  // A release stack always ends with the drafts it goes over.
  const names = value.split(',')
  if (names.at(-1) !== 'drafts') return null
  const releases = names.slice(0, -1)
  if (releases.length === 0 || releases.length > MAX_RELEASES) return null
  if (!releases.every((name) => RELEASE_NAME.test(name) && name !== 'drafts' && name !== 'published')) return null
  return { perspective: 'drafts', releases: [...new Set(releases)] }
}

const encodePerspective = ({ perspective, releases }: PreviewPerspective): string => (releases.length > 0 ? [...releases, 'drafts'].join(',') : perspective)

export interface PreviewPerspectiveChoice extends PreviewPerspective {
  /** The Set-Cookie that keeps (or ends) the choice, when this request changes it. */
  setCookie: string | null
}

/** The Set-Cookie that keeps `choice` for the session's next pages (none needed for the default, drafts). */
export function previewPerspectiveCookie(choice: PreviewPerspective, context: CookieContext): string {
  return choice.perspective === 'drafts' && choice.releases.length === 0
    ? clearPreviewPerspectiveCookie(context)
    : setCookie(PREVIEW_PERSPECTIVE_COOKIE, encodePerspective(choice), previewCookieAttributes(context, PREVIEW_SESSION_SECONDS))
}

/** The perspective of a request in a preview session: from its address, or failing that its cookie, or drafts. */
export function previewPerspective(url: string, cookieHeader: string | null | undefined, context: CookieContext): PreviewPerspectiveChoice {
  const asked = parsePreviewPerspective(new URL(url, 'http://localhost').searchParams.get(PREVIEW_PERSPECTIVE_PARAM))
  if (asked) return { ...asked, setCookie: previewPerspectiveCookie(asked, context) }
  return { ...(parsePreviewPerspective(readCookie(cookieHeader, PREVIEW_PERSPECTIVE_COOKIE)) ?? DRAFTS_PREVIEW), setCookie: null }
}

/** The Set-Cookie that forgets the choice (back to drafts; also when preview mode ends). */
export const clearPreviewPerspectiveCookie = (context: CookieContext): string => clearCookie(PREVIEW_PERSPECTIVE_COOKIE, previewCookieAttributes(context, 0))
