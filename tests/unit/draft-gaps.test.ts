import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { parseLeavingOut } from '~/lib/content/draft-gaps'

// Reading drafts as far as they go (app/lib/content/draft-gaps.ts).

const news = z.array(z.object({ _type: z.literal('newsItem'), title: z.string(), description: z.string(), date: z.string() }))
const offer = z.object({
  title: z.string(),
  fares: z.array(z.object({ sailingDate: z.string(), cruiseFare: z.object({ INR: z.number().min(0) }) })),
})

describe('parseLeavingOut', () => {
  it('passes what passes, leaving nothing out', () => {
    const raw = [{ _type: 'newsItem', title: 'A', description: 'd', date: '2026-11-01' }]
    expect(parseLeavingOut(news, raw)).toEqual({ ok: true, value: raw, gaps: [] })
  })

  it('leaves out a list item that fails, naming it and each missing field once', () => {
    const raw = [
      { _type: 'newsItem', title: 'Kept', description: 'd', date: '2026-11-01' },
      { _type: 'newsItem', title: 'Only a headline', description: null, date: null },
    ]
    const read = parseLeavingOut(news, raw)
    expect(read).toEqual({
      ok: true,
      value: [raw[0]],
      gaps: [{ item: 'News item “Only a headline”', problems: ['description is missing', 'date is missing'] }],
    })
    // The content read is left as it was (the memo may hold it).
    expect(raw).toHaveLength(2)
  })

  it('leaves out the smallest item that holds the problem: the fare row, not the offer page, named by its page', () => {
    const raw = {
      title: '3 Night Penang Cruise',
      fares: [
        { sailingDate: '2026-12-01', cruiseFare: { INR: 100 } },
        { sailingDate: '2026-12-08', cruiseFare: null },
        { sailingDate: '2026-12-15', cruiseFare: { INR: -1 } },
      ],
    }
    const read = parseLeavingOut(offer, raw)
    expect(read.ok && read.value.fares.map((row) => row.sailingDate)).toEqual(['2026-12-01'])
    expect(read.gaps).toEqual([
      { item: '“3 Night Penang Cruise”, fare row 2', problems: ['cruise fare is missing'] },
      { item: '“3 Night Penang Cruise”, fare row 3', problems: ['cruise fare › inr: too small: expected number to be >=0'] },
    ])
  })

  it("is not ok when a page's own field fails (no list item holds it): the caller shows the published version", () => {
    const read = parseLeavingOut(offer, { title: null, fares: [] })
    expect(read).toEqual({ ok: false, gaps: [{ item: 'This page', problems: ['title is missing'] }] })
  })
})
