// Helpers for tests that post lead forms to a real server: a form's token and cookies from a page,
// valid posts per kind, and the outbox read directly.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'

import Database from 'better-sqlite3'

import { issueFormToken } from '../../app/lib/leads/forms/signed-values.server'
import type { LeadKind } from '../../app/lib/leads/types'

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** The production build the real server needs; built once when missing. */
export function ensureBuild(): void {
  if (existsSync('build/server/index.js') && existsSync('build/client/build')) return
  // vitest runs with NODE_ENV=test; the server must be a production build.
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (result.status !== 0) throw new Error('npm run build failed')
}

export interface PageForm {
  formToken: string
  /** Cookie header value of the cookies the page set (the campaign cookie). */
  cookie: string
  /** The page as the server sent it. */
  html: string
}

/**
 * GETs a page with a lead form and the token its form (`kind`, else the page's first) asks for
 * when a visitor starts on it (GET /api/lead-token?form=, as the form's JavaScript does); returns
 * the token and the cookies the page set.
 */
export async function pageForm(url: string, headers: Record<string, string> = {}, kind?: LeadKind): Promise<PageForm> {
  const response = await fetch(url, { headers })
  const html = await response.text()
  const formKind = kind ?? /name="form" value="([a-z-]+)"/.exec(html)?.[1]
  if (!formKind) throw new Error(`no lead form on ${url} (${response.status})`)
  const formToken = ((await (await fetch(new URL(`/api/lead-token?form=${formKind}`, url), { headers })).json()) as { formToken: string }).formToken
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ')
  return { formToken, cookie, html }
}

/**
 * A lead of `kind` posted to the site at `origin` as its form would (the home page's cookies, a
 * fill-time token minted 10 s ago with `signingSecret`, the visitor's country by the CDN header),
 * with `fields` over the kind's valid ones; the stored lead's id, or an error with the answer.
 */
export async function postLead(
  origin: string,
  { kind, fields = {}, signingSecret, country = 'IN' }: { kind: LeadKind; fields?: Record<string, string | string[]>; signingSecret: string; country?: string },
): Promise<string> {
  const page = await pageForm(`${origin}/`, { 'cf-ipcountry': country })
  const response = await fetch(`${origin}/api/leads?format=json`, {
    method: 'POST',
    body: formBody(leadBody(kind, signingSecret, fields)),
    headers: { cookie: page.cookie, 'cf-ipcountry': country },
  })
  if (response.status !== 200) throw new Error(`the ${kind} lead was not stored: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { leadId: string }).leadId
}

/**
 * What a `kind` form posts, as a visitor who took 10 s sends it: a fresh submission, a token minted
 * that long ago with `signingSecret`, the empty honeypot, and `fields` over the kind's valid ones.
 */
export function leadBody(kind: LeadKind, signingSecret: string, fields: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    form: kind,
    submissionId: randomUUID(),
    formToken: issueFormToken(signingSecret, kind, Date.now() - 10_000),
    redirectTo: '/',
    website: '',
    ...validFields(kind),
    ...fields,
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Fields of a valid post of each kind on the seed content (token and ids added by the caller). */
export function validFields(kind: string): Record<string, string | string[]> {
  const contact = { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.com', mobile: '+91 98765 43210', phoneCountry: 'IN' }
  switch (kind) {
    case 'promo':
      return { ...contact, monthOfTravel: '2027-06', destination: 'Alaska' }
    case 'deal-enquiry':
      return { ...contact, monthOfTravel: '2027-06', passengers: '2', destination: 'Europe', interest: ['Hotel', 'Flight'], message: 'Window cabin' }
    case 'callback':
      return { ...contact, destination: 'Africa', passengers: '3', fromdate: '2027-06-01', todate: '2027-06-08', message: '' }
    case 'quote':
      return { ...contact, sailingDate: '2026-10-26', passengers: '2', destination: 'Singapore', interest: ['Transfer'], leadvariation: '3Night-Singapore' }
    case 'insurance':
      return { ...contact, fromdate: '2027-06-01', todate: '2027-06-08', passengers: '2', destination: 'Asia', leadsource: 'Asego Quote Form' }
    case 'visa':
      return { ...contact, passengers: '2', destination: 'Singapore', interest: ['Land Package'] }
    case 'dates-alert':
      return {
        firstName: contact.firstName,
        email: contact.email,
        mobile: contact.mobile,
        phoneCountry: contact.phoneCountry,
        leadvariation: 'Desi Beats at Sea: a 3-Night Themed Cruise',
      }
    default:
      throw new Error(`unknown kind ${kind}`)
  }
}

/** URL-encoded body of `fields` (lists as repeated names). */
export function formBody(fields: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
  }
  return body
}

export interface StoredLead {
  id: string
  kind: string
  submission_id: string
  fields: Record<string, string | string[]>
  extras: Record<string, string> | null
  /** What the sender agreed to: the form's consent line, its version and when. */
  consent: { version: string; wording: string; at: string } | null
  sinks: string[]
}

/** Every lead in the outbox at `dbPath` (read-only; the server keeps writing). */
export function storedLeads(dbPath: string): StoredLead[] {
  if (!existsSync(dbPath)) return []
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    const rows = db.prepare('SELECT id, kind, submission_id, fields, extras, consent FROM leads ORDER BY id').all() as {
      id: string
      kind: string
      submission_id: string
      fields: string
      extras: string | null
      consent: string | null
    }[]
    const sinks = db.prepare('SELECT sink FROM deliveries WHERE lead_id = ? ORDER BY sink')
    return rows.map((row) => ({
      ...row,
      fields: JSON.parse(row.fields) as StoredLead['fields'],
      extras: row.extras ? (JSON.parse(row.extras) as Record<string, string>) : null,
      consent: row.consent ? (JSON.parse(row.consent) as StoredLead['consent']) : null,
      sinks: (sinks.all(row.id) as { sink: string }[]).map((entry) => entry.sink),
    }))
  } finally {
    db.close()
  }
}
