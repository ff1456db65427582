import { describe, expect, it, vi } from 'vitest'

import type { Campaign } from '~/lib/content'
import { campaignKey, monthKey, viewKey, ViewMemo } from '~/lib/home/view-memo.server'

// The shaped home views kept per (content objects, currency, campaign, month): ADR 15.

describe('viewKey', () => {
  const ids = new Map<object, number>()
  const idOf = (value: object) => ids.get(value) ?? (ids.set(value, ids.size + 1), ids.size)

  it('is the same for the same objects and values', () => {
    const deals = [{ title: 'Singapore' }]
    const page = { title: 'Search For Cruise' }
    expect(viewKey([page, deals], ['INR', 'default:', '2026-11'], idOf)).toBe(viewKey([page, deals], ['INR', 'default:', '2026-11'], idOf))
  })

  it('tells objects apart by identity, not by what they hold (new content is a new object)', () => {
    expect(viewKey([[{ title: 'Singapore' }]], ['INR'], idOf)).not.toBe(viewKey([[{ title: 'Singapore' }]], ['INR'], idOf))
  })

  it('tells values apart, and does not confuse a value with a source', () => {
    const deals: unknown[] = []
    expect(viewKey([deals], ['INR'], idOf)).not.toBe(viewKey([deals], ['SGD'], idOf))
    expect(viewKey([deals, 'INR'], [], idOf)).not.toBe(viewKey([deals], ['INR'], idOf))
    expect(viewKey(['a|b'], ['c'], idOf)).not.toBe(viewKey(['a'], ['b|c'], idOf))
    expect(viewKey([null, undefined], [], idOf)).toBe(viewKey([null, undefined], [], idOf))
  })
})

describe('ViewMemo', () => {
  const content = { page: { title: 'Search For Cruise' } }

  it('shapes a view once per key and hands out the same view after', () => {
    const memo = new ViewMemo<{ currency: string }>()
    const shape = vi.fn(() => ({ currency: 'INR' }))
    const first = memo.get([content], ['INR'], shape)
    expect(memo.get([content], ['INR'], shape)).toBe(first)
    expect(shape).toHaveBeenCalledTimes(1)
  })

  it('shapes again for other values or for new content objects', () => {
    const memo = new ViewMemo<string>()
    expect(memo.get([content], ['INR'], () => 'INR view')).toBe('INR view')
    expect(memo.get([content], ['SGD'], () => 'SGD view')).toBe('SGD view')
    expect(memo.get([{ ...content }], ['INR'], () => 'published view')).toBe('published view')
    expect(memo.size).toBe(3)
  })

  it('keeps at most maxViews, dropping the oldest first', () => {
    const memo = new ViewMemo<string>(2)
    memo.get([content], ['a'], () => 'a')
    memo.get([content], ['b'], () => 'b')
    memo.get([content], ['c'], () => 'c')
    expect(memo.size).toBe(2)
    const shape = vi.fn(() => 'a again')
    expect(memo.get([content], ['a'], shape)).toBe('a again')
    expect(memo.get([content], ['c'], () => 'not shaped')).toBe('c')
  })
})

describe('the key parts', () => {
  const campaign = { _id: 'campaign.europe' } as Campaign

  it('campaignKey: what was resolved, never the raw utm value', () => {
    expect(campaignKey({ status: 'known', campaign })).toBe('known:campaign.europe')
    expect(campaignKey({ status: 'default', campaign: { ...campaign, _id: 'campaign.organic' } })).toBe('default:campaign.organic')
    expect(campaignKey({ status: 'unknown', campaign: null })).toBe('unknown:')
  })

  it('monthKey: the UTC month the search form starts with', () => {
    expect(monthKey(new Date(Date.UTC(2026, 10, 30, 23, 59)))).toBe('2026-11')
    expect(monthKey(new Date(Date.UTC(2026, 11, 1, 0, 0)))).toBe('2026-12')
  })
})
