import { describe, expect, it } from 'vitest'

import { isTimeZone } from '~/lib/platform/env/time-zone'
import {
  dateInZone,
  departuresText,
  formatContentDate,
  formatDayMonthYear,
  isUpcoming,
  nextDeparture,
  startOfDayInZone,
  upcomingDepartures,
  upcomingSailings,
  wallClockText,
} from '~/lib/sailings'

// The agency's calendar (app/lib/sailings): every instant here is chosen by the test.

describe("the agency's today", () => {
  const SINGAPORE = 'Asia/Singapore'

  it('turns at midnight in Singapore, not at midnight UTC', () => {
    // 23:59:59.999 on 24 Nov in Singapore is 15:59:59.999 UTC; a millisecond later it is the 25th.
    expect(dateInZone(Date.UTC(2026, 10, 24, 15, 59, 59, 999), SINGAPORE)).toBe('2026-11-24')
    expect(dateInZone(Date.UTC(2026, 10, 24, 16, 0, 0, 0), SINGAPORE)).toBe('2026-11-25')
    // Still the 24th in UTC and in India at that instant.
    expect(dateInZone(Date.UTC(2026, 10, 24, 16, 0, 0, 0), 'UTC')).toBe('2026-11-24')
    expect(dateInZone(Date.UTC(2026, 10, 24, 16, 0, 0, 0), 'Asia/Kolkata')).toBe('2026-11-24')
  })

  it("begins the agency's day at its own midnight, and reads an instant on its wall clock", () => {
    expect(startOfDayInZone('2026-11-25', SINGAPORE)).toBe(Date.UTC(2026, 10, 24, 16, 0))
    expect(startOfDayInZone('2026-11-25', 'Asia/Kolkata')).toBe(Date.UTC(2026, 10, 24, 18, 30))
    expect(startOfDayInZone('2026-11-25', 'UTC')).toBe(Date.UTC(2026, 10, 25))
    // A day that begins in summer time, and the day summer time starts (London: 29 March 2026, at 01:00 UTC).
    expect(startOfDayInZone('2026-07-01', 'Europe/London')).toBe(Date.UTC(2026, 5, 30, 23, 0))
    expect(startOfDayInZone('2026-03-30', 'Europe/London')).toBe(Date.UTC(2026, 2, 29, 23, 0))
    expect(startOfDayInZone('2026-03-29', 'Europe/London')).toBe(Date.UTC(2026, 2, 29, 0, 0))
    // 23:16 UTC on the 27th is 04:46 the next morning in India, 07:16 in Singapore.
    expect(wallClockText(Date.parse('2026-11-27T23:16:21Z'), 'Asia/Kolkata')).toBe('2026-11-28 04:46')
    expect(wallClockText(Date.parse('2026-11-27T23:16:21Z'), SINGAPORE)).toBe('2026-11-28 07:16')
  })

  it('knows a leap day and the turn of a year', () => {
    expect(dateInZone(Date.UTC(2028, 1, 28, 16, 0), SINGAPORE)).toBe('2028-02-29')
    expect(dateInZone(Date.UTC(2028, 1, 29, 16, 0), SINGAPORE)).toBe('2028-03-01')
    expect(dateInZone(Date.UTC(2026, 11, 31, 16, 0), SINGAPORE)).toBe('2027-01-01')
  })

  it('accepts IANA zone names only', () => {
    expect(isTimeZone('Asia/Singapore')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})

describe('which sailings are offered', () => {
  it('a sailing after today is offered; one leaving today or before is not', () => {
    expect(isUpcoming('2026-11-26', '2026-11-25')).toBe(true)
    expect(isUpcoming('2026-11-25', '2026-11-25')).toBe(false)
    expect(isUpcoming('2026-11-24', '2026-11-25')).toBe(false)
    expect(isUpcoming('2028-02-29', '2028-02-28')).toBe(true)
    expect(isUpcoming('2028-02-29', '2028-02-29')).toBe(false)
  })

  it('keeps the rows still offered, in their order', () => {
    const rows = [{ sailingDate: '2026-11-24' }, { sailingDate: '2026-11-25' }, { sailingDate: '2027-01-09' }, { sailingDate: '2026-12-01' }]
    expect(upcomingSailings(rows, '2026-11-25')).toEqual([{ sailingDate: '2027-01-09' }, { sailingDate: '2026-12-01' }])
    expect(upcomingSailings(rows, '2027-01-09')).toEqual([])
  })
})

describe('departures', () => {
  const list = { dates: ['2027-03-12', '2027-01-08', '2027-02-12', '2027-04-09'] }
  // Fridays from 1 Jan to 25 Jun 2027.
  const weekly = { weekly: { weekday: 'Friday' as const, from: '2027-01-01', until: '2027-06-25' } }

  it('reads a list as the next three dates, a year after each year’s dates', () => {
    expect(departuresText(list, '2026-11-25')).toBe('Jan 08, Feb 12, Mar 12 2027')
    expect(departuresText(list, '2027-01-08')).toBe('Feb 12, Mar 12, Apr 09 2027')
    expect(departuresText({ dates: ['2026-11-28', '2026-12-12', '2027-01-09'] }, '2026-11-25')).toBe('Nov 28, Dec 12 2026, Jan 09 2027')
    expect(departuresText(list, '2027-04-09')).toBeNull()
    expect(departuresText({ dates: [] }, '2026-11-25')).toBeNull()
    expect(departuresText(null, '2026-11-25')).toBeNull()
  })

  it('reads a weekly rule from its next sailing to its end', () => {
    expect(departuresText(weekly, '2026-11-25')).toBe('Every Friday, Jan – Jun 2027')
    // Mid-range: from the next Friday after today.
    expect(upcomingDepartures(weekly, '2027-03-10')).toEqual({ weekly: { weekday: 'Friday', from: '2027-03-12', until: '2027-06-25' } })
    expect(departuresText(weekly, '2027-03-10')).toBe('Every Friday, Mar – Jun 2027')
    // A Friday itself has closed: the next one is a week on.
    expect(nextDeparture(weekly, '2027-03-12')).toBe('2027-03-19')
    // The rule ends mid-range (its last day is not a Friday): the last Friday before it counts.
    const endsMidWeek = { weekly: { weekday: 'Friday' as const, from: '2027-01-01', until: '2027-06-30' } }
    expect(nextDeparture(endsMidWeek, '2027-06-24')).toBe('2027-06-25')
    expect(nextDeparture(endsMidWeek, '2027-06-25')).toBeNull()
    expect(departuresText(endsMidWeek, '2027-06-10')).toBe('Every Friday, Jun 2027')
    expect(departuresText({ weekly: { weekday: 'Friday', from: '2026-12-04', until: '2027-02-26' } }, '2026-11-25')).toBe('Every Friday, Dec 2026 – Feb 2027')
  })

  it('counts a leap day like any other', () => {
    const leap = { dates: ['2028-02-29', '2028-03-01'] }
    expect(nextDeparture(leap, '2028-02-28')).toBe('2028-02-29')
    expect(nextDeparture(leap, '2028-02-29')).toBe('2028-03-01')
    expect(nextDeparture({ weekly: { weekday: 'Tuesday', from: '2028-02-01', until: '2028-03-31' } }, '2028-02-28')).toBe('2028-02-29')
  })
})

describe('content dates as pages print them', () => {
  it('month first, short or long, with no time zone involved', () => {
    expect(formatContentDate('2025-07-31')).toBe('Jul 31, 2025')
    expect(formatContentDate('2025-06-04')).toBe('Jun 4, 2025')
    expect(formatContentDate('2024-06-27', 'long')).toBe('June 27, 2024')
  })

  it('day first, short or long', () => {
    expect(formatDayMonthYear('2025-10-27')).toBe('27 Oct 2025')
    expect(formatDayMonthYear('2025-10-07')).toBe('7 Oct 2025')
    expect(formatDayMonthYear('2025-05-01', 'long')).toBe('1 May 2025')
    expect(formatDayMonthYear('2026-01-09', 'long')).toBe('9 January 2026')
  })

  it('return anything that is not a YYYY-MM-DD date as given', () => {
    for (const value of ['2025-13-01', '2025-10-00', '2025-10-32', '27 Oct', '2025-10-27T00:00:00Z', '']) {
      expect(formatDayMonthYear(value)).toBe(value)
      expect(formatContentDate(value)).toBe(value)
    }
  })
})
