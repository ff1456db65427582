/**
 * /singapore-cruise shaped for one visitor: content in, display-ready
 * data out. Booking links are built here for the visitor's currency by the one builder (so each
 * carries that currency's site id), prices are formatted here by formatMoney, and the
 * visa rules get their labels and dates here, so the browser never formats anything differently
 * from the server. Pure and browser-safe; the route's loader reads the content.
 */
import { type BookingEngine, buildBookingUrl } from '~/lib/booking'
import type { ContentImage, Money } from '~/lib/content'
import { type CurrencyCode, formatMoney, formatMoneyIn } from '~/lib/currency'
import { departuresText, formatDayMonthYear, type IsoDate, isUpcoming } from '~/lib/sailings'

import type { SingaporePage } from './query'

// ---------------------------------------------------------------------------------------------
// Visa rules

export type VisaStatus = SingaporePage['visa']['rules'][number]['status']

/** The short badge of each visa status (the content's summary says it in full). */
export const VISA_STATUS_LABELS: Readonly<Record<VisaStatus, string>> = {
  visaRequired: 'Visa required',
  exempt: 'Visa exempt',
  arrivalCard: 'No visa · arrival card',
}

export interface VisaRuleView {
  key: string
  country: string
  status: VisaStatus
  statusLabel: string
  summary: string
  details: string
  /** When the rule took effect (the Thailand arrival card: 1 May 2025). */
  since?: { iso: string; label: string; lead: string }
}

/** One visa rule with its badge and its 'Mandatory since 1 May 2025' line. */
export function visaRuleView(rule: SingaporePage['visa']['rules'][number]): VisaRuleView {
  const view: VisaRuleView = {
    key: rule._key,
    country: rule.country,
    status: rule.status,
    statusLabel: VISA_STATUS_LABELS[rule.status] ?? rule.summary,
    summary: rule.summary,
    details: rule.details,
  }
  if (rule.since) {
    const label = formatDayMonthYear(rule.since, 'long')
    view.since = { iso: rule.since, label, lead: rule.status === 'arrivalCard' ? 'Mandatory since' : 'Since' }
  }
  return view
}

// ---------------------------------------------------------------------------------------------
// Land packages

export interface TierPriceRow {
  key: string
  stars: number
  /** '3-star' (content). */
  label: string
  /** The per-person price in the visitor's currency: '₹48,873', 'S$720', '$561'. */
  price: string
  amount: number
}

/**
 * A land package's hotel tiers as rows of its price table, lowest star rating first, with the
 * per-person price in `currency`. A tier without a price in that currency is left out rather than
 * shown as 'NaN'.
 */
export function tierPriceRows(tiers: ReadonlyArray<{ _key: string; stars: number; label: string; price: Money }>, currency: CurrencyCode): TierPriceRow[] {
  return [...tiers]
    .sort((a, b) => a.stars - b.stars)
    .flatMap((tier) => {
      const amount = tier.price[currency]
      if (typeof amount !== 'number' || !Number.isFinite(amount)) return []
      return [{ key: tier._key, stars: tier.stars, label: tier.label, price: formatMoney(amount, currency), amount }]
    })
}

/** The element id of a package's itinerary region: 'itinerary-landpackage-singapore-3n'. */
export function itineraryRegionId(packageId: string): string {
  const slug = packageId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `itinerary-${slug || 'package'}`
}

export interface DayPlanView {
  key: string
  day: number
  title: string
  plan: string
}

interface LandPackageView {
  id: string
  title: string
  nights: number
  duration: string
  description: string
  image: ContentImage
  /** The next start dates, when content limits them ("Every Saturday, Jan – Jun 2027"); absent: any day. */
  startDates?: string
  highlights: string[]
  dayPlans: DayPlanView[]
  /** Id of the itinerary's region (the shared toggle's aria-controls lists them all). */
  itineraryId: string
  tiers: TierPriceRow[]
  stayOption: string
  infoBox: string
  inclusions: string[]
}

// ---------------------------------------------------------------------------------------------
// The page

interface SectionLink {
  anchor: string
  label: string
}

export interface SingaporeView {
  currency: CurrencyCode
  title: string
  hero: { image: ContentImage; label: string; href: string }
  /** The page's sections in order, for the 'On this page' links (the content's anchors). */
  sections: SectionLink[]
  themedEvent: {
    anchor: string
    heading: string
    intro: string
    image: ContentImage
    ship: string
    /** The sailing while it is upcoming; null once it has left (the section then says "New dates soon"). */
    sailingDate: { iso: string; label: string } | null
    days: DayPlanView[]
    highlights: string[]
    /**
     * Per person, in the visitor's currency, as text (ADR 34), while the sailing is upcoming; null
     * once it has left: no price without a sailing to buy at it (the section offers "Tell me when
     * dates are out" instead).
     */
    price: string | null
    /** The visitor currency's note ('Balcony cabin, per person'), with the price. */
    priceNote?: string
    ctaLabel: string
  }
  cruiseLines: {
    anchor: string
    heading: string
    intro?: string
    cards: Array<{ key: string; name: string; cruiseLine: string; image: ContentImage; text: string; ctaLabel: string; href: string }>
  }
  landPackages: {
    anchor: string
    heading: string
    intro?: string
    expandLabel: string
    collapseLabel: string
    enquireLabel: string
    packages: LandPackageView[]
  }
  included: { anchor: string; heading: string; items: string[] }
  /** What each Enquire Now is about, for the enquiry form and its lead. */
  enquiryItems: SingaporeEnquiryItem[]
  visa: { anchor: string; heading: string; intro: string; rules: VisaRuleView[]; ctaLabel: string; disclaimer?: string }
}

/** What one Enquire Now of the page is about: the themed sailing or a land package. The lead names it (its lead variation). */
export interface SingaporeEnquiryItem {
  /** The no-JS link's `?item=` value. */
  id: string
  title: string
}

/** The `?item=` of the themed sailing's Enquire Now (the land packages use their document ids). */
export const THEMED_EVENT_ITEM = 'themed-event'

/** Every item the page's enquiry form may be about, the themed sailing first. */
export function singaporeEnquiryItems(page: Pick<SingaporePage, 'themedEvent' | 'landPackages'>): SingaporeEnquiryItem[] {
  return [{ id: THEMED_EVENT_ITEM, title: page.themedEvent.heading }, ...page.landPackages.packages.map((pkg) => ({ id: pkg._id, title: pkg.title }))]
}

const dayPlans = (plans: ReadonlyArray<{ _key: string; day: number; title: string; plan: string }>): DayPlanView[] =>
  [...plans].sort((a, b) => a.day - b.day).map((plan) => ({ key: plan._key, day: plan.day, title: plan.title, plan: plan.plan }))

/**
 * The whole page for one currency. Every booking link (the hero's 1-3 night Ovation search, each
 * cruise line's SIN search) comes from buildBookingUrl, so it carries that currency's site id.
 */
export function shapeSingaporePage(page: SingaporePage, engine: BookingEngine, currency: CurrencyCode, today: IsoDate): SingaporeView {
  const { themedEvent, cruiseLines, landPackages, included, visa } = page
  const sailingAhead = isUpcoming(themedEvent.sailingDate, today)
  return {
    currency,
    title: page.title,
    hero: { image: page.heroImage, label: page.heroLabel, href: buildBookingUrl(engine, page.heroSearch, currency) },
    sections: [themedEvent, cruiseLines, landPackages, included, visa].map((section) => ({ anchor: section.anchor, label: section.heading })),
    themedEvent: {
      anchor: themedEvent.anchor,
      heading: themedEvent.heading,
      intro: themedEvent.intro,
      image: themedEvent.image,
      ship: themedEvent.ship,
      sailingDate: sailingAhead ? { iso: themedEvent.sailingDate, label: formatDayMonthYear(themedEvent.sailingDate) } : null,
      days: dayPlans(themedEvent.days),
      highlights: themedEvent.highlights,
      price: sailingAhead ? formatMoneyIn(themedEvent.price, currency) : null,
      ...(sailingAhead && themedEvent.priceNote[currency] ? { priceNote: themedEvent.priceNote[currency] } : {}),
      ctaLabel: themedEvent.ctaLabel,
    },
    cruiseLines: {
      anchor: cruiseLines.anchor,
      heading: cruiseLines.heading,
      ...(cruiseLines.intro ? { intro: cruiseLines.intro } : {}),
      cards: cruiseLines.cards.map((card) => ({
        key: card._key,
        name: card.name,
        cruiseLine: card.cruiseLine,
        image: card.image,
        text: card.text,
        ctaLabel: card.ctaLabel,
        href: buildBookingUrl(engine, card.search, currency),
      })),
    },
    landPackages: {
      anchor: landPackages.anchor,
      heading: landPackages.heading,
      ...(landPackages.intro ? { intro: landPackages.intro } : {}),
      expandLabel: landPackages.expandLabel,
      collapseLabel: landPackages.collapseLabel,
      enquireLabel: landPackages.enquireLabel,
      // A stay with start dates is shown while one is left; one without starts on any day.
      packages: landPackages.packages.flatMap((pkg) => {
        // Null when none is left (departuresText reads what is left after today, once).
        const startDates = pkg.departures ? departuresText(pkg.departures, today) : null
        if (pkg.departures && startDates === null) return []
        return {
          id: pkg._id,
          title: pkg.title,
          nights: pkg.nights,
          duration: pkg.duration,
          description: pkg.description,
          image: pkg.image,
          ...(startDates ? { startDates } : {}),
          highlights: pkg.highlights,
          dayPlans: dayPlans(pkg.dayPlans),
          itineraryId: itineraryRegionId(pkg._id),
          tiers: tierPriceRows(pkg.hotelTiers, currency),
          stayOption: pkg.stayOption,
          infoBox: pkg.infoBox,
          inclusions: pkg.inclusions,
        }
      }),
    },
    included: { anchor: included.anchor, heading: included.heading, items: included.items },
    enquiryItems: singaporeEnquiryItems(page),
    visa: {
      anchor: visa.anchor,
      heading: visa.heading,
      intro: visa.intro,
      rules: visa.rules.map(visaRuleView),
      ctaLabel: visa.ctaLabel,
      ...(visa.disclaimer ? { disclaimer: visa.disclaimer } : {}),
    },
  }
}
