import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

import { readLimitedBody } from '~/lib/http/request-guards.server'

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

export type WebhookAnswer =
  | { status: 200; body: { revalidated: true; documentId?: string } }
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
  await purge(documentId)
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
