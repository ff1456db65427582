import type { CurrencyCode } from '~/lib/currency'

import { MissingContentError, readContent } from './content.server'
import {
  type BenefitCard,
  type BenefitPlacement,
  benefitsQuery,
  type Campaign,
  campaignsQuery,
  type ContentImage,
  type Deal,
  dealsQuery,
  defaultShareImageQuery,
  type HomeContent,
  homeContentQuery,
  type HomePage,
  type NewsItem,
  newsItemsQuery,
  promoCodesQuery,
  type PromoSettings,
  promoSettingsQuery,
  searchWidgetQuery,
  type SearchWidgetSettings,
  type Testimonial,
  testimonialsQuery,
} from './queries'

// Typed getters for the home page and the content it shares with other pages (news, selling
// points, campaigns, promo form, search widget). Routes call these; each is one memoized query.

/** The home page with its section texts and cards; a missing homePage document is a content error. */
export async function getHomeContent(): Promise<HomeContent & { page: HomePage }> {
  const content = await readContent(homeContentQuery)
  if (!content.page) throw new MissingContentError('The "homePage" document is missing from the dataset')
  return { ...content, page: content.page }
}

/** Every Hot Deal in the organic order (campaigns reorder them by destination group). */
export function getDeals(): Promise<Deal[]> {
  return readContent(dealsQuery)
}

/** Every campaign, by utm value. */
export function getCampaigns(): Promise<Campaign[]> {
  return readContent(campaignsQuery)
}

/** Every news item, newest first. */
export function getNewsItems(): Promise<NewsItem[]> {
  return readContent(newsItemsQuery)
}

/** The testimonials shown to visitors of a currency, in order. */
export function getTestimonials(currency: CurrencyCode): Promise<Testimonial[]> {
  return readContent(testimonialsQuery, { currency })
}

/** The selling points of the home page ("What Sets Us Apart") or the about page ("Cruising Made Easy"). */
export function getBenefits(placement: BenefitPlacement): Promise<BenefitCard[]> {
  return readContent(benefitsQuery, { placement })
}

/** The promo form's offer amounts, banners and pop-up delay. */
export function getPromoSettings(): Promise<PromoSettings> {
  return readContent(promoSettingsQuery)
}

/** The promo code e-mailed to a visitor of a currency. Server-only: never send it to the page. */
export async function getPromoCode(currency: CurrencyCode): Promise<string> {
  const codes = await readContent(promoCodesQuery)
  return codes[currency]
}

/** Preferences of the home page's search widget. */
export function getSearchWidget(): Promise<SearchWidgetSettings> {
  return readContent(searchWidgetQuery)
}

/** The picture of link previews for pages without one of their own. */
export function getDefaultShareImage(): Promise<ContentImage> {
  return readContent(defaultShareImageQuery)
}
