// An offer page's card, the same wherever it is shown (home's special offers, /cruisedeals'
// exclusive offers). Pure and browser-safe.
import type { ContentImage } from '~/lib/content'

/**
 * The card of an offer page, the same wherever it is shown (home's special offers, /cruisedeals'
 * exclusive offers), with the words around its price and its link.
 */
export interface OfferCardView {
  id: string
  title: string
  ship: string
  route: string
  badge?: string
  image: ContentImage
  /** Per person, in the visitor's currency: the offer page's cheapest upcoming fare; null once every sailing has left ("New dates soon"). */
  price: string | null
  /** "Starting From" and "Per Person", or what content says instead. */
  priceLabel: string
  perPersonLabel: string
  /** The offer page. */
  href: string
  /** Book Now (or what content says), Enquire Now once every sailing has left. */
  actionLabel: string
}
