import { describe, expect, it } from 'vitest'

import { BASE_SECURITY_HEADERS, contentSecurityPolicy, originOf } from '~/lib/platform/security'
import { inlineHashes } from '~/lib/platform/security/inline-hashes.server'

const NONCE = 'abcdefghijklmnopqrstuv=='
const PREVIEW = { nonce: NONCE }
// sha256 of "import '/a.js'" (Chromium ran that inline module under this source) and of an empty style.
const SCRIPT_HASH = "'sha256-av/ZMZA11vvbvD+CX6rNVYySwT3bTNKtDzwyLJcwtRM='"
const STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
const PAGE = { scriptHashes: [SCRIPT_HASH], styleHashes: [STYLE_HASH] }

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  it('a page a cache may share: only its hashed inline scripts and styles (plus what they load), no nonce', () => {
    const policy = directives(contentSecurityPolicy({ inline: PAGE }))
    expect(policy.get('script-src')).toEqual([SCRIPT_HASH, "'strict-dynamic'", "'self'"])
    expect(policy.get('style-src')).toEqual(["'self'", STYLE_HASH])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(contentSecurityPolicy({ inline: PAGE })).not.toContain('nonce')
  })

  it('a preview (never stored): nonced scripts and styles, and blocks plugins, base and framing', () => {
    const policy = directives(contentSecurityPolicy({ inline: PREVIEW }))
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
    const policy = directives(contentSecurityPolicy({ inline: PREVIEW, frameAncestors: ['https://harbourline.sanity.studio', null, 'javascript:alert(1)'] }))
    expect(policy.get('frame-ancestors')).toEqual(['https://harbourline.sanity.studio'])
  })

  it('adds the configured origins, deduplicated, and drops anything that is not an origin', () => {
    const policy = directives(
      contentSecurityPolicy({
        inline: PAGE,
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

  it("allows the site's own scripts without 'strict-dynamic' only in development (Vite's dev server)", () => {
    const development = directives(contentSecurityPolicy({ inline: PAGE, development: true }))
    expect(development.get('script-src')).not.toContain("'strict-dynamic'")
    expect(development.get('script-src')).toContain("'self'")
    expect(directives(contentSecurityPolicy({ inline: PAGE })).get('script-src')).toContain("'strict-dynamic'")
    // The hot-reload socket shares the site's port: no other origin to connect to.
    expect(development.get('connect-src')).toEqual(["'self'"])
    expect(contentSecurityPolicy({ inline: PAGE })).not.toContain('ws:')
  })

  it('refuses a weak or malformed nonce, and anything but a sha256 source as a hash', () => {
    expect(() => contentSecurityPolicy({ inline: { nonce: 'short' } })).toThrow(/nonce/)
    expect(() => contentSecurityPolicy({ inline: { nonce: "abcdefghijklmnopqrstuv' 'unsafe-inline" } })).toThrow(/nonce/)
    expect(() => contentSecurityPolicy({ inline: { scriptHashes: ["'unsafe-inline'"], styleHashes: [] } })).toThrow(/sha256/)
    expect(() => contentSecurityPolicy({ inline: { scriptHashes: [], styleHashes: [`${STYLE_HASH} 'unsafe-inline'`] } })).toThrow(/sha256/)
  })
})

describe('inlineHashes: what a rendered document runs inline', () => {
  it('hashes inline scripts and styles as the browser reads them, once each', () => {
    const html =
      '<!DOCTYPE html><html><head><noscript><style></style></noscript></head><body><script type="module">import \'/a.js\'</script>' +
      '<script>import \'/a.js\'</script><script src="/b.js"></script><script type="application/ld+json">{"a":"&lt;"}</script></body></html>'
    // The same text twice gives one source; an external script and a data block give none.
    expect(inlineHashes(html)).toEqual({ scriptHashes: [SCRIPT_HASH], styleHashes: [STYLE_HASH] })
  })

  it('takes the text as written, entities and all (the browser does not decode inside <script>)', () => {
    const withEntity = inlineHashes('<script>a &amp;&amp; b</script>').scriptHashes
    const decoded = inlineHashes('<script>a && b</script>').scriptHashes
    expect(withEntity).toHaveLength(1)
    expect(withEntity).not.toEqual(decoded)
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
