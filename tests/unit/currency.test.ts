import { describe, expect, it } from 'vitest'

import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  currencyForCountry,
  DEFAULT_CURRENCY,
  formatMoney,
  formatMoneyIn,
  formatOfferIn,
  parseCurrency,
  SOUTH_EAST_ASIA,
} from '~/lib/currency'

describe('currency constants', () => {
  it('lists currencies in the switcher order and defaults to USD', () => {
    expect(CURRENCIES).toEqual(['SGD', 'USD', 'INR'])
    expect(DEFAULT_CURRENCY).toBe('USD')
  })

  it('uses the business symbols', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ USD: '$', INR: '₹', SGD: 'S$' })
  })

  it('has the South-East Asia list', () => {
    expect(SOUTH_EAST_ASIA).toEqual(['SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'KH', 'MM', 'BN', 'LA', 'TL'])
  })
})

describe('parseCurrency', () => {
  it.each([
    ['USD', 'USD'],
    ['SGD', 'SGD'],
    ['INR', 'INR'],
    ['  sgd ', 'SGD'],
    ['inr', 'INR'],
    ['Usd', 'USD'],
  ])('accepts %j', (input, expected) => {
    expect(parseCurrency(input)).toBe(expected)
  })

  it.each<[string, unknown]>([
    ['EUR', 'EUR'],
    ['empty', ''],
    ['spaces', '   '],
    ['markup', '"><script>alert(1)</script>'],
    ['prefix', 'USDX'],
    ['inner space', 'U SD'],
    ['huge string', 'USD'.padEnd(10_000, ' ')],
    ['huge code', 'X'.repeat(1_000_000)],
    ['null', null],
    ['undefined', undefined],
    ['number', 1228312],
    ['object', { currency: 'USD' }],
    ['array', ['USD']],
    ['String object', new String('USD')],
  ])('rejects %s', (_label, input) => {
    expect(parseCurrency(input)).toBeNull()
  })
})

describe('currencyForCountry', () => {
  it.each(['SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'KH', 'MM', 'BN', 'LA', 'TL'])('%s pays in SGD', (country) => {
    expect(currencyForCountry(country)).toBe('SGD')
  })

  it('India pays in INR', () => {
    expect(currencyForCountry('IN')).toBe('INR')
  })

  it('normalises case and spaces', () => {
    expect(currencyForCountry(' in ')).toBe('INR')
    expect(currencyForCountry('sg')).toBe('SGD')
  })

  it.each<[string, string | null | undefined]>([
    ['US', 'US'],
    ['GB', 'GB'],
    ['AU', 'AU'],
    ['ZZ', 'ZZ'],
    ['XX', 'XX'],
    ['empty', ''],
    ['garbage', 'India'],
    ['null', null],
    ['undefined', undefined],
  ])('%s falls back to USD', (_label, country) => {
    expect(currencyForCountry(country)).toBe('USD')
  })
})

describe('formatMoney', () => {
  it('groups INR the Indian way', () => {
    expect(formatMoney(27999, 'INR')).toBe('₹27,999')
    expect(formatMoney(100000, 'INR')).toBe('₹1,00,000')
    expect(formatMoney(12345678, 'INR')).toBe('₹1,23,45,678')
  })

  it('groups USD and SGD the western way', () => {
    expect(formatMoney(716, 'SGD')).toBe('S$716')
    expect(formatMoney(315, 'USD')).toBe('$315')
    expect(formatMoney(100000, 'USD')).toBe('$100,000')
    expect(formatMoney(1234567, 'SGD')).toBe('S$1,234,567')
  })

  it('shows two decimals only when there are cents', () => {
    expect(formatMoney(12.5, 'USD')).toBe('$12.50')
    expect(formatMoney(1999.99, 'SGD')).toBe('S$1,999.99')
    expect(formatMoney(100000.5, 'INR')).toBe('₹1,00,000.50')
    expect(formatMoney(12.001, 'USD')).toBe('$12')
    expect(formatMoney(12.345, 'USD')).toMatch(/^\$12\.3[45]$/)
  })

  it('honours maximumFractionDigits', () => {
    expect(formatMoney(12.5, 'USD', { maximumFractionDigits: 0 })).toBe('$13')
    expect(formatMoney(12.25, 'USD', { maximumFractionDigits: 1 })).toMatch(/^\$12\.[23]$/)
    expect(formatMoney(315, 'USD', { maximumFractionDigits: 2 })).toBe('$315')
  })

  it('formats zero without a sign', () => {
    expect(formatMoney(0, 'USD')).toBe('$0')
    expect(formatMoney(-0, 'INR')).toBe('₹0')
    expect(formatMoney(-0.001, 'SGD')).toBe('S$0')
  })

  it('puts the minus before the symbol', () => {
    expect(formatMoney(-315, 'USD')).toBe('-$315')
    expect(formatMoney(-716, 'SGD')).toBe('-S$716')
    expect(formatMoney(-100000, 'INR')).toBe('-₹1,00,000')
    expect(formatMoney(-12.5, 'USD')).toBe('-$12.50')
  })

  it('gives the same answer when called repeatedly (cached formatters)', () => {
    const first = formatMoney(27999, 'INR')
    for (let i = 0; i < 100; i++) expect(formatMoney(27999, 'INR')).toBe(first)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('throws a TypeError for %s', (amount) => {
    expect(() => formatMoney(amount, 'USD')).toThrow(TypeError)
  })
})

describe('formatMoneyIn and formatOfferIn', () => {
  const amounts = { INR: 100000, USD: 1200, SGD: 1600 }

  it("formats content's amount for the visitor's currency", () => {
    expect(formatMoneyIn(amounts, 'INR')).toBe('₹1,00,000')
    expect(formatMoneyIn(amounts, 'SGD')).toBe('S$1,600')
    expect(formatMoneyIn(amounts, 'USD')).toBe('$1,200')
  })

  it('gives an offer in US dollars where content has none for the currency', () => {
    expect(formatOfferIn({ INR: 0, USD: 100, SGD: 135 }, 'INR')).toBe('$100')
    expect(formatOfferIn({ INR: 0, USD: 100, SGD: 135 }, 'SGD')).toBe('S$135')
  })
})
