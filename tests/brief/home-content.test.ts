// The brief's check (`npm run check:brief`, not a step of `npm test`): the embedded dataset holds
// the figures and words the agency's requirements name. An editor's change of them is meant to fail
// here; the rules any content keeps are tests/unit/content-rules.test.ts (ADR 44).
import { beforeAll, describe, expect, it } from 'vitest'

import { type BookingSearch, buildBookingUrl } from '~/lib/booking'
import { defaultCampaign, findCampaign } from '~/lib/campaign'
import {
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
  promoSettingsQuery,
  searchWidgetQuery,
  type SiteSettings,
  siteSettingsQuery,
  testimonialsQuery,
} from '~/lib/content/queries'
import type { CurrencyCode } from '~/lib/currency'
import { type HomeContent, homeContentQuery } from '~/pages/home/query'

import { CABIN_CATEGORIES, DEAL_GROUPS, NIGHTS_TABS } from '../../content-model/vocabulary'
import { published } from '../../seed/source/season.mjs'
import { ORDER_RANK } from '../../studio/schemas/lib/ordering'
import { IN_SEASON_DAY } from '../support/season'
import { runSeedQuery } from '../support/seed'
import { homeBookingSearches } from '../support/seed-content'

const CURRENCIES: CurrencyCode[] = ['INR', 'USD', 'SGD']

function expectImage(image: ContentImage, what: string) {
  expect(image.alt.trim(), `${what}: alt text`).not.toBe('')
  expect(image.asset.url, `${what}: url`).toMatch(/^\/cdn\/images\/embedded\/seed\/[0-9a-f]{40}-\d+x\d+\.svg$/)
  expect(image.asset.width, `${what}: width`).toBeGreaterThan(0)
  expect(image.asset.height, `${what}: height`).toBeGreaterThan(0)
}

/** Deals in a campaign's order: its groups first (in its order), the rest after, each by drag-order rank. */
function orderDeals(deals: Deal[], dealOrder: readonly string[]): Deal[] {
  const rank = (deal: Deal) => {
    const index = dealOrder.indexOf(deal.title)
    return index === -1 ? dealOrder.length : index
  }
  return [...deals].sort((a, b) => rank(a) - rank(b) || (a.orderRank < b.orderRank ? -1 : a.orderRank > b.orderRank ? 1 : 0))
}

/** The destination groups in the order their first deal appears. */
const groupsInOrder = (deals: Deal[]) => [...new Set(deals.map((deal) => deal.title))]

describe('dealsQuery', () => {
  let deals: Deal[]
  beforeAll(async () => {
    deals = await runSeedQuery(dealsQuery)
  })

  it('returns the 19 deals, one document each, in drag order (orderRank)', () => {
    expect(deals).toHaveLength(19)
    expect(new Set(deals.map((deal) => deal._id)).size).toBe(19)
    // No deal twice under another id (the old site rendered the list twice for looping).
    const sailings = deals.map((deal) => `${deal.ship}|${deal.nightsCount}|${deal.route}`)
    expect(new Set(sailings).size).toBe(19)
    const ranks = deals.map((deal) => deal.orderRank)
    expect(ranks).toEqual([...ranks].sort())
    expect(new Set(ranks).size).toBe(19)
    for (const rank of ranks) expect(rank).toMatch(ORDER_RANK)
    // The seed keeps the order the site had before drag ordering: Singapore first, Expedition last.
    expect(deals[0]?._id).toBe('deal-singapore-ovation-3n-penang')
    expect(deals.at(-1)?._id).toBe('deal-expedition-celebrity-flora-7n-galapagos')
  })

  it('has every required field on every deal', () => {
    for (const deal of deals) {
      const what = `${deal._id}`
      expect(DEAL_GROUPS, what).toContain(deal.title)
      // A deal with an offer page takes that page's cabin category, dates and price (dealsQuery).
      if (deal.offer) expect(deal.cabin, what).toBe('4D Oceanview Balcony')
      else expect(CABIN_CATEGORIES, what).toContain(deal.cabin)
      expect(deal.brand.name, what).not.toBe('')
      expectImage(deal.brand.logo, `${what} brand logo`)
      expectImage(deal.image, `${what} image`)
      expect(deal.ship, what).not.toBe('')
      expect(deal.nightsCount, what).toBeGreaterThan(0)
      expect(deal.nights, what).toBe(`${deal.nightsCount} Nights`)
      expect((deal.departures.dates?.length ?? 0) > 0 || deal.departures.weekly, what).toBeTruthy()
      expect(deal.route, what).toMatch(/^\S.* – .*\S$/)
      expect(deal.priceLabel, what).toBe('Starting From')
      expect(deal.cta, what).toBe('Book Now')
      expect(typeof deal.hotDeal, what).toBe('boolean')
      for (const currency of CURRENCIES) {
        expect(Number.isInteger(deal.price[currency]), `${what} ${currency}`).toBe(true)
        expect(deal.price[currency], `${what} ${currency}`).toBeGreaterThan(0)
      }
      if (deal.badgeColor !== undefined) expect(deal.badgeColor, what).toMatch(/^#[0-9a-f]{6}$/i)
      expect(deal.search.sortColumn, what).toBeTruthy()
      expect(deal.search.ships, what).toHaveLength(1)
      expect(deal.search.cruiseLines, what).toHaveLength(1)
    }
  })

  it('gives every deal card its own picture (no two in the hot deals row alike)', () => {
    const pictures = deals.map((deal) => deal.image.asset._id)
    expect(new Set(pictures).size).toBe(deals.length)
  })

  it('covers every destination group', () => {
    expect(new Set(deals.map((deal) => deal.title))).toEqual(new Set(DEAL_GROUPS))
  })

  it("has the agency's sample: 3 nights, its dates and cabin from the offer page's fare table, its typed price kept for when no sailing is left", () => {
    const sample = deals.find((deal) => deal.nightsCount === 3 && deal.price.SGD === 716)
    expect(sample).toMatchObject({
      title: 'Singapore',
      nights: '3 Nights',
      cabin: '4D Oceanview Balcony',
      route: 'Singapore – Penang – Singapore',
      price: { SGD: 716, USD: 315, INR: 27999 },
      offer: { occupancy: 2 },
    })
    expect(sample?.departures.dates).toEqual(sample?.offer?.fares.map((fare) => fare.sailingDate))
  })

  it('prices every other deal coherently across currencies (SGD ≈ USD × 1.3, INR ≈ USD × 85–89)', () => {
    for (const deal of deals.filter((candidate) => candidate.price.SGD !== 716)) {
      expect(deal.price.SGD / deal.price.USD, deal._id).toBeGreaterThan(1.25)
      expect(deal.price.SGD / deal.price.USD, deal._id).toBeLessThan(1.35)
      expect(deal.price.INR / deal.price.USD, deal._id).toBeGreaterThanOrEqual(85)
      expect(deal.price.INR / deal.price.USD, deal._id).toBeLessThanOrEqual(89)
    }
  })

  it('has the required badges', () => {
    const badges = new Set(deals.map((deal) => deal.badge))
    for (const badge of ['Hot Deal', 'Limited Cabin', 'OBC $100 Per Cabin']) expect(badges).toContain(badge)
    expect(deals.some((deal) => deal.hotDeal)).toBe(true)
    expect(deals.some((deal) => !deal.hotDeal)).toBe(true)
    expect(deals.some((deal) => deal.route2 !== undefined)).toBe(true)
  })

  it('starts the organic order with Singapore, Middle East, Europe', async () => {
    expect(groupsInOrder(deals).slice(0, 3)).toEqual(['Singapore', 'Middle East', 'Europe'])
    const home = defaultCampaign(await runSeedQuery(campaignsQuery), 'home')
    expect(home?.dealOrder.slice(0, 3)).toEqual(['Singapore', 'Middle East', 'Europe'])
    expect(groupsInOrder(orderDeals(deals, home?.dealOrder ?? [])).slice(0, 3)).toEqual(['Singapore', 'Middle East', 'Europe'])
  })

  it('links deals to their campaign by utm value', () => {
    const alaska = deals.filter((deal) => deal.title === 'Alaska')
    expect(alaska.length).toBeGreaterThan(0)
    for (const deal of alaska) expect(deal.campaign).toBe('Alaska_Search_May25')
  })
})

describe('campaigns', () => {
  let campaigns: Campaign[]
  beforeAll(async () => {
    campaigns = await runSeedQuery(campaignsQuery)
  })
  // The site's own lookup of a value (lib/campaign): its main value, an alias, or the one campaign
  // another letter case names.
  const lookup = async (utm: string) => findCampaign(campaigns, utm)

  // Every value the requirements name or describe, with the campaign (main value) it must resolve to.
  const VALUES: Array<[string, string]> = [
    ['Harbourline_Organic', 'Harbourline_Organic'],
    ['Int2_organic', 'Int2_organic'],
    ['Europe_Search_May25', 'Europe_Search_May25'],
    ['Alaska_Search_May25', 'Alaska_Search_May25'],
    ['Singapore_Search_May25', 'Singapore_Search_May25'],
    ['Singapore_Cruise_Search_May25', 'Singapore_Search_May25'],
    ['Singapore_Search_May_25', 'Singapore_Search_May25'],
    ['Expedition_Search_May25', 'Expedition_Search_May25'],
    ['Caribbean_Bahamas_Search_May25', 'Caribbean_Bahamas_Search_May25'],
    ['Caribbean_&_Bahamas_Search_May25', 'Caribbean_Bahamas_Search_May25'],
    ['Cruise_Search_May25', 'Cruise_Search_May25'],
    ['Cruise_Deals_Search_May25', 'Cruise_Deals_Search_May25'],
    ['Japan_Search_May25', 'Japan_Search_May25'],
    ['Middle_East_Search_May25', 'Middle_East_Search_May25'],
    ['Royal_Caribbean_Search_May25', 'Royal_Caribbean_Search_May25'],
    ['Concert_At_Sea_Display_Aug25', 'Concert_At_Sea_Display_Aug25'],
    ['Concert_At_Sea_Lead_Aug25', 'Concert_At_Sea_Lead_Aug25'],
    ['Cruise_Fiesta_Sep25', 'Cruise_Fiesta_Sep25'],
  ]

  it.each(VALUES)('finds %s by its utmValue or an alias', async (utm, main) => {
    const campaign = await lookup(utm)
    expect(campaign?.utmValue).toBe(main)
    expect(campaign?.name).toBeTruthy()
  })

  it('has one document per campaign, and every value belongs to exactly one', () => {
    expect(campaigns.map((campaign) => campaign.utmValue).sort()).toEqual([...new Set(VALUES.map(([, main]) => main))].sort())
    const values = campaigns.flatMap((campaign) => [campaign.utmValue, ...campaign.aliases])
    expect(new Set(values).size).toBe(values.length)
    expect(values.sort()).toEqual(VALUES.map(([utm]) => utm).sort())
  })

  it('finds nothing for unknown, empty or otherwise spelled values (the page then falls back to organic)', async () => {
    for (const utm of ['', 'Unknown_Campaign', ' Europe_Search_May25', 'Caribbean_and_Bahamas_Search_May25']) {
      expect(await lookup(utm), utm).toBeNull()
    }
  })

  it('has exactly one home default (organic) and one chat default (Int2_organic)', async () => {
    expect(campaigns.filter((campaign) => campaign.isDefaultHome).map((campaign) => campaign.utmValue)).toEqual(['Harbourline_Organic'])
    expect(campaigns.filter((campaign) => campaign.isDefaultChat).map((campaign) => campaign.utmValue)).toEqual(['Int2_organic'])
    expect(defaultCampaign(campaigns, 'home')?.utmValue).toBe('Harbourline_Organic')
    expect(defaultCampaign(campaigns, 'chat')?.utmValue).toBe('Int2_organic')
  })

  it('gives every campaign exactly one hero link: a search or a path', () => {
    for (const campaign of campaigns) {
      expect(Boolean(campaign.heroSearch) !== Boolean(campaign.heroPath), campaign.utmValue).toBe(true)
    }
  })

  it('sends the organic hero to /cruisedeals, with a picture per currency', async () => {
    const organic = await lookup('Harbourline_Organic')
    expect(organic?.heroPath).toBe('/cruisedeals')
    expect(organic?.heroSearch).toBeUndefined()
    for (const currency of CURRENCIES) expectImage(organic!.heroImages![currency], `organic ${currency}`)
    // Different pictures per currency for the organic banner.
    expect(new Set(CURRENCIES.map((currency) => organic!.heroImages![currency].asset._id)).size).toBe(3)
  })

  it('has the hero search of each campaign', async () => {
    const europe = await lookup('Europe_Search_May25')
    expect(europe?.heroSearch?.cruiseLines.length).toBeGreaterThan(1)
    expect(europe?.heroSearch).toMatchObject({ destinations: [], sortColumn: 'price', sortOrder: 'asc' })

    const alaska = await lookup('Alaska_Search_May25')
    expect(alaska?.heroSearch).toMatchObject({ destinations: ['1'], sortColumn: 'departureDate', sortOrder: 'asc' })

    const singapore = await lookup('Singapore_Search_May25')
    expect(singapore?.heroSearch).toMatchObject({ durations: ['1-3'], departurePorts: ['SIN', 'XSP'], sortColumn: 'price', sortOrder: 'asc' })
    expect(singapore?.heroSearch?.cruiseLines).toHaveLength(1)
    expect(singapore?.heroSearch?.ships).toHaveLength(1)

    const expedition = await lookup('Expedition_Search_May25')
    expect(expedition?.heroSearch).toMatchObject({ destinations: ['65', '60', '122'], sortColumn: 'price', sortOrder: 'asc' })
    expect(expedition?.heroSearch?.cruiseLines).toHaveLength(1)

    const caribbean = await lookup('Caribbean_&_Bahamas_Search_May25')
    expect(caribbean?.heroSearch).toMatchObject({ destinations: ['9', '7'], sortColumn: 'price', sortOrder: 'asc' })
    expect(caribbean?.heroSearch?.cruiseLines.length).toBeGreaterThan(1)
  })

  it('has a hero picture per currency for each destination campaign and none for chat-only ones', () => {
    const withPictures = campaigns.filter((campaign) => campaign.heroImages).map((campaign) => campaign.utmValue)
    expect(withPictures.sort()).toEqual(
      [
        'Alaska_Search_May25',
        'Caribbean_Bahamas_Search_May25',
        'Europe_Search_May25',
        'Expedition_Search_May25',
        'Harbourline_Organic',
        'Singapore_Search_May25',
      ].sort(),
    )
    for (const campaign of campaigns.filter((candidate) => !candidate.heroImages)) {
      // "Any other value": generic external search sorted by price ascending.
      expect(campaign.heroSearch, campaign.utmValue).toEqual({
        destinations: [],
        cruiseLines: [],
        durations: [],
        ships: [],
        departurePorts: [],
        rivers: [],
        transport: undefined,
        sortColumn: 'price',
        sortOrder: 'asc',
      })
      expect(campaign.dealOrder, campaign.utmValue).toEqual([])
    }
  })

  it.each([
    ['Harbourline_Organic', 'Singapore'],
    ['Europe_Search_May25', 'Europe'],
    ['Singapore_Search_May25', 'Singapore'],
    ['Expedition_Search_May25', 'Expedition'],
    ['Caribbean_&_Bahamas_Search_May25', 'Caribbean'],
    ['Alaska_Search_May25', 'Alaska'],
  ])('%s puts the %s deals first', async (utm, group) => {
    const campaign = await lookup(utm)
    expect(campaign?.dealOrder[0]).toBe(group)
    const deals = orderDeals(await runSeedQuery(dealsQuery), campaign?.dealOrder ?? [])
    expect(deals[0]?.title).toBe(group)
  })

  it('has the chat text of each campaign', async () => {
    const chat = async (utm: string) => (await lookup(utm))?.chatText ?? ''
    expect(await chat('Int2_organic')).toMatch(/cruise vacation/i)
    expect(await chat('Harbourline_Organic')).toMatch(/cruise vacation/i)
    expect(await chat('Cruise_Search_May25')).toMatch(/question about a cruise/i)
    expect(await chat('Cruise_Deals_Search_May25')).toMatch(/cruise vacation/i)
    expect(await chat('Europe_Search_May25')).toMatch(/Europe/)
    expect(await chat('Alaska_Search_May25')).toMatch(/Alaska/)
    expect(await chat('Singapore_Search_May25')).toMatch(/Singapore/)
    expect(await chat('Caribbean_Bahamas_Search_May25')).toMatch(/Caribbean and Bahamas/)
    expect(await chat('Japan_Search_May25')).toMatch(/Japan/)
    expect(await chat('Middle_East_Search_May25')).toMatch(/Middle East/)
    expect(await chat('Royal_Caribbean_Search_May25')).toMatch(/Royal Caribbean/)
    expect(await chat('Expedition_Search_May25')).toMatch(/expedition cruises/i)
    expect(await chat('Concert_At_Sea_Display_Aug25')).toMatch(/concert at sea/i)
    expect(await chat('Concert_At_Sea_Lead_Aug25')).toMatch(/concert at sea/i)
    expect(await chat('Cruise_Fiesta_Sep25')).toMatch(/excited to plan a cruise journey/)
    for (const campaign of campaigns) expect(campaign.chatText, campaign.utmValue).toBeTruthy()
  })
})

describe('homeContentQuery', () => {
  let content: HomeContent
  beforeAll(async () => {
    content = await runSeedQuery(homeContentQuery)
  })

  it('has the section headings in the required words', () => {
    const page = content.page!
    expect(page.title).toBe('Search For Cruise')
    expect(page.deals.heading).toBe('Hot Deals')
    expect(page.deals.perPersonLabel).toBe('Per Person')
    expect(page.news).toMatchObject({ heading: 'Latest News', viewAllLabel: 'View All News', viewAllPath: '/media' })
    expect(page.destinations).toMatchObject({ heading: 'Pick Your Perfect Destinations', buttonLabel: 'Sail Now' })
    expect(page.brands).toMatchObject({ heading: 'Brands Making Waves', buttonLabel: 'Sail now' })
    expect(page.steps.heading).toBe('Your Cruise Is Just A Click Away')
    expect(page.steps.steps.map((step) => step.heading)).toEqual(['Pick Your Destination', 'Choose A Cruise Line', 'Book A Cruise'])
    for (const step of page.steps.steps) expectImage(step.icon, step.heading)
    expect(page.feeling).toMatchObject({ heading: 'Cruise Is A Feeling', buttonLabel: 'Explore' })
    expect(page.benefits.heading).toBe('What Sets Us Apart')
    expect(page.testimonials.heading).toBeTruthy()
    expect(page.partners.heading).toBe('Our Partners')
  })

  it('has the campaign banner with a search', () => {
    expectImage(content.page!.campaignBanner.image, 'campaign banner')
    expect(content.page!.campaignBanner.search.sortColumn).toBe('price')
  })

  it('has the two Singapore special offers', () => {
    const cards = content.page!.specialOffers.cards
    expect(cards.map(({ path, ship, nights, route, badge, price }) => ({ path, ship, nights, route, badge, price }))).toEqual([
      {
        path: '/ovation-3-night-penang-cruise',
        ship: 'Ovation of the Seas',
        nights: 3,
        route: 'Singapore – Malaysia – Singapore',
        badge: 'OBC $100 Per Cabin',
        price: { INR: 48999, USD: 560, SGD: 712 },
      },
      {
        path: '/ovation-4-night-penang-phuket-cruise',
        ship: 'Ovation of the Seas',
        nights: 4,
        route: 'Singapore – Malaysia – Thailand – Singapore',
        badge: undefined,
        price: { INR: 58999, USD: 669, SGD: 862 },
      },
    ])
    for (const card of cards) expectImage(card.image, card.title)
  })

  it('has the four themes of "Cruise Is A Feeling"', () => {
    expect(content.themes.map((theme) => theme.heading)).toEqual(['Family Drama', 'Adventure', 'Romance', 'Expedition'])
    for (const theme of content.themes) {
      expectImage(theme.image, theme.heading)
      expect(theme.content.length).toBeGreaterThan(40)
    }
  })

  it('has the ten destinations in the required order', () => {
    expect(content.destinations.map((destination) => destination.name)).toEqual([
      'Japan',
      'Hong Kong',
      'Singapore',
      'China',
      'Europe',
      'Bahamas',
      'Caribbean',
      'Antarctica',
      'Alaska',
      'India',
    ])
    for (const destination of content.destinations) expectImage(destination.image, destination.name)
    // Europe lists sea plus river cruises.
    expect(content.destinations.find((destination) => destination.name === 'Europe')?.search.rivers.length).toBeGreaterThan(0)
  })

  it('has the twelve brands with the offer texts, every amount with its currency (Cordelia none)', () => {
    expect(content.brands.map((brand) => [brand.name, brand.offerText.toLowerCase()])).toEqual([
      ['Royal Caribbean', '60% off second guest'],
      ['AmaWaterways', 'up to 20% savings'],
      ['Antarctica21', 'save usd 2,000 per person'],
      ['Avalon Waterways', 'save usd 1,500 per person'],
      ['Azamara', 'up to usd 1,000 onboard credit'],
      ['Carnival', 'up to 50% off plus up to usd 50 onboard credit'],
      ['Celebrity', '75% off second guest'],
      ['Norwegian', '50% off plus free perks'],
      ['Disney', 'up to 20% off'],
      ['Princess', 'up to 40% off plus free upgrade and 3rd and 4th guest free'],
      ['Stardream', '3rd and 4th guest free'],
      ['Cordelia', ''],
    ])
    for (const brand of content.brands) {
      expectImage(brand.logo, `${brand.name} logo`)
      expectImage(brand.cardImage, `${brand.name} card`)
      expect(brand.search.cruiseLines, brand.name).toHaveLength(1)
    }
  })

  it('lists the partner logos: the twelve brands plus the partner-only lines', () => {
    const names = content.partners.map((partner) => partner.name)
    expect(names.slice(0, 12)).toEqual(content.brands.map((brand) => brand.name))
    expect(names).toContain('Resorts World Cruises')
    expect(names).toContain('MSC Cruises')
    for (const partner of content.partners) expectImage(partner.logo, partner.name)
  })

  it('has the four "What Sets Us Apart" selling points with the pitch', () => {
    expect(content.benefits.map((benefit) => benefit.heading)).toEqual([
      'Technology With A Human Touch',
      'Best Price Guarantee',
      'Easy Booking',
      'Zero Service Charge',
    ])
    const text = content.benefits.map((benefit) => benefit.content).join(' ')
    expect(text).toMatch(/free of charge/)
    expect(text).toMatch(/90 days/)
    expect(text).toMatch(/EMI/)
    expect(text).toMatch(/bank transfer/)
    for (const benefit of content.benefits) expectImage(benefit.icon, benefit.heading)
  })

  it('has itineraries for each tab, and the tabs with 3-nights open first', () => {
    const itineraries = content.page!.itineraries
    expect(itineraries.tabs.map((tab) => tab.label)).toEqual(['2-nights', '3-nights', '4-nights', '5-nights', '8-nights'])
    expect(itineraries.tabs.map((tab) => tab.nights)).toEqual([...NIGHTS_TABS])
    expect(itineraries.defaultTab).toBe(3)
    expect(itineraries.linkLabel).toBe('View Details')
    for (const nights of NIGHTS_TABS) {
      const cards = content.itineraries.filter((itinerary) => itinerary.nightsTab === nights)
      expect(cards.length, `${nights}-nights`).toBeGreaterThanOrEqual(2)
      expect(cards.length, `${nights}-nights`).toBeLessThanOrEqual(4)
    }
    for (const itinerary of content.itineraries) {
      expect(itinerary.cruiseLine, itinerary._id).toBeTruthy()
      expectImage(itinerary.image, itinerary._id)
      expect(itinerary.search.departurePorts, itinerary._id).toEqual(['SIN', 'XSP'])
    }
    // Ordered by tab.
    expect(content.itineraries.map((itinerary) => itinerary.nightsTab)).toEqual(
      [...content.itineraries.map((itinerary) => itinerary.nightsTab)].sort((a, b) => a - b),
    )
  })
})

describe('benefitsQuery', () => {
  it('has the six "Cruising Made Easy" cards of the about page', async () => {
    const about = await runSeedQuery(benefitsQuery, { placement: 'about' })
    expect(about).toHaveLength(6)
    const text = about.map((benefit) => `${benefit.heading} ${benefit.content}`).join(' ')
    for (const phrase of [/50\+ Years/, /Counsellor/, /Best Price/, /90 days/, /EMI/, /Human Touch/]) expect(text).toMatch(phrase)
    expect(await runSeedQuery(benefitsQuery, { placement: 'home' })).toHaveLength(4)
    expect(await runSeedQuery(benefitsQuery, { placement: 'nowhere' })).toEqual([])
  })
})

describe('testimonialsQuery', () => {
  it('shows the same three to INR and USD, and three others to SGD', async () => {
    const inr = await runSeedQuery(testimonialsQuery, { currency: 'INR' })
    const usd = await runSeedQuery(testimonialsQuery, { currency: 'USD' })
    const sgd = await runSeedQuery(testimonialsQuery, { currency: 'SGD' })
    expect(inr).toHaveLength(3)
    expect(usd).toEqual(inr)
    expect(sgd).toHaveLength(3)
    const shared = new Set(inr.map((testimonial) => testimonial._id))
    expect(sgd.some((testimonial) => shared.has(testimonial._id))).toBe(false)
    for (const testimonial of [...inr, ...sgd]) {
      expect(Number.isInteger(testimonial.rating * 2), testimonial.name).toBe(true)
      expect(testimonial.rating).toBeGreaterThanOrEqual(0)
      expect(testimonial.rating).toBeLessThanOrEqual(5)
      expect(testimonial.text.length).toBeGreaterThan(80)
      expect(testimonial.text).not.toMatch(/lorem|ipsum/i)
      expect(testimonial.title).toBeTruthy()
      expect(testimonial.ship).toBeTruthy()
      expect(testimonial.destination).toBeTruthy()
      expectImage(testimonial.avatar, testimonial.name)
    }
    expect(await runSeedQuery(testimonialsQuery, { currency: 'EUR' })).toEqual([])
  })

  it('rejects a rating off the half steps', async () => {
    const [first] = await runSeedQuery(testimonialsQuery, { currency: 'SGD' })
    expect(() => testimonialsQuery.parse([{ ...first, rating: 4.3 }])).toThrow()
    expect(() => testimonialsQuery.parse([{ ...first, rating: 5.5 }])).toThrow()
  })
})

describe('newsItemsQuery', () => {
  let news: NewsItem[]
  beforeAll(async () => {
    news = await runSeedQuery(newsItemsQuery)
  })

  it('shows no picture twice on a Newsroom page (nine cards a page, the featured story above the first and never a card)', () => {
    const cards = news.filter((item) => !item.featured)
    const pages = [cards.slice(0, 9), cards.slice(9, 18), cards.slice(18)]
    pages[0]!.push(news.find((item) => item.featured)!)
    for (const [index, page] of pages.entries()) {
      const cards = [...new Set(page)]
      expect(new Set(cards.map((item) => item.image.asset._id)).size, `page ${index + 1}`).toBe(cards.length)
    }
  })

  it('has 21 items, newest first, dated in the season of the sailings (written 17 Sep 2025 back to 27 May 2025)', () => {
    expect(news).toHaveLength(21)
    expect(news[0]?.date).toBe(published('2025-09-17'))
    expect(news.at(-1)?.date).toBe(published('2025-05-27'))
    expect(news.map((item) => item.date)).toEqual([...news.map((item) => item.date)].sort().reverse())
  })

  it('is recent when the season starts, and names no year before its newest item as one to come', () => {
    const newest = news[0]!.date
    const daysBeforeSeason = (Date.parse(IN_SEASON_DAY) - Date.parse(newest)) / 86_400_000
    expect(daysBeforeSeason).toBeGreaterThanOrEqual(0)
    expect(daysBeforeSeason).toBeLessThan(120)
    for (const item of news) {
      for (const [year] of `${item.title} ${item.description}`.matchAll(/\b20\d\d\b/g)) {
        expect(Number(year), item.title).toBeGreaterThanOrEqual(Number(item.date.slice(0, 4)))
      }
    }
  })

  it('features exactly one item and marks none as breaking', () => {
    expect(news.filter((item) => item.featured)).toHaveLength(1)
    expect(news.filter((item) => item.isBreaking)).toHaveLength(0)
  })

  it('links each item to an https article on its outlet’s site', () => {
    const outlets = new Set(news.map((item) => item.platform.name))
    expect(outlets).toEqual(new Set(['Asia Cruise Report', 'Travel Trade Weekly', 'Voyager Daily', 'Business Traveller Asia', 'Sea & Sail']))
    for (const item of news) {
      const url = new URL(item.link)
      expect(url.protocol).toBe('https:')
      expect(url.hostname).toMatch(/\.example$/)
      expect(item.readTime).toBeGreaterThan(0)
      expectImage(item.image, item._id)
      expectImage(item.platform.logo, item.platform.name)
    }
  })

  it('has the media claims and the promo among the topics', () => {
    const text = news.map((item) => `${item.title} ${item.description}`).join(' ')
    expect(text).toMatch(/400 ships/)
    expect(text).toMatch(/25\+? cruise lines|over 25 cruise lines/)
    expect(text).toMatch(/₹10,000/)
  })
})

describe('site settings of the home page', () => {
  it('has the promo offer, banners and pop-up delay', async () => {
    const promo = await runSeedQuery(promoSettingsQuery)
    expect(promo.offer).toEqual({ INR: 10000, USD: 115, SGD: 150 })
    expect(promo.modalDelayMs).toBe(15000)
    for (const key of ['USD', 'SGD', 'default'] as const) expectImage(promo.images[key], `promo ${key}`)
    expect(new Set([promo.images.USD.asset._id, promo.images.SGD.asset._id, promo.images.default.asset._id]).size).toBe(3)
    expect(JSON.stringify(promo)).not.toMatch(/HARBOUR/)
  })

  it('has a promo code per currency', async () => {
    const codes = await runSeedQuery(promoCodesQuery)
    expect(codes).toEqual({ INR: 'HARBOUR10K', USD: 'HARBOUR115', SGD: 'HARBOUR150' })
  })

  it('has the search widget preferences, with no widget script configured', async () => {
    expect(await runSeedQuery(searchWidgetQuery)).toEqual({
      scriptUrl: undefined,
      bookingDomain: 'booking.harbourline.example',
      productType: 'cruise',
      languageId: 1,
      basicSearchFields: ['destination', 'sailingdate', 'departureport', 'cruiseline'],
      numberOfCols: 6,
      resultWindowType: '_self',
      showStateNCountryWithPorts: true,
      themeColor: '#0b4f6c',
      sid1: '',
      sid2: '',
      referrer: '',
      needsJquery: false,
      needsBootstrap: false,
    })
  })

  it('has a default sharing image', async () => {
    expectImage(await runSeedQuery(defaultShareImageQuery), 'default sharing image')
  })
})

describe('booking links of the home content', () => {
  let settings: SiteSettings
  let searches: Array<[string, BookingSearch]>
  beforeAll(async () => {
    settings = await runSeedQuery(siteSettingsQuery)
    searches = await homeBookingSearches()
  })

  it('collects a search from every kind of card', () => {
    const kinds = new Set(searches.map(([what]) => what.split(' ')[0]))
    expect(kinds).toEqual(new Set(['deal', 'theme', 'destination', 'cruise', 'itinerary', 'campaign', 'nav']))
    expect(searches.some(([what]) => what === 'nav Land + Cruises')).toBe(true)
    // 19 deals, 4 themes, 10 destinations, 12 brands, 16 itineraries, 14 campaign heroes (the
    // organic one links to /cruisedeals), the campaign banner and the Land + Cruises menu link.
    expect(searches.length).toBe(19 + 4 + 10 + 12 + 16 + 14 + 1 + 1)
  })

  it.each(CURRENCIES)('builds every link for %s with that currency’s site id', (currency) => {
    const siteId = String(settings.bookingEngine.siteIds[currency])
    for (const [what, search] of searches) {
      const url = new URL(buildBookingUrl(settings.bookingEngine, search, currency))
      expect(url.origin, what).toBe('https://booking.harbourline.example')
      expect(url.pathname, what).toBe('/swift/cruise')
      expect(url.searchParams.getAll('siid'), what).toEqual([siteId])
      expect(url.searchParams.get('lang'), what).toBe('1')
    }
  })
})
