// Pure helpers of the editorial pages (/about, /privacy-policy, /blog, the articles, /media):
// dates, tags, links inside rich text, profile links and the article's structured data.
// Browser-safe: the article route's components use them too.

import { formatContentDate } from '~/lib/sailings'

/** A calendar date (YYYY-MM-DD, or a timestamp whose date is read as written) for display: 'Sep 18, 2025' (short) or 'June 27, 2024' (long), the same on the server and in every time zone. */
export function formatDate(isoDate: string, style: 'short' | 'long' = 'short'): string {
  return /^\d{4}-\d{2}-\d{2}(T|$)/.test(isoDate) ? formatContentDate(isoDate.slice(0, 10), style) : isoDate
}

/** "5 min read". */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`
}

/** The category tags of a post: "Ship and Brand" is two tags, Ship and Brand. */
export function categoryTags(category: string): string[] {
  return category
    .split(/\s+and\s+/i)
    .map((part) => part.trim())
    .filter(Boolean)
}

export type RichLink =
  /** A page of this site: a client-side Link. */
  | { kind: 'internal'; href: string }
  /** Another site: opens in a new tab. */
  | { kind: 'external'; href: string }
  /** mailto: and tel: */
  | { kind: 'contact'; href: string }

/**
 * What a link inside rich text becomes. Editors may link a path of this site (/Best-Time-To-Cruise),
 * http(s), mailto: or tel:. Anything else (javascript:, data:, protocol-relative //host, a
 * backslash trick) is null and renders as plain text.
 */
export function richLink(href: string | null | undefined): RichLink | null {
  const value = href?.trim()
  // Browsers drop tabs and newlines inside URLs ('/\t/host' is '//host'): no control characters.
  if (!value || /[\u0000-\u001f\u007f\s]/.test(value)) return null
  if (value.startsWith('/')) return /^\/(?![/\\])/.test(value) ? { kind: 'internal', href: value } : null
  if (value.startsWith('#')) return { kind: 'internal', href: value }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'external', href: url.href }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'contact', href: value }
  return null
}

const PROFILE_PLATFORMS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)(x|twitter)\.com$/, 'X'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)facebook\.com$/, 'Facebook'],
  [/(^|\.)github\.com$/, 'GitHub'],
]

/** The site a profile URL is on, for its link text ("LinkedIn"); the host name for other sites. */
export function profilePlatform(url: string): string {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return 'profile'
  }
  return PROFILE_PLATFORMS.find(([pattern]) => pattern.test(host))?.[1] ?? host.replace(/^www\./, '')
}

export interface BlogPostingInput {
  headline: string
  description: string
  /** Absolute URL of the article (its canonical). */
  url: string
  /** Absolute URL of the hero image. */
  image: string
  datePublished: string
  dateModified?: string
  section?: string
  keywords?: string[]
  organization: { name: string; url: string; logo: string }
}

/** schema.org BlogPosting of an article, with the agency as author and publisher. */
export function blogPostingJsonLd(input: BlogPostingInput) {
  const organization = {
    '@type': 'Organization',
    name: input.organization.name,
    url: input.organization.url,
    logo: { '@type': 'ImageObject', url: input.organization.logo },
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    image: [input.image],
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: organization,
    publisher: organization,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.keywords?.length ? { keywords: input.keywords.join(', ') } : {}),
  }
}
