import type { PageType, SitemapContent } from '~/lib/content'

import { PAGE_PATHS as SCHEMA_PAGE_PATHS } from '../../../content-model/routes'
import { absoluteUrl } from './index'

// /sitemap.xml and /robots.txt as pure functions of content and the site's origin.

/** Where each page singleton is published (shared with the Studio's Presentation tool). */
export const PAGE_PATHS: Readonly<Record<PageType, string>> = SCHEMA_PAGE_PATHS

export interface SitemapEntry {
  loc: string
  /** W3C date (YYYY-MM-DD or a full timestamp); left out when content has none. */
  lastmod?: string
}

/** Every public page once: the fixed routes in route-table order, then the offer pages and articles. */
export function sitemapEntries(origin: string, content: SitemapContent): SitemapEntry[] {
  const lastmodOf = new Map(content.pages.map((page) => [page._type, page.lastmod ?? undefined]))
  const fixed = (Object.entries(PAGE_PATHS) as [PageType, string][]).map(([type, path]) => ({
    loc: absoluteUrl(origin, path),
    lastmod: lastmodOf.get(type),
  }))
  const routed = content.documents.map((document) => ({
    loc: absoluteUrl(origin, `/${encodeURIComponent(document.slug)}`),
    lastmod: document.lastmod ?? undefined,
  }))
  const seen = new Set<string>()
  return [...fixed, ...routed].filter((entry) => (seen.has(entry.loc) ? false : (seen.add(entry.loc), true)))
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n${entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n` : ''}  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Crawlers may read every page; the lead and admin endpoints are not pages. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /healthz', '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n')
}
