// A deal's card, the same on every page that shows deals (home's hot deals, /cruisedeals' last-minute
// deals): its facts in the visitor's currency, and whether it is still shown on the agency's day.
// Pure and browser-safe.
import type { ContentImage, Deal } from '~/lib/content'
import { CURRENCIES, type CurrencyCode, formatMoneyIn } from '~/lib/currency'
import { departuresText, fromPrice, type IsoDate, nextDeparture, SAILING_TEXTS, saleState } from '~/lib/sailings'

/** What every deal card shows: home's hot deals and /cruisedeals' last-minute deals (dealCardFacts). */
export interface DealCardFacts {
  id: string
  /** The deal's group ('Singapore', 'Alaska'): the small capitals above the ship. */
  title: string
  badge?: string
  badgeColor?: string
  brand: { name: string; logo: ContentImage }
  image: ContentImage
  ship: string
  nights: string
  /** The departures left, as visitors read them, or "New dates soon" once none is left. */
  dates: string
  /** Every sailing has left and content keeps the card: an enquiry replaces Book Now. */
  newDatesSoon?: true
  route: string
  route2?: string
  priceLabel: string
  /** Per person, in the view's currency, as text ('₹48,999': ADR 34). */
  price: string
  cabin: string
}

/**
 * An image with only what the page uses: no null hotspot or crop (the loader data of the home
 * page carries ~150 images, and every byte of it is parsed by a phone before the page responds).
 */
export function slimImage(image: ContentImage): ContentImage {
  const { alt, asset, hotspot, crop } = image
  return {
    alt,
    asset: { _id: asset._id, url: asset.url, width: asset.width, height: asset.height },
    ...(hotspot ? { hotspot } : {}),
    ...(crop ? { crop } : {}),
  }
}

/** A deal's card facts, the same on every page that shows deals. */
export function dealCardFacts(deal: Deal, today: IsoDate, currency: CurrencyCode): DealCardFacts {
  return {
    id: deal._id,
    title: deal.title,
    ...(deal.badge ? { badge: deal.badge } : {}),
    ...(deal.badgeColor ? { badgeColor: deal.badgeColor } : {}),
    brand: { name: deal.brand.name, logo: slimImage(deal.brand.logo) },
    image: slimImage(deal.image),
    ship: deal.ship,
    nights: deal.nights,
    // Written from the departures still offered; a deal without any is shown only if content keeps it (dealsShown).
    dates: departuresText(deal.departures, today) ?? SAILING_TEXTS.newDatesSoon,
    ...(dealSaleState(deal, today) === 'newDatesSoon' ? { newDatesSoon: true as const } : {}),
    route: deal.route,
    ...(deal.route2 ? { route2: deal.route2 } : {}),
    priceLabel: deal.priceLabel,
    // One price: a linked offer page's cheapest upcoming fare per person wins over the typed one.
    price: formatMoneyIn((deal.offer ? fromPrice(deal.offer, today, CURRENCIES) : null) ?? deal.price, currency),
    cabin: deal.cabin,
  }
}

/** A deal on the agency's `today`: on sale, kept with "New dates soon", or gone (lib/sailings saleState). */
export const dealSaleState = (deal: Pick<Deal, 'departures' | 'newDatesSoon'>, today: IsoDate) =>
  saleState(nextDeparture(deal.departures, today), deal.newDatesSoon)

/** The deals shown on the agency's `today`: those with a departure after it, and those content keeps with "New dates soon". */
export function dealsShown<T extends Pick<Deal, 'departures' | 'newDatesSoon'>>(deals: readonly T[], today: IsoDate): T[] {
  return deals.filter((deal) => dealSaleState(deal, today) !== 'gone')
}
