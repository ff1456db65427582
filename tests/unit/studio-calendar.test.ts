import { describe, expect, it } from 'vitest'

import { addDays, lastDeparture } from '~/lib/sailings'

import { CALENDAR_WARNING } from '../../scripts/lib/content-checks.mjs'
import { missingCurrencies } from '../../studio/schemas/lib/currencies'
import {
  CALENDAR_WARNING_PREFIX,
  calendarWarning,
  checkDateOrder,
  departureSummary,
  endingSoon,
  endingSoonNote,
  fareSummary,
  lastFareSailing,
  pastDatesWarning,
  sailedNote,
} from '../../studio/schemas/lib/departures'
import { checkFareRow } from '../../studio/schemas/lib/fares'

// What the Studio tells staff about a document's sailings, on a today each test gives: the
// warnings on documents that have sailed or end within 14 days, and the list's summary.

describe('lastDeparture', () => {
  it('is the latest date of a list, in any order', () => {
    expect(lastDeparture({ dates: ['2027-03-12', '2027-01-08', '2027-02-12'] })).toBe('2027-03-12')
  })

  it('is the last weekday of a weekly rule on or before its end, also when the rule ends mid-week', () => {
    expect(lastDeparture({ weekly: { weekday: 'Friday', from: '2027-01-01', until: '2027-06-30' } })).toBe('2027-06-25')
    expect(lastDeparture({ weekly: { weekday: 'Friday', from: '2027-01-01', until: '2027-06-25' } })).toBe('2027-06-25')
    // A range with no such weekday in it has no departure.
    expect(lastDeparture({ weekly: { weekday: 'Friday', from: '2027-06-26', until: '2027-06-30' } })).toBeNull()
    expect(lastDeparture(null)).toBeNull()
  })

  it('counts across a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2028-02-28', 14)).toBe('2028-03-13')
    expect(lastDeparture({ weekly: { weekday: 'Tuesday', from: '2028-02-01', until: '2028-03-01' } })).toBe('2028-02-29')
  })
})

describe('calendarWarning', () => {
  const today = '2027-03-01'

  it('says nothing while the last sailing is more than 14 days away, or when there is none', () => {
    expect(calendarWarning('2027-03-16', 'leaves', today)).toBe(true)
    expect(calendarWarning(null, 'leaves', today)).toBe(true)
  })

  it('warns from 14 days before the last sailing, with the date and the days left', () => {
    expect(calendarWarning('2027-03-15', 'leaves', today)).toBe('Sailings: the last sailing is on 15 Mar 2027, in 14 days. Add the next dates before then.')
    expect(calendarWarning('2027-03-02', 'leaves', today)).toMatch(/in 1 day\./)
  })

  it('warns once the last sailing has left (its own day included), saying what visitors now see', () => {
    expect(calendarWarning('2027-03-01', 'leaves', today)).toBe(
      'Sailings: every sailing has left (the last on 01 Mar 2027), so it has left the site. Add the next dates.',
    )
    expect(calendarWarning('2027-02-01', 'newDatesSoon', today)).toMatch(/visitors see New dates soon/)
    expect(calendarWarning('2027-02-01', 'noSailingOpen', today)).toMatch(/visitors read that no sailing is open/)
  })

  it('starts every warning as the offline content check expects, so it stays a warning there', () => {
    for (const last of ['2027-02-01', '2027-03-10']) {
      const warning = calendarWarning(last, 'leaves', today)
      expect(typeof warning === 'string' && warning.startsWith(CALENDAR_WARNING_PREFIX)).toBe(true)
      expect(CALENDAR_WARNING.test(String(warning))).toBe(true)
    }
  })
})

describe('the Studio’s summaries', () => {
  it('takes an offer page’s last sailing from its fare rows', () => {
    expect(lastFareSailing([{ sailingDate: '2027-03-11' }, { sailingDate: '2026-10-19' }, {}])).toBe('2027-03-11')
    expect(lastFareSailing(undefined)).toBeNull()
  })

  it('shows a deal’s next departure, or that all have sailed', () => {
    expect(departureSummary({ dates: ['2027-01-08', '2027-02-12'] }, '2027-01-08')).toBe('next 12 Feb 2027')
    expect(departureSummary({ dates: ['2027-01-08'] }, '2027-01-08')).toBe('all sailed')
  })

  it('shows an offer page’s next sailing, and marks the fare rows that have sailed', () => {
    const fares = [{ sailingDate: '2026-11-23' }, { sailingDate: '2026-11-30' }]
    expect(fareSummary(fares, '2026-11-23')).toBe('next 30 Nov 2026')
    expect(fareSummary(fares, '2026-11-30')).toBe('all sailed')
    expect(sailedNote('2026-11-23', '2026-11-23')).toBe(' · sailed')
    expect(sailedNote('2026-11-30', '2026-11-23')).toBe('')
  })
})

describe('the "Ending soon and departed" list', () => {
  // Noon in Singapore on 1 Mar 2027.
  const now = Date.parse('2027-03-01T12:00:00+08:00')
  const documents = [
    { _id: 'deal-far', _type: 'deal', title: 'Far', departures: { dates: ['2027-03-20'] } },
    { _id: 'deal-soon', _type: 'deal', title: 'Soon', departures: { weekly: { weekday: 'Friday' as const, from: '2027-01-01', until: '2027-03-10' } } },
    { _id: 'package-gone', _type: 'package', title: 'Gone', date: '2027-03-01' },
    { _id: 'offer-gone-long', _type: 'offerPage', title: 'Long gone', fares: [{ sailingDate: '2027-02-01' }, { sailingDate: '2026-12-01' }] },
    { _id: 'campaign-ends', _type: 'campaign', title: 'Ends tonight', endsAt: '2027-03-01T23:59:00+08:00' },
    { _id: 'campaign-ended', _type: 'campaign', title: 'Ended', endsAt: '2027-03-01T11:00:00+08:00' },
    { _id: 'campaign-open', _type: 'campaign', title: 'Open-ended' },
    { _id: 'deal-none', _type: 'deal', title: 'No dates' },
  ]

  it('keeps what has sailed or ends within 14 days, the longest gone first', () => {
    const entries = endingSoon(documents, now)
    expect(entries.map((entry) => [entry.id, entry.last, entry.status])).toEqual([
      ['offer-gone-long', '2027-02-01', 'departed'],
      ['campaign-ended', '2027-03-01', 'departed'],
      ['campaign-ends', '2027-03-01', 'endingSoon'],
      ['package-gone', '2027-03-01', 'departed'],
      ['deal-soon', '2027-03-05', 'endingSoon'],
    ])
    expect(entries.map(endingSoonNote)).toEqual([
      'all sailed, last 01 Feb 2027',
      'ended 01 Mar 2027',
      'ends 01 Mar 2027',
      'all sailed, last 01 Mar 2027',
      'last sailing 05 Mar 2027',
    ])
  })

  it('takes the day in Singapore: a deal whose last sailing is tomorrow there, late at night in London, is still to come', () => {
    const lateInLondon = Date.parse('2027-03-01T15:30:00Z') // 23:30 in Singapore on 1 Mar
    expect(endingSoon([{ _id: 'd', _type: 'deal', title: 'D', departures: { dates: ['2027-03-02'] } }], lateInLondon)[0]?.status).toBe('endingSoon')
    const pastMidnight = Date.parse('2027-03-01T16:00:00Z') // 00:00 on 2 Mar in Singapore
    expect(endingSoon([{ _id: 'd', _type: 'deal', title: 'D', departures: { dates: ['2027-03-02'] } }], pastMidnight)[0]?.status).toBe('departed')
  })
})

describe('departure and sailing dates as an editor lists them', () => {
  it('refuses dates out of order or twice, naming them as the Studio shows them', () => {
    expect(checkDateOrder(['2027-01-08', '2027-02-12'])).toBe(true)
    expect(checkDateOrder(['2027-04-18', '2026-11-20'], 'departure dates')).toBe('List the departure dates in date order: 20 Nov 2026 comes after 18 Apr 2027')
    expect(checkDateOrder(['2027-04-18', '2027-04-18'])).toBe('Each date once: 18 Apr 2027 is listed twice')
    expect(checkDateOrder(undefined)).toBe(true)
  })

  it('warns about sailings that have left while others are still offered (all gone: the calendar warning speaks)', () => {
    const today = '2026-11-28'
    expect(pastDatesWarning(['2026-11-20', '2027-04-18'], today)).toBe(
      'Sailings: 20 Nov 2026 has left, so visitors no longer see it. Remove it, or correct the date.',
    )
    expect(pastDatesWarning(['2026-11-28', '2027-04-18'], today)).toMatch(/^Sailings: 28 Nov 2026 has left/)
    expect(pastDatesWarning(['2026-12-01', '2027-04-18'], today)).toBe(true)
    expect(pastDatesWarning(['2026-01-01', '2026-02-01'], today)).toBe(true)
  })
})

describe('a fare row: one message for what it lacks', () => {
  it('names every missing part of an empty or half-typed row at once, then checks the total', () => {
    expect(checkFareRow({})).toBe('This sailing still needs: sailing date, cruise fare, NCCF, taxes and port fees, gratuities, total cabin fare')
    expect(checkFareRow({ sailingDate: '2027-03-01', cruiseFare: { INR: 1 } })).toBe(
      'This sailing still needs: NCCF, taxes and port fees, gratuities, total cabin fare',
    )
    const whole = { INR: 100, USD: 10, SGD: 10 }
    const row = { sailingDate: '2027-03-01', cruiseFare: whole, nccf: whole, tax: whole, gratuities: whole }
    expect(checkFareRow({ ...row, totalCabinFare: { INR: 800, USD: 80, SGD: 80 } })).toBe(true)
    expect(checkFareRow({ ...row, totalCabinFare: { INR: 801, USD: 80, SGD: 80 } })).toMatch(/^Total cabin fare must be 2 guests/)
  })

  it('an amount says in one message which currencies it lacks', () => {
    expect(missingCurrencies({ INR: 1 })).toBe('Give the amount in every currency: USD and SGD are missing')
    expect(missingCurrencies({ INR: 1, USD: 2 })).toBe('Give the amount in every currency: SGD is missing')
    expect(missingCurrencies({ INR: 1, USD: 2, SGD: 0 })).toBe(true)
    expect(missingCurrencies(undefined)).toBe(true)
  })
})
