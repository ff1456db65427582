// Unsubscribing from promo e-mails on two production servers sharing one PostgreSQL: the promo
// e-mail (caught by a real SMTP server on 127.0.0.1) carries a visible link and RFC 8058 one-click
// headers; the link's page works without JavaScript and is never kept; a one-click POST to the
// other node records it; a tampered link does nothing; and a later promo lead for that mailbox, on
// either node, is stored and sent to the agency without the promo e-mail, while a request on
// another form still gets its acknowledgement, its links on SITE_URL whichever node took it.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PostgresLeadOutbox } from '~/lib/leads/outbox/outbox-postgres.server'
import type { LeadKind } from '~/lib/leads/types'
import { unsubscribeToken } from '~/lib/leads/unsubscribe.server'
import { telHref } from '~/lib/ui/contact-links'

import { type SmtpMailSink, startSmtpMailSink, waitFor } from '../support/lead-sinks'
import { ensureBuild, formBody, freePort, leadBody, postLead } from '../support/leads'
import { createTestSchema, type TestSchema } from '../support/postgres'
import { SUPPORT_PHONES } from '../support/routes'
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
  const ports = [await freePort(), await freePort()] as const
  const env = (name: string) => ({
    // Every node writes its links on one origin, as in production (here node a's own address).
    SITE_URL: `http://127.0.0.1:${ports[0]}`,
    DATABASE_URL: schema.url,
    LEADS_DB_PATH: path.join(dir, name, 'unused.sqlite'),
    SMTP_URL: relay.url,
    SIGNING_SECRET,
    COUNTRY_HEADER: 'cf-ipcountry',
    LEADS_POLL_INTERVAL_MS: '100',
    // Every lead of these tests comes from this machine: room for all of them (the limit has its own tests).
    LEADS_RATE_LIMIT: '50',
    LEADS_MAILBOX_RATE_LIMIT: '50',
  })
  nodes = await Promise.all([startServer(ports[0], env('a')), startServer(ports[1], env('b'))])
}, 120_000)

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()))
  await outbox?.close()
  await relay?.close()
  await schema?.drop()
  rmSync(dir, { recursive: true, force: true })
})

/** A lead of `kind` (promo unless said) for `email` posted to `node` as its form would; the stored lead's id. */
const promoLead = (node: TestServer, email: string, kind: LeadKind = 'promo') => postLead(node.url, { kind, fields: { email }, signingSecret: SIGNING_SECRET })

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
    expect(mail.text).toContain(`Unsubscribe from offers ${link}`)
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
    // The link opened again, on either node: it says so, with no button to press again.
    for (const node of [a, b]) {
      const reopened = await (await fetch(link!.replace(a.url, node.url))).text()
      expect(reopened).toContain('This address was already unsubscribed')
      expect(reopened).not.toContain('>Unsubscribe</button>')
    }
    expect(await deliveries(leadId)).toMatchObject({ 'agency-email': 'delivered', 'promo-confirmation': 'delivered' })
  })

  it('signing up again after an unsubscribe, on either node, is new consent: the code goes; a second sign-up that day is told it already went, and when', async () => {
    const [a, b] = nodes as [TestServer, TestServer]
    const email = `ravi.${randomUUID().slice(0, 8)}@gmail.com`
    const token = unsubscribeToken(SIGNING_SECRET, email)
    const done = await fetch(`${b.url}/unsubscribe?t=${token}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(done.status).toBe(200)
    const unsubscribed = await unsubscribedMailboxes()
    // Another spelling of the same mailbox, on the other node.
    const leadId = await promoLead(a, email.replace('@gmail.com', '+offers@googlemail.com').replace('ravi.', 'r.a.v.i.'))
    await waitFor(async () => (await deliveries(leadId))['promo-confirmation'] === 'delivered', 'the promo e-mail')
    expect(await deliveries(leadId)).toEqual({ 'agency-email': 'delivered', 'promo-confirmation': 'delivered', sheet: 'skipped' })
    expect(await unsubscribedMailboxes()).toBe(unsubscribed - 1)
    // The same day again, on the other node: stored for the agency, no second code, and the truth.
    const again = await fetch(`${b.url}/api/leads?format=json`, {
      method: 'POST',
      body: formBody(leadBody('promo', SIGNING_SECRET, { email })),
      headers: { 'cf-ipcountry': 'IN' },
    })
    const answer = (await again.json()) as { ok: boolean; leadId: string; notice?: string }
    expect(answer.ok).toBe(true)
    expect(answer.notice).toMatch(
      /^Your promo code was already e-mailed to this address today, at \d{1,2}:\d{2} (am|pm): please look in your inbox, and in spam\.$/,
    )
    await waitFor(async () => (await deliveries(answer.leadId))['agency-email'] === 'delivered', 'the second sign-up to the agency')
    expect(await deliveries(answer.leadId)).toEqual({ 'agency-email': 'delivered', sheet: 'skipped' })
  })

  it('a request on another form still gets its acknowledgement: links on SITE_URL from either node, once per form and day', async () => {
    const [a, b] = nodes as [TestServer, TestServer]
    const email = `meena.${randomUUID().slice(0, 8)}@example.com`
    // Unsubscribed from offers: an acknowledgement of the person's own request is not an offer.
    const done = await fetch(`${a.url}/unsubscribe?t=${unsubscribeToken(SIGNING_SECRET, email)}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(done.status).toBe(200)
    const callback = await promoLead(b, email, 'callback')
    const again = await promoLead(a, email, 'callback')
    const insurance = await promoLead(a, email, 'insurance')
    for (const leadId of [callback, again, insurance]) {
      await waitFor(
        async () => Object.values(await deliveries(leadId)).every((status) => status === 'delivered' || status === 'skipped'),
        'every delivery of the lead',
      )
    }
    // One acknowledgement per form and day; the agency gets all three.
    expect(await deliveries(again)).toEqual({ 'agency-email': 'delivered', sheet: 'skipped' })
    for (const leadId of [callback, insurance]) {
      expect(await deliveries(leadId)).toEqual({ 'agency-email': 'delivered', sheet: 'skipped', 'visitor-acknowledgement': 'delivered' })
    }
    const acknowledgement = relay.acceptedWithId(`<${callback}.visitor-acknowledgement@harbourline>`)
    expect(acknowledgement).toHaveLength(1)
    const mail = acknowledgement[0]!
    expect(mail.envelopeTo).toEqual([email])
    expect(mail.headers.subject).toBe('We received your request for a call back')
    expect(mail.headers['list-unsubscribe']).toBeUndefined()
    // Posted to node b, yet every web link is on the configured origin (node a's address here).
    const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!)
    expect(links.filter((link) => link.startsWith('http'))).toEqual([`${a.url}/cruisedeals`, `${a.url}/`])
    expect(links).toContain(telHref(SUPPORT_PHONES.india))
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hello Asha,')
      expect(part).toContain('on your number ending 3210')
      expect(part).toContain(SUPPORT_PHONES.india)
      expect(part).not.toContain(b.url)
    }
    // Nothing of another lead: the insurance acknowledgement names its own request only.
    const other = relay.acceptedWithId(`<${insurance}.visitor-acknowledgement@harbourline>`)[0]!
    expect(other.headers.subject).toBe('We received your request for a travel insurance quote')
    expect(other.text).not.toContain('call back')
  })
})
