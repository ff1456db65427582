import { z } from 'zod'

import { offerCard } from '~/lib/content/queries/offer-card'
import { editableDocument, from, project, query } from '~/lib/content/queries/projection'
import {
  bookingSearch,
  CURRENCY_CODES,
  image,
  imagePerCurrency,
  isoDate,
  money,
  nullishString,
  offerFareFields,
  optional,
  orEmpty,
  seo,
  singleton,
  unmarked,
} from '~/lib/content/queries/shared'

// The content model's fixed values are the Studio schema's own (content-model/vocabulary.ts).
import { PACKAGE_KINDS, type PackageKind } from '../../../content-model/vocabulary'

// /cruisedeals: its packages, exclusive offers, hero and booking hub.

/**
 * The value of a per-currency field for $currency. Written with select() rather than
 * `field[$currency]`: the embedded backend parses queries without their params (to cache the
 * tree), and groq-js only reads `[$param]` as an attribute access when it knows the param.
 */
const forCurrency = (field: string, projection = '') =>
  `select(${CURRENCY_CODES.map((code) => `$currency == "${code}" => ${field}.${code}${projection}`).join(', ')})`

/** A package card as one currency sees it: texts and the event image already picked for it. */
const packageCard = project({
  _id: z.string(),
  kind: unmarked(z.enum(PACKAGE_KINDS)),
  name: z.string(),
  image,
  itinerary: from(forCurrency('itinerary'), z.string()),
  nights: z.number().int().positive(),
  date: isoDate,
  /** Once the date has come: keep the card with "New dates soon" (else it leaves the site). */
  newDatesSoon: from('newDatesSoon == true', z.boolean()),
  hotel: nullishString,
  sightseeing: nullishString,
  transfers: nullishString,
  flight: from(forCurrency('flight'), nullishString),
  ship: z.string(),
  price: money,
  currencies: unmarked(z.array(z.enum(CURRENCY_CODES))),
  eventName: from(forCurrency('eventName'), nullishString),
  eventImage: from(forCurrency('eventImage', `{${image.groq}}`), optional(image.schema)),
})
export type PackageCard = z.infer<typeof packageCard.schema>

const packagesOf = (kind: PackageKind) =>
  from(`*[_type == "package" && kind == "${kind}" && $currency in currencies] | order(order asc, name asc)`, packageCard.list())

/** An exclusive offer's card, with the fares its "from" price follows. */
const exclusiveOffer = offerCard.extend(offerFareFields)
export type ExclusiveOffer = z.infer<typeof exclusiveOffer.schema>

const cruiseDealsPage = project({
  ...editableDocument,
  title: z.string(),
  heroImage: imagePerCurrency,
  heroLabel: z.string(),
  bookingHub: project({ _key: z.string(), image: imagePerCurrency, label: z.string(), search: bookingSearch }).list().check(orEmpty),
  exclusiveOffersHeading: z.string(),
  exclusiveOffers: from('exclusiveOffers[defined(@->slug.current)]->', exclusiveOffer.list()),
  lastMinuteHeading: z.string(),
  packagesHeading: z.string(),
  landFlyCruiseHeading: z.string(),
  landCruiseHeading: z.string(),
  flyCruiseEventsHeading: z.string(),
  bookLabel: z.string(),
  calendar: project({
    heading: z.string(),
    title: z.string(),
    loadLabel: z.string(),
    height: z.number().int().positive(),
    search: bookingSearch,
  }),
  seo,
  landFlyCruise: packagesOf('landFlyCruise'),
  landCruise: packagesOf('landCruise'),
  flyCruiseEvents: packagesOf('flyCruiseEvent'),
})
export type CruiseDealsPage = z.infer<typeof cruiseDealsPage.schema>

/** /cruisedeals for one currency ($currency): only the packages shown to it, texts picked for it. */
export const cruiseDealsPageQuery = query(
  'detail.cruiseDealsPage',
  singleton('cruiseDealsPage'),
  cruiseDealsPage.check((schema) => schema.nullable()),
)
