// The Singapore offer pages ('3 Night Penang Cruise', '4 Night Penang and Phuket Cruise'):
// the fare table and itinerary as one visitor's currency shows them, the sailing dates as the
// business writes them (20-OCT-2025), the cheapest sailing and the page's schema.org Product.
// Pure and browser-safe; the loader of /$slug shapes the page with these and the page only renders.
import { CURRENCIES, type CurrencyCode, formatMoneyIn } from '~/lib/currency'
import { cheapestFare, fromPrice, isCalendarDate, type IsoDate, upcomingSailings } from '~/lib/sailings'

/** Amounts per currency, as content stores them (never as text). */
type MoneyByCurrency = Readonly<Record<CurrencyCode, number>>

/** A fare row as content gives it (FareRow in query.ts). */
export interface FareInput {
  sailingDate: string
  cruiseFare: MoneyByCurrency
  nccf: MoneyByCurrency
  tax: MoneyByCurrency
  gratuities: MoneyByCurrency
  totalCabinFare: MoneyByCurrency
}

/** An itinerary row as content gives it. */
export interface ItineraryInput {
  _key: string
  day: number
  port: string
  arrive?: string | undefined
  depart?: string | undefined
  activity: string
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** A sailing date as the fare table shows it, '2025-10-20' -> '20-OCT-2025'; anything else as given. */
export function formatSailingDate(iso: string): string {
  if (!isCalendarDate(iso)) return iso
  const [year, month, day] = iso.split('-')
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`
}

/** One sailing of the fare table, every amount already formatted for the visitor's currency. */
export interface FareTableRow {
  /** ISO date: the value the quote form's Sailing Date takes. */
  sailingDate: string
  /** DD-MON-YYYY. */
  dateLabel: string
  cruiseFare: string
  nccf: string
  tax: string
  gratuities: string
  /** For the cabin (occupancy × the per-person parts; decision 0006). Shown as content gives it. */
  total: string
}

/**
 * The fare table in one currency, in sailing order. The total is content's cabin total, never a
 * sum made here (docs/decisions/0006): what the page shows is what was reviewed in the Studio.
 */
export function fareTableRows(fares: readonly FareInput[], currency: CurrencyCode): FareTableRow[] {
  return bySailingDate(fares).map((fare) => ({
    sailingDate: fare.sailingDate,
    dateLabel: formatSailingDate(fare.sailingDate),
    cruiseFare: formatMoneyIn(fare.cruiseFare, currency),
    nccf: formatMoneyIn(fare.nccf, currency),
    tax: formatMoneyIn(fare.tax, currency),
    gratuities: formatMoneyIn(fare.gratuities, currency),
    total: formatMoneyIn(fare.totalCabinFare, currency),
  }))
}

/**
 * An offer's "Starting From" in the visitor's currency: its fare table's cheapest upcoming sailing
 * per person (lib/sailings fromPrice), or null once every sailing has left.
 */
function startingFrom(offer: { occupancy: number; fares: readonly FareInput[] }, today: IsoDate, currency: CurrencyCode): string | null {
  const price = fromPrice(offer, today, CURRENCIES)
  return price ? formatMoneyIn(price, currency) : null
}

/** An itinerary row for display: times as given ('16:30') or null when the ship neither arrives nor departs. */
export interface ItineraryTableRow {
  key: string
  day: number
  port: string
  arrive: string | null
  depart: string | null
  activity: string
}

export function itineraryTableRows(rows: readonly ItineraryInput[]): ItineraryTableRow[] {
  return [...rows]
    .sort((a, b) => a.day - b.day)
    .map((row) => ({ key: row._key, day: row.day, port: row.port, arrive: row.arrive ?? null, depart: row.depart ?? null, activity: row.activity }))
}

/**
 * The sailing a no-JavaScript Book Now link asks for (`?sailing=2025-10-20`): only one of the
 * page's own sailing dates, anything else (missing, malformed, another page's) is ignored.
 */
export function chosenSailing(value: string | null | undefined, sailingDates: readonly string[]): string | undefined {
  if (typeof value !== 'string' || !isCalendarDate(value)) return undefined
  return sailingDates.includes(value) ? value : undefined
}

export interface OfferProductInput {
  name: string
  description: string
  /** Absolute URL of the page (its canonical). */
  url: string
  /** Absolute URL of the page's picture. */
  image?: string
  brand: string
  currency: CurrencyCode
  fares: readonly FareInput[]
}

/**
 * schema.org Product of an offer page with an AggregateOffer in the visitor's currency: the
 * lowest and highest cabin totals of its sailings, and one Offer per sailing. Null when the page
 * has no sailing priced in the currency (nothing true to say).
 */
export function offerProductJsonLd(input: OfferProductInput) {
  const priced = input.fares.filter((fare) => Number.isFinite(fare.totalCabinFare[input.currency]))
  const cheapest = cheapestFare(priced, input.currency)
  if (!cheapest) return null
  const totals = priced.map((fare) => fare.totalCabinFare[input.currency])
  const availability = 'https://schema.org/InStock'
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url: input.url,
    ...(input.image ? { image: input.image } : {}),
    brand: { '@type': 'Brand', name: input.brand },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: input.currency,
      lowPrice: cheapest.totalCabinFare[input.currency],
      highPrice: Math.max(...totals),
      offerCount: priced.length,
      availability,
      url: input.url,
      offers: bySailingDate(priced).map((fare) => ({
        '@type': 'Offer',
        name: `Sailing ${formatSailingDate(fare.sailingDate)}`,
        price: fare.totalCabinFare[input.currency],
        priceCurrency: input.currency,
        availability,
        url: input.url,
      })),
    },
  }
}

/** Sailings in date order (ISO dates sort as text). */
function bySailingDate<T extends FareInput>(fares: readonly T[]): T[] {
  return [...fares].sort((a, b) => (a.sailingDate < b.sailingDate ? -1 : a.sailingDate > b.sailingDate ? 1 : 0))
}

/** An offer page as content gives it (the fields the page shows; OfferPageDetail in query.ts). */
export interface OfferPageInput<Image> {
  title: string
  ship: string
  nights: number
  route: string
  image: Image
  badge?: string | undefined
  intro: string
  itineraryHeading: string
  itinerary: readonly ItineraryInput[]
  faresHeading: string
  cabinCategory: string
  fareBasis: string
  occupancy: number
  fares: readonly FareInput[]
  fareNote?: string | undefined
  bookLabel: string
}

/**
 * The offer page as one visitor sees it on the agency's `today`: every amount in their currency,
 * dates in DD-MON-YYYY, and only the sailings still offered (none left: the page says so).
 */
export function offerPageView<Image>(offer: OfferPageInput<Image>, currency: CurrencyCode, today: IsoDate) {
  return {
    title: offer.title,
    ship: offer.ship,
    nights: offer.nights,
    route: offer.route,
    image: offer.image,
    badge: offer.badge ?? null,
    intro: offer.intro,
    currency,
    // The cheapest sailing still offered, per person, read from the fare table; none once every sailing has left.
    startingPrice: startingFrom(offer, today, currency),
    itineraryHeading: offer.itineraryHeading,
    itinerary: itineraryTableRows(offer.itinerary),
    faresHeading: offer.faresHeading,
    cabinCategory: offer.cabinCategory,
    fareBasis: offer.fareBasis,
    occupancy: offer.occupancy,
    fares: fareTableRows(upcomingSailings(offer.fares, today), currency),
    fareNote: offer.fareNote ?? null,
    bookLabel: offer.bookLabel,
  }
}

export type OfferPageView<Image> = ReturnType<typeof offerPageView<Image>>
