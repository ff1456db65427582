// Rules the site's content must keep whatever an editor writes: they read the whole embedded
// dataset through the site's own queries and name none of its words or figures, so an edit of the
// seed changes nothing here unless it breaks a rule. The agency's own figures (21 news items, the
// fares of each sailing, the campaign values) are held by the brief's check, `npm run check:brief`
// (docs/decisions/0044-the-brief-checked-apart.md).
import { beforeAll, describe, expect, it } from 'vitest'

import { type BookingSearch, buildBookingUrl } from '~/lib/booking'
import { defaultCampaign, findCampaign } from '~/lib/campaign'
import { type Campaign, campaignsQuery, dealsQuery, type NewsItem, newsItemsQuery, siteSettingsQuery, testimonialsQuery } from '~/lib/content/queries'
import { CURRENCIES } from '~/lib/currency'
import { cruiseDealsPageQuery } from '~/pages/cruisedeals/query'
import { blogPostDetailQuery, offerPageDetailQuery } from '~/pages/offer-or-article/query'
import { singaporePageQuery } from '~/pages/singapore-cruise/query'

import { checkFareTotal } from '../../studio/schemas/lib/fares'
import { ORDER_RANK } from '../../studio/schemas/lib/ordering'
import { ALL_ROUTES, ARTICLE_ROUTES } from '../support/routes'
import { requireSeedResult, runSeedQuery } from '../support/seed'
import { homeBookingSearches } from '../support/seed-content'
import { seedDocumentsOf } from '../support/seed-documents'

describe('deals', () => {
  it('are one document per sailing, in drag order, each with its own picture and a price in every currency', async () => {
    const deals = await runSeedQuery(dealsQuery)
    expect(deals.length).toBeGreaterThan(0)
    const sailings = deals.map((deal) => `${deal.ship}|${deal.nightsCount}|${deal.route}`)
    expect(new Set(sailings).size, 'a sailing shown twice').toBe(deals.length)
    const ranks = deals.map((deal) => deal.orderRank)
    expect(ranks).toEqual([...ranks].sort())
    expect(new Set(ranks).size).toBe(deals.length)
    for (const rank of ranks) expect(rank).toMatch(ORDER_RANK)
    // No two cards of the hot deals row alike.
    expect(new Set(deals.map((deal) => deal.image.asset._id)).size).toBe(deals.length)
    for (const deal of deals) {
      expect(deal.nights, deal._id).toBe(`${deal.nightsCount} Nights`)
      for (const currency of CURRENCIES) expect(Number.isInteger(deal.price[currency]) && deal.price[currency] > 0, `${deal._id} ${currency}`).toBe(true)
      // A deal with an offer page sails on that page's dates.
      if (deal.offer) expect(deal.departures.dates, deal._id).toEqual(deal.offer.fares.map((fare) => fare.sailingDate))
    }
  })
})

describe('campaigns', () => {
  let campaigns: Campaign[]
  beforeAll(async () => {
    campaigns = await runSeedQuery(campaignsQuery)
  })

  it('give every value (main or alias) to exactly one campaign, which the site finds by it', () => {
    const values = campaigns.flatMap((campaign) => [campaign.utmValue, ...campaign.aliases])
    expect(new Set(values).size).toBe(values.length)
    for (const campaign of campaigns) {
      for (const value of [campaign.utmValue, ...campaign.aliases]) expect(findCampaign(campaigns, value)?.utmValue, value).toBe(campaign.utmValue)
    }
    // Anything else falls back to the default (the page shows organic).
    for (const value of ['', 'Unknown_Campaign', ` ${campaigns[0]!.utmValue}`]) expect(findCampaign(campaigns, value), value).toBeNull()
  })

  it('have exactly one home default and one chat default, and each campaign one hero link (a search or a path)', () => {
    expect(campaigns.filter((campaign) => campaign.isDefaultHome)).toHaveLength(1)
    expect(campaigns.filter((campaign) => campaign.isDefaultChat)).toHaveLength(1)
    expect(defaultCampaign(campaigns, 'home')?.isDefaultHome).toBe(true)
    expect(defaultCampaign(campaigns, 'chat')?.isDefaultChat).toBe(true)
    for (const campaign of campaigns) {
      expect(Boolean(campaign.heroSearch) !== Boolean(campaign.heroPath), campaign.utmValue).toBe(true)
      expect(campaign.chatText, campaign.utmValue).toBeTruthy()
    }
  })
})

describe('news', () => {
  let news: NewsItem[]
  beforeAll(async () => {
    news = await runSeedQuery(newsItemsQuery)
  })

  it('come newest first, one featured, each linking to an https article', () => {
    expect(news.map((item) => item.date)).toEqual([...news.map((item) => item.date)].sort().reverse())
    expect(news.filter((item) => item.featured)).toHaveLength(1)
    for (const item of news) expect(new URL(item.link).protocol, item._id).toBe('https:')
  })
})

describe('testimonials', () => {
  it('refuse a rating off the half steps', async () => {
    const [first] = await runSeedQuery(testimonialsQuery, { currency: 'SGD' })
    expect(() => testimonialsQuery.parse([{ ...first, rating: 4.3 }])).toThrow()
    expect(() => testimonialsQuery.parse([{ ...first, rating: 5.5 }])).toThrow()
  })
})

describe('offer pages', () => {
  const slugs = seedDocumentsOf<{ slug: { current: string } }>('offerPage').map((offer) => offer.slug.current)

  it.each(slugs)('%s: sailings in date order, each row adding up, one itinerary row per day', async (slug) => {
    const offer = await requireSeedResult(offerPageDetailQuery, { slug })
    const dates = offer.fares.map((row) => row.sailingDate)
    expect(dates).toEqual([...new Set(dates)].sort())
    for (const row of offer.fares) expect(checkFareTotal(row, offer.occupancy), row.sailingDate).toBe(true)
    expect(offer.itinerary.map((row) => row.day)).toEqual(Array.from({ length: offer.nights + 1 }, (_, index) => index + 1))
  })
})

describe('articles', () => {
  it('link to their neighbours by date, and only to pages that exist', async () => {
    const pages = new Set(ALL_ROUTES.map((route) => route.path))
    for (const [index, route] of ARTICLE_ROUTES.entries()) {
      const slug = route.path.slice(1)
      const post = await requireSeedResult(blogPostDetailQuery, { slug })
      expect(post.next?.slug && `/${post.next.slug}`, `${slug} next`).toBe(ARTICLE_ROUTES[index - 1]?.path)
      expect(post.previous?.slug && `/${post.previous.slug}`, `${slug} previous`).toBe(ARTICLE_ROUTES[index + 1]?.path)
      for (const item of post.body) {
        if (item._type !== 'block') continue
        for (const { href } of item.markDefs) if (href.startsWith('/')) expect(pages, `${slug} links to ${href}`).toContain(href.split(/[?#]/)[0])
      }
    }
  })
})

describe('booking links', () => {
  let searches: Array<[string, BookingSearch]>
  beforeAll(async () => {
    searches = await homeBookingSearches()
  })

  it.each(CURRENCIES)('carry the site id of %s on every search of every page', async (currency) => {
    const settings = await runSeedQuery(siteSettingsQuery)
    const [deals, singapore] = await Promise.all([requireSeedResult(cruiseDealsPageQuery, { currency }), requireSeedResult(singaporePageQuery, { currency })])
    const all: Array<[string, BookingSearch]> = [
      ...searches,
      ['cruise calendar', deals.calendar.search],
      ['singapore hero', singapore.heroSearch],
      ...singapore.cruiseLines.cards.map((card): [string, BookingSearch] => [`singapore card ${card.name}`, card.search]),
    ]
    const siteId = String(settings.bookingEngine.siteIds[currency])
    for (const [what, search] of all) {
      const url = new URL(buildBookingUrl(settings.bookingEngine, search, currency))
      expect(url.origin, what).toBe(new URL(settings.bookingEngine.host).origin)
      expect(url.searchParams.getAll('siid'), what).toEqual([siteId])
    }
  })
})
