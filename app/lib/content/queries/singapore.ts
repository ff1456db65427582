import { z } from 'zod'

import { MONEY } from './offers'
import {
  BookingSearchSchema,
  DeparturesSchema,
  IMAGE,
  ImageSchema,
  isoDate,
  MoneySchema,
  nullishString,
  optional,
  plain,
  SeoSchema,
  stringList,
} from './shared'

// /singapore-cruise: the themed event, cruise lines, land packages and visa rules.

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
