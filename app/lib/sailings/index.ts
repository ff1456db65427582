// The agency's calendar: which sailings are still offered. A sailing on or before the agency's
// today (its own time zone, Asia/Singapore unless configured) is never offered. Pure functions of
// a date; the server's clock is read in clock.server.ts.

/** A calendar date as content stores it: YYYY-MM-DD. */
export type IsoDate = string

/** The months as visitors read them (content dates carry no time zone, so no Intl is involved). */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const

/*
 * Content dates are printed from these names, not with Intl.DateTimeFormat: they carry no time
 * zone, and a browser's first DateTimeFormat loads its date data on the main thread (25-70 ms in
 * Chromium here), which a page would pay while it loads.
 */

/** The parts of a content date (YYYY-MM-DD), or null for anything else. */
function contentDateParts(iso: string): { year: string; month: (typeof MONTH_NAMES)[number]; day: number } | null {
  const [, year, monthNumber, dayNumber] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) ?? []
  const month = MONTH_NAMES[Number(monthNumber) - 1]
  const day = Number(dayNumber)
  return year && month && day >= 1 && day <= 31 ? { year, month, day } : null
}

/** '2025-07-31' -> 'Jul 31, 2025' (short) or 'July 31, 2025' (long); anything else is returned as given. */
export function formatContentDate(iso: string, month: 'short' | 'long' = 'short'): string {
  const parts = contentDateParts(iso)
  if (!parts) return iso
  return `${month === 'short' ? parts.month.slice(0, 3) : parts.month} ${parts.day}, ${parts.year}`
}

/** '2025-10-27' -> '27 Oct 2025' (short) or '27 October 2025' (long); anything else is returned as given. */
export function formatDayMonthYear(iso: string, month: 'short' | 'long' = 'short'): string {
  const parts = contentDateParts(iso)
  if (!parts) return iso
  return `${parts.day} ${month === 'short' ? parts.month.slice(0, 3) : parts.month} ${parts.year}`
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>()

/** The wall clock at instant `ms` in `timeZone`: its date and its hour and minute (one formatter per zone). */
function wallClock(ms: number, timeZone: string): Record<string, string> {
  let format = zoneFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    zoneFormats.set(timeZone, format)
  }
  return Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]))
}

/** The calendar date at instant `now` (ms) in `timeZone`. */
export function dateInZone(now: number, timeZone: string): IsoDate {
  const parts = wallClock(now, timeZone)
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The wall clock at instant `ms` in `timeZone` as `YYYY-MM-DD HH:MM` (an admin's listing of leads). */
export function wallClockText(ms: number, timeZone: string): string {
  const parts = wallClock(ms, timeZone)
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

/** The instant (ms) `day` begins in `timeZone`: its local midnight, daylight saving included. */
export function startOfDayInZone(day: IsoDate, timeZone: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  // The zone's offset at an instant: its wall clock read as UTC, less the instant (whole minutes).
  const offsetAt = (ms: number) => {
    const parts = wallClock(ms, timeZone)
    return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute)) - Math.floor(ms / 60_000) * 60_000
  }
  // Twice: the offset at UTC midnight can differ from the one at the local midnight (a change between them).
  const guess = midnightUtc - offsetAt(midnightUtc)
  return midnightUtc - offsetAt(guess)
}

/** A sailing is offered only after the agency's today: one that leaves today has closed. */
export const isUpcoming = (sailingDate: IsoDate, today: IsoDate): boolean => sailingDate > today

/** The rows whose sailing is still offered, in their order. */
export function upcomingSailings<Row extends { sailingDate: IsoDate }>(rows: readonly Row[], today: IsoDate): Row[] {
  return rows.filter((row) => isUpcoming(row.sailingDate, today))
}

/** A sailing of a fare table and its cabin total per currency: what a "from" price is read from. */
export interface PricedSailing<Currency extends string = string> {
  sailingDate: IsoDate
  totalCabinFare: Readonly<Record<Currency, number>>
}

/** The sailing with the lowest cabin total in `currency` (the earliest of equals), or null for none. */
export function cheapestFare<Currency extends string, Row extends PricedSailing<Currency>>(fares: readonly Row[], currency: Currency): Row | null {
  let best: Row | null = null
  for (const fare of fares) {
    const total = fare.totalCabinFare[currency]
    if (!Number.isFinite(total)) continue
    if (best === null || total < best.totalCabinFare[currency] || (total === best.totalCabinFare[currency] && fare.sailingDate < best.sailingDate)) {
      best = fare
    }
  }
  return best
}

/**
 * The "from" price of a fare table on the agency's `today`, in each of `currencies`: the cheapest
 * upcoming sailing's cabin total divided by the table's occupancy (per person), derived from the
 * table and never typed (ADR 23). Null when no sailing is left or a currency has no fare. The site's
 * cards and offer pages and the Studio's lists all read it here.
 */
export function fromPrice<Currency extends string>(
  offer: { occupancy: number; fares: readonly PricedSailing<Currency>[] },
  today: IsoDate,
  currencies: readonly Currency[],
): Record<Currency, number> | null {
  const upcoming = upcomingSailings(offer.fares, today)
  if (upcoming.length === 0 || !(offer.occupancy > 0)) return null
  const price = {} as Record<Currency, number>
  for (const currency of currencies) {
    const cheapest = cheapestFare(upcoming, currency)
    if (!cheapest) return null
    price[currency] = Math.round(cheapest.totalCabinFare[currency] / offer.occupancy)
  }
  return price
}

// ---------------------------------------------------------------------------------------------
// Departures of a deal: a list of dates, or a weekly rule over a range ("Every Friday, Jan – Jun").

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
type Weekday = (typeof WEEKDAYS)[number]

export interface Departures {
  /** Each departure's date. */
  dates?: readonly IsoDate[] | null
  /** Or every `weekday` from `from` until `until`, both included. */
  weekly?: { weekday: Weekday; from: IsoDate; until: IsoDate } | null
}

const DAY_MS = 86_400_000
const utcDay = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`)
const isoOf = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10)

/** The first `weekday` on or after `date`. */
function firstWeekdayFrom(date: IsoDate, weekday: Weekday): IsoDate {
  const ms = utcDay(date)
  const shift = (WEEKDAYS.indexOf(weekday) - new Date(ms).getUTCDay() + 7) % 7
  return isoOf(ms + shift * DAY_MS)
}

/**
 * What is left of `departures` after `today`: the dates after it, sorted; a weekly rule from its
 * next sailing (the weekday after today) to its end. Null when nothing is left.
 */
export function upcomingDepartures(departures: Departures | null | undefined, today: IsoDate): Departures | null {
  const dates = [...new Set(departures?.dates ?? [])].filter((date) => isUpcoming(date, today)).sort()
  if (dates.length > 0) return { dates }
  const weekly = departures?.weekly
  if (!weekly) return null
  const dayAfter = isoOf(utcDay(today) + DAY_MS)
  const next = firstWeekdayFrom(weekly.from > dayAfter ? weekly.from : dayAfter, weekly.weekday)
  return next <= weekly.until ? { weekly: { ...weekly, from: next } } : null
}

/** The last departure of `departures`, whatever today is (a weekly rule's last weekday), or null for none. */
export function lastDeparture(departures: Departures | null | undefined): IsoDate | null {
  const dates = [...(departures?.dates ?? [])].sort()
  if (dates.length > 0) return dates.at(-1) as IsoDate
  const weekly = departures?.weekly
  if (!weekly) return null
  const until = utcDay(weekly.until)
  const back = (new Date(until).getUTCDay() - WEEKDAYS.indexOf(weekly.weekday) + 7) % 7
  const last = isoOf(until - back * DAY_MS)
  return last >= weekly.from ? last : null
}

/** `date` moved by `days` calendar days. */
export const addDays = (date: IsoDate, days: number): IsoDate => isoOf(utcDay(date) + days * DAY_MS)

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((utcDay(to) - utcDay(from)) / DAY_MS)

/** The next departure of what is left (upcomingDepartures), or null. */
export function nextDeparture(departures: Departures | null | undefined, today: IsoDate): IsoDate | null {
  const left = upcomingDepartures(departures, today)
  return left?.dates?.[0] ?? left?.weekly?.from ?? null
}

const monthOf = (date: IsoDate) => (MONTH_NAMES[Number(date.slice(5, 7)) - 1] as string).slice(0, 3)
const yearOf = (date: IsoDate) => date.slice(0, 4)

/** How many of a list's dates a card shows: the next ones. */
const DATES_SHOWN = 3

/**
 * The departures as visitors read them, from what is left after `today`: "Jan 08, Feb 12, Mar 12
 * 2027" (the next three; a year at the end of each year's dates), or "Every Friday, Jan – Jun 2027".
 * Null when nothing is left.
 */
export function departuresText(departures: Departures | null | undefined, today: IsoDate): string | null {
  const left = upcomingDepartures(departures, today)
  if (!left) return null
  if (left.dates) {
    const shown = left.dates.slice(0, DATES_SHOWN)
    return shown
      .map((date, index) => {
        const label = `${monthOf(date)} ${date.slice(8, 10)}`
        const lastOfYear = index === shown.length - 1 || yearOf(shown[index + 1] as IsoDate) !== yearOf(date)
        return lastOfYear ? `${label} ${yearOf(date)}` : label
      })
      .join(', ')
  }
  const { weekday, from, until } = left.weekly as NonNullable<Departures['weekly']>
  const sameYear = yearOf(from) === yearOf(until)
  const start = sameYear ? monthOf(from) : `${monthOf(from)} ${yearOf(from)}`
  const range = monthOf(from) === monthOf(until) && sameYear ? `${monthOf(until)} ${yearOf(until)}` : `${start} – ${monthOf(until)} ${yearOf(until)}`
  return `Every ${weekday}, ${range}`
}

// ---------------------------------------------------------------------------------------------
// A card whose sailings have all left: gone, or kept by content with "New dates soon".

/** What visitors read where sailings have left: a kept card, its enquiry, an empty list or table. */
export const SAILING_TEXTS = {
  newDatesSoon: 'New dates soon',
  enquire: 'Enquire Now',
  /** An offer page whose fares have all left. */
  offerClosed: 'No sailing of this cruise is open right now. Ask us and we will tell you when new dates are out.',
  /** A row of deals or packages with none left. */
  listClosed: 'Every sailing in this list has left. New dates are on their way: ask us and we will tell you first.',
} as const

/** On sale (a sailing is left), kept as "New dates soon" (content asks for it), or gone. */
export type SaleState = 'onSale' | 'newDatesSoon' | 'gone'

export function saleState(next: IsoDate | null, newDatesSoon: boolean | null | undefined): SaleState {
  if (next !== null) return 'onSale'
  return newDatesSoon ? 'newDatesSoon' : 'gone'
}

/** A single-date sailing (a package, the themed event) as a next departure: itself while upcoming. */
export const nextSailing = (date: IsoDate, today: IsoDate): IsoDate | null => (isUpcoming(date, today) ? date : null)

/** Whether `value` is a real calendar date written YYYY-MM-DD (2027-02-29 is not). */
export function isCalendarDate(value: string): value is IsoDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const ms = utcDay(value)
  return Number.isFinite(ms) && isoOf(ms) === value
}

/** The instant (ms) of noon on `date` in `timeZone`: a whole day's middle, whatever the offset. */
export function noonInZone(date: IsoDate, timeZone: string): number {
  const guess = Date.parse(`${date}T12:00:00Z`)
  const parts = wallClock(guess, timeZone)
  const wall = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`)
  return guess - (wall - guess)
}
