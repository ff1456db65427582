// What the Studio says about a sailing offer's departures, on the agency's calendar (the site's own
// rule, app/lib/sailings: a sailing on or before the agency's today is no longer offered).
import { defineField } from 'sanity'
import { WEEKDAYS, dateInZone, nextDeparture, type Departures } from '../../app/lib/sailings'

export type { Departures }

/** The weekdays a weekly departure can be on, the site's own names ("Every Friday"), Monday first. */
export const DEPARTURE_WEEKDAYS = [...WEEKDAYS.slice(1), WEEKDAYS[0]]

/** The agency's time zone as the site's default (AGENCY_TIME_ZONE); the Studio has no server env. */
const AGENCY_TIME_ZONE = 'Asia/Singapore'

export const agencyToday = (now = Date.now()) => dateInZone(now, AGENCY_TIME_ZONE)

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
