import type { MetaDescriptor } from '@remix-run/node'

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
  image?: string
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
    tags.push({ property: 'og:image', content: meta.image }, { name: 'twitter:image', content: meta.image })
  }
  return tags
}

/** Joins a site origin and a path into an absolute URL, without doubled or missing slashes. */
export function absoluteUrl(origin: string, path: string): string {
  // Leading slashes, backslashes and whitespace collapse to one '/': '//evil.com' must stay a path
  // on this origin, not become a protocol-relative URL to another host.
  return new URL(`/${path.replace(/^[\s/\\]+/, '')}`, origin.endsWith('/') ? origin : `${origin}/`).href
}
