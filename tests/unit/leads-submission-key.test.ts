// What makes two posts one lead (lib/leads/action/submission-key.server.ts): the browser's id with
// JavaScript; without it, what the post says, on the page copy it came from.
import { describe, expect, it } from 'vitest'

import { submissionKey } from '~/lib/leads/action/submission-key.server'
import type { LeadFormValue } from '~/lib/leads/forms/schemas'

const asha: LeadFormValue = {
  kind: 'callback',
  fields: {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.rao@example.com',
    destination: 'Africa',
    passengers: '3',
    fromdate: '2026-06-01',
    todate: '2026-06-08',
  },
  phone: { e164: '+919876543210', dialCode: '91', nationalNumber: '9876543210' },
  formToken: 'v1.abc.token-of-one-cached-copy',
  honeypot: '',
  redirectTo: '/contact',
}

describe('submissionKey', () => {
  it('with JavaScript: the id the browser made', () => {
    const id = '3b241101-e2bb-4255-8caf-4136c566a962'
    expect(submissionKey({ ...asha, submissionId: id })).toBe(id)
  })

  it('without: the same post again is the same key, whatever order its fields came in', () => {
    const reordered = { ...asha, fields: Object.fromEntries(Object.entries(asha.fields).reverse()) }
    expect(submissionKey(asha)).toMatch(/^content:[A-Za-z0-9_-]{43}$/)
    expect(submissionKey(reordered)).toBe(submissionKey(asha))
    const sentFromElsewhere: LeadFormValue = { ...asha, redirectTo: '/elsewhere' }
    expect(submissionKey(sentFromElsewhere)).toBe(submissionKey(asha))
  })

  it('two visitors of one cached page copy (same token) are two keys', () => {
    const wei = {
      ...asha,
      fields: { ...asha.fields, firstName: 'Wei', lastName: 'Tan', email: 'wei.tan@example.com' },
      phone: { e164: '+6591234567', dialCode: '65', nationalNumber: '91234567' },
    }
    expect(submissionKey(wei)).not.toBe(submissionKey(asha))
  })

  it('any difference in what the visitor entered, the phone, the lead source or the page copy is another submission', () => {
    const key = submissionKey(asha)
    expect(submissionKey({ ...asha, fields: { ...asha.fields, passengers: '4' } })).not.toBe(key)
    expect(submissionKey({ ...asha, fields: { ...asha.fields, message: 'A balcony, please.' } })).not.toBe(key)
    expect(submissionKey({ ...asha, phone: { ...asha.phone!, e164: '+919876543211' } })).not.toBe(key)
    expect(submissionKey({ ...asha, leadsource: 'Asego Quote Form' })).not.toBe(key)
    expect(submissionKey({ ...asha, formToken: 'v1.abd.another-copy' })).not.toBe(key)
    // A field's value cannot pass for another field's.
    expect(submissionKey({ ...asha, fields: { ...asha.fields, firstName: 'Rao', lastName: 'Asha' } })).not.toBe(key)
  })
})
