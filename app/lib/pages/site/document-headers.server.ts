// The headers of a rendered page, decided around React's render by entry.server.tsx: the visit's
// campaign cookie and the page-cache headers before it, the Content Security Policy and the type
// after it (the policy allows the page's own inline scripts by their hashes, or a preview's nonce).
import { randomBytes } from 'node:crypto'

import type { AppLoadContext } from 'react-router'

import { utmCookieForRequest } from '~/lib/campaign/utm.server'
import { env } from '~/lib/platform/env/env.server'
import { isHttps, READ_METHODS } from '~/lib/platform/http'
import { currencyDecision, pageCacheHeaders } from '~/lib/platform/page-cache/policy'
import { inlineHashes } from '~/lib/platform/security/inline-hashes.server'

import { documentPolicy } from './document-policy.server'
import { currencySourceOf } from './page-variant.server'

/**
 * A preview is for one editor and never stored, so it may carry a nonce (its overlays add styles
 * at run time, which only a nonce admits). Any other page is allowed its inline scripts by their
 * hashes, so a cached copy carries nothing one visitor could learn and reuse (ADR 20).
 */
export function documentNonce(preview: boolean): string | undefined {
  return preview ? randomBytes(16).toString('base64') : undefined
}

/** Before the render: the visit's campaign cookie, and how long the page may be kept (and by whom). */
export function setVisitHeaders(request: Request, status: number, headers: Headers, context: AppLoadContext): void {
  // A page takes no post (a tampered form, a probing bot): the 405 says what it does take.
  if (status === 405) headers.set('Allow', READ_METHODS.join(', '))
  // The visit's campaign (utm_*, gclid) from its first landing page, for every lead form after it.
  const utmCookie = utmCookieForRequest(request, { secure: isHttps(request) })
  if (utmCookie) headers.append('Set-Cookie', utmCookie)
  if (headers.has('Cache-Control')) return
  const visitor = context.visitor
  const cache = pageCacheHeaders({
    method: request.method,
    status,
    setsCookie: headers.has('Set-Cookie'),
    preview: context.preview === true,
    ...currencyDecision(currencySourceOf(visitor)),
    countryHeader: env.COUNTRY_HEADER,
  })
  for (const [name, value] of Object.entries(cache ?? {})) headers.set(name, value)
}

/**
 * The page's canonical URL, from the deepest route whose loader data names one (every page's
 * `meta.canonical`, lib/seo), or null (a not-found page).
 */
export function canonicalOfRender(matches: ReadonlyArray<{ route: { id: string } }>, loaderData: Record<string, unknown>): string | null {
  for (const match of [...matches].reverse()) {
    const canonical = (loaderData[match.route.id] as { meta?: { canonical?: unknown } } | null | undefined)?.meta?.canonical
    if (typeof canonical === 'string' && /^https?:\/\//.test(canonical)) return canonical
  }
  return null
}

/**
 * The canonical URL as an HTTP `Link` header too: search engines read it there, and the page store
 * keeps a page only under the path it names, so other spellings of the path (a capital, a
 * trailing slash) are rendered but never kept (ADR 20).
 */
export function setCanonicalLink(headers: Headers, canonical: string | null): void {
  if (canonical && !/[<>\s]/.test(canonical)) headers.set('Link', `<${canonical}>; rel="canonical"`)
}

/** After the render: the policy for exactly this HTML (with the frames the pages' content embeds), and its type. */
export async function setDocumentHeaders(
  headers: Headers,
  html: string,
  { nonce, preview, pageFrameOrigins }: { nonce: string | undefined; preview: boolean; pageFrameOrigins: () => Promise<string[]> },
): Promise<void> {
  headers.set('Content-Security-Policy', await documentPolicy(nonce ? { nonce } : inlineHashes(html), preview, pageFrameOrigins))
  headers.set('Content-Type', 'text/html; charset=utf-8')
}
