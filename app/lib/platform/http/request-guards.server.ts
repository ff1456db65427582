// Checks on a lead POST before anything reads it as a form: where it comes from and how big it is.
// Pure functions over web Requests (or just their headers), unit-tested; the action (lead-action.server.ts) wires them.

/**
 * Whether the post comes from another site: an `Origin` that is not this site's (by host, so a
 * TLS-terminating proxy that makes the request look like http:// does not matter), the opaque
 * origin 'null', or `Sec-Fetch-Site: cross-site`. No Origin at all (old browsers, curl) is allowed:
 * the other guards still apply. `extraOrigins` are other origins of this site (SITE_URL).
 */
export function isCrossSite(request: Pick<Request, 'headers'> & { url?: string }, extraOrigins: readonly (string | null | undefined)[] = []): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null && fetchSite.trim().toLowerCase() === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  const value = origin.trim()
  if (value === '' || value.toLowerCase() === 'null') return true
  let originUrl: URL
  try {
    originUrl = new URL(value)
  } catch {
    return true
  }
  if (originUrl.protocol !== 'http:' && originUrl.protocol !== 'https:') return true
  const host = request.headers.get('host') ?? (request.url ? safeHost(request.url) : null)
  if (host !== null && originUrl.host.toLowerCase() === host.trim().toLowerCase()) return false
  for (const extra of extraOrigins) {
    if (!extra) continue
    try {
      if (new URL(extra).origin === originUrl.origin) return false
    } catch {
      // not an origin: ignore
    }
  }
  return true
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).host
  } catch {
    return null
  }
}

/** A Content-Length over `limit`: refuse before reading a byte. */
export function declaredTooLarge(request: Request, limit: number): boolean {
  return contentLengthOver(request.headers.get('content-length'), limit)
}

/** Whether a Content-Length header's value declares more than `limit` bytes (or is not a number). */
export function contentLengthOver(contentLength: string | null | undefined, limit: number): boolean {
  const declared = contentLength?.trim()
  if (!declared) return false
  const length = Number(declared)
  return !Number.isFinite(length) || length > limit
}

export type LimitedBody = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' | 'too-slow' }

/**
 * The body, read while counting: more than `limit` bytes stops the reading at once (nothing more
 * is buffered) and answers too-large. A Content-Length over the limit is refused before reading.
 * With `deadlineMs`, a body not whole by then (a client sending a byte now and then, to hold the
 * connection) answers too-slow.
 */
export async function readLimitedBody(request: Request, limit: number, deadlineMs?: number): Promise<LimitedBody> {
  if (declaredTooLarge(request, limit)) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = deadlineMs === undefined ? null : new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadlineMs)))
  try {
    for (;;) {
      const next = reader.read()
      const read = late ? await Promise.race([next, late]) : await next
      if (read === 'late') {
        next.catch(() => {}) // settles when the connection closes
        reader.releaseLock()
        return { ok: false, reason: 'too-slow' }
      }
      const { done, value } = read
      if (done) break
      if (!value) continue
      total += value.byteLength
      if (total > limit) {
        // Stop reading (nothing more is held). Not cancel(): that destroys the request, and with
        // it the socket, before the 413 is sent; Node discards the rest after the answer.
        reader.releaseLock()
        return { ok: false, reason: 'too-large' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'unreadable' }
  } finally {
    clearTimeout(timer)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

export type ParsedBody = { ok: true; form: URLSearchParams | FormData } | { ok: false }

/** The body as form data: urlencoded or multipart (without files); anything else is not a form. */
export async function parseFormBody(bytes: Uint8Array, contentType: string | null): Promise<ParsedBody> {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  try {
    if (type === 'application/x-www-form-urlencoded') {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      return { ok: true, form: new URLSearchParams(text) }
    }
    if (type === 'multipart/form-data') {
      const form = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), { headers: { 'Content-Type': contentType ?? '' } }).formData()
      for (const [, value] of form) if (typeof value !== 'string') return { ok: false }
      return { ok: true, form }
    }
  } catch {
    return { ok: false }
  }
  return { ok: false }
}
