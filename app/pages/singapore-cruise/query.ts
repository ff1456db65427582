import { z } from 'zod'

import { editableDocument, from, project, query } from '~/lib/content/queries/projection'
import {
  bookingSearch,
  departures,
  image,
  isoDate,
  money,
  nullishString,
  optional,
  perCurrency,
  seo,
  singleton,
  stringList,
  unmarked,
} from '~/lib/content/queries/shared'

// /singapore-cruise: the themed event, cruise lines, land packages and visa rules.

const dayPlan = project({ _key: z.string(), day: z.number().int().positive(), title: z.string(), plan: z.string() })
const dayPlans = (field: string) => from(`${field}[] | order(day asc)`, dayPlan.list())

const landPackage = project({
  _id: z.string(),
  title: z.string(),
  nights: z.number().int().positive(),
  duration: z.string(),
  description: z.string(),
  image,
  /** When the stay starts, if content limits it (empty: any day). */
  departures: departures.check((schema) => schema.nullish()),
  highlights: stringList,
  dayPlans: dayPlans('dayPlans'),
  hotelTiers: from(
    'hotelTiers[] | order(stars asc)',
    project({ _key: z.string(), stars: z.number().int(), label: z.string(), price: money })
      .list()
      .check((schema) => schema.min(1)),
  ),
  stayOption: z.string(),
  infoBox: z.string(),
  inclusions: stringList,
})

const textPerCurrency = perCurrency(nullishString)
const anchor = unmarked(z.string().regex(/^[a-z][a-z0-9-]*$/))

const singaporePage = project({
  ...editableDocument,
  title: z.string(),
  heroImage: image,
  heroLabel: z.string(),
  heroSearch: bookingSearch,
  themedEvent: project({
    anchor,
    heading: z.string(),
    intro: z.string(),
    image,
    ship: z.string(),
    sailingDate: isoDate,
    days: dayPlans('days'),
    highlights: stringList,
    price: money,
    priceNote: textPerCurrency,
    ctaLabel: z.string(),
  }),
  cruiseLines: project({
    anchor,
    heading: z.string(),
    intro: nullishString,
    cards: project({
      _key: z.string(),
      name: z.string(),
      cruiseLine: z.string(),
      image,
      text: z.string(),
      ctaLabel: z.string(),
      search: bookingSearch,
    }).list(),
  }),
  landPackages: project({
    anchor,
    heading: z.string(),
    intro: nullishString,
    expandLabel: z.string(),
    collapseLabel: z.string(),
    enquireLabel: z.string(),
    packages: from('packages[defined(@->_id)]->', landPackage.list()),
  }),
  included: project({ anchor, heading: z.string(), items: stringList }),
  visa: project({
    anchor,
    heading: z.string(),
    intro: z.string(),
    rules: project({
      _key: z.string(),
      country: z.string(),
      status: unmarked(z.enum(['visaRequired', 'exempt', 'arrivalCard'])),
      summary: z.string(),
      details: z.string(),
      since: optional(isoDate),
    }).list(),
    ctaLabel: z.string(),
    disclaimer: nullishString,
  }),
  seo,
})
export type SingaporePage = z.infer<typeof singaporePage.schema>

export const singaporePageQuery = query(
  'detail.singaporePage',
  singleton('singaporePage'),
  singaporePage.check((schema) => schema.nullable()),
)
