import { getPage, getSiteSettings } from '~/lib/content/content.server'
import type { PageType } from '~/lib/content'
import { absoluteUrl, type PageMeta } from './index'
import { siteOrigin } from './origin.server'

/** Loads a page singleton with the head tags of its route: the whole loader of a simple page. */
export async function loadPage(request: Request, type: PageType, canonicalPath: string) {
  const [page, settings] = await Promise.all([getPage(type), getSiteSettings()])
  const meta: PageMeta = {
    title: page.seo.title,
    description: page.seo.description,
    canonical: absoluteUrl(siteOrigin(request), canonicalPath),
    siteName: settings.brandName,
    keywords: page.keywords,
  }
  return { page, meta }
}
