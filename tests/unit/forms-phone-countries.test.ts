import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'

import { PHONE_COUNTRIES } from '~/components/forms/phone-countries'

describe('the plain phone field country table', () => {
  it('matches the installed phone metadata (run scripts/gen-phone-countries.mjs after an upgrade)', () => {
    expect(PHONE_COUNTRIES.map(([code]) => code).sort()).toEqual([...getCountries()].sort())
    for (const [code, name, calling] of PHONE_COUNTRIES) {
      expect(calling, code).toBe(getCountryCallingCode(code as Parameters<typeof getCountryCallingCode>[0]))
      expect(name.length, code).toBeGreaterThan(1)
    }
  })

  it('names the countries the forms put first', () => {
    const names = new Map(PHONE_COUNTRIES.map(([code, name]) => [code, name]))
    expect([names.get('IN'), names.get('US'), names.get('GB'), names.get('AE'), names.get('SG')]).toEqual([
      'India',
      'United States',
      'United Kingdom',
      'United Arab Emirates',
      'Singapore',
    ])
  })
})
