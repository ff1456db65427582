import type { CurrencyCode } from '~/lib/currency'
import { MissingContentError, readContent } from './content.server'
import {
  benefitsQuery,
  campaignByUtmQuery,
  campaignsQuery,
  dealsQuery,
  defaultCampaignsQuery,
  defaultShareImageQuery,
  homeContentQuery,
  newsItemsQuery,
  promoCodesQuery,
  promoSettingsQuery,
  searchWidgetQuery,
  testimonialsQuery,
  type BenefitCard,
  type BenefitPlacement,
  type Campaign,
  type ContentImage,
  type Deal,
  type HomeContent,
  type HomePage,
  type NewsItem,
  type PromoSettings,
  type SearchWidgetSettings,
  type Testimonial,
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

/** Longest utm_campaign value looked up; anything longer cannot be a campaign. */
const MAX_UTM_LENGTH = 200

/**
 * The campaign a utm_campaign value names (its main value or another spelling), or null for an
 * empty or unknown value. The value is trimmed; decoding it is the caller's job (it comes from a
 * URL that has already been parsed).
 */
export async function getCampaign(utmValue: string | null | undefined): Promise<Campaign | null> {
  if (typeof utmValue !== 'string') return null
  const utm = utmValue.trim()
  if (utm === '' || utm.length > MAX_UTM_LENGTH) return null
  return readContent(campaignByUtmQuery, { utm })
}

/** The campaigns that apply without a utm_campaign value: home page (hero, deal order) and chat button. */
export function getDefaultCampaigns(): Promise<{ home: Campaign | null; chat: Campaign | null }> {
  return readContent(defaultCampaignsQuery)
}

/** Every news item, newest first. */
export function getNewsItems(): Promise<NewsItem[]> {
  return readContent(newsItemsQuery)
}

/** The newest `count` news items (Latest News on the home page). */
export async function getLatestNews(count: number): Promise<NewsItem[]> {
  const items = await getNewsItems()
  return items.slice(0, Math.max(0, Math.floor(count)))
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
