import { z } from 'zod'

// The content model's fixed values are the Studio schema's own (schemas/vocabulary.ts).
import { ITINERARY_ACTIVITIES } from '../../../../schemas/vocabulary'
import { IMAGE, ImageSchema, isoDate, MoneySchema, nullishString, optional, plain, plainString, SeoSchema } from './shared'

// The Singapore offer pages: fare table, itinerary, offer card.

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

export const OfferCardSchema = z.object({
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

export const OFFER_CARD = /* groq */ `_id, title, "slug": slug.current, ship, nights, route, image{${IMAGE}}, startingPrice{INR, USD, SGD}, onboardCreditUsd, badge`
export const MONEY = /* groq */ `{INR, USD, SGD}`

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
