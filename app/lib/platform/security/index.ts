// Security headers as pure functions, so every rule is unit-tested and the server only wires them.

/**
 * How a document's own inline scripts and styles are allowed: by their hashes on a page a cache may
 * share (the header is cached with the body, so they always match), or by a nonce on a preview,
 * which is never stored and whose overlays add styles at run time.
 */
export type InlineSources = { scriptHashes: string[]; styleHashes: string[] } | { nonce: string }

export interface CspOptions {
  inline: InlineSources
  /** Origins (scheme://host[:port]) of third-party scripts: the search widget. */
  scriptOrigins?: (string | null | undefined)[]
  /** Origins that may be framed: the booking calendar, the map. */
  frameOrigins?: (string | null | undefined)[]
  /** Origins images may come from besides this site (the Sanity CDN). */
  imageOrigins?: (string | null | undefined)[]
  /** Origins fetch/XHR may reach besides this site (the widget's API). */
  connectOrigins?: (string | null | undefined)[]
  /** Origins forms may submit to besides this site (the booking engine's search). */
  formOrigins?: (string | null | undefined)[]
  /** Origins that may frame the site (the Studio, in a preview session); default none. */
  frameAncestors?: (string | null | undefined)[]
  /** Development (Vite's dev server): the site's own scripts by origin, not only through 'strict-dynamic'. */
  development?: boolean
}

/** The origin of a URL, or null for anything that is not an absolute http(s) URL. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null
  } catch {
    return null
  }
}

const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value && /^https?:\/\/[^\s;,']+$/.test(value)))),
]

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/

/** A strict Content-Security-Policy: hashed (or nonced) inline scripts, nothing framed but what content names. */
export function contentSecurityPolicy(options: CspOptions): string {
  const { inline } = options
  let scripts: string[]
  let styles: string[]
  if ('nonce' in inline) {
    if (!/^[A-Za-z0-9+/=_-]{16,}$/.test(inline.nonce)) throw new Error('CSP nonce must be at least 16 base64 characters')
    scripts = styles = [`'nonce-${inline.nonce}'`]
  } else {
    if (![...inline.scriptHashes, ...inline.styleHashes].every((source) => HASH_SOURCE.test(source))) throw new Error("CSP hashes must be 'sha256-…' sources")
    scripts = inline.scriptHashes
    styles = inline.styleHashes
  }
  const connect: string[] = unique(options.connectOrigins ?? [])
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'strict-dynamic' lets the allowed React Router scripts load their own chunks and the widget's
    // script; the listed origins are the fallback for browsers without it. In development Vite's
    // dev server serves the app's modules from the site's own origin, some of them (its hot-reload
    // runtime) imported where 'strict-dynamic' passes no trust on: there 'self' allows them.
    ['script-src', [...scripts, ...(options.development ? [] : ["'strict-dynamic'"]), "'self'", ...unique(options.scriptOrigins ?? [])]],
    ['style-src', ["'self'", ...styles]],
    // React's style={{…}} props are attributes, not inline <style> blocks.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...unique(options.imageOrigins ?? [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connect]],
    ['frame-src', unique(options.frameOrigins ?? []).length ? unique(options.frameOrigins ?? []) : ["'none'"]],
    ['form-action', ["'self'", ...unique(options.formOrigins ?? [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', unique(options.frameAncestors ?? []).length ? unique(options.frameAncestors ?? []) : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** Headers every response carries, whatever produced it. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}
