import type { ValidationContext } from 'sanity'

import { SANITY_API_VERSION } from '../../../content-model/api-version'
import { isOfflineValidation } from './env'

// A deal card linked to an offer page takes its dates, cabin and price from that page's fare table
// (ADR 23): linked to the page of another sailing, the card shows that sailing's dates and price
// under its own "3 Nights". The link is refused unless both say the same sailing.

export interface DealSailing {
  ship?: string
  nightsCount?: number
  route?: string
}

export interface OfferSailing {
  title?: string
  ship?: string
  nights?: number
  route?: string
}

/** Ship and route as written, compared without case, spacing or the kind of dash. */
const same = (a: string | undefined, b: string | undefined) => {
  const plain = (text: string | undefined) =>
    (text ?? '')
      .toLowerCase()
      .replace(/[\u2010-\u2015-]/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
  return plain(a) === plain(b)
}

/** What the deal and the offer page it links disagree on, as the message an editor reads; true when they agree. */
export function offerPageMismatch(deal: DealSailing, offer: OfferSailing): true | string {
  const differences: string[] = []
  if (deal.nightsCount !== undefined && offer.nights !== undefined && deal.nightsCount !== offer.nights)
    differences.push(`${offer.nights} nights, not ${deal.nightsCount}`)
  if (deal.ship && offer.ship && !same(deal.ship, offer.ship)) differences.push(`the ship ${offer.ship}, not ${deal.ship}`)
  if (deal.route && offer.route && !same(deal.route, offer.route)) differences.push(`the route ${offer.route}, not ${deal.route}`)
  if (differences.length === 0) return true
  return `The offer page “${offer.title ?? 'without a title'}” is another sailing: ${differences.join('; ')}. Link the offer page of this sailing, or correct the deal.`
}

/** The Studio's check of a deal's offer page link: the linked page (its draft if there is one) must be the same sailing. */
export async function checkOfferPageLink(reference: { _ref?: string } | undefined, context: ValidationContext): Promise<true | string> {
  if (!reference?._ref || isOfflineValidation()) return true
  const offer = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<OfferSailing | null>(
      '*[_id in [$id, "drafts." + $id]] | order(_updatedAt desc)[0]{title, ship, nights, route}',
      { id: reference._ref },
      { tag: 'validation.offer-page-link' },
    )
  return offer ? offerPageMismatch((context.document ?? {}) as DealSailing, offer) : true
}
