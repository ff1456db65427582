import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { describe, expect, it, vi } from 'vitest'

import { SanityBackend } from '~/lib/content/backends.server'
import { handleContentWebhook, WEBHOOK_BODY_LIMIT, type WebhookCallLedger } from '~/lib/content/revalidate.server'

const SECRET = 'a-webhook-secret-of-some-length'
const PAYLOAD = JSON.stringify({ _id: 'deal-europe-1', _type: 'deal' })

async function signedRequest(body: string, secret = SECRET, headers: Record<string, string> = {}, signedAt = Date.now()): Promise<Request> {
  return new Request('http://localhost/api/revalidate', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, signedAt, secret), ...headers },
  })
}

describe('the publish webhook', () => {
  it('a genuine call drops the content cache and names the document', async () => {
    const purge = vi.fn()
    const answer = await handleContentWebhook(await signedRequest(PAYLOAD), SECRET, purge)
    expect(answer).toEqual({ status: 200, body: { revalidated: true, documentId: 'deal-europe-1' } })
    expect(purge).toHaveBeenCalledTimes(1)
  })

  it('refuses a call signed with another secret, a changed body, a bogus or a missing signature: 401, cache kept', async () => {
    const purge = vi.fn()
    const wrongSecret = await signedRequest(PAYLOAD, 'another-secret-entirely')
    const tampered = new Request('http://localhost/api/revalidate', {
      method: 'POST',
      body: PAYLOAD.replace('europe', 'asia'),
      headers: { [SIGNATURE_HEADER_NAME]: (await signedRequest(PAYLOAD)).headers.get(SIGNATURE_HEADER_NAME)! },
    })
    const bogus = new Request('http://localhost/api/revalidate', { method: 'POST', body: PAYLOAD, headers: { [SIGNATURE_HEADER_NAME]: 'not a signature' } })
    const unsigned = new Request('http://localhost/api/revalidate', { method: 'POST', body: PAYLOAD })
    for (const request of [wrongSecret, tampered, bogus, unsigned]) {
      const answer = await handleContentWebhook(request, SECRET, purge)
      expect(answer.status).toBe(401)
      expect(answer.body.revalidated).toBe(false)
    }
    expect(purge).not.toHaveBeenCalled()
  })

  it('refuses a genuine signature more than 5 minutes old or ahead (a call from 2021, one dated 2100): 401, cache kept', async () => {
    const purge = vi.fn()
    const now = Date.parse('2026-11-26T12:00:00Z')
    for (const signedAt of [Date.parse('2021-06-01T00:00:00Z'), Date.parse('2100-01-01T00:00:00Z'), now - 5 * 60_000 - 1, now + 5 * 60_000 + 1]) {
      const answer = await handleContentWebhook(await signedRequest(PAYLOAD, SECRET, {}, signedAt), SECRET, purge, now)
      expect(answer).toEqual({ status: 401, body: { revalidated: false, error: 'Signature too old or from the future' } })
    }
    expect(purge).not.toHaveBeenCalled()
    for (const signedAt of [now - 5 * 60_000, now, now + 5 * 60_000]) {
      expect((await handleContentWebhook(await signedRequest(PAYLOAD, SECRET, {}, signedAt), SECRET, purge, now)).status).toBe(200)
    }
    expect(purge).toHaveBeenCalledTimes(3)
  })

  it('acts once on a signed call: a replay (same signature, or same idempotency key) is answered 200 and drops nothing', async () => {
    const seen = new Set<string>()
    const ledger: WebhookCallLedger = {
      claim: async (keys) => {
        if (keys.some((key) => seen.has(key))) return false
        for (const key of keys) seen.add(key)
        return true
      },
      release: async (keys) => keys.forEach((key) => seen.delete(key)),
    }
    const purge = vi.fn()
    const now = Date.now()
    const fresh = await signedRequest(PAYLOAD, SECRET, { 'idempotency-key': 'call-1' }, now)
    const signature = fresh.headers.get(SIGNATURE_HEADER_NAME)!
    expect(await handleContentWebhook(fresh, SECRET, purge, now, ledger)).toEqual({ status: 200, body: { revalidated: true, documentId: 'deal-europe-1' } })
    // The same call again, with or without its idempotency key, or with another one made up.
    const variants: Array<Record<string, string>> = [{ 'idempotency-key': 'call-1' }, {}, { 'idempotency-key': 'made-up' }]
    for (const headers of variants) {
      const replay = new Request('http://localhost/api/revalidate', {
        method: 'POST',
        body: PAYLOAD,
        headers: { [SIGNATURE_HEADER_NAME]: signature, ...headers },
      })
      expect(await handleContentWebhook(replay, SECRET, purge, now, ledger)).toEqual({
        status: 200,
        body: { revalidated: true, documentId: 'deal-europe-1', replayed: true },
      })
    }
    // Sanity's key on a new signature (signed a second later) is the same call.
    expect(
      (await handleContentWebhook(await signedRequest(PAYLOAD, SECRET, { 'idempotency-key': 'call-1' }, now + 1_000), SECRET, purge, now, ledger)).body,
    ).toMatchObject({ replayed: true })
    expect(purge).toHaveBeenCalledTimes(1)
    // Another publish is acted on.
    expect(
      (await handleContentWebhook(await signedRequest(PAYLOAD, SECRET, { 'idempotency-key': 'call-2' }, now + 2_000), SECRET, purge, now, ledger)).body,
    ).not.toHaveProperty('replayed')
    expect(purge).toHaveBeenCalledTimes(2)
  })

  it("a call whose purge failed is forgotten, so Sanity's retry of it is acted on", async () => {
    const seen = new Set<string>()
    const ledger: WebhookCallLedger = {
      claim: async (keys) => (keys.some((key) => seen.has(key)) ? false : (keys.forEach((key) => seen.add(key)), true)),
      release: async (keys) => keys.forEach((key) => seen.delete(key)),
    }
    const failing = vi.fn().mockRejectedValueOnce(new Error('other nodes down')).mockResolvedValue(undefined)
    const at = Date.parse('2026-11-26T12:00:00Z')
    const call = async () => signedRequest(PAYLOAD, SECRET, { 'idempotency-key': 'retried' }, at)
    await expect(handleContentWebhook(await call(), SECRET, failing, at, ledger)).rejects.toThrow('other nodes down')
    expect((await handleContentWebhook(await call(), SECRET, failing, at, ledger)).body).toEqual({ revalidated: true, documentId: 'deal-europe-1' })
    expect(failing).toHaveBeenCalledTimes(2)
  })

  it('refuses every call while no secret is configured', async () => {
    const purge = vi.fn()
    const answer = await handleContentWebhook(await signedRequest(PAYLOAD), undefined, purge)
    expect(answer).toEqual({ status: 401, body: { revalidated: false, error: 'Webhook secret not configured' } })
    expect(purge).not.toHaveBeenCalled()
  })

  it('refuses a body over the limit (413) and a method other than POST (405)', async () => {
    const purge = vi.fn()
    const big = 'x'.repeat(WEBHOOK_BODY_LIMIT + 1)
    expect((await handleContentWebhook(await signedRequest(big), SECRET, purge)).status).toBe(413)
    expect((await handleContentWebhook(new Request('http://localhost/api/revalidate'), SECRET, purge)).status).toBe(405)
    expect(purge).not.toHaveBeenCalled()
  })
})

describe('the Sanity backend after a publish', () => {
  it('reads past the CDN for the time asked, then goes back to it', () => {
    vi.useFakeTimers()
    try {
      const backend = new SanityBackend({ projectId: 'abc123xy', dataset: 'production', apiVersion: '2025-02-19', ttlMs: 60_000 })
      expect(backend.readsLive).toBe(false)
      backend.bypassCdnFor(60_000)
      expect(backend.readsLive).toBe(true)
      vi.advanceTimersByTime(60_001)
      expect(backend.readsLive).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("the webhook's record of calls on one node (no DATABASE_URL)", () => {
  it('takes a call once by any of its keys, and forgets a released one', async () => {
    const { webhookCallLedger } = await import('~/site-services.server')
    const ledger = webhookCallLedger()
    const keys = [`signature:${Math.random()}`, `idempotency:${Math.random()}`]
    expect(await ledger.claim(keys)).toBe(true)
    expect(await ledger.claim(keys)).toBe(false)
    expect(await ledger.claim([keys[1]!, 'signature:another'])).toBe(false)
    await ledger.release(keys)
    expect(await ledger.claim(keys)).toBe(true)
  })
})
