// The lead pipeline against a real HTTP sheet endpoint and a real SMTP relay on 127.0.0.1: every
// kind arrives with every field, failures are retried until delivered exactly once, and the
// embedded default (nothing configured) writes .eml files and skips the sheet.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { LeadsConfig } from '~/lib/leads/config.server'
import { neutraliseCell } from '~/lib/leads/delivery/spreadsheet-cells'
import type { SqliteLeadOutbox } from '~/lib/leads/outbox/outbox-sqlite.server'
import { createLeadPipeline, type LeadPipeline } from '~/lib/leads/pipeline.server'
import { fieldText, LEAD_KINDS, type LeadFields, type LeadKind } from '~/lib/leads/types'

import { type HttpSheetSink, mailHeaders, type SmtpMailSink, startHttpSheetSink, startSmtpMailSink, waitFor } from '../support/lead-sinks'
import { createTestSchema } from '../support/postgres'

let sheet: HttpSheetSink
let relay: SmtpMailSink
let directory: string
let pipeline: LeadPipeline | undefined
let logLines: string[]

beforeAll(async () => {
  sheet = await startHttpSheetSink()
  relay = await startSmtpMailSink()
  directory = mkdtempSync(join(tmpdir(), 'lead-delivery-'))
})

afterAll(async () => {
  await sheet.close()
  await relay.close()
  rmSync(directory, { recursive: true, force: true })
})

beforeEach(() => {
  sheet.script = []
  sheet.fallback = 'ok'
  sheet.delayMs = 0
  relay.script = []
  relay.fallback = 'ok'
  relay.delayMs = 0
  logLines = []
})

afterEach(async () => {
  await pipeline?.close()
  pipeline = undefined
})

let counter = 0

/** A pipeline on a fresh outbox with fast retries; sinks configured unless told otherwise. */
function startPipeline(overrides: Partial<LeadsConfig> = {}, options: { now?: () => number } = {}): LeadPipeline {
  counter++
  const config: LeadsConfig = {
    dbPath: join(directory, `outbox-${counter}.sqlite`),
    mailDir: join(directory, `mail-${counter}`),
    sheetUrl: sheet.url,
    smtpUrl: relay.url,
    emailFrom: 'Harbourline Cruises <leads@harbourline.example>',
    emailTo: 'bookings@harbourline.example',
    // Long enough that a busy machine does not time out a send the sink took (that would be a
    // legitimate repeat, but not the one a test is looking at); the hang tests set their own.
    deliveryTimeoutMs: 3_000,
    leaseMs: 8_000,
    maxAttempts: 8,
    retryBaseMs: 40,
    retryCapMs: 200,
    concurrency: 4,
    pollIntervalMs: 50,
    rateLimit: { limit: 30, windowMs: 600_000 },
    mailboxRateLimit: { limit: 5, windowMs: 600_000 },
    retentionDays: 90,
    alertAfterMinutes: 15,
    ...overrides,
  }
  pipeline = createLeadPipeline(config, { log: (line) => logLines.push(line), now: options.now })
  pipeline.worker.start()
  return pipeline
}

async function drained(target: LeadPipeline, timeoutMs = 10_000): Promise<void> {
  await waitFor(async () => (await target.outbox.unfinishedCount()) === 0 && target.worker.inFlight === 0, 'the outbox to drain', timeoutMs)
}

const COMMON: LeadFields = {
  firstName: 'Asha',
  lastName: "O'Brien-Rao",
  email: 'asha.rao@example.com',
  mobile: '+919876543210',
  dialCode: '+91',
  nationalNumber: '9876543210',
  country: 'India',
  currency_select: 'INR',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'diwali_sale',
  utm_term: 'cruise singapore',
  utm_content: 'ad-7',
  zc_gad: 'gclid-123',
}

/** A full lead record of each kind, with values that need care. */
function sampleFields(kind: LeadKind): LeadFields {
  switch (kind) {
    case 'promo':
      return { ...COMMON, leadsource: 'SignUp-Harbourline', monthOfTravel: '2026-12', destination: 'Singapore' }
    case 'deal-enquiry':
      return {
        ...COMMON,
        leadsource: 'Lead From Cruise Deal',
        leadvariation: 'Cruise Deal Page',
        monthOfTravel: '2026-12-20',
        passengers: '4',
        message: 'Two cabins, please.\nOne with a balcony <b>if possible</b> & near the lift.',
        destination: 'Asia',
        interest: ['Cruise Package', 'hotel', 'Flight'],
      }
    case 'callback':
      return {
        ...COMMON,
        leadsource: 'Callback',
        leadvariation: 'Call Now or Leave a Query',
        passengers: '2',
        destination: 'Alaska',
        fromdate: '2026-12-01',
        todate: '2026-12-08',
        message: '=HYPERLINK("http://evil.example","click")',
      }
    case 'quote':
      return {
        ...COMMON,
        leadsource: 'Cruise From Singapore',
        leadvariation: '3Night-Singapore',
        monthOfTravel: '2027-01-15',
        passengers: '3',
        message: '+1 extra bed',
        destination: 'singapore',
        interest: ['Land Package', 'Transfer'],
      }
    case 'insurance':
      return {
        ...COMMON,
        leadsource: 'Asego Quote Form',
        leadvariation: 'Asego Page Banner',
        fromdate: '2026-12-01',
        todate: '2026-12-15',
        passengers: '2',
        destination: 'Europe',
        message: '@mention seniors over 70',
      }
    case 'visa':
      return {
        ...COMMON,
        leadsource: 'Visa Assistance',
        leadvariation: 'Singapore Cruise Page',
        monthOfTravel: '2026-11-30',
        passengers: '1',
        message: '-urgent- visa for Singapore',
        destination: 'singapore',
        interest: ['Cruise Package'],
      }
    case 'dates-alert':
      return {
        firstName: 'Asha',
        email: 'asha.rao@example.com',
        leadsource: 'Cruise From Singapore',
        leadvariation: 'Desi Beats at Sea: a 3-Night Themed Cruise',
        country: 'India',
        currency_select: 'INR',
      }
  }
}

const PROMO = { promoCode: 'SAIL-INR-10K', promoAmountLabel: '₹10,000', brandName: 'Harbourline Cruises' }

describe('lead delivery to real sinks', () => {
  it('delivers a lead of each kind to the sheet and the agency inbox with every field, and the promo code to the visitor', async () => {
    const target = startPipeline()
    const accepted = await Promise.all(
      LEAD_KINDS.map(async (kind) => ({
        kind,
        fields: sampleFields(kind),
        ...(await target.accept({ kind, fields: sampleFields(kind), submissionId: `each-kind-${kind}`, extras: kind === 'promo' ? PROMO : undefined })),
      })),
    )
    await drained(target)

    for (const { kind, fields, leadId } of accepted) {
      // The sheet: one POST, every field, interest joined, cells neutralised.
      const posts = sheet.postsFor(leadId)
      expect(posts, kind).toHaveLength(1)
      const received = posts[0]!.fields
      expect(received.leadKind).toBe(kind)
      expect(received.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
      // (multipart/form-data sends a line break inside a value as CRLF, as browsers do.)
      for (const [name, value] of Object.entries(fields)) {
        expect(received[name]?.replace(/\r\n/g, '\n'), `${kind}.${name}`).toBe(neutraliseCell(value))
      }
      expect(Object.keys(received).sort()).toEqual(['leadId', 'leadKind', 'submittedAt', ...Object.keys(fields)].sort())

      // The agency inbox: one message, recognisable by its Message-ID, every field in both parts.
      const mails = relay.acceptedWithId(`<${leadId}.agency@harbourline>`)
      expect(mails, kind).toHaveLength(1)
      const mail = mails[0]!
      expect(mail.envelopeTo).toEqual(['bookings@harbourline.example'])
      expect(mail.headers.subject).toBe(`New ${kind} lead: ${[fields.firstName, fields.lastName].filter(Boolean).join(' ')}`)
      expect(mail.headers['reply-to']).toBe('asha.rao@example.com')
      expect(mail.headers['x-harbourline-lead-id']).toBe(leadId)
      for (const value of Object.values(fields)) {
        for (const line of fieldText(value).split('\n')) expect(mail.text, `${kind} text`).toContain(line)
      }
      expect(mail.text).toContain(leadId)
      if (kind === 'deal-enquiry') {
        expect(mail.html).toContain('&lt;b&gt;if possible&lt;/b&gt; &amp; near the lift.')
        expect(mail.html).not.toContain('<b>if possible</b>')
      }
    }

    // The promo code went to the visitor, once.
    const promo = accepted.find((lead) => lead.kind === 'promo')!
    const confirmations = relay.acceptedWithId(`<${promo.leadId}.visitor@harbourline>`)
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0]!.envelopeTo).toEqual(['asha.rao@example.com'])
    expect(confirmations[0]!.text).toContain('SAIL-INR-10K')
    expect(confirmations[0]!.text).toContain('₹10,000')
    expect(confirmations[0]!.headers.subject).toBe('Your Harbourline Cruises promo code')
    // Every other kind sends the visitor one acknowledgement of what they asked, and no promo code.
    for (const { leadId, kind } of accepted) {
      if (kind === 'promo') {
        expect(relay.acceptedWithId(`<${leadId}.visitor-acknowledgement@harbourline>`)).toHaveLength(0)
        continue
      }
      expect(relay.acceptedWithId(`<${leadId}.visitor@harbourline>`)).toHaveLength(0)
      const acknowledgements = relay.acceptedWithId(`<${leadId}.visitor-acknowledgement@harbourline>`)
      expect(acknowledgements, kind).toHaveLength(1)
      expect(acknowledgements[0]!.envelopeTo).toEqual(['asha.rao@example.com'])
      expect(acknowledgements[0]!.headers.subject).toMatch(/^We received your /)
      expect(acknowledgements[0]!.text).not.toContain('SAIL-INR-10K')
    }

    for (const { leadId } of accepted) {
      for (const delivery of (await target.outbox.show(leadId))!.deliveries) expect(delivery.status, `${leadId} ${delivery.sink}`).toBe('delivered')
    }
  })

  it('keeps header injection out of the subject and the envelope', async () => {
    const target = startPipeline()
    const { leadId } = await target.accept({
      kind: 'callback',
      fields: { ...sampleFields('callback'), firstName: 'Eve\r\nBcc: victim@example.com', lastName: 'X\nSubject: spam' },
      submissionId: 'injection',
    })
    await drained(target)
    const mail = relay.acceptedWithId(`<${leadId}.agency@harbourline>`)[0]!
    expect(mail.headers.subject).toBe('New callback lead: Eve Bcc: victim@example.com X Subject: spam')
    expect(mail.headers.bcc).toBeUndefined()
    expect(mail.envelopeTo).toEqual(['bookings@harbourline.example'])
  })

  it('treats a repeated submit (same submission id) as one lead, delivered once', async () => {
    const target = startPipeline()
    const first = await target.accept({ kind: 'visa', fields: sampleFields('visa'), submissionId: 'double-click' })
    const second = await target.accept({ kind: 'visa', fields: sampleFields('visa'), submissionId: 'double-click' })
    expect(second).toEqual({ leadId: first.leadId, duplicate: true, conflict: false })
    // The same id with other details is a conflict, and nothing more is queued.
    expect(await target.accept({ kind: 'visa', fields: { ...sampleFields('visa'), firstName: 'Other' }, submissionId: 'double-click' })).toEqual({
      leadId: first.leadId,
      duplicate: true,
      conflict: true,
    })
    await drained(target)
    expect(sheet.postsFor(first.leadId)).toHaveLength(1)
    expect(relay.acceptedWithId(`<${first.leadId}.agency@harbourline>`)).toHaveLength(1)
  })
})

describe('failures, retries and recovery', () => {
  it('sheet answers 500 twice, then OK: delivered exactly once after three tries', async () => {
    sheet.script = ['500', '500']
    const target = startPipeline()
    const { leadId } = await target.accept({ kind: 'deal-enquiry', fields: sampleFields('deal-enquiry'), submissionId: 'sheet-500' })
    await drained(target)
    expect(sheet.postsFor(leadId).map((post) => post.behaviour)).toEqual(['500', '500', 'ok'])
    expect(sheet.successesFor(leadId)).toBe(1)
    const delivery = (await target.outbox.show(leadId))!.deliveries.find((row) => row.sink === 'sheet')!
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3 })
    expect(logLines.filter((line) => line.includes(`sheet delivery of ${leadId} failed`))).toHaveLength(2)
    expect(logLines.join('\n')).toContain('HTTP 500')
  })

  it('sheet script reports an error in a 200 answer: retried, not counted as delivered', async () => {
    sheet.script = ['script-error']
    const target = startPipeline()
    const { leadId } = await target.accept({ kind: 'quote', fields: sampleFields('quote'), submissionId: 'script-error' })
    await drained(target)
    expect(sheet.postsFor(leadId).map((post) => post.behaviour)).toEqual(['script-error', 'ok'])
    // The script's words stay out of the log: they may quote the lead.
    expect(logLines.join('\n')).toContain('sheet: the script reported an error')
    expect(logLines.join('\n')).not.toContain('sheet is locked')
  })

  it('sheet hangs past the timeout, then answers: delivered exactly once', async () => {
    sheet.script = ['hang']
    const target = startPipeline({ deliveryTimeoutMs: 1_000 })
    const { leadId } = await target.accept({ kind: 'insurance', fields: sampleFields('insurance'), submissionId: 'sheet-hang' })
    await drained(target)
    expect(sheet.postsFor(leadId).map((post) => post.behaviour)).toEqual(['hang', 'ok'])
    expect(sheet.successesFor(leadId)).toBe(1)
    expect(logLines.join('\n')).toMatch(/timed out/)
  })

  it('follows the 302 of Apps Script to the second path and counts only its 200', async () => {
    sheet.script = ['redirect']
    const target = startPipeline()
    const { leadId } = await target.accept({ kind: 'promo', fields: sampleFields('promo'), submissionId: 'redirect', extras: PROMO })
    await drained(target)
    expect(sheet.postsFor(leadId)).toHaveLength(1)
    expect(sheet.successesFor(leadId)).toBe(1)
    expect((await target.outbox.show(leadId))!.deliveries.find((row) => row.sink === 'sheet')).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('sheet and relay refuse connections, then come back: each delivered exactly once', async () => {
    await sheet.close()
    await relay.close()
    const target = startPipeline()
    const { leadId } = await target.accept({ kind: 'callback', fields: sampleFields('callback'), submissionId: 'refused' })
    await waitFor(
      async () => (await target.outbox.show(leadId))!.deliveries.every((row) => row.attempts >= 2 && row.status === 'pending'),
      'two refused tries of each delivery',
    )
    expect((await target.outbox.show(leadId))!.deliveries.map((row) => row.lastError).join(' ')).toMatch(/ECONNREFUSED/)
    await sheet.reopen()
    await relay.reopen()
    await drained(target)
    expect(sheet.postsFor(leadId)).toHaveLength(1)
    expect(sheet.successesFor(leadId)).toBe(1)
    expect(relay.acceptedWithId(`<${leadId}.agency@harbourline>`)).toHaveLength(1)
  })

  it('relay answers 451, then hangs, then accepts: the agency e-mail is accepted exactly once', async () => {
    relay.script = ['451', 'hang']
    const target = startPipeline({ deliveryTimeoutMs: 1_000 })
    // The agency's mail alone, so the relay's script is all for it.
    const { leadId } = await target.accept({ kind: 'deal-enquiry', fields: sampleFields('deal-enquiry'), submissionId: 'smtp-451', sinks: ['agency-email'] })
    await drained(target)
    const tries = relay.mails.filter((mail) => mail.headers['message-id'] === `<${leadId}.agency@harbourline>`)
    expect(tries.map((mail) => mail.behaviour)).toEqual(['451', 'hang', 'ok'])
    expect(relay.acceptedWithId(`<${leadId}.agency@harbourline>`)).toHaveLength(1)
    expect((await target.outbox.show(leadId))!.deliveries.find((row) => row.sink === 'agency-email')).toMatchObject({ status: 'delivered', attempts: 3 })
  })

  it('dead-letters after the last try, and an admin retry delivers it once', async () => {
    sheet.fallback = '500'
    const target = startPipeline({ maxAttempts: 3 })
    const { leadId } = await target.accept({ kind: 'visa', fields: sampleFields('visa'), submissionId: 'dead' })
    await drained(target)
    const dead = (await target.outbox.show(leadId))!.deliveries.find((row) => row.sink === 'sheet')!
    expect(dead).toMatchObject({ status: 'dead', attempts: 3, lastError: expect.stringContaining('HTTP 500') })
    expect(logLines.some((line) => line.includes(`sheet delivery of ${leadId} is dead after 3 tries`))).toBe(true)
    expect((await target.outbox.list({ status: 'dead' })).map((record) => record.lead.id)).toEqual([leadId])

    sheet.fallback = 'ok'
    expect(await target.outbox.retry(leadId)).toBe(1)
    target.worker.kick()
    await drained(target)
    expect(sheet.successesFor(leadId)).toBe(1)
    expect((await target.outbox.show(leadId))!.deliveries.find((row) => row.sink === 'sheet')).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('an outage of the sheet: one alert to the operations address naming the first lead it lost, no personal data, then one mail when it is back', async () => {
    sheet.fallback = '500'
    const OPS = 'ops@harbourline.example'
    const target = startPipeline({ maxAttempts: 2, alertTo: OPS })
    const earlier = relay.mails.length
    const toOps = () => relay.mails.slice(earlier).filter((mail) => mail.accepted && mail.envelopeTo.includes(OPS))
    const ids: string[] = []
    for (const kind of ['callback', 'quote', 'visa'] as const)
      ids.push((await target.accept({ kind, fields: sampleFields(kind), submissionId: `outage-${kind}` })).leadId)
    await drained(target)
    expect((await target.outbox.list({ status: 'dead' })).map((record) => record.lead.id).sort()).toEqual([...ids].sort())

    // Three deaths, one alert (the other two fall within its hour).
    expect(toOps()).toHaveLength(1)
    const [alert] = toOps()
    expect(alert!.headers.subject).toBe('Leads are not reaching the leads spreadsheet')
    expect(alert!.text).toMatch(new RegExp(`Lead (${ids.join('|')}) \\((callback|quote|visa) form\\) could not be delivered to the leads spreadsheet`))
    expect(alert!.text).toContain('HTTP 500')
    expect(alert!.text).toContain('npm run leads -- retry --all-dead')
    for (const value of ['Asha', 'asha.rao@example.com', '9876543210']) expect(alert!.text, value).not.toContain(value)
    // The agency's inbox worked throughout: no outage, no mail about it.
    expect(toOps().some((mail) => /inbox/.test(mail.headers.subject ?? ''))).toBe(false)
    expect(await target.outbox.unmailedAlerts()).toEqual([])

    sheet.fallback = 'ok'
    for (const id of ids) await target.outbox.retry(id)
    target.worker.kick()
    await drained(target)
    await waitFor(() => toOps().length === 2, 'the recovery mail')
    expect(toOps()[1]!.headers.subject).toBe('Leads reach the leads spreadsheet again')
    for (const id of ids) expect(sheet.successesFor(id)).toBe(1)
    expect(toOps()).toHaveLength(2)
  })

  it('a lead still being retried past the alert minutes is reported once, on the moved clock; an alert the relay refuses is kept for /healthz', async () => {
    sheet.fallback = '500'
    relay.fallback = '451'
    const earlier = relay.mails.length
    // The pipeline's clock runs with the machine's, moved on when the test says.
    let movedOn = 0
    const target = startPipeline({ maxAttempts: 1_000, alertAfterMinutes: 15 }, { now: () => Date.now() + movedOn })
    await target.accept({ kind: 'callback', fields: sampleFields('callback'), submissionId: 'late' })
    await waitFor(() => sheet.posts.length >= 2, 'a few tries')
    expect(await target.outbox.unmailedAlerts()).toEqual([])
    // Sixteen minutes later on the pipeline's clock: the next failure reports it, and the relay refuses the alert.
    movedOn = 16 * 60_000
    // (The agency's inbox goes through the same relay: its own late delivery may be reported, and refused, too.)
    await waitFor(async () => (await target.outbox.unmailedAlerts()).some(({ sink }) => sink === 'sheet'), 'the refused alert to be recorded')
    expect(await target.outbox.unmailedAlerts()).toContainEqual({ sink: 'sheet', error: expect.stringMatching(/451/) })
    expect(logLines.some((line) => line.includes('could not be mailed'))).toBe(true)
    // The relay takes mail again: the next failure's alert goes out, once.
    relay.fallback = 'ok'
    await waitFor(async () => (await target.outbox.unmailedAlerts()).length === 0, 'the alert to be mailed')
    const alerts = relay.mails.slice(earlier).filter((mail) => mail.accepted && mail.headers.subject === 'Leads are not reaching the leads spreadsheet')
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.text).toContain('has waited more than 15 minutes for the leads spreadsheet; the site keeps trying')
  })

  it('never logs or stores the SMTP password or the sheet URL beyond its host', async () => {
    sheet.script = ['500', 'redirect']
    relay.script = ['451']
    const target = startPipeline()
    const { leadId } = await target.accept({ kind: 'promo', fields: sampleFields('promo'), submissionId: 'secrets', extras: PROMO })
    await drained(target)
    await sheet.close()
    const second = await target.accept({ kind: 'visa', fields: sampleFields('visa'), submissionId: 'secrets-2' })
    await waitFor(async () => ((await target.outbox.show(second.leadId))!.deliveries.find((row) => row.sink === 'sheet')?.attempts ?? 0) >= 2, 'refused tries')
    await sheet.reopen()
    await drained(target)
    const stored = JSON.stringify([await target.outbox.show(leadId), await target.outbox.show(second.leadId)])
    for (const text of [logLines.join('\n'), stored]) {
      expect(text).not.toContain('smtp-secret-password')
      expect(text).not.toContain('sheet-secret-token')
      expect(text).not.toContain('test-deployment')
      expect(text).not.toContain('user_content_key')
    }
    expect(logLines.length).toBeGreaterThanOrEqual(3)
  })
})

describe('personal data', () => {
  it.each(['SQLite', 'PostgreSQL'])(
    'no log line and no stored error holds the lead’s name, e-mail, phone or message: refusals that quote them, an outage, a dead letter (%s)',
    async (store) => {
      const schema = store === 'PostgreSQL' ? await createTestSchema('lead_delivery_markers') : undefined
      // Marker values, each unlike anything else in a log.
      const person = { firstName: 'Zqxfirstname', lastName: 'Zqxlastname', email: 'zqx.mailbox@example.com', mobile: '+6591234567', nationalNumber: '91234567' }
      const fields = { ...sampleFields('promo'), ...person, message: 'Zqx message\nsecond line' }
      sheet.script = ['script-error-quoting-the-row', '500']
      relay.fallback = '550-naming-the-recipient'
      // The relay is down first: an outage, every try of both e-mails refused until they are dead.
      await relay.close()
      const target = startPipeline({ maxAttempts: 3, databaseUrl: schema?.url })
      const { leadId } = await target.accept({ kind: 'promo', fields, submissionId: `markers-${store}`, extras: PROMO })
      const mailStates = async () => (await target.outbox.show(leadId))!.deliveries.filter((row) => row.sink !== 'sheet').map((row) => row.status)
      await waitFor(async () => (await mailStates()).every((status) => status === 'dead'), 'both e-mails dead in the outage')
      // Back, and re-queued as an admin would: now the relay refuses them, naming the recipient, until the last try.
      await relay.reopen()
      expect(await target.outbox.retry(leadId)).toBeGreaterThanOrEqual(2)
      target.worker.kick()
      await drained(target)

      const record = (await target.outbox.show(leadId))!
      expect(record.deliveries.map((row) => [row.sink, row.status])).toEqual([
        ['agency-email', 'dead'],
        ['promo-confirmation', 'dead'],
        ['sheet', 'delivered'],
      ])
      // The refusals were logged and stored, with the values taken out.
      expect(relay.mails.some((mail) => mail.behaviour === '550-naming-the-recipient')).toBe(true)
      // A remote's own words are never kept (they quote the lead): a fixed reason and its code.
      expect(logLines.some((line) => /smtp: the mail server refused the (message|recipient or the sender) \(550\)/.test(line))).toBe(true)
      expect(logLines.some((line) => line.includes('sheet: the script reported an error'))).toBe(true)
      expect(logLines.join('\n')).not.toContain('Recipient address rejected')
      expect(logLines.some((line) => line.includes(`is dead after 3 tries`))).toBe(true)
      const stored = record.deliveries.map((row) => row.lastError ?? '').join('\n')
      expect(stored).toMatch(/smtp: the mail server refused the (message|recipient or the sender) \(550\)/)
      for (const text of [logLines.join('\n'), stored]) {
        for (const marker of ['zqx', '91234567']) expect(text.toLowerCase()).not.toContain(marker)
      }
      await target.close()
      await schema?.drop()
    },
  )

  it('the retention purge removes a lead’s personal data its retention period after the last delivery, on the pipeline’s clock', async () => {
    let clock = Date.now()
    const day = 86_400_000
    const target = startPipeline({ retentionDays: 30 }, { now: () => clock })
    const fields = sampleFields('callback')
    const { leadId } = await target.accept({ kind: 'callback', fields, submissionId: 'retention' })
    await drained(target)
    expect(await target.retention.runNow()).toBe(0)
    clock += 30 * day - 1_000
    expect(await target.retention.runNow()).toBe(0)
    // Past the period: the purge the pipeline runs at its start (and hourly) removes it.
    clock += 2_000
    target.retention.start()
    await waitFor(async () => (await target.outbox.show(leadId))!.personalDataRemoved !== undefined, 'the purge')
    const purged = (await target.outbox.show(leadId))!
    expect(purged.lead.fields).toEqual({
      leadsource: fields.leadsource,
      leadvariation: fields.leadvariation,
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'diwali_sale',
      utm_term: 'cruise singapore',
      utm_content: 'ad-7',
      zc_gad: 'gclid-123',
    })
    expect(purged.personalDataRemoved).toEqual({ at: new Date(clock).toISOString(), reason: 'retention' })
    expect(logLines).toContain('[leads] retention: removed the personal data of 1 lead delivered over 30 days ago')
  })
})

describe('not configured (the embedded default)', () => {
  it('writes the e-mails as .eml files, records the sheet as skipped, and a retry rewrites the same file', async () => {
    const target = startPipeline({ sheetUrl: undefined, smtpUrl: undefined })
    const mailDir = target.config.mailDir
    const postsBefore = sheet.posts.length
    const mailsBefore = relay.mails.length
    const promo = await target.accept({ kind: 'promo', fields: sampleFields('promo'), submissionId: 'embedded-promo', extras: PROMO })
    const callback = await target.accept({ kind: 'callback', fields: sampleFields('callback'), submissionId: 'embedded-callback' })
    await drained(target)

    expect(readdirSync(mailDir).sort()).toEqual(
      [
        `${callback.leadId}.agency-email.eml`,
        `${callback.leadId}.visitor-acknowledgement.eml`,
        `${promo.leadId}.agency-email.eml`,
        `${promo.leadId}.promo-confirmation.eml`,
      ].sort(),
    )
    const agency = readFileSync(join(mailDir, `${promo.leadId}.agency-email.eml`), 'utf8')
    expect(mailHeaders(agency)['message-id']).toBe(`<${promo.leadId}.agency@harbourline>`)
    expect(mailHeaders(agency).to).toBe('bookings@harbourline.example')
    const visitor = readFileSync(join(mailDir, `${promo.leadId}.promo-confirmation.eml`), 'utf8')
    expect(mailHeaders(visitor).to).toBe('asha.rao@example.com')
    expect(visitor).toContain('SAIL-INR-10K')

    for (const { leadId } of [promo, callback]) {
      const deliveries = (await target.outbox.show(leadId))!.deliveries
      expect(deliveries.find((row) => row.sink === 'sheet')).toMatchObject({ status: 'skipped', lastError: 'LEADS_SHEET_URL is not set' })
      for (const row of deliveries.filter((row) => row.sink !== 'sheet')) expect(row.status).toBe('delivered')
    }
    expect(sheet.posts.length).toBe(postsBefore)
    expect(relay.mails.length).toBe(mailsBefore)

    // Idempotent by lead id: delivering again replaces the file, never adds one.
    expect(await target.outbox.retry(promo.leadId)).toBe(1) // only the skipped sheet is re-queued
    // A delivered row due again (no admin command does that): straight in the SQLite file.
    const file = target.outbox as SqliteLeadOutbox
    file.db.prepare("UPDATE deliveries SET status = 'pending', next_attempt_at = 0 WHERE lead_id = ?").run(promo.leadId)
    target.worker.kick()
    await drained(target)
    expect(readdirSync(mailDir)).toHaveLength(4)
    expect(readdirSync(mailDir).some((name) => name.endsWith('.tmp'))).toBe(false)
  })
})
