import { describe, expect, it } from 'vitest'

import { pageCount, pageHref, pageItems, pagerEntries, type PagerEntry, requestedPage } from '~/lib/pagination'

const search = (query: string) => new URLSearchParams(query)

/** A pager as text: numbers, [current] and … for a dots marker. */
const show = (entries: PagerEntry[]) => entries.map((entry) => (entry.type === 'gap' ? '…' : entry.current ? `[${entry.page}]` : String(entry.page))).join(' ')

describe('pageCount', () => {
  it.each([
    [21, 9, 3],
    [18, 9, 2],
    [19, 9, 3],
    [9, 9, 1],
    [1, 9, 1],
    [0, 9, 1],
    [-5, 9, 1],
  ])('%i items at %i a page make %i pages', (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected)
  })

  it.each([0, -1, 2.5, Number.NaN])('rejects a page size of %s', (size) => {
    expect(() => pageCount(10, size)).toThrow(RangeError)
  })
})

describe('requestedPage', () => {
  it('is page 1 without the parameter, whatever else the URL carries', () => {
    expect(requestedPage(search(''), 3)).toBe(1)
    expect(requestedPage(search('utm_campaign=Diwali&gclid=x'), 3)).toBe(1)
  })

  it.each([
    ['page=1', 1],
    ['page=2', 2],
    ['page=3', 3],
    ['utm_source=x&page=2', 2],
  ])('reads %s as page %i', (query, expected) => {
    expect(requestedPage(search(query), 3)).toBe(expected)
  })

  it.each([
    'page=0',
    'page=-1',
    'page=4',
    'page=abc',
    'page=2.5',
    'page=1e1',
    'page=02',
    'page=+2',
    'page=%202',
    'page=2%20',
    'page=',
    'page=0x2',
    'page=Infinity',
    'page=9999999999999999999999',
    'page=1&page=2',
    `page=${'9'.repeat(5000)}`,
    `page=${'a'.repeat(5000)}`,
  ])('gives null (a 404) for %s', (query) => {
    expect(requestedPage(search(query), 3)).toBeNull()
  })

  it('knows only page 1 of an empty list', () => {
    expect(requestedPage(search('page=1'), 1)).toBe(1)
    expect(requestedPage(search('page=2'), 1)).toBeNull()
  })
})

describe('pageItems', () => {
  const items = Array.from({ length: 21 }, (_, i) => i + 1)

  it('slices 21 items into pages of 9, 9 and 3', () => {
    expect(pageItems(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(pageItems(items, 2, 9)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18])
    expect(pageItems(items, 3, 9)).toEqual([19, 20, 21])
    expect(pageItems(items, 4, 9)).toEqual([])
  })
})

describe('pageHref', () => {
  it('keeps page 1 at the bare path (one canonical URL) and puts others in ?page=N', () => {
    expect(pageHref('/media', 1)).toBe('/media')
    expect(pageHref('/media', 2)).toBe('/media?page=2')
    expect(pageHref('/media', 3)).toBe('/media?page=3')
  })
})

describe('pagerEntries', () => {
  it('shows the ends and the current page, with dots for what is left out, never for one page alone', () => {
    expect(show(pagerEntries(1, 3))).toBe('[1] 2 3')
    expect(show(pagerEntries(2, 3))).toBe('1 [2] 3')
    expect(show(pagerEntries(3, 3))).toBe('1 2 [3]')
    expect(show(pagerEntries(1, 4))).toBe('[1] … 4')
    expect(show(pagerEntries(3, 10))).toBe('1 2 [3] … 10')
    for (let count = 1; count <= 40; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const numbers = pagerEntries(page, count).flatMap((entry) => (entry.type === 'page' ? [entry.page] : []))
        numbers.forEach((number, i) => {
          if (i > 0) expect(number - numbers[i - 1]!, `${page} of ${count}`).not.toBe(2)
        })
      }
    }
  })

  it('never shows more than five entries by default, so it fits a phone', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const entries = pagerEntries(page, count)
        expect(entries.length, `${page} of ${count}`).toBeLessThanOrEqual(5)
        expect(entries.filter((entry) => entry.type === 'page' && entry.current)).toHaveLength(1)
      }
    }
    expect(show(pagerEntries(5, 10))).toBe('1 … [5] … 10')
  })

  it('never puts two dots markers side by side and gives each a unique key', () => {
    for (let page = 1; page <= 12; page += 1) {
      const entries = pagerEntries(page, 12, { siblings: 1 })
      entries.forEach((entry, i) => {
        if (entry.type === 'gap') expect(entries[i + 1]?.type).not.toBe('gap')
      })
      const keys = entries.map((entry) => (entry.type === 'gap' ? entry.key : `p${entry.page}`))
      expect(new Set(keys).size).toBe(keys.length)
    }
  })

  it('takes sibling and boundary counts', () => {
    expect(show(pagerEntries(6, 12, { siblings: 1 }))).toBe('1 … 5 [6] 7 … 12')
    expect(show(pagerEntries(1, 12, { siblings: 1, boundaries: 2 }))).toBe('[1] 2 … 11 12')
    expect(show(pagerEntries(2, 3, { siblings: 1, boundaries: 0 }))).toBe('1 [2] 3')
    expect(show(pagerEntries(1, 3, { siblings: 1, boundaries: 0 }))).toBe('[1] 2 …')
    expect(show(pagerEntries(1, 4, { siblings: 1, boundaries: 0 }))).toBe('[1] 2 …')
  })

  it('lists every page when nothing is left out, and one page for a single page', () => {
    expect(show(pagerEntries(1, 1))).toBe('[1]')
    expect(show(pagerEntries(1, 2))).toBe('[1] 2')
    expect(show(pagerEntries(3, 5, { siblings: 2 }))).toBe('1 2 [3] 4 5')
  })

  it('clamps a current page outside 1..count', () => {
    expect(show(pagerEntries(0, 5))).toBe('[1] … 5')
    expect(show(pagerEntries(9, 5))).toBe('1 … [5]')
  })
})
