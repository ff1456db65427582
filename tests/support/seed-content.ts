// Content several tests read from the seed, typed once as far as they read it: the lead forms'
// options, the home page's deal row and the booking searches the home page's content holds.
import type { BookingSearch } from '~/lib/booking'
import { campaignsQuery, dealsQuery, siteSettingsQuery } from '~/lib/content/queries'
import { homeContentQuery } from '~/pages/home/query'

import { runSeedQuery } from './seed'
import { seedDocument } from './seed-documents'

interface LeadSource {
  leadsource: string
}
interface LeadSourceAndVariation extends LeadSource {
  leadvariation: string
}

/** The lead forms' options (the formOptions document): what each form offers and sends. */
export const FORM_OPTIONS = seedDocument<{
  destinations: string[]
  interests: Record<'dealsAndSingapore' | 'offerAndQuote' | 'dealEnquiry', string[]>
  /** The destination an offer page's and /singapore-cruise's forms send. */
  offerDestination: string
  leadDefaults: Record<'promo' | 'insuranceQuote', LeadSource> &
    Record<'dealEnquiry' | 'offerQuote' | 'singapore' | 'visa' | 'callback' | 'insurance', LeadSourceAndVariation>
  consent: Record<'promo' | 'dealEnquiry' | 'callback' | 'quote' | 'insurance' | 'visa', string>
}>('formOptions')

/** What a form of this placement sends as its lead source and variation (without the seed's `_type`). */
export function sentBy(placement: 'dealEnquiry' | 'offerQuote' | 'singapore' | 'visa' | 'callback' | 'insurance'): LeadSourceAndVariation {
  const { leadsource, leadvariation } = FORM_OPTIONS.leadDefaults[placement]
  return { leadsource, leadvariation }
}

/** The home page's deal row heading, which names its list. */
export const DEALS_HEADING = seedDocument<{ deals: { heading: string } }>('homePage').deals.heading

/**
 * Every booking-engine search the home page's content, the campaigns and the navigation hold, each
 * named by its kind and what it is ('deal …', 'theme …', 'destination …', 'cruise line …',
 * 'itinerary …', 'campaign …', 'nav …').
 */
export async function homeBookingSearches(): Promise<Array<[string, BookingSearch]>> {
  const [deals, home, campaigns, settings] = await Promise.all([
    runSeedQuery(dealsQuery),
    runSeedQuery(homeContentQuery),
    runSeedQuery(campaignsQuery),
    runSeedQuery(siteSettingsQuery),
  ])
  if (!home.page) throw new Error('The seed has no homePage')
  const searches: Array<[string, BookingSearch]> = []
  for (const deal of deals) searches.push([`deal ${deal._id}`, deal.search])
  for (const theme of home.themes) searches.push([`theme ${theme.heading}`, theme.search])
  for (const destination of home.destinations) searches.push([`destination ${destination.name}`, destination.search])
  for (const brand of home.brands) searches.push([`cruise line ${brand.name}`, brand.search])
  for (const itinerary of home.itineraries) searches.push([`itinerary ${itinerary._id}`, itinerary.search])
  for (const campaign of campaigns) if (campaign.heroSearch) searches.push([`campaign ${campaign.utmValue}`, campaign.heroSearch])
  searches.push(['campaign banner', home.page.campaignBanner.search])
  for (const item of settings.navigation) if (item._type === 'navBookingLink' && item.search) searches.push([`nav ${item.label}`, item.search])
  return searches
}
