import { z } from 'zod'

// The content model's fixed values are the Studio schema's own (schemas/vocabulary.ts).
import { PACKAGE_KINDS, type PackageKind } from '../../../../schemas/vocabulary'
import { MONEY, OFFER_CARD, OfferCardSchema } from './offers'
import { BookingSearchSchema, CURRENCY_CODES, IMAGE, ImageSchema, isoDate, MoneySchema, nullishString, optional, plain, SeoSchema } from './shared'

// /cruisedeals: its packages, exclusive offers, hero and booking hub.

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
