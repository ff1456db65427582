import { describe, expect, it } from 'vitest'

import { dateInZone, isTimeZone, isUpcoming, upcomingSailings } from '~/lib/sailings'

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
