import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PREFERRED_PHONE_COUNTRIES } from '~/components/forms/lead-form-texts'
import { PHONE_COUNTRIES } from '~/components/forms/phone-countries'
import { countryChoices, PhoneField } from '~/components/forms/phone-field'

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

describe('the plain phone field: its country select', () => {
  const render = (preferred: readonly string[] | undefined, defaultCountry: string) =>
    renderToString(createElement(PhoneField, { id: 'phone', label: 'Phone', defaultCountry, preferred, enhance: false, resetSignal: 0, onValidate: () => {} }))
  const optionValues = (html: string) => [...html.matchAll(/<option value="([A-Z]{2})"/g)].map((match) => match[1])

  it('lists every country once, by name with its calling code, and selects the chosen one', () => {
    const html = render(undefined, 'SG')
    expect(optionValues(html)).toEqual(PHONE_COUNTRIES.map(([code]) => code))
    expect(html).toContain('<option value="SG" selected="">Singapore (+65)</option>')
    expect(html.match(/selected=""/g)).toHaveLength(1)
    expect(html).not.toContain('disabled')
  })

  it('puts the preferred countries first, then a divider, then every other country', () => {
    const html = render(PREFERRED_PHONE_COUNTRIES, 'IN')
    const values = optionValues(html)
    expect(values.slice(0, 4)).toEqual(['IN', 'US', 'GB', 'AE'])
    expect(values).toHaveLength(PHONE_COUNTRIES.length)
    expect(new Set(values).size).toBe(values.length)
    expect(html).toMatch(
      /<option value="IN" selected="">India \(\+91\)<\/option>.*<option value="AE">[^<]*<\/option><option disabled="">─+<\/option><option value="AF">/,
    )
  })

  it('ignores unknown preferred codes, and starts an unknown country at India', () => {
    expect(countryChoices(['XX', 'SG']).first).toEqual(['SG'])
    expect(countryChoices(['XX', 'SG']).rest).not.toContain('SG')
    expect(render(['XX', 'SG'], 'ZZ')).toContain('<option value="IN" selected="">')
  })
})
