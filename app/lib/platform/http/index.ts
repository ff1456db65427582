/**
 * A redirect target that stays on this site: a path starting with a single '/', else the
 * fallback. Stops the currency switcher (or any form) being used as an open redirect.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback
  const target = value.trim()
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  // Control characters and backslashes have no place in a path we generate.
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback
  try {
    const url = new URL(target, 'http://site.invalid')
    if (url.origin !== 'http://site.invalid') return fallback
    // Dot segments can normalise to a protocol-relative '//host' ('/.//evil.com'), another site.
    if (url.pathname.startsWith('//')) return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}

/**
 * Whether the request reached us over HTTPS, directly or through a TLS-terminating proxy that
 * TRUST_PROXY trusts (Express then builds the request's URL on the forwarded protocol).
 */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:'
}

/**
 * What a route that only reads answers: every page (each form posts to a route under /api/), the
 * files, /healthz, the preview switches.
 */
export const READ_METHODS = ['GET', 'HEAD'] as const

/**
 * The answer to a method a route does not take: 405, the methods it does take in `Allow` (which
 * HTTP requires), and what to do instead in words, never stored.
 */
export function methodNotAllowed(allow: readonly string[], message: string): Response {
  return new Response(`${message}\n`, {
    status: 405,
    headers: { Allow: allow.join(', '), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
