import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'

import { getDeals } from '~/lib/content/lists.server'
import { currentPerspective, withPerspective } from '~/lib/content/scope.server'
import { siteSecret } from '~/lib/platform/security/signing.server'
import { disablePreview, enablePreview, perspectiveOfRequest, PREVIEW_ATTEMPTS_PER_MINUTE, PREVIEW_PARAMS } from '~/lib/preview/mode.server'
import {
  clearPreviewCookie,
  hasPreviewSession,
  isLoopbackHost,
  PREVIEW_COOKIE,
  PREVIEW_SESSION_SECONDS,
  previewSecretMatches,
  previewSessionCookie,
} from '~/lib/preview/session.server'

const SIGNING = 'a-signing-secret-of-thirty-two-chars!'
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0)
const cookieValue = (setCookie: string) => setCookie.split(';')[0]!

describe('the Studio secret', () => {
  it('matches only the configured secret, exactly', () => {
    expect(previewSecretMatches('studio-secret', 'studio-secret')).toBe(true)
    for (const given of ['studio-secre', 'studio-secret ', 'STUDIO-SECRET', '', null, undefined, 'x'.repeat(5_000)]) {
      expect(previewSecretMatches(given, 'studio-secret')).toBe(false)
    }
  })

  it('matches nothing while no secret is configured', () => {
    expect(previewSecretMatches('', undefined)).toBe(false)
    expect(previewSecretMatches('anything', undefined)).toBe(false)
  })
})

describe('the preview session cookie', () => {
  it('is fit for the Studio iframe over HTTPS: HttpOnly, SameSite=None, Secure, Partitioned, an hour', async () => {
    const cookie = await previewSessionCookie(SIGNING, { secure: true }, NOW)
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=[^;]+; `))
    const attributes = cookie.split('; ').slice(1).sort()
    expect(attributes).toEqual(['HttpOnly', `Max-Age=${PREVIEW_SESSION_SECONDS}`, 'Partitioned', 'Path=/', 'SameSite=None', 'Secure'])
  })

  it('falls back to a first-party Lax cookie over plain HTTP, where Secure cannot be set', async () => {
    expect(await previewSessionCookie(SIGNING, { secure: false }, NOW)).toMatch(/; SameSite=Lax(;|$)/)
    expect(await previewSessionCookie(SIGNING, { secure: false }, NOW)).not.toMatch(/Secure|Partitioned/)
  })

  it('is valid until it expires, and only with the secret that signed it', async () => {
    const header = `currency=INR; ${cookieValue(await previewSessionCookie(SIGNING, { secure: true }, NOW))}`
    expect(await hasPreviewSession(header, SIGNING, NOW)).toBe(true)
    expect(await hasPreviewSession(header, SIGNING, NOW + PREVIEW_SESSION_SECONDS * 1000 - 1_000)).toBe(true)
    expect(await hasPreviewSession(header, SIGNING, NOW + PREVIEW_SESSION_SECONDS * 1000)).toBe(false)
    expect(await hasPreviewSession(header, 'another-signing-secret-entirely!!', NOW)).toBe(false)
  })

  it('refuses forged, stretched and malformed values', async () => {
    const value = decodeURIComponent(cookieValue(await previewSessionCookie(SIGNING, { secure: true }, NOW)).slice(PREVIEW_COOKIE.length + 1))
    const [payload = '', signature = ''] = value.split('.')
    expect(JSON.parse(atob(payload))).toEqual({ endsAt: NOW / 1000 + PREVIEW_SESSION_SECONDS })
    // The same signature over a session a day longer, a signature not made with the secret, garbage.
    const stretched = btoa(JSON.stringify({ endsAt: NOW / 1000 + PREVIEW_SESSION_SECONDS + 86_400 }))
    for (const forged of [`${stretched}.${signature}`, `${payload}.${'A'.repeat(43)}`, payload, '..', 'yes', '1', btoa(JSON.stringify({ endsAt: 1e12 }))]) {
      expect(await hasPreviewSession(`${PREVIEW_COOKIE}=${encodeURIComponent(forged)}`, SIGNING, NOW)).toBe(false)
    }
    expect(await hasPreviewSession(null, SIGNING, NOW)).toBe(false)
    expect(await hasPreviewSession(`${PREVIEW_COOKIE}=${'x'.repeat(40_000)}`, SIGNING, NOW)).toBe(false)
  })

  it('is cleared with the same attributes and Max-Age=0', () => {
    const cleared = clearPreviewCookie({ secure: true }).split('; ')
    expect(cleared[0]).toBe(`${PREVIEW_COOKIE}=`)
    expect(cleared.slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=0', 'Partitioned', 'Path=/', 'SameSite=None', 'Secure'])
  })

  it('counts loopback hosts as secure enough for Secure cookies', () => {
    expect(['localhost:3000', '127.0.0.1:4310', '[::1]:80', 'LOCALHOST'].every(isLoopbackHost)).toBe(true)
    expect(['harbourline.example', '10.0.0.1', null].some(isLoopbackHost)).toBe(false)
  })
})

describe('enable and disable', () => {
  const request = (query: string) => new Request(`https://www.harbourline.example/api/preview-mode/enable?${query}`)
  const enable = (query: string) =>
    enablePreview(request(query), { expectedSecret: 'studio-secret', failures: new RateLimiterMemory({ points: 10, duration: 60 }) })

  it('a valid secret: 307 to the page asked for, with the session cookie', async () => {
    const answer = await enable(`${PREVIEW_PARAMS.secret}=studio-secret&${PREVIEW_PARAMS.pathname}=%2Fcruisedeals%3Fx%3D1`)
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toBe('/cruisedeals?x=1')
    expect(answer.headers.get('set-cookie')).toMatch(new RegExp(`^${PREVIEW_COOKIE}=[^;]+; `))
    expect(answer.headers.get('set-cookie')?.split('; ')).toEqual(expect.arrayContaining(['SameSite=None', 'Secure', 'Partitioned']))
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('an invalid or missing secret: 401 and no cookie', async () => {
    for (const query of [`${PREVIEW_PARAMS.secret}=wrong`, '', `${PREVIEW_PARAMS.pathname}=/`]) {
      const answer = await enable(query)
      expect(answer.status).toBe(401)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
  })

  it('never redirects off the site', async () => {
    const answer = await enable(`${PREVIEW_PARAMS.secret}=studio-secret&${PREVIEW_PARAMS.pathname}=//evil.example/x`)
    expect(answer.headers.get('location')).toBe('/')
  })

  it('with a Sanity project, the Studio URL is checked by the validator: its answer decides, its page is where it goes', async () => {
    const seen: string[] = []
    const validator = async (url: string) => {
      seen.push(url)
      return url.includes('genuine') ? { isValid: true, redirectTo: '/blog' } : { isValid: false }
    }
    const genuine = await enablePreview(request(`${PREVIEW_PARAMS.secret}=genuine&${PREVIEW_PARAMS.pathname}=%2Fabout`), { validateStudioUrl: validator })
    expect(genuine.status).toBe(307)
    expect(genuine.headers.get('location')).toBe('/blog')
    expect(genuine.headers.get('set-cookie')).toMatch(new RegExp(`^${PREVIEW_COOKIE}=[^;]+; `))
    const forged = await enablePreview(request(`${PREVIEW_PARAMS.secret}=forged`), { validateStudioUrl: validator })
    expect(forged.status).toBe(401)
    expect(forged.headers.get('set-cookie')).toBeNull()
    // No secret: not even asked.
    expect((await enablePreview(request(''), { validateStudioUrl: validator })).status).toBe(401)
    expect(seen).toHaveLength(2)
  })

  it('answers 503 and no cookie when Sanity cannot be asked', async () => {
    const answer = await enablePreview(request(`${PREVIEW_PARAMS.secret}=any`), {
      validateStudioUrl: async () => {
        throw new Error('getaddrinfo ENOTFOUND')
      },
    })
    expect(answer.status).toBe(503)
    expect(answer.headers.get('set-cookie')).toBeNull()
  })

  it('ten wrong secrets a minute from one address, then every try from it waits (the right one too); another address is not held up', async () => {
    const failures = new RateLimiterMemory({ points: PREVIEW_ATTEMPTS_PER_MINUTE, duration: 60 })
    const attempt = (secret: string, asker: string) =>
      enablePreview(request(`${PREVIEW_PARAMS.secret}=${secret}`), { expectedSecret: 'studio-secret', failures, asker })
    for (let guess = 0; guess < PREVIEW_ATTEMPTS_PER_MINUTE; guess++) expect((await attempt(`guess-${guess}`, '203.0.113.5')).status).toBe(401)
    const held = await attempt('studio-secret', '203.0.113.5')
    expect(held.status).toBe(429)
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(held.headers.get('set-cookie')).toBeNull()
    expect((await attempt('studio-secret', '203.0.113.6')).status).toBe(307)
  })

  it('leaving is a POST from this site: it clears the cookie and returns to the page; another site cannot end the session', async () => {
    const leave = (headers: Record<string, string> = {}) =>
      disablePreview(
        new Request('https://www.harbourline.example/api/preview-mode/disable', {
          method: 'POST',
          body: 'redirect=%2Fblog%3Fpage%3D2',
          headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'www.harbourline.example', ...headers },
        }),
      )
    const answer = await leave({ origin: 'https://www.harbourline.example' })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/blog?page=2')
    expect(answer.headers.get('set-cookie')).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; .*Max-Age=0`))
    for (const origin of ['https://evil.example', 'null']) {
      const foreign = await leave({ origin })
      expect(foreign.status, origin).toBe(403)
      expect(foreign.headers.get('set-cookie'), origin).toBeNull()
    }
  })
})

describe('the perspective switch', () => {
  it('requests outside a preview read published content; inside one, drafts', async () => {
    expect(currentPerspective()).toBe('published')
    const published = (await getDeals()).map((deal) => deal.ship)
    const drafts = await withPerspective('drafts', async () => {
      expect(currentPerspective()).toBe('drafts')
      return (await getDeals()).map((deal) => deal.ship)
    })
    expect(published).not.toContain('Anthem of the Seas')
    expect(drafts).toContain('Anthem of the Seas')
    expect(drafts).toHaveLength(published.length + 1)
    // And the published reads are untouched afterwards.
    expect((await getDeals()).map((deal) => deal.ship)).toEqual(published)
  })
})

describe('perspectiveOfRequest: a request’s preview session, checked once', () => {
  it('is drafts inside a valid session, published otherwise, and the same answer however often asked', async () => {
    const session = cookieValue(await previewSessionCookie(siteSecret(), { secure: true }))
    const editor = { headers: { cookie: `currency=INR; ${session}` } }
    expect(await perspectiveOfRequest(editor)).toBe('drafts')
    // The page store asked first; the request's scope gets the same answer, not a second check.
    editor.headers.cookie = ''
    expect(await perspectiveOfRequest(editor)).toBe('drafts')
    expect(await perspectiveOfRequest({ headers: { cookie: `${PREVIEW_COOKIE}=v1.1.forged` } })).toBe('published')
    expect(await perspectiveOfRequest({ headers: {} })).toBe('published')
  })
})
