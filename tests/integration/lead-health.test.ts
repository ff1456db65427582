// /healthz as an uptime monitor reads it, on the production server: a lead whose delivery to the
// spreadsheet fails for good turns it 503 with the problem in words (while /healthz/node, the load
// balancer's check, stays 200: the node still takes leads), and the operator's retry, once the
// spreadsheet answers again, turns it back to 200.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type HttpSheetSink, startHttpSheetSink, waitFor } from '../support/lead-sinks'
import { formBody, leadBody, pageForm, storedLeads } from '../support/leads'
import { startSiteServer, type TestServer } from '../support/server'

const SIGNING_SECRET = 'lead-health-test-secret-0123456789abcdef'
let sheet: HttpSheetSink
let server: TestServer
const dir = mkdtempSync(path.join(tmpdir(), 'hl-lead-health-'))
/** The server's outbox, which the operator's CLI opens too. */
const dbPath = path.join(dir, 'leads.sqlite')

beforeAll(async () => {
  sheet = await startHttpSheetSink()
  sheet.fallback = '500'
  // One try per delivery: the first failure is the last, so the lead's sheet delivery dies at once.
  // Behind a trusted proxy (as in production), so a request can come from outside this machine.
  server = await startSiteServer({
    LEADS_SHEET_URL: sheet.url,
    LEADS_MAX_ATTEMPTS: '1',
    LEADS_POLL_INTERVAL_MS: '100',
    LEADS_DB_PATH: dbPath,
    SIGNING_SECRET,
    TRUST_PROXY: 'loopback',
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await sheet?.close()
  rmSync(dir, { recursive: true, force: true })
})

const health = async (pathname: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${server.url}${pathname}`, { headers })
  return { status: answer.status, body: (await answer.json()) as { status: string; problems?: string[]; leads?: { deliveries: { dead: number } } } }
}

describe('/healthz and a lead that could not be delivered', () => {
  it('is 503 naming the dead delivery until an operator retries it; the node check stays 200', async () => {
    expect((await health('/healthz')).status).toBe(200)

    const page = await pageForm(`${server.url}/contact`)
    const posted = await fetch(`${server.url}/api/leads?format=json`, {
      method: 'POST',
      body: formBody(leadBody('callback', SIGNING_SECRET, { redirectTo: '/contact' })),
      headers: { cookie: page.cookie },
    })
    expect(posted.status).toBe(200)
    await waitFor(async () => (await health('/healthz')).status === 503, 'the sheet delivery to die')

    const seen = await health('/healthz')
    expect(seen.body.status).toBe('failing')
    expect(seen.body.problems).toEqual([expect.stringContaining('failed for good')])
    expect(seen.body.leads?.deliveries.dead).toBe(1)
    // Anyone else reads the status and the words, not the counts and never the lead.
    const outside = await health('/healthz', { 'x-forwarded-for': '203.0.113.7' })
    expect(outside).toEqual({ status: 503, body: { status: 'failing', problems: seen.body.problems } })
    expect(JSON.stringify(seen.body)).not.toContain('asha')
    // The node itself still serves pages and takes leads.
    expect(await health('/healthz/node')).toEqual({ status: 200, body: { status: 'ok' } })

    // The spreadsheet is back; the operator retries the lead as the problem says.
    sheet.fallback = 'ok'
    const [lead] = storedLeads(dbPath)
    const retry = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', 'retry', lead!.id], {
      env: { ...process.env, LEADS_DB_PATH: dbPath },
      encoding: 'utf8',
    })
    expect(retry.status, retry.stderr).toBe(0)
    await waitFor(() => sheet.successesFor(lead!.id) === 1, 'the retried delivery to arrive')
    await waitFor(async () => (await health('/healthz')).status === 200, 'the delivery to be recorded')
    expect((await health('/healthz')).body).toMatchObject({ status: 'ok', problems: [], leads: { deliveries: { dead: 0 } } })
  })
})
