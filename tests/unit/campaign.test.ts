import { describe, expect, it } from 'vitest'

import { type BookingEngine, type BookingSearch, buildBookingUrl } from '~/lib/booking'
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
import type { Campaign, ContentImage, DealGroup } from '~/lib/content/queries'
import type { CurrencyCode } from '~/lib/currency'

// Campaign resolution, hero, deal order and chat text, on campaigns and deals the test builds:
// what an editor writes in a campaign decides what a visitor sees. That the seed's campaigns are
// each found and wired is tests/unit/content-rules.test.ts; their words, the brief's check.

const engine: BookingEngine = { host: 'https://booking.example', searchPath: '/search', siteIds: { USD: 11, SGD: 22, INR: 33 } }
const CURRENCIES: CurrencyCode[] = ['INR', 'USD', 'SGD']

const picture = (id: string): ContentImage => ({ alt: id, asset: { _id: id, url: `/cdn/images/${id}.jpg`, width: 1600, height: 600 } })
const pictures = (name: string) => ({ INR: picture(`${name}-inr`), USD: picture(`${name}-usd`), SGD: picture(`${name}-sgd`) })

/** A campaign as an editor writes it: a value, optional aliases, hero, deal order and chat text. */
function campaign(utmValue: string, fields: Partial<Campaign> = {}): Campaign {
  return {
    _id: `campaign-${utmValue}`,
    name: utmValue,
    utmValue,
    aliases: [],
    isDefaultHome: false,
    isDefaultChat: false,
    heroImages: undefined,
    heroSearch: undefined,
    heroPath: undefined,
    heroLinkLabel: undefined,
    dealOrder: [],
    chatText: undefined,
    startsAt: undefined,
    endsAt: undefined,
    ...fields,
  }
}

/** A stored search as content holds it: every list present, empty where the editor chose nothing. */
const search = (fields: Partial<NonNullable<Campaign['heroSearch']>>): NonNullable<Campaign['heroSearch']> => ({
  destinations: [],
  cruiseLines: [],
  durations: [],
  ships: [],
  departurePorts: [],
  rivers: [],
  transport: undefined,
  ...fields,
})
const EUROPE_SEARCH = search({ cruiseLines: ['3', '4'], sortColumn: 'price', sortOrder: 'asc' })
const ALASKA_SEARCH = search({ destinations: ['1'], sortColumn: 'departureDate', sortOrder: 'asc' })
const ORGANIC_ORDER: DealGroup[] = ['Singapore', 'Middle East', 'Europe', 'Alaska']

const organic = campaign(DEFAULT_HOME_UTM, {
  isDefaultHome: true,
  heroImages: pictures('organic'),
  heroPath: '/cruisedeals',
  heroLinkLabel: 'See all cruise deals',
  dealOrder: ORGANIC_ORDER,
  chatText: 'Hi, home',
})
const campaigns: Campaign[] = [
  organic,
  campaign(DEFAULT_CHAT_UTM, { isDefaultChat: true, chatText: 'Hi, can you help me plan a cruise?' }),
  campaign('Europe_Search', { heroImages: pictures('europe'), heroSearch: EUROPE_SEARCH, dealOrder: ['Europe'], chatText: 'Hi, Europe please' }),
  campaign('Alaska_Search', {
    aliases: ['Alaska_Cruise_Search', 'Alaska_&_Yukon'],
    heroImages: pictures('alaska'),
    heroSearch: ALASKA_SEARCH,
    dealOrder: ['Alaska'],
  }),
  campaign('Fiesta', { chatText: '  Hi, fiesta!  ' }),
]

/** Two deals in each group, in the content's order. */
const deals = (['Alaska', 'Caribbean', 'Europe', 'Middle East', 'Singapore'] as const).flatMap((title, index) => [
  { _id: `${title}-1`, title, orderRank: `${index}a` },
  { _id: `${title}-2`, title, orderRank: `${index}b` },
])

/** The hero of a raw value for a currency. */
const hero = (raw: unknown, currency: CurrencyCode) => heroFor(resolveCampaign(campaigns, raw, 'home'), organic, currency, engine)
/** Destination groups in the order the deals of a raw value come. */
const groupsFor = (raw: unknown) => {
  const order = dealOrderFor(resolveCampaign(campaigns, raw, 'home'), organic)
  return [...new Set(orderDeals(deals, order.campaign, order.organic).map((deal) => deal.title))]
}

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
    expect(findCampaign(campaigns, 'Europe_Search')?.utmValue).toBe('Europe_Search')
    expect(findCampaign(campaigns, 'Alaska_Cruise_Search')?.utmValue).toBe('Alaska_Search')
    expect(findCampaign(campaigns, 'Alaska_&_Yukon')?.utmValue).toBe('Alaska_Search')
    expect(findCampaign(campaigns, 'Alaska')).toBeNull()
  })

  it('accepts another letter case only when one campaign matches', () => {
    expect(findCampaign(campaigns, 'europe_search')?.utmValue).toBe('Europe_Search')
    expect(findCampaign(campaigns, 'ALASKA_CRUISE_SEARCH')?.utmValue).toBe('Alaska_Search')
    const twins = [campaign('Promo_A', { _id: 'a' }), campaign('PROMO_a', { _id: 'b' })]
    expect(findCampaign(twins, 'Promo_A')?._id).toBe('a')
    expect(findCampaign(twins, 'PROMO_a')?._id).toBe('b')
    expect(findCampaign(twins, 'promo_a')).toBeNull()
  })

  it('finds the defaults: the flagged documents, else the required values', () => {
    expect(defaultCampaign(campaigns, 'home')?.utmValue).toBe(DEFAULT_HOME_UTM)
    expect(defaultCampaign(campaigns, 'chat')?.utmValue).toBe(DEFAULT_CHAT_UTM)
    const flagged = campaigns.map((one) => ({ ...one, isDefaultHome: one.utmValue === 'Fiesta', isDefaultChat: one.utmValue === 'Europe_Search' }))
    expect(defaultCampaign(flagged, 'home')?.utmValue).toBe('Fiesta')
    expect(defaultCampaign(flagged, 'chat')?.utmValue).toBe('Europe_Search')
    const unflagged = campaigns.map((one) => ({ ...one, isDefaultHome: false, isDefaultChat: false }))
    expect(defaultCampaign(unflagged, 'home')?.utmValue).toBe(DEFAULT_HOME_UTM)
    expect(defaultCampaign(unflagged, 'chat')?.utmValue).toBe(DEFAULT_CHAT_UTM)
    expect(defaultCampaign([], 'home')).toBeNull()
  })
})

describe('hero picture and link per campaign and currency', () => {
  const SEARCHES: Array<[string, BookingSearch, string]> = [
    ['Europe_Search', EUROPE_SEARCH, 'europe'],
    ['europe_search', EUROPE_SEARCH, 'europe'],
    ['Alaska_Search', ALASKA_SEARCH, 'alaska'],
    ['Alaska_&_Yukon', ALASKA_SEARCH, 'alaska'],
  ]

  for (const currency of CURRENCIES) {
    it.each(SEARCHES)(`${currency}: %s shows its banner and links to its search`, (utm, search, name) => {
      const view = hero(utm, currency)
      expect(view.link).toMatchObject({ href: buildBookingUrl(engine, search, currency), external: true })
      expect(view.image?.asset._id).toBe(`${name}-${currency.toLowerCase()}`)
    })

    it(`${currency}: organic (by value or by default) shows the organic banner and links to its page`, () => {
      for (const raw of [DEFAULT_HOME_UTM, undefined, '', '   ']) {
        const view = hero(raw, currency)
        expect(view.link).toEqual({ href: '/cruisedeals', external: false, label: 'See all cruise deals' })
        expect(view.image).toEqual(organic.heroImages?.[currency])
      }
    })

    it(`${currency}: an unknown or odd value gets the organic banner and the generic search, cheapest first`, () => {
      for (const raw of ['Summer_Sale_2031', 'x'.repeat(5000), '%E0%A4%A', '<script>alert(1)</script>', '"><img src=x>', 'Europe_Search extra']) {
        const view = hero(raw, currency)
        expect(view.link.href, raw.slice(0, 40)).toBe(buildBookingUrl(engine, { sortColumn: 'price', sortOrder: 'asc' }, currency))
        expect(view.link.external).toBe(true)
        expect(view.image).toEqual(organic.heroImages?.[currency])
      }
    })
  }

  it('a chat-only campaign keeps the organic banner and the generic search', () => {
    const view = hero('Fiesta', 'SGD')
    expect(view.link.href).toBe(buildBookingUrl(engine, { sortColumn: 'price', sortOrder: 'asc' }, 'SGD'))
    expect(view.image).toEqual(organic.heroImages?.SGD)
  })

  it('never links the hero off-site through a crafted heroPath', () => {
    const evil = { ...organic, heroPath: '//evil.example/phish' }
    const view = heroFor({ status: 'known', campaign: evil }, organic, 'USD', engine)
    expect(view.link.external).toBe(true)
    expect(view.link.href.startsWith(`${engine.host}${engine.searchPath}?`)).toBe(true)
  })
})

describe('deal order', () => {
  it('organic follows the organic campaign, then the groups it does not name', () => {
    expect(groupsFor(DEFAULT_HOME_UTM)).toEqual([...ORGANIC_ORDER, 'Caribbean'])
    expect(groupsFor(undefined)).toEqual([...ORGANIC_ORDER, 'Caribbean'])
  })

  it.each<[string, DealGroup]>([
    ['Europe_Search', 'Europe'],
    ['Alaska_Search', 'Alaska'],
    ['Alaska_Cruise_Search', 'Alaska'],
  ])('%s puts %s first, then the organic order', (utm, group) => {
    expect(groupsFor(utm)).toEqual([group, ...ORGANIC_ORDER.filter((other) => other !== group), 'Caribbean'])
  })

  it('unknown, odd and chat-only values keep the organic order', () => {
    for (const raw of ['Nope', 'x'.repeat(5000), '%E0%A4%A', '<script>', 'Fiesta']) {
      expect(groupsFor(raw), raw.slice(0, 20)).toEqual([...ORGANIC_ORDER, 'Caribbean'])
    }
  })

  it('never drops, repeats or reorders deals inside a group', () => {
    for (const raw of ['Europe_Search', 'Alaska_Search', undefined, 'Nope']) {
      const order = dealOrderFor(resolveCampaign(campaigns, raw, 'home'), organic)
      const ordered = orderDeals(deals, order.campaign, order.organic)
      expect(ordered).toHaveLength(deals.length)
      expect(new Set(ordered.map((deal) => deal._id)).size).toBe(deals.length)
      for (const group of new Set(deals.map((deal) => deal.title))) {
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
    [undefined, 'Hi, can you help me plan a cruise?'],
    ['', 'Hi, can you help me plan a cruise?'],
    [DEFAULT_CHAT_UTM, 'Hi, can you help me plan a cruise?'],
    [DEFAULT_HOME_UTM, 'Hi, home'],
    ['Europe_Search', 'Hi, Europe please'],
    ['EUROPE_SEARCH', 'Hi, Europe please'],
    ['Fiesta', 'Hi, fiesta!'],
  ])('%s', (raw, text) => {
    expect(chatTextFor(campaigns, raw)).toBe(text)
  })

  it('gives no chat link for an unknown or odd value, or a campaign without a text', () => {
    for (const raw of ['Unknown_Campaign', 'x'.repeat(5000), '%E0%A4%A', '<script>alert(1)</script>', `${DEFAULT_CHAT_UTM}_x`, 'Alaska_Search']) {
      expect(chatTextFor(campaigns, raw), raw.slice(0, 20)).toBeNull()
    }
  })

  it("a deal's Book Now: I'm Interested in the {title} {nights} sailing!", () => {
    expect(dealChatText({ title: 'Europe', nights: '7 Nights' })).toBe("I'm Interested in the Europe 7 Nights sailing!")
    expect(dealChatText({ title: ' Middle East ', nights: '4 Nights ' })).toBe("I'm Interested in the Middle East 4 Nights sailing!")
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
