import { env } from '~/lib/env.server'

/** The public origin of the site: SITE_URL when configured, else the request's own origin. */
export function siteOrigin(request: Request): string {
  return env.SITE_URL ? new URL(env.SITE_URL).origin : new URL(request.url).origin
}
