// Fuzz: 5,200 random and malformed posts across the six form kinds, to the real route on the
// production server (node server.js, 127.0.0.1, a temporary outbox). Every answer must be a
// deliberate 4xx (400 bad form, 403 cross-site, 413 too large; 303 for no-JS posts, which go back
// to the form) or the quiet success of spam; never a 5xx, and nothing may be stored.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { issueFormToken } from '~/lib/leads/forms/signed-values.server'
import { LEAD_KINDS, type LeadKind } from '~/lib/leads/types'

import { ensureBuild, formBody, freePort, storedLeads, validFields } from '../support/leads'
import { startServer } from '../support/server'

/** The default suite sends enough to meet every kind of fault many times; `npm run test:full` sends 5,200. */
const TOTAL = process.env.TEST_FULL === '1' ? 5200 : 1000
const CONCURRENCY = 24

const dir = mkdtempSync(path.join(tmpdir(), 'hl-leads-fuzz-'))
const dbPath = path.join(dir, 'leads.sqlite')
let server: Awaited<ReturnType<typeof startServer>>
/** A real token for a kind of form, old enough (minted 10 s ago), one per post: its only fault must be what the fuzz broke. */
const validToken = (kind: LeadKind) => issueFormToken(FUZZ_SECRET, kind, Date.now() - 10_000)
/** The server's signing secret, so the fuzz can mint tokens of the age it needs. */
const FUZZ_SECRET = 'leads-fuzz-test-secret-0123456789abcdef'

beforeAll(async () => {
  ensureBuild()
  server = await startServer(await freePort(), {
    LEADS_DB_PATH: dbPath,
    LEADS_MAIL_DIR: path.join(dir, 'mail'),
    LEADS_RATE_LIMIT: '100000',
    LEADS_MAILBOX_RATE_LIMIT: '100000',
    SIGNING_SECRET: FUZZ_SECRET,
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

// ---------------------------------------------------------------------------------------------
// A seeded generator, so a failure can be replayed (FUZZ_SEED=…).

const SEED = Number(process.env.FUZZ_SEED ?? 20261122)
function mulberry32(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = mulberry32(SEED)
const int = (max: number) => Math.floor(random() * max)
const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T

const ALPHABET = 'abcXYZ019 +-_.@%&=;:/\\\'"<>[]{}()\u0000\u0007\n\r\t\u00e9\u20b9\u{1f6a2}\ud800'
function randomText(maxLength: number): string {
  let text = ''
  const length = int(maxLength + 1)
  for (let i = 0; i < length; i++) text += ALPHABET[int(ALPHABET.length)] ?? 'a'
  return text
}

type Fields = Record<string, string | string[]>

/** Values each field can never accept (so a mutated post must be refused, whatever the kind). */
const BAD_VALUES: Record<string, readonly (string | string[])[]> = {
  firstName: ['', '   ', 'a'.repeat(81), 'Asha\u0000', 'Asha\nBcc: x@evil.example', ['Asha', 'Bea']],
  lastName: ['', 'b'.repeat(81), 'Ra\ro', ['Rao', 'Rao']],
  email: ['', 'nope', 'a@', '@b.co', 'a b@c.de', `${'x'.repeat(250)}@example.com`, 'a@b.co\r\nBcc: x@evil.example', ['a@b.co', 'c@d.co']],
  mobile: ['', '123', 'call me', '+999 1234', '9'.repeat(300), '+91 12', '+1 555', ['+919876543210', '+6591234567']],
  phoneCountry: ['XX1', 'india', '11', 'in'],
  destination: ['Mars', 'alaska', 'Alaska ; DROP TABLE leads', ['Alaska', 'Asia']],
  passengers: ['0', '21', '-1', '1.5', 'two', 'NaN', 'Infinity', '1e3', ['1', '2']],
  monthOfTravel: ['2026-13', '26-01', 'May 2026', '1999-12', '2026-1'],
  fromdate: ['2026-02-30', 'tomorrow', '2026/06/01', '0000-01-01'],
  todate: ['2026-13-01', 'next week', '2025-01-01'],
  sailingDate: ['1999-01-01', '2025-10-28', 'any'],
  interest: [['Spa'], ['Hotel', 'Hotel'], ['<script>']],
  message: ['x'.repeat(2001), 'bell\u0007', 'nul\u0000'],
  leadsource: ['Hacker', 'SignUp-Harbourline '],
  leadvariation: ['Hacker', 'x'.repeat(300)],
  submissionId: ['not-a-uuid', "1' OR '1'='1", ['6f1c2c4e-2d5b-4f4e-9a57-1c2b3d4e5f60', '6f1c2c4e-2d5b-4f4e-9a57-1c2b3d4e5f61']],
  form: ['', 'Promo', 'admin', '__proto__', ['promo', 'callback']],
  utm_source: ['u'.repeat(201), 'tab\tin'],
  country: ['c'.repeat(201)],
  redirectTo: ['r'.repeat(2049)],
  formToken: ['t'.repeat(201)],
  // Names no form has: prototype tricks, conform's own intent field, nested paths.
  isAdmin: ['true'],
  __proto__: ['polluted'],
  'constructor[prototype][polluted]': ['1'],
  __intent__: ['{"type":"reset","payload":{}}'],
  'firstName.x': ['1'],
  'interest[0]': ['Hotel'],
}
const BAD_FIELDS = Object.keys(BAD_VALUES)

/** A valid post of `kind`, with a token (real or absent). */
function validPost(kind: LeadKind, token: 'valid' | 'forged' | undefined): Fields {
  return {
    form: kind,
    submissionId: randomUUID(),
    ...(token ? { formToken: token === 'valid' ? validToken(kind) : `${validToken(kind)}x` } : {}),
    redirectTo: '/contact',
    website: '',
    ...validFields(kind),
  }
}

interface Case {
  category: string
  body: BodyInit
  headers: Record<string, string>
  json: boolean
  /** Statuses this case may get. */
  allowed: readonly number[]
}

function urlencoded(fields: Fields): string {
  return formBody(fields).toString()
}

function mutated(json: boolean): Case {
  const kind = pick(LEAD_KINDS)
  const fields = validPost(kind, random() < 0.5 ? 'valid' : undefined)
  const count = 1 + int(3)
  for (let i = 0; i < count; i++) {
    const name = pick(BAD_FIELDS)
    // defineProperty: `fields.__proto__ = …` would set the prototype, not send a field.
    Object.defineProperty(fields, name, { value: pick(BAD_VALUES[name] ?? ['']), enumerable: true, writable: true, configurable: true })
  }
  if (kind === 'callback' || kind === 'insurance') {
    if (random() < 0.2) Object.assign(fields, { fromdate: '2027-06-09', todate: '2027-06-01' }, { firstName: '' })
  }
  return {
    category: 'mutated',
    body: urlencoded(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    json,
    allowed: json ? [400] : [303, 400],
  }
}

function garbageForm(json: boolean): Case {
  const fields: Fields = {}
  if (random() < 0.7) fields.form = pick([...LEAD_KINDS, randomText(10)])
  const count = int(12)
  for (let i = 0; i < count; i++) {
    const value = random() < 0.2 ? [randomText(30), randomText(30)] : randomText(60)
    Object.defineProperty(fields, random() < 0.5 ? randomText(12) : pick(BAD_FIELDS), { value, enumerable: true, writable: true, configurable: true })
  }
  if (Object.keys(fields).length === 1 && fields.form !== undefined) fields.zzz = 'x'
  return {
    category: 'garbage-form',
    body: urlencoded(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    json,
    allowed: json ? [400] : [303, 400],
  }
}

function rawBytes(json: boolean): Case {
  const bytes = new Uint8Array(int(3000))
  for (let i = 0; i < bytes.length; i++) bytes[i] = int(256)
  const type = pick([
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----x',
    'multipart/form-data',
    'application/json',
    'text/plain',
    'application/xml',
    '',
  ])
  return { category: 'raw-bytes', body: bytes, headers: type ? { 'content-type': type } : {}, json, allowed: json ? [400] : [303, 400] }
}

function multipart(json: boolean): Case {
  const form = new FormData()
  const fields = validPost(pick(LEAD_KINDS), random() < 0.5 ? 'valid' : undefined)
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item)
  // A file where text belongs, or a broken field on top.
  if (random() < 0.5) form.append(pick(['firstName', 'message', 'attachment']), new Blob([randomText(200)]), 'cv.pdf')
  else form.set(pick(BAD_FIELDS), randomText(40) + '\u0000')
  return { category: 'multipart', body: form, headers: {}, json, allowed: json ? [400] : [303, 400] }
}

function oversized(json: boolean): Case {
  const fields = validPost(pick(LEAD_KINDS), 'valid')
  fields.message = 'x'.repeat(64 * 1024 + int(100_000))
  return { category: 'oversized', body: urlencoded(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' }, json, allowed: [413] }
}

function crossSite(json: boolean): Case {
  const fields = validPost(pick(LEAD_KINDS), 'valid')
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (random() < 0.6)
    headers.origin = pick(['https://evil.example', 'null', 'http://127.0.0.1:1', 'file://', randomText(20).replace(/[^\x20-\x7e]/g, '') || 'x'])
  else headers['sec-fetch-site'] = 'cross-site'
  return { category: 'cross-site', body: urlencoded(fields), headers, json, allowed: [403] }
}

/** Valid posts a bot would send with the honeypot filled, with a token or without. Answered OK, never stored. */
const spamText = () => pick(['https://seo.example', 'x', randomText(50).replace(/\u0000/g, '') || 'x', 'y'.repeat(5_000)])

/** Spam with a usable token: thanked as a person's same post would be (below, without one: the step a person gets). */
function spam(json: boolean): Case {
  const fields = validPost(pick(LEAD_KINDS), 'valid')
  fields.website = spamText()
  return { category: 'spam', body: urlencoded(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' }, json, allowed: json ? [200] : [303] }
}

/** Valid posts, spam or not, without a token or with a forged one: the "Send it now" step (400, or 303 back to the form), never stored. */
function unconfirmed(json: boolean): Case {
  const fields = validPost(pick(LEAD_KINDS), random() < 0.5 ? 'forged' : undefined)
  if (random() < 0.5) fields.website = spamText()
  return {
    category: 'unconfirmed',
    body: urlencoded(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    json,
    allowed: json ? [400] : [303],
  }
}

const GENERATORS: [number, (json: boolean) => Case][] = [
  [52, mutated],
  [15, garbageForm],
  [8, rawBytes],
  [8, multipart],
  [3, oversized],
  [7, crossSite],
  [4, spam],
  [3, unconfirmed],
]
const WEIGHT = GENERATORS.reduce((sum, [weight]) => sum + weight, 0)

function nextCase(): Case {
  let roll = random() * WEIGHT
  const json = random() < 0.85
  for (const [weight, generate] of GENERATORS) {
    roll -= weight
    if (roll < 0) return generate(json)
  }
  return mutated(json)
}

it(`answers ${TOTAL} random and malformed posts with 4xx (or a quiet success for spam), never 5xx, and stores none`, async () => {
  const started = Date.now()
  const cases = Array.from({ length: TOTAL }, nextCase)
  const statuses = new Map<string, number>()
  const unexpected: string[] = []
  let next = 0
  async function worker() {
    while (next < cases.length) {
      const index = next++
      const item = cases[index]!
      let status: number
      let location = ''
      const send = () =>
        fetch(`${server.url}/api/leads${item.json ? '?format=json' : ''}`, {
          method: 'POST',
          body: item.body,
          headers: item.headers,
          redirect: 'manual',
        })
      try {
        const response = await send()
        status = response.status
        location = response.headers.get('location') ?? ''
        await response.arrayBuffer()
      } catch (error) {
        unexpected.push(
          `#${index} ${item.category}: request failed: ${String(error)} ${String((error as { cause?: unknown }).cause)} ${JSON.stringify(item.headers)}`,
        )
        continue
      }
      const key = `${item.category}${item.json ? '' : ' (no JS)'} ${status}`
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
      // A no-JS post that is not spam may only go back to its form with the messages.
      if (!item.json && item.category !== 'spam' && status === 303 && location.includes('lead=thanks')) {
        unexpected.push(`#${index} ${item.category}: thanked (${location}) ${typeof item.body === 'string' ? item.body.slice(0, 400) : ''}`)
      }
      if (!item.allowed.includes(status))
        unexpected.push(
          `#${index} ${item.category}: ${status} (allowed ${item.allowed.join('/')}) ${typeof item.body === 'string' ? item.body.slice(0, 400) : ''}`,
        )
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (Date.now() - started) / 1000

  console.log(`fuzz seed ${SEED}: ${TOTAL} posts in ${seconds.toFixed(1)} s`)
  for (const [key, count] of [...statuses].sort()) console.log(`  ${key.padEnd(32)} ${count}`)

  expect(unexpected.slice(0, 20)).toEqual([])
  expect([...statuses.keys()].filter((key) => / 5\d\d$/.test(key))).toEqual([])
  expect(storedLeads(dbPath)).toEqual([])
  // The server is still fine.
  expect((await fetch(`${server.url}/contact`)).status).toBe(200)
}, 120_000)
