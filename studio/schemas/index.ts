// The Studio schema. Conventions every type follows:
// - build from the shared pieces in lib/: imageWithAlt (hotspot + alt required with the image),
//   rootSlugField (URL-safe, unique across the types routed at /{slug}), seoField/pageTitleField,
//   definePageSingleton, defineCurrencyObject (one field per currency: phones, site ids, money);
// - every type has a preview; fields carry a description wherever the title alone would leave
//   an editor guessing (format, where it shows on the site, what changing it breaks);
// - `.warning()` only for advice about a present primitive value (a length, a count). Rules on
//   objects, images, slugs and documents are errors: `npm run validate:content` counts a
//   CLI warning on those as an error (the Sanity CLI demotes them; see
//   scripts/lib/content-checks.mjs → markerLevel);
// - singletons are listed in `singletons` below: fixed id = type name, no delete/duplicate/unpublish.
// Imports are sorted by path (documents, objects, singletons); the lists below group the types.
import type { SchemaTypeDefinition } from 'sanity'

import { benefit } from './documents/benefit'
import { blogPost } from './documents/blogPost'
import { campaign } from './documents/campaign'
import { cruiseLine } from './documents/cruiseLine'
import { deal } from './documents/deal'
import { destination } from './documents/destination'
import { itinerary } from './documents/itinerary'
import { landPackage } from './documents/landPackage'
import { newsItem } from './documents/newsItem'
import { newsPlatform } from './documents/newsPlatform'
import { offerPage } from './documents/offerPage'
import { packageType } from './documents/package'
import { teamMember } from './documents/teamMember'
import { testimonial } from './documents/testimonial'
import { theme } from './documents/theme'
import { bookingEngine } from './objects/bookingEngine'
import { bookingHubSlide } from './objects/bookingHubSlide'
import { bookingSearch } from './objects/bookingSearch'
import { coverageRow } from './objects/coverageRow'
import { cruiseLineCard } from './objects/cruiseLineCard'
import { dayPlan } from './objects/dayPlan'
import { departures } from './objects/departures'
import { faq, faqItem } from './objects/faq'
import { fareRow } from './objects/fareRow'
import { homeStep } from './objects/homeStep'
import { hotelTier } from './objects/hotelTier'
import { imagePerCurrency } from './objects/imagePerCurrency'
import { insuranceBenefit } from './objects/insuranceBenefit'
import { itineraryRow } from './objects/itineraryRow'
import { itineraryTab } from './objects/itineraryTab'
import { leadDefault } from './objects/leadDefault'
import { linkColumn } from './objects/linkColumn'
import { money } from './objects/money'
import { navBookingLink } from './objects/navBookingLink'
import { navLink } from './objects/navLink'
import { phonesByCurrency } from './objects/phonesByCurrency'
import { promoCodes } from './objects/promoCodes'
import { promoImages } from './objects/promoImages'
import { searchWidget } from './objects/searchWidget'
import { seo } from './objects/seo'
import { siteIds } from './objects/siteIds'
import { socialBranch } from './objects/socialBranch'
import { socialLink } from './objects/socialLink'
import { specialOfferCard } from './objects/specialOfferCard'
import { textPerCurrency } from './objects/textPerCurrency'
import { visaRequirement } from './objects/visaRequirement'
import { aboutPage } from './singletons/aboutPage'
import { blogPage } from './singletons/blogPage'
import { contactPage } from './singletons/contactPage'
import { cruiseDealsPage } from './singletons/cruiseDealsPage'
import { formOptions } from './singletons/formOptions'
import { homePage } from './singletons/homePage'
import { insurancePage } from './singletons/insurancePage'
import { mediaPage } from './singletons/mediaPage'
import { privacyPolicy } from './singletons/privacyPolicy'
import { singaporePage } from './singletons/singaporePage'
import { siteSettings } from './singletons/siteSettings'

/**
 * Documents that exist exactly once, in the order the Studio lists them. Each has the fixed id
 * equal to its type name (e.g. `siteSettings`), matching the seed.
 */
const singletons = [
  siteSettings,
  homePage,
  cruiseDealsPage,
  singaporePage,
  insurancePage,
  blogPage,
  mediaPage,
  aboutPage,
  contactPage,
  privacyPolicy,
  formOptions,
] satisfies SchemaTypeDefinition[]

/** Documents editors create many of, in the order the Studio lists them. */
const documents = [
  offerPage,
  blogPost,
  packageType,
  landPackage,
  teamMember,
  deal,
  campaign,
  cruiseLine,
  destination,
  theme,
  itinerary,
  benefit,
  testimonial,
  newsItem,
  newsPlatform,
] satisfies SchemaTypeDefinition[]

/** Reusable object types (fields of the documents above). */
const objects = [
  seo,
  money,
  phonesByCurrency,
  siteIds,
  bookingEngine,
  bookingSearch,
  navLink,
  navBookingLink,
  linkColumn,
  socialLink,
  socialBranch,
  textPerCurrency,
  imagePerCurrency,
  itineraryRow,
  fareRow,
  departures,
  faq,
  faqItem,
  dayPlan,
  hotelTier,
  insuranceBenefit,
  coverageRow,
  cruiseLineCard,
  bookingHubSlide,
  visaRequirement,
  leadDefault,
  promoCodes,
  promoImages,
  searchWidget,
  homeStep,
  specialOfferCard,
  itineraryTab,
] satisfies SchemaTypeDefinition[]

export const schemaTypes: SchemaTypeDefinition[] = [...singletons, ...documents, ...objects]

/** Type names of the singleton documents (also their document ids). */
export const singletonTypes: string[] = singletons.map((type) => type.name)

/** Type names of the documents listed by type in the Studio. */
export const documentTypes: string[] = documents.map((type) => type.name)
