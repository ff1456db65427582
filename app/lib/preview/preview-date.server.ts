import { clearCookie, readCookie, setCookie } from '~/lib/platform/http/cookies'
import { isCalendarDate, type IsoDate } from '~/lib/sailings'

import { PREVIEW_DATE_PARAM } from './preview-date'
import { type CookieContext, PREVIEW_SESSION_SECONDS, previewCookieAttributes } from './session.server'

// "Preview as of a date": inside a content editor's preview session only, `?preview-date=2027-01-15`
// shows the site as it will be on that day (which sailings are left, which campaigns run). The
// date is kept in a cookie for the session's next pages, and `?preview-date=` (empty) returns to
// today. Outside a preview session neither is read, so neither can change a public page.

export const PREVIEW_DATE_COOKIE = '__hl_preview_date'

export interface PreviewDate {
  /** The day this request is previewed as of; null for today. */
  date: IsoDate | null
  /** The Set-Cookie that keeps (or ends) the choice, when this request changes it. */
  setCookie: string | null
}

/** The previewed day of a request in a preview session, from its address or, failing that, its cookie. */
export function previewDate(url: string, cookieHeader: string | null | undefined, context: CookieContext): PreviewDate {
  const asked = new URL(url, 'http://localhost').searchParams.get(PREVIEW_DATE_PARAM)
  if (asked === '') return { date: null, setCookie: clearPreviewDateCookie(context) }
  if (asked !== null && isCalendarDate(asked)) {
    return {
      date: asked,
      setCookie: setCookie(PREVIEW_DATE_COOKIE, asked, previewCookieAttributes(context, PREVIEW_SESSION_SECONDS)),
    }
  }
  const kept = readCookie(cookieHeader, PREVIEW_DATE_COOKIE)
  return {
    date: kept !== undefined && isCalendarDate(kept) ? kept : null,
    setCookie: null,
  }
}

/** The Set-Cookie that forgets the previewed day (back to today; also when preview mode ends). */
export const clearPreviewDateCookie = (context: CookieContext): string => clearCookie(PREVIEW_DATE_COOKIE, previewCookieAttributes(context, 0))
