/**
 * What a visit's `utm_campaign` value means for the site: which
 * campaign document it names, the home page's hero picture and link, the order of the Hot Deals,
 * and the chat button's prefilled text. Pure and browser-safe (types only from the content
 * module), so every rule is unit-tested; loaders pass in the campaign documents.
 *
 * Matching: a value names a campaign when it equals the campaign's `utmValue` or one of its
 * `aliases` exactly (case-sensitive, as analytics reports them). When nothing matches exactly, a
 * match that ignores letter case is accepted only when it is unambiguous (one campaign). Ad tools
 * and hand-typed links do change case ('europe_search_may25'); showing that visitor the Europe
 * hero is better than the generic one, and campaigns that differ only by case cannot be confused
 * because then nothing matches. Spelling variants beyond case ('Caribbean_&_Bahamas_…') are the
 * content's job: aliases.
 */
import { type BookingEngine, type BookingSearch, buildBookingUrl } from '~/lib/booking'
import type { Campaign, ContentImage, DealGroup } from '~/lib/content'
import type { CurrencyCode } from '~/lib/currency'

import { campaignWindow } from './window'

/** The home page's campaign when the address names none ({product}_Organic). */
export const DEFAULT_HOME_UTM = 'Harbourline_Organic'
/** The chat button's campaign when the visit names none. */
export const DEFAULT_CHAT_UTM = 'Int2_organic'
/** Longest campaign value looked up (after decoding); anything longer is not a campaign. */
export const MAX_UTM_CAMPAIGN_LENGTH = 200
/** Longest raw value decoded at all: every character of a capped value escaped as %XX%XX%XX. */
const MAX_RAW_LENGTH = MAX_UTM_CAMPAIGN_LENGTH * 9

/** What the hero links to when the value is no campaign, or a campaign without a hero link of its own. */
const GENERIC_HERO_SEARCH: BookingSearch = Object.freeze({ sortColumn: 'price', sortOrder: 'asc' })
/** The hero link's name when content gives none (a campaign without heroLinkLabel). */
const GENERIC_HERO_LINK_LABEL = 'Search all cruises, cheapest first'

export type UtmCampaignValue =
  /** No value, an empty one or only spaces: the default campaign applies. */
  | { kind: 'absent' }
  /** Too long to be a campaign: treated as an unknown value. */
  | { kind: 'invalid' }
  | { kind: 'value'; value: string }

/**
 * Percent-decodes a value once more, like the old site did on top of the URL parser's own
 * decoding (so a doubly encoded ad link still matches). Never throws: when the whole value is not
 * valid percent-encoding, each well-formed run of escapes is decoded and malformed ones stay as
 * written ('%E0%A4%A' stays '%E0%A4%A').
 */
export function safeDecode(value: string): string {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value.replace(/(?:%[0-9A-Fa-f]{2})+/g, decodeEscapes)
  }
}

/** A run of %XX escapes decoded character by character (1 to 4 bytes each); bytes that form no character stay escaped. */
function decodeEscapes(run: string): string {
  const escapes = run.match(/%[0-9A-Fa-f]{2}/g) ?? []
  let out = ''
  let index = 0
  while (index < escapes.length) {
    let decoded: string | null = null
    let used = 1
    for (let size = Math.min(4, escapes.length - index); size >= 1 && decoded === null; size--) {
      try {
        decoded = decodeURIComponent(escapes.slice(index, index + size).join(''))
        used = size
      } catch {
        decoded = null
      }
    }
    out += decoded ?? escapes[index]
    index += used
  }
  return out
}

/**
 * The raw (still percent-encoded) `utm_campaign` value of a query string ('?a=1&utm_campaign=x'),
 * or null. Unlike URLSearchParams it keeps an unescaped '&' that does not start another parameter,
 * so an ad link written as `utm_campaign=Caribbean_&_Bahamas_Search_May25` (the agency's own
 * deal-order spelling) still reads as one value. '+' means a space, as in any query string.
 */
export function utmCampaignFromSearch(search: string | null | undefined): string | null {
  if (typeof search !== 'string' || search === '') return null
  const query = search.startsWith('?') ? search.slice(1) : search
  const match = /(?:^|&)utm_campaign=((?:[^&]|&(?![^&=]*=))*)/.exec(query)
  if (!match) return null
  return (match[1] ?? '').replace(/&+$/, '').replace(/\+/g, ' ')
}

/** Reads a raw `utm_campaign` value (query string or cookie): decoded, trimmed, length-capped. */
export function readUtmCampaign(raw: unknown): UtmCampaignValue {
  if (typeof raw !== 'string') return { kind: 'absent' }
  if (raw.length > MAX_RAW_LENGTH) return { kind: 'invalid' }
  const value = safeDecode(raw).trim()
  if (value === '') return { kind: 'absent' }
  if (value.length > MAX_UTM_CAMPAIGN_LENGTH) return { kind: 'invalid' }
  return { kind: 'value', value }
}

/** The campaign a value names (see the module comment for the matching rules), or null. */
export function findCampaign(campaigns: readonly Campaign[], utm: string): Campaign | null {
  const exact = campaigns.find((campaign) => campaign.utmValue === utm || campaign.aliases.includes(utm))
  if (exact) return exact
  const folded = utm.toLowerCase()
  const matches = campaigns.filter((campaign) => campaign.utmValue.toLowerCase() === folded || campaign.aliases.some((alias) => alias.toLowerCase() === folded))
  return matches.length === 1 ? (matches[0] ?? null) : null
}

/**
 * The campaigns on the site at instant `now` (ms): started (or without a start) and not yet ended
 * (or without an end). A campaign outside its window names nothing: its links get the default,
 * and a default that has ended hands over to the next one by itself.
 */
export function liveCampaigns<T extends Pick<Campaign, 'startsAt' | 'endsAt'>>(campaigns: readonly T[], now: number): T[] {
  return campaigns.filter((campaign) => campaignWindow(campaign, now) === 'running')
}

export type CampaignPurpose = 'home' | 'chat'

/** The campaign that applies without a value: the document flagged for it, else the required default value. */
export function defaultCampaign(campaigns: readonly Campaign[], purpose: CampaignPurpose): Campaign | null {
  const flagged = campaigns.find((campaign) => (purpose === 'home' ? campaign.isDefaultHome : campaign.isDefaultChat))
  return flagged ?? findCampaign(campaigns, purpose === 'home' ? DEFAULT_HOME_UTM : DEFAULT_CHAT_UTM)
}

export interface CampaignResolution {
  /** default: no value given; known: the value names `campaign`; unknown: it names nothing. */
  status: 'default' | 'known' | 'unknown'
  /** The campaign in effect: the named one, the default one, or null for an unknown value. */
  campaign: Campaign | null
}

/** Resolves a raw `utm_campaign` value (as read from the address or the visit's cookie). */
export function resolveCampaign(campaigns: readonly Campaign[], raw: unknown, purpose: CampaignPurpose): CampaignResolution {
  const read = readUtmCampaign(raw)
  if (read.kind === 'absent') return { status: 'default', campaign: defaultCampaign(campaigns, purpose) }
  if (read.kind === 'invalid') return { status: 'unknown', campaign: null }
  const campaign = findCampaign(campaigns, read.value)
  return campaign ? { status: 'known', campaign } : { status: 'unknown', campaign: null }
}

/**
 * The campaign a page renders for a raw value, as the page store keys it: '' (no value: the
 * default campaigns), 'unknown' (a value that names no live campaign: no campaign), or
 * 'campaign:' and the campaign's own value (any spelling of it renders the same page).
 */
export function renderedCampaignKey(campaigns: readonly Campaign[], raw: unknown): string {
  const resolution = resolveCampaign(campaigns, raw, 'home')
  if (resolution.status === 'default') return ''
  return resolution.campaign ? `campaign:${resolution.campaign.utmValue}` : 'unknown'
}

// ---------------------------------------------------------------------------------------------
// The home page's hero

interface HeroLink {
  href: string
  /** An outbound booking-engine search (true) or a page of this site (false, e.g. /cruisedeals). */
  external: boolean
  label: string
}

export interface HeroView {
  /** The campaign's picture for the currency, else the organic one; null only when content has neither. */
  image: ContentImage | null
  link: HeroLink
}

/**
 * Hero picture and link for a resolution: the campaign's picture for the currency
 * (organic when it has none), and its internal page (organic: /cruisedeals) or its booking search
 * for the currency. An unknown value gets the organic picture and the generic search, cheapest first.
 */
export function heroFor(resolution: CampaignResolution, organic: Campaign | null, currency: CurrencyCode, engine: BookingEngine): HeroView {
  const campaign = resolution.campaign
  const image = campaign?.heroImages?.[currency] ?? organic?.heroImages?.[currency] ?? null
  const label = campaign?.heroLinkLabel ?? GENERIC_HERO_LINK_LABEL
  if (campaign?.heroPath && isSitePath(campaign.heroPath)) {
    return { image, link: { href: campaign.heroPath, external: false, label } }
  }
  const search = campaign?.heroSearch ?? GENERIC_HERO_SEARCH
  return { image, link: { href: buildBookingUrl(engine, search, currency), external: true, label } }
}

/** A path of this site ('/cruisedeals'), never a protocol-relative or backslash trick. */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
}

// ---------------------------------------------------------------------------------------------
// Deal order

/**
 * Deals in the order a campaign wants: the campaign's destination groups first, then
 * the organic order's groups, then anything else; within a group (and for groups neither names)
 * the order they came in, which is the content's position order. Never drops or repeats a deal.
 */
export function orderDeals<T extends { title: DealGroup }>(
  deals: readonly T[],
  campaignOrder: readonly DealGroup[] | null | undefined,
  organicOrder: readonly DealGroup[] | null | undefined,
): T[] {
  const rank = new Map<DealGroup, number>()
  for (const group of [...(campaignOrder ?? []), ...(organicOrder ?? [])]) {
    if (!rank.has(group)) rank.set(group, rank.size)
  }
  const last = rank.size
  // Array.prototype.sort is stable: equal ranks keep the incoming order.
  return [...deals].sort((a, b) => (rank.get(a.title) ?? last) - (rank.get(b.title) ?? last))
}

/** The deal order of a resolution: the campaign's own groups first, then the organic order. */
export function dealOrderFor(resolution: CampaignResolution, organic: Campaign | null): { campaign: DealGroup[]; organic: DealGroup[] } {
  const organicOrder = organic?.dealOrder ?? []
  const own = resolution.status === 'known' ? (resolution.campaign?.dealOrder ?? []) : []
  return { campaign: own, organic: organicOrder }
}

// ---------------------------------------------------------------------------------------------
// The chat link

/**
 * The chat button's prefilled text for a raw value: the named campaign's text, the default chat
 * campaign's text without a value, and null (no chat link) for an unknown value or a campaign
 * without a text.
 */
export function chatTextFor(campaigns: readonly Campaign[], raw: unknown): string | null {
  const resolution = resolveCampaign(campaigns, raw, 'chat')
  const text = resolution.campaign?.chatText?.trim()
  return text ? text : null
}

/** The text a deal's Book Now puts in the chat: "I'm Interested in the Europe 7 Nights sailing!". */
export function dealChatText(deal: { title: string; nights: string }): string {
  return `I'm Interested in the ${deal.title.trim()} ${deal.nights.trim()} sailing!`
}

/** The digits of a phone number as the chat service wants them ('+65 8123 4567' -> '6581234567'); null without any. */
export function chatNumberDigits(phone: string | null | undefined): string | null {
  if (typeof phone !== 'string') return null
  const digits = phone.replace(/\D/g, '')
  return digits.length >= 6 && digits.length <= 15 ? digits : null
}

/** The WhatsApp chat link with a prefilled, encoded text; null without a usable number or text. */
export function chatHref(digits: string | null | undefined, text: string | null | undefined): string | null {
  if (!digits || !/^\d{6,15}$/.test(digits)) return null
  const message = typeof text === 'string' ? text.trim() : ''
  if (message === '') return null
  let encoded: string
  try {
    encoded = encodeURIComponent(message)
  } catch {
    return null // a lone surrogate cannot be sent
  }
  return `https://wa.me/${digits}?text=${encoded}`
}
