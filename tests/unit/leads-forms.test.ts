import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'

import { allowedFieldNames, KIND_FIELDS, LEAD_MESSAGES, type LeadChoices } from '~/lib/leads/forms/fields'
import { buildLeadFields, createLeadSchema, isIsoMonth, isTravelDate, type LeadFormValue, visitorDetailsDiffer } from '~/lib/leads/forms/schemas'
import { LEAD_KINDS, type LeadKind } from '~/lib/leads/types'

const CHOICES: LeadChoices = {
  destinations: ['Alaska', 'Asia', 'Africa', 'North America', 'South America', 'Singapore'],
  interests: ['Land Package', 'Cruise Package', 'Hotel', 'Flight'],
  sailingDates: ['2025-10-20', '2025-10-27'],
  leadsources: ['Source A', 'Source B'],
  leadvariations: ['Variation A', '3Night-Singapore'],
}

const UUID = '6f1c2c4e-2d5b-4f4e-9a57-1c2b3d4e5f60'

/** A valid post of each kind, as the form sends it (strings, repeated names for lists). */
function validPost(kind: LeadKind): [string, string][] {
  const post: [string, string][] = [
    ['form', kind],
    ['submissionId', UUID],
    ['formToken', 'v1.abc.signature'],
    ['redirectTo', '/contact'],
    ['website', ''],
    ['leadsource', 'Source A'],
    ['firstName', '  Asha '],
    ['lastName', 'Rao'],
    ['email', 'asha.rao@example.com'],
    ['mobile', '98765 43210'],
    ['phoneCountry', 'IN'],
  ]
  for (const rule of KIND_FIELDS[kind]) {
    switch (rule.name) {
      case 'monthOfTravel':
        post.push([rule.name, '2026-05'])
        break
      case 'destination':
        post.push([rule.name, 'Africa'])
        break
      case 'passengers':
        post.push([rule.name, '2'])
        break
      case 'fromdate':
        post.push([rule.name, '2026-05-01'])
        break
      case 'todate':
        post.push([rule.name, '2026-05-09'])
        break
      case 'sailingDate':
        post.push([rule.name, '2025-10-27'])
        break
      case 'interest':
        post.push([rule.name, 'Hotel'], [rule.name, 'Flight'])
        break
      case 'message':
        post.push([rule.name, 'Two cabins please.\nNear the lift.'])
        break
      default:
        break
    }
  }
  if (kind !== 'promo') post.push(['leadvariation', 'Variation A'])
  // The contact fields the kind asks for (a dates alert asks for no last name).
  const asked = new Set<string>(KIND_FIELDS[kind].map((rule) => rule.name))
  const contact = new Set(['firstName', 'lastName', 'email', 'mobile'])
  return post.filter(([name]) => !contact.has(name) || asked.has(name))
}

function parse(kind: LeadKind, entries: [string, string][]) {
  return parseWithZod(new URLSearchParams(entries), { schema: createLeadSchema(kind, CHOICES) })
}

/** The post with `name` set to `value` (or removed when value is undefined). */
function withField(entries: [string, string][], name: string, value: string | undefined): [string, string][] {
  const others = entries.filter(([key]) => key !== name)
  return value === undefined ? others : [...others, [name, value]]
}

function errorsOf(kind: LeadKind, entries: [string, string][]): Record<string, string[]> {
  const submission = parse(kind, entries)
  expect(submission.status).toBe('error')
  const errors: Record<string, string[]> = {}
  for (const [name, messages] of Object.entries(submission.reply().error ?? {})) if (messages) errors[name] = messages
  return errors
}

describe('lead schemas: a valid post of every kind', () => {
  for (const kind of LEAD_KINDS) {
    it(`${kind}: accepted, trimmed, phone read as E.164`, () => {
      const submission = parse(kind, validPost(kind))
      expect(submission.status, JSON.stringify(submission.reply().error)).toBe('success')
      if (submission.status !== 'success') return
      const value = submission.value
      expect(value.kind).toBe(kind)
      expect(value.fields.firstName).toBe('Asha')
      expect(value.phone).toEqual({ e164: '+919876543210', dialCode: '+91', nationalNumber: '9876543210' })
      expect(value.submissionId).toBe(UUID)
      expect(value.honeypot).toBe('')
      if (KIND_FIELDS[kind].some((rule) => rule.name === 'interest')) expect(value.fields.interest).toEqual(['Hotel', 'Flight'])
      if (KIND_FIELDS[kind].some((rule) => rule.name === 'passengers')) expect(value.fields.passengers).toBe('2')
    })
  }

  it('optional fields may be left empty (conform drops empty inputs)', () => {
    const post = validPost('deal-enquiry')
      .map(([name, value]): [string, string] => (['monthOfTravel', 'passengers', 'destination', 'message'].includes(name) ? [name, ''] : [name, value]))
      .filter(([name]) => name !== 'interest')
    expect(parse('deal-enquiry', post).status).toBe('success')
  })

  it('a dates alert takes no number: its columns are there, empty', () => {
    const post = withField(validPost('dates-alert'), 'mobile', '')
    const submission = parse('dates-alert', post)
    expect(submission.status, JSON.stringify(submission.reply().error)).toBe('success')
    if (submission.status === 'success') {
      expect(submission.value.phone).toBeUndefined()
      const record = buildLeadFields(submission.value, {
        country: 'India',
        currency: 'INR',
        leadsource: 'Source A',
        leadvariation: 'Variation A',
        utm: { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '', zc_gad: '' },
      })
      expect([record.mobile, record.dialCode, record.nationalNumber, record.firstName, record.email]).toEqual(['', '', '', 'Asha', 'asha.rao@example.com'])
    }
  })

  it('an international number needs no country; a single interest becomes a list', () => {
    const post = withField(withField(validPost('visa'), 'phoneCountry', undefined), 'mobile', '+65 9123 4567').filter(([name]) => name !== 'interest')
    const submission = parse('visa', [...post, ['interest', 'Hotel']])
    expect(submission.status).toBe('success')
    if (submission.status === 'success') {
      expect(submission.value.phone?.e164).toBe('+6591234567')
      expect(submission.value.fields.interest).toEqual(['Hotel'])
    }
  })

  it('tracking fields a form sends are accepted (the server replaces them)', () => {
    const post: [string, string][] = [...validPost('promo'), ['utm_source', 'google'], ['country', 'India'], ['currency_select', 'INR'], ['zc_gad', 'x']]
    expect(parse('promo', post).status).toBe('success')
  })
})

describe('lead schemas: each rule and its message', () => {
  const cases: [LeadKind, string, string | undefined, string, string][] = [
    ['promo', 'firstName', undefined, 'firstName', LEAD_MESSAGES.firstNameRequired],
    ['promo', 'firstName', '   ', 'firstName', LEAD_MESSAGES.firstNameRequired],
    ['promo', 'firstName', 'a'.repeat(81), 'firstName', LEAD_MESSAGES.firstNameTooLong],
    ['promo', 'firstName', 'Asha\nBcc: x@evil.example', 'firstName', LEAD_MESSAGES.firstNameInvalid],
    ['promo', 'lastName', undefined, 'lastName', LEAD_MESSAGES.lastNameRequired],
    ['promo', 'lastName', 'b'.repeat(81), 'lastName', LEAD_MESSAGES.lastNameTooLong],
    ['promo', 'email', undefined, 'email', LEAD_MESSAGES.emailRequired],
    ['promo', 'email', 'asha@', 'email', LEAD_MESSAGES.emailInvalid],
    ['promo', 'email', 'asha@example.com\r\nBcc: x@evil.example', 'email', LEAD_MESSAGES.emailInvalid],
    ['promo', 'email', `${'a'.repeat(250)}@example.com`, 'email', LEAD_MESSAGES.emailTooLong],
    ['promo', 'mobile', undefined, 'mobile', LEAD_MESSAGES.phoneInvalid],
    ['promo', 'mobile', '12345', 'mobile', LEAD_MESSAGES.phoneInvalid],
    ['promo', 'mobile', 'call me', 'mobile', LEAD_MESSAGES.phoneInvalid],
    ['promo', 'mobile', '9'.repeat(251), 'mobile', LEAD_MESSAGES.phoneInvalid],
    ['promo', 'phoneCountry', 'India', 'phoneCountry', LEAD_MESSAGES.phoneInvalid],
    ['promo', 'monthOfTravel', '2026-13', 'monthOfTravel', LEAD_MESSAGES.monthInvalid],
    ['promo', 'monthOfTravel', 'May 2026', 'monthOfTravel', LEAD_MESSAGES.monthInvalid],
    ['promo', 'monthOfTravel', '1999-12', 'monthOfTravel', LEAD_MESSAGES.monthInvalid],
    ['promo', 'destination', undefined, 'destination', LEAD_MESSAGES.destinationRequired],
    ['promo', 'destination', 'Mars', 'destination', LEAD_MESSAGES.destinationInvalid],
    ['callback', 'passengers', undefined, 'passengers', LEAD_MESSAGES.passengersRequired],
    ['callback', 'passengers', '0', 'passengers', LEAD_MESSAGES.passengersInvalid],
    ['callback', 'passengers', '21', 'passengers', LEAD_MESSAGES.passengersInvalid],
    ['callback', 'passengers', '1.5', 'passengers', LEAD_MESSAGES.passengersInvalid],
    ['callback', 'passengers', 'two', 'passengers', LEAD_MESSAGES.passengersInvalid],
    ['callback', 'fromdate', undefined, 'fromdate', LEAD_MESSAGES.fromDateRequired],
    ['callback', 'fromdate', '2026-02-30', 'fromdate', LEAD_MESSAGES.dateInvalid],
    ['callback', 'todate', undefined, 'todate', LEAD_MESSAGES.toDateRequired],
    ['callback', 'todate', '09/05/2026', 'todate', LEAD_MESSAGES.dateInvalid],
    ['callback', 'todate', '2026-04-30', 'todate', LEAD_MESSAGES.dateOrder],
    ['insurance', 'todate', '2026-04-01', 'todate', LEAD_MESSAGES.dateOrder],
    ['callback', 'message', 'm'.repeat(2001), 'message', LEAD_MESSAGES.messageTooLong],
    ['callback', 'message', 'bell \u0007', 'message', LEAD_MESSAGES.messageInvalid],
    ['callback', 'message', 'reversed \u202egnp.exe', 'message', LEAD_MESSAGES.messageInvalid],
    ['promo', 'firstName', 'Asha\u202e', 'firstName', LEAD_MESSAGES.firstNameInvalid],
    ['promo', 'lastName', '\u2067Rao\u2069', 'lastName', LEAD_MESSAGES.lastNameInvalid],
    ['promo', 'firstName', 'Asha\u200f', 'firstName', LEAD_MESSAGES.firstNameInvalid],
    ['promo', 'lastName', 'R\u061cao', 'lastName', LEAD_MESSAGES.lastNameInvalid],
    ['promo', 'firstName', 'Asha\u{e0041}\u{e0042}', 'firstName', LEAD_MESSAGES.firstNameInvalid],
    ['callback', 'message', 'zero\u200bwidth', 'message', LEAD_MESSAGES.messageInvalid],
    ['quote', 'sailingDate', '2025-11-03', 'sailingDate', LEAD_MESSAGES.sailingDateInvalid],
    ['deal-enquiry', 'interest', 'Spa', 'interest', LEAD_MESSAGES.interestInvalid],
    ['promo', 'leadsource', 'Somebody else', 'leadsource', LEAD_MESSAGES.reload],
    ['callback', 'leadvariation', 'Made up', 'leadvariation', LEAD_MESSAGES.reload],
    ['promo', 'submissionId', 'not-a-uuid', 'submissionId', LEAD_MESSAGES.reload],
    ['promo', 'form', 'callback', 'form', LEAD_MESSAGES.reload],
    ['promo', 'utm_source', 'a'.repeat(201), 'utm_source', LEAD_MESSAGES.reload],
  ]
  for (const [kind, field, value, errorField, message] of cases) {
    it(`${kind}: ${field} = ${value === undefined ? '(missing)' : JSON.stringify(value.length > 30 ? `${value.slice(0, 12)}…(${value.length})` : value)} → "${message}"`, () => {
      expect(errorsOf(kind, withField(validPost(kind), field, value))[errorField]).toEqual([message])
    })
  }

  it('the phone message shows even while other fields are wrong', () => {
    const errors = errorsOf('promo', withField(withField(validPost('promo'), 'mobile', '123'), 'firstName', undefined))
    expect(errors.mobile).toEqual([LEAD_MESSAGES.phoneInvalid])
    expect(errors.firstName).toEqual([LEAD_MESSAGES.firstNameRequired])
  })

  it('a repeated interest, or a repeated one-value field, is rejected', () => {
    const interests = errorsOf('deal-enquiry', [...validPost('deal-enquiry'), ['interest', 'Hotel']])
    expect(interests.interest).toEqual([LEAD_MESSAGES.interestInvalid])
    const names = errorsOf('promo', [...validPost('promo'), ['firstName', 'Second']])
    expect(names.firstName).toEqual([LEAD_MESSAGES.firstNameRequired])
  })

  it('unknown fields are rejected (strict), including a field of another kind', () => {
    expect(errorsOf('promo', [...validPost('promo'), ['isAdmin', 'true']])['']).toEqual([LEAD_MESSAGES.unknownField])
    expect(errorsOf('promo', [...validPost('promo'), ['message', 'hello']])['']).toEqual([LEAD_MESSAGES.unknownField])
    expect(allowedFieldNames('promo').has('message')).toBe(false)
    expect(allowedFieldNames('callback').has('message')).toBe(true)
  })

  it('a fixed-destination form accepts only its destination', () => {
    const schema = createLeadSchema('quote', { ...CHOICES, destinations: ['Singapore'] })
    const post = withField(validPost('quote'), 'destination', 'Alaska')
    const submission = parseWithZod(new URLSearchParams(post), { schema })
    expect(submission.reply().error?.destination).toEqual([LEAD_MESSAGES.destinationInvalid])
  })
})

describe("trip dates and months: not before the agency's today", () => {
  const today = '2026-05-05'
  const withToday = (kind: LeadKind, entries: [string, string][]) =>
    parseWithZod(new URLSearchParams(entries), { schema: createLeadSchema(kind, { ...CHOICES, today }) })
  const errors = (kind: LeadKind, entries: [string, string][]) => {
    const submission = withToday(kind, entries)
    return submission.status === 'success' ? {} : (submission.reply().error ?? {})
  }

  it('takes today and later, and refuses a day or a month before it, with its words', () => {
    expect(errors('callback', withField(withField(validPost('callback'), 'fromdate', '2026-05-05'), 'todate', '2026-05-05'))).toEqual({})
    expect(errors('callback', withField(validPost('callback'), 'fromdate', '2026-05-04')).fromdate).toEqual([LEAD_MESSAGES.datePast])
    expect(errors('insurance', withField(withField(validPost('insurance'), 'fromdate', '2024-01-01'), 'todate', '2024-01-02'))).toMatchObject({
      fromdate: [LEAD_MESSAGES.datePast],
      todate: [LEAD_MESSAGES.datePast],
    })
    expect(errors('promo', withField(validPost('promo'), 'monthOfTravel', '2026-05'))).toEqual({})
    expect(errors('promo', withField(validPost('promo'), 'monthOfTravel', '2026-04')).monthOfTravel).toEqual([LEAD_MESSAGES.monthPast])
    expect(errors('deal-enquiry', withField(validPost('deal-enquiry'), 'monthOfTravel', '2000-01')).monthOfTravel).toEqual([LEAD_MESSAGES.monthPast])
  })
})

describe('date and month helpers', () => {
  it('accepts real calendar days and months only', () => {
    expect(isTravelDate('2028-02-29')).toBe(true)
    expect(isTravelDate('2027-02-29')).toBe(false)
    expect(isTravelDate('2026-1-01')).toBe(false)
    expect(isTravelDate('2101-01-01')).toBe(false)
    expect(isIsoMonth('2026-01')).toBe(true)
    expect(isIsoMonth('2026-00')).toBe(false)
  })
})

describe('buildLeadFields', () => {
  it('is the required record: every field of the kind, the phone parts, the server tracking', () => {
    const submission = parse('callback', withField(validPost('callback'), 'message', undefined))
    if (submission.status !== 'success') throw new Error('expected a valid post')
    const value: LeadFormValue = submission.value
    const record = buildLeadFields(value, {
      country: 'India',
      currency: 'INR',
      utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'Europe_Search_May25', utm_term: '', utm_content: '', zc_gad: 'gclid-1' },
      leadsource: 'Callback Form',
      leadvariation: 'Call Now or Leave a Query',
    })
    expect(record).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@example.com',
      mobile: '+919876543210',
      dialCode: '+91',
      nationalNumber: '9876543210',
      destination: 'Africa',
      passengers: '2',
      fromdate: '2026-05-01',
      todate: '2026-05-09',
      message: '',
      country: 'India',
      currency_select: 'INR',
      leadsource: 'Callback Form',
      leadvariation: 'Call Now or Leave a Query',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Europe_Search_May25',
      utm_term: '',
      utm_content: '',
      zc_gad: 'gclid-1',
    })
  })

  it('the promo record has no leadvariation when content gives none; interest stays a list', () => {
    const promo = parse('promo', validPost('promo'))
    if (promo.status !== 'success') throw new Error('expected a valid post')
    const utm = { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '', zc_gad: '' }
    const record = buildLeadFields(promo.value, { country: '', currency: 'USD', utm, leadsource: 'SignUp-Harbourline', leadvariation: undefined })
    expect(record).not.toHaveProperty('leadvariation')
    expect(record.monthOfTravel).toBe('2026-05')
    const enquiry = parse('deal-enquiry', validPost('deal-enquiry'))
    if (enquiry.status !== 'success') throw new Error('expected a valid post')
    expect(buildLeadFields(enquiry.value, { country: '', currency: 'USD', utm, leadsource: 'x', leadvariation: 'y' }).interest).toEqual(['Hotel', 'Flight'])
  })
})

describe('visitorDetailsDiffer: a repeat of a stored submission', () => {
  const stored = {
    kind: 'callback',
    fields: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      mobile: '+919876543210',
      dialCode: '+91',
      nationalNumber: '9876543210',
      destination: 'Africa',
      country: 'India',
      currency_select: 'INR',
      utm_source: 'google',
    },
  }

  it('is the same submission when what the visitor filled in is the same, whatever the server added', () => {
    expect(visitorDetailsDiffer(stored, { kind: 'callback', fields: { ...stored.fields } })).toBe(false)
    expect(visitorDetailsDiffer(stored, { kind: 'callback', fields: { ...stored.fields, country: 'Singapore', currency_select: 'SGD', utm_source: '' } })).toBe(
      false,
    )
  })

  it('differs with another kind of form or another value the visitor gave', () => {
    expect(visitorDetailsDiffer(stored, { kind: 'visa', fields: stored.fields })).toBe(true)
    expect(visitorDetailsDiffer(stored, { kind: 'callback', fields: { ...stored.fields, firstName: 'Ravi' } })).toBe(true)
    expect(visitorDetailsDiffer(stored, { kind: 'callback', fields: { ...stored.fields, mobile: '+6591234567' } })).toBe(true)
    expect(visitorDetailsDiffer(stored, { kind: 'callback', fields: { ...stored.fields, message: 'new' } })).toBe(true)
  })
})
