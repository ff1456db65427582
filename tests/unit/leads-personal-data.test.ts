import { describe, expect, it } from 'vitest'

import { fieldsWithoutPersonalData, isLeadOf, personOf, retentionCutoff, stackFrames, withoutPersonalData } from '~/lib/leads/personal-data'

const LEAD = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'Meera.Iyer+trip@GoogleMail.com',
  mobile: '+919876543210',
  nationalNumber: '9876543210',
  dialCode: '+91',
  country: 'IN',
  message: 'Sea view\nfor our anniversary',
  interest: ['Hotel', 'Flight'],
  leadsource: 'Contact',
  leadvariation: 'callback',
  utm_source: 'google',
  utm_campaign: 'diwali',
}

describe('what a lead keeps once its personal data is removed', () => {
  it('where it came from (campaign, page, variant), nothing of the person', () => {
    expect(fieldsWithoutPersonalData(LEAD)).toEqual({ leadsource: 'Contact', leadvariation: 'callback', utm_source: 'google', utm_campaign: 'diwali' })
    expect(fieldsWithoutPersonalData({})).toEqual({})
  })
})

describe('error texts without a lead’s values', () => {
  it('takes out every personal value a mail server or a database could quote, in any case', () => {
    const smtp = '550 5.1.1 <meera.iyer+trip@googlemail.com>: Recipient address rejected'
    expect(withoutPersonalData(smtp, LEAD)).toBe('550 5.1.1 <[personal data]>: Recipient address rejected')
    const postgres =
      'new row violates check constraint; Failing row contains ({"firstName":"Meera","mobile":"+919876543210","message":"Sea view\\nfor our anniversary"})'
    const cleaned = withoutPersonalData(postgres, LEAD)
    for (const value of ['Meera', '9876543210', 'Sea view', 'anniversary']) expect(cleaned).not.toContain(value)
    // What stays in the lead is no secret, and short values (the country code) would blank out every word.
    expect(withoutPersonalData('campaign diwali from google, country IN', LEAD)).toBe('campaign diwali from google, country IN')
    expect(withoutPersonalData('HTTP 503 from sheet.example', LEAD)).toBe('HTTP 503 from sheet.example')
  })

  it('reads values as text, not patterns', () => {
    expect(withoutPersonalData('a (b)+c.d failed', { message: '(b)+c.d' })).toBe('a [personal data] failed')
  })

  it('keeps where an error happened, not what it said', () => {
    const error = new Error('could not store meera@example.com')
    const frames = stackFrames(error)
    expect(frames).toMatch(/^\s+at /)
    expect(frames).not.toContain('meera')
  })
})

describe('a person named in a request', () => {
  it('by e-mail: the mailbox it reaches', () => {
    const person = personOf('  meeraiyer@gmail.com ')
    expect(person).toEqual({ by: 'email', mailbox: 'meeraiyer@gmail.com' })
    expect(isLeadOf(LEAD, person as Exclude<typeof person, { error: string }>)).toBe(true)
    expect(isLeadOf({ email: 'someone@gmail.com' }, person as Exclude<typeof person, { error: string }>)).toBe(false)
    expect(isLeadOf({}, person as Exclude<typeof person, { error: string }>)).toBe(false)
  })

  it('by phone: international form, compared as E.164', () => {
    const person = personOf('+91 98765 43210')
    expect(person).toEqual({ by: 'phone', e164: '+919876543210' })
    expect(isLeadOf(LEAD, person as Exclude<typeof person, { error: string }>)).toBe(true)
    expect(isLeadOf({ mobile: '+6591234567' }, person as Exclude<typeof person, { error: string }>)).toBe(false)
    // A number the mobile metadata does not know is still looked for digit by digit.
    expect(personOf('+1 (000) 000-0000')).toEqual({ by: 'phone', e164: '+10000000000' })
  })

  it('anything else is refused with what to give', () => {
    for (const query of ['', 'Meera', '98765 43210', 'meera@', '+12']) expect(personOf(query)).toEqual({ error: expect.stringContaining('international form') })
  })
})

describe('the retention cutoff', () => {
  it('is the retention period before now', () => {
    expect(retentionCutoff(Date.UTC(2026, 10, 27), 90)).toBe(Date.UTC(2026, 7, 29))
  })
})
