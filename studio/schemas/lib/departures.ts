// What the Studio says about a sailing offer's departures, on the agency's calendar (the site's own
// rule, app/lib/sailings: a sailing on or before the agency's today is no longer offered).
import { defineField } from 'sanity'

import {
  addDays,
  dateInZone,
  daysBetween,
  type Departures,
  fromPrice,
  type IsoDate,
  isUpcoming,
  lastDeparture,
  nextDeparture,
  type PricedSailing,
  WEEKDAYS,
} from '../../../app/lib/sailings'
import { agencyTimeZone } from './env'

export { lastDeparture }

export type { Departures, IsoDate }

/** The weekdays a weekly departure can be on, the site's own names ("Every Friday"), Monday first. */
export const DEPARTURE_WEEKDAYS = [...WEEKDAYS.slice(1), WEEKDAYS[0]]

/** The agency's today, as the site's clock has it (lib/env.ts agencyTimeZone). */
const agencyToday = (now = Date.now()): IsoDate => dateInZone(now, agencyTimeZone())

const labelFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })
const label = (date: string) => labelFormat.format(new Date(`${date}T00:00:00Z`))

/** For a document list: "next 08 Jan 2027", or "all sailed" when nothing is left. */
export function departureSummary(departures: Departures | undefined, today = agencyToday()): string {
  const next = nextDeparture(departures, today)
  return next ? `next ${label(next)}` : 'all sailed'
}

/**
 * What a card does once every sailing has left: by default it leaves the site; with this on it
 * stays, saying "New dates soon" with an enquiry in place of Book Now.
 */
export function newDatesSoonField(options: { group: string }) {
  return defineField({
    name: 'newDatesSoon',
    title: 'When every sailing has left: show “New dates soon”',
    type: 'boolean',
    group: options.group,
    description:
      'Off: once its last sailing has left, the card leaves the site by itself. On: the card stays, saying New dates soon, with an enquiry instead of Book Now, until you add new dates.',
    initialValue: false,
  })
}

/** How many days before a document's last sailing the Studio warns that it is ending. */
export const ENDING_SOON_DAYS = 14

/**
 * Every calendar warning starts with this, so the offline content check keeps it a warning
 * (scripts/lib/content-checks.mjs markerLevel): it depends on the day it runs.
 */
export const CALENDAR_WARNING_PREFIX = 'Sailings:'

/** Dates as an editor lists them: in order, each once ("20 Nov 2026 comes after 18 Apr 2027"). */
export function checkDateOrder(dates: readonly (string | undefined)[] | undefined, what = 'dates'): true | string {
  const listed = (dates ?? []).filter((date): date is string => typeof date === 'string')
  const repeated = listed.find((date, index) => listed.indexOf(date) !== index)
  if (repeated) return `Each date once: ${label(repeated)} is listed twice`
  const index = listed.findIndex((date, at) => at > 0 && date < listed[at - 1]!)
  return index > 0 ? `List the ${what} in date order: ${label(listed[index]!)} comes after ${label(listed[index - 1]!)}` : true
}

/**
 * A warning for staff when some listed sailings have already left while others are still
 * offered (when all have left, calendarWarning says so): visitors no longer see those.
 */
export function pastDatesWarning(dates: readonly (string | undefined)[] | undefined, today = agencyToday()): true | string {
  const listed = (dates ?? []).filter((date): date is string => typeof date === 'string')
  const past = listed.filter((date) => !isUpcoming(date, today))
  if (past.length === 0 || past.length === listed.length) return true
  const named = past.slice(0, 3).map(label).join(', ') + (past.length > 3 ? ` and ${past.length - 3} more` : '')
  return `${CALENDAR_WARNING_PREFIX} ${named} ${past.length === 1 ? 'has' : 'have'} left, so visitors no longer see ${past.length === 1 ? 'it' : 'them'}. Remove ${past.length === 1 ? 'it' : 'them'}, or correct the date.`
}

/** What visitors see once a document's last sailing has left. */
export type AfterLastSailing = 'leaves' | 'newDatesSoon' | 'noSailingOpen'

const AFTER_LAST_SAILING: Record<AfterLastSailing, string> = {
  leaves: 'it has left the site',
  newDatesSoon: 'visitors see New dates soon',
  noSailingOpen: 'visitors read that no sailing is open',
}

/**
 * A warning for staff when a document's last sailing (`last`) has left, or leaves within
 * ENDING_SOON_DAYS of the agency's today; true otherwise (or when there is no sailing to judge).
 */
export function calendarWarning(last: IsoDate | null | undefined, after: AfterLastSailing, today = agencyToday()): true | string {
  if (!last) return true
  if (!isUpcoming(last, today)) {
    return `${CALENDAR_WARNING_PREFIX} every sailing has left (the last on ${label(last)}), so ${AFTER_LAST_SAILING[after]}. Add the next dates.`
  }
  if (last <= addDays(today, ENDING_SOON_DAYS)) {
    const days = daysBetween(today, last)
    return `${CALENDAR_WARNING_PREFIX} the last sailing is on ${label(last)}, in ${days} day${days === 1 ? '' : 's'}. Add the next dates before then.`
  }
  return true
}

type FareDates = ReadonlyArray<{ sailingDate?: string }> | undefined

/** An offer page's fare rows as a list of departures (rows without a date left out). */
const fareDepartures = (fares: FareDates): Departures => ({ dates: (fares ?? []).map((fare) => fare.sailingDate ?? '').filter(Boolean) })

/** The last sailing of fare rows (an offer page's table), or null for none. */
export const lastFareSailing = (fares: FareDates): IsoDate | null => lastDeparture(fareDepartures(fares))

/** For an offer page in a list: "next 23 Nov 2026", or "all sailed", from its fare rows. */
export const fareSummary = (fares: FareDates, today = agencyToday()): string => departureSummary(fareDepartures(fares), today)

/**
 * For a list: "from USD 580", the site's own "from" price of a fare table (lib/sailings fromPrice:
 * the cheapest upcoming sailing per person), or undefined once every sailing has left.
 */
export function fromPriceLabel(
  fares: ReadonlyArray<{ sailingDate?: string; totalCabinFare?: { USD?: number } }> | undefined,
  occupancy: number | undefined,
  today = agencyToday(),
): string | undefined {
  const priced = (fares ?? []).filter((row): row is PricedSailing<'USD'> => typeof row.sailingDate === 'string' && typeof row.totalCabinFare?.USD === 'number')
  const price = fromPrice({ occupancy: occupancy ?? 0, fares: priced }, today, ['USD'])
  return price ? `from USD ${price.USD}` : undefined
}

/** For one fare row: " · sailed" once its day has come, so staff see which rows visitors no longer get. */
export const sailedNote = (sailingDate: string | undefined, today = agencyToday()): string =>
  sailingDate && !isUpcoming(sailingDate, today) ? ' · sailed' : ''

/** A document in the Studio's "Ending soon and departed" list, as the list's query reads it. */
export interface CalendarDocument {
  _id: string
  _type: string
  title?: string
  departures?: Departures | null
  /** A package's departure date. */
  date?: string | null
  /** An offer page's fare rows. */
  fares?: ReadonlyArray<{ sailingDate?: string }> | null
  /** A campaign's end (an instant). */
  endsAt?: string | null
}

export interface EndingSoonEntry {
  id: string
  type: string
  title: string
  /** The last sailing (a campaign: the agency's day it ends). */
  last: IsoDate
  /** Left already, or leaving within ENDING_SOON_DAYS. */
  status: 'departed' | 'endingSoon'
}

/** The day a document's last sailing leaves (a campaign: the day it ends), or null for none. */
function lastDayOf(document: CalendarDocument): IsoDate | null {
  switch (document._type) {
    case 'deal':
      return lastDeparture(document.departures)
    case 'package':
      return document.date ?? null
    case 'offerPage':
      return lastFareSailing(document.fares ?? undefined)
    case 'campaign':
      return document.endsAt ? agencyToday(Date.parse(document.endsAt)) : null
    default:
      return null
  }
}

/**
 * The documents whose sailings have all left or leave within ENDING_SOON_DAYS (campaigns: that
 * have ended or end by then), ordered by their last day: the longest gone first, then the next to go.
 */
export function endingSoon(documents: readonly CalendarDocument[], now = Date.now()): EndingSoonEntry[] {
  const today = agencyToday(now)
  const horizon = addDays(today, ENDING_SOON_DAYS)
  const entries: EndingSoonEntry[] = []
  for (const document of documents) {
    const last = lastDayOf(document)
    if (!last || last > horizon) continue
    // A campaign ends at an instant; a sailing has left from its own day on.
    const gone = document._type === 'campaign' ? Date.parse(document.endsAt ?? '') <= now : !isUpcoming(last, today)
    entries.push({ id: document._id, type: document._type, title: document.title ?? 'Untitled', last, status: gone ? 'departed' : 'endingSoon' })
  }
  return entries.sort((a, b) => a.last.localeCompare(b.last) || a.title.localeCompare(b.title, 'en'))
}

/** "all sailed, last 12 Mar 2027" or "last sailing 15 Mar 2027" (campaigns: "ended" / "ends"), for the list. */
export function endingSoonNote(entry: EndingSoonEntry): string {
  if (entry.type === 'campaign') return `${entry.status === 'departed' ? 'ended' : 'ends'} ${label(entry.last)}`
  return `${entry.status === 'departed' ? 'all sailed, last' : 'last sailing'} ${label(entry.last)}`
}
