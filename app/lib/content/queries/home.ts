import { z } from 'zod'

// The content model's fixed values are the Studio schema's own (schemas/vocabulary.ts).
import { DEAL_GROUPS } from '../../../../schemas/vocabulary'
import { BookingSearchSchema, DeparturesSchema, IMAGE, ImageSchema, MoneySchema, nullishString, plain, plainList, plainNullish, plainString } from './shared'

// The home page and what it lists: deals, campaigns, cards, news, itineraries, and the
// site-wide settings of the promo form and the search widget (schemas: deal, campaign, theme,
// destination, cruiseLine, benefit, testimonial, newsItem, newsPlatform, itinerary, homePage,
// siteSettings). Every list is ordered here, in GROQ, so pages render results as they come.

export type { BenefitPlacement, DealGroup } from '../../../../schemas/vocabulary'

const CurrencySchema = plain(z.enum(['INR', 'USD', 'SGD']))

/** The fields of a stored booking-engine search (`bookingSearch`), for BookingSearchSchema. */
const SEARCH = /* groq */ `destinations, cruiseLines, durations, ships, departurePorts, rivers, transport, sortColumn, sortOrder`

const boolean = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false)

// ---------------------------------------------------------------------------------------------
// Deals

const OfferFaresSchema = z.object({
  occupancy: z.number().int().positive(),
  fares: z.array(z.object({ sailingDate: plainString, totalCabinFare: MoneySchema })),
})

const DealSchema = z.object({
  _id: z.string(),
  // The group decides the deal's place for each campaign: compared, so never marked.
  title: plain(z.enum(DEAL_GROUPS)),
  badge: nullishString,
  badgeColor: plainNullish,
  hotDeal: boolean,
  brand: z.object({ name: z.string(), logo: ImageSchema }),
  image: ImageSchema,
  ship: z.string(),
  nights: z.string(),
  nightsCount: z.number().int().positive(),
  departures: DeparturesSchema,
  /** Once every departure has left: keep the card with "New dates soon" (else it leaves the site). */
  newDatesSoon: z.boolean(),
  /** The offer page whose fare table sets the price (lib/pages/offers fromPrice), when content links one. */
  offer: OfferFaresSchema.nullish(),
  route: z.string(),
  route2: nullishString,
  priceLabel: z.string(),
  price: MoneySchema,
  /** A category typed on the deal (CABIN_CATEGORIES), or its offer page's cabin category. */
  cabin: plainString,
  cta: z.string(),
  search: BookingSearchSchema,
  /** The drag-ordered list's rank (LexoRank): deals sort by it, as plain text. */
  orderRank: plainString,
  /** utm_campaign value of the campaign the deal is advertised in, if any. */
  campaign: plainNullish,
})
export type Deal = z.infer<typeof DealSchema>

/** What a card's "from" price is read from on a linked offer page (lib/pages/offers fromPrice). */
const OFFER_FARES = /* groq */ `occupancy, "fares": fares[]{sailingDate, totalCabinFare{INR, USD, SGD}}`

/** Every deal in the organic order (the Studio's drag order), one document per card. */
export const dealsQuery = {
  name: 'home.deals',
  groq: /* groq */ `*[_type == "deal"] | order(orderRank asc, _id asc){
    _id, title, badge, badgeColor, hotDeal,
    brand->{_id, name, logo{${IMAGE}}},
    image{${IMAGE}},
    ship, nights, nightsCount, "newDatesSoon": newDatesSoon == true, route, route2,
    priceLabel, price{INR, USD, SGD}, cta,
    // A deal of a sailing with an offer page shows that page's fare rows: its dates, cabin and price
    // (one source, so the card can never contradict the fare table). Others, what the deal says.
    "departures": coalesce(offerPage->{"dates": fares[].sailingDate}, departures{dates, weekly{weekday, from, until}}),
    "cabin": coalesce(offerPage->cabinCategory, cabin),
    "offer": offerPage->{${OFFER_FARES}},
    search{${SEARCH}},
    orderRank,
    "campaign": campaign->utmValue
  }`,
  parse: (raw: unknown) => z.array(DealSchema).parse(raw),
}

// ---------------------------------------------------------------------------------------------
// Campaigns

const CampaignSchema = z.object({
  _id: z.string(),
  name: z.string(),
  utmValue: plainString,
  aliases: plainList,
  isDefaultHome: boolean,
  isDefaultChat: boolean,
  heroImages: z
    .object({ INR: ImageSchema, USD: ImageSchema, SGD: ImageSchema })
    .nullish()
    .transform((value) => value ?? undefined),
  heroSearch: BookingSearchSchema.nullish().transform((value) => value ?? undefined),
  heroPath: plainNullish,
  heroLinkLabel: nullishString,
  dealOrder: plain(
    z
      .array(z.enum(DEAL_GROUPS))
      .nullish()
      .transform((value) => value ?? []),
  ),
  chatText: nullishString,
  /** When it is on the site (ISO date-times, either side open); lib/campaign liveCampaigns. */
  startsAt: plainNullish,
  endsAt: plainNullish,
})
export type Campaign = z.infer<typeof CampaignSchema>

const CAMPAIGN = /* groq */ `
  _id, name, utmValue, aliases, isDefaultHome, isDefaultChat,
  heroImages{"INR": INR{${IMAGE}}, "USD": USD{${IMAGE}}, "SGD": SGD{${IMAGE}}},
  heroSearch{${SEARCH}},
  heroPath, heroLinkLabel, dealOrder, chatText, startsAt, endsAt
`

/** Every campaign, in the Studio's drag order. */
export const campaignsQuery = {
  name: 'home.campaigns',
  groq: /* groq */ `*[_type == "campaign"] | order(orderRank asc, _id asc){${CAMPAIGN}}`,
  parse: (raw: unknown) => z.array(CampaignSchema).parse(raw),
}

// ---------------------------------------------------------------------------------------------
// The home page: section texts and the cards of its carousels

const SectionSchema = z.object({ heading: z.string(), intro: nullishString })
const WithButton = SectionSchema.extend({ buttonLabel: z.string() })

const HomeStepSchema = z.object({ _key: z.string(), heading: z.string(), text: z.string(), icon: ImageSchema })
const SpecialOfferCardSchema = z.object({
  _key: z.string(),
  title: z.string(),
  ship: z.string(),
  nights: z.number().int().positive(),
  route: z.string(),
  badge: nullishString,
  priceLabel: z.string(),
  price: MoneySchema,
  path: plain(z.string().startsWith('/')),
  ctaLabel: z.string(),
  image: ImageSchema,
  /** The fares of the offer page at `path`, when it is one: they set the price (lib/pages/offers fromPrice). */
  offer: OfferFaresSchema.nullish(),
})

const HomePageSchema = z.object({
  /** The hero heading above the search box ("Search For Cruise"). */
  title: z.string(),
  campaignBanner: z.object({ image: ImageSchema, search: BookingSearchSchema }),
  deals: SectionSchema.extend({ perPersonLabel: z.string() }),
  news: SectionSchema.extend({ itemCount: z.number().int().positive(), viewAllLabel: z.string(), viewAllPath: plain(z.string().startsWith('/')) }),
  destinations: WithButton,
  brands: WithButton,
  steps: SectionSchema.extend({ steps: z.array(HomeStepSchema) }),
  feeling: WithButton,
  benefits: SectionSchema,
  testimonials: SectionSchema,
  partners: SectionSchema,
  specialOffers: SectionSchema.extend({ cards: z.array(SpecialOfferCardSchema) }),
  itineraries: SectionSchema.extend({
    tabs: z.array(z.object({ _key: z.string(), label: z.string(), nights: z.number().int().positive() })),
    defaultTab: z.number().int().positive(),
    linkLabel: z.string(),
  }),
})
export type HomePage = z.infer<typeof HomePageSchema>
export type SpecialOfferCard = z.infer<typeof SpecialOfferCardSchema>

const ThemeCardSchema = z.object({ _id: z.string(), heading: z.string(), content: z.string(), image: ImageSchema, search: BookingSearchSchema })

const DestinationCardSchema = z.object({ _id: z.string(), name: z.string(), image: ImageSchema, search: BookingSearchSchema })
export type DestinationCard = z.infer<typeof DestinationCardSchema>

/** A "Brands Making Waves" offer card. `offerText` is empty for a line without a current offer. */
const BrandCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: ImageSchema,
  cardImage: ImageSchema,
  offerText: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  search: BookingSearchSchema,
})
export type BrandCard = z.infer<typeof BrandCardSchema>

const PartnerLogoSchema = z.object({ _id: z.string(), name: z.string(), logo: ImageSchema })
export type PartnerLogo = z.infer<typeof PartnerLogoSchema>

const BenefitCardSchema = z.object({ _id: z.string(), heading: z.string(), content: z.string(), icon: ImageSchema })
export type BenefitCard = z.infer<typeof BenefitCardSchema>

const ItineraryCardSchema = z.object({
  _id: z.string(),
  title: z.string(),
  cruiseLine: z.string(),
  nightsTab: z.number().int().positive(),
  image: ImageSchema,
  search: BookingSearchSchema,
})

const HomeContentSchema = z.object({
  page: HomePageSchema.nullable(),
  themes: z.array(ThemeCardSchema),
  destinations: z.array(DestinationCardSchema),
  brands: z.array(BrandCardSchema),
  partners: z.array(PartnerLogoSchema),
  benefits: z.array(BenefitCardSchema),
  itineraries: z.array(ItineraryCardSchema),
})
export type HomeContent = z.infer<typeof HomeContentSchema>

const SECTION = /* groq */ `heading, intro`

/**
 * Everything on the home page that is the same for every visitor (deals, news, testimonials and
 * the campaign have their own queries: they vary by currency or campaign, or other pages use them).
 */
export const homeContentQuery = {
  name: 'home.content',
  groq: /* groq */ `{
    "page": *[_id == "homePage" && _type == "homePage"][0]{
      _id, title,
      campaignBanner{image{${IMAGE}}, search{${SEARCH}}},
      deals{${SECTION}, perPersonLabel},
      news{${SECTION}, itemCount, viewAllLabel, viewAllPath},
      destinations{${SECTION}, buttonLabel},
      brands{${SECTION}, buttonLabel},
      steps{${SECTION}, steps[]{_key, heading, text, icon{${IMAGE}}}},
      feeling{${SECTION}, buttonLabel},
      benefits{${SECTION}},
      testimonials{${SECTION}},
      partners{${SECTION}},
      specialOffers{${SECTION}, cards[]{
        _key, title, ship, nights, route, badge, priceLabel, price{INR, USD, SGD}, path, ctaLabel, image{${IMAGE}},
        // The offer page the card opens sets its price, as it does for the deals linked to it.
        "offer": *[_type == "offerPage" && "/" + slug.current == ^.path][0]{${OFFER_FARES}}
      }},
      itineraries{${SECTION}, tabs[]{_key, label, nights}, defaultTab, linkLabel}
    },
    "themes": *[_type == "theme"] | order(position asc, heading asc){_id, heading, content, image{${IMAGE}}, search{${SEARCH}}},
    "destinations": *[_type == "destination"] | order(position asc, name asc){_id, name, image{${IMAGE}}, search{${SEARCH}}},
    "brands": *[_type == "cruiseLine" && showInBrands == true] | order(position asc, name asc){
      _id, name, logo{${IMAGE}}, cardImage{${IMAGE}}, offerText, search{${SEARCH}}
    },
    "partners": *[_type == "cruiseLine" && showInPartners == true] | order(position asc, name asc){_id, name, logo{${IMAGE}}},
    "benefits": *[_type == "benefit" && placement == "home"] | order(position asc, heading asc){_id, heading, content, icon{${IMAGE}}},
    "itineraries": *[_type == "itinerary"] | order(nightsTab asc, position asc, title asc){
      _id, title, "cruiseLine": cruiseLine->name, nightsTab, image{${IMAGE}}, search{${SEARCH}}
    }
  }`,
  parse: (raw: unknown) => HomeContentSchema.parse(raw),
}

/** Selling points of one section: "What Sets Us Apart" (home) or "Cruising Made Easy" (about). */
export const benefitsQuery = {
  name: 'home.benefits',
  groq: /* groq */ `*[_type == "benefit" && placement == $placement] | order(position asc, heading asc){_id, heading, content, icon{${IMAGE}}}`,
  parse: (raw: unknown) => z.array(BenefitCardSchema).parse(raw),
}

// ---------------------------------------------------------------------------------------------
// Testimonials

const TestimonialSchema = z.object({
  _id: z.string(),
  text: z.string(),
  name: z.string(),
  /** The guest's home country. */
  title: z.string(),
  date: plain(z.iso.date()),
  destination: z.string(),
  ship: z.string(),
  avatar: ImageSchema,
  rating: z
    .number()
    .min(0)
    .max(5)
    .refine((value) => Number.isInteger(value * 2), 'rating in half steps'),
  currencies: z.array(CurrencySchema),
})
export type Testimonial = z.infer<typeof TestimonialSchema>

/** The testimonials shown to visitors of one currency ($currency: INR, USD or SGD). */
export const testimonialsQuery = {
  name: 'home.testimonials',
  groq: /* groq */ `*[_type == "testimonial" && $currency in currencies] | order(position asc, date desc){
    _id, text, name, title, date, destination, ship, avatar{${IMAGE}}, rating, currencies
  }`,
  parse: (raw: unknown) => z.array(TestimonialSchema).parse(raw),
}

// ---------------------------------------------------------------------------------------------
// News

const NewsItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  platform: z.object({ name: z.string(), logo: ImageSchema }),
  image: ImageSchema,
  date: plain(z.iso.date()),
  readTime: z.number().int().positive(),
  link: plain(z.url({ protocol: /^https$/ })),
  isBreaking: boolean,
  featured: boolean,
})
export type NewsItem = z.infer<typeof NewsItemSchema>

/** Every news item, newest first (Latest News shows the first few, the Newsroom all). */
export const newsItemsQuery = {
  name: 'home.newsItems',
  groq: /* groq */ `*[_type == "newsItem"] | order(date desc, _id asc){
    _id, title, description, platform->{_id, name, logo{${IMAGE}}}, image{${IMAGE}}, date, readTime, link, isBreaking, featured
  }`,
  parse: (raw: unknown) => z.array(NewsItemSchema).parse(raw),
}

// ---------------------------------------------------------------------------------------------
// Site settings used by the home page: promo form and search widget

const PromoSettingsSchema = z.object({
  /** "Get up to … off your first booking", per currency. */
  offer: MoneySchema,
  images: z.object({ USD: ImageSchema, SGD: ImageSchema, default: ImageSchema }),
  modalDelayMs: z.number().int().min(0),
})
export type PromoSettings = z.infer<typeof PromoSettingsSchema>

/** What the promo form shows (never the codes: those only go out by e-mail, see promoCodesQuery). */
export const promoSettingsQuery = {
  name: 'home.promoSettings',
  groq: /* groq */ `*[_id == "siteSettings"][0]{
    _id, "offer": promoOffer{INR, USD, SGD},
    "images": promoImages{"USD": USD{${IMAGE}}, "SGD": SGD{${IMAGE}}, "default": default{${IMAGE}}},
    "modalDelayMs": promoModalDelayMs
  }`,
  parse: (raw: unknown) => PromoSettingsSchema.parse(raw),
}

const PromoCodesSchema = plain(z.object({ INR: z.string().min(1), USD: z.string().min(1), SGD: z.string().min(1) }))

/** The promo codes per currency. Server-only use: the lead e-mail sends the visitor's one. */
export const promoCodesQuery = {
  name: 'home.promoCodes',
  groq: /* groq */ `*[_id == "siteSettings"][0].promoCodes{INR, USD, SGD}`,
  parse: (raw: unknown) => PromoCodesSchema.parse(raw),
}

// Settings of a third-party script: all machine values.
const SearchWidgetSchema = plain(
  z.object({
    scriptUrl: nullishString,
    bookingDomain: z.string(),
    productType: z.literal('cruise'),
    languageId: z.number().int().positive(),
    basicSearchFields: z.array(z.enum(['destination', 'sailingdate', 'departureport', 'cruiseline'])),
    numberOfCols: z.number().int().positive(),
    resultWindowType: z.enum(['_self', '_blank']),
    showStateNCountryWithPorts: boolean,
    themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    sid1: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
    sid2: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
    referrer: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
    needsJquery: boolean,
    needsBootstrap: boolean,
  }),
)
export type SearchWidgetSettings = z.infer<typeof SearchWidgetSchema>

/** Preferences of the home page's search widget; the site id comes from the currency. */
export const searchWidgetQuery = {
  name: 'home.searchWidget',
  groq: /* groq */ `*[_id == "siteSettings"][0].searchWidget{
    scriptUrl, bookingDomain, productType, languageId, basicSearchFields, numberOfCols, resultWindowType,
    showStateNCountryWithPorts, themeColor, sid1, sid2, referrer, needsJquery, needsBootstrap
  }`,
  parse: (raw: unknown) => SearchWidgetSchema.parse(raw),
}

/** The picture for link previews of pages without one of their own. */
export const defaultShareImageQuery = {
  name: 'home.defaultShareImage',
  groq: /* groq */ `*[_id == "siteSettings"][0].defaultShareImage{${IMAGE}}`,
  parse: (raw: unknown) => ImageSchema.parse(raw),
}
