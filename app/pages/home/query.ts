import { z } from 'zod'

import { benefitCard } from '~/lib/content/queries/lists'
import { editableDocument, from, project, query } from '~/lib/content/queries/projection'
import { bookingSearch, image, money, nullishString, offerFareFields, singleton, unmarked } from '~/lib/content/queries/shared'

// The home page's content that is the same for every visitor: its one document (section texts, the
// special offers) and the cards of its carousels.

const offerFares = project(offerFareFields)

const section = project({ heading: z.string(), intro: nullishString })
const withButton = section.extend({ buttonLabel: z.string() })
const sitePath = unmarked(z.string().startsWith('/'))

const specialOfferCard = project({
  _key: z.string(),
  title: z.string(),
  ship: z.string(),
  nights: z.number().int().positive(),
  route: z.string(),
  badge: nullishString,
  priceLabel: z.string(),
  price: money,
  path: sitePath,
  ctaLabel: z.string(),
  image,
  /** The fares of the offer page at `path`, when it is one: they set the price (lib/sailings fromPrice). */
  offer: from(
    '*[_type == "offerPage" && "/" + slug.current == ^.path][0]',
    offerFares.check((schema) => schema.nullish()),
  ),
})

const homePage = project({
  ...editableDocument,
  /** The hero heading above the search box ("Search For Cruise"). */
  title: z.string(),
  /** What it offers in words (`heading`, `linkLabel`); a dataset from before they existed has none. */
  campaignBanner: project({ heading: nullishString, linkLabel: nullishString, image, search: bookingSearch }),
  deals: section.extend({ perPersonLabel: z.string() }),
  news: section.extend({ itemCount: z.number().int().positive(), viewAllLabel: z.string(), viewAllPath: sitePath }),
  destinations: withButton,
  brands: withButton,
  steps: section.extend({ steps: project({ _key: z.string(), heading: z.string(), text: z.string(), icon: image }).list() }),
  feeling: withButton,
  benefits: section,
  testimonials: section,
  partners: section,
  specialOffers: section.extend({ cards: specialOfferCard.list() }),
  itineraries: section.extend({
    tabs: project({ _key: z.string(), label: z.string(), nights: z.number().int().positive() }).list(),
    defaultTab: z.number().int().positive(),
    linkLabel: z.string(),
  }),
})
export type HomePage = z.infer<typeof homePage.schema>
export type SpecialOfferCard = z.infer<typeof specialOfferCard.schema>

const themeCard = project({ _id: z.string(), heading: z.string(), content: z.string(), image, search: bookingSearch })

const destinationCard = project({ _id: z.string(), name: z.string(), image, search: bookingSearch })
export type DestinationCard = z.infer<typeof destinationCard.schema>

/** A "Brands Making Waves" offer card. `offerText` is empty for a line without a current offer. */
const brandCard = project({
  _id: z.string(),
  name: z.string(),
  logo: image,
  cardImage: image,
  offerText: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  search: bookingSearch,
})
export type BrandCard = z.infer<typeof brandCard.schema>

const partnerLogo = project({ _id: z.string(), name: z.string(), logo: image })
export type PartnerLogo = z.infer<typeof partnerLogo.schema>

const itineraryCard = project({
  _id: z.string(),
  title: z.string(),
  cruiseLine: from('cruiseLine->name', z.string()),
  nightsTab: z.number().int().positive(),
  image,
  search: bookingSearch,
})

const homeContent = project({
  page: from(
    singleton('homePage'),
    homePage.check((schema) => schema.nullable()),
  ),
  themes: from('*[_type == "theme"] | order(position asc, heading asc)', themeCard.list()),
  destinations: from('*[_type == "destination"] | order(position asc, name asc)', destinationCard.list()),
  brands: from('*[_type == "cruiseLine" && showInBrands == true] | order(position asc, name asc)', brandCard.list()),
  partners: from('*[_type == "cruiseLine" && showInPartners == true] | order(position asc, name asc)', partnerLogo.list()),
  benefits: from('*[_type == "benefit" && placement == "home"] | order(position asc, heading asc)', benefitCard.list()),
  itineraries: from('*[_type == "itinerary"] | order(nightsTab asc, position asc, title asc)', itineraryCard.list()),
})
export type HomeContent = z.infer<typeof homeContent.schema>

/**
 * Everything on the home page that is the same for every visitor (deals, news, testimonials and
 * the campaign have their own queries: they vary by currency or campaign, or other pages use them).
 */
export const homeContentQuery = query('home.content', '', homeContent)
