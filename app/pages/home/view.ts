/**
 * The home page shaped for one visitor: content in, display-ready data out. Every
 * booking link is built here for the visitor's currency by the one builder, dates are formatted
 * here (so the browser never formats them differently from the server), and the campaign decides
 * the hero and the deal order. Pure and browser-safe; answer.server.ts reads the content.
 */
import {
  type BookingEngine,
  buildBookingUrl,
  type SearchFormField,
  type SearchFormLayout,
  searchFormLayout,
  type SearchWidgetPreferences,
  searchWidgetPreferences,
} from '~/lib/booking'
import { dealChatText, dealOrderFor, defaultCampaign, heroFor, type HeroView, orderDeals, resolveCampaign } from '~/lib/campaign'
import type { BenefitCard, Campaign, ContentImage, Deal, NewsItem, SearchWidgetSettings, Testimonial } from '~/lib/content'
import { CURRENCIES, type CurrencyCode, formatMoneyIn } from '~/lib/currency'
import { enquiryHref } from '~/lib/leads/forms/enquiry-link'
import { type DealCardFacts, dealCardFacts, dealsShown, slimImage } from '~/lib/pages/cards/deal-card'
import type { OfferCardView } from '~/lib/pages/cards/offer-card'
import { formatContentDate, fromPrice, type IsoDate, MONTH_NAMES, SAILING_TEXTS } from '~/lib/sailings'

import type { BrandCard, DestinationCard, HomeContent, HomePage, PartnerLogo, SpecialOfferCard } from './query'

// ---------------------------------------------------------------------------------------------
// Dates and months

export interface SelectOption {
  value: string
  label: string
}

/** The sailing months the native search offers: this month and the next `count - 1` (UTC). */
export function monthOptions(now: Date, count = 12): SelectOption[] {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth()
  if (!Number.isFinite(year) || !Number.isFinite(month)) return []
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, offset) => {
    const total = month + offset
    const y = year + Math.floor(total / 12)
    const m = total % 12
    return { value: `${y}-${String(m + 1).padStart(2, '0')}`, label: `${MONTH_NAMES[m]} ${y}` }
  })
}

// ---------------------------------------------------------------------------------------------
// The native search form

/** The engine's night ranges the form offers. */
const SEARCH_DURATIONS: readonly SelectOption[] = [
  { value: '1-3', label: '1 to 3 nights' },
  { value: '4-6', label: '4 to 6 nights' },
  { value: '7-9', label: '7 to 9 nights' },
]

interface SearchFormSelect {
  field: SearchFormField
  name: string
  options: SelectOption[]
}

export interface NativeSearchForm extends Omit<SearchFormLayout, 'fields'> {
  selects: SearchFormSelect[]
}

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, 'en')

/** Options whose value lists a card's booking ids ('65,60'); cards without any are left out. */
function idOptions<T>(cards: readonly T[], label: (card: T) => string, ids: (card: T) => string[]): SelectOption[] {
  const seen = new Set<string>()
  const options: SelectOption[] = []
  for (const card of cards) {
    const value = ids(card)
      .map((id) => id.trim())
      .filter(Boolean)
      .join(',')
    if (value === '' || seen.has(value)) continue
    seen.add(value)
    options.push({ value, label: label(card) })
  }
  return options.sort(byLabel)
}

/**
 * The native search form for a currency: the builder's layout plus the options, destinations and
 * cruise lines from the home page's cards (with the booking ids of their searches), the engine's
 * night ranges and the next twelve months.
 */
function nativeSearchForm(engine: BookingEngine, currency: CurrencyCode, content: Pick<HomeContent, 'destinations' | 'brands'>, now: Date): NativeSearchForm {
  const layout = searchFormLayout(engine, currency)
  const options: Record<SearchFormField, SelectOption[]> = {
    destinations: idOptions(
      content.destinations,
      (card) => card.name,
      (card) => card.search.destinations,
    ),
    cruiseLines: idOptions(
      content.brands,
      (card) => card.name,
      (card) => card.search.cruiseLines,
    ),
    durations: [...SEARCH_DURATIONS],
    months: monthOptions(now),
  }
  return {
    action: layout.action,
    before: layout.before,
    after: layout.after,
    selects: layout.fields.map(({ field, name }) => ({ field, name, options: options[field] })),
  }
}

// ---------------------------------------------------------------------------------------------
// The page

/** A home page deal card: its facts and where Book Now goes (the booking engine). */
export interface DealView extends DealCardFacts {
  cta: string
  href: string
  /** What Book Now puts in the chat button. */
  chatText: string
}

export interface NewsView {
  id: string
  title: string
  image: ContentImage
  platform: { name: string; logo: ContentImage }
  date: string
  dateLabel: string
  link: string
}

export interface LinkCard {
  id: string
  title: string
  image: ContentImage
  href: string
}

export interface BrandView extends LinkCard {
  logo: ContentImage
  offerText: string
}

export interface ThemeView extends LinkCard {
  content: string
}

export interface TestimonialView {
  id: string
  text: string
  name: string
  country: string
  date: string
  dateLabel: string
  destination: string
  ship: string
  avatar: ContentImage
  rating: number
}

export interface ItineraryTabView {
  id: string
  label: string
  items: Array<{ id: string; title: string; cruiseLine: string; image: ContentImage; href: string }>
}

export interface SearchWidgetView {
  scriptUrl: string
  preferences: SearchWidgetPreferences
  needsJquery: boolean
  needsBootstrap: boolean
}

interface Section {
  heading: string
  intro?: string
}

export interface HomeView {
  currency: CurrencyCode
  /** The hero heading ('Search For Cruise'), the page's one h1. */
  title: string
  hero: HeroView
  search: {
    /** The third-party widget, when one is configured; the form is its fallback. */
    widget: SearchWidgetView | null
    form: NativeSearchForm
    /** For the form's JavaScript path (the builder's URL, without empty choices). */
    engine: BookingEngine
  }
  /**
   * The campaign banner: its picture, and in words what it offers and where it goes (the link's
   * name, so never only a picture's description).
   */
  banner: { image: ContentImage; href: string; heading: string; linkLabel: string }
  deals: Section & { perPersonLabel: string; items: DealView[] }
  news: Section & { viewAllLabel: string; viewAllPath: string; items: NewsView[] }
  destinations: Section & { buttonLabel: string; items: LinkCard[] }
  brands: Section & { buttonLabel: string; items: BrandView[] }
  steps: Section & { items: Array<{ id: string; heading: string; text: string; icon: ContentImage }> }
  feeling: Section & { buttonLabel: string; items: ThemeView[] }
  benefits: Section & { items: Array<{ id: string; heading: string; content: string; icon: ContentImage }> }
  testimonials: Section & { items: TestimonialView[] }
  partners: Section & { rows: PartnerLogo[][] }
  specialOffers: Section & { cards: OfferCardView[] }
  itineraries: Section & { linkLabel: string; defaultTabId: string; tabs: ItineraryTabView[] }
}

export interface HomeInput {
  content: HomeContent & { page: HomePage }
  deals: Deal[]
  campaigns: Campaign[]
  news: NewsItem[]
  testimonials: Testimonial[]
  widget: SearchWidgetSettings
  engine: BookingEngine
  currency: CurrencyCode
  /** The raw utm_campaign of the address (or the visit), undefined without one. */
  utmCampaign: string | null | undefined
  /** Today, for the month options. */
  now: Date
  /** The agency's today: deals show their departures after it, and leave when none is left. */
  today: IsoDate
}

const section = ({ heading, intro }: { heading: string; intro?: string }): Section => (intro ? { heading, intro } : { heading })

const tabId = (nights: number) => `${nights}-nights`

/** The campaign banner's link words when content gives none. */
const BANNER_LINK_LABEL = 'See the sailings'

/** Splits the partner logos into two rows (a two-row slider), the first one the longer. */
export function partnerRows(partners: readonly PartnerLogo[]): PartnerLogo[][] {
  const half = Math.ceil(partners.length / 2)
  return [partners.slice(0, half), partners.slice(half)].filter((row) => row.length > 0)
}

export function shapeHome(input: HomeInput): HomeView {
  const { content, engine, currency } = input
  const { page } = content
  const link = (search: Parameters<typeof buildBookingUrl>[1]) => buildBookingUrl(engine, search, currency)

  const resolution = resolveCampaign(input.campaigns, input.utmCampaign, 'home')
  const organic = defaultCampaign(input.campaigns, 'home')
  const order = dealOrderFor(resolution, organic)

  const deals = orderDeals(dealsShown(input.deals, input.today), order.campaign, order.organic).map((deal): DealView => {
    const facts = dealCardFacts(deal, input.today, currency)
    // No sailing left to book: Enquire Now opens the deal's enquiry on /cruisedeals instead.
    const action = facts.newDatesSoon
      ? { cta: SAILING_TEXTS.enquire, href: enquiryHref('/cruisedeals', '', deal._id) }
      : { cta: deal.cta, href: link(deal.search) }
    return { ...facts, ...action, chatText: dealChatText(deal) }
  })

  const widgetUrl = input.widget.scriptUrl?.trim()
  const widget: SearchWidgetView | null = widgetUrl
    ? {
        scriptUrl: widgetUrl,
        preferences: searchWidgetPreferences(input.widget, engine.siteIds[currency]),
        needsJquery: input.widget.needsJquery,
        needsBootstrap: input.widget.needsBootstrap,
      }
    : null

  const tabs = page.itineraries.tabs.map((tab): ItineraryTabView => ({
    id: tabId(tab.nights),
    label: tab.label,
    items: content.itineraries
      .filter((item) => item.nightsTab === tab.nights)
      .map((item) => ({ id: item._id, title: item.title, cruiseLine: item.cruiseLine, image: slimImage(item.image), href: link(item.search) })),
  }))
  const defaultTab = tabs.find((tab) => tab.id === tabId(page.itineraries.defaultTab)) ?? tabs[0]

  return {
    currency,
    title: page.title,
    hero: heroFor(resolution, organic, currency, engine),
    search: { widget, form: nativeSearchForm(engine, currency, content, input.now), engine },
    banner: {
      image: slimImage(page.campaignBanner.image),
      href: link(page.campaignBanner.search),
      // A dataset from before the banner had words: its picture's description says what it offers.
      heading: page.campaignBanner.heading ?? page.campaignBanner.image.alt,
      linkLabel: page.campaignBanner.linkLabel ?? BANNER_LINK_LABEL,
    },
    deals: { ...section(page.deals), perPersonLabel: page.deals.perPersonLabel, items: deals },
    news: {
      ...section(page.news),
      viewAllLabel: page.news.viewAllLabel,
      viewAllPath: page.news.viewAllPath,
      items: input.news.slice(0, page.news.itemCount).map((item) => ({
        id: item._id,
        title: item.title,
        image: slimImage(item.image),
        platform: { name: item.platform.name, logo: slimImage(item.platform.logo) },
        date: item.date,
        dateLabel: formatContentDate(item.date),
        link: item.link,
      })),
    },
    destinations: {
      ...section(page.destinations),
      buttonLabel: page.destinations.buttonLabel,
      items: content.destinations.map((card: DestinationCard) => ({ id: card._id, title: card.name, image: slimImage(card.image), href: link(card.search) })),
    },
    brands: {
      ...section(page.brands),
      buttonLabel: page.brands.buttonLabel,
      items: content.brands.map((card: BrandCard) => ({
        id: card._id,
        title: card.name,
        image: slimImage(card.cardImage),
        logo: slimImage(card.logo),
        offerText: card.offerText,
        href: link(card.search),
      })),
    },
    steps: {
      ...section(page.steps),
      items: page.steps.steps.map((step) => ({ id: step._key, heading: step.heading, text: step.text, icon: slimImage(step.icon) })),
    },
    feeling: {
      ...section(page.feeling),
      buttonLabel: page.feeling.buttonLabel,
      items: content.themes.map((theme) => ({
        id: theme._id,
        title: theme.heading,
        content: theme.content,
        image: slimImage(theme.image),
        href: link(theme.search),
      })),
    },
    benefits: {
      ...section(page.benefits),
      items: content.benefits.map((benefit: BenefitCard) => ({
        id: benefit._id,
        heading: benefit.heading,
        content: benefit.content,
        icon: slimImage(benefit.icon),
      })),
    },
    testimonials: {
      ...section(page.testimonials),
      items: input.testimonials.map((item) => ({
        id: item._id,
        text: item.text,
        name: item.name,
        country: item.title,
        date: item.date,
        dateLabel: formatContentDate(item.date),
        destination: item.destination,
        ship: item.ship,
        avatar: slimImage(item.avatar),
        rating: item.rating,
      })),
    },
    partners: {
      ...section(page.partners),
      rows: partnerRows(content.partners.map((partner) => ({ _id: partner._id, name: partner.name, logo: slimImage(partner.logo) }))),
    },
    specialOffers: {
      ...section(page.specialOffers),
      cards: page.specialOffers.cards.map((card: SpecialOfferCard): OfferCardView => {
        // One price: the offer page it opens sets it (its cheapest upcoming fare per person), and
        // once every sailing of that page has left, the card says so as the page does.
        const price = card.offer ? fromPrice(card.offer, input.today, CURRENCIES) : card.price
        return {
          id: card._key,
          title: card.title,
          ship: card.ship,
          route: card.route,
          ...(card.badge ? { badge: card.badge } : {}),
          image: slimImage(card.image),
          price: price ? formatMoneyIn(price, currency) : null,
          priceLabel: card.priceLabel,
          // The price is one person's, as on the deal cards (the same words).
          perPersonLabel: page.deals.perPersonLabel,
          href: card.path,
          actionLabel: price ? card.ctaLabel : SAILING_TEXTS.enquire,
        }
      }),
    },
    itineraries: {
      ...section(page.itineraries),
      linkLabel: page.itineraries.linkLabel,
      defaultTabId: defaultTab?.id ?? '',
      tabs,
    },
  }
}
