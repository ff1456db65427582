// Signed values the lead forms carry through the browser:
// - the fill-time token: the moment one visitor started on one kind of form, signed, in a hidden
//   field. It is minted for that visitor alone (GET /api/lead-token when they first focus the
//   form, or by the lead action when a post came without a usable one), never rendered into a
//   page that a cache could hand to others. It is good for an hour and a few leads. A post sooner
//   than 2 s after it, or without a valid one, is not taken as a person's: the action answers with
//   a visible next step ("Send it now", a fresh token) and stores nothing (ADR 8).
// - the no-JS error flash: after an invalid post without JavaScript the action redirects back to
//   the page (303) and hands the field messages, the visitor's values and their token to the
//   page in a short-lived signed cookie, which the page's loader reads once and clears. The token
//   goes along so a corrected re-send counts its time from the visitor's first post, not from the
//   page that showed the messages.
import { randomBytes } from 'node:crypto'

import { clearCookie, readCookie, setCookie, signedCookie } from '~/lib/platform/http/cookies'
import { sameSignature, sign } from '~/lib/platform/security/signing.server'

import { isLeadKind, type LeadKind } from '../types'

// ---------------------------------------------------------------------------------------------
// The fill-time token

const TOKEN_PURPOSE = 'lead-form-token.v2'
/** A token "issued" this far in the future was not issued by this server's clock. */
const CLOCK_SLACK_MS = 60_000
const TOKEN = /^v2\.([0-9a-z]{1,12})\.([a-z-]{1,20})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/

/**
 * 'v2.<issued at, base 36>.<form kind>.<random nonce>.<HMAC>': one visitor's start on one kind of
 * form at `now`. The nonce makes each token its own, so the leads sent with it can be counted.
 */
export function issueFormToken(secret: string, kind: LeadKind, now: number = Date.now()): string {
  const signed = `${Math.floor(now).toString(36)}.${kind}.${randomBytes(12).toString('base64url')}`
  return `v2.${signed}.${sign(secret, TOKEN_PURPOSE, signed)}`
}

export type FormTokenCheck = 'ok' | 'too-fast' | 'expired' | 'invalid'

/** Whether a posted token is ours, for this kind of form, at least `minFillMs` old and at most `lifetimeMs`. */
export function checkFormToken(
  secret: string,
  token: unknown,
  kind: LeadKind,
  { minFillMs, lifetimeMs }: { minFillMs: number; lifetimeMs: number },
  now: number = Date.now(),
): FormTokenCheck {
  if (typeof token !== 'string' || token.length > 200) return 'invalid'
  const match = TOKEN.exec(token)
  if (!match) return 'invalid'
  const [, issuedText = '', tokenKind, nonce, signature = ''] = match
  if (!sameSignature(sign(secret, TOKEN_PURPOSE, `${issuedText}.${tokenKind}.${nonce}`), signature)) return 'invalid'
  if (tokenKind !== kind) return 'invalid'
  const issued = parseInt(issuedText, 36)
  if (!Number.isSafeInteger(issued) || issued > now + CLOCK_SLACK_MS) return 'invalid'
  const age = now - issued
  if (age < minFillMs) return 'too-fast'
  return age > lifetimeMs ? 'expired' : 'ok'
}

/** What the leads sent with a token are counted by: its nonce (call only for a token checked 'ok'). */
export function formTokenUseKey(token: string): string {
  return TOKEN.exec(token)?.[3] ?? token
}

/**
 * Without JavaScript a form cannot ask for its token, and the page any visitor may be served holds
 * none. So the form carries, inside <noscript>, a one-pixel image from GET /api/lead-start, which
 * answers with the visitor's own token in a cookie sent only to the lead endpoint: their first
 * correct send counts from when the page reached them, with no second press (ADR 8).
 */
const formStartCookieName = (kind: LeadKind): string => `hl_form_start_${kind}`

/** The Set-Cookie carrying a no-JS visitor's token for a `kind` form (an hour, to POST /api/leads only). */
export function serializeFormStartCookie(kind: LeadKind, token: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  return setCookie(formStartCookieName(kind), token, { maxAge: options.maxAgeSeconds, secure: options.secure, path: LEAD_POST_PATH })
}

/** The no-JS token a post of `kind` brought in its cookie, if any (checked like a posted one). */
export function formStartToken(cookieHeader: string | null | undefined, kind: LeadKind): string | undefined {
  return readCookie(cookieHeader, formStartCookieName(kind))
}

/** Where lead forms post: the only path the no-JS token cookie is sent to. */
const LEAD_POST_PATH = '/api/leads'

/** A token this server issued for the form and that has not run out: the visitor's own, even if sent too soon. */
export const isOwnFormToken = (check: FormTokenCheck): boolean => check === 'ok' || check === 'too-fast'

/**
 * The token a visitor's next try of a refused post carries: their own when it was a good one
 * (so the time counts from when they started), else one minted now.
 */
export function tokenForNextTry(secret: string, token: unknown, kind: LeadKind, check: FormTokenCheck, now: number = Date.now()): string {
  return isOwnFormToken(check) && typeof token === 'string' ? token : issueFormToken(secret, kind, now)
}

// ---------------------------------------------------------------------------------------------
// The no-JS error flash

export const FLASH_COOKIE = 'hl_lead_flash'
const FLASH_MAX_AGE_SECONDS = 120
/** Browsers drop a cookie over 4096 bytes; stay well below with the name and attributes. */
const MAX_FLASH_COOKIE = 3900

export interface LeadFlash {
  kind: LeadKind
  /** Field name ('' for the form) to messages. */
  errors: Record<string, string[]>
  /** What the visitor had entered, to fill the form in again (may be cut when too large). */
  values: Record<string, string | string[]>
  /** The visitor's fill-time token for the next try. */
  formToken?: string
  /** The post was whole but came too soon or without a token: the form asks to "Send it now". */
  confirm?: boolean
}

/** The flash cookie, signed by the framework; its value also says when it was written (`t`). */
const flashCookie = (secret: string, secure: boolean) => signedCookie(FLASH_COOKIE, secret, { maxAge: FLASH_MAX_AGE_SECONDS, secure })

const flashValue = (flash: LeadFlash, now: number) => ({
  k: flash.kind,
  t: now,
  e: flash.errors,
  v: flash.values,
  f: flash.formToken,
  c: flash.confirm ? 1 : undefined,
})

/** The Set-Cookie carrying `flash` to the page the visitor goes back to. */
export async function serializeFlashCookie(secret: string, flash: LeadFlash, options: { secure: boolean; now?: number }): Promise<string> {
  const now = options.now ?? Date.now()
  const cookie = flashCookie(secret, options.secure)
  // Errors always fit (short messages); the values are dropped, largest first, until it fits.
  const values = { ...flash.values }
  let header = await cookie.serialize(flashValue({ ...flash, values }, now))
  const bySize = Object.keys(values).sort((a, b) => JSON.stringify(values[b]).length - JSON.stringify(values[a]).length)
  for (const name of bySize) {
    if (header.length <= MAX_FLASH_COOKIE) break
    delete values[name]
    header = await cookie.serialize(flashValue({ ...flash, values }, now))
  }
  if (header.length > MAX_FLASH_COOKIE) {
    const general = { kind: flash.kind, errors: { '': ['Please check the form and try again.'] }, values: {}, formToken: flash.formToken }
    header = await cookie.serialize(flashValue(general, now))
  }
  return header
}

/** The Set-Cookie that removes the flash (once the page has shown it, or after a success). */
export function clearFlashCookie(options: { secure: boolean }): string {
  return clearCookie(FLASH_COOKIE, options)
}

function stringRecord(value: unknown): Record<string, string | string[]> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const result: Record<string, string | string[]> = {}
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') result[key] = item
    else if (Array.isArray(item) && item.every((entry) => typeof entry === 'string')) result[key] = item as string[]
    else return null
  }
  return result
}

/** The flash in a Cookie header when it is ours and fresh, else null (absent, forged, stale, garbled). */
export async function readFlashCookie(secret: string, cookieHeader: string | null | undefined, now: number = Date.now()): Promise<LeadFlash | null> {
  const data = (await flashCookie(secret, false).read(cookieHeader)) as { k?: unknown; t?: unknown; e?: unknown; v?: unknown; f?: unknown; c?: unknown } | null
  if (typeof data !== 'object' || data === null) return null
  if (!isLeadKind(data.k) || typeof data.t !== 'number' || now - data.t > FLASH_MAX_AGE_SECONDS * 1000 || data.t > now + CLOCK_SLACK_MS) return null
  const errors = stringRecord(data.e)
  const values = stringRecord(data.v)
  if (!errors || !values) return null
  const errorLists: Record<string, string[]> = {}
  for (const [name, messages] of Object.entries(errors)) errorLists[name] = Array.isArray(messages) ? messages : [messages]
  return {
    kind: data.k,
    errors: errorLists,
    values,
    ...(typeof data.f === 'string' ? { formToken: data.f } : {}),
    ...(data.c === 1 ? { confirm: true } : {}),
  }
}

/** Whether the request carries a flash at all (however it is spelled): such a page is for this visitor alone. */
export function hasFlashCookie(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, FLASH_COOKIE) !== undefined
}
