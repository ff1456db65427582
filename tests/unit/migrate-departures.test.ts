import { describe, expect, it } from 'vitest'

import { parseDeparturesText } from '../../scripts/lib/departures-text.mjs'
import { migrateDocuments } from '../../scripts/migrate-departures.mjs'

// scripts/migrate-departures.mjs: typed departure text into structured departures.

describe('parseDeparturesText', () => {
  it('reads a list of dates closed by its year', () => {
    expect(parseDeparturesText('Jan 09, Feb 13, Mar 13 2026')).toEqual({ dates: ['2026-01-09', '2026-02-13', '2026-03-13'] })
    expect(parseDeparturesText('Nov 28, Dec 12 2026')).toEqual({ dates: ['2026-11-28', '2026-12-12'] })
    expect(parseDeparturesText('Oct 17, 2025')).toEqual({ dates: ['2025-10-17'] })
    expect(parseDeparturesText('Feb 29 2028')).toEqual({ dates: ['2028-02-29'] })
  })

  it('reads a weekly departure over whole months', () => {
    expect(parseDeparturesText('Every Friday, Jan – Jun 2026')).toEqual({ weekly: { weekday: 'Friday', from: '2026-01-01', until: '2026-06-30' } })
    expect(parseDeparturesText('Every sunday, Feb - Feb 2028')).toEqual({ weekly: { weekday: 'Sunday', from: '2028-02-01', until: '2028-02-29' } })
  })

  it('gives null for what it cannot read', () => {
    for (const text of ['', 'Soon', 'Feb 30 2026', 'Every Funday, Jan – Jun 2026', 'Every Friday, Jun – Jan 2026', '09/01/2026'])
      expect(parseDeparturesText(text), text).toBeNull()
  })
})

describe('migrateDocuments', () => {
  it('converts the deals it can read, leaves the rest as they are, and names what it cannot read', () => {
    const { documents, changes, problems } = migrateDocuments([
      { _id: 'deal-a', _type: 'deal', dates: 'Jan 09, Feb 13 2026', ship: 'A' },
      { _id: 'deal-b', _type: 'deal', dates: 'Soon' },
      { _id: 'deal-c', _type: 'deal', departures: { dates: ['2027-01-08'] } },
      { _id: 'post', _type: 'blogPost', dates: 'Jan 09 2026' },
    ])
    expect(documents[0]).toEqual({ _id: 'deal-a', _type: 'deal', ship: 'A', departures: { _type: 'departures', dates: ['2026-01-09', '2026-02-13'] } })
    expect(documents.slice(1)).toEqual([
      { _id: 'deal-b', _type: 'deal', dates: 'Soon' },
      { _id: 'deal-c', _type: 'deal', departures: { dates: ['2027-01-08'] } },
      { _id: 'post', _type: 'blogPost', dates: 'Jan 09 2026' },
    ])
    expect(changes).toHaveLength(1)
    expect(problems).toEqual(['deal-b: cannot read "Soon"; give its departures in the Studio'])
  })
})
