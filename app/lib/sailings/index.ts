// The agency's calendar: which sailings are still offered. A sailing on or before the agency's
// today (its own time zone, Asia/Singapore unless configured) is never offered. Pure functions of
// a date; the server's clock is read in clock.server.ts.

/** A calendar date as content stores it: YYYY-MM-DD. */
export type IsoDate = string

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar date at instant `now` (ms) in `timeZone`. */
export function dateInZone(now: number, timeZone: string): IsoDate {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** Whether `timeZone` is one the platform knows (an IANA name such as Asia/Singapore). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

/** A sailing is offered only after the agency's today: one that leaves today has closed. */
export const isUpcoming = (sailingDate: IsoDate, today: IsoDate): boolean => sailingDate > today

/** The rows whose sailing is still offered, in their order. */
export function upcomingSailings<Row extends { sailingDate: IsoDate }>(rows: readonly Row[], today: IsoDate): Row[] {
  return rows.filter((row) => isUpcoming(row.sailingDate, today))
}
