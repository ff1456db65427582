// Two production servers on one PostgreSQL, as behind a load balancer. 200 leads (1,000 with
// `npm run test:full`) are split between the nodes, 10 % of them sent again to the other node;
// node A is killed with SIGKILL mid-burst (its posts then go to B, as a load balancer retries
// them) and started again; the spreadsheet is down for the first half. Every lead is stored once
// and reaches each sink, a second copy only where the kill cut a delivery off (which the
// receivers drop by lead id). The per-address limit holds across the nodes, and a publish webhook
// to one node shows the new content on the other within 2 s.
import { randomUUID } from 'node:crypto'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueFormToken } from '~/lib/leads/forms/signed-values.server'

import { type HttpSheetSink, type ReceivedMail, type SmtpMailSink, startHttpSheetSink, startSmtpMailSink, waitFor } from '../support/lead-sinks'
import { ensureBuild, formBody, freePort, leadBody } from '../support/leads'
import { createTestSchema, type TestSchema } from '../support/postgres'
import { publishWebhook, startServer, type TestServer } from '../support/server'

/** Enough to kill a node mid-burst with deliveries in flight; `npm run test:full` sends 1,000. */
const LEADS = process.env.TEST_FULL === '1' ? 1_000 : 200
const IN_FLIGHT = 16
const SIGNING_SECRET = 'two-nodes-test-form-secret-0123456789abcdef'
const WEBHOOK_SECRET = 'two-nodes-test-webhook-secret-0123456789'
const RATE_LIMIT = 3
/** One person's posts per mailbox (sixteen spellings of one mailbox fit, below). */
const MAILBOX_LIMIT = 16

const dir = mkdtempSync(path.join(tmpdir(), 'two-nodes-'))
const seedPath = path.join(dir, 'production.ndjson')
let schema: TestSchema
let sheet: HttpSheetSink
let relay: SmtpMailSink
const ports: number[] = []
const nodes: TestServer[] = []
/** Every node process started, the killed one included (their logs name the failed tries). */
const processes: TestServer[] = []
const env = (name: string): Record<string, string> => ({
  DATABASE_URL: schema.url,
  CONTENT_SEED_PATH: seedPath,
  // Pages and content are kept for an hour: only the publish fan-out can make a node show a change.
  CONTENT_TTL_SECONDS: '3600',
  SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  SIGNING_SECRET,
  // The test stands in for the load balancer: it names each visitor's address.
  TRUST_PROXY: 'loopback',
  COUNTRY_HEADER: 'cf-ipcountry',
  LEADS_DB_PATH: path.join(dir, name, 'unused.sqlite'),
  LEADS_MAIL_DIR: path.join(dir, name, 'mail'),
  LEADS_SHEET_URL: sheet.url,
  SMTP_URL: relay.url,
  LEADS_RATE_LIMIT: String(RATE_LIMIT),
  LEADS_MAILBOX_RATE_LIMIT: String(MAILBOX_LIMIT),
  LEADS_DELIVERY_TIMEOUT_MS: '2500',
  LEADS_LEASE_MS: '3000',
  LEADS_RETRY_BASE_MS: '50',
  LEADS_RETRY_CAP_MS: '500',
  LEADS_MAX_ATTEMPTS: '40',
  LEADS_DELIVERY_CONCURRENCY: '8',
  LEADS_POLL_INTERVAL_MS: '100',
})

beforeAll(async () => {
  ensureBuild()
  schema = await createTestSchema('two_nodes')
  // A copy of the embedded dataset (with its images beside it), to publish a change to.
  copyFileSync('seed/production.ndjson', seedPath)
  symlinkSync(path.resolve('seed/images'), path.join(dir, 'images'))
  sheet = await startHttpSheetSink()
  relay = await startSmtpMailSink()
  ports.push(await freePort(), await freePort())
  nodes.push(await startServer(ports[0]!, env('a')), await startServer(ports[1]!, env('b')))
  processes.push(...nodes)
}, 120_000)

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()))
  await sheet?.close()
  await relay?.close()
  await schema?.drop()
  rmSync(dir, { recursive: true, force: true })
})

/** A visitor's post of a callback form to one node, JSON answer; null when the node did not answer. */
async function post(node: TestServer, fields: Record<string, string | string[]>, address: string): Promise<Response | null> {
  try {
    return await fetch(`${node.url}/api/leads?format=json`, {
      method: 'POST',
      body: formBody(fields),
      headers: { 'x-forwarded-for': address, 'cf-ipcountry': 'SG' },
    })
  } catch {
    return null // refused or cut off: the node is down
  }
}

const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

describe('two nodes on one PostgreSQL', () => {
  it(`${LEADS.toLocaleString('en')} leads, 10 % re-sent to the other node, one node killed mid-burst and the sheet down for the first half: every lead stored once and delivered to each sink`, async () => {
    await sheet.close() // the spreadsheet is down
    const submissionIds = Array.from({ length: LEADS }, () => randomUUID())
    // Each visitor's own token (one carries only a few leads).
    const tokens = submissionIds.map(() => issueFormToken(SIGNING_SECRET, 'callback', Date.now() - 10_000))
    const acknowledged = new Map<string, string>() // submission id -> lead id
    let inFlightAtKill = new Set<string>()
    let killed = false
    let unanswered = 0 // posts the killed node did not answer, sent on to the other
    let restarted: Promise<void> | undefined

    /** Sends a lead the way a load balancer would: to its node, and to the other when that one does not answer. */
    async function deliver(index: number, first: number): Promise<string> {
      const fields = leadBody('callback', SIGNING_SECRET, {
        submissionId: submissionIds[index]!,
        formToken: tokens[index]!,
        redirectTo: '/contact',
        firstName: `Visitor${index}`,
        email: `visitor${index}@example.com`,
      })
      for (let attempt = 0; attempt < 20; attempt++) {
        const node = nodes[(first + attempt) % 2]!
        const response = await post(node, fields, addressOf(index))
        if (response?.status === 200) {
          const body = (await response.json()) as { ok: boolean; leadId: string }
          return body.leadId
        }
        if (response && response.status !== 503) throw new Error(`lead ${index}: ${response.status} ${await response.text()}`)
        if (!response) unanswered++
        await new Promise((resolve) => setTimeout(resolve, 50)) // both nodes busy or down: try again shortly
      }
      throw new Error(`lead ${index} reached no node`)
    }

    async function milestones(): Promise<void> {
      if (!killed && acknowledged.size >= LEADS * 0.3) {
        killed = true
        await nodes[0]!.kill()
        const { rows } = await schema.query<{ lead_id: string; sink: string }>("SELECT lead_id, sink FROM deliveries WHERE status = 'delivering'")
        inFlightAtKill = new Set(rows.map((row) => `${row.lead_id} ${row.sink}`))
      }
      if (killed && !restarted && acknowledged.size >= LEADS * 0.5) {
        restarted = (async () => {
          await sheet.reopen() // the spreadsheet is back
          nodes[0] = await startServer(ports[0]!, env('a'))
          processes.push(nodes[0])
        })()
      }
    }

    let next = 0
    const worker = async () => {
      while (next < LEADS) {
        const index = next++
        const leadId = await deliver(index, index % 2)
        acknowledged.set(submissionIds[index]!, leadId)
        // One in ten is sent again, to the other node (a visitor's retry through the balancer).
        if (index % 10 === 0) expect(await deliver(index, (index + 1) % 2), `lead ${index} sent again`).toBe(leadId)
        await milestones()
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
    await restarted
    expect(acknowledged.size).toBe(LEADS)
    // The kill came mid-burst: posts were cut off or refused and went to the other node.
    expect(unanswered).toBeGreaterThan(0)

    // Both nodes deliver until nothing is left.
    const undelivered = async () =>
      Number((await schema.query<{ count: string }>("SELECT count(*) AS count FROM deliveries WHERE status <> 'delivered'")).rows[0]!.count)
    await waitFor(async () => (await undelivered()) === 0, 'every delivery to be delivered', 90_000, 200)

    // Stored once: one lead per submission, and every acknowledged lead id is a stored lead.
    const stored = (await schema.query<{ id: string; submission_id: string }>('SELECT id, submission_id FROM leads')).rows
    expect(stored).toHaveLength(LEADS)
    const storedBySubmission = new Map(stored.map((row) => [row.submission_id, row.id]))
    for (const [submission, leadId] of acknowledged) expect(storedBySubmission.get(submission)).toBe(leadId)

    // Delivered: each lead to the sheet and to the agency inbox; a second copy only for a delivery
    // the kill cut off, or one whose try was given up (timed out) after the receiver had it.
    const outputs = processes.map((node) => node.output()).join('\n')
    // The spreadsheet was down: its deliveries failed, and were tried again until it was back.
    expect(outputs).toMatch(/\[leads\] sheet delivery of \S+ failed/)
    const failedTries = new Set([...outputs.matchAll(/\[leads\] (\S+) delivery of (\S+) failed/g)].map((match) => `${match[2]} ${match[1]}`))
    let repeats = 0
    for (const { id } of stored) {
      const sheetCopies = sheet.successesFor(id)
      const mailCopies = relay.acceptedWithId(`<${id}.agency@harbourline>`).length
      for (const [sink, copies] of [
        ['sheet', sheetCopies],
        ['agency-email', mailCopies],
      ] as const) {
        expect(copies, `${sink} of ${id}`).toBeGreaterThanOrEqual(1)
        if (copies > 1) {
          repeats++
          const key = `${id} ${sink}`
          expect(inFlightAtKill.has(key) || failedTries.has(key), `${sink} of ${id} arrived ${copies} times`).toBe(true)
        }
      }
    }
    // After the receivers drop repeats by lead id: exactly one row and one e-mail per lead.
    expect(new Set(sheet.posts.filter((entry) => entry.succeeded).map((entry) => entry.leadId)).size).toBe(LEADS)
    expect(
      new Set(relay.mails.filter((mail) => mail.accepted && mail.headers['message-id']?.includes('.agency@')).map((mail) => mail.headers['message-id'])).size,
    ).toBe(LEADS)
    console.info(
      `[two-nodes] ${LEADS} leads (${LEADS / 10} sent twice), stored ${stored.length}, posts unanswered by the killed node ${unanswered}, ` +
        `deliveries in flight at the kill ${inFlightAtKill.size}, repeats at a sink ${repeats}`,
    )
  }, 180_000)

  it('the per-address limit holds across both nodes', async () => {
    const statuses: number[] = []
    for (let i = 0; i < RATE_LIMIT + 3; i++) {
      statuses.push((await post(nodes[i % 2]!, leadBody('callback', SIGNING_SECRET, { redirectTo: '/contact' }), '192.0.2.77'))?.status ?? 0)
    }
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(200), ...Array(3).fill(429)])
  })

  it('the per-mailbox limit holds across both nodes and any number of addresses', async () => {
    const statuses: number[] = []
    for (let i = 0; i < MAILBOX_LIMIT + 2; i++) {
      const fields = leadBody('callback', SIGNING_SECRET, { redirectTo: '/contact', email: i % 2 ? 'One.Person+x@Example.com' : 'one.person@example.com' })
      statuses.push((await post(nodes[i % 2]!, fields, `198.51.100.${i}`))?.status ?? 0)
    }
    expect(statuses).toEqual([...Array(MAILBOX_LIMIT).fill(200), 429, 429])
  })

  it('sixteen promo posts at once for one mailbox, spelled sixteen ways, over both nodes: one promo e-mail', async () => {
    const mark = `burst${randomUUID().slice(0, 8)}`
    const spellings = Array.from({ length: IN_FLIGHT }, (_, index) =>
      index % 4 === 0
        ? `${mark}+${index}@gmail.com`
        : index % 4 === 1
          ? `${mark.slice(0, 3)}.${mark.slice(3)}@googlemail.com`
          : index % 4 === 2
            ? `${mark.toUpperCase()}@Gmail.com`
            : `${mark}+x${index}@googlemail.com`,
    )
    const answers = await Promise.all(
      spellings.map((email, index) => post(nodes[index % 2]!, leadBody('promo', SIGNING_SECRET, { email }), `198.18.7.${index}`)),
    )
    expect(answers.map((answer) => answer?.status)).toEqual(Array(IN_FLIGHT).fill(200))
    // Decided as each post was stored: one code e-mail queued among the sixteen leads.
    const queued = await schema.query<{ sink: string }>(
      `SELECT d.sink FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE lower(replace(l.fields ->> 'email', '.', '')) LIKE $1`,
      [`%${mark}%`],
    )
    expect(queued.rows.filter((row) => row.sink === 'agency-email')).toHaveLength(IN_FLIGHT)
    expect(queued.rows.filter((row) => row.sink === 'promo-confirmation')).toHaveLength(1)
    // Every lead reaches the agency; only one code e-mail goes to the visitor's mailbox.
    // (Each spelling, lower-cased and without dots, holds the mark.)
    const ours = (text: string) => text.toLowerCase().replace(/\./g, '').includes(mark)
    const toVisitorMailbox = (mail: ReceivedMail) => mail.envelopeTo.some(ours)
    const toAgency = () => relay.mails.filter((mail) => mail.accepted && !toVisitorMailbox(mail) && ours(mail.text))
    const toVisitor = () => new Set(relay.mails.filter((mail) => mail.accepted && toVisitorMailbox(mail)).map((mail) => mail.headers['message-id']))
    await waitFor(
      () => new Set(toAgency().map((mail) => mail.headers['message-id'])).size >= IN_FLIGHT && toVisitor().size >= 1,
      'every e-mail of the promo leads',
      20_000,
      50,
    )
    expect(toVisitor().size).toBe(1)
  }, 60_000)

  it('a publish webhook to one node shows the new content on the other within 2 s', async () => {
    const [nodeA, nodeB] = nodes as [TestServer, TestServer]
    const about = async () => {
      const response = await fetch(`${nodeB.url}/about`, { headers: { 'cf-ipcountry': 'SG' } })
      return { cache: response.headers.get('x-page-cache'), html: await response.text() }
    }
    // B keeps the page.
    await about()
    expect((await about()).cache).toBe('HIT')
    expect((await about()).html).toContain('Cruising Made Easy<')
    // The content changes; B still shows what it kept, until told.
    writeFileSync(seedPath, readFileSync(seedPath, 'utf8').replace('"valuesHeading":"Cruising Made Easy"', '"valuesHeading":"Cruising Made Easier"'))
    expect((await about()).html).toContain('Cruising Made Easy<')
    const published = Date.now()
    expect((await publishWebhook(nodeA.url, WEBHOOK_SECRET, { _id: 'aboutPage', _type: 'aboutPage' })).status).toBe(200)
    await waitFor(async () => (await about()).html.includes('Cruising Made Easier<'), 'node B to show the published change', 2_000, 50)
    console.info(`[two-nodes] the publish reached the other node in ${Date.now() - published} ms`)
  })

  it('a signed call is acted on once across the nodes: replayed to the other node, or to both at once, it empties nothing', async () => {
    const [nodeA, nodeB] = nodes as [TestServer, TestServer]
    const payload = JSON.stringify({ _id: 'aboutPage', _type: 'aboutPage' })
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, Date.now(), WEBHOOK_SECRET),
      'idempotency-key': `two-nodes-${randomUUID()}`,
    }
    const send = async (node: TestServer) => (await fetch(`${node.url}/api/revalidate`, { method: 'POST', body: payload, headers })).json()
    const first = await Promise.all([send(nodeA), send(nodeB), send(nodeA), send(nodeB)])
    expect(first.filter((answer) => answer.replayed === true)).toHaveLength(3)
    // Both nodes keep their pages again; a later replay to either node leaves them kept.
    for (const node of nodes) while ((await fetch(`${node.url}/about`, { headers: { 'cf-ipcountry': 'SG' } })).headers.get('x-page-cache') !== 'HIT');
    expect(await send(nodeB)).toMatchObject({ replayed: true })
    expect(await send(nodeA)).toMatchObject({ replayed: true })
    for (const node of nodes)
      expect((await fetch(`${node.url}/about`, { headers: { 'cf-ipcountry': 'SG' } })).headers.get('x-page-cache'), node.url).toMatch(/HIT|STALE/)
  })
})
