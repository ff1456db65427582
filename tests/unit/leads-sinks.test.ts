// The sinks' own rules, without a network: the sheet's redirects and answers through an injected
// fetch, the e-mail's header safety, and what error text may say.
import { describe, expect, it } from 'vitest'

import { messageIdFor, smtpFailure } from '~/lib/leads/delivery/sinks/email.server'
import { sinksForLead } from '~/lib/leads/delivery/sinks/index.server'
import { createSheetSink, sheetCells } from '~/lib/leads/delivery/sinks/sheet.server'
import { describeError, redactUrls } from '~/lib/leads/delivery/sinks/sink.server'
import type { AcceptedLead } from '~/lib/leads/types'

const LEAD: AcceptedLead = {
  id: 'lead_01KAAAAAAAAAAAAAAAAAAAAAAA',
  kind: 'deal-enquiry',
  fields: { lastName: 'Rao', firstName: '=Asha', interest: ['Hotel', 'Flight'], email: 'asha@example.com', zz_extra: '@x' },
  submissionId: 's',
  createdAt: '2026-11-22T09:00:00.000Z',
}

interface Call {
  url: string
  method: string
  body: FormData | undefined
}

function scriptedFetch(answers: Array<(call: Call) => Response | Promise<Response>>): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = []
  const fake = (async (input: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body as FormData | undefined }
    calls.push(call)
    expect(init?.redirect).toBe('manual')
    const answer = answers.shift()
    if (!answer) throw new Error('unexpected call')
    return answer(call)
  }) as typeof fetch
  return { fetch: fake, calls }
}

const URL_WITH_SECRET = 'https://script.google.com/macros/s/DEPLOYMENT-SECRET/exec?key=abc'
const signal = () => new AbortController().signal

describe('sheet sink', () => {
  it('posts every field as multipart form data, leadId first, cells neutralised, interest joined', async () => {
    const { fetch, calls } = scriptedFetch([() => new Response('{"result":"ok"}', { status: 200 })])
    const sink = createSheetSink({ url: URL_WITH_SECRET, timeoutMs: 1_000, fetch })
    await expect(sink.deliver(LEAD, { signal: signal() })).resolves.toEqual({ status: 'delivered' })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.method).toBe('POST')
    expect(calls[0]!.body).toBeInstanceOf(FormData)
    expect([...calls[0]!.body!.entries()]).toEqual([
      ['leadId', LEAD.id],
      ['leadKind', 'deal-enquiry'],
      ['submittedAt', '2026-11-22T09:00:00.000Z'],
      ['firstName', "'=Asha"],
      ['lastName', 'Rao'],
      ['email', 'asha@example.com'],
      ['interest', 'Hotel, Flight'],
      ['zz_extra', "'@x"],
    ])
    expect(sheetCells(LEAD)[0]).toEqual(['leadId', LEAD.id])
  })

  it('is skipped when LEADS_SHEET_URL is not set', async () => {
    const sink = createSheetSink({ url: undefined, timeoutMs: 1_000, fetch: scriptedFetch([]).fetch })
    await expect(sink.deliver(LEAD, { signal: signal() })).resolves.toEqual({ status: 'skipped', reason: 'LEADS_SHEET_URL is not set' })
  })

  it('follows a 302 (and a 303) with GET, resolving a relative Location', async () => {
    const { fetch, calls } = scriptedFetch([
      () => new Response(null, { status: 302, headers: { location: 'https://script.googleusercontent.com/macros/echo?user_content_key=K' } }),
      () => new Response(null, { status: 303, headers: { location: '/final' } }),
      () => new Response('{"result":"ok"}', { status: 200 }),
    ])
    await createSheetSink({ url: URL_WITH_SECRET, timeoutMs: 1_000, fetch }).deliver(LEAD, { signal: signal() })
    expect(calls.map((call) => [call.method, call.url, call.body === undefined])).toEqual([
      ['POST', URL_WITH_SECRET, false],
      ['GET', 'https://script.googleusercontent.com/macros/echo?user_content_key=K', true],
      ['GET', 'https://script.googleusercontent.com/final', true],
    ])
  })

  it('repeats the POST for a 307', async () => {
    const { fetch, calls } = scriptedFetch([
      () => new Response(null, { status: 307, headers: { location: 'https://other.example/exec' } }),
      () => new Response('ok', { status: 200 }),
    ])
    await createSheetSink({ url: URL_WITH_SECRET, timeoutMs: 1_000, fetch }).deliver(LEAD, { signal: signal() })
    expect(calls.map((call) => [call.method, call.body instanceof FormData])).toEqual([
      ['POST', true],
      ['POST', true],
    ])
  })

  it('gives up after 3 redirects, without a Location, or to a non-HTTP URL', async () => {
    const hop = () => new Response(null, { status: 302, headers: { location: '/again' } })
    await expect(
      createSheetSink({ url: URL_WITH_SECRET, timeoutMs: 1_000, fetch: scriptedFetch([hop, hop, hop, hop]).fetch }).deliver(LEAD, { signal: signal() }),
    ).rejects.toThrow('more than 3 redirects')
    await expect(
      createSheetSink({ url: URL_WITH_SECRET, timeoutMs: 1_000, fetch: scriptedFetch([() => new Response(null, { status: 302 })]).fetch }).deliver(LEAD, {
        signal: signal(),
      }),
    ).rejects.toThrow('without a Location')
    await expect(
      createSheetSink({
        url: URL_WITH_SECRET,
        timeoutMs: 1_000,
        fetch: scriptedFetch([() => new Response(null, { status: 302, headers: { location: 'file:///etc/passwd' } })]).fetch,
      }).deliver(LEAD, { signal: signal() }),
    ).rejects.toThrow('non-HTTP')
  })

  it('succeeds only on a 2xx, and not when the script reports an error', async () => {
    for (const status of [400, 401, 404, 429, 500, 503]) {
      const sink = createSheetSink({ url: URL_WITH_SECRET, timeoutMs: 1_000, fetch: scriptedFetch([() => new Response('no', { status })]).fetch })
      await expect(sink.deliver(LEAD, { signal: signal() })).rejects.toThrow(`HTTP ${status} from script.google.com`)
    }
    const scriptError = createSheetSink({
      url: URL_WITH_SECRET,
      timeoutMs: 1_000,
      fetch: scriptedFetch([() => new Response('{"result":"error","message":"Exception: sheet not found"}', { status: 200 })]).fetch,
    })
    await expect(scriptError.deliver(LEAD, { signal: signal() })).rejects.toThrow(/^sheet: the script reported an error$/)
    const html = createSheetSink({
      url: URL_WITH_SECRET,
      timeoutMs: 1_000,
      fetch: scriptedFetch([() => new Response('<html>ok</html>', { status: 200 })]).fetch,
    })
    await expect(html.deliver(LEAD, { signal: signal() })).resolves.toEqual({ status: 'delivered' })
  })

  it('times out through its AbortSignal', async () => {
    const hanging = (async (_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch
    const error = await createSheetSink({ url: URL_WITH_SECRET, timeoutMs: 50, fetch: hanging })
      .deliver(LEAD, { signal: signal() })
      .catch((caught: unknown) => caught)
    expect(describeError(error)).toBe('timed out')
  })
})

describe('e-mail identity', () => {
  it('Message-IDs come from the lead id, one per sink', () => {
    expect(messageIdFor(LEAD.id, 'agency-email')).toBe(`<${LEAD.id}.agency@harbourline>`)
    expect(messageIdFor(LEAD.id, 'promo-confirmation')).toBe(`<${LEAD.id}.visitor@harbourline>`)
    expect(messageIdFor(LEAD.id, 'visitor-acknowledgement')).toBe(`<${LEAD.id}.visitor-acknowledgement@harbourline>`)
  })
})

describe("a mail server's refusal as it is logged", () => {
  it('is a fixed reason with the reply code and network code, never the reply text', () => {
    const rejected = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <DSouza@Example.com>: Recipient address rejected"), {
      code: 'EENVELOPE',
      responseCode: 550,
    })
    expect(smtpFailure(rejected).message).toBe('smtp: the mail server refused the recipient or the sender (550)')
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' })
    expect(smtpFailure(refused).message).toBe('smtp: could not reach the mail server (ECONNREFUSED)')
    expect(smtpFailure(Object.assign(new Error('Message failed: 554 +91 98765 43210 spam'), { code: 'EMESSAGE', responseCode: 554 })).message).toBe(
      'smtp: the mail server refused the message (554)',
    )
    expect(smtpFailure('odd').message).toBe('smtp: the send failed')
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    expect(smtpFailure(timeout)).toBe(timeout)
  })
})

describe('which sinks a lead gets', () => {
  it('sheet and agency e-mail always, and one e-mail to the visitor: the promo code for a promo lead that has one, else an acknowledgement', () => {
    expect(sinksForLead('callback')).toEqual(['sheet', 'agency-email', 'visitor-acknowledgement'])
    expect(sinksForLead('promo')).toEqual(['sheet', 'agency-email', 'visitor-acknowledgement'])
    expect(sinksForLead('promo', { promoCode: '  ' })).toEqual(['sheet', 'agency-email', 'visitor-acknowledgement'])
    expect(sinksForLead('promo', { promoCode: 'SAIL' })).toEqual(['sheet', 'agency-email', 'promo-confirmation'])
    expect(sinksForLead('visa', { promoCode: 'SAIL' })).toEqual(['sheet', 'agency-email', 'visitor-acknowledgement'])
  })
})

describe('error text is free of secrets', () => {
  it('keeps only scheme and host of any URL', () => {
    expect(redactUrls(`failed to POST ${URL_WITH_SECRET} now`)).toBe('failed to POST https://script.google.com/… now')
    expect(redactUrls('smtp://robot:pa55w0rd@mail.example:587 refused')).toBe('smtp://mail.example:587/… refused')
  })

  it('describes network errors by their cause', () => {
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) })
    expect(describeError(refused)).toBe('fetch failed (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9)')
    expect(describeError(Object.assign(new Error('Invalid login: 535 auth failed'), { code: 'EAUTH' }))).toBe('EAUTH: Invalid login: 535 auth failed')
    expect(describeError(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe('timed out')
    expect(describeError('plain\nstring')).toBe('plain string')
  })
})
