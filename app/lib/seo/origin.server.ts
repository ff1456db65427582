import { env } from '~/lib/platform/env/env.server'
import { configuredOrigin, originString } from '~/lib/platform/http/origin'

/**
 * The public origin of the site, as the server's first middleware decided it (lib/platform/http/origin.ts):
 * SITE_URL when configured, else the request's own origin, whose host that middleware has already
 * checked and set. The page store keys pages by the same decision.
 */
export function siteOrigin(request: Request): string {
  return env.SITE_URL ? originString(configuredOrigin(env.SITE_URL)) : new URL(request.url).origin
}
