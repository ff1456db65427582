import { beforeAll, describe, expect, it } from 'vitest'

import type { BookingEngine } from '~/lib/booking'
import {
  chatHref,
  chatNumberDigits,
  chatTextFor,
  dealChatText,
  dealOrderFor,
  DEFAULT_CHAT_UTM,
  DEFAULT_HOME_UTM,
  defaultCampaign,
  findCampaign,
  heroFor,
  liveCampaigns,
  MAX_UTM_CAMPAIGN_LENGTH,
  orderDeals,
  readUtmCampaign,
  resolveCampaign,
  safeDecode,
  utmCampaignFromSearch,
} from '~/lib/campaign'
import { type Campaign, campaignsQuery, type Deal, type DealGroup, dealsQuery } from '~/lib/content/queries'
import type { CurrencyCode } from '~/lib/currency'

import { runSeedQuery } from '../support/seed'

// Campaign resolution against the seed's campaign documents.

const engine: BookingEngine = {
  host: 'https://booking.harbourline.example',
  searchPath: '/swift/cruise',
  siteIds: { USD: 1228312, SGD: 1227501, INR: 1237318 },
}
const SITE_IDS: Record<CurrencyCode, number> = engine.siteIds
const CURRENCIES: CurrencyCode[] = ['INR', 'USD', 'SGD']
const BASE = 'https://booking.harbourline.example/swift/cruise'
const url = (currency: CurrencyCode, query: string) => `${BASE}?siid=${SITE_IDS[currency]}&lang=1&destinationtype=All${query}`

let campaigns: Campaign[]
let deals: Deal[]
let organic: Campaign | null

beforeAll(async () => {
  campaigns = await runSeedQuery(campaignsQuery)
  deals = await runSeedQuery(dealsQuery)
  organic = defaultCampaign(campaigns, 'home')
})

/** The hero of a raw value for a currency. */
const hero = (raw: unknown, currency: CurrencyCode) => heroFor(resolveCampaign(campaigns, raw, 'home'), organic, currency, engine)
/** The asset of the campaign's own hero picture for a currency. */
const heroAsset = (utm: string, currency: CurrencyCode) => findCampaign(campaigns, utm)?.heroImages?.[currency]?.asset._id
/** Destination groups in the order the deals of a raw value come. */
const groupsFor = (raw: unknown) => {
  const order = dealOrderFor(resolveCampaign(campaigns, raw, 'home'), organic)
  return [...new Set(orderDeals(deals, order.campaign, order.organic).map((deal) => deal.title))]
}

const ORGANIC_ORDER: DealGroup[] = ['Singapore', 'Middle East', 'Europe', 'Alaska', 'Caribbean', 'Expedition']

describe('reading a utm_campaign value', () => {
  it('trims and decodes; empty or blank is absent', () => {
    expect(readUtmCampaign('  Europe_Search_May25  ')).toEqual({ kind: 'value', value: 'Europe_Search_May25' })
    expect(readUtmCampaign('Europe%5FSearch%5FMay25')).toEqual({ kind: 'value', value: 'Europe_Search_May25' })
    expect(readUtmCampaign('%20Alaska_Search_May25%09')).toEqual({ kind: 'value', value: 'Alaska_Search_May25' })
    for (const absent of ['', '   ', '\t\n', '%20%20', undefined, null, 42, {}, ['Europe_Search_May25']]) {
      expect(readUtmCampaign(absent), String(absent)).toEqual({ kind: 'absent' })
    }
  })

  it('never throws on malformed percent escapes', () => {
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A')
    expect(safeDecode('%')).toBe('%')
    expect(safeDecode('100%_off')).toBe('100%_off')
    expect(safeDecode('%41%E0%A4%A%42')).toBe('A%E0%A4%AB')
    expect(safeDecode('%E0%A4%A4')).toBe('त')
    expect(() => readUtmCampaign('%E0%A4%A')).not.toThrow()
    expect(readUtmCampaign('%E0%A4%A')).toEqual({ kind: 'value', value: '%E0%A4%A' })
  })

  it('caps the length: a longer value is no campaign', () => {
    expect(readUtmCampaign('x'.repeat(MAX_UTM_CAMPAIGN_LENGTH))).toEqual({ kind: 'value', value: 'x'.repeat(MAX_UTM_CAMPAIGN_LENGTH) })
    expect(readUtmCampaign('x'.repeat(MAX_UTM_CAMPAIGN_LENGTH + 1))).toEqual({ kind: 'invalid' })
    expect(readUtmCampaign('x'.repeat(5000))).toEqual({ kind: 'invalid' })
    expect(readUtmCampaign('%41'.repeat(5000))).toEqual({ kind: 'invalid' })
    // Spaces around a real value do not count against it.
    expect(readUtmCampaign(`${' '.repeat(300)}Europe_Search_May25`)).toEqual({ kind: 'value', value: 'Europe_Search_May25' })
  })

  it('reads the raw value from a query string, keeping an unescaped & that starts no parameter', () => {
    expect(utmCampaignFromSearch('?utm_campaign=Europe_Search_May25')).toBe('Europe_Search_May25')
    expect(utmCampaignFromSearch('?utm_source=google&utm_campaign=Europe_Search_May25&utm_medium=cpc')).toBe('Europe_Search_May25')
    expect(utmCampaignFromSearch('?utm_campaign=Caribbean_&_Bahamas_Search_May25')).toBe('Caribbean_&_Bahamas_Search_May25')
    expect(utmCampaignFromSearch('?utm_campaign=Caribbean_&_Bahamas_Search_May25&gclid=abc')).toBe('Caribbean_&_Bahamas_Search_May25')
    expect(utmCampaignFromSearch('?utm_campaign=Caribbean_%26_Bahamas_Search_May25')).toBe('Caribbean_%26_Bahamas_Search_May25')
    expect(utmCampaignFromSearch('?utm_campaign=Cruise+Fiesta')).toBe('Cruise Fiesta')
    expect(utmCampaignFromSearch('?utm_campaign=Europe_Search_May25&')).toBe('Europe_Search_May25')
    expect(utmCampaignFromSearch('?utm_campaign=')).toBe('')
    expect(utmCampaignFromSearch('?xutm_campaign=Europe_Search_May25')).toBeNull()
    expect(utmCampaignFromSearch('?utm_source=google')).toBeNull()
    expect(utmCampaignFromSearch('')).toBeNull()
    expect(utmCampaignFromSearch(null)).toBeNull()
  })
})

describe('finding the campaign', () => {
  it('matches the utm value or an alias exactly', () => {
    expect(findCampaign(campaigns, 'Europe_Search_May25')?.utmValue).toBe('Europe_Search_May25')
    expect(findCampaign(campaigns, 'Singapore_Cruise_Search_May25')?.utmValue).toBe('Singapore_Search_May25')
    expect(findCampaign(campaigns, 'Singapore_Search_May_25')?.utmValue).toBe('Singapore_Search_May25')
    expect(findCampaign(campaigns, 'Caribbean_&_Bahamas_Search_May25')?.utmValue).toBe('Caribbean_Bahamas_Search_May25')
  })

  it('accepts another letter case only when one campaign matches', () => {
    expect(findCampaign(campaigns, 'europe_search_may25')?.utmValue).toBe('Europe_Search_May25')
    expect(findCampaign(campaigns, 'HARBOURLINE_ORGANIC')?.utmValue).toBe(DEFAULT_HOME_UTM)
    const twins = [
      { ...campaigns[0]!, _id: 'a', utmValue: 'Promo_A', aliases: [] },
      { ...campaigns[0]!, _id: 'b', utmValue: 'PROMO_a', aliases: [] },
    ]
    expect(findCampaign(twins, 'Promo_A')?._id).toBe('a')
    expect(findCampaign(twins, 'PROMO_a')?._id).toBe('b')
    expect(findCampaign(twins, 'promo_a')).toBeNull()
  })

  it('finds the defaults: the flagged documents, else the required values', () => {
    expect(defaultCampaign(campaigns, 'home')?.utmValue).toBe(DEFAULT_HOME_UTM)
    expect(defaultCampaign(campaigns, 'chat')?.utmValue).toBe(DEFAULT_CHAT_UTM)
    const unflagged = campaigns.map((campaign) => ({ ...campaign, isDefaultHome: false, isDefaultChat: false }))
    expect(defaultCampaign(unflagged, 'home')?.utmValue).toBe(DEFAULT_HOME_UTM)
    expect(defaultCampaign(unflagged, 'chat')?.utmValue).toBe(DEFAULT_CHAT_UTM)
    expect(defaultCampaign([], 'home')).toBeNull()
  })
})

describe('hero picture and link per campaign and currency', () => {
  const SEARCHES: Array<[string, string]> = [
    ['Europe_Search_May25', '&CruiseLine=3,4,5,1,8,7&sortColumn=price&sortOrder=asc'],
    ['Alaska_Search_May25', '&Destinations=1&sortColumn=departureDate&sortOrder=asc'],
    ['Singapore_Search_May25', '&CruiseLine=1&durations=1-3&Ship=101&DeparturePorts=SIN,XSP&sortColumn=price&sortOrder=asc'],
    ['Singapore_Cruise_Search_May25', '&CruiseLine=1&durations=1-3&Ship=101&DeparturePorts=SIN,XSP&sortColumn=price&sortOrder=asc'],
    ['Singapore_Search_May_25', '&CruiseLine=1&durations=1-3&Ship=101&DeparturePorts=SIN,XSP&sortColumn=price&sortOrder=asc'],
    ['Expedition_Search_May25', '&Destinations=65,60,122&CruiseLine=31&sortColumn=price&sortOrder=asc'],
    ['Caribbean_Bahamas_Search_May25', '&Destinations=9,7&CruiseLine=1,2,6,4,3&sortColumn=price&sortOrder=asc'],
    ['Caribbean_&_Bahamas_Search_May25', '&Destinations=9,7&CruiseLine=1,2,6,4,3&sortColumn=price&sortOrder=asc'],
  ]

  for (const currency of CURRENCIES) {
    it.each(SEARCHES)(`${currency}: %s shows its banner and links to its search`, (utm, query) => {
      const view = hero(utm, currency)
      expect(view.link).toMatchObject({ href: url(currency, query), external: true })
      expect(view.image?.asset._id).toBe(heroAsset(utm, currency))
      expect(view.image?.asset._id).not.toBe(heroAsset(DEFAULT_HOME_UTM, currency))
    })

    it(`${currency}: organic (by value or by default) shows the organic banner and links to /cruisedeals`, () => {
      for (const raw of [DEFAULT_HOME_UTM, undefined, '', '   ']) {
        const view = hero(raw, currency)
        expect(view.link).toEqual({ href: '/cruisedeals', external: false, label: 'See all cruise deals' })
        expect(view.image?.asset._id).toBe(heroAsset(DEFAULT_HOME_UTM, currency))
      }
    })

    it(`${currency}: an unknown or odd value gets the organic banner and the generic search, cheapest first`, () => {
      for (const raw of ['Summer_Sale_2031', 'x'.repeat(5000), '%E0%A4%A', '<script>alert(1)</script>', '"><img src=x>', 'Europe_Search_May25 extra']) {
        const view = hero(raw, currency)
        expect(view.link.href, raw.slice(0, 40)).toBe(url(currency, '&sortColumn=price&sortOrder=asc'))
        expect(view.link.external).toBe(true)
        expect(view.image?.asset._id).toBe(heroAsset(DEFAULT_HOME_UTM, currency))
      }
    })
  }

  it('organic banners differ per currency', () => {
    const assets = CURRENCIES.map((currency) => heroAsset(DEFAULT_HOME_UTM, currency))
    expect(new Set(assets).size).toBe(3)
  })

  it('a chat-only campaign keeps the organic banner and the generic search', () => {
    const view = hero('Cruise_Fiesta_Sep25', 'SGD')
    expect(view.link.href).toBe(url('SGD', '&sortColumn=price&sortOrder=asc'))
    expect(view.image?.asset._id).toBe(heroAsset(DEFAULT_HOME_UTM, 'SGD'))
  })

  it('never links the hero off-site through a crafted heroPath', () => {
    const evil = { ...organic!, heroPath: '//evil.example/phish' }
    const view = heroFor({ status: 'known', campaign: evil }, organic, 'USD', engine)
    expect(view.link.external).toBe(true)
    expect(view.link.href.startsWith(BASE)).toBe(true)
  })
})

describe('deal order', () => {
  it('organic starts Singapore, Middle East, Europe', () => {
    expect(groupsFor(DEFAULT_HOME_UTM)).toEqual(ORGANIC_ORDER)
    expect(groupsFor(undefined)).toEqual(ORGANIC_ORDER)
  })

  it.each<[string, DealGroup]>([
    ['Europe_Search_May25', 'Europe'],
    ['Alaska_Search_May25', 'Alaska'],
    ['Singapore_Search_May25', 'Singapore'],
    ['Singapore_Cruise_Search_May25', 'Singapore'],
    ['Expedition_Search_May25', 'Expedition'],
    ['Caribbean_&_Bahamas_Search_May25', 'Caribbean'],
    ['Caribbean_Bahamas_Search_May25', 'Caribbean'],
  ])('%s puts %s first, then the organic order', (utm, group) => {
    expect(groupsFor(utm)).toEqual([group, ...ORGANIC_ORDER.filter((other) => other !== group)])
  })

  it('unknown, odd and chat-only values keep the organic order', () => {
    for (const raw of ['Nope', 'x'.repeat(5000), '%E0%A4%A', '<script>', 'Cruise_Fiesta_Sep25', 'Japan_Search_May25']) {
      expect(groupsFor(raw), raw.slice(0, 20)).toEqual(ORGANIC_ORDER)
    }
  })

  it('never drops, repeats or reorders deals inside a group', () => {
    for (const raw of ['Europe_Search_May25', 'Alaska_Search_May25', undefined, 'Nope']) {
      const order = dealOrderFor(resolveCampaign(campaigns, raw, 'home'), organic)
      const ordered = orderDeals(deals, order.campaign, order.organic)
      expect(ordered).toHaveLength(19)
      expect(new Set(ordered.map((deal) => deal._id)).size).toBe(19)
      for (const group of ORGANIC_ORDER) {
        const ranks = ordered.filter((deal) => deal.title === group).map((deal) => deal.orderRank)
        expect(ranks).toEqual([...ranks].sort())
      }
    }
  })

  it('puts groups neither order names last, in their incoming order', () => {
    const cards = [
      { id: 1, title: 'Alaska' as DealGroup },
      { id: 2, title: 'Caribbean' as DealGroup },
      { id: 3, title: 'Europe' as DealGroup },
      { id: 4, title: 'Alaska' as DealGroup },
    ]
    expect(orderDeals(cards, ['Europe'], ['Alaska']).map((card) => card.id)).toEqual([3, 1, 4, 2])
    expect(orderDeals(cards, null, null).map((card) => card.id)).toEqual([1, 2, 3, 4])
    expect(orderDeals([], ['Europe'], ORGANIC_ORDER)).toEqual([])
  })
})

describe('chat text per campaign', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'Hi, I’m interested in a cruise vacation. Can you help me plan it?'],
    ['', 'Hi, I’m interested in a cruise vacation. Can you help me plan it?'],
    [DEFAULT_CHAT_UTM, 'Hi, I’m interested in a cruise vacation. Can you help me plan it?'],
    [DEFAULT_HOME_UTM, 'Hi, I’m interested in a cruise vacation. Can you help me plan it?'],
    ['Cruise_Search_May25', 'Hi, I have a question about a cruise.'],
    ['Cruise_Deals_Search_May25', 'Hi, I’m interested in a cruise vacation. Please share your latest deals.'],
    ['Europe_Search_May25', 'Hi, I’m interested in a Europe cruise. Can you share the best options?'],
    ['Alaska_Search_May25', 'Hi, I’m interested in an Alaska cruise. Can you share the best options?'],
    ['Singapore_Search_May25', 'Hi, I’m interested in a cruise from Singapore. Can you share the best options?'],
    ['Singapore_Search_May_25', 'Hi, I’m interested in a cruise from Singapore. Can you share the best options?'],
    ['Caribbean_&_Bahamas_Search_May25', 'Hi, I’m interested in a Caribbean and Bahamas cruise. Can you share the best options?'],
    ['Japan_Search_May25', 'Hi, I’m interested in a Japan cruise. Can you share the best options?'],
    ['Middle_East_Search_May25', 'Hi, I’m interested in a Middle East cruise from Dubai. Can you share the best options?'],
    ['Royal_Caribbean_Search_May25', 'Hi, I’d like to know more about Royal Caribbean cruises.'],
    ['Expedition_Search_May25', 'Hi, I’d like to know more about expedition cruises to Antarctica and the Arctic.'],
    ['Concert_At_Sea_Display_Aug25', 'Hi, I’d like to know more about the concert at sea.'],
    ['Concert_At_Sea_Lead_Aug25', 'Hi, I’d like to know more about the concert at sea sailing.'],
    ['Cruise_Fiesta_Sep25', 'Hi, I’m excited to plan a cruise journey!'],
  ])('%s', (raw, text) => {
    expect(chatTextFor(campaigns, raw)).toBe(text)
  })

  it('gives no chat link for an unknown or odd value', () => {
    for (const raw of ['Unknown_Campaign', 'x'.repeat(5000), '%E0%A4%A', '<script>alert(1)</script>', 'Int2_organic_x']) {
      expect(chatTextFor(campaigns, raw), raw.slice(0, 20)).toBeNull()
    }
  })

  it("a deal's Book Now: I'm Interested in the {title} {nights} sailing!", () => {
    expect(dealChatText({ title: 'Europe', nights: '7 Nights' })).toBe("I'm Interested in the Europe 7 Nights sailing!")
    const first = deals[0]!
    expect(dealChatText(first)).toBe(`I'm Interested in the ${first.title} ${first.nights} sailing!`)
  })

  it('builds the WhatsApp link from the number digits and the encoded text', () => {
    expect(chatNumberDigits('+65 8123 4567')).toBe('6581234567')
    expect(chatNumberDigits('')).toBeNull()
    expect(chatNumberDigits('call us')).toBeNull()
    expect(chatHref('6581234567', "I'm Interested in the Middle East 7 Nights sailing!")).toBe(
      "https://wa.me/6581234567?text=I'm%20Interested%20in%20the%20Middle%20East%207%20Nights%20sailing!",
    )
    expect(chatHref('6581234567', 'Hi, I’m excited & ready? #1')).toBe('https://wa.me/6581234567?text=Hi%2C%20I%E2%80%99m%20excited%20%26%20ready%3F%20%231')
    expect(chatHref('6581234567', '   ')).toBeNull()
    expect(chatHref('6581234567', '\ud800')).toBeNull()
    expect(chatHref('65-8123', 'Hi')).toBeNull()
    expect(chatHref(null, 'Hi')).toBeNull()
  })
})

describe('campaigns on a schedule', () => {
  const at = (iso: string) => Date.parse(iso)
  const scheduled = (id: string, window: { startsAt?: string; endsAt?: string }, flags: Partial<Campaign> = {}): Campaign => ({
    ...campaigns.find((campaign) => campaign.isDefaultHome)!,
    _id: id,
    utmValue: id,
    aliases: [],
    isDefaultHome: false,
    isDefaultChat: false,
    startsAt: window.startsAt,
    endsAt: window.endsAt,
    ...flags,
  })
  // Built once the seed's campaigns are read (beforeAll).
  const schedule = () => [
    scheduled(
      'summer',
      { startsAt: '2027-06-01T00:00:00+08:00', endsAt: '2027-09-01T00:00:00+08:00' },
      { isDefaultHome: true, isDefaultChat: true, chatText: 'Summer sale' },
    ),
    scheduled('always', {}, { chatText: 'Always' }),
    scheduled('autumn', { startsAt: '2027-09-01T00:00:00+08:00' }, { isDefaultHome: true, isDefaultChat: true, chatText: 'Autumn sale' }),
  ]

  it('is on the site from its start, until its end (exclusive); an open side never limits it', () => {
    const ids = (iso: string) => liveCampaigns(schedule(), at(iso)).map((campaign) => campaign._id)
    expect(ids('2027-05-31T23:59:59.999+08:00')).toEqual(['always'])
    expect(ids('2027-06-01T00:00:00+08:00')).toEqual(['summer', 'always'])
    expect(ids('2027-08-31T23:59:59.999+08:00')).toEqual(['summer', 'always'])
    expect(ids('2027-09-01T00:00:00+08:00')).toEqual(['always', 'autumn'])
  })

  it('switches the default home campaign and the chat text by itself when one ends and the next starts', () => {
    const live = (iso: string) => liveCampaigns(schedule(), at(iso))
    expect(defaultCampaign(live('2027-07-15T12:00:00+08:00'), 'home')?._id).toBe('summer')
    expect(defaultCampaign(live('2027-09-15T12:00:00+08:00'), 'home')?._id).toBe('autumn')
    expect(chatTextFor(live('2027-07-15T12:00:00+08:00'), undefined)).toBe('Summer sale')
    expect(chatTextFor(live('2027-09-15T12:00:00+08:00'), undefined)).toBe('Autumn sale')
    // A link to a campaign that has ended gets the default one.
    expect(resolveCampaign(live('2027-09-15T12:00:00+08:00'), 'summer', 'home').campaign?._id).not.toBe('summer')
  })
})
