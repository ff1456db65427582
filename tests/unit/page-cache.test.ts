import { describe, expect, it } from 'vitest'

import { pageCacheHeaders, type PageResponseFacts } from '~/lib/http/page-cache'
import { storeLifetime } from '~/lib/http/page-store'

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
      'Cache-Control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400',
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
    expect(storeLifetime({ method: 'GET', status: 200, cacheControl, setsCookie: false })).toEqual({ freshMs: 10_000, staleMs: 60_000 })
  })
})

