import { AsyncLocalStorage } from 'node:async_hooks'

import { env } from '~/lib/platform/env/env.server'

import { dateInZone, type IsoDate, noonInZone } from './index'

// The server's clock for what content offers. A test run may start it at another instant
// (SITE_CLOCK, honoured only outside production or with E2E=1, like the other test overrides);
// it then runs on in real time from there, so pages still age and caches still expire. A content
// editor's preview session may look at the site as of another day (withSiteDate, from
// lib/preview/preview-date.server.ts): that request's clock is noon of that day, in the agency's zone.
const honoured = env.SITE_CLOCK !== undefined && (env.NODE_ENV !== 'production' || env.E2E === true)
if (env.SITE_CLOCK !== undefined && !honoured) console.warn('SITE_CLOCK is ignored in production (set E2E=1 only for a test run).')
const offsetMs = honoured ? Date.parse(env.SITE_CLOCK as string) - Date.now() : 0

const previewedDay = new AsyncLocalStorage<IsoDate>()

/** Runs `work` (a request) with the site's clock at noon on `date`, or as it is when `date` is null. */
export function withSiteDate<T>(date: IsoDate | null, work: () => T): T {
  return date ? previewedDay.run(date, work) : work()
}

/** Now, in ms, on the site's clock. */
export function siteNow(): number {
  const day = previewedDay.getStore()
  return day ? noonInZone(day, env.AGENCY_TIME_ZONE) : Date.now() + offsetMs
}

/** The agency's today (AGENCY_TIME_ZONE): sailings on or before it are not offered. */
export const agencyToday = (): IsoDate => dateInZone(siteNow(), env.AGENCY_TIME_ZONE)

/** The day this request is previewed as of (a content editor's choice), or null: today. */
export const previewedSiteDate = (): IsoDate | null => previewedDay.getStore() ?? null
