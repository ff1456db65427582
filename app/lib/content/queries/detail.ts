import { stegaClean } from '@sanity/client/stega'
import { z } from 'zod'

// The content model's fixed values are the Studio schema's own (schemas/vocabulary.ts).
import { ITINERARY_ACTIVITIES, LEAD_FORM_PLACEMENTS, type LeadFormPlacement, PACKAGE_KINDS, type PackageKind } from '../../../../schemas/vocabulary'
import {
  BookingSearchSchema,
  DeparturesSchema,
  IMAGE,
  ImageSchema,
  MoneySchema,
  nullishString,
  plain,
  plainList,
  plainString,
  SeoSchema,
  stringList,
} from './shared'

// Page detail: blog articles and the blog index, the Singapore offer pages, the
// /cruisedeals packages, /singapore-cruise with its land packages, /about with the team,
// /contact, /privacy-policy, /asego-insurance and the lead forms' options.
// Every list is ordered in GROQ; references are dereferenced (dangling ones dropped) and images
// go through the shared IMAGE projection.

const CURRENCY_CODES = ['INR', 'USD', 'SGD'] as const

/** An optional value: GROQ gives null for a missing attribute, the app wants undefined. */
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value): z.output<T> | undefined => value ?? undefined)

const isoDate = plain(z.iso.date())

// ---------------------------------------------------------------------------------------------
// Portable Text

const SpanSchema = z.object({
  _type: z.literal('span'),
  _key: z.string(),
  text: z.string(),
  marks: plainList,
})
const LinkMarkSchema = z.object({ _type: z.literal('link'), _key: z.string(), href: plainString })

const TextBlockSchema = z.object({
  _type: z.literal('block'),
  _key: z.string(),
  style: plain(z.enum(['normal', 'h2', 'h3', 'blockquote']))
    .nullish()
    .transform((value) => value ?? 'normal'),
  listItem: optional(plain(z.enum(['bullet', 'number']))),
  level: optional(z.number().int().positive()),
  children: z.array(SpanSchema),
  markDefs: z
    .array(LinkMarkSchema)
    .nullish()
    .transform((value) => value ?? []),
})

const ArticleImageSchema = ImageSchema.extend({
  _type: z.literal('image'),
  _key: z.string(),
  caption: nullishString,
})
export type ArticleImage = z.infer<typeof ArticleImageSchema>

const FaqBlockSchema = z.object({
  _type: z.literal('faq'),
  _key: z.string(),
  title: nullishString,
  items: z.array(z.object({ _key: z.string(), question: z.string(), answer: z.string() })).min(1),
})
export type FaqBlock = z.infer<typeof FaqBlockSchema>

/** Rich text of legal pages and intros: text blocks only. */
const RichTextSchema = z.array(TextBlockSchema)
export type RichText = z.infer<typeof RichTextSchema>

/** An article body: text blocks, images and FAQ accordions. */
const ArticleBodySchema = z.array(z.discriminatedUnion('_type', [TextBlockSchema, ArticleImageSchema, FaqBlockSchema]))
export type ArticleBody = z.infer<typeof ArticleBodySchema>

const TEXT_BLOCK = /* groq */ `_type == "block" => {
  style, listItem, level,
  children[]{_type, _key, text, marks},
  markDefs[]{_type, _key, href}
}`

const RICH_TEXT = /* groq */ `{_type, _key, ${TEXT_BLOCK}}`

const ARTICLE_BODY = /* groq */ `{
  _type, _key,
  ${TEXT_BLOCK},
  _type == "image" => {caption, ${IMAGE}},
  _type == "faq" => {title, items[]{_key, question, answer}}
}`

// ---------------------------------------------------------------------------------------------
// Blog

const PostLinkSchema = z.object({ title: z.string(), slug: plainString })

const BlogCardSchema = z.object({
  title: z.string(),
  slug: plainString,
  category: plainString,
  publishedAt: isoDate,
  readTime: z.number().int().positive(),
  excerpt: z.string(),
  featured: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  heroImage: ImageSchema,
})
export type BlogCard = z.infer<typeof BlogCardSchema>

const BlogPostDetailSchema = BlogCardSchema.extend({
  tags: plainList,
  body: ArticleBodySchema,
  seo: SeoSchema.nullish().transform((value) => value ?? undefined),
  previous: PostLinkSchema.nullish().transform((value) => value ?? undefined),
  next: PostLinkSchema.nullish().transform((value) => value ?? undefined),
})
export type BlogPostDetail = z.infer<typeof BlogPostDetailSchema>

const BLOG_CARD = /* groq */ `_id, title, "slug": slug.current, category, publishedAt, readTime, excerpt, featured, heroImage{${IMAGE}}`

/**
 * Date order of the posts; posts of the same day are ordered by id so the chain never skips one.
 * "previous" is the next older post, "next" the next newer one (the newest post has only
 * a Previous link, the oldest only a Next link).
 */
const OLDER = /* groq */ `(publishedAt < ^.publishedAt || (publishedAt == ^.publishedAt && _id < ^._id))`
const NEWER = /* groq */ `(publishedAt > ^.publishedAt || (publishedAt == ^.publishedAt && _id > ^._id))`

/** One article at /{slug} with its body and its Previous / Next neighbours by date. */
export const blogPostDetailQuery = {
  name: 'detail.blogPost',
  groq: /* groq */ `*[_type == "blogPost" && slug.current == $slug][0]{
    ${BLOG_CARD},
    tags,
    body[]${ARTICLE_BODY},
    seo{title, description},
    "previous": *[_type == "blogPost" && defined(slug.current) && ${OLDER}] | order(publishedAt desc, _id desc)[0]{title, "slug": slug.current},
    "next": *[_type == "blogPost" && defined(slug.current) && ${NEWER}] | order(publishedAt asc, _id asc)[0]{title, "slug": slug.current}
  }`,
  parse: (raw: unknown) => BlogPostDetailSchema.nullable().parse(raw),
}

/** /blog shows the featured post first, then up to ten more: eleven cards at most. */
const BLOG_INDEX_SIZE = 11

const BlogIndexSchema = z.object({
  page: z.object({ title: z.string(), intro: z.string(), readMoreLabel: z.string(), seo: SeoSchema }).nullable(),
  posts: z.array(BlogCardSchema),
})
export type BlogIndex = z.infer<typeof BlogIndexSchema>

export const blogIndexQuery = {
  name: 'detail.blogIndex',
  groq: /* groq */ `{
    "page": *[_id == "blogPage" && _type == "blogPage"][0]{_id, title, intro, readMoreLabel, seo{title, description}},
    "posts": *[_type == "blogPost" && defined(slug.current)]
      | order(coalesce(featured, false) desc, publishedAt desc, _id desc)[0...${BLOG_INDEX_SIZE}]{${BLOG_CARD}}
  }`,
  parse: (raw: unknown) => BlogIndexSchema.parse(raw),
}

// ---------------------------------------------------------------------------------------------
// Offer pages

const clockTime = optional(plain(z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)))

const ItineraryRowSchema = z.object({
  _key: z.string(),
  day: z.number().int().positive(),
  port: z.string(),
  arrive: clockTime,
  depart: clockTime,
  activity: plain(z.enum(ITINERARY_ACTIVITIES)),
})

/** Fare, NCCF, tax and gratuities per person; totalCabinFare for the cabin (occupancy × their sum). */
const FareRowSchema = z.object({
  _key: z.string(),
  sailingDate: isoDate,
  cruiseFare: MoneySchema,
  nccf: MoneySchema,
  tax: MoneySchema,
  gratuities: MoneySchema,
  totalCabinFare: MoneySchema,
})
export type FareRow = z.infer<typeof FareRowSchema>

const OfferCardSchema = z.object({
  title: z.string(),
  slug: z.string(),
  ship: z.string(),
  nights: z.number().int().positive(),
  route: z.string(),
  image: ImageSchema,
  startingPrice: MoneySchema,
  onboardCreditUsd: optional(z.number().min(0)),
  badge: nullishString,
})

const OfferPageDetailSchema = OfferCardSchema.extend({
  intro: z.string(),
  itineraryHeading: z.string(),
  itinerary: z.array(ItineraryRowSchema).min(1),
  faresHeading: z.string(),
  cabinCategory: z.string(),
  fareBasis: z.string(),
  occupancy: z.number().int().positive(),
  fares: z.array(FareRowSchema).min(1),
  fareNote: nullishString,
  bookLabel: z.string(),
  leadVariation: plainString,
  seo: SeoSchema,
})
export type OfferPageDetail = z.infer<typeof OfferPageDetailSchema>

const OFFER_CARD = /* groq */ `_id, title, "slug": slug.current, ship, nights, route, image{${IMAGE}}, startingPrice{INR, USD, SGD}, onboardCreditUsd, badge`
const MONEY = /* groq */ `{INR, USD, SGD}`

/** One offer page at /{slug}: itinerary by day, sailings by date. */
export const offerPageDetailQuery = {
  name: 'detail.offerPage',
  groq: /* groq */ `*[_type == "offerPage" && slug.current == $slug][0]{
    ${OFFER_CARD},
    intro,
    itineraryHeading,
    "itinerary": itinerary[] | order(day asc){_key, day, port, arrive, depart, activity},
    faresHeading, cabinCategory, fareBasis, occupancy, fareNote, bookLabel,
    "fares": fares[] | order(sailingDate asc){
      _key, sailingDate,
      cruiseFare${MONEY}, nccf${MONEY}, tax${MONEY}, gratuities${MONEY}, totalCabinFare${MONEY}
    },
    leadVariation,
    seo{title, description}
  }`,
  parse: (raw: unknown) => OfferPageDetailSchema.nullable().parse(raw),
}

// ---------------------------------------------------------------------------------------------
// /cruisedeals

/** A package card as one currency sees it: texts and the event image already picked for it. */
const PackageCardSchema = z.object({
  _id: z.string(),
  kind: plain(z.enum(PACKAGE_KINDS)),
  name: z.string(),
  image: ImageSchema,
  itinerary: z.string(),
  nights: z.number().int().positive(),
  date: isoDate,
  /** Once the date has come: keep the card with "New dates soon" (else it leaves the site). */
  newDatesSoon: z.boolean(),
  hotel: nullishString,
  sightseeing: nullishString,
  transfers: nullishString,
  flight: nullishString,
  ship: z.string(),
  price: MoneySchema,
  currencies: plain(z.array(z.enum(CURRENCY_CODES))),
  eventName: nullishString,
  eventImage: optional(ImageSchema),
})
export type PackageCard = z.infer<typeof PackageCardSchema>

/**
 * The value of a per-currency field for $currency. Written with select() rather than
 * `field[$currency]`: the embedded backend parses queries without their params (to cache the
 * tree), and groq-js only reads `[$param]` as an attribute access when it knows the param.
 */
const forCurrency = (field: string, projection = '') =>
  `select(${CURRENCY_CODES.map((code) => `$currency == "${code}" => ${field}.${code}${projection}`).join(', ')})`

const PACKAGE_CARD = /* groq */ `{
  _id, kind, name, image{${IMAGE}},
  "itinerary": ${forCurrency('itinerary')},
  nights, date, "newDatesSoon": newDatesSoon == true, hotel, sightseeing, transfers,
  "flight": ${forCurrency('flight')},
  ship, price${MONEY}, currencies,
  "eventName": ${forCurrency('eventName')},
  "eventImage": ${forCurrency('eventImage', `{${IMAGE}}`)}
}`

const packagesOf = (kind: PackageKind) =>
  /* groq */ `*[_type == "package" && kind == "${kind}" && $currency in currencies] | order(order asc, name asc)${PACKAGE_CARD}`

const ImagePerCurrencySchema = z.object({ INR: ImageSchema, USD: ImageSchema, SGD: ImageSchema })

/** An exclusive offer's card, with the fares its "from" price follows (lib/pages/offers fromPrice). */
const ExclusiveOfferSchema = OfferCardSchema.extend({
  occupancy: z.number().int().positive(),
  fares: z.array(z.object({ sailingDate: isoDate, totalCabinFare: MoneySchema })),
})
export type ExclusiveOffer = z.infer<typeof ExclusiveOfferSchema>

const CruiseDealsPageSchema = z.object({
  title: z.string(),
  heroImage: ImagePerCurrencySchema,
  heroLabel: z.string(),
  bookingHub: z
    .array(z.object({ _key: z.string(), image: ImagePerCurrencySchema, label: z.string(), search: BookingSearchSchema }))
    .nullish()
    .transform((slides) => slides ?? []),
  exclusiveOffersHeading: z.string(),
  exclusiveOffers: z.array(ExclusiveOfferSchema),
  lastMinuteHeading: z.string(),
  packagesHeading: z.string(),
  landFlyCruiseHeading: z.string(),
  landCruiseHeading: z.string(),
  flyCruiseEventsHeading: z.string(),
  bookLabel: z.string(),
  calendar: z.object({
    heading: z.string(),
    title: z.string(),
    loadLabel: z.string(),
    height: z.number().int().positive(),
    search: BookingSearchSchema,
  }),
  seo: SeoSchema,
  landFlyCruise: z.array(PackageCardSchema),
  landCruise: z.array(PackageCardSchema),
  flyCruiseEvents: z.array(PackageCardSchema),
})
export type CruiseDealsPage = z.infer<typeof CruiseDealsPageSchema>

/** /cruisedeals for one currency ($currency): only the packages shown to it, texts picked for it. */
export const cruiseDealsPageQuery = {
  name: 'detail.cruiseDealsPage',
  groq: /* groq */ `*[_id == "cruiseDealsPage" && _type == "cruiseDealsPage"][0]{
    _id, title,
    heroImage{"INR": INR{${IMAGE}}, "USD": USD{${IMAGE}}, "SGD": SGD{${IMAGE}}},
    heroLabel,
    bookingHub[]{_key, image{"INR": INR{${IMAGE}}, "USD": USD{${IMAGE}}, "SGD": SGD{${IMAGE}}}, label, search},
    exclusiveOffersHeading,
    "exclusiveOffers": exclusiveOffers[defined(@->slug.current)]->{${OFFER_CARD}, occupancy, "fares": fares[]{sailingDate, totalCabinFare${MONEY}}},
    lastMinuteHeading, packagesHeading, landFlyCruiseHeading, landCruiseHeading, flyCruiseEventsHeading, bookLabel,
    calendar{heading, title, loadLabel, height, search},
    seo{title, description},
    "landFlyCruise": ${packagesOf('landFlyCruise')},
    "landCruise": ${packagesOf('landCruise')},
    "flyCruiseEvents": ${packagesOf('flyCruiseEvent')}
  }`,
  parse: (raw: unknown) => CruiseDealsPageSchema.nullable().parse(raw),
}

// ---------------------------------------------------------------------------------------------
// /singapore-cruise

const DayPlanSchema = z.object({ _key: z.string(), day: z.number().int().positive(), title: z.string(), plan: z.string() })

const LandPackageSchema = z.object({
  _id: z.string(),
  title: z.string(),
  nights: z.number().int().positive(),
  duration: z.string(),
  description: z.string(),
  image: ImageSchema,
  /** When the stay starts, if content limits it (empty: any day). */
  departures: DeparturesSchema.nullish(),
  highlights: stringList,
  dayPlans: z.array(DayPlanSchema),
  hotelTiers: z.array(z.object({ _key: z.string(), stars: z.number().int(), label: z.string(), price: MoneySchema })).min(1),
  stayOption: z.string(),
  infoBox: z.string(),
  inclusions: stringList,
})

const TextPerCurrencySchema = z.object({ INR: nullishString, USD: nullishString, SGD: nullishString })
const anchor = plain(z.string().regex(/^[a-z][a-z0-9-]*$/))

const SingaporePageSchema = z.object({
  title: z.string(),
  heroImage: ImageSchema,
  heroLabel: z.string(),
  heroSearch: BookingSearchSchema,
  themedEvent: z.object({
    anchor,
    heading: z.string(),
    intro: z.string(),
    image: ImageSchema,
    ship: z.string(),
    sailingDate: isoDate,
    days: z.array(DayPlanSchema),
    highlights: stringList,
    price: MoneySchema,
    priceNote: TextPerCurrencySchema,
    ctaLabel: z.string(),
  }),
  cruiseLines: z.object({
    anchor,
    heading: z.string(),
    intro: nullishString,
    cards: z.array(
      z.object({
        _key: z.string(),
        name: z.string(),
        cruiseLine: z.string(),
        image: ImageSchema,
        text: z.string(),
        ctaLabel: z.string(),
        search: BookingSearchSchema,
      }),
    ),
  }),
  landPackages: z.object({
    anchor,
    heading: z.string(),
    intro: nullishString,
    expandLabel: z.string(),
    collapseLabel: z.string(),
    enquireLabel: z.string(),
    packages: z.array(LandPackageSchema),
  }),
  included: z.object({ anchor, heading: z.string(), items: stringList }),
  visa: z.object({
    anchor,
    heading: z.string(),
    intro: z.string(),
    rules: z.array(
      z.object({
        _key: z.string(),
        country: z.string(),
        status: plain(z.enum(['visaRequired', 'exempt', 'arrivalCard'])),
        summary: z.string(),
        details: z.string(),
        since: optional(isoDate),
      }),
    ),
    ctaLabel: z.string(),
    disclaimer: nullishString,
  }),
  seo: SeoSchema,
})
export type SingaporePage = z.infer<typeof SingaporePageSchema>

const LAND_PACKAGE = /* groq */ `{
  _id, title, nights, duration, description, image{${IMAGE}}, departures{dates, weekly{weekday, from, until}}, highlights,
  "dayPlans": dayPlans[] | order(day asc){_key, day, title, plan},
  "hotelTiers": hotelTiers[] | order(stars asc){_key, stars, label, price${MONEY}},
  stayOption, infoBox, inclusions
}`

export const singaporePageQuery = {
  name: 'detail.singaporePage',
  groq: /* groq */ `*[_id == "singaporePage" && _type == "singaporePage"][0]{
    _id, title, heroImage{${IMAGE}}, heroLabel, heroSearch,
    themedEvent{
      anchor, heading, intro, image{${IMAGE}}, ship, sailingDate,
      "days": days[] | order(day asc){_key, day, title, plan},
      highlights, price${MONEY}, priceNote{INR, USD, SGD}, ctaLabel
    },
    cruiseLines{anchor, heading, intro, cards[]{_key, name, cruiseLine, image{${IMAGE}}, text, ctaLabel, search}},
    landPackages{
      anchor, heading, intro, expandLabel, collapseLabel, enquireLabel,
      "packages": packages[defined(@->_id)]->${LAND_PACKAGE}
    },
    included{anchor, heading, items},
    visa{anchor, heading, intro, rules[]{_key, country, status, summary, details, since}, ctaLabel, disclaimer},
    seo{title, description}
  }`,
  parse: (raw: unknown) => SingaporePageSchema.nullable().parse(raw),
}

// ---------------------------------------------------------------------------------------------
// /about, /contact, /privacy-policy

const TeamMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  portrait: ImageSchema,
  profileUrl: plain(z.url({ protocol: /^https$/ })),
})

const AboutPageSchema = z.object({
  title: z.string(),
  intro: RichTextSchema,
  valuesHeading: z.string(),
  teamHeading: z.string(),
  teamIntro: nullishString,
  team: z.array(TeamMemberSchema),
  seo: SeoSchema,
})
export type AboutPage = z.infer<typeof AboutPageSchema>

/** /about: the team in the page's own order. The value cards are `benefit` documents (home.ts). */
export const aboutPageQuery = {
  name: 'detail.aboutPage',
  groq: /* groq */ `*[_id == "aboutPage" && _type == "aboutPage"][0]{
    _id, title,
    intro[]${RICH_TEXT},
    valuesHeading, teamHeading, teamIntro,
    "team": team[defined(@->_id)]->{_id, name, role, portrait{${IMAGE}}, profileUrl},
    seo{title, description}
  }`,
  parse: (raw: unknown) => AboutPageSchema.nullable().parse(raw),
}

const ContactPageSchema = z.object({
  title: z.string(),
  intro: z.string(),
  address: z.string(),
  singaporePhone: plainString,
  indiaPhone: plainString,
  email: plain(z.email()),
  hours: nullishString,
  callbackHeading: z.string(),
  map: z.object({
    title: z.string(),
    image: ImageSchema,
    embedUrl: plain(z.url({ protocol: /^https$/ })),
    openInMapsUrl: plain(z.url({ protocol: /^https$/ })),
    loadLabel: z.string(),
    openLabel: z.string(),
  }),
  seo: SeoSchema,
})
export type ContactPage = z.infer<typeof ContactPageSchema>

export const contactPageQuery = {
  name: 'detail.contactPage',
  groq: /* groq */ `*[_id == "contactPage" && _type == "contactPage"][0]{
    _id, title, intro, address, singaporePhone, indiaPhone, email, hours, callbackHeading,
    map{title, image{${IMAGE}}, embedUrl, openInMapsUrl, loadLabel, openLabel},
    seo{title, description}
  }`,
  parse: (raw: unknown) => ContactPageSchema.nullable().parse(raw),
}

const PrivacyPolicySchema = z.object({
  title: z.string(),
  lastUpdated: isoDate,
  body: RichTextSchema,
  seo: SeoSchema,
})
export type PrivacyPolicy = z.infer<typeof PrivacyPolicySchema>

export const privacyPolicyQuery = {
  name: 'detail.privacyPolicy',
  groq: /* groq */ `*[_id == "privacyPolicy" && _type == "privacyPolicy"][0]{
    _id, title, lastUpdated, body[]${RICH_TEXT}, seo{title, description}
  }`,
  parse: (raw: unknown) => PrivacyPolicySchema.nullable().parse(raw),
}

// ---------------------------------------------------------------------------------------------
// /asego-insurance

const InsurancePageSchema = z.object({
  title: z.string(),
  bannerImage: ImageSchema,
  bannerLabel: z.string(),
  quoteLabel: z.string(),
  intro: z.string(),
  highlightsHeading: z.string(),
  highlights: stringList,
  benefitsHeading: z.string(),
  benefits: z.array(z.object({ _key: z.string(), image: ImageSchema, title: z.string(), subtitle: z.string() })),
  coverageHeading: z.string(),
  coverageColumns: z.object({ category: z.string(), limit: z.string() }),
  coverage: z.array(z.object({ _key: z.string(), category: z.string(), limit: z.number().min(0), limitLabel: z.string(), notes: z.string() })),
  coverageNote: z.string(),
  pdf: z.object({ label: z.string(), path: plain(z.string().regex(/^\/(?!\/)\S*\.pdf$/i)) }),
  disclaimer: z.string(),
  seo: SeoSchema,
})
export type InsurancePage = z.infer<typeof InsurancePageSchema>

export const insurancePageQuery = {
  name: 'detail.insurancePage',
  groq: /* groq */ `*[_id == "insurancePage" && _type == "insurancePage"][0]{
    _id, title, bannerImage{${IMAGE}}, bannerLabel, quoteLabel, intro,
    highlightsHeading, highlights,
    benefitsHeading, benefits[]{_key, image{${IMAGE}}, title, subtitle},
    coverageHeading, coverageColumns{category, limit},
    coverage[]{_key, category, limit, limitLabel, notes},
    coverageNote, pdf{label, path}, disclaimer,
    seo{title, description}
  }`,
  parse: (raw: unknown) => InsurancePageSchema.nullable().parse(raw),
}

// ---------------------------------------------------------------------------------------------
// Lead forms

// Sent with every lead of a form: machine values.
const LeadDefaultSchema = plain(z.object({ leadsource: z.string().min(1), leadvariation: nullishString }))
export type LeadDefault = z.infer<typeof LeadDefaultSchema>

/** A choice of a form: the value sent is the label shown (no more Africa -> "Australia"). */
interface FormOption {
  label: string
  value: string
}
const optionList = z
  .array(z.string().min(1))
  .min(1)
  // The label keeps its edit marker in a preview; the value posted never has one.
  .transform((labels): FormOption[] => labels.map((label) => ({ label, value: stegaClean(label) })))

const FormOptionsSchema = z.object({
  destinationPlaceholder: z.string(),
  destinations: optionList,
  interests: z.object({ dealsAndSingapore: optionList, offerAndQuote: optionList, dealEnquiry: optionList }),
  offerDestination: plainString,
  leadDefaults: z.object(
    Object.fromEntries(LEAD_FORM_PLACEMENTS.map((kind) => [kind, LeadDefaultSchema])) as Record<LeadFormPlacement, typeof LeadDefaultSchema>,
  ),
})
export type FormOptions = z.infer<typeof FormOptionsSchema>

export const formOptionsQuery = {
  name: 'detail.formOptions',
  groq: /* groq */ `*[_id == "formOptions" && _type == "formOptions"][0]{
    _id, destinationPlaceholder, destinations,
    interests{dealsAndSingapore, offerAndQuote, dealEnquiry},
    offerDestination,
    leadDefaults{${LEAD_FORM_PLACEMENTS.map((kind) => `${kind}{leadsource, leadvariation}`).join(', ')}}
  }`,
  parse: (raw: unknown) => FormOptionsSchema.nullable().parse(raw),
}

export type { LeadFormPlacement, PackageKind } from '../../../../schemas/vocabulary'
