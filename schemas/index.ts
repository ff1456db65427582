// The Studio schema. Conventions every type follows (issue 3 adds about a dozen more types):
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
import type { SchemaTypeDefinition } from 'sanity'
import { blogPost } from './documents/blogPost'
import { offerPage } from './documents/offerPage'
import { bookingEngine } from './objects/bookingEngine'
import { bookingSearch } from './objects/bookingSearch'
import { linkColumn } from './objects/linkColumn'
import { money } from './objects/money'
import { navBookingLink } from './objects/navBookingLink'
import { navLink } from './objects/navLink'
import { phonesByCurrency } from './objects/phonesByCurrency'
import { seo } from './objects/seo'
import { siteIds } from './objects/siteIds'
import { socialBranch } from './objects/socialBranch'
import { socialLink } from './objects/socialLink'
import { aboutPage } from './singletons/aboutPage'
import { blogPage } from './singletons/blogPage'
import { contactPage } from './singletons/contactPage'
import { cruiseDealsPage } from './singletons/cruiseDealsPage'
import { homePage } from './singletons/homePage'
import { insurancePage } from './singletons/insurancePage'
import { mediaPage } from './singletons/mediaPage'
import { privacyPolicy } from './singletons/privacyPolicy'
import { siteSettings } from './singletons/siteSettings'
import { singaporePage } from './singletons/singaporePage'

/**
 * Documents that exist exactly once, in the order the Studio lists them. Each has the fixed id
 * equal to its type name (e.g. `siteSettings`), matching the seed.
 */
export const singletons = [
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
] satisfies SchemaTypeDefinition[]

/** Documents editors create many of, in the order the Studio lists them. */
export const documents = [offerPage, blogPost] satisfies SchemaTypeDefinition[]

/** Reusable object types (fields of the documents above). */
export const objects = [
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
] satisfies SchemaTypeDefinition[]

export const schemaTypes: SchemaTypeDefinition[] = [...singletons, ...documents, ...objects]

/** Type names of the singleton documents (also their document ids). */
export const singletonTypes: string[] = singletons.map((type) => type.name)

/** Type names of the documents listed by type in the Studio. */
export const documentTypes: string[] = documents.map((type) => type.name)

export { ROOT_ROUTED_TYPES } from './lib/routes'
