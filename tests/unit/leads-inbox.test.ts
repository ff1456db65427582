// The staff's lead inbox as data: what a list request may ask (and the words for what it may
// not), periods on the agency's clock, and a lead as the Leads tool shows it; who counts as staff.
import { describe, expect, it } from 'vitest'

import type { LeadRecord } from '~/lib/leads/outbox/outbox.server'
import { inboxLead, inboxRow, parseInboxChange, parseInboxQuery, periodStart } from '~/lib/leads/staff/inbox'
import { bearerToken, rolesOf } from '~/lib/leads/staff/staff-access.server'

const ZONE = 'Asia/Singapore'
// Wednesday 2026-11-25 01:30 in Singapore (Tuesday 17:30 UTC).
const NOW = Date.parse('2026-11-24T17:30:00Z')

const RECORD: LeadRecord = {
  lead: {
    id: 'lead_01KAAAAAAAAAAAAAAAAAAAAAAA',
    kind: 'callback',
    submissionId: 's',
    createdAt: '2026-11-24T17:16:00.000Z',
    fields: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', mobile: '+6591234567', utm_source: '' },
  },
  deliveries: [{ sink: 'sheet', status: 'dead', attempts: 8, nextAttemptAt: '2026-11-24T17:20:00.000Z', lastError: 'HTTP 500', deliveredAt: null }],
  followUps: [
    { state: 'contacted', staffId: 'u2', staffName: 'Wei Ling', at: '2026-11-25T02:00:00.000Z' },
    { state: 'new', staffId: 'u1', staffName: 'Priya', at: '2026-11-25T01:00:00.000Z' },
  ],
}

describe('a list request', () => {
  it('reads period, form, delivery state, search and page', () => {
    const query = parseInboxQuery(new URLSearchParams('period=today&form=callback&state=dead&q=+asha+&before=lead_01KAAAAAAAAAAAAAAAAAAAAAAA'), NOW, ZONE)
    expect(query).toEqual({
      ok: true,
      options: {
        since: Date.parse('2026-11-24T16:00:00Z'),
        kind: 'callback',
        status: 'dead',
        search: 'asha',
        before: 'lead_01KAAAAAAAAAAAAAAAAAAAAAAA',
        limit: 50,
      },
    })
    expect(parseInboxQuery(new URLSearchParams(''), NOW, ZONE)).toEqual({
      ok: true,
      options: { since: undefined, kind: undefined, status: undefined, search: undefined, before: undefined, limit: 50 },
    })
  })

  it('says what is wrong with each bad value', () => {
    expect(parseInboxQuery(new URLSearchParams(`period=yesterday&form=fax&state=lost&q=${'x'.repeat(101)}&before=lead_x`), NOW, ZONE)).toEqual({
      ok: false,
      errors: {
        period: 'Choose today, this week or all leads.',
        form: 'There is no such form.',
        state: 'There is no such delivery state.',
        q: 'Search for at most 100 characters.',
        before: 'That is not a lead id.',
      },
    })
  })

  it('starts today at the agency midnight and the week on its Monday', () => {
    expect(periodStart('today', NOW, ZONE)).toBe(Date.parse('2026-11-24T16:00:00Z'))
    expect(periodStart('week', NOW, ZONE)).toBe(Date.parse('2026-11-22T16:00:00Z'))
    // A Monday is its own week's start; Sunday belongs to the week before.
    expect(periodStart('week', Date.parse('2026-11-23T04:00:00Z'), ZONE)).toBe(Date.parse('2026-11-22T16:00:00Z'))
    expect(periodStart('week', Date.parse('2026-11-22T04:00:00Z'), ZONE)).toBe(Date.parse('2026-11-15T16:00:00Z'))
    expect(periodStart('all', NOW, ZONE)).toBeUndefined()
  })
})

describe('a lead as the tool shows it', () => {
  it('in the list: times on the agency clock, the newest follow-up with who set it', () => {
    expect(inboxRow(RECORD, ZONE)).toEqual({
      id: RECORD.lead.id,
      form: 'callback',
      formWords: 'request for a call back',
      received: '2026-11-25 01:16',
      name: 'Asha Rao',
      email: 'asha@example.com',
      mobile: '+6591234567',
      deliveries: [{ sink: 'sheet', status: 'dead', attempts: 8, lastError: 'HTTP 500', delivered: null }],
      followUp: { state: 'contacted', by: 'Wei Ling', at: '2026-11-25 10:00' },
      personalDataRemoved: false,
    })
    expect(inboxRow({ ...RECORD, followUps: undefined }, ZONE).followUp).toEqual({ state: 'new', by: null, at: null })
  })

  it('in full: every field with a value, contact links, and the follow-up history', () => {
    const lead = inboxLead(RECORD, ZONE)
    expect(lead.rows.map((row) => row.label)).toEqual(['Received', 'Form', 'Lead id', 'First name', 'Last name', 'Email', 'Mobile'])
    expect(lead.rows.find((row) => row.label === 'Mobile')!.href).toBe('tel:+6591234567')
    expect(lead.history.map((change) => `${change.state} ${change.by}`)).toEqual(['contacted Wei Ling', 'new Priya'])
  })
})

describe('a change staff ask for', () => {
  it('is a retry or a follow-up state; anything else gets words', () => {
    expect(parseInboxChange({ action: 'retry' })).toEqual({ ok: true, change: { action: 'retry' } })
    expect(parseInboxChange({ action: 'follow-up', state: 'closed' })).toEqual({ ok: true, change: { action: 'follow-up', state: 'closed' } })
    expect(parseInboxChange({ action: 'follow-up', state: 'lost' })).toEqual({ ok: false, errors: { state: 'Choose new, contacted or closed.' } })
    expect(parseInboxChange(null)).toEqual({ ok: false, errors: { action: 'Say what to do: retry, or follow-up with a state.' } })
  })
})

describe('who is staff', () => {
  it('takes a bearer token only', () => {
    expect(bearerToken('Bearer sk-abc.def')).toBe('sk-abc.def')
    for (const value of [null, '', 'Bearer ', 'Basic abc', 'Bearer a b', 'bearer abc']) expect(bearerToken(value), String(value)).toBeNull()
  })

  it("reads a user's roles as Sanity names them", () => {
    expect(rolesOf({ roles: [{ name: 'editor' }, { name: 'custom-sales' }] })).toEqual(['editor', 'custom-sales'])
    expect(rolesOf({ role: 'administrator' })).toEqual(['administrator'])
    expect(rolesOf({})).toEqual([])
  })
})
