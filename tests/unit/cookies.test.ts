import { describe, expect, it } from 'vitest'

import { FLASH_COOKIE, hasFlashCookie } from '~/lib/leads/forms/signed-values.server'
import { clearCookie, readCookie, setCookie } from '~/lib/platform/http/cookies'

// The site's one cookie reader and writer (app/lib/platform/http/cookies.ts).

describe('readCookie', () => {
  it('reads a cookie however the header spaces it, first occurrence, percent-decoded', () => {
    expect(readCookie('a=1; b=2', 'b')).toBe('2')
    expect(readCookie('a =1', 'a')).toBe('1')
    expect(readCookie(' a=1;b=2 ', 'a')).toBe('1')
    expect(readCookie('a=1; a=2', 'a')).toBe('1')
    expect(readCookie('a=x%20y', 'a')).toBe('x y')
    expect(readCookie('a=', 'a')).toBe('')
  })

  it('reads nothing from no header, another name, or an absurdly long header', () => {
    expect(readCookie(undefined, 'a')).toBeUndefined()
    expect(readCookie('', 'a')).toBeUndefined()
    expect(readCookie('ab=1', 'a')).toBeUndefined()
    expect(readCookie(`a=${'x'.repeat(40_000)}`, 'a')).toBeUndefined()
  })

  it('sees a lead flash however it is spelled, as the page that renders it does', () => {
    for (const header of [`${FLASH_COOKIE}=v`, `${FLASH_COOKIE} =v`, `x=1;${FLASH_COOKIE}=`, `x=1;  ${FLASH_COOKIE}  =  v`])
      expect(hasFlashCookie(header), header).toBe(true)
    expect(hasFlashCookie(`x${FLASH_COOKIE}=v`)).toBe(false)
  })
})

describe('setCookie and clearCookie', () => {
  const parts = (cookie: string) => ({ pair: cookie.split('; ')[0], attributes: cookie.split('; ').slice(1).sort() })

  it('writes a site-wide, HttpOnly, Lax cookie, encoded, with Secure only over HTTPS', () => {
    expect(parts(setCookie('a', 'x y;z', { secure: false }))).toEqual({ pair: 'a=x%20y%3Bz', attributes: ['HttpOnly', 'Path=/', 'SameSite=Lax'] })
    expect(parts(setCookie('a', 'v', { secure: true, maxAge: 60 }))).toEqual({
      pair: 'a=v',
      attributes: ['HttpOnly', 'Max-Age=60', 'Path=/', 'SameSite=Lax', 'Secure'],
    })
  })

  it('reads back what it wrote', () => {
    const value = 'utm_campaign=Caribbean_&_Bahamas Search'
    expect(readCookie(setCookie('c', value, { secure: false }).split('; ')[0], 'c')).toBe(value)
  })

  it('removes a cookie with the attributes it was set with', () => {
    expect(parts(clearCookie('a', { secure: true, sameSite: 'none', partitioned: true }))).toEqual({
      pair: 'a=',
      attributes: ['HttpOnly', 'Max-Age=0', 'Partitioned', 'Path=/', 'SameSite=None', 'Secure'],
    })
  })
})
