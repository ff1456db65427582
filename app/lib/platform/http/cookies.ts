import { parseCookie, stringifySetCookie } from 'cookie'
import { createCookie } from 'react-router'

// The one reader and writer of cookies for the whole site: every cookie is read by name as
// browsers and the page store see it ('a =1' is cookie 'a'), and written by the `cookie` package,
// never as a hand-built string. A cookie the server must recognise when it comes back (a preview
// session, a no-JS form's messages) is signed by the framework's cookie (`createCookie`: HMAC with
// the site's secret, its value JSON).

/** A Cookie header longer than this is not read (real ones are well under; a flash is the largest). */
const MAX_COOKIE_HEADER = 32 * 1024

/** The value of cookie `name` (its first occurrence), percent-decoded, or undefined. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (typeof cookieHeader !== 'string' || cookieHeader.length === 0 || cookieHeader.length > MAX_COOKIE_HEADER) return undefined
  return parseCookie(cookieHeader)[name]
}

export interface CookieOptions {
  /** Seconds it lives; undefined: a session cookie. 0 removes it. */
  maxAge?: number
  /** HTTPS (or a proxy TRUST_PROXY trusts says so): only then may browsers send it back alone over TLS. */
  secure: boolean
  sameSite?: 'lax' | 'none'
  /** CHIPS: kept per top-level site (the Studio's iframe). */
  partitioned?: boolean
  /** The paths it is sent to (default: the whole site). */
  path?: string
}

/** A Set-Cookie value for `name`: path / unless given, HttpOnly (only the server reads our cookies). */
export function setCookie(name: string, value: string, { maxAge, secure, sameSite = 'lax', partitioned, path = '/' }: CookieOptions): string {
  return stringifySetCookie({ name, value, path, httpOnly: true, maxAge, secure: secure || undefined, sameSite, partitioned: partitioned || undefined })
}

/** The Set-Cookie that removes cookie `name` (the attributes must match the ones it was set with). */
export function clearCookie(name: string, options: Omit<CookieOptions, 'maxAge'>): string {
  return setCookie(name, '', { ...options, maxAge: 0 })
}

/** A cookie whose value the server signs (JSON, HMAC-SHA256 with `secret`) and reads back only if unaltered. */
export function signedCookie(name: string, secret: string, options: CookieOptions) {
  const { maxAge, secure, sameSite = 'lax', partitioned, path = '/' } = options
  const cookie = createCookie(name, {
    path,
    httpOnly: true,
    maxAge,
    secure: secure || undefined,
    sameSite,
    partitioned: partitioned || undefined,
    secrets: [secret],
  })
  return {
    /** The Set-Cookie carrying `value`. */
    serialize: (value: unknown): Promise<string> => cookie.serialize(value),
    /** The value, if the header carries this cookie signed with the secret; else null (absent, forged, garbled). */
    async read(cookieHeader: string | null | undefined): Promise<unknown> {
      if (readCookie(cookieHeader, name) === undefined) return null
      return (await cookie.parse(cookieHeader ?? null)) as unknown
    },
  }
}
