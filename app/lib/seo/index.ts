import type { MetaDescriptor } from 'react-router'

import { SHARE_IMAGE } from '~/lib/content/images'

// One builder for every page's head tags, so titles, descriptions, canonical links and the
// Open Graph / Twitter cards stay consistent across routes.

export interface PageMeta {
  title: string
  description: string
  /** Absolute canonical URL. */
  canonical: string
  siteName: string
  type?: 'website' | 'article'
  keywords?: string[]
  /** Absolute URL of the link-preview picture (og:image, twitter:image): a share picture (share-image.server.ts). */
  image?: string
  /** Its alt text (og:image:alt, twitter:image:alt). */
  imageAlt?: string
  /** Articles: article:published_time, article:modified_time (ISO dates), article:section, article:tag. */
  article?: { publishedTime: string; modifiedTime?: string; section?: string; tags?: string[] }
  /** Paged lists: absolute URLs of the previous and next page (link rel=prev / rel=next). */
  prev?: string
  next?: string
}

export function metaTags(meta: PageMeta | undefined | null): MetaDescriptor[] {
  if (!meta) return [{ title: 'Page not found' }]
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { tagName: 'link', rel: 'canonical', href: meta.canonical },
    { property: 'og:type', content: meta.type ?? 'website' },
    { property: 'og:site_name', content: meta.siteName },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: meta.canonical },
    { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: meta.title },
    { name: 'twitter:description', content: meta.description },
  ]
  if (meta.keywords?.length) tags.push({ name: 'keywords', content: meta.keywords.join(', ') })
  if (meta.image) {
    tags.push(
      { property: 'og:image', content: meta.image },
      // Its size and type up front, so a messaging app shows it on the first share.
      { property: 'og:image:type', content: SHARE_IMAGE.type },
      { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
      { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
      { name: 'twitter:image', content: meta.image },
    )
    if (meta.imageAlt) {
      tags.push({ property: 'og:image:alt', content: meta.imageAlt }, { name: 'twitter:image:alt', content: meta.imageAlt })
    }
  }
  if (meta.article) {
    const { publishedTime, modifiedTime, section, tags: articleTags = [] } = meta.article
    tags.push({ property: 'article:published_time', content: publishedTime })
    if (modifiedTime) tags.push({ property: 'article:modified_time', content: modifiedTime })
    if (section) tags.push({ property: 'article:section', content: section })
    for (const tag of articleTags) tags.push({ property: 'article:tag', content: tag })
  }
  if (meta.prev) tags.push({ tagName: 'link', rel: 'prev', href: meta.prev })
  if (meta.next) tags.push({ tagName: 'link', rel: 'next', href: meta.next })
  return tags
}

/** Joins a site origin and a path into an absolute URL, without doubled or missing slashes. */
export function absoluteUrl(origin: string, path: string): string {
  // Leading slashes, backslashes and whitespace collapse to one '/': '//evil.com' must stay a path
  // on this origin, not become a protocol-relative URL to another host.
  return new URL(`/${path.replace(/^[\s/\\]+/, '')}`, origin.endsWith('/') ? origin : `${origin}/`).href
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` become \u escapes,
 * so no text in it can close the script element or open a comment; U+2028 and U+2029 are escaped
 * too. The result is still valid JSON that parses back to the same value.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
