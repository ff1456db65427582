import { env } from '~/lib/platform/env/env.server'
import { configuredOrigin, originString } from '~/lib/platform/http/origin'

/** Read once, as the environment is: at boot. */
const SITE_ORIGIN = originString(configuredOrigin(env.SITE_URL))

/**
 * The site's one public origin, SITE_URL's (required in production; a loopback default in
 * development: env.server.ts). Every absolute link the site writes (canonical, og, JSON-LD,
 * sitemap, robots, e-mails) is built on it; a request's Host or forwarded host never chooses it.
 */
export function siteOrigin(): string {
  return SITE_ORIGIN
}
