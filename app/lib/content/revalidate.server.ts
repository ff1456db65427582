import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

import { readLimitedBody } from '~/lib/platform/http/request-guards.server'

// POST /api/revalidate: Sanity calls it on publish (a GROQ-powered webhook signed with
// SANITY_WEBHOOK_SECRET). A valid call drops the memoized content, so the next request reads the
// published change; anything else is refused before it can cost more than a signature check.

/**
 * How far a signature's time may be from ours, either way. The library checks the signature
 * only, so a signed call seen once could be replayed for ever; Sanity sends at once and retries
 * within minutes.
 */
export const WEBHOOK_SIGNATURE_WINDOW_MS = 5 * 60 * 1000

/** A webhook body is a document projection: a few KB. Anything much larger is not Sanity. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024

/**
 * Records that a call was acted on, by every key it is known by, and says whether it is new: false
 * when any key was seen already (on any node, with DATABASE_URL). `release` forgets the keys of a
 * call whose purge failed, so Sanity's retry of it is acted on.
 */
export interface WebhookCallLedger {
  claim(keys: readonly string[]): Promise<boolean>
  release(keys: readonly string[]): Promise<void>
}

/** The keys of a signed call: its signature (signed with the body and time), and Sanity's idempotency key. */
function webhookCallKeys(signature: string, idempotencyKey: string | null): string[] {
  const keys = [`signature:${signature.slice(0, 512)}`]
  const idempotency = idempotencyKey?.trim()
  if (idempotency && idempotency.length <= 200) keys.push(`idempotency:${idempotency}`)
  return keys
}

export type WebhookAnswer =
  | { status: 200; body: { revalidated: true; documentId?: string; replayed?: true } }
  | { status: 401 | 405 | 413 | 400; body: { revalidated: false; error: string } }

/**
 * Checks a webhook call and, when it is genuine, runs `purge` with the published document's id.
 * Without a configured secret every call is refused: an unsigned endpoint would let anyone empty
 * the cache at will. A `purge` that rejects rejects this too.
 */
export async function handleContentWebhook(
  request: Request,
  secret: string | undefined,
  purge: (documentId: string | undefined) => void | Promise<void>,
  now: number = Date.now(),
  ledger?: WebhookCallLedger,
): Promise<WebhookAnswer> {
  const refuse = <S extends 401 | 405 | 413 | 400>(status: S, error: string) => ({ status, body: { revalidated: false as const, error } })
  if (request.method !== 'POST') return refuse(405, 'Use POST')
  if (!secret) return refuse(401, 'Webhook secret not configured')
  const signature = request.headers.get(SIGNATURE_HEADER_NAME)
  if (!signature) return refuse(401, 'Missing signature')
  const body = await readLimitedBody(request, WEBHOOK_BODY_LIMIT)
  if (!body.ok) return body.reason === 'too-large' ? refuse(413, 'Body too large') : refuse(400, 'Unreadable body')
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body.bytes)
  let valid = false
  try {
    valid = await isValidSignature(text, signature, secret)
  } catch {
    valid = false // a malformed signature header
  }
  if (!valid) return refuse(401, 'Invalid signature')
  if (!(Math.abs(now - decodeSignatureHeader(signature).timestamp) <= WEBHOOK_SIGNATURE_WINDOW_MS)) {
    return refuse(401, 'Signature too old or from the future')
  }
  const documentId = documentIdOf(text)
  // A call seen already (a replay, or Sanity's own repeat of a call that succeeded) changes
  // nothing: 200, so Sanity stops, without emptying any cache again.
  const keys = webhookCallKeys(signature, request.headers.get('idempotency-key'))
  if (ledger && !(await ledger.claim(keys))) return { status: 200, body: { revalidated: true, documentId, replayed: true } }
  try {
    await purge(documentId)
  } catch (error) {
    await ledger?.release(keys)
    throw error
  }
  return { status: 200, body: { revalidated: true, documentId } }
}

function documentIdOf(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text)
    const id = parsed && typeof parsed === 'object' ? (parsed as { _id?: unknown })._id : undefined
    return typeof id === 'string' && id.length <= 200 ? id : undefined
  } catch {
    return undefined
  }
}
