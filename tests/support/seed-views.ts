// Pages as the site shapes them from the seed, with each page's own view.ts, at a given clock: what
// a test expects a visitor to see, whatever the seed's words and figures are.
import { liveCampaigns } from '~/lib/campaign'
import { campaignsQuery, dealsQuery, newsItemsQuery, searchWidgetQuery, siteSettingsQuery, testimonialsQuery } from '~/lib/content/queries'
import type { CurrencyCode } from '~/lib/currency'
import { dateInZone } from '~/lib/sailings'
import { cruiseDealsPageQuery } from '~/pages/cruisedeals/query'
import { type CruiseDealsView, shapeCruiseDeals } from '~/pages/cruisedeals/view'
import { homeContentQuery } from '~/pages/home/query'
import { type HomeView, shapeHome } from '~/pages/home/view'

import { IN_SEASON } from './season'
import { requireSeedResult, runSeedQuery } from './seed'

/** The agency's day of a moment, as the e2e servers' clock reads it (their zone is the default one). */
const dayOf = (moment: string) => dateInZone(Date.parse(moment), 'Asia/Singapore')

/**
 * The home page for a visitor paying in `currency` who came with `utmCampaign` (none: the organic
 * page), at the moment `at` (the main e2e server's clock unless said).
 */
export async function seedHome(currency: CurrencyCode, { utmCampaign, at = IN_SEASON }: { utmCampaign?: string; at?: string } = {}): Promise<HomeView> {
  const [content, deals, campaigns, news, testimonials, widget, settings] = await Promise.all([
    runSeedQuery(homeContentQuery),
    runSeedQuery(dealsQuery),
    runSeedQuery(campaignsQuery),
    runSeedQuery(newsItemsQuery),
    runSeedQuery(testimonialsQuery, { currency }),
    runSeedQuery(searchWidgetQuery),
    runSeedQuery(siteSettingsQuery),
  ])
  if (!content.page) throw new Error('The seed has no homePage')
  const now = Date.parse(at)
  return shapeHome({
    content: { ...content, page: content.page },
    deals,
    campaigns: liveCampaigns(campaigns, now),
    news,
    testimonials,
    widget,
    engine: settings.bookingEngine,
    currency,
    utmCampaign,
    now: new Date(now),
    today: dayOf(at),
  })
}

/** /cruisedeals for a visitor paying in `currency`, at the moment `at`. */
export async function seedCruiseDeals(currency: CurrencyCode, at = IN_SEASON): Promise<CruiseDealsView> {
  const [page, deals, settings] = await Promise.all([
    requireSeedResult(cruiseDealsPageQuery, { currency }),
    runSeedQuery(dealsQuery),
    runSeedQuery(siteSettingsQuery),
  ])
  return shapeCruiseDeals({ page, deals, engine: settings.bookingEngine, currency, today: dayOf(at) })
}
