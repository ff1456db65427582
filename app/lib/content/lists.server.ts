import type { CurrencyCode } from '~/lib/currency'

import { readContent } from './content.server'
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

// Typed getters for the content several pages list or use (deals, campaigns, news, selling points,
// testimonials, the promo form, the search widget, the share picture). Each is one memoized query.

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
