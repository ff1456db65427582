import { env } from '~/lib/env.server'

import { dateInZone, type IsoDate } from './index'

// The server's clock for what content offers. A test run may start it at another instant
// (SITE_CLOCK, honoured only outside production or with E2E=1, like the other test overrides);
// it then runs on in real time from there, so pages still age and caches still expire.
const honoured = env.SITE_CLOCK !== undefined && (env.NODE_ENV !== 'production' || env.E2E === true)
if (env.SITE_CLOCK !== undefined && !honoured) console.warn('SITE_CLOCK is ignored in production (set E2E=1 only for a test run).')
const offsetMs = honoured ? Date.parse(env.SITE_CLOCK as string) - Date.now() : 0

/** Now, in ms, on the site's clock. */
export const siteNow = (): number => Date.now() + offsetMs

/** The agency's today (AGENCY_TIME_ZONE): sailings on or before it are not offered. */
export const agencyToday = (): IsoDate => dateInZone(siteNow(), env.AGENCY_TIME_ZONE)
