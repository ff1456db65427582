import { describe, expect, it } from 'vitest'
import { BASE_SECURITY_HEADERS, contentSecurityPolicy, originOf } from '~/lib/security'

const NONCE = 'abcdefghijklmnopqrstuv=='

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  it('allows only nonced scripts (plus what they load) and blocks plugins, base and framing', () => {
    const policy = directives(contentSecurityPolicy({ nonce: NONCE }))
    expect(policy.get('script-src')).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'", "'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('frame-src')).toEqual(["'none'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${NONCE}'`])
    expect(policy.get('connect-src')).toEqual(["'self'"])
  })

  it('lets only the named origins frame the site (the Studio, in a preview session)', () => {
    const policy = directives(contentSecurityPolicy({ nonce: NONCE, frameAncestors: ['https://harbourline.sanity.studio', null, 'javascript:alert(1)'] }))
    expect(policy.get('frame-ancestors')).toEqual(['https://harbourline.sanity.studio'])
  })

  it('adds the configured origins, deduplicated, and drops anything that is not an origin', () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: NONCE,
        scriptOrigins: ['https://widget.example', null, 'https://widget.example'],
        frameOrigins: ['https://booking.example', 'https://maps.example', undefined],
        imageOrigins: ['https://cdn.sanity.io', "https://evil.example 'unsafe-inline'", 'javascript:alert(1)'],
        formOrigins: ['https://booking.example'],
      }),
    )
    expect(policy.get('script-src')).toContain('https://widget.example')
    expect(policy.get('script-src')?.filter((value) => value === 'https://widget.example')).toHaveLength(1)
    expect(policy.get('frame-src')).toEqual(['https://booking.example', 'https://maps.example'])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.sanity.io'])
    expect(policy.get('form-action')).toEqual(["'self'", 'https://booking.example'])
  })

  it('opens the live-reload socket only in development', () => {
    expect(directives(contentSecurityPolicy({ nonce: NONCE, development: true })).get('connect-src')).toContain('ws://localhost:*')
    expect(contentSecurityPolicy({ nonce: NONCE })).not.toContain('ws:')
  })

  it('refuses a weak or malformed nonce', () => {
    expect(() => contentSecurityPolicy({ nonce: 'short' })).toThrow(/nonce/)
    expect(() => contentSecurityPolicy({ nonce: "abcdefghijklmnopqrstuv' 'unsafe-inline" })).toThrow(/nonce/)
  })
})

describe('originOf', () => {
  it('reduces URLs to their origin and rejects the rest', () => {
    expect(originOf('https://booking.harbourline.example/swift/cruise?siid=1')).toBe('https://booking.harbourline.example')
    expect(originOf('http://127.0.0.1:8080/x')).toBe('http://127.0.0.1:8080')
    expect(originOf('javascript:alert(1)')).toBeNull()
    expect(originOf('/relative')).toBeNull()
    expect(originOf('')).toBeNull()
    expect(originOf(null)).toBeNull()
  })
})

describe('BASE_SECURITY_HEADERS', () => {
  it('sets HSTS, nosniff, the referrer policy and a permissions policy', () => {
    expect(BASE_SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/)
    expect(BASE_SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff')
    expect(BASE_SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(BASE_SECURITY_HEADERS['Permissions-Policy']).toContain('geolocation=()')
  })
})
