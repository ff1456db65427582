import { z } from 'zod'

// Every GROQ query of the site, with the zod schema of its result. The types the app uses are
// inferred from these schemas, so a query and its type cannot drift apart.

const IMAGE = /* groq */ `
  alt,
  hotspot,
  crop,
  "asset": asset->{
    _id,
    url,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height
  }
`

export const ImageSchema = z.object({
  alt: z.string(),
  hotspot: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).partial().nullish(),
  crop: z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() }).partial().nullish(),
  asset: z.object({
    _id: z.string(),
    url: z.string(),
    width: z.number().positive(),
    height: z.number().positive(),
  }),
})
export type ContentImage = z.infer<typeof ImageSchema>

const nullishString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined)
const stringList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? [])

export const BookingSearchSchema = z.object({
  destinations: stringList,
  cruiseLines: stringList,
  durations: stringList,
  ships: stringList,
  departurePorts: stringList,
  rivers: stringList,
  transport: nullishString,
  sortColumn: z.enum(['price', 'departureDate', 'cruiselinePriority']).nullish(),
  sortOrder: z.enum(['asc', 'desc']).nullish(),
})

const MoneyCodes = { USD: z.number().int().positive(), SGD: z.number().int().positive(), INR: z.number().int().positive() }

const NavLinkSchema = z.object({
  _key: z.string(),
  _type: z.literal('navLink'),
  label: z.string(),
  path: z.string().startsWith('/'),
  badge: nullishString,
})
const NavBookingLinkSchema = z.object({
  _key: z.string(),
  _type: z.literal('navBookingLink'),
  label: z.string(),
  badge: nullishString,
  search: BookingSearchSchema.nullish(),
})

export const SiteSettingsSchema = z.object({
  brandName: z.string(),
  productName: z.string(),
  tagline: z.string(),
  logo: ImageSchema,
  footerLogo: ImageSchema,
  supportPhones: z.object({ INR: z.string(), USD: z.string(), SGD: z.string() }),
  chatNumber: z.string(),
  bookingEmail: z.string(),
  address: z.string(),
  bookingEngine: z.object({
    host: z.string(),
    searchPath: z.string(),
    siteIds: z.object(MoneyCodes),
  }),
  navigation: z.array(z.discriminatedUnion('_type', [NavLinkSchema, NavBookingLinkSchema])),
  footerBlurb: z.string(),
  footerColumns: z.array(
    z.object({ _key: z.string(), title: z.string(), links: z.array(NavLinkSchema.omit({ _type: true, badge: true })) }),
  ),
  socialBranches: z.array(
    z.object({
      _key: z.string(),
      branch: z.string(),
      links: z.array(
        z.object({
          _key: z.string(),
          platform: z.enum(['facebook', 'instagram', 'linkedin', 'youtube', 'x']),
          url: z.string(),
        }),
      ),
    }),
  ),
  copyright: z.string(),
})
export type SiteSettings = z.infer<typeof SiteSettingsSchema>

export const siteSettingsQuery = {
  name: 'siteSettings',
  groq: /* groq */ `*[_id == "siteSettings"][0]{
    brandName, productName, tagline,
    logo{${IMAGE}},
    footerLogo{${IMAGE}},
    supportPhones{INR, USD, SGD},
    chatNumber, bookingEmail, address,
    bookingEngine{host, searchPath, siteIds{USD, SGD, INR}},
    navigation[]{_key, _type, label, path, badge, search},
    footerBlurb,
    footerColumns[]{_key, title, links[]{_key, label, path}},
    socialBranches[]{_key, branch, links[]{_key, platform, url}},
    copyright
  }`,
  parse: (raw: unknown) => SiteSettingsSchema.parse(raw),
}

export const SeoSchema = z.object({ title: z.string(), description: z.string() })
export type Seo = z.infer<typeof SeoSchema>

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

export const PageSchema = z.object({
  _type: z.enum(PAGE_TYPES),
  title: z.string(),
  seo: SeoSchema,
  keywords: stringList,
  lastUpdated: nullishString,
  _updatedAt: nullishString,
})
export type Page = z.infer<typeof PageSchema>

export const pageQuery = {
  name: 'page',
  groq: /* groq */ `*[_id == $type && _type == $type][0]{_type, title, seo{title, description}, keywords, lastUpdated, _updatedAt}`,
  parse: (raw: unknown) => PageSchema.nullable().parse(raw),
}

const OfferPageSchema = z.object({
  _type: z.literal('offerPage'),
  title: z.string(),
  slug: z.string(),
  ship: z.string(),
  nights: z.number().int().positive(),
  seo: SeoSchema,
})
const BlogPostSchema = z.object({
  _type: z.literal('blogPost'),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  publishedAt: z.iso.date(),
  readTime: z.number().int().positive(),
  excerpt: z.string(),
  featured: z.boolean().nullish(),
  seo: SeoSchema.nullish(),
})
export type OfferPage = z.infer<typeof OfferPageSchema>
export type BlogPost = z.infer<typeof BlogPostSchema>

export const RoutedDocumentSchema = z.discriminatedUnion('_type', [OfferPageSchema, BlogPostSchema])
export type RoutedDocument = z.infer<typeof RoutedDocumentSchema>

/** The documents that own a top-level path of their own: /{slug}. */
export const routedDocumentQuery = {
  name: 'routedDocument',
  groq: /* groq */ `*[_type in ["offerPage", "blogPost"] && slug.current == $slug][0]{
    _type, title, "slug": slug.current, seo{title, description},
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
  parse: (raw: unknown) => z.array(z.object({ _type: z.enum(['offerPage', 'blogPost']), slug: z.string() })).parse(raw),
}
