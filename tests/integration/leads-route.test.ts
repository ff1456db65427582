// POST /api/leads on the real production server (node server.js on 127.0.0.1): JSON and no-JS
// answers, the campaign cookie, server-side country and currency, idempotent repeats, spam, the
// rate limit, and a broken outbox answering 503.
import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatMoney } from '~/lib/currency'
import { LEAD_LIMITS, LEAD_MESSAGES } from '~/lib/leads/forms/fields'
import { issueFormToken } from '~/lib/leads/forms/signed-values.server'
import { LEAD_ID_PATTERN } from '~/lib/leads/outbox/outbox.server'
import type { LeadKind } from '~/lib/leads/types'

import { ensureBuild, formBody, freePort, leadBody, type PageForm, pageForm, sleep, storedLeads, validFields } from '../support/leads'
import { testDatabaseUrl } from '../support/postgres'
import { postgresDoor } from '../support/postgres-door'
import { FORM_OPTIONS } from '../support/seed-content'
import { seedDocument } from '../support/seed-documents'
import { startServer } from '../support/server'

const dir = mkdtempSync(path.join(tmpdir(), 'hl-leads-route-'))
const dbPath = path.join(dir, 'leads.sqlite')
let server: Awaited<ReturnType<typeof startServer>>
let base = ''
let page: PageForm

const RATE_LIMIT = 60
/** The server's signing secret, so tests can mint form tokens of a chosen age. */
const SIGNING_SECRET = 'leads-route-test-secret-0123456789abcdef'

async function post(fields: Record<string, string | string[]>, options: { json?: boolean; headers?: Record<string, string> } = {}) {
  const json = options.json ?? true
  return fetch(`${base}/api/leads${json ? '?format=json' : ''}`, {
    method: 'POST',
    body: formBody(fields),
    redirect: 'manual',
    headers: { cookie: page.cookie, 'x-forwarded-for': '', ...options.headers },
  })
}

/** A visitor's post of `kind`, with their own token for that form, minted 10 s ago (as if they took that long). */
/** A no-JS post (a plain form post, the 303 answer) with `cookie` added to the page's. */
const post_ = (fields: Record<string, string | string[]>, cookie: string) =>
  fetch(`${base}/api/leads`, { method: 'POST', body: formBody(fields), redirect: 'manual', headers: { cookie: `${page.cookie}; ${cookie}` } })

const leadPost = (kind: LeadKind, extra: Record<string, string | string[]> = {}) => leadBody(kind, SIGNING_SECRET, { redirectTo: '/contact', ...extra })

beforeAll(async () => {
  ensureBuild()
  server = await startServer(await freePort(), {
    LEADS_DB_PATH: dbPath,
    LEADS_MAIL_DIR: path.join(dir, 'mail'),
    LEADS_RATE_LIMIT: String(RATE_LIMIT),
    // The tests post as one person (one mailbox) from one address: room for all of them.
    LEADS_MAILBOX_RATE_LIMIT: String(RATE_LIMIT),
    COUNTRY_HEADER: 'cf-ipcountry',
    SIGNING_SECRET,
  })
  base = server.url
  // The visit lands with a campaign. A post counts once its token is 2 s old: the tests post with
  // tokens minted 10 s ago (leadPost), rather than waiting.
  page = await pageForm(`${base}/contact?utm_source=google&utm_medium=cpc&utm_campaign=Europe_Search_May25&gclid=GCLID-1`)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('POST /api/leads', () => {
  it('answers GET with 405', async () => {
    const response = await fetch(`${base}/api/leads`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('stores a valid lead with the visit campaign, the server country and currency, and answers JSON', async () => {
    expect(page.cookie).toMatch(/^hl_utm=/)
    const submissionId = randomUUID()
    const response = await post(
      { ...leadPost('callback'), submissionId, utm_source: 'forged', country: 'Atlantis', currency_select: 'EUR' },
      { headers: { 'cf-ipcountry': 'SG' } },
    )
    expect(response.status).toBe(200)
    // How long each step took is told only with LEADS_SERVER_TIMING=on (below): it would show a bot which posts were stored.
    expect(response.headers.get('server-timing')).toBeNull()
    const answer = (await response.json()) as { ok: boolean; leadId: string }
    expect(answer.ok).toBe(true)
    const lead = storedLeads(dbPath).find((entry) => entry.id === answer.leadId)
    expect(lead?.submission_id).toBe(submissionId)
    expect(lead?.fields).toMatchObject({
      firstName: 'Asha',
      mobile: '+919876543210',
      dialCode: '+91',
      nationalNumber: '9876543210',
      country: 'Singapore',
      currency_select: 'SGD',
      leadsource: 'Callback Form',
      leadvariation: 'Call Now or Leave a Query',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Europe_Search_May25',
      utm_term: '',
      zc_gad: 'GCLID-1',
    })
    expect(lead?.sinks).toEqual(['agency-email', 'sheet', 'visitor-acknowledgement'])
    // What the sender agreed to: the callback form's consent line (content) as the page showed it, its version, when.
    const wording = 'By sending this form you agree that we use your details to call or e-mail you back.'
    expect(page.html).toContain(wording)
    expect(lead?.consent).toEqual({ version: createHash('sha256').update(wording).digest('hex').slice(0, 16), wording, at: expect.any(String) })
    expect(Math.abs(Date.parse(lead!.consent!.at) - Date.now())).toBeLessThan(60_000)

    // The same press of Submit again (a retry): the same lead, nothing new stored.
    const count = storedLeads(dbPath).length
    const again = await post({ ...leadPost('callback'), submissionId })
    expect(((await again.json()) as { leadId: string }).leadId).toBe(answer.leadId)
    expect(storedLeads(dbPath).length).toBe(count)
  })

  it('the same submission id with other details: 409 with a clear message, nothing stored, the first lead kept', async () => {
    const submissionId = randomUUID()
    const first = await post({ ...leadPost('callback'), submissionId })
    expect(first.status).toBe(200)
    const count = storedLeads(dbPath).length
    const edited = await post({ ...leadPost('callback'), submissionId, firstName: 'Changed' })
    expect(edited.status).toBe(409)
    expect(await edited.json()).toEqual({ ok: false, error: LEAD_MESSAGES.alreadySent })
    expect(storedLeads(dbPath).length).toBe(count)
    // Without JavaScript: the plain answer page says so, under the CSP of every page.
    const page = await post({ ...leadPost('callback'), submissionId, firstName: 'Changed' }, { json: false })
    expect(page.status).toBe(409)
    expect(await page.text()).toContain(LEAD_MESSAGES.alreadySent)
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'.*script-src/)
  })

  it('the no-JavaScript answer pages (400, 413, 429, 503) carry the CSP of every page', async () => {
    const bad = await post({ ...leadPost('callback'), form: 'nonsense' }, { json: false })
    expect(bad.status).toBe(400)
    const policy = bad.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/object-src 'none'/)
    expect(policy).toMatch(/frame-ancestors 'none'/)
    // The same policy as a page's: content's origins (the booking engine may receive forms) included.
    const pagePolicy = (await fetch(`${base}/privacy-policy`)).headers.get('content-security-policy') ?? ''
    const directive = (text: string, name: string) => text.split('; ').find((part) => part.startsWith(`${name} `))
    for (const name of ['default-src', 'form-action', 'frame-src', 'object-src', 'base-uri'])
      expect(directive(policy, name), name).toBe(directive(pagePolicy, name))
  })

  it('one page copy from a shared cache, two visitors without JavaScript: each sends it now, two leads; one of them again: still two', async () => {
    // The page's HTML holds nothing unique to a visitor that a lead depends on, and no token.
    const html = await (await fetch(`${base}/contact`)).text()
    expect(html).not.toContain('name="submissionId"')
    expect(html).not.toContain('name="formToken"')
    // The hidden fields of one copy of /contact as a no-JS browser posts them; each visitor fills
    // in their own details. Without a token the first press is the "Send it now" step.
    const copy = { form: 'callback', redirectTo: '/contact', website: '', ...validFields('callback') }
    const asha = { ...copy, email: `asha.${randomUUID()}@example.com` }
    const wei = { ...copy, firstName: 'Wei', lastName: 'Tan', email: `wei.${randomUUID()}@example.com`, mobile: '+65 9123 4567', phoneCountry: 'SG' }
    const before = storedLeads(dbPath).length
    const tokens = new Map<object, string>()
    for (const visitor of [asha, wei]) {
      const step = await post(visitor, { json: false })
      expect(step.status).toBe(303)
      expect(step.headers.get('location')).toBe('/contact?form=callback#callback-form')
      const flash = step.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('hl_lead_flash='))!
        .split(';')[0]!
      const shown = await (await fetch(`${base}/contact?form=callback`, { headers: { cookie: flash } })).text()
      expect(shown).toContain(LEAD_MESSAGES.confirm)
      expect(shown).toContain(`>${LEAD_MESSAGES.confirmButton}</button>`)
      expect(shown).toContain(`value="${visitor.email}"`)
      tokens.set(visitor, /name="formToken" value="([^"]+)"/.exec(shown)![1]!)
    }
    expect(storedLeads(dbPath).length).toBe(before)
    // A real wait, on purpose: the tokens are the server's own, handed back with the step, and
    // this is the person who presses "Send it now" once they count.
    await sleep(LEAD_LIMITS.minFillMs + 100)
    for (const visitor of [asha, wei, asha]) {
      const answer = await post({ ...visitor, formToken: tokens.get(visitor)! }, { json: false })
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toMatch(/lead=thanks/)
    }
    const stored = storedLeads(dbPath).slice(before)
    expect(stored.map((lead) => lead.fields.email).sort()).toEqual([asha.email, wei.email].sort())
    expect(stored.map((lead) => lead.fields.firstName).sort()).toEqual(['Asha', 'Wei'])
  })

  it('a token minted 70 s ago is fine; one over an hour old gets the "Send it now" step, a fresh token, the entries kept', async () => {
    const cached = await post({
      ...leadPost('callback'),
      formToken: issueFormToken(SIGNING_SECRET, 'callback', Date.now() - 70_000),
      email: `cached.${randomUUID()}@example.com`,
    })
    expect(cached.status).toBe(200)
    const { leadId } = (await cached.json()) as { leadId: string }
    expect(storedLeads(dbPath).some((lead) => lead.id === leadId)).toBe(true)

    const before = storedLeads(dbPath).length
    const stale = issueFormToken(SIGNING_SECRET, 'callback', Date.now() - LEAD_LIMITS.formTokenLifetimeMs - 60_000)
    const json = await post({ ...leadPost('callback'), formToken: stale })
    expect(json.status).toBe(400)
    const answer = (await json.json()) as { ok: boolean; error: string; confirm: boolean; formToken: string }
    expect(answer).toMatchObject({ ok: false, error: LEAD_MESSAGES.confirm, confirm: true })
    expect(answer.formToken).toMatch(/^v2\.[0-9a-z]+\.callback\./)
    expect(answer.formToken).not.toBe(stale)
    const noJs = await post({ ...leadPost('callback', { firstName: 'Zeynep' }), formToken: stale }, { json: false })
    expect(noJs.status).toBe(303)
    expect(noJs.headers.get('location')).toBe('/contact?form=callback#callback-form')
    const flash = noJs.headers.getSetCookie().find((cookie) => cookie.startsWith('hl_lead_flash='))
    const shown = await (await fetch(`${base}/contact?form=callback`, { headers: { cookie: flash!.split(';')[0]! } })).text()
    expect(shown).toContain(LEAD_MESSAGES.confirm)
    expect(shown).toContain('value="Zeynep"')
    expect(storedLeads(dbPath).length).toBe(before)
  })

  it('a promo lead carries the code for the visitor currency to the confirmation e-mail', async () => {
    const response = await post(leadPost('promo'), { headers: { 'cf-ipcountry': 'IN' } })
    const { leadId } = (await response.json()) as { leadId: string }
    const lead = storedLeads(dbPath).find((entry) => entry.id === leadId)
    expect(lead?.fields.leadsource).toBe(FORM_OPTIONS.leadDefaults.promo.leadsource)
    expect(lead?.fields).not.toHaveProperty('leadvariation')
    const { promoCodes, promoOffer } = seedDocument<{ promoCodes: { INR: string }; promoOffer: { INR: number } }>('siteSettings')
    expect(lead?.extras).toMatchObject({ promoCode: promoCodes.INR, promoAmountLabel: formatMoney(promoOffer.INR, 'INR') })
    expect(lead?.sinks).toEqual(['agency-email', 'promo-confirmation', 'sheet'])
  })

  it('accepts a lead source the page may choose, and only those', async () => {
    const ok = await post(leadPost('insurance'))
    expect(ok.status).toBe(200)
    const { leadId } = (await ok.json()) as { leadId: string }
    expect(storedLeads(dbPath).find((entry) => entry.id === leadId)?.fields.leadsource).toBe('Asego Quote Form')
    const bad = await post(leadPost('insurance', { leadsource: 'Free Money' }))
    expect(bad.status).toBe(400)
  })

  it('answers a wrong field with 400 and the messages (JSON), storing nothing', async () => {
    const count = storedLeads(dbPath).length
    const response = await post(leadPost('callback', { mobile: '12', todate: '2027-05-01' }))
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { ok: false; result: { error: Record<string, string[]> } }
    expect(answer.result.error.mobile).toEqual(['Please enter a valid phone number'])
    expect(answer.result.error.todate).toEqual(['The to date must be on or after the from date'])
    // A trip before the agency's today (the server's clock: 1 Oct 2026), or a month before its month.
    const past = await post(leadPost('callback', { fromdate: '2024-06-01', todate: '2024-06-03' }))
    expect(past.status).toBe(400)
    expect(((await past.json()) as { result: { error: Record<string, string[]> } }).result.error).toMatchObject({
      fromdate: [LEAD_MESSAGES.datePast],
      todate: [LEAD_MESSAGES.datePast],
    })
    const month = await post(leadPost('promo', { monthOfTravel: '2000-01' }))
    expect(((await month.json()) as { result: { error: Record<string, string[]> } }).result.error.monthOfTravel).toEqual([LEAD_MESSAGES.monthPast])
    expect(storedLeads(dbPath).length).toBe(count)
  })

  it('without JavaScript: 303 back with the thank-you, or with the messages in a flash the page shows once', async () => {
    const thanks = await post(leadPost('callback'), { json: false })
    expect(thanks.status).toBe(303)
    expect(thanks.headers.get('location')).toBe('/contact?form=callback&lead=thanks#callback-form')
    const thanked = await fetch(`${base}/contact?form=callback&lead=thanks`)
    expect(await thanked.text()).toContain('Thank you for your submission!')

    const rejected = await post(leadPost('callback', { mobile: '12', firstName: 'Zeynep' }), { json: false })
    expect(rejected.status).toBe(303)
    expect(rejected.headers.get('location')).toBe('/contact?form=callback#callback-form')
    const flash = rejected.headers.getSetCookie().find((cookie) => cookie.startsWith('hl_lead_flash='))
    expect(flash).toMatch(/HttpOnly/)
    const shown = await fetch(`${base}/contact?form=callback`, { headers: { cookie: flash!.split(';')[0]! } })
    const html = await shown.text()
    expect(html).toContain('Please enter a valid phone number')
    expect(html).toContain('value="Zeynep"')
    expect(shown.headers.getSetCookie().some((cookie) => /^hl_lead_flash=;.*Max-Age=0/.test(cookie))).toBe(true)
    // One visitor's messages: never shared by a cache, never taken from one.
    expect(shown.headers.get('cache-control')).toBe('private, no-cache')
    expect(shown.headers.get('x-page-cache')).toBeNull()
  })

  it('no token, a forged one, one for another form or under 2 s: the "Send it now" step, never a thank-you, for a person and for spam alike', async () => {
    const count = storedLeads(dbPath).length
    const { formToken, ...noToken } = leadPost('promo')
    expect(formToken).toBeTruthy()
    const young = await pageForm(`${base}/contact`, {}, 'promo')
    const otherForm = issueFormToken(SIGNING_SECRET, 'callback', Date.now() - 10_000)
    for (const fields of [
      noToken,
      leadPost('promo', { formToken: young.formToken }),
      leadPost('promo', { formToken: `${formToken}x` }),
      leadPost('promo', { formToken: otherForm }),
    ]) {
      for (const website of ['', 'https://spam.example']) {
        const json = await post({ ...fields, website })
        expect(json.status, website).toBe(400)
        expect(await json.json()).toMatchObject({
          ok: false,
          error: LEAD_MESSAGES.confirm,
          confirm: true,
          formToken: expect.stringMatching(/^v2\.[0-9a-z]+\.promo\./),
        })
        const noJs = await post({ ...fields, website }, { json: false })
        expect(noJs.status).toBe(303)
        expect(noJs.headers.get('location')).not.toContain('lead=thanks')
      }
    }
    expect(storedLeads(dbPath).length).toBe(count)
  })

  it("spam (a filled honeypot, of any length) gets the answer a person's same post gets: status, headers, body; the same id again, 409 when changed; nothing stored", async () => {
    const headerNames = (response: Response) => [...response.headers.keys()].filter((name) => name !== 'date').sort()
    const bodyShape = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value]))
    for (const website of ['https://spam.example', 'x'.repeat(5_000)]) {
      const [personEmail, spamEmail] = [`person.${randomUUID()}@example.com`, `spam.${randomUUID()}@example.com`]
      const person = leadPost('promo', { email: personEmail })
      const spam = leadPost('promo', { website, email: spamEmail })
      const [personFirst, spamFirst] = [await post(person), await post(spam)]
      expect([spamFirst.status, headerNames(spamFirst)]).toEqual([personFirst.status, headerNames(personFirst)])
      const [personBody, spamBody] = [(await personFirst.json()) as { leadId: string }, (await spamFirst.json()) as { leadId: string }]
      expect(bodyShape(spamBody)).toEqual(bodyShape(personBody))
      expect(spamBody.leadId).toMatch(LEAD_ID_PATTERN)
      // Sent again (a double click, a retry): the same id; changed: the 409 a person gets.
      expect(((await (await post(spam)).json()) as { leadId: string }).leadId).toBe(spamBody.leadId)
      const changed = await post({ ...spam, firstName: 'Changed' })
      expect([changed.status, await changed.json()]).toEqual([409, { ok: false, error: LEAD_MESSAGES.alreadySent }])
      expect(storedLeads(dbPath).some((lead) => lead.id === spamBody.leadId)).toBe(false)
      // Without JavaScript: the thank-you redirect, as for a person.
      // A second sign-up for the same mailbox today: told the code already went, as a person is.
      const [personAgain, spamAgain] = [
        (await (await post(leadPost('promo', { email: personEmail }))).json()) as { notice?: string },
        (await (await post(leadPost('promo', { website, email: spamEmail }))).json()) as { notice?: string },
      ]
      expect(personAgain.notice).toMatch(/^Your promo code was already e-mailed to this address today/)
      expect(spamAgain.notice).toMatch(/^Your promo code was already e-mailed to this address today/)
      const noJs = await post(leadPost('promo', { website, email: `nojs.${randomUUID()}@example.com` }), { json: false })
      expect([noJs.status, noJs.headers.get('location')]).toEqual([303, '/contact?form=promo&lead=thanks#promo'])
    }
  })

  it('one token carries a few leads: the next gets the "Send it now" step and a token of its own', async () => {
    const token = issueFormToken(SIGNING_SECRET, 'callback', Date.now() - 10_000)
    for (let lead = 1; lead <= LEAD_LIMITS.leadsPerFormToken; lead++) {
      expect((await post(leadPost('callback', { formToken: token }))).status, `lead ${lead}`).toBe(200)
    }
    const over = await post(leadPost('callback', { formToken: token }))
    expect(over.status).toBe(400)
    const answer = (await over.json()) as { confirm: boolean; formToken: string }
    expect(answer.confirm).toBe(true)
    expect(answer.formToken).not.toBe(token)
  })

  it("without JavaScript: the form's pixel brings the visitor's own token in a cookie, and their first correct post is stored and thanked", async () => {
    const pixel = await fetch(`${base}/api/lead-start?form=callback`)
    expect(pixel.headers.get('content-type')).toBe('image/gif')
    expect(pixel.headers.get('cache-control')).toBe('no-store')
    const cookie = pixel.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^hl_form_start_callback=v2\.[0-9a-z]+\.callback\./)
    // Sent only with lead posts, for the token's hour, never readable by scripts.
    expect(cookie).toMatch(/Path=\/api\/leads/)
    expect(cookie).toMatch(/Max-Age=3600/)
    expect(cookie).toMatch(/HttpOnly/)
    expect((await fetch(`${base}/api/lead-start?form=nonsense`)).status).toBe(400)
    // Shown again (the thank-you page, the page gone back to): a visitor who holds a good token keeps it.
    expect((await fetch(`${base}/api/lead-start?form=callback`, { headers: { cookie: cookie.split(';')[0]! } })).headers.get('set-cookie')).toBeNull()
    // The page holds no token; the post carries none; the cookie does (a visitor who took 10 s).
    const email = `nojs.${randomUUID()}@example.com`
    const { formToken, ...post } = leadPost('callback', { email })
    expect(formToken).toBeTruthy()
    const started = `hl_form_start_callback=${issueFormToken(SIGNING_SECRET, 'callback', Date.now() - 10_000)}`
    const answer = await post_({ ...post, submissionId: '' }, started)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/contact?form=callback&lead=thanks#callback-form')
    expect(storedLeads(dbPath).some((lead) => lead.fields.email === email)).toBe(true)
    // A cookie for another form, or one sent at once: the "Send it now" step.
    const other = `hl_form_start_callback=${issueFormToken(SIGNING_SECRET, 'visa', Date.now() - 10_000)}`
    expect((await post_({ ...post, email: `nojs2.${randomUUID()}@example.com`, submissionId: '' }, other)).headers.get('location')).not.toContain('lead=thanks')
  })

  it('GET /api/lead-token: a token for the form it names, never stored; without a known form, 400', async () => {
    const answer = await fetch(`${base}/api/lead-token?form=visa`)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(((await answer.json()) as { formToken: string }).formToken).toMatch(/^v2\.[0-9a-z]+\.visa\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/)
    for (const query of ['', '?form=nonsense', '?form=']) expect((await fetch(`${base}/api/lead-token${query}`)).status, query).toBe(400)
  })

  it("a refused post hands back the visitor's own token: the corrected re-send counts from their start", async () => {
    const own = issueFormToken(SIGNING_SECRET, 'callback', Date.now() - 5_000)
    const json = await post(leadPost('callback', { formToken: own, mobile: '12' }))
    expect(json.status).toBe(400)
    expect(((await json.json()) as { formToken: string }).formToken).toBe(own)
    const noJs = await post(leadPost('callback', { formToken: own, mobile: '12' }), { json: false })
    const flash = noJs.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('hl_lead_flash='))!
      .split(';')[0]!
    const shown = await (await fetch(`${base}/contact?form=callback`, { headers: { cookie: flash } })).text()
    expect(shown).toContain(`name="formToken" value="${own}"`)
    // Corrected and sent again at once: taken, since the visitor started 5 s ago.
    const email = `resend.${randomUUID()}@example.com`
    const resent = await post(leadPost('callback', { formToken: own, email }), { json: false })
    expect(resent.headers.get('location')).toMatch(/lead=thanks/)
    expect(storedLeads(dbPath).some((lead) => lead.fields.email === email)).toBe(true)
  })

  it('refuses other sites (403) and oversized bodies (413)', async () => {
    expect((await post(leadPost('promo'), { headers: { origin: 'https://evil.example' } })).status).toBe(403)
    expect((await post(leadPost('promo'), { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
    const big = await post(leadPost('callback', { message: 'x'.repeat(70_000) }))
    expect(big.status).toBe(413)
    expect((await post(leadPost('promo'), { headers: { origin: base } })).status).toBe(200)
  })

  it('limits posts per address, whoever sends them: 429 with Retry-After (only posts that would be stored count)', async () => {
    let limited: Response | undefined
    for (let i = 0; i < RATE_LIMIT + 2 && !limited; i++) {
      // Many people behind one address (an office): a mailbox each.
      const response = await post(leadPost('visa', { email: `colleague-${i}@office.example` }))
      if (response.status === 429) limited = response
      else expect(response.status).toBe(200)
    }
    expect(limited?.status).toBe(429)
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
    // Invalid posts are still answered with their messages, not with the limit.
    expect((await post(leadPost('visa', { email: 'nope' }))).status).toBe(400)
  })
})

describe('LEADS_SERVER_TIMING=on (npm run bench:leads, debugging)', () => {
  it("tells each step's time: all four for a stored lead, the steps it went through for a refused one", async () => {
    const timed = await startServer(await freePort(), {
      LEADS_DB_PATH: path.join(dir, 'timed', 'leads.sqlite'),
      LEADS_MAIL_DIR: path.join(dir, 'timed', 'mail'),
      SIGNING_SECRET,
      LEADS_SERVER_TIMING: 'on',
    })
    try {
      const send = (fields: Record<string, string | string[]>) => fetch(`${timed.url}/api/leads?format=json`, { method: 'POST', body: formBody(fields) })
      const stored = await send(leadPost('callback'))
      expect(stored.status).toBe(200)
      expect(stored.headers.get('server-timing')).toMatch(/^body;dur=[\d.]+, checks;dur=[\d.]+, limit;dur=[\d.]+, store;dur=[\d.]+, action;dur=[\d.]+$/)
      const refused = await send(leadPost('callback', { mobile: '12' }))
      expect(refused.status).toBe(400)
      expect(refused.headers.get('server-timing')).toMatch(/^body;dur=[\d.]+, action;dur=[\d.]+$/)
    } finally {
      await timed.stop()
    }
  }, 30_000)
})

describe('a broken outbox', () => {
  it('answers 503 with the required message, and the site keeps serving pages', async () => {
    // A file where the outbox's directory should be: the outbox cannot be created.
    writeFileSync(path.join(dir, 'not-a-directory'), '')
    const broken = await startServer(await freePort(), {
      LEADS_DB_PATH: path.join(dir, 'not-a-directory', 'leads.sqlite'),
      LEADS_MAIL_DIR: path.join(dir, 'mail-broken'),
      SIGNING_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    })
    try {
      expect((await fetch(`${broken.url}/contact`)).status).toBe(200)
      const formToken = issueFormToken('a-test-secret-that-is-long-enough-0123456789', 'callback', Date.now() - 10_000)
      const response = await fetch(`${broken.url}/api/leads?format=json`, {
        method: 'POST',
        body: formBody({ form: 'callback', submissionId: randomUUID(), formToken, ...validFields('callback') }),
      })
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ ok: false, error: 'There was an error submitting the form.' })
    } finally {
      await broken.stop()
    }
  }, 30_000)

  it('a database that takes connections and never answers: the post gets its 503 in seconds, /healthz says failing', async () => {
    const hung = await postgresDoor(testDatabaseUrl(), 'silent')
    const node = await startServer(await freePort(), {
      DATABASE_URL: hung.url,
      LEADS_MAIL_DIR: path.join(dir, 'mail-hung'),
      SIGNING_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    })
    try {
      const formToken = issueFormToken('a-test-secret-that-is-long-enough-0123456789', 'callback', Date.now() - 10_000)
      // Well past the site's waits for the database (a few seconds), well short of a visitor giving up.
      const waitingAtMost = AbortSignal.timeout(20_000)
      const [response, health] = await Promise.all([
        fetch(`${node.url}/api/leads?format=json`, {
          method: 'POST',
          body: formBody({ form: 'callback', submissionId: randomUUID(), formToken, ...validFields('callback'), message: 'Please call after six, Zqx' }),
          signal: waitingAtMost,
        }),
        fetch(`${node.url}/healthz`, { signal: waitingAtMost }),
      ])
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ ok: false, error: 'There was an error submitting the form.' })
      expect(health.status).toBe(503)
      expect(await health.json()).toMatchObject({ status: 'failing', leads: { ok: false } })
    } finally {
      await node.stop()
      await hung.close()
    }
    // The refused lead was logged, without the person's name, address, phone or message.
    expect(node.output()).toContain('Lead could not be stored')
    for (const value of ['Asha', 'Rao', 'asha.rao@example.com', '98765', '43210', 'Zqx']) expect(node.output()).not.toContain(value)
  }, 60_000)
})
