// Unsubscribing from promo e-mails on two production servers sharing one PostgreSQL: the promo
// e-mail (caught by a real SMTP server on 127.0.0.1) carries a visible link and RFC 8058 one-click
// headers; the link's page works without JavaScript and is never kept; a one-click POST to the
// other node records it; a tampered link does nothing; and a later promo lead for that mailbox, on
// either node, is stored and sent to the agency without the promo e-mail.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueFormToken } from '~/lib/leads/forms/signed-values.server'
import { PostgresLeadOutbox } from '~/lib/leads/outbox/outbox-postgres.server'
import { unsubscribeToken } from '~/lib/leads/unsubscribe.server'

import { type SmtpMailSink, startSmtpMailSink, waitFor } from '../support/lead-sinks'
import { ensureBuild, formBody, freePort, pageForm, validFields } from '../support/leads'
import { createTestSchema, type TestSchema } from '../support/postgres'
import { startServer, type TestServer } from '../support/server'

const SIGNING_SECRET = 'unsubscribe-test-secret-0123456789abcdef'
const dir = mkdtempSync(path.join(tmpdir(), 'hl-unsubscribe-'))
let relay: SmtpMailSink
let schema: TestSchema
let outbox: PostgresLeadOutbox
let nodes: TestServer[] = []

beforeAll(async () => {
  ensureBuild()
  relay = await startSmtpMailSink()
  schema = await createTestSchema('unsubscribe')
  outbox = new PostgresLeadOutbox(schema.url)
  const env = (name: string) => ({
    DATABASE_URL: schema.url,
    LEADS_DB_PATH: path.join(dir, name, 'unused.sqlite'),
    SMTP_URL: relay.url,
    SIGNING_SECRET,
    COUNTRY_HEADER: 'cf-ipcountry',
    LEADS_POLL_INTERVAL_MS: '100',
  })
  nodes = await Promise.all([startServer(await freePort(), env('a')), startServer(await freePort(), env('b'))])
}, 120_000)

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()))
  await outbox?.close()
  await relay?.close()
  await schema?.drop()
  rmSync(dir, { recursive: true, force: true })
})

/** A promo lead for `email` posted to `node` as its form would (a token minted 10 s ago); the stored lead's id. */
async function promoLead(node: TestServer, email: string): Promise<string> {
  const page = await pageForm(`${node.url}/`, { 'cf-ipcountry': 'IN' })
  const response = await fetch(`${node.url}/api/leads?format=json`, {
    method: 'POST',
    body: formBody({
      form: 'promo',
      submissionId: randomUUID(),
      formToken: issueFormToken(SIGNING_SECRET, Date.now() - 10_000),
      redirectTo: '/',
      website: '',
      ...validFields('promo'),
      email,
    }),
    headers: { cookie: page.cookie, 'cf-ipcountry': 'IN' },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { leadId: string }).leadId
}

const unsubscribedMailboxes = async () => Number((await schema.query('SELECT count(*) AS n FROM unsubscribed_mailboxes')).rows[0]?.n)

const deliveries = async (leadId: string) => Object.fromEntries((await outbox.show(leadId))!.deliveries.map((row) => [row.sink, row.status]))

describe('unsubscribing from promo e-mails', () => {
  it('the e-mail’s link and one-click headers, the page without JavaScript, a one-click POST on the other node', async () => {
    const [a, b] = nodes as [TestServer, TestServer]
    const email = `meera.${randomUUID().slice(0, 8)}@example.com`
    const leadId = await promoLead(a, email)
    await waitFor(() => relay.mails.some((mail) => mail.accepted && mail.envelopeTo.includes(email)), 'the promo e-mail')
    const mail = relay.mails.find((entry) => entry.envelopeTo.includes(email))!
    const link = /^<(http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?t=[0-9a-f]{64}\.[\w-]{43})>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1]
    expect(link, mail.headers['list-unsubscribe']).toBeDefined()
    expect(link!.startsWith(a.url)).toBe(true)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    // Visible in both parts; the address itself is in no link.
    expect(mail.text).toContain(`unsubscribe: ${link}`)
    expect(mail.html).toContain(`href="${link!.replace(/&/g, '&amp;')}"`)
    expect(link).not.toContain('meera')

    // The page: a button in a plain form, for this recipient alone (never kept, not indexed).
    for (let visit = 0; visit < 2; visit++) {
      const page = await fetch(link!)
      expect(page.status).toBe(200)
      expect(page.headers.get('cache-control')).toBe('no-store')
      expect(page.headers.get('x-page-cache')).not.toBe('HIT')
      const html = await page.text()
      expect(html).toContain('<h1>Unsubscribe from offers</h1>')
      expect(html).toMatch(/<form method="post" action="\/unsubscribe\?t=[^"]+"[^>]*><input type="hidden" name="t" value="[^"]+"\/><button/)
      expect(html).toContain('<meta name="robots" content="noindex"/>')
    }
    // Opening the link changed nothing (a mail scanner opens links); a tampered one is refused.
    expect(await unsubscribedMailboxes()).toBe(0)
    const tampered = link!.replace(/.(?=.{3}$)/, (character) => (character === 'A' ? 'B' : 'A'))
    const refused = await fetch(tampered, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('This unsubscribe link does not work')

    // A mail app's one-click POST, to the other node.
    const oneClick = await fetch(link!.replace(a.url, b.url), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(oneClick.status).toBe(200)
    expect(oneClick.headers.get('cache-control')).toBe('no-store')
    expect(await oneClick.text()).toContain('<h1>You are unsubscribed</h1>')
    expect(await unsubscribedMailboxes()).toBe(1)
    // The page's own button, again: already done.
    const again = await fetch(`${a.url}/unsubscribe`, { method: 'POST', body: formBody({ t: new URL(link!).searchParams.get('t')! }) })
    expect(await again.text()).toContain('This address was already unsubscribed')
    expect(await deliveries(leadId)).toMatchObject({ 'agency-email': 'delivered', 'promo-confirmation': 'delivered' })
  })

  it('a promo lead for an unsubscribed mailbox, on either node: stored and sent to the agency, no promo e-mail', async () => {
    const [a, b] = nodes as [TestServer, TestServer]
    const email = `ravi.${randomUUID().slice(0, 8)}@gmail.com`
    const token = unsubscribeToken(SIGNING_SECRET, email)
    const done = await fetch(`${b.url}/unsubscribe?t=${token}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(done.status).toBe(200)
    // Another spelling of the same mailbox, on the other node.
    const leadId = await promoLead(a, email.replace('@gmail.com', '+offers@googlemail.com').replace('ravi.', 'r.a.v.i.'))
    await waitFor(async () => (await deliveries(leadId))['agency-email'] === 'delivered', 'the agency e-mail')
    expect(await deliveries(leadId)).toEqual({ 'agency-email': 'delivered', sheet: 'skipped' })
    expect(relay.mails.filter((mail) => mail.headers['x-harbourline-lead-id'] === leadId).map((mail) => mail.headers['message-id'])).toEqual([
      `<${leadId}.agency@harbourline>`,
    ])
  })
})
