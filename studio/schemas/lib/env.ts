/**
 * Environment flags that schema code may read. The same schema runs in three places:
 * the Studio in the browser (where `process` may not exist), the Sanity CLI in Node, and
 * `npm run validate:content`, which sets SANITY_OFFLINE=1 so that no validator calls the
 * hosted API.
 */
function readEnv(name: string): string | undefined {
  try {
    return typeof process === 'undefined' ? undefined : process.env[name]
  } catch {
    return undefined
  }
}

/**
 * The agency's time zone, the site's AGENCY_TIME_ZONE: the Studio decides "sailed" and "from" on
 * the same day as the site. Set SANITY_STUDIO_AGENCY_TIME_ZONE when the site's is not Singapore's.
 */
export function agencyTimeZone(): string {
  return readEnv('SANITY_STUDIO_AGENCY_TIME_ZONE') || readEnv('AGENCY_TIME_ZONE') || 'Asia/Singapore'
}

/** True while `npm run validate:content` (or anything else with SANITY_OFFLINE=1) runs. */
export function isOfflineValidation(): boolean {
  const value = readEnv('SANITY_OFFLINE')
  return value === '1' || value === 'true'
}
