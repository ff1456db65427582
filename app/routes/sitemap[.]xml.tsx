import { getSitemapContent } from '~/lib/content/content.server'
import { methodNotAllowed, READ_METHODS } from '~/lib/platform/http'
import { siteOrigin } from '~/lib/seo/origin.server'
import { sitemapEntries, sitemapXml } from '~/lib/seo/sitemap'

// Every public page with its last change from content (SEO).
export async function loader() {
  const body = sitemapXml(sitemapEntries(siteOrigin(), await getSitemapContent()))
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
    },
  })
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to read the sitemap.')
