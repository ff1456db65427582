import { stegaClean } from '@sanity/client/stega'
import type { AppLoadContext } from 'react-router'

import { searchWidgetScriptUrl } from '~/lib/booking/widget.server'
import { liveCampaigns } from '~/lib/campaign'
import { pageUtmCampaign } from '~/lib/campaign/visit.server'
import { getSiteSettings, readContent, requirePageDocument } from '~/lib/content/content.server'
import { getCampaigns, getDeals, getDefaultShareImage, getNewsItems, getSearchWidget, getTestimonials } from '~/lib/content/lists.server'
import { agencyToday, siteNow } from '~/lib/sailings/clock.server'
import type { PageMeta } from '~/lib/seo'
import { loadPage } from '~/lib/seo/page.server'
import { shareImageUrl } from '~/lib/seo/share-image.server'

import { homeContentQuery } from './query'
import { type HomeView, shapeHome } from './view'

// The home route's loader, in one place: read the content the page needs (each read memoized),
// decide currency and campaign, and shape it all with the pure shapeHome.

export interface HomeData {
  view: HomeView
  meta: PageMeta
}

export async function loadHome(request: Request, context: AppLoadContext): Promise<HomeData> {
  const settingsPromise = getSiteSettings()
  const visitor = context.visitor
  const [{ meta }, settings, content, deals, campaigns, news, testimonials, widget, shareImage] = await Promise.all([
    loadPage(request, 'homePage', '/'),
    settingsPromise,
    readContent(homeContentQuery),
    getDeals(),
    getCampaigns(),
    getNewsItems(),
    getTestimonials(visitor.currency),
    getSearchWidget(),
    getDefaultShareImage(),
  ])

  const page = requirePageDocument('homePage', content.page)
  const utmCampaign = pageUtmCampaign(request)
  const shaped = shapeHome({
    content: { ...content, page },
    deals,
    // Campaigns start and end by themselves (their Starts and Ends, on the site's clock).
    campaigns: liveCampaigns(campaigns, siteNow()),
    news,
    testimonials,
    widget: { ...widget, scriptUrl: searchWidgetScriptUrl(widget) },
    engine: settings.bookingEngine,
    currency: visitor.currency,
    utmCampaign,
    now: new Date(siteNow()),
    today: agencyToday(),
  })
  // Deal chat texts go into WhatsApp links (built in the browser): never with stega markers.
  const items = shaped.deals.items.map((deal) => ({ ...deal, chatText: stegaClean(deal.chatText) }))
  const view = { ...shaped, deals: { ...shaped.deals, items } }
  return {
    view,
    meta: { ...meta, image: shareImageUrl(shareImage), imageAlt: shareImage.alt },
  }
}
