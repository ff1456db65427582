import { z } from 'zod'

// The content model's fixed values are the Studio schema's own (content-model/vocabulary.ts).
import { ITINERARY_ACTIVITIES } from '../../../../content-model/vocabulary'
import { editableDocument, from, project, query } from './projection'
import { image, isoDate, money, nullishString, optional, seo, unmarked, unmarkedString } from './shared'

// The Singapore offer pages: fare table, itinerary, offer card.

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

export const offerCard = project({
  ...editableDocument,
  title: z.string(),
  slug: from('slug.current', z.string()),
  ship: z.string(),
  nights: z.number().int().positive(),
  route: z.string(),
  image,
  onboardCreditUsd: optional(z.number().min(0)),
  badge: nullishString,
})

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
