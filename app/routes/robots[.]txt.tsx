import { methodNotAllowed, READ_METHODS } from '~/lib/platform/http'
import { siteOrigin } from '~/lib/seo/origin.server'
import { robotsTxt } from '~/lib/seo/sitemap'

export function loader() {
  return new Response(robotsTxt(siteOrigin()), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=86400',
    },
  })
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to read robots.txt.')
