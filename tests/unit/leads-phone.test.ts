import { describe, expect, it } from 'vitest'

import { INVALID_PHONE_MESSAGE, NOT_MOBILE_MESSAGE, otherCountryMessage, parseLeadPhone, phoneCountry } from '~/lib/leads/forms/phone'

describe("parseLeadPhone: valid numbers of the agency's markets", () => {
  it.each([
    // input, picked country, e164, dialCode, nationalNumber, country
    ['+91 98765 43210', undefined, '+919876543210', '+91', '9876543210', 'IN'],
    ['098765 43210', 'IN', '+919876543210', '+91', '9876543210', 'IN'],
    ['9876543210', 'in', '+919876543210', '+91', '9876543210', 'IN'],
    ['+65 9123 4567', undefined, '+6591234567', '+65', '91234567', 'SG'],
    ['8123 4567', 'SG', '+6581234567', '+65', '81234567', 'SG'],
    ['+1 (201) 555-0123', undefined, '+12015550123', '+1', '2015550123', 'US'],
    ['201-555-0123', 'US', '+12015550123', '+1', '2015550123', 'US'],
    ['07911 123456', 'GB', '+447911123456', '+44', '7911123456', 'GB'],
    ['+971 50 123 4567', undefined, '+971501234567', '+971', '501234567', 'AE'],
    ['050 123 4567', 'AE', '+971501234567', '+971', '501234567', 'AE'],
  ])('%s (picked %s)', (input, picked, e164, dialCode, nationalNumber, country) => {
    expect(parseLeadPhone(input, picked)).toMatchObject({ ok: true, e164, dialCode, nationalNumber, country })
  })

  it('reads an international number whatever country was picked', () => {
    expect(parseLeadPhone('+65 9123 4567', 'IN')).toMatchObject({ ok: true, e164: '+6591234567', country: 'SG' })
  })

  it('gives the international format for people', () => {
    expect(parseLeadPhone('9876543210', 'IN')).toMatchObject({ international: '+91 98765 43210' })
  })
})

describe('parseLeadPhone: digits without a "+" are a national number of the picked country', () => {
  // What a visitor types, pastes or autofills into the field of her country: never read as
  // another country's calling code (9820451763 is not Iran's +98, 81234567 is not Japan's +81).
  it.each([
    // India: a 10-digit mobile, with the trunk 0, spaced, dashed, the international access code 00, autofill's E.164
    ['9820451763', 'IN', '+919820451763'],
    ['09820451763', 'IN', '+919820451763'],
    ['98204 51763', 'IN', '+919820451763'],
    ['98204-51763', 'IN', '+919820451763'],
    ['0091 98204 51763', 'IN', '+919820451763'],
    ['+919820451763', 'IN', '+919820451763'],
    ['+91-98204-51763', 'IN', '+919820451763'],
    // Singapore: 8 digits, no trunk prefix
    ['81234567', 'SG', '+6581234567'],
    ['8123 4567', 'SG', '+6581234567'],
    ['+65 8123 4567', 'SG', '+6581234567'],
    // United States: with brackets, dashes, the leading 1
    ['(415) 555-2671', 'US', '+14155552671'],
    ['415-555-2671', 'US', '+14155552671'],
    ['1-415-555-2671', 'US', '+14155552671'],
    ['+1 415 555 2671', 'US', '+14155552671'],
    // Malaysia: a mobile with and without the trunk 0
    ['012-345 6789', 'MY', '+60123456789'],
    ['12-345 6789', 'MY', '+60123456789'],
    ['+60 12-345 6789', 'MY', '+60123456789'],
    // United Arab Emirates
    ['050 123 4567', 'AE', '+971501234567'],
    ['50 123 4567', 'AE', '+971501234567'],
    ['+971-50-123-4567', 'AE', '+971501234567'],
    // United Kingdom: a mobile with and without the trunk 0
    ['07911 123456', 'GB', '+447911123456'],
    ['7911 123456', 'GB', '+447911123456'],
    ['+44 7911 123456', 'GB', '+447911123456'],
  ])('%s in %s is %s', (input, picked, e164) => {
    expect(parseLeadPhone(input, picked)).toMatchObject({ ok: true, e164, country: picked })
  })

  it('reads digits after a "+" as an international number, whatever country was picked', () => {
    expect(parseLeadPhone('+65 8123 4567', 'IN')).toMatchObject({ ok: true, e164: '+6581234567', country: 'SG' })
    expect(parseLeadPhone('+91 98204 51763', 'SG')).toMatchObject({ ok: true, e164: '+919820451763', country: 'IN' })
  })

  it('rejects a national number too short or too long for the picked country', () => {
    expect(parseLeadPhone('8123456', 'SG')).toMatchObject({ ok: false })
    expect(parseLeadPhone('98204517631', 'IN')).toMatchObject({ ok: false })
  })
})

describe('parseLeadPhone: rejected, always with the required words', () => {
  it.each([
    ['', 'IN', 'NOT_A_NUMBER'],
    ['   ', 'IN', 'NOT_A_NUMBER'],
    ['abc', 'IN', 'NOT_A_NUMBER'],
    ['call me on +6591234567', undefined, 'NOT_A_NUMBER'],
    ['+', undefined, 'NOT_A_NUMBER'],
    ['+91 98', undefined, 'TOO_SHORT'],
    ['12345', 'IN', 'TOO_SHORT'],
    ['+9', undefined, 'TOO_SHORT'],
    ['+91 9876543210987654321', undefined, 'TOO_LONG'],
    ['9876543210', undefined, 'INVALID_COUNTRY'],
    ['9876543210', 'XX', 'INVALID_COUNTRY'],
    ['+999 123456', undefined, 'INVALID_COUNTRY'],
    ['+65 5123 4567', undefined, 'INVALID'],
    ['+1 555 123 4567', undefined, 'INVALID'],
    ['+971 20 123 4567', undefined, 'INVALID'],
  ])('%j (picked %s): %s', (input, picked, problem) => {
    expect(parseLeadPhone(input, picked)).toEqual({ ok: false, problem, message: INVALID_PHONE_MESSAGE })
  })

  it('where only a mobile will do, a landline is refused in those words (Singapore 6xxx, Mumbai, London)', () => {
    for (const [input, picked] of [
      ['6123 4567', 'SG'],
      ['+91 22 6123 4567', undefined],
      ['022 6123 4567', 'IN'],
      ['+44 20 7946 0958', 'GB'],
    ] as const) {
      expect(parseLeadPhone(input, picked, 'mobile'), input).toEqual({ ok: false, problem: 'NOT_MOBILE', message: NOT_MOBILE_MESSAGE })
    }
  })

  it("where a call is what the visitor asks for, a landline is taken (the agency's own number is one)", () => {
    expect(parseLeadPhone('6123 4567', 'SG', 'any')).toMatchObject({ ok: true, e164: '+6561234567' })
    expect(parseLeadPhone('022 6123 4567', 'IN', 'any')).toMatchObject({ ok: true, e164: '+912261234567' })
  })

  it("digits of another market typed under the picked country's flag say which country they fit", () => {
    expect(parseLeadPhone('9123 4567', 'IN', 'any')).toEqual({
      ok: false,
      problem: 'OTHER_COUNTRY',
      message: 'This looks like a Singapore number: choose Singapore (+65) as the country',
    })
    expect(parseLeadPhone('98765 43210', 'SG', 'any')).toMatchObject({ problem: 'OTHER_COUNTRY', message: otherCountryMessage('IN') })
    // A UK mobile typed while Singapore is picked.
    expect(parseLeadPhone('07911 123456', 'SG')).toMatchObject({ problem: 'OTHER_COUNTRY', message: otherCountryMessage('GB') })
    // As the rich phone input sends it: the picked country's code before what was typed.
    expect(parseLeadPhone('+9191234567', 'IN', 'any')).toMatchObject({ problem: 'OTHER_COUNTRY', message: otherCountryMessage('SG') })
    // Typed with another country's "+": the country it names is the one, no guess.
    expect(parseLeadPhone('+65 5123 4567', 'IN')).toMatchObject({ problem: 'INVALID' })
  })

  it('rejects input over 250 characters before parsing it', () => {
    expect(parseLeadPhone(`+91 98765 43210${' '.repeat(240)}`)).toMatchObject({ ok: false, problem: 'TOO_LONG' })
    expect(parseLeadPhone('9'.repeat(251), 'IN')).toMatchObject({ ok: false, problem: 'TOO_LONG' })
  })

  it('rejects what is not a string', () => {
    for (const value of [undefined, null, 9876543210, ['+919876543210'], {}]) {
      expect(parseLeadPhone(value, 'IN')).toMatchObject({ ok: false, message: 'Please enter a valid phone number' })
    }
  })

  it('keeps the national number within 2 to 17 digits', () => {
    for (const input of ['+91 9876543210', '+65 91234567', '+1 2015550123']) {
      const parsed = parseLeadPhone(input)
      expect(parsed.ok && parsed.nationalNumber.length >= 2 && parsed.nationalNumber.length <= 17).toBe(true)
    }
  })
})

describe('phone helpers', () => {
  it('phoneCountry accepts known codes in any case and nothing else', () => {
    expect(phoneCountry('sg')).toBe('SG')
    expect(phoneCountry(' IN ')).toBe('IN')
    expect(phoneCountry('XX')).toBeUndefined()
    expect(phoneCountry('')).toBeUndefined()
    expect(phoneCountry(undefined)).toBeUndefined()
  })
})
