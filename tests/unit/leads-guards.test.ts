import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { backToForm } from '~/lib/leads/action/lead-action.server'
import { formTokenIssuedAt } from '~/lib/leads/forms/fields'
import {
  checkFormToken,
  clearFlashCookie,
  FLASH_COOKIE,
  formTokenUseKey,
  issueFormToken,
  readFlashCookie,
  serializeFlashCookie,
  tokenForNextTry,
} from '~/lib/leads/forms/signed-values.server'
import { declaredTooLarge, isCrossSite, parseFormBody, readLimitedBody } from '~/lib/platform/http/request-guards.server'
import { siteSecretFrom } from '~/lib/platform/security/signing.server'

const SECRET = 'test-secret-0123456789-abcdefghijklmnop'
const pair = (setCookie: string) => setCookie.split(';')[0] ?? ''

describe('fill-time token', () => {
  const rendered = 1_800_000_000_000
  const HOUR = 3_600_000
  const rules = { minFillMs: 2000, lifetimeMs: HOUR }
  const check = (token: unknown, now: number, secret = SECRET) => checkFormToken(secret, token, 'callback', rules, now)

  it('is ok once the minimum fill time has passed, too fast before', () => {
    const token = issueFormToken(SECRET, 'callback', rendered)
    expect(check(token, rendered + 1999)).toBe('too-fast')
    expect(check(token, rendered + 2000)).toBe('ok')
  })

  it('stays ok for an hour (a form the visitor took their time over); expires after it', () => {
    const token = issueFormToken(SECRET, 'callback', rendered)
    expect(check(token, rendered + 70_000)).toBe('ok')
    expect(check(token, rendered + HOUR)).toBe('ok')
    expect(check(token, rendered + HOUR + 1)).toBe('expired')
    expect(check(token, rendered + 24 * HOUR)).toBe('expired')
  })

  it('is for the form it was issued for, and each one is its own', () => {
    const token = issueFormToken(SECRET, 'promo', rendered)
    expect(token).toMatch(/^v2\.[0-9a-z]+\.promo\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/)
    expect(checkFormToken(SECRET, token, 'promo', rules, rendered + 5000)).toBe('ok')
    expect(checkFormToken(SECRET, token, 'callback', rules, rendered + 5000)).toBe('invalid')
    const [version, time, , nonce, signature] = token.split('.')
    expect(checkFormToken(SECRET, [version, time, 'callback', nonce, signature].join('.'), 'callback', rules, rendered + 5000)).toBe('invalid')
    const again = issueFormToken(SECRET, 'promo', rendered)
    expect(formTokenUseKey(again)).not.toBe(formTokenUseKey(token))
    expect(formTokenUseKey(token)).toBe(nonce)
  })

  it('is invalid when missing, forged, re-timed, from another secret, of the old kind or from the future', () => {
    const token = issueFormToken(SECRET, 'callback', rendered)
    const [version, , kind, nonce, signature] = token.split('.')
    expect(check(undefined, rendered + 5000)).toBe('invalid')
    expect(check('', rendered + 5000)).toBe('invalid')
    expect(check([version, (rendered - 60_000).toString(36), kind, nonce, signature].join('.'), rendered + 5000)).toBe('invalid')
    expect(check(token, rendered + 5000, `${SECRET}x`)).toBe('invalid')
    expect(check(`${token}x`, rendered + 5000)).toBe('invalid')
    expect(check('v1.zzzzzzzzzzzz.' + 'A'.repeat(43), rendered)).toBe('invalid')
    expect(check(issueFormToken(SECRET, 'callback', rendered + HOUR), rendered)).toBe('invalid')
    expect(check('x'.repeat(10_000), rendered)).toBe('invalid')
  })

  it("a refused post's next try keeps the visitor's own token (its time runs from their start), else gets one minted now", () => {
    const own = issueFormToken(SECRET, 'callback', rendered)
    expect(tokenForNextTry(SECRET, own, 'callback', 'ok', rendered + 500)).toBe(own)
    expect(tokenForNextTry(SECRET, own, 'callback', 'too-fast', rendered + 500)).toBe(own)
    for (const result of ['invalid', 'expired'] as const) {
      const next = tokenForNextTry(SECRET, own, 'callback', result, rendered + HOUR * 2)
      expect(next).not.toBe(own)
      expect(formTokenIssuedAt(next)).toBe(rendered + HOUR * 2)
      expect(check(next, rendered + HOUR * 2 + 2000)).toBe('ok')
    }
    expect(formTokenIssuedAt(tokenForNextTry(SECRET, undefined, 'callback', 'invalid', rendered))).toBe(rendered)
  })
})

describe('site secret', () => {
  it('uses SIGNING_SECRET, else creates one file beside the outbox and keeps it', () => {
    expect(siteSecretFrom({ envSecret: SECRET, dbPath: '/nonexistent/leads.sqlite' })).toBe(SECRET)
    const dir = mkdtempSync(path.join(tmpdir(), 'hl-secret-'))
    const secret = siteSecretFrom({ envSecret: undefined, dbPath: path.join(dir, 'leads.sqlite') })
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(readFileSync(path.join(dir, 'form-secret'), 'utf8').trim()).toBe(secret)
    expect(statSync(path.join(dir, 'form-secret')).mode & 0o077).toBe(0)
    expect(siteSecretFrom({ envSecret: undefined, dbPath: path.join(dir, 'leads.sqlite') })).toBe(secret)
  })

  it('keeps one secret per outbox folder, whatever was asked before (no order between tests)', () => {
    const [first, second] = [mkdtempSync(path.join(tmpdir(), 'hl-secret-')), mkdtempSync(path.join(tmpdir(), 'hl-secret-'))]
    const a = siteSecretFrom({ envSecret: undefined, dbPath: path.join(first, 'leads.sqlite') })
    const b = siteSecretFrom({ envSecret: undefined, dbPath: path.join(second, 'leads.sqlite') })
    expect(b).not.toBe(a)
    expect(readFileSync(path.join(second, 'form-secret'), 'utf8').trim()).toBe(b)
    expect(siteSecretFrom({ envSecret: undefined, dbPath: path.join(first, 'leads.sqlite') })).toBe(a)
  })
})

describe('no-JS error flash', () => {
  const flash = {
    kind: 'callback' as const,
    errors: { mobile: ['Please enter a valid phone number'], '': ['Something'] },
    values: { firstName: 'Asha', interest: ['Hotel', 'Flight'] },
  }

  it('round-trips, signed, short-lived, HttpOnly', async () => {
    const header = await serializeFlashCookie(SECRET, flash, { secure: false, now: 1000 })
    expect(header).toContain('HttpOnly')
    expect(header).toContain('Max-Age=120')
    expect(header).toContain('SameSite=Lax')
    expect(await readFlashCookie(SECRET, `a=1; ${pair(header)}`, 2000)).toEqual(flash)
    expect(await readFlashCookie(SECRET, pair(header), 1000 + 121_000)).toBeNull()
    // The visitor's token and the "Send it now" step travel with it.
    const confirm = { ...flash, formToken: issueFormToken(SECRET, 'callback', 900), confirm: true }
    expect(await readFlashCookie(SECRET, pair(await serializeFlashCookie(SECRET, confirm, { secure: false, now: 1000 })), 2000)).toEqual(confirm)
    expect(await readFlashCookie(`${SECRET}!`, pair(header), 2000)).toBeNull()
  })

  it('rejects tampering and garbage', async () => {
    const header = pair(await serializeFlashCookie(SECRET, flash, { secure: false, now: 1000 }))
    const [name, value = ''] = header.split('=')
    const [payload = '', signature] = decodeURIComponent(value).split('.')
    const forged = btoa(JSON.stringify({ k: 'promo', t: 1000, e: {}, v: { firstName: 'x' } }))
    for (const tampered of [`${forged}.${signature}`, `${payload}x.${signature}`, payload, `${payload}.`])
      expect(await readFlashCookie(SECRET, `${name}=${encodeURIComponent(tampered)}`, 2000)).toBeNull()
    expect(await readFlashCookie(SECRET, `${FLASH_COOKIE}=%%%`, 2000)).toBeNull()
    expect(await readFlashCookie(SECRET, undefined, 2000)).toBeNull()
  })

  it('stays under the cookie size limit: large values are dropped, the messages kept', async () => {
    const big = { ...flash, values: { firstName: 'Asha', message: 'ü'.repeat(2000), email: `${'e'.repeat(240)}@example.com`, lastName: 'ü'.repeat(80) } }
    const header = await serializeFlashCookie(SECRET, big, { secure: true, now: 1000 })
    expect(header.length).toBeLessThan(4000)
    const read = await readFlashCookie(SECRET, pair(header), 2000)
    expect(read?.errors).toEqual(flash.errors)
    expect(read?.values.firstName).toBe('Asha')
    expect(read?.values).not.toHaveProperty('message')
  })

  it('is cleared with an expired cookie', () => {
    expect(clearFlashCookie({ secure: true })).toMatch(new RegExp(`^${FLASH_COOKIE}=; `))
    expect(clearFlashCookie({ secure: true }).split('; ')).toEqual(expect.arrayContaining(['Path=/', 'Max-Age=0', 'HttpOnly', 'Secure']))
  })
})

describe('origin check', () => {
  const post = (headers: Record<string, string>, url = 'http://127.0.0.1:4310/api/leads') =>
    new Request(url, { method: 'POST', headers: { host: new URL(url).host, ...headers } })

  it('allows this site, and posts without Origin', () => {
    expect(isCrossSite(post({ origin: 'http://127.0.0.1:4310' }))).toBe(false)
    expect(isCrossSite(post({}))).toBe(false)
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:4310' }))).toBe(false)
    // Behind a TLS proxy the request looks like http:// while the browser says https://.
    expect(isCrossSite(post({ origin: 'https://www.harbourline.example', host: 'www.harbourline.example' }, 'http://www.harbourline.example/api/leads'))).toBe(
      false,
    )
    expect(isCrossSite(post({ origin: 'https://harbourline.example' }), ['https://harbourline.example'])).toBe(false)
  })

  it('rejects other sites, the opaque origin and Sec-Fetch-Site: cross-site', () => {
    expect(isCrossSite(post({ origin: 'https://evil.example' }))).toBe(true)
    expect(isCrossSite(post({ origin: 'http://127.0.0.1:9999' }))).toBe(true)
    expect(isCrossSite(post({ origin: 'null' }))).toBe(true)
    expect(isCrossSite(post({ origin: 'javascript:alert(1)' }))).toBe(true)
    expect(isCrossSite(post({ origin: 'not a url' }))).toBe(true)
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site' }))).toBe(true)
    expect(isCrossSite(post({ origin: 'https://evil.example' }), ['not a url', ''])).toBe(true)
  })
})

describe('body size limit', () => {
  const LIMIT = 64 * 1024

  function streamOf(chunks: Uint8Array[], onPull?: () => void): ReadableStream<Uint8Array> {
    let index = 0
    return new ReadableStream({
      pull(controller) {
        onPull?.()
        const chunk = chunks[index++]
        if (chunk) controller.enqueue(chunk)
        else controller.close()
      },
    })
  }

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const request = new Request('http://x/api/leads', { method: 'POST', headers: { 'content-length': String(LIMIT + 1) } })
    expect(declaredTooLarge(request, LIMIT)).toBe(true)
    expect(declaredTooLarge(new Request('http://x/', { method: 'POST', headers: { 'content-length': String(LIMIT) } }), LIMIT)).toBe(false)
    expect(await readLimitedBody(request, LIMIT)).toEqual({ ok: false, reason: 'too-large' })
  })

  it('counts the bytes of a body without a length and stops reading past the limit', async () => {
    let pulls = 0
    const chunk = new Uint8Array(16 * 1024)
    const chunks = Array.from({ length: 100 }, () => chunk) // 1.6 MB on offer
    const request = new Request('http://x/api/leads', { method: 'POST', body: streamOf(chunks, () => pulls++), duplex: 'half' } as RequestInit)
    expect(await readLimitedBody(request, LIMIT)).toEqual({ ok: false, reason: 'too-large' })
    expect(pulls).toBeLessThanOrEqual(7)
  })

  it('returns the whole body when it fits', async () => {
    const text = 'form=promo&firstName=Asha'
    const result = await readLimitedBody(new Request('http://x/', { method: 'POST', body: text }), LIMIT)
    expect(result.ok && new TextDecoder().decode(result.bytes)).toBe(text)
  })
})

describe('parseFormBody', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)

  it('reads urlencoded and multipart forms', async () => {
    const urlencoded = await parseFormBody(bytes('form=promo&interest=a&interest=b'), 'application/x-www-form-urlencoded; charset=UTF-8')
    expect(urlencoded.ok && urlencoded.form.getAll('interest')).toEqual(['a', 'b'])
    const body = new FormData()
    body.set('form', 'promo')
    const response = new Response(body)
    const multipart = await parseFormBody(new Uint8Array(await response.arrayBuffer()), response.headers.get('content-type'))
    expect(multipart.ok && multipart.form.get('form')).toBe('promo')
  })

  it('refuses JSON, missing types, invalid UTF-8, broken multipart and files', async () => {
    expect((await parseFormBody(bytes('{"form":"promo"}'), 'application/json')).ok).toBe(false)
    expect((await parseFormBody(bytes('form=promo'), null)).ok).toBe(false)
    expect((await parseFormBody(new Uint8Array([0x66, 0x3d, 0xff, 0xfe]), 'application/x-www-form-urlencoded')).ok).toBe(false)
    expect((await parseFormBody(bytes('--x\r\nnonsense'), 'multipart/form-data; boundary=x')).ok).toBe(false)
    const withFile = new FormData()
    withFile.set('firstName', new Blob(['data']), 'name.txt')
    const response = new Response(withFile)
    expect((await parseFormBody(new Uint8Array(await response.arrayBuffer()), response.headers.get('content-type'))).ok).toBe(false)
  })
})

describe('backToForm (no-JS redirects)', () => {
  it('goes back to the page, with the outcome and the form anchor, never to another site', () => {
    expect(backToForm('/contact', 'callback', 'thanks')).toBe('/contact?form=callback&lead=thanks#callback-form')
    expect(backToForm('/?utm_source=x&lead=old', 'promo', 'error')).toBe('/?utm_source=x&form=promo#promo')
    expect(backToForm('//evil.example/x', 'promo', 'thanks')).toBe('/?form=promo&lead=thanks#promo')
    // A promo code that went with an earlier sign-up today: the page says so instead of "has been sent".
    expect(backToForm('/?promo=earlier', 'promo', 'thanks', true)).toBe('/?form=promo&lead=thanks&promo=earlier#promo')
    expect(backToForm('/?promo=earlier', 'promo', 'thanks')).toBe('/?form=promo&lead=thanks#promo')
    expect(backToForm('https://evil.example', 'visa', 'error')).toBe('/?form=visa#visa-form')
    expect(backToForm(undefined, 'quote', 'error')).toBe('/?form=quote#quote-form')
  })
})
