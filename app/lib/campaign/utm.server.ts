// The visit's campaign (utm_source … utm_content, and zc_gad from gclid), captured on
// the first page of the visit that carries it and kept in a session cookie, so every form of the
// visit sends it: not only a form on the landing page (the old site read the current URL). The lead
// action reads the cookie, never the form. Pure functions: entry.server.tsx sets the cookie on
// documents, works without JavaScript.

import { readCookie, setCookie } from '~/lib/platform/http/cookies'
import { withoutHiddenCharacters } from '~/lib/platform/text/visitor-text'

import { CAMPAIGN_FIELD_PARAMS, CAMPAIGN_FIELDS, type CampaignField } from './fields'

export const UTM_COOKIE = 'hl_utm'

/** The URL parameters kept, and the lead field each becomes. */
const PARAMS = CAMPAIGN_FIELDS.map((field) => [CAMPAIGN_FIELD_PARAMS[field], field] as const)

/** The URL parameters of a campaign landing (a page with one is for that visitor: it sets the cookie). */
export const CAMPAIGN_PARAMS: readonly string[] = PARAMS.map(([param]) => param)

export type UtmFields = Record<CampaignField, string>

/** Encoded bytes one value may take in the cookie (six of them stay far below a cookie's 4 KB). */
export const MAX_UTM_VALUE_BYTES = 300

export function emptyUtm(): UtmFields {
  return Object.fromEntries(CAMPAIGN_FIELDS.map((field) => [field, ''])) as UtmFields
}

/** Trimmed, hidden characters removed (visitor-text.ts), cut (by whole characters) to fit MAX_UTM_VALUE_BYTES once encoded. */
export function cleanUtmValue(value: string): string {
  const text = withoutHiddenCharacters(
    value
      // Lone surrogates cannot be encoded; URL parsing would have replaced them the same way.
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  ).trim()
  if (encodeURIComponent(text).length <= MAX_UTM_VALUE_BYTES) return text
  let bytes = 0
  let kept = ''
  for (const character of text) {
    const size = encodeURIComponent(character).length
    if (bytes + size > MAX_UTM_VALUE_BYTES) break
    bytes += size
    kept += character
  }
  return kept.trim()
}

/** The campaign fields a URL carries, or null when it carries none. */
export function utmFromUrl(url: URL): UtmFields | null {
  const fields = emptyUtm()
  let found = false
  for (const [param, field] of PARAMS) {
    const value = url.searchParams.get(param)
    if (value === null) continue
    const clean = cleanUtmValue(value)
    if (clean) {
      fields[field] = clean
      found = true
    }
  }
  return found ? fields : null
}

/** The visit's campaign from the cookie; every field '' when there is none or it is unreadable. */
export function readUtmCookie(cookieHeader: string | null | undefined): UtmFields {
  const fields = emptyUtm()
  const raw = readCookie(cookieHeader, UTM_COOKIE)
  if (!raw) return fields
  const params = new URLSearchParams(raw)
  for (const [, field] of PARAMS) {
    const value = params.get(field)
    if (value) fields[field] = cleanUtmValue(value)
  }
  return fields
}

export function hasUtmCookie(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, UTM_COOKIE) !== undefined
}

/** The Set-Cookie value keeping `fields` for the visit (a session cookie, only the server reads it). */
export function serializeUtmCookie(fields: UtmFields, options: { secure: boolean }): string {
  const params = new URLSearchParams()
  for (const [, field] of PARAMS) if (fields[field]) params.set(field, fields[field])
  return setCookie(UTM_COOKIE, params.toString(), { secure: options.secure })
}

/**
 * The Set-Cookie for a page request: the URL's campaign when it has one and the visit has none yet
 * (the first landing wins for the whole visit), else null.
 */
export function utmCookieForRequest(request: Request, options: { secure: boolean }): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return null
  }
  const fields = utmFromUrl(url)
  if (!fields || hasUtmCookie(request.headers.get('cookie'))) return null
  return serializeUtmCookie(fields, options)
}
