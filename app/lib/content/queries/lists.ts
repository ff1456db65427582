import { z } from 'zod'

// The content model's fixed values are the Studio schema's own (content-model/vocabulary.ts).
import { CURRENCY_CODES, DEAL_GROUPS } from '../../../../content-model/vocabulary'
import { editableDocument, from, project, query } from './projection'
import {
  bookingSearch,
  departures,
  httpsUrl,
  image,
  imagePerCurrency,
  isoDate,
  money,
  nullishString,
  offerFareFields,
  optional,
  perCurrency,
  unmarked,
  unmarkedList,
  unmarkedNullish,
  unmarkedString,
} from './shared'

// What several pages list: deals, campaigns, selling points, testimonials, news, and the
// site-wide settings of the promo form, the search widget and the share picture (schemas: deal,
// campaign, benefit, testimonial, newsItem, newsPlatform, siteSettings). Every list is ordered
// here, in GROQ, so pages render results as they come.

export type { BenefitPlacement, DealGroup } from '../../../../content-model/vocabulary'

const currency = unmarked(z.enum(CURRENCY_CODES))

const boolean = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false)

// ---------------------------------------------------------------------------------------------
// Deals

/** What a card's "from" price is read from on a linked offer page. */
const offerFares = project(offerFareFields)

const deal = project({
  _id: z.string(),
  // The group decides the deal's place for each campaign: compared, so never marked.
  title: unmarked(z.enum(DEAL_GROUPS)),
  badge: nullishString,
  badgeColor: unmarkedNullish,
  hotDeal: boolean,
  brand: from('brand->', project({ ...editableDocument, name: z.string(), logo: image })),
  image,
  ship: z.string(),
  nights: z.string(),
  nightsCount: z.number().int().positive(),
  // A deal of a sailing with an offer page shows that page's fare rows: its dates, cabin and price
  // (one source, so the card can never contradict the fare table). Others, what the deal says.
  departures: from(`coalesce(offerPage->{"dates": fares[].sailingDate}, departures{${departures.groq}})`, departures.schema),
  /** Once every departure has left: keep the card with "New dates soon" (else it leaves the site). */
  newDatesSoon: from('newDatesSoon == true', z.boolean()),
  /** The offer page whose fare table sets the price (lib/sailings fromPrice), when content links one. */
  offer: from(
    'offerPage->',
    offerFares.check((schema) => schema.nullish()),
  ),
  route: z.string(),
  route2: nullishString,
  priceLabel: z.string(),
  price: money,
  /** A category typed on the deal (CABIN_CATEGORIES), or its offer page's cabin category. */
  cabin: from('coalesce(offerPage->cabinCategory, cabin)', unmarkedString),
  cta: z.string(),
  search: bookingSearch,
  /** The drag-ordered list's rank (LexoRank): deals sort by it, as unmarked text. */
  orderRank: unmarkedString,
  /** utm_campaign value of the campaign the deal is advertised in, if any. */
  campaign: from('campaign->utmValue', unmarkedNullish),
})
export type Deal = z.infer<typeof deal.schema>

/** Every deal in the organic order (the Studio's drag order), one document per card. */
export const dealsQuery = query('lists.deals', '*[_type == "deal"] | order(orderRank asc, _id asc)', deal.list())

// ---------------------------------------------------------------------------------------------
// Campaigns

const campaign = project({
  _id: z.string(),
  name: z.string(),
  utmValue: unmarkedString,
  aliases: unmarkedList,
  isDefaultHome: boolean,
  isDefaultChat: boolean,
  heroImages: imagePerCurrency.check(optional),
  heroSearch: bookingSearch.check(optional),
  heroPath: unmarkedNullish,
  heroLinkLabel: nullishString,
  dealOrder: unmarked(
    z
      .array(z.enum(DEAL_GROUPS))
      .nullish()
      .transform((value) => value ?? []),
  ),
  chatText: nullishString,
  /** When it is on the site (ISO date-times, either side open); lib/campaign liveCampaigns. */
  startsAt: unmarkedNullish,
  endsAt: unmarkedNullish,
})
export type Campaign = z.infer<typeof campaign.schema>

/** Every campaign, in the Studio's drag order. */
export const campaignsQuery = query('lists.campaigns', '*[_type == "campaign"] | order(orderRank asc, _id asc)', campaign.list())

// ---------------------------------------------------------------------------------------------
// Selling points

/** A selling point, in the home page's "What Sets Us Apart" and the about page's "Cruising Made Easy". */
export const benefitCard = project({ _id: z.string(), heading: z.string(), content: z.string(), icon: image })
export type BenefitCard = z.infer<typeof benefitCard.schema>

/** Selling points of one section: "What Sets Us Apart" (home) or "Cruising Made Easy" (about). */
export const benefitsQuery = query('lists.benefits', '*[_type == "benefit" && placement == $placement] | order(position asc, heading asc)', benefitCard.list())

// ---------------------------------------------------------------------------------------------
// Testimonials

const testimonial = project({
  _id: z.string(),
  text: z.string(),
  name: z.string(),
  /** The guest's home country. */
  title: z.string(),
  date: isoDate,
  destination: z.string(),
  ship: z.string(),
  avatar: image,
  rating: z
    .number()
    .min(0)
    .max(5)
    .refine((value) => Number.isInteger(value * 2), 'rating in half steps'),
  currencies: z.array(currency),
})
export type Testimonial = z.infer<typeof testimonial.schema>

/** The testimonials shown to visitors of one currency ($currency: INR, USD or SGD). */
export const testimonialsQuery = query(
  'home.testimonials',
  '*[_type == "testimonial" && $currency in currencies] | order(position asc, date desc)',
  testimonial.list(),
)

// ---------------------------------------------------------------------------------------------
// News

const newsItem = project({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  platform: from('platform->', project({ ...editableDocument, name: z.string(), logo: image })),
  image,
  date: isoDate,
  readTime: z.number().int().positive(),
  link: httpsUrl,
  isBreaking: boolean,
  featured: boolean,
})
export type NewsItem = z.infer<typeof newsItem.schema>

/** Every news item, newest first (Latest News shows the first few, the Newsroom all). */
export const newsItemsQuery = query('lists.newsItems', '*[_type == "newsItem"] | order(date desc, _id asc)', newsItem.list())

// ---------------------------------------------------------------------------------------------
// Site settings used by the home page: promo form and search widget

const promoSettings = project({
  ...editableDocument,
  /** "Get up to … off your first booking", per currency. */
  offer: from('promoOffer', money),
  images: from('promoImages', project({ USD: image, SGD: image, default: image })),
  modalDelayMs: from('promoModalDelaySeconds * 1000', z.number().int().min(0)),
})
export type PromoSettings = z.infer<typeof promoSettings.schema>

/** What the promo form shows (never the codes: those only go out by e-mail, see promoCodesQuery). */
export const promoSettingsQuery = query('lists.promoSettings', '*[_id == "siteSettings"][0]', promoSettings)

const promoCodes = perCurrency(z.string().min(1)).check(unmarked)

/** The promo codes per currency. Server-only use: the lead e-mail sends the visitor's one. */
export const promoCodesQuery = query('lists.promoCodes', '*[_id == "siteSettings"][0].promoCodes', promoCodes)

const emptyAsBlank = z
  .string()
  .nullish()
  .transform((value) => value ?? '')

// Settings of a third-party script: all machine values.
const searchWidget = project({
  scriptUrl: nullishString,
  bookingDomain: z.string(),
  productType: z.literal('cruise'),
  languageId: z.number().int().positive(),
  basicSearchFields: z.array(z.enum(['destination', 'sailingdate', 'departureport', 'cruiseline'])),
  numberOfCols: z.number().int().positive(),
  resultWindowType: z.enum(['_self', '_blank']),
  showStateNCountryWithPorts: boolean,
  themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  sid1: emptyAsBlank,
  sid2: emptyAsBlank,
  referrer: emptyAsBlank,
  needsJquery: boolean,
  needsBootstrap: boolean,
}).check(unmarked)
export type SearchWidgetSettings = z.infer<typeof searchWidget.schema>

/** Preferences of the home page's search widget; the site id comes from the currency. */
export const searchWidgetQuery = query('lists.searchWidget', '*[_id == "siteSettings"][0].searchWidget', searchWidget)

/** The picture for link previews of pages without one of their own. */
export const defaultShareImageQuery = query('lists.defaultShareImage', '*[_id == "siteSettings"][0].defaultShareImage', image)
