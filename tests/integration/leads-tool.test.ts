// The staff's lead inbox behind the Studio's Leads tool, on two production nodes sharing one
// PostgreSQL, with Sanity's sign-in played by the stand-in Content Lake (studio/e2e/content-lake.ts,
// which also serves the content): a request without a valid staff token gets 401 (a viewer's
// role 403) and no data; staff list today's leads, filter and search, open one in full, retry it
// after the sheet is back, and set it contacted, and the other node sees the same; every access
// is logged without the lead's data.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { LeadKind } from '~/lib/leads/types'

import { type ContentLake, siteEnvFor, startContentLake } from '../../studio/e2e/content-lake'
import { type HttpSheetSink, type SmtpMailSink, startHttpSheetSink, startSmtpMailSink, waitFor } from '../support/lead-sinks'
import { ensureBuild, freePort, postLead } from '../support/leads'
import { createTestSchema, type TestSchema } from '../support/postgres'
import { SEED_PATH } from '../support/seed'
import { startServer, type TestServer } from '../support/server'

const SIGNING_SECRET = 'leads-tool-test-secret-0123456789abcdef'
const STAFF = { authorization: 'Bearer offline' }
const dir = mkdtempSync(path.join(tmpdir(), 'hl-leads-tool-'))
let lake: ContentLake
let relay: SmtpMailSink
let sheet: HttpSheetSink
let schema: TestSchema
let nodes: TestServer[] = []

beforeAll(async () => {
  ensureBuild()
  lake = await startContentLake({ studioDir: dir, datasetPath: SEED_PATH })
  relay = await startSmtpMailSink()
  sheet = await startHttpSheetSink()
  sheet.fallback = '500'
  schema = await createTestSchema('leads_tool')
  const env = (name: string) => ({
    // The lake as its Sanity project; only the lake's Studio may frame a preview.
    ...siteEnvFor(lake),
    DATABASE_URL: schema.url,
    LEADS_DB_PATH: path.join(dir, name, 'unused.sqlite'),
    SMTP_URL: relay.url,
    LEADS_SHEET_URL: sheet.url,
    // One try: a lead the sheet refuses is dead at once, for staff to retry.
    LEADS_MAX_ATTEMPTS: '1',
    LEADS_POLL_INTERVAL_MS: '100',
    SIGNING_SECRET,
    COUNTRY_HEADER: 'cf-ipcountry',
    REQUEST_LOG: 'off',
  })
  nodes = await Promise.all([startServer(await freePort(), env('a')), startServer(await freePort(), env('b'))])
}, 120_000)

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()))
  await Promise.all([relay?.close(), sheet?.close(), lake?.close()])
  await schema?.drop()
  rmSync(dir, { recursive: true, force: true })
})

/** A lead of `kind` posted to `node` as its form would, by a visitor in Singapore; the stored lead's id. */
const postLeadTo = (node: TestServer, kind: LeadKind, fields: Record<string, string | string[]>) =>
  postLead(node.url, { kind, fields, signingSecret: SIGNING_SECRET, country: 'SG' })

interface InboxRow {
  id: string
  form: string
  received: string
  name: string
  email: string
  deliveries: Array<{ sink: string; status: string }>
  followUp: { state: string; by: string | null; at: string | null }
}
interface InboxLead extends InboxRow {
  rows: Array<{ label: string; value: string; href?: string }>
  history: Array<{ state: string; by: string; at: string }>
}

const staffGet = (node: TestServer, address: string, headers: Record<string, string> = STAFF) => fetch(`${node.url}${address}`, { headers })
const listOf = async (node: TestServer, query: string) =>
  ((await (await staffGet(node, `/api/staff/leads?${query}`)).json()) as { leads: InboxRow[]; next: string | null }).leads
const leadOf = async (node: TestServer, id: string) => ((await (await staffGet(node, `/api/staff/leads/${id}`)).json()) as { lead: InboxLead }).lead
const change = (node: TestServer, id: string, body: unknown) =>
  fetch(`${node.url}/api/staff/leads/${id}`, { method: 'POST', headers: { ...STAFF, 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe("the staff's lead inbox", () => {
  it('answers a request without a valid staff sign-in with 401 (a viewer with 403) and no data, on every address', async () => {
    const [a] = nodes as [TestServer]
    const leadId = await postLeadTo(a, 'callback', { firstName: 'Nadia', email: `nadia.${randomUUID().slice(0, 6)}@example.com` })
    for (const address of ['/api/staff/leads', '/api/staff/leads?period=today', `/api/staff/leads/${leadId}`]) {
      for (const headers of [{} as Record<string, string>, { authorization: 'Bearer not-a-session-token' }, { authorization: 'Basic b2ZmbGluZTo=' }]) {
        const response = await staffGet(a, address, headers)
        expect(response.status, `${address} ${JSON.stringify(headers)}`).toBe(401)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(response.headers.get('www-authenticate')).toBe('Bearer realm="leads"')
        const text = await response.text()
        expect(text).not.toContain('Nadia')
        expect(text).not.toContain(leadId)
      }
      const viewer = await staffGet(a, address, { authorization: 'Bearer stand-in-viewer-token' })
      expect(viewer.status).toBe(403)
      expect(await viewer.json()).toEqual({ error: 'Your Studio role may not see leads: ask an administrator.' })
    }
    for (const [method, address, body] of [
      ['POST', '/api/staff/leads', ''],
      ['POST', `/api/staff/leads/${leadId}`, JSON.stringify({ action: 'follow-up', state: 'closed' })],
    ] as const) {
      const refused = await fetch(`${a.url}${address}`, { method, body, headers: { 'content-type': 'application/json' } })
      expect(refused.status).toBe(401)
    }
    // After a staff read, a stranger still gets 401: no cache in front answers for the staff.
    expect((await staffGet(a, '/api/staff/leads?period=today')).status).toBe(200)
    expect((await staffGet(a, '/api/staff/leads?period=today', {})).status).toBe(401)
    expect((await leadOf(a, leadId)).followUp.state).toBe('new')
  })

  it('lets only the Studio read the answers from a browser (CORS), preflight included', async () => {
    const [a] = nodes as [TestServer]
    const studio = new URL(lake.url).origin
    const preflight = await fetch(`${a.url}/api/staff/leads/lead_01KAAAAAAAAAAAAAAAAAAAAAAA`, {
      method: 'OPTIONS',
      headers: { origin: studio, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(studio)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type')
    const listed = await staffGet(a, '/api/staff/leads', { ...STAFF, origin: studio })
    expect(listed.headers.get('access-control-allow-origin')).toBe(studio)
    const foreign = await staffGet(a, '/api/staff/leads', { ...STAFF, origin: 'https://evil.example' })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('lists, filters, opens, retries and marks a lead, and the other node sees the same', async () => {
    const [a, b] = nodes as [TestServer, TestServer]
    const tag = randomUUID().slice(0, 6)
    const callback = await postLeadTo(a, 'callback', {
      firstName: 'Asha',
      lastName: `Rao${tag}`,
      email: `asha.${tag}@example.com`,
      mobile: '+65 9123 4567',
      phoneCountry: 'SG',
    })
    const insurance = await postLeadTo(b, 'insurance', { firstName: 'Ravi', lastName: `Menon${tag}`, email: `ravi.${tag}@example.in` })
    // The sheet refuses both: each is dead after its one try.
    for (const leadId of [callback, insurance]) {
      await waitFor(async () => (await leadOf(a, leadId)).deliveries.find((row) => row.sink === 'sheet')?.status === 'dead', `${leadId}'s sheet delivery dead`)
    }

    // Today's leads, newest first, on the agency's clock; a form; a search by name, e-mail or phone.
    const today = await listOf(b, 'period=today')
    expect(today.slice(0, 2).map((row) => row.id)).toEqual([insurance, callback])
    expect(today[1]).toMatchObject({ form: 'callback', name: `Asha Rao${tag}`, email: `asha.${tag}@example.com`, followUp: { state: 'new', by: null } })
    expect(today[1]!.received).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)
    expect((await listOf(a, `form=insurance&q=${tag}`)).map((row) => row.id)).toEqual([insurance])
    expect((await listOf(a, `q=asha.${tag}`)).map((row) => row.id)).toEqual([callback])
    expect((await listOf(a, `q=${encodeURIComponent('9123 4567')}&period=week`)).map((row) => row.id)).toContain(callback)
    expect((await listOf(a, `state=dead&q=${tag}`)).map((row) => row.id)).toEqual([insurance, callback])
    const bad = await staffGet(a, '/api/staff/leads?period=yesterday&form=fax&state=lost&before=x')
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { errors: Record<string, string> }).errors).sort()).toEqual(['before', 'form', 'period', 'state'])

    // One lead in full, with links to call and write.
    const full = await leadOf(b, callback)
    expect(full.rows.find((row) => row.label === 'Mobile')).toEqual({ label: 'Mobile', value: '+65 9123 4567', href: 'tel:+6591234567' })
    expect(full.rows.find((row) => row.label === 'Received')!.value).toMatch(/\(Singapore time\)$/)

    // The sheet is back: a retry of one lead on node a; the rest with "retry all dead" on node b.
    sheet.fallback = 'ok'
    expect((await change(a, callback, { action: 'retry' })).status).toBe(200)
    await waitFor(async () => (await leadOf(b, callback)).deliveries.every((row) => row.status === 'delivered'), 'the retried lead delivered')
    const retried = await fetch(`${b.url}/api/staff/leads`, { method: 'POST', headers: STAFF })
    expect(retried.status).toBe(200)
    expect(((await retried.json()) as { leads: number }).leads).toBeGreaterThanOrEqual(1)
    await waitFor(async () => (await leadOf(a, insurance)).deliveries.every((row) => row.status === 'delivered'), 'every dead lead delivered')

    // Contacted on node a, seen with who and when on node b.
    const marked = await change(a, callback, { action: 'follow-up', state: 'contacted' })
    expect(marked.status).toBe(200)
    const seen = await leadOf(b, callback)
    expect(seen.followUp).toMatchObject({ state: 'contacted', by: 'Offline content validation' })
    expect(seen.history).toHaveLength(1)
    expect((await listOf(b, `q=${tag}`)).find((row) => row.id === callback)!.followUp.state).toBe('contacted')
    expect((await change(a, callback, { action: 'follow-up', state: 'lost' })).status).toBe(400)
    expect((await change(a, 'lead_01KAAAAAAAAAAAAAAAAAAAAAAA', { action: 'retry' })).status).toBe(404)

    // Every access logged with who and which lead, never the lead's data.
    const logged = `${a.output()}\n${b.output()}`.split('\n').filter((line) => line.includes('leads accessed'))
    expect(
      logged.some((line) => line.includes('"action":"follow-up"') && line.includes(callback) && line.includes('"staff":"offline-content-validation"')),
    ).toBe(true)
    for (const value of [`Rao${tag}`, `asha.${tag}`, '91234567', `ravi.${tag}`]) expect(`${a.output()}${b.output()}`).not.toContain(value)
  })
})
