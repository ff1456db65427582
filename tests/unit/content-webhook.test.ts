import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { describe, expect, it, vi } from 'vitest'

import { SanityBackend } from '~/lib/content/backends.server'
import { handleContentWebhook, WEBHOOK_BODY_LIMIT } from '~/lib/content/revalidate.server'

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
