import { describe, expect, it } from 'vitest'

import { campaignWindow } from '~/lib/campaign/window'

// Where a campaign stands at an instant (app/lib/campaign/window.ts): the site's rule, and the
// Studio's start page's.

describe('campaignWindow', () => {
  const now = Date.parse('2026-11-28T09:00:00+08:00')
  it('is running without a start or an end, and inside its window', () => {
    expect(campaignWindow({}, now)).toBe('running')
    expect(campaignWindow({ startsAt: '2026-11-01T00:00:00+08:00', endsAt: '2026-12-01T00:00:00+08:00' }, now)).toBe('running')
    // Its start is part of it; its end is not.
    expect(campaignWindow({ startsAt: '2026-11-28T09:00:00+08:00' }, now)).toBe('running')
    expect(campaignWindow({ endsAt: '2026-11-28T09:00:00+08:00' }, now)).toBe('ended')
  })

  it('is scheduled before its start and ended from its end', () => {
    expect(campaignWindow({ startsAt: '2026-12-04T00:00:00+08:00' }, now)).toBe('scheduled')
    expect(campaignWindow({ endsAt: '2026-11-01T00:00:00+08:00' }, now)).toBe('ended')
    expect(campaignWindow({ startsAt: null, endsAt: null }, now)).toBe('running')
  })
})
