import { describe, expect, it } from 'vitest'

import { isHttps, safeRedirectPath } from '~/lib/platform/http'

describe('safeRedirectPath: paths on this site', () => {
  it.each([
    ['/', '/'],
    ['/cruisedeals', '/cruisedeals'],
    ['/blog?page=2', '/blog?page=2'],
    ['/blog?page=2&tag=asia#latest', '/blog?page=2&tag=asia#latest'],
    ['/Japan-Cruise-FAQ#faq-3', '/Japan-Cruise-FAQ#faq-3'],
    ['/?utm_campaign=Caribbean_%26_Bahamas_Search_May25', '/?utm_campaign=Caribbean_%26_Bahamas_Search_May25'],
    ['  /about  ', '/about'],
    ['/a/./b/../c', '/a/c'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/search?q=a b', '/search?q=a%20b'],
  ])('%j -> %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it('accepts a path of exactly 2048 characters', () => {
    const path = '/' + 'a'.repeat(2047)
    expect(safeRedirectPath(path)).toBe(path)
  })
})

describe('safeRedirectPath: anything else gives the fallback', () => {
  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/cruisedeals'],
    ['triple slash', '///evil.com'],
    ['slash backslash', '/\\evil'],
    ['slash backslash host', '/\\evil.com/x'],
    ['backslash later in the path', '/a\\b'],
    ['absolute https', 'https://evil.com'],
    ['absolute http', 'http://evil.com/path'],
    ['javascript url', 'javascript:alert(1)'],
    ['data url', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'cruisedeals'],
    ['dot relative', './about'],
    ['empty', ''],
    ['spaces only', '   '],
    ['tab inside', '/\t/evil.com'],
    ['newline inside', '/\n/evil.com'],
    ['carriage return (header injection)', '/x\r\nSet-Cookie: a=b'],
    ['NUL', '/about\u0000'],
    ['DEL', '/about\u007f'],
    ['dot segment to protocol-relative', '/.//evil.com'],
    ['dot-dot segments to protocol-relative', '/foo/../..//evil.com'],
    ['encoded dot-dot to protocol-relative', '/%2e%2e//evil.com/x?y#z'],
    ['5000 characters', '/' + 'a'.repeat(4999)],
    ['2049 characters', '/' + 'a'.repeat(2048)],
  ])('%s', (_label, input) => {
    expect(safeRedirectPath(input)).toBe('/')
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an array', ['/about']],
    ['an object', { toString: () => '/about' }],
    ['a File-like value', new Blob(['/about'])],
  ])('non-string: %s', (_label, input) => {
    expect(safeRedirectPath(input)).toBe('/')
  })

  it('uses the given fallback', () => {
    expect(safeRedirectPath('https://evil.com', '/cruisedeals')).toBe('/cruisedeals')
    expect(safeRedirectPath(null, '/blog')).toBe('/blog')
    expect(safeRedirectPath('/about', '/blog')).toBe('/about')
  })

  it('never returns something a browser would read as another host', () => {
    const attempts = ['//x', '/\\x', '/./\\x', '/.//x', '/../x', '/%5C%5Cx', '/..%2F..%2F/x', '/ //x', '/\u200b//x']
    for (const attempt of attempts) {
      const result = safeRedirectPath(attempt)
      expect(result.startsWith('/'), attempt).toBe(true)
      expect(result.startsWith('//'), attempt).toBe(false)
      expect(result.startsWith('/\\'), attempt).toBe(false)
      expect(new URL(result, 'https://www.harbourline.example').origin, attempt).toBe('https://www.harbourline.example')
    }
  })
})

describe('isHttps', () => {
  const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers })

  it('is true for an https request url', () => {
    expect(isHttps(request('https://www.harbourline.example/'))).toBe(true)
  })

  it('is false for plain http without a proxy header', () => {
    expect(isHttps(request('http://localhost:3000/'))).toBe(false)
  })

  it("believes no X-Forwarded-Proto header itself: a trusted proxy's protocol is already in the URL (origin.server.ts)", () => {
    expect(isHttps(request('http://localhost:3000/', { 'x-forwarded-proto': 'https' }))).toBe(false)
    expect(isHttps(request('https://www.harbourline.example/', { 'x-forwarded-proto': 'http' }))).toBe(true)
  })
})
