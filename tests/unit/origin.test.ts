import { describe, expect, it } from 'vitest'

import { configuredOrigin, decideOrigin, originString, parseHost, readRequestTarget } from '~/lib/platform/http/origin'

// The site's public origin for a request (app/lib/platform/http/origin.ts, applied first in server.js).

describe('parseHost', () => {
  it('takes a host name, an IPv4 or bracketed IPv6 address, with an optional port, lower-cased', () => {
    expect(parseHost('www.Harbourline.example', 'https')).toBe('www.harbourline.example')
    expect(parseHost('127.0.0.1:3200', 'http')).toBe('127.0.0.1:3200')
    expect(parseHost('[::1]:3000', 'http')).toBe('[::1]:3000')
    expect(parseHost('localhost', 'http')).toBe('localhost')
  })

  it("drops the protocol's default port, as a URL does", () => {
    expect(parseHost('harbourline.example:443', 'https')).toBe('harbourline.example')
    expect(parseHost('harbourline.example:80', 'http')).toBe('harbourline.example')
    expect(parseHost('harbourline.example:443', 'http')).toBe('harbourline.example:443')
  })

  it.each([
    '',
    'x:99999',
    'x:0',
    '127.0.0.1:3200/k1',
    'a b',
    'user@evil.example',
    'evil.example/',
    'x:',
    ':80',
    '-bad.example',
    'a..b',
    'x'.repeat(300),
    'evil.example?x',
    'evil.example#x',
    'ex\u00e4mple.com',
  ])('refuses %j', (value) => {
    expect(parseHost(value, 'http')).toBeNull()
  })
})

describe('decideOrigin', () => {
  const siteUrl = 'https://www.harbourline.example'
  const siteOrigin = configuredOrigin(siteUrl)

  it('builds pages on SITE_URL whatever the request says, and still checks the request', () => {
    for (const hostHeader of ['evil.example', '127.0.0.1:3200', '[::1]:3200', 'localhost']) {
      const decision = decideOrigin({ siteOrigin, protocol: 'http', hostHeader, forwardedHost: undefined })
      expect(decision.ok && decision.siteOrigin).toEqual({ protocol: 'https', host: 'www.harbourline.example' })
      expect(decision.ok && decision.requestOrigin).toEqual({ protocol: 'http', host: hostHeader })
    }
    expect(decideOrigin({ siteOrigin, protocol: 'http', hostHeader: 'x:99999', forwardedHost: undefined }).ok).toBe(false)
  })

  it("reads a trusted proxy's forwarded host (its first value) as where the request arrived, never as the site's origin", () => {
    const decision = decideOrigin({ siteOrigin, protocol: 'https', hostHeader: '10.0.0.5:3000', forwardedHost: 'evil.example, proxy.internal' })
    expect(decision.ok && decision.requestOrigin).toEqual({ protocol: 'https', host: 'evil.example' })
    expect(decision.ok && originString(decision.siteOrigin)).toBe(siteUrl)
  })

  it('keeps the port of a development origin on an IPv6 loopback', () => {
    const decision = decideOrigin({ siteOrigin: configuredOrigin('http://[::1]:3200'), protocol: 'http', hostHeader: '[::1]:3200', forwardedHost: undefined })
    expect(decision.ok && originString(decision.siteOrigin)).toBe('http://[::1]:3200')
  })

  it('refuses a malformed Host, forwarded host or protocol with a reason', () => {
    expect(decideOrigin({ siteOrigin, protocol: 'http', hostHeader: '127.0.0.1:3200/k1', forwardedHost: undefined })).toEqual({
      ok: false,
      reason: 'The Host header is not a host name.',
    })
    expect(decideOrigin({ siteOrigin, protocol: 'http', hostHeader: 'ok.example', forwardedHost: 'x:99999' })).toEqual({
      ok: false,
      reason: 'The X-Forwarded-Host header is not a host name.',
    })
    expect(decideOrigin({ siteOrigin, protocol: 'http', hostHeader: undefined, forwardedHost: undefined }).ok).toBe(false)
    expect(decideOrigin({ siteOrigin, protocol: 'gopher', hostHeader: 'ok.example', forwardedHost: undefined }).ok).toBe(false)
  })
})

describe('configuredOrigin', () => {
  it("is SITE_URL's scheme and host: lower-cased, without the default port or any path", () => {
    expect(configuredOrigin('https://www.Harbourline.example:443/cruises/')).toEqual({ protocol: 'https', host: 'www.harbourline.example' })
    expect(originString(configuredOrigin('http://127.0.0.1:3200'))).toBe('http://127.0.0.1:3200')
  })
})

describe('readRequestTarget', () => {
  it('takes a path as it is', () => {
    expect(readRequestTarget('/about?x=1')).toEqual({ ok: true, path: '/about?x=1' })
    expect(readRequestTarget('//evil.example')).toEqual({ ok: true, path: '//evil.example' })
  })

  it("takes an absolute target's path, and its host for the Host header", () => {
    expect(readRequestTarget('http://www.Harbourline.example/contact?utm_campaign=x')).toEqual({
      ok: true,
      path: '/contact?utm_campaign=x',
      host: 'www.harbourline.example',
    })
    expect(readRequestTarget('HTTPS://www.harbourline.example:443')).toEqual({ ok: true, path: '/', host: 'www.harbourline.example' })
    expect(readRequestTarget('http://127.0.0.1:3200/about')).toEqual({ ok: true, path: '/about', host: '127.0.0.1:3200' })
  })

  it('reads no fragment: it is never part of a path, a key or a page', () => {
    expect(readRequestTarget('/about#X')).toEqual({ ok: true, path: '/about' })
    expect(readRequestTarget('/about?page=2#"><x')).toEqual({ ok: true, path: '/about?page=2' })
    expect(readRequestTarget('http://127.0.0.1:3200/about#X')).toEqual({ ok: true, path: '/about', host: '127.0.0.1:3200' })
  })

  it('refuses a path whose percent escapes do not decode (the query is read by the page)', () => {
    for (const target of ['/%zz', '/about%E0%A4%A', '/%']) {
      expect(readRequestTarget(target)).toEqual({ ok: false, reason: 'The address has a percent sign that is not followed by two hex digits.' })
    }
    expect(readRequestTarget('/about?q=%zz')).toEqual({ ok: true, path: '/about?q=%zz' })
  })

  it.each(['*', 'www.harbourline.example:443', 'ftp://x/', 'http://', 'http://user:secret@www.harbourline.example/', 'about', '?x=1'])(
    'refuses %j',
    (target) => {
      expect(readRequestTarget(target)).toEqual({ ok: false, reason: 'The request target is not a path on this site.' })
    },
  )
})
