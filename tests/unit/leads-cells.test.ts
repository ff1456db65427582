import { describe, expect, it } from 'vitest'

import { csvField, csvRecord } from '~/lib/leads/csv'
import { neutraliseCell } from '~/lib/leads/delivery/spreadsheet-cells'
import { fieldText, orderedFieldNames } from '~/lib/leads/types'

describe('neutraliseCell: formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['+919876543210', `'+919876543210`],
  ])('%j gets a leading quote', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected)
  })

  it.each(['Asha', 'a=b', ' =1', "'already quoted", '', '2026-12-01', "O'Brien", 'Zoë & <b>'])('%j is left alone', (value) => {
    expect(neutraliseCell(value)).toBe(value)
  })

  it('joins a list with ", " before checking', () => {
    expect(neutraliseCell(['Cruise Package', 'hotel'])).toBe('Cruise Package, hotel')
    expect(neutraliseCell(['=1+1', 'hotel'])).toBe("'=1+1, hotel")
    expect(neutraliseCell([])).toBe('')
  })

  it('handles numbers and empties', () => {
    expect(neutraliseCell(-5)).toBe("'-5")
    expect(neutraliseCell(4)).toBe('4')
    expect(neutraliseCell(null)).toBe('')
    expect(neutraliseCell(undefined)).toBe('')
  })
})

describe('CSV (RFC 4180)', () => {
  it('quotes only when needed and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\rhere')).toBe('"cr\rhere"')
    expect(csvField('')).toBe('')
  })

  it('ends every record with CRLF', () => {
    expect(csvRecord(['a', 'b,c', ''])).toBe('a,"b,c",\r\n')
  })
})

describe('lead field helpers', () => {
  it('orders the required fields first, then the rest alphabetically', () => {
    expect(orderedFieldNames({ zeta: '1', email: 'e', firstName: 'f', alpha: '2', interest: [] })).toEqual(['firstName', 'email', 'interest', 'alpha', 'zeta'])
  })

  it('fieldText joins lists', () => {
    expect(fieldText(['a', 'b'])).toBe('a, b')
    expect(fieldText('x')).toBe('x')
    expect(fieldText(undefined)).toBe('')
  })
})
