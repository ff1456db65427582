// Cruise lines: the twelve "Brands Making Waves" offer cards, in the brief's order and
// with its offer texts (Cordelia has none), plus two partner-only lines whose logos appear in the
// "Our Partners" slider and on deal and itinerary cards. All fourteen are partners.
import { LINE } from './booking-ids.mjs'
import { bookingSearch } from './helpers.mjs'
import { art } from './home-artwork.mjs'

/** Document id of a cruise line, e.g. cruiseLine-royal-caribbean. */
export const lineId = (slug) => `cruiseLine-${slug}`

/** A reference to a cruise line document. */
export const lineRef = (slug) => ({ _type: 'reference', _ref: lineId(slug) })

const brand = (position, slug, name, bookingId, offerText) => ({
  _id: lineId(slug),
  _type: 'cruiseLine',
  name,
  logo: art(`logo-${slug}`),
  showInPartners: true,
  showInBrands: true,
  cardImage: art(`line-${slug}`),
  ...(offerText ? { offerText } : {}),
  search: bookingSearch({ cruiseLines: [bookingId], sortColumn: 'price', sortOrder: 'asc' }),
  position,
})

const partnerOnly = (position, slug, name) => ({
  _id: lineId(slug),
  _type: 'cruiseLine',
  name,
  logo: art(`logo-${slug}`),
  showInPartners: true,
  showInBrands: false,
  position,
})

export default [
  brand(1, 'royal-caribbean', 'Royal Caribbean', LINE.royalCaribbean, '60% off second guest'),
  brand(2, 'amawaterways', 'AmaWaterways', LINE.amaWaterways, 'Up to 20% savings'),
  brand(3, 'antarctica21', 'Antarctica21', LINE.antarctica21, 'Save USD 2,000 per person'),
  brand(4, 'avalon-waterways', 'Avalon Waterways', LINE.avalon, 'Save USD 1,500 per person'),
  brand(5, 'azamara', 'Azamara', LINE.azamara, 'Up to USD 1,000 onboard credit'),
  brand(6, 'carnival', 'Carnival', LINE.carnival, 'Up to 50% off plus up to USD 50 onboard credit'),
  brand(7, 'celebrity', 'Celebrity', LINE.celebrity, '75% off second guest'),
  brand(8, 'norwegian', 'Norwegian', LINE.norwegian, '50% off plus free perks'),
  brand(9, 'disney', 'Disney', LINE.disney, 'Up to 20% off'),
  brand(10, 'princess', 'Princess', LINE.princess, 'Up to 40% off plus free upgrade and 3rd and 4th guest free'),
  brand(11, 'stardream', 'Stardream', LINE.stardream, '3rd and 4th guest free'),
  brand(12, 'cordelia', 'Cordelia', LINE.cordelia, ''),
  partnerOnly(13, 'resorts-world', 'Resorts World Cruises'),
  partnerOnly(14, 'msc', 'MSC Cruises'),
]
