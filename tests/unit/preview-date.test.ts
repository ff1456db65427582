import { describe, expect, it } from 'vitest'

import { backToTodayHref } from '~/components/preview/preview-bar'
import { clearPreviewDateCookie, PREVIEW_DATE_COOKIE, previewDate } from '~/lib/preview/preview-date.server'
import { isCalendarDate, noonInZone } from '~/lib/sailings'
import { agencyToday, previewedSiteDate, siteNow, withSiteDate } from '~/lib/sailings/clock.server'

// "Preview as of a date": the day an editor's preview session shows, from the address or the
// cookie that keeps it, and the site's clock inside that request.

const secure = { secure: true }

describe('previewDate', () => {
  it('takes a real date from the address and keeps it in a cookie for the session', () => {
    const chosen = previewDate('/cruisedeals?preview-date=2027-12-12', undefined, secure)
    expect(chosen.date).toBe('2027-12-12')
    expect(chosen.setCookie).toMatch(new RegExp(`^${PREVIEW_DATE_COOKIE}=2027-12-12; Max-Age=3600; Path=/; HttpOnly; Secure; Partitioned; SameSite=None`))
  })

  it('reads the kept day on the next pages, and forgets it with an empty parameter', () => {
    const cookie = `__hl_preview=x; ${PREVIEW_DATE_COOKIE}=2027-01-15`
    expect(previewDate('/', cookie, secure)).toEqual({
      date: '2027-01-15',
      setCookie: null,
    })
    const back = previewDate('/?preview-date=', cookie, secure)
    expect(back.date).toBeNull()
    expect(back.setCookie).toBe(clearPreviewDateCookie(secure))
    expect(back.setCookie).toMatch(/Max-Age=0/)
  })

  it('ignores what is not a calendar date, in the address or the cookie', () => {
    for (const bad of ['2027-02-29', '2027-13-01', 'tomorrow', '2027-1-5', '2027-01-15T00:00']) {
      expect(isCalendarDate(bad), bad).toBe(false)
      expect(previewDate(`/?preview-date=${encodeURIComponent(bad)}`, undefined, secure)).toEqual({ date: null, setCookie: null })
      expect(previewDate('/', `${PREVIEW_DATE_COOKIE}=${encodeURIComponent(bad)}`, secure).date).toBeNull()
    }
    expect(isCalendarDate('2028-02-29')).toBe(true)
  })

  it('writes a first-party cookie over plain HTTP (a developer’s machine)', () => {
    expect(previewDate('/?preview-date=2027-01-15', undefined, { secure: false }).setCookie).toMatch(/SameSite=Lax$/)
  })
})

describe('the site’s clock in a previewed request', () => {
  it('is noon of the chosen day in the agency’s zone, only inside that request', async () => {
    const outside = agencyToday()
    const inside = await withSiteDate('2027-12-12', async () => {
      await Promise.resolve()
      return {
        today: agencyToday(),
        now: siteNow(),
        chosen: previewedSiteDate(),
      }
    })
    expect(inside).toEqual({
      today: '2027-12-12',
      now: Date.parse('2027-12-12T12:00:00+08:00'),
      chosen: '2027-12-12',
    })
    expect(agencyToday()).toBe(outside)
    expect(previewedSiteDate()).toBeNull()
    expect(withSiteDate(null, () => previewedSiteDate())).toBeNull()
  })

  it('finds noon in zones with other offsets and on a daylight-saving day', () => {
    expect(noonInZone('2027-03-01', 'Asia/Singapore')).toBe(Date.parse('2027-03-01T12:00:00+08:00'))
    expect(noonInZone('2027-03-01', 'Asia/Kolkata')).toBe(Date.parse('2027-03-01T12:00:00+05:30'))
    // New York moves to summer time at 02:00 on 14 Mar 2027: noon that day is UTC-4.
    expect(noonInZone('2027-03-14', 'America/New_York')).toBe(Date.parse('2027-03-14T12:00:00-04:00'))
  })
})

describe("the preview bar's Back to today", () => {
  it('clears the previewed day and keeps the rest of the address, a campaign included', () => {
    expect(backToTodayHref('/', '?utm_campaign=diwali&preview-date=2026-12-04')).toBe('/?utm_campaign=diwali&preview-date=')
    expect(backToTodayHref('/cruisedeals', '')).toBe('/cruisedeals?preview-date=')
    // Read back, the address asks for today: the chosen day is cleared.
    expect(previewDate(backToTodayHref('/', '?utm_campaign=diwali&preview-date=2026-12-04'), undefined, { secure: true }).date).toBeNull()
  })
})
