import type { IncomingMessage } from 'node:http'
import { createRequire } from 'node:module'

import { describe, expect, it, vi } from 'vitest'

import {
  countryName,
  CURRENCY_COOKIE,
  detectVisitor,
  lookupIpCountry,
  readCurrencyCookie,
  regionFromAcceptLanguage,
  serializeCurrencyCookie,
  type VisitorSignals,
} from '~/lib/currency/visitor.server'
import { visitorOfRequest } from '~/lib/pages/site/page-variant.server'

/** A stand-in for the IP database, so most tests never load it. */
const noIpLookup = (): string | null => null
const fakeLookup = (country: string | null) => vi.fn((_ip: string): string | null => country)

function detect(signals: VisitorSignals, lookup: (ip: string) => string | null = noIpLookup) {
  return detectVisitor(signals, lookup)
}

describe('readCurrencyCookie', () => {
  it('reads the currency cookie among others', () => {
    expect(readCurrencyCookie('currency=SGD')).toBe('SGD')
    expect(readCurrencyCookie('a=1; currency=INR; b=2')).toBe('INR')
    expect(readCurrencyCookie('a=1;currency= usd ;b=2')).toBe('USD')
    expect(readCurrencyCookie('currency="SGD"')).toBe('SGD')
    expect(readCurrencyCookie('currency=%53GD')).toBe('SGD')
  })

  it('accepts repeated cookies that agree', () => {
    expect(readCurrencyCookie('currency=SGD; currency=SGD')).toBe('SGD')
  })

  it.each<[string, string | null | undefined]>([
    ['no header', undefined],
    ['null header', null],
    ['empty header', ''],
    ['other cookies only', 'session=abc; theme=dark'],
    ['similar name', 'mycurrency=SGD; currency_old=INR'],
    ['unknown currency', 'currency=EUR'],
    ['empty value', 'currency='],
    ['markup', 'currency="><script>alert(1)</script>'],
    ['encoded markup', 'currency=%22%3E%3Cscript%3E'],
    ['bad percent-encoding', 'currency=%E0%A4%A'],
    ['lone percent', 'currency=%'],
    ['10 KB value', `currency=${'S'.repeat(10_240)}`],
    ['10 KB of padding around a valid code', `currency=SGD${' '.repeat(10_240)}x`],
    ['no equals sign', 'currency'],
    ['semicolons only', ';;;;'],
  ])('gives null for %s', (_label, header) => {
    expect(readCurrencyCookie(header)).toBeNull()
  })

  it('never throws on arbitrary bytes', () => {
    const junk = ['\u0000', '=;=;=', '%%%', 'currency=\uD800', '\uFFFF=\uFFFF', 'currency==SGD', ' = ']
    for (const header of junk) expect(() => readCurrencyCookie(header)).not.toThrow()
  })

  it('reads the first of several currency cookies, as every cookie is read (the longest path comes first)', () => {
    expect(readCurrencyCookie('currency=SGD; currency=INR')).toBe('SGD')
    expect(readCurrencyCookie('theme=dark; currency =INR')).toBe('INR')
  })
})

describe('serializeCurrencyCookie', () => {
  it('sets a year-long, site-wide, lax, http-only cookie', () => {
    expect(CURRENCY_COOKIE).toBe('currency')
    const cookie = serializeCurrencyCookie('SGD', { secure: false })
    expect(cookie.split('; ')[0]).toBe('currency=SGD')
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax'])
  })

  it('adds Secure when asked', () => {
    expect(serializeCurrencyCookie('INR', { secure: true }).split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      'Max-Age=31536000',
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ])
  })

  it('round-trips through readCurrencyCookie', () => {
    for (const currency of ['USD', 'SGD', 'INR'] as const) {
      const pair = serializeCurrencyCookie(currency, { secure: true }).split(';')[0]
      expect(readCurrencyCookie(pair)).toBe(currency)
    }
  })
})

describe('countryName', () => {
  it('names countries in English', () => {
    expect(countryName('IN')).toBe('India')
    expect(countryName('SG')).toBe('Singapore')
    expect(countryName('US')).toBe('United States')
    expect(countryName('tl')).toBe('Timor-Leste')
  })

  it.each(['', 'XX', 'ZZ', 'T1', 'A', 'USA', '001', '12', 'AA', '<script>'])('gives empty for %j', (code) => {
    expect(countryName(code)).toBe('')
  })
})

describe('detectVisitor: currency', () => {
  it('a valid cookie wins over the country', () => {
    expect(detect({ cookieHeader: 'currency=INR', countryHeader: 'SG' })).toEqual({
      currency: 'INR',
      currencySource: 'cookie',
      countryCode: 'SG',
      countryName: 'Singapore',
      countrySource: 'header',
    })
  })

  it.each([
    ['bad encoding', 'currency=%E0%A4%A'],
    ['EUR', 'currency=EUR'],
    ['markup', 'currency="><script>'],
    ['10 KB value', `currency=${'A'.repeat(10_240)}`],
  ])('a malformed cookie (%s) falls through to the country', (_label, cookieHeader) => {
    const visitor = detect({ cookieHeader, countryHeader: 'SG' })
    expect(visitor.currency).toBe('SGD')
    expect(visitor.currencySource).toBe('country')
  })

  it.each(['SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'KH', 'MM', 'BN', 'LA', 'TL'])('%s visitors get SGD', (country) => {
    const visitor = detect({ countryHeader: country })
    expect(visitor).toMatchObject({ currency: 'SGD', currencySource: 'country', countryCode: country, countrySource: 'header' })
    expect(visitor.countryName).not.toBe('')
  })

  it('Indian visitors get INR', () => {
    expect(detect({ countryHeader: 'IN' })).toEqual({
      currency: 'INR',
      currencySource: 'country',
      countryCode: 'IN',
      countryName: 'India',
      countrySource: 'header',
    })
  })

  it('a lowercase, padded header still counts', () => {
    expect(detect({ countryHeader: ' in ' })).toMatchObject({ currency: 'INR', countryCode: 'IN', countrySource: 'header' })
  })

  it.each([
    ['US', 'United States'],
    ['GB', 'United Kingdom'],
    ['AU', 'Australia'],
  ])('%s visitors get USD', (country, name) => {
    expect(detect({ countryHeader: country })).toMatchObject({
      currency: 'USD',
      countryCode: country,
      countryName: name,
      countrySource: 'header',
    })
  })
})

describe('detectVisitor: country header', () => {
  it.each([
    ['XX (Cloudflare: unknown)', 'XX'],
    ['T1 (Cloudflare: Tor)', 'T1'],
    ['ZZ (ISO: unknown)', 'ZZ'],
    ['empty', ''],
    ['blank', '   '],
    ['three letters', 'IND'],
    ['a name', 'India'],
    ['digits', '12'],
    ['markup', '<b>'],
    ['huge', 'I'.repeat(10_000)],
  ])('ignores %s and falls through to the IP lookup', (_label, countryHeader) => {
    const lookup = fakeLookup('IN')
    const visitor = detect({ countryHeader, ip: '49.44.0.1' }, lookup)
    expect(visitor).toMatchObject({ currency: 'INR', countryCode: 'IN', countrySource: 'ip' })
    expect(lookup).toHaveBeenCalledWith('49.44.0.1')
  })

  it('ignored headers with nothing else end at the US default', () => {
    for (const countryHeader of ['XX', 'T1', 'ZZ', '']) {
      expect(detect({ countryHeader })).toEqual({
        currency: 'USD',
        currencySource: 'country',
        countryCode: 'US',
        countryName: '',
        countrySource: 'default',
      })
    }
  })
})

describe('detectVisitor: IP lookup', () => {
  it('is not consulted when the header answers', () => {
    const lookup = fakeLookup('IN')
    expect(detect({ countryHeader: 'SG', ip: '49.44.0.1' }, lookup).countryCode).toBe('SG')
    expect(lookup).not.toHaveBeenCalled()
  })

  it('is used when there is no header', () => {
    const lookup = fakeLookup('MY')
    expect(detect({ ip: '203.106.0.1', acceptLanguage: 'en-IN' }, lookup)).toEqual({
      currency: 'SGD',
      currencySource: 'country',
      countryCode: 'MY',
      countryName: 'Malaysia',
      countrySource: 'ip',
    })
  })

  it('is skipped without an ip', () => {
    const lookup = fakeLookup('MY')
    expect(detect({ ip: null, acceptLanguage: 'en-IN' }, lookup).countrySource).toBe('accept-language')
    expect(detect({ ip: '  ', acceptLanguage: 'en-IN' }, lookup).countrySource).toBe('accept-language')
    expect(lookup).not.toHaveBeenCalled()
  })

  it('falls through to Accept-Language when it has no answer, a bad answer or throws', () => {
    const answers: Array<(ip: string) => string | null> = [
      () => null,
      () => 'XX',
      () => 'not a country',
      () => {
        throw new Error('database corrupt')
      },
    ]
    for (const lookup of answers) {
      expect(detect({ ip: '8.8.8.8', acceptLanguage: 'en-IN,en;q=0.9' }, lookup)).toMatchObject({
        currency: 'INR',
        countryCode: 'IN',
        countrySource: 'accept-language',
      })
    }
  })
})

describe('lookupIpCountry (real embedded database)', () => {
  // Cross-check against the package's own data so a database refresh can't silently break this.
  const geoip = createRequire(import.meta.url)('geoip-country') as { lookup(ip: string): { country: string } | null }

  it('maps a public IP to its country', () => {
    expect(geoip.lookup('8.8.8.8')?.country).toBe('US')
    expect(lookupIpCountry('8.8.8.8')).toBe('US')
    expect(lookupIpCountry(' 8.8.8.8 ')).toBe('US')
  })

  it('understands IPv6 and IPv6-mapped IPv4', () => {
    expect(lookupIpCountry('::ffff:8.8.8.8')).toBe('US')
    expect(lookupIpCountry('::FFFF:8.8.8.8')).toBe('US')
    const ipv6 = geoip.lookup('2404:6800:4003::1')?.country ?? null
    expect(ipv6).toMatch(/^[A-Z]{2}$/)
    expect(lookupIpCountry('2404:6800:4003::1')).toBe(ipv6)
  })

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '::ffff:192.168.1.1',
    '169.254.1.1',
    '100.64.1.1',
    '0.0.0.0',
    '::',
    'fe80::1',
    'fd12:3456:789a::1',
    '203.0.113.5',
    '2001:db8::1',
    '255.255.255.255',
  ])('gives null for the non-public address %s', (ip) => {
    expect(lookupIpCountry(ip)).toBeNull()
  })

  it.each(['', 'localhost', '999.1.1.1', '1.2.3', 'not an ip', '8.8.8.8:443', 'x'.repeat(10_000)])('gives null for the invalid address %j', (ip) => {
    expect(lookupIpCountry(ip)).toBeNull()
  })

  it('is the default lookup of detectVisitor', () => {
    expect(detectVisitor({ ip: '8.8.8.8' })).toMatchObject({ countryCode: 'US', countrySource: 'ip', countryName: 'United States' })
    expect(detectVisitor({ ip: '127.0.0.1', acceptLanguage: 'en-SG' })).toMatchObject({ countryCode: 'SG', countrySource: 'accept-language' })
  })
})

describe('Accept-Language', () => {
  it.each<[string, string | null]>([
    ['en-IN,en;q=0.9', 'IN'],
    ['fr;q=0.5, en-SG;q=0.8', 'SG'],
    ['en, en-IN;q=0.5', 'IN'],
    ['en-US;q=0.5, en-IN;q=0.9', 'IN'],
    ['en-GB, en-IN', 'GB'],
    ['en-IN;q=0.8, en-SG;q=0.8', 'IN'],
    ['zh-Hant-SG', 'SG'],
    ['zh-yue-HK', 'HK'],
    ['en_IN', 'IN'],
    ['EN-in', 'IN'],
    ['ms-my', 'MY'],
    ['sr-Latn-RS-u-nu-latn', 'RS'],
    ['en-IN;q=0, en-SG;q=0.1', 'SG'],
    ['en-IN;Q=0.7', 'IN'],
    ['en-IN ; q = 0.7', 'IN'],
    ['*', null],
    ['en', null],
    ['es-419', null],
    ['en-XX', null],
    ['en-IN;q=0', null],
    ['en-IN;q=abc', null],
    ['en-IN;q=2', null],
    [';;;q=abc', null],
    [',,,', null],
    ['', null],
    ['x-klingon-IN', null],
    ['en-INDIA', null],
  ])('%j gives %s', (header, expected) => {
    expect(regionFromAcceptLanguage(header)).toBe(expected)
  })

  it('garbage never throws', () => {
    for (const header of [';;;q=abc', '=,=;=', '\u0000\uFFFF', 'q=1;q=0;q=', '-'.repeat(500), 'en-\uD800']) {
      expect(() => regionFromAcceptLanguage(header)).not.toThrow()
    }
  })

  it('caps the work on very long headers: only the first 1,024 characters and 32 ranges are read', () => {
    // en-IN lies past the cap in the first header and past the 32nd range in the second.
    expect(regionFromAcceptLanguage(`${'fr;q=0.1,'.repeat(100_000)}en-IN`)).toBeNull()
    expect(regionFromAcceptLanguage(`${'fr,'.repeat(32)}en-IN`)).toBeNull()
    expect(regionFromAcceptLanguage(`${'fr,'.repeat(31)}en-IN`)).toBe('IN')
    expect(regionFromAcceptLanguage(`en-SG,${'x'.repeat(100_000)}`)).toBe('SG')
    // A tag cut in half by the cap is not read as a shorter one.
    expect(regionFromAcceptLanguage(`${'a'.repeat(1020)},en-INDIA`)).toBeNull()
  })

  it('decides the country when header and IP say nothing', () => {
    expect(detect({ acceptLanguage: 'fr;q=0.5, en-SG;q=0.8' })).toEqual({
      currency: 'SGD',
      currencySource: 'country',
      countryCode: 'SG',
      countryName: 'Singapore',
      countrySource: 'accept-language',
    })
  })
})

describe('detectVisitor: default', () => {
  it('is US with an empty name when nothing is known', () => {
    const expected = { currency: 'USD', currencySource: 'country', countryCode: 'US', countryName: '', countrySource: 'default' }
    expect(detect({})).toEqual(expected)
    expect(detect({ cookieHeader: null, countryHeader: null, ip: null, acceptLanguage: null })).toEqual(expected)
    expect(detect({ acceptLanguage: '*' })).toEqual(expected)
    expect(detect({ acceptLanguage: ';;;q=abc', countryHeader: 'XX', ip: '10.0.0.1' })).toEqual(expected)
  })

  it('still honours the cookie', () => {
    expect(detect({ cookieHeader: 'currency=SGD' })).toMatchObject({ currency: 'SGD', currencySource: 'cookie', countryCode: 'US' })
  })
})

describe('visitorOfRequest: the signals of a request, decided once', () => {
  const incoming = (headers: Record<string, string>, address = '127.0.0.1') => ({ headers, socket: { remoteAddress: address } }) as unknown as IncomingMessage

  it('reads the cookie, the named country header and Accept-Language from the request', () => {
    const request = incoming({ cookie: 'currency=SGD', 'cf-ipcountry': 'IN', 'accept-language': 'en-GB' })
    expect(visitorOfRequest(request, 'CF-IPCountry')).toMatchObject({
      currency: 'SGD',
      currencySource: 'cookie',
      countryCode: 'IN',
      countrySource: 'header',
      countryName: 'India',
    })
  })

  it('falls back to Accept-Language when the header is missing and the address is unknown', () => {
    const request = incoming({ 'accept-language': 'hi-IN,hi;q=0.9' })
    expect(visitorOfRequest(request, 'cf-ipcountry')).toMatchObject({ currency: 'INR', countryCode: 'IN', countrySource: 'accept-language' })
  })

  it('is the same visitor for the page store and the render of one request, however often asked', () => {
    const request = incoming({ 'cf-ipcountry': 'SG' })
    const first = visitorOfRequest(request, 'cf-ipcountry')
    request.headers['cf-ipcountry'] = 'IN'
    expect(visitorOfRequest(request, 'cf-ipcountry')).toBe(first)
    expect(visitorOfRequest(incoming({ 'cf-ipcountry': 'IN' }), 'cf-ipcountry')).toMatchObject({ currency: 'INR' })
  })
})
