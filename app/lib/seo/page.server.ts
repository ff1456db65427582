import { stegaClean } from '@sanity/client/stega'

import type { PageType } from '~/lib/content'
import { getPage, getSiteSettings } from '~/lib/content/content.server'

import { serializeJsonLd } from './index'
import { absoluteUrl, type PageMeta } from './index'
import { siteOrigin } from './origin.server'

/**
 * Head tags are read by crawlers and link previews, never by the Studio's overlays: in a preview
 * session the content texts they come from (titles, alt texts) carry stega markers, removed here.
 * Every loader builds its PageMeta through this.
 */
export function plainMeta(meta: PageMeta): PageMeta {
  return stegaClean(meta)
}

/** Structured data for an inline script, likewise without stega markers (see plainMeta). */
export function plainJsonLd(value: unknown): string {
  return serializeJsonLd(stegaClean(value))
}

/** Loads a page singleton with the head tags of its route: the whole loader of a simple page. */
export async function loadPage(request: Request, type: PageType, canonicalPath: string) {
  const [page, settings] = await Promise.all([getPage(type), getSiteSettings()])
  const meta: PageMeta = {
    title: page.seo.title,
    description: page.seo.description,
    canonical: absoluteUrl(siteOrigin(), canonicalPath),
    siteName: settings.brandName,
    keywords: page.keywords,
  }
  return { page, meta: plainMeta(meta) }
}
