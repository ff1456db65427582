import { z } from 'zod'

import { blogCard } from '~/lib/content/queries/article-card'
import { offerCard } from '~/lib/content/queries/offer-card'
import { from, project, query } from '~/lib/content/queries/projection'
import { articleBody } from '~/lib/content/queries/rich-text'
import { isoDate, money, nullishString, optional, seo, unmarked, unmarkedList, unmarkedString } from '~/lib/content/queries/shared'

// The content model's fixed values are the Studio schema's own (content-model/vocabulary.ts).
import { ITINERARY_ACTIVITIES } from '../../../content-model/vocabulary'

// /{slug}'s content: a Singapore offer page (its itinerary and fare table) or a blog article (its
// body and its neighbours by date), found by its slug.

const clockTime = optional(unmarked(z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)))

const itineraryRow = project({
  _key: z.string(),
  day: z.number().int().positive(),
  port: z.string(),
  arrive: clockTime,
  depart: clockTime,
  activity: unmarked(z.enum(ITINERARY_ACTIVITIES)),
})

/** Fare, NCCF, tax and gratuities per person; totalCabinFare for the cabin (occupancy × their sum). */
const fareRow = project({
  _key: z.string(),
  sailingDate: isoDate,
  cruiseFare: money,
  nccf: money,
  tax: money,
  gratuities: money,
  totalCabinFare: money,
})
export type FareRow = z.infer<typeof fareRow.schema>

const offerPageDetail = offerCard.extend({
  intro: z.string(),
  itineraryHeading: z.string(),
  itinerary: from(
    'itinerary[] | order(day asc)',
    itineraryRow.list().check((schema) => schema.min(1)),
  ),
  faresHeading: z.string(),
  cabinCategory: z.string(),
  fareBasis: z.string(),
  occupancy: z.number().int().positive(),
  fares: from(
    'fares[] | order(sailingDate asc)',
    fareRow.list().check((schema) => schema.min(1)),
  ),
  fareNote: nullishString,
  bookLabel: z.string(),
  leadVariation: unmarkedString,
  seo,
})
export type OfferPageDetail = z.infer<typeof offerPageDetail.schema>

/** One offer page at /{slug}: itinerary by day, sailings by date. */
export const offerPageDetailQuery = query(
  'detail.offerPage',
  '*[_type == "offerPage" && slug.current == $slug][0]',
  offerPageDetail.check((schema) => schema.nullable()),
)

const postLink = project({ title: z.string(), slug: from('slug.current', unmarkedString) })

/**
 * Date order of the posts; posts of the same day are ordered by id so the chain never skips one.
 * "previous" is the next older post, "next" the next newer one (the newest post has only
 * a Previous link, the oldest only a Next link).
 */
const OLDER = /* groq */ `(publishedAt < ^.publishedAt || (publishedAt == ^.publishedAt && _id < ^._id))`
const NEWER = /* groq */ `(publishedAt > ^.publishedAt || (publishedAt == ^.publishedAt && _id > ^._id))`

const blogPostDetail = blogCard.extend({
  tags: unmarkedList,
  body: articleBody,
  seo: seo.check(optional),
  previous: from(`*[_type == "blogPost" && defined(slug.current) && ${OLDER}] | order(publishedAt desc, _id desc)[0]`, postLink.check(optional)),
  next: from(`*[_type == "blogPost" && defined(slug.current) && ${NEWER}] | order(publishedAt asc, _id asc)[0]`, postLink.check(optional)),
})
export type BlogPostDetail = z.infer<typeof blogPostDetail.schema>

/** One article at /{slug} with its body and its Previous / Next neighbours by date. */
export const blogPostDetailQuery = query(
  'detail.blogPost',
  '*[_type == "blogPost" && slug.current == $slug][0]',
  blogPostDetail.check((schema) => schema.nullable()),
)
