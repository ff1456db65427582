import { z } from 'zod'

import { plain, plainList, plainNullish, plainString, SeoSchema } from './shared'

// Page singletons and the documents routed at /{slug}.

/** The page singletons, one per fixed route. Their document id equals their type. */
export const PAGE_TYPES = [
  'homePage',
  'cruiseDealsPage',
  'contactPage',
  'aboutPage',
  'insurancePage',
  'singaporePage',
  'mediaPage',
  'blogPage',
  'privacyPolicy',
] as const
export type PageType = (typeof PAGE_TYPES)[number]

const PageSchema = z.object({
  _type: z.enum(PAGE_TYPES),
  title: z.string(),
  seo: SeoSchema,
  keywords: plainList,
  lastUpdated: plainNullish,
  _updatedAt: plainNullish,
})
export type Page = z.infer<typeof PageSchema>

export const pageQuery = {
  name: 'page',
  groq: /* groq */ `*[_id == $type && _type == $type][0]{_id, _type, title, seo{title, description}, keywords, lastUpdated, _updatedAt}`,
  parse: (raw: unknown) => PageSchema.nullable().parse(raw),
}

const OfferPageSchema = z.object({
  _type: z.literal('offerPage'),
  title: z.string(),
  slug: plainString,
  ship: z.string(),
  nights: z.number().int().positive(),
  seo: SeoSchema,
})
const BlogPostSchema = z.object({
  _type: z.literal('blogPost'),
  title: z.string(),
  slug: plainString,
  category: plainString,
  publishedAt: plain(z.iso.date()),
  readTime: z.number().int().positive(),
  excerpt: z.string(),
  featured: z.boolean().nullish(),
  seo: SeoSchema.nullish(),
})

const RoutedDocumentSchema = z.discriminatedUnion('_type', [OfferPageSchema, BlogPostSchema])
export type RoutedDocument = z.infer<typeof RoutedDocumentSchema>

/** The documents that own a top-level path of their own: /{slug}. */
export const routedDocumentQuery = {
  name: 'routedDocument',
  groq: /* groq */ `*[_type in ["offerPage", "blogPost"] && slug.current == $slug][0]{
    _id, _type, title, "slug": slug.current, seo{title, description},
    _type == "offerPage" => {ship, nights},
    _type == "blogPost" => {category, publishedAt, readTime, excerpt, featured}
  }`,
  parse: (raw: unknown) => RoutedDocumentSchema.nullable().parse(raw),
}

/** Every routed slug, for tests, the sitemap and route checks. */
export const routedSlugsQuery = {
  name: 'routedSlugs',
  groq: /* groq */ `*[_type in ["offerPage", "blogPost"] && defined(slug.current)] | order(_type asc, slug.current asc){
    _type, "slug": slug.current
  }`,
  parse: (raw: unknown) => z.array(z.object({ _type: z.enum(['offerPage', 'blogPost']), slug: plainString })).parse(raw),
}

const isoDateTime = plain(z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/))

const SitemapContentSchema = z.object({
  pages: z.array(z.object({ _type: z.enum(PAGE_TYPES), lastmod: isoDateTime.nullable() })),
  documents: z.array(z.object({ _type: z.enum(['offerPage', 'blogPost']), slug: plainString, lastmod: isoDateTime.nullable() })),
})
export type SitemapContent = z.infer<typeof SitemapContentSchema>

/** What /sitemap.xml lists: each page singleton and routed document with when it last changed. */
export const sitemapQuery = {
  name: 'sitemap',
  groq: /* groq */ `{
    "pages": *[_type in $pageTypes && _id == _type]{_type, "lastmod": _updatedAt},
    "documents": *[_type in ["offerPage", "blogPost"] && defined(slug.current)] | order(_type asc, slug.current asc){
      _type, "slug": slug.current, "lastmod": coalesce(_updatedAt, publishedAt)
    }
  }`,
  parse: (raw: unknown) => SitemapContentSchema.parse(raw),
}
