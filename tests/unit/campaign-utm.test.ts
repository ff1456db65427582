import { describe, expect, it } from 'vitest'

import {
  cleanUtmValue,
  emptyUtm,
  MAX_UTM_VALUE_BYTES,
  readUtmCookie,
  serializeUtmCookie,
  UTM_COOKIE,
  utmCookieForRequest,
  utmFromUrl,
} from '~/lib/campaign/utm.server'

const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? ''

describe('utmFromUrl', () => {
  it('reads the five utm fields and gclid as zc_gad', () => {
    const url = new URL(
      'https://site.example/?utm_source=google&utm_medium=cpc&utm_campaign=Europe_Search_May25&utm_term=cruise&utm_content=ad%201&gclid=Cj0KCQ&x=1',
    )
    expect(utmFromUrl(url)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Europe_Search_May25',
      utm_term: 'cruise',
      utm_content: 'ad 1',
      zc_gad: 'Cj0KCQ',
    })
  })

  it('is null without any (or only empty) campaign parameter', () => {
    expect(utmFromUrl(new URL('https://site.example/contact?page=2'))).toBeNull()
    expect(utmFromUrl(new URL('https://site.example/?utm_source=%20%20&gclid='))).toBeNull()
  })
})

describe('cleanUtmValue', () => {
  it('trims, drops control characters and caps the encoded size by whole characters', () => {
    expect(cleanUtmValue('  spring\u0000\u0007 sale \n')).toBe('spring sale')
    const long = cleanUtmValue('x'.repeat(1000))
    expect(long).toBe('x'.repeat(MAX_UTM_VALUE_BYTES))
    const wide = cleanUtmValue('₹'.repeat(200)) // 9 bytes each once encoded
    expect(encodeURIComponent(wide).length).toBeLessThanOrEqual(MAX_UTM_VALUE_BYTES)
    expect(wide).toBe('₹'.repeat(Math.floor(MAX_UTM_VALUE_BYTES / 9)))
    expect(cleanUtmValue('🚢'.repeat(100))).toMatch(/^(🚢)+$/)
    expect(() => cleanUtmValue('a\ud800b')).not.toThrow()
  })
})

describe('the campaign cookie', () => {
  it('round-trips through Set-Cookie and Cookie, HttpOnly, SameSite=Lax, a session cookie', () => {
    const fields = { ...emptyUtm(), utm_source: 'news letter', utm_campaign: 'Caribbean_&_Bahamas_Search_May25', zc_gad: 'abc=123;x' }
    const header = serializeUtmCookie(fields, { secure: true })
    expect(header).toMatch(new RegExp(`^${UTM_COOKIE}=`))
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Lax')
    expect(header).toContain('Secure')
    expect(header).not.toMatch(/Max-Age|Expires/)
    expect(cookiePair(header)).not.toMatch(/[;\s]/)
    expect(readUtmCookie(`currency=INR; ${cookiePair(header)}; other=1`)).toEqual(fields)
    expect(header.length).toBeLessThan(4096)
  })

  it('stays small with the largest values', () => {
    const big = Object.fromEntries(Object.keys(emptyUtm()).map((key) => [key, cleanUtmValue('€'.repeat(500))])) as ReturnType<typeof emptyUtm>
    expect(serializeUtmCookie(big, { secure: false }).length).toBeLessThan(4096)
  })

  it('reads nothing from a missing, garbled or hostile cookie', () => {
    expect(readUtmCookie(null)).toEqual(emptyUtm())
    expect(readUtmCookie(`${UTM_COOKIE}=%E0%A4%A`)).toEqual(emptyUtm())
    expect(readUtmCookie(`${UTM_COOKIE}=${encodeURIComponent('utm_source=a\u0000b&evil=1')}`)).toEqual({ ...emptyUtm(), utm_source: 'ab' })
    expect(readUtmCookie(`${UTM_COOKIE}=x`.padEnd(20_000, 'x'))).toEqual(emptyUtm())
  })
})

describe('utmCookieForRequest', () => {
  const request = (url: string, cookie?: string, method = 'GET') => new Request(url, { method, headers: cookie ? { cookie } : {} })

  it('sets the cookie on the first landing page that carries a campaign', () => {
    const header = utmCookieForRequest(request('https://site.example/cruisedeals?utm_source=fb&gclid=G1'), { secure: true })
    expect(header).not.toBeNull()
    expect(readUtmCookie(cookiePair(header ?? ''))).toEqual({ ...emptyUtm(), utm_source: 'fb', zc_gad: 'G1' })
  })

  it('keeps the first landing for the whole visit, and ignores pages without a campaign', () => {
    const first = cookiePair(serializeUtmCookie({ ...emptyUtm(), utm_source: 'first' }, { secure: false }))
    expect(utmCookieForRequest(request('https://site.example/?utm_source=second', first), { secure: false })).toBeNull()
    expect(utmCookieForRequest(request('https://site.example/about'), { secure: false })).toBeNull()
    expect(utmCookieForRequest(request('https://site.example/?utm_source=x', undefined, 'POST'), { secure: false })).toBeNull()
  })
})
