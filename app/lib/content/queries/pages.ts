import { z } from 'zod'

import { editableDocument, from, project, query, variants } from './projection'
import { isoDate, seo, unmarked, unmarkedList, unmarkedNullish, unmarkedString } from './shared'

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

const page = project({
  ...editableDocument,
  _type: z.enum(PAGE_TYPES),
  title: z.string(),
  seo,
  keywords: unmarkedList,
  lastUpdated: unmarkedNullish,
  _updatedAt: unmarkedNullish,
})
export type Page = z.infer<typeof page.schema>

export const pageQuery = query(
  'page',
  '*[_id == $type && _type == $type][0]',
  page.check((schema) => schema.nullable()),
)

const offerPage = project({
  ...editableDocument,
  _type: z.literal('offerPage'),
  title: z.string(),
  slug: from('slug.current', unmarkedString),
  seo,
  ship: z.string(),
  nights: z.number().int().positive(),
})
const blogPost = project({
  ...editableDocument,
  _type: z.literal('blogPost'),
  title: z.string(),
  slug: from('slug.current', unmarkedString),
  seo: seo.check((schema) => schema.nullish()),
  category: unmarkedString,
  publishedAt: isoDate,
  readTime: z.number().int().positive(),
  excerpt: z.string(),
  featured: z.boolean().nullish(),
})

const routedDocument = variants(offerPage, blogPost)
export type RoutedDocument = z.infer<typeof routedDocument.schema>

/** The documents that own a top-level path of their own: /{slug}. */
export const routedDocumentQuery = query(
  'routedDocument',
  '*[_type in ["offerPage", "blogPost"] && slug.current == $slug][0]',
  routedDocument.check((schema) => schema.nullable()),
)

const ROUTED_TYPES = ['offerPage', 'blogPost'] as const

/** Every routed slug, for tests, the sitemap and route checks. */
export const routedSlugsQuery = query(
  'routedSlugs',
  '*[_type in ["offerPage", "blogPost"] && defined(slug.current)] | order(_type asc, slug.current asc)',
  project({ _type: z.enum(ROUTED_TYPES), slug: from('slug.current', unmarkedString) }).list(),
)

const isoDateTime = unmarked(z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/))

const sitemapContent = project({
  pages: from('*[_type in $pageTypes && _id == _type]', project({ _type: z.enum(PAGE_TYPES), lastmod: from('_updatedAt', isoDateTime.nullable()) }).list()),
  documents: from(
    '*[_type in ["offerPage", "blogPost"] && defined(slug.current)] | order(_type asc, slug.current asc)',
    project({
      _type: z.enum(ROUTED_TYPES),
      slug: from('slug.current', unmarkedString),
      lastmod: from('coalesce(_updatedAt, publishedAt)', isoDateTime.nullable()),
    }).list(),
  ),
})
export type SitemapContent = z.infer<typeof sitemapContent.schema>

/** What /sitemap.xml lists: each page singleton and routed document with when it last changed. */
export const sitemapQuery = query('sitemap', '', sitemapContent)
