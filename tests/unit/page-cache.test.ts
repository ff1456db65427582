import { describe, expect, it } from 'vitest'
import { beforeAll } from 'vitest'

import { liveCampaigns, renderedCampaignKey } from '~/lib/campaign'
import { readUtmCookie, UTM_COOKIE } from '~/lib/campaign/utm.server'
import { type Campaign, campaignsQuery } from '~/lib/content/queries'
import { PAGE_QUERY_PARAMS, pageVariant } from '~/lib/pages/site/page-variant.server'
import { pageKey, pageQuery, type PageVariant, targetLocation } from '~/lib/platform/page-cache/key'
import { currencyDecision, pageCacheHeaders, type PageResponseFacts } from '~/lib/platform/page-cache/policy'
import { storeLifetime } from '~/lib/platform/page-cache/storability'

import { IN_SEASON } from '../support/season'
import { runSeedQuery } from '../support/seed'

let campaigns: Campaign[] = []
beforeAll(async () => {
  campaigns = liveCampaigns(await runSeedQuery(campaignsQuery), Date.parse(IN_SEASON))
})

/** A request's variant as the page store decides it: the seed's live campaigns read the campaign cookie. */
const variantOf = (headers: Record<string, string>, countryHeaderName = 'cf-ipcountry') =>
  pageVariant(
    { cookieHeader: headers.cookie ?? null, countryHeader: headers[countryHeaderName] ?? null, ip: null, acceptLanguage: headers['accept-language'] ?? null },
    renderedCampaignKey(campaigns, readUtmCookie(headers.cookie).utm_campaign || undefined),
  )

const page = (facts: Partial<PageResponseFacts> = {}): PageResponseFacts => ({
  method: 'GET',
  status: 200,
  setsCookie: false,
  decidedByAddress: false,
  countryHeader: 'CF-IPCountry',
  ...facts,
})

describe('page cache headers', () => {
  it('a public page: shared caches keep it seconds, serve it stale while refetching, and vary on what decides the currency', () => {
    expect(pageCacheHeaders(page())).toEqual({
      'Cache-Control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=50, stale-if-error=86400',
      Vary: 'Cookie, CF-IPCountry',
    })
    expect(pageCacheHeaders(page({ method: 'head', status: 404 }))?.['Cache-Control']).toMatch(/^public, .*s-maxage=10/)
  })

  it('varies on Accept-Language only when it decided the country (no country header, nothing from the address)', () => {
    expect(pageCacheHeaders(page({ decidedByLanguage: true }))?.Vary).toBe('Cookie, CF-IPCountry, Accept-Language')
    expect(pageCacheHeaders(page({ decidedByLanguage: false }))?.Vary).toBe('Cookie, CF-IPCountry')
  })

  it('a page that sets a cookie, or whose currency came from the visitor address, is private', () => {
    expect(pageCacheHeaders(page({ setsCookie: true }))).toEqual({ 'Cache-Control': 'private, no-cache', Vary: 'Cookie, CF-IPCountry' })
    expect(pageCacheHeaders(page({ decidedByAddress: true }))?.['Cache-Control']).toBe('private, no-cache')
  })

  it('a currency the visitor chose (its cookie) varies on Cookie alone, and is shared even where an address would have decided', () => {
    expect(pageCacheHeaders(page({ decidedByCookie: true }))?.Vary).toBe('Cookie')
    expect(pageCacheHeaders(page({ decidedByCookie: true, decidedByAddress: true }))?.['Cache-Control']).toMatch(/^public, /)
    expect(pageCacheHeaders(page({ decidedByCookie: true, setsCookie: true }))?.['Cache-Control']).toBe('private, no-cache')
  })

  it('an error page is never stored; other statuses are revalidated', () => {
    expect(pageCacheHeaders(page({ status: 500 }))).toEqual({ 'Cache-Control': 'no-store' })
    expect(pageCacheHeaders(page({ status: 503, setsCookie: true }))).toEqual({ 'Cache-Control': 'no-store' })
    expect(pageCacheHeaders(page({ status: 400 }))?.['Cache-Control']).toBe('no-cache')
  })

  it('a preview session (drafts) is never stored anywhere', () => {
    expect(pageCacheHeaders(page({ preview: true }))).toEqual({ 'Cache-Control': 'no-store' })
  })

  it('leaves posts alone (actions set their own)', () => {
    expect(pageCacheHeaders(page({ method: 'POST' }))).toBeNull()
  })
})

// ADR 20: what a cached page may hold. Whatever belongs to one visitor makes the page private (or
// no-store), so neither a shared cache nor the in-process page store keeps it.
describe('a page with per-visitor state is never public', () => {
  const cases: Array<[string, Partial<PageResponseFacts>]> = [
    ['sets a cookie (the visit’s campaign on a landing page)', { setsCookie: true }],
    ['shows a lead flash (and clears its cookie)', { setsCookie: true }],
    ['is a content editor’s preview (drafts, a nonce)', { preview: true }],
    ['was decided from the visitor’s address', { decidedByAddress: true }],
    ['is a 404 that sets a cookie', { status: 404, setsCookie: true }],
  ]
  for (const [what, facts] of cases) {
    it(`a page that ${what}`, () => {
      const headers = pageCacheHeaders(page(facts))
      const cacheControl = headers?.['Cache-Control']
      expect(cacheControl).toMatch(/^(private|no-store)/)
      expect(cacheControl).not.toMatch(/public|s-maxage/)
      expect(storeLifetime({ method: 'GET', status: facts.status ?? 200, cacheControl, setsCookie: facts.setsCookie ?? false })).toBeNull()
    })
  }

  it('and a page for everyone is public, and kept', () => {
    const cacheControl = pageCacheHeaders(page())?.['Cache-Control']
    expect(storeLifetime({ method: 'GET', status: 200, cacheControl, setsCookie: false })).toEqual({ freshMs: 10_000, staleMs: 50_000, errorMs: 86_400_000 })
  })
})

describe('the key of a stored page agrees with Vary', () => {
  const COUNTRY_HEADER = 'cf-ipcountry'
  interface Sample {
    label: string
    headers: Record<string, string>
  }
  // Requests as they come: with the CDN's country header, without one (the language decides), and
  // with a currency or campaign cookie.
  const samples: Sample[] = [
    { label: 'country header', headers: { [COUNTRY_HEADER]: 'IN', 'accept-language': 'en-IN' } },
    { label: 'language only', headers: { 'accept-language': 'en-SG' } },
    { label: 'currency cookie', headers: { [COUNTRY_HEADER]: 'IN', cookie: 'currency=USD' } },
    { label: 'campaign cookie', headers: { [COUNTRY_HEADER]: 'SG', cookie: `${UTM_COOKIE}=utm_campaign%3DEurope` } },
  ]
  // One change of each header a visitor can send, including ones a page must never depend on.
  const changes: Array<[string, string]> = [
    [COUNTRY_HEADER, 'SG'],
    [COUNTRY_HEADER, 'US'],
    ['accept-language', 'en-US'],
    ['accept-language', 'hi-IN'],
    ['cookie', 'currency=SGD'],
    ['cookie', `${UTM_COOKIE}=utm_campaign%3DJapan`],
    ['cookie', 'theme=dark; _ga=GA1.2.3'],
    ['user-agent', 'Googlebot/2.1'],
    ['referer', 'https://evil.example/'],
    ['x-forwarded-for', '203.0.113.9'],
    ['x-forwarded-host', 'evil.example'],
  ]
  const address = { origin: { protocol: 'https' as const, host: 'www.harbourline.example' }, path: '/', query: '' }
  const keyOf = (headers: Record<string, string>) => pageKey(address, variantOf(headers))
  const varyOf = (headers: Record<string, string>) => {
    const variant = variantOf(headers)
    const vary =
      pageCacheHeaders({ method: 'GET', status: 200, setsCookie: false, countryHeader: COUNTRY_HEADER, ...currencyDecision(variant.currencySource) })?.Vary ??
      ''
    return new Set(vary.split(',').map((name) => name.trim().toLowerCase()))
  }

  it.each(samples)('$label: a header changes the key only if Vary names it, and every header Vary names can change it', ({ headers }) => {
    const vary = varyOf(headers)
    const changedBy = new Set<string>()
    for (const [name, value] of changes) {
      if (keyOf({ ...headers, [name]: value }) !== keyOf(headers)) changedBy.add(name)
    }
    for (const name of changedBy) expect(vary.has(name), `${name} changes the key but Vary does not name it`).toBe(true)
    for (const name of vary) expect(changedBy.has(name), `Vary names ${name} but no change of it changes the key`).toBe(true)
  })
})

describe('the key holds what the page shows, in one spelling', () => {
  const address = { origin: { protocol: 'https' as const, host: 'www.harbourline.example' }, path: '/', query: '' }
  const keyOf = (headers: Record<string, string>) => pageKey(address, variantOf(headers))

  it('holds the currency, not the country: every country of one currency is one copy', () => {
    const singapore = keyOf({ 'cf-ipcountry': 'SG' })
    for (const country of ['MY', 'TH', 'VN', 'PH', 'ID', 'sg', ' SG ']) expect(keyOf({ 'cf-ipcountry': country }), country).toBe(singapore)
    const dollars = keyOf({ 'cf-ipcountry': 'US' })
    for (const country of ['DE', 'BR', 'JP', 'AU', 'GB', 'AE']) expect(keyOf({ 'cf-ipcountry': country }), country).toBe(dollars)
    expect(keyOf({ 'cf-ipcountry': 'IN' })).not.toBe(singapore)
  })

  it('holds the campaign the page renders: any unknown value is one copy, any spelling of a campaign is that campaign', () => {
    const cookie = (value: string) => ({ 'cf-ipcountry': 'IN', cookie: `${UTM_COOKIE}=utm_campaign%3D${encodeURIComponent(value)}` })
    const none = keyOf({ 'cf-ipcountry': 'IN' })
    const unknown = keyOf(cookie('not-a-campaign-1'))
    expect(unknown).not.toBe(none)
    for (const value of ['not-a-campaign-2', 'x'.repeat(250), '<script>', 'Japan 2031']) expect(keyOf(cookie(value)), value).toBe(unknown)
    const known = campaigns.find((campaign) => campaign.utmValue !== campaign.utmValue.toLowerCase())
    if (!known) throw new Error('the seed has a campaign value with capitals')
    const spelled = keyOf(cookie(known.utmValue))
    expect(spelled).not.toBe(unknown)
    expect(keyOf(cookie(known.utmValue.toLowerCase()))).toBe(spelled)
    // A cookie without a campaign value (only a source) is a visit without a campaign.
    expect(keyOf({ 'cf-ipcountry': 'IN', cookie: `${UTM_COOKIE}=utm_source%3Dgoogle` })).toBe(none)
  })
})

describe('the path and query a request target names', () => {
  it('is read as the app reads it: appended to the origin, dot segments resolved', () => {
    expect(targetLocation('/about?page=2')).toEqual({ path: '/about', search: '?page=2' })
    expect(targetLocation('/')).toEqual({ path: '/', search: '' })
    expect(targetLocation('/blog/../contact')).toEqual({ path: '/contact', search: '' })
    // Two slashes start a path here, not another host whose path is '/'.
    expect(targetLocation('//evil.example/')).toEqual({ path: '//evil.example/', search: '' })
    expect(targetLocation('//contact?page=2')).toEqual({ path: '//contact', search: '?page=2' })
  })

  it('reads a plain path at once exactly as a URL reads it', () => {
    const asUrl = (target: string) => {
      const url = new URL(`http://page.invalid${target}`)
      return { path: url.pathname, search: url.search }
    }
    for (const target of [
      '/',
      '/about',
      '/about/',
      '/Japan-Cruise-FAQ',
      '/a_b/c-d/',
      '/a//b',
      '/./a',
      '/a/..',
      '/%41',
      '/a b',
      '/a.b',
      '/é',
      '//x',
      '/a?',
      '/a#b',
    ]) {
      expect(targetLocation(target), target).toEqual(asUrl(target))
    }
  })

  it('is none for a target that is not a path', () => {
    for (const target of ['*', 'http://other.example/', 'about', '']) expect(targetLocation(target), target).toBeNull()
  })
})

describe('the query a page is kept under', () => {
  it('is the query as sent when every parameter is one a page reads', () => {
    expect(pageQuery('', PAGE_QUERY_PARAMS)).toBe('')
    expect(pageQuery('?page=2', PAGE_QUERY_PARAMS)).toBe('page=2')
    expect(pageQuery('?form=quote&sailing=2027-01-09#x', PAGE_QUERY_PARAMS)).toBe('form=quote&sailing=2027-01-09#x')
    expect(pageQuery('utm_campaign=Europe&gclid=abc', PAGE_QUERY_PARAMS)).toBe('utm_campaign=Europe&gclid=abc')
  })

  it('is none (the page is rendered, never kept) with any other parameter', () => {
    for (const search of ['?x=1', '?page=2&fbclid=abc', '?PAGE=2', '?a', '?=1']) expect(pageQuery(search, PAGE_QUERY_PARAMS), search).toBeNull()
  })

  it('keys each part of the address apart', () => {
    const variant: PageVariant = { currency: 'INR', currencySource: 'header', visitCampaign: '' }
    const origin = { protocol: 'https' as const, host: 'www.harbourline.example' }
    const key = pageKey({ origin, path: '/blog', query: 'page=2' }, variant)
    expect(pageKey({ origin: { ...origin, host: 'evil.example' }, path: '/blog', query: 'page=2' }, variant)).not.toBe(key)
    expect(pageKey({ origin, path: '/blog', query: 'page=3' }, variant)).not.toBe(key)
    expect(pageKey({ origin, path: '/media', query: 'page=2' }, variant)).not.toBe(key)
    // Parts are kept apart: no two addresses glue into one key.
    expect(pageKey({ origin, path: '/a', query: 'b' }, variant)).not.toBe(pageKey({ origin, path: '/a?b', query: '' }, variant))
  })
})
