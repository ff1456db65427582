/**
 * /cruisedeals shaped for one visitor: content in, display-ready data out.
 * Which packages and deals a currency sees, the lead variation each Book Now sends with the deal
 * enquiry, the no-JS `?item=` lookup, and the booking-engine calendar URL for the
 * currency. Pure and browser-safe; the route's loader reads the content and calls shapeCruiseDeals.
 */
import { type BookingEngine, type BookingSearch, buildBookingUrl } from '~/lib/booking'
import type { ContentImage, Deal } from '~/lib/content'
import { CURRENCIES, type CurrencyCode, formatMoneyIn } from '~/lib/currency'
import { type DealCardFacts, dealCardFacts, dealSaleState, dealsShown, slimImage } from '~/lib/pages/cards/deal-card'
import type { OfferCardView } from '~/lib/pages/cards/offer-card'
import { formatContentDate, fromPrice, type IsoDate, nextSailing, SAILING_TEXTS, saleState } from '~/lib/sailings'

import type { CruiseDealsPage, ExclusiveOffer, PackageCard } from './query'

export { ENQUIRY_ITEM_PARAM, enquiryHref } from '~/lib/leads/forms/enquiry-link'

/** The auto-rotating carousels (the last-minute deals) advance every 5 s, the booking hub every 4 s. */
export const CAROUSEL_PERIOD_MS = 5000
export const BOOKING_HUB_PERIOD_MS = 4000

/** The booking hub carousel's accessible name and its slides' plural (interface words, not content). */
export const BOOKING_HUB_LABELS = { name: 'Cruise deal banners', items: 'banners' } as const

/** Words of the cards that are interface, not content (the price lines follow the home page's). */
export const CARD_LABELS = {
  priceFrom: 'Starting From',
  perPerson: 'Per Person',
  nights: 'Nights',
  itinerary: 'Itinerary',
  date: 'Date',
  hotel: 'Hotel',
  sightseeing: 'Sightseeing',
  transfers: 'Transfers',
  flight: 'Flight',
  ship: 'Ship',
} as const

/** What the deal enquiry is about: its name (the modal's subtitle) and the lead variation it sends. */
export interface EnquiryItem {
  id: string
  title: string
  leadvariation: string
}

/** A last-minute deal: the home page's deal card, whose Book Now opens the enquiry instead. */
export interface LastMinuteDealView extends DealCardFacts {
  enquiry: EnquiryItem
}

export interface PackageView {
  id: string
  name: string
  image: ContentImage
  itinerary: string
  nights: number
  date: string
  /** The day it starts, or "New dates soon" once it has left and content keeps the card. */
  dateLabel: string
  /** It has left and content keeps the card: an enquiry about new dates replaces Book Now. */
  newDatesSoon?: true
  hotel?: string
  sightseeing?: string
  transfers?: string
  flight?: string
  ship: string
  /** Per person, in the view's currency, as text (ADR 34). */
  price: string
  /** Fly-cruise events: the event's name and picture for this currency. */
  eventName?: string
  enquiry: EnquiryItem
}

interface BookingHubSlideView {
  id: string
  image: ContentImage
  label: string
  /** The booking engine's search for the visitor's currency. */
  href: string
}

export interface CalendarView {
  heading: string
  title: string
  loadLabel: string
  height: number
  /** The booking engine's calendar for the visitor's currency (its site id). */
  url: string
}

export interface CruiseDealsView {
  currency: CurrencyCode
  title: string
  bookLabel: string
  hero: { image: ContentImage; label: string }
  /** The banners rotating after the hero (the booking hub), each to a booking-engine search. */
  bookingHub: BookingHubSlideView[]
  exclusiveOffers: { heading: string; items: OfferCardView[] }
  lastMinute: { heading: string; items: LastMinuteDealView[] }
  /** Deals waiting for new dates that this page does not show (not hot): home's Enquire Now lands here. */
  waitingDeals: EnquiryItem[]
  packages: {
    heading: string
    landFlyCruise: { heading: string; items: PackageView[] }
    landCruise: { heading: string; items: PackageView[] }
    flyCruiseEvents: { heading: string; items: PackageView[] }
  }
  calendar: CalendarView
}

export interface CruiseDealsInput {
  page: CruiseDealsPage
  deals: readonly Deal[]
  engine: BookingEngine
  currency: CurrencyCode
  /** The agency's today: last-minute deals with no departure after it leave the page. */
  today: IsoDate
}

/**
 * The last-minute deals: the deal documents content marks as hot deals, in their organic order.
 * The page has no deal list of its own (only a heading), and 'hot' is the editors' own flag for
 * the best offers of the moment, so it is the row a marketer already controls.
 */
export function lastMinuteDeals(deals: readonly Deal[]): Deal[] {
  // Ranks are LexoRank strings: their order is plain code-unit order (as GROQ's), not the locale's.
  const byRank = (a: Deal, b: Deal) => (a.orderRank < b.orderRank ? -1 : a.orderRank > b.orderRank ? 1 : a._id.localeCompare(b._id))
  return deals.filter((deal) => deal.hotDeal).sort(byRank)
}

/** The lead variation of a deal's enquiry: its ship and length ('Ovation of the Seas, 3 Nights'). */
export function dealLeadVariation(deal: Pick<Deal, 'ship' | 'nights'>): string {
  return `${deal.ship}, ${deal.nights}`
}

/**
 * A package's enquiry: the package name is its lead variation (the server allows every package
 * name); a fly-cruise event is titled by its event name for the currency.
 */
export function packageEnquiry(card: Pick<PackageCard, '_id' | 'name'> & { eventName?: string | undefined }): EnquiryItem {
  return { id: card._id, title: card.eventName ?? card.name, leadvariation: card.name }
}

export function dealEnquiry(deal: Pick<Deal, '_id' | 'ship' | 'nights' | 'route'>): EnquiryItem {
  return { id: deal._id, title: `${deal.ship}, ${deal.nights}: ${deal.route}`, leadvariation: dealLeadVariation(deal) }
}

/** The offer page's path from its slug ('/ovation-3-night-penang-cruise'). */
export function offerPath(slug: string): string {
  return `/${slug.replace(/^\/+/, '')}`
}

/** The cruise calendar for a currency: the booking engine's search with the currency's site id. */
export function calendarUrl(engine: BookingEngine, calendar: { search: BookingSearch | null | undefined }, currency: CurrencyCode): string {
  return buildBookingUrl(engine, calendar.search, currency)
}

/** The package shown on `today`, or null once it has left (unless content keeps it with "New dates soon"). */
function packageView(card: PackageCard, today: IsoDate, currency: CurrencyCode): PackageView | null {
  const state = saleState(nextSailing(card.date, today), card.newDatesSoon)
  if (state === 'gone') return null
  const optional = <K extends string>(key: K, value: string | undefined) => (value ? ({ [key]: value } as Record<K, string>) : {})
  return {
    id: card._id,
    name: card.name,
    // A fly-cruise event shows its picture for the currency (content falls back to the package's).
    image: slimImage(card.eventImage ?? card.image),
    itinerary: card.itinerary,
    nights: card.nights,
    date: card.date,
    dateLabel: state === 'newDatesSoon' ? SAILING_TEXTS.newDatesSoon : formatContentDate(card.date),
    ...(state === 'newDatesSoon' ? { newDatesSoon: true as const } : {}),
    ...optional('hotel', card.hotel),
    ...optional('sightseeing', card.sightseeing),
    ...optional('transfers', card.transfers),
    ...optional('flight', card.flight),
    ship: card.ship,
    price: formatMoneyIn(card.price, currency),
    ...optional('eventName', card.eventName),
    enquiry: packageEnquiry(card),
  }
}

function offerView(offer: ExclusiveOffer, today: IsoDate, bookLabel: string, currency: CurrencyCode): OfferCardView {
  // One price: the page's cheapest upcoming fare per person (ADR 23); none once every sailing has left.
  const price = fromPrice(offer, today, CURRENCIES)
  return {
    id: offer.slug,
    title: offer.title,
    ship: offer.ship,
    route: offer.route,
    ...(offer.badge ? { badge: offer.badge } : {}),
    image: slimImage(offer.image),
    price: price ? formatMoneyIn(price, currency) : null,
    priceLabel: CARD_LABELS.priceFrom,
    perPersonLabel: CARD_LABELS.perPerson,
    href: offerPath(offer.slug),
    // Book Now, or Enquire Now on the offer page once every sailing has left.
    actionLabel: price ? bookLabel : SAILING_TEXTS.enquire,
  }
}

function dealView(deal: Deal, today: IsoDate, currency: CurrencyCode): LastMinuteDealView {
  return { ...dealCardFacts(deal, today, currency), enquiry: dealEnquiry(deal) }
}

/**
 * The page for a currency. The packages come already filtered for the currency (the query does
 * it: 4 Land + Fly + Cruise packages for INR and USD, 7 for SGD; the Diwali event is not sold in
 * SGD); this keeps only those whose price exists in the currency, so no card shows without one.
 */
export function shapeCruiseDeals({ page, deals, engine, currency, today }: CruiseDealsInput): CruiseDealsView {
  const forCurrency = (cards: readonly PackageCard[]) =>
    cards
      .filter((card) => card.currencies.includes(currency) && Number.isFinite(card.price[currency]))
      .map((card) => packageView(card, today, currency))
      .filter((card) => card !== null)
  const shown = dealsShown(deals, today)
  return {
    currency,
    title: page.title,
    bookLabel: page.bookLabel,
    hero: { image: slimImage(page.heroImage[currency]), label: page.heroLabel },
    bookingHub: page.bookingHub.map((slide) => ({
      id: slide._key,
      image: slimImage(slide.image[currency]),
      label: slide.label,
      href: buildBookingUrl(engine, slide.search, currency),
    })),
    exclusiveOffers: { heading: page.exclusiveOffersHeading, items: page.exclusiveOffers.map((offer) => offerView(offer, today, page.bookLabel, currency)) },
    lastMinute: { heading: page.lastMinuteHeading, items: lastMinuteDeals(shown).map((deal) => dealView(deal, today, currency)) },
    waitingDeals: shown.filter((deal) => !deal.hotDeal && dealSaleState(deal, today) === 'newDatesSoon').map(dealEnquiry),
    packages: {
      heading: page.packagesHeading,
      landFlyCruise: { heading: page.landFlyCruiseHeading, items: forCurrency(page.landFlyCruise) },
      landCruise: { heading: page.landCruiseHeading, items: forCurrency(page.landCruise) },
      flyCruiseEvents: { heading: page.flyCruiseEventsHeading, items: forCurrency(page.flyCruiseEvents) },
    },
    calendar: {
      heading: page.calendar.heading,
      title: page.calendar.title,
      loadLabel: page.calendar.loadLabel,
      height: page.calendar.height,
      url: calendarUrl(engine, page.calendar, currency),
    },
  }
}

/** Every item a Book Now on the page enquires about, in page order. */
export function enquiryItems(view: Pick<CruiseDealsView, 'lastMinute' | 'packages' | 'waitingDeals'>): EnquiryItem[] {
  const { landFlyCruise, landCruise, flyCruiseEvents } = view.packages
  return [
    ...view.lastMinute.items.map((deal) => deal.enquiry),
    ...[...landFlyCruise.items, ...landCruise.items, ...flyCruiseEvents.items].map((card) => card.enquiry),
    ...view.waitingDeals,
  ]
}

/** The item of a no-JS `?item=` link, or undefined for none or an unknown one (a general enquiry). */
export function findEnquiryItem(
  view: Pick<CruiseDealsView, 'lastMinute' | 'packages' | 'waitingDeals'>,
  id: string | null | undefined,
): EnquiryItem | undefined {
  if (!id) return undefined
  return enquiryItems(view).find((item) => item.id === id)
}

/**
 * Lead variations the page's enquiries may send, in any currency: every package name and the
 * variation of every deal it can enquire about. The server's list (serverLeadChoices) is built with
 * this, so a form posting one of these is accepted.
 */
export function enquiryVariations(page: Pick<CruiseDealsPage, 'landFlyCruise' | 'landCruise' | 'flyCruiseEvents'>, deals: readonly Deal[]): string[] {
  const names = [...page.landFlyCruise, ...page.landCruise, ...page.flyCruiseEvents].map((card) => packageEnquiry(card).leadvariation)
  // Hot deals (the last-minute row) and deals waiting for new dates (home's Enquire Now), whatever the date.
  const enquired = deals.filter((deal) => deal.hotDeal || deal.newDatesSoon)
  return [...new Set([...names, ...enquired.map(dealLeadVariation)])]
}

/** A form setup whose allowed lead variations also include the page's items (for the browser's check). */
export function withEnquiryVariations<T extends { choices: { leadvariations: readonly string[] } }>(setup: T, items: readonly EnquiryItem[]): T {
  const leadvariations = [...new Set([...setup.choices.leadvariations, ...items.map((item) => item.leadvariation)])]
  return { ...setup, choices: { ...setup.choices, leadvariations } }
}
