// The content model's fixed values and lists: the Studio's schema offers them as choices, the
// site's queries accept exactly these (zod enums, one field per currency), and the seed's content
// checks read the same lists. It imports nothing, so the site and a plain Node script can import
// it without pulling in Sanity.

/** A fixed value with the words an editor picks it by in the Studio. */
export type Choice<Value> = { readonly title: string; readonly value: Value }

/** The Studio's list of choices for these values, titled by `titles`. */
export const choices = <Value extends string | number>(values: readonly Value[], titles: Readonly<Record<Value, string>>): Choice<Value>[] =>
  values.map((value) => ({ title: titles[value], value }))

/**
 * Document types content staff put in order by dragging them in the Studio's list
 * (@sanity/orderable-document-list): the site lists them by the plugin's `orderRank` field, and the
 * content check refuses two documents of one type with one rank.
 */
export const DRAG_ORDERED_TYPES = ['deal', 'campaign'] as const
export type DragOrderedType = (typeof DRAG_ORDERED_TYPES)[number]

/** The currencies the site sells in: every price, phone and booking site id is given in each. */
export const CURRENCY_CODES = ['INR', 'USD', 'SGD'] as const
export type CurrencyCode = (typeof CURRENCY_CODES)[number]

/** The destination groups deals are filed under; campaigns order the deal row by them. */
export const DEAL_GROUPS = ['Singapore', 'Alaska', 'Europe', 'Middle East', 'Expedition', 'Caribbean'] as const
export type DealGroup = (typeof DEAL_GROUPS)[number]

/** Cabin categories a deal's price can be for. */
export const CABIN_CATEGORIES = [
  'Balcony',
  'Inside',
  'Interior',
  'Oceanview',
  'Classic Staterooms',
  'Veranda Suite',
  'Oceanview Window Cabin',
  'Vista Suite - Ocean View Window',
] as const

/** The nights a home-page itinerary tab can show; ship cards choose one of them. */
export const NIGHTS_TABS = [2, 3, 4, 5, 8] as const

/** Where a selling point is shown. */
export const BENEFIT_PLACEMENTS = ['home', 'about'] as const
export type BenefitPlacement = (typeof BENEFIT_PLACEMENTS)[number]
export const BENEFIT_PLACEMENT_TITLES: Readonly<Record<BenefitPlacement, string>> = {
  home: 'Home page: What Sets Us Apart',
  about: 'About page: Cruising Made Easy',
}

/** What the ship does on a day of the itinerary. */
export const ITINERARY_ACTIVITIES = ['EMBARK', 'DOCKED', 'TENDERED', 'CRUISING', 'DEBARK'] as const
export type ItineraryActivity = (typeof ITINERARY_ACTIVITIES)[number]
export const ITINERARY_ACTIVITY_TITLES: Readonly<Record<ItineraryActivity, string>> = {
  EMBARK: 'Embark (board the ship)',
  DOCKED: 'Docked (alongside the pier)',
  TENDERED: 'Tendered (boats to shore)',
  CRUISING: 'Cruising (day at sea)',
  DEBARK: 'Debark (leave the ship)',
}

/** The three tracks of packages on /cruisedeals. */
export const PACKAGE_KINDS = ['landFlyCruise', 'landCruise', 'flyCruiseEvent'] as const
export type PackageKind = (typeof PACKAGE_KINDS)[number]
export const PACKAGE_KIND_TITLES: Readonly<Record<PackageKind, string>> = {
  landFlyCruise: 'Land + Fly + Cruise',
  landCruise: 'Land + Cruise',
  flyCruiseEvent: 'Fly cruise event',
}

/**
 * Where a lead form is placed; each placement sends its own lead source and default lead variation
 * (form options). Not the form's kind (promo, callback, quote…): the quote form has two placements.
 */
export const LEAD_FORM_PLACEMENTS = ['promo', 'dealEnquiry', 'offerQuote', 'singapore', 'visa', 'callback', 'insurance', 'insuranceQuote'] as const
export type LeadFormPlacement = (typeof LEAD_FORM_PLACEMENTS)[number]
export const LEAD_FORM_PLACEMENT_TITLES: Readonly<Record<LeadFormPlacement, string>> = {
  promo: 'Promo sign-up (home page and the automatic pop-up)',
  dealEnquiry: 'Cruise deal enquiry (deal cards, /cruisedeals)',
  offerQuote: 'Offer pages (Request A Quote on the fare table)',
  singapore: 'Cruise from Singapore page enquiry',
  visa: 'Visa assistance (Cruise from Singapore page)',
  callback: 'Callback form (Call Now or Leave a Query)',
  insurance: 'Insurance page enquiry (banner)',
  insuranceQuote: 'Insurance quote (Get a Quote)',
}

/**
 * The lead forms by what they ask of a person (one consent line each, form options): the site's
 * lead kinds, named as content fields (the site's 'deal-enquiry' is dealEnquiry).
 */
export const CONSENT_FORMS = ['promo', 'dealEnquiry', 'callback', 'quote', 'insurance', 'visa'] as const
export type ConsentForm = (typeof CONSENT_FORMS)[number]
export const CONSENT_FORM_TITLES: Readonly<Record<ConsentForm, string>> = {
  promo: 'Promo sign-up (home page and pop-up): say it signs the person up for offers',
  dealEnquiry: 'Cruise deal enquiry',
  callback: 'Callback form',
  quote: 'Request A Quote (offer pages, Cruise from Singapore)',
  insurance: 'Insurance enquiry and quote',
  visa: 'Visa assistance',
}

/**
 * Document types whose pages live at the root of the site, "/{slug}". Their slugs share one
 * namespace, so uniqueness is checked across all of them, not per type (the Studio's slug rule and
 * the seed's content checks).
 */
export const ROOT_ROUTED_TYPES = ['offerPage', 'blogPost'] as const
