// The request's origin, checked, and the site's one public origin (SITE_URL): what canonical, og,
// JSON-LD, sitemap, robots, pager and e-mail links are built on, and part of every stored page's
// key (ADR 20). Pure, so each rule is tested; server.js applies them before anything else reads
// the request (origin.server.ts).

export interface SiteOrigin {
  protocol: 'http' | 'https'
  /** Lower-case host name, with its port when it is not the protocol's default. */
  host: string
}

// A DNS name or IPv4 address, or an IPv6 literal in brackets, then an optional port.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i
const DEFAULT_PORTS = { http: '80', https: '443' } as const

/** A Host (or X-Forwarded-Host) value as the origin's host part, or null when it is not one. */
export function parseHost(value: string | undefined | null, protocol: SiteOrigin['protocol']): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 260) return null
  const match = HOST.exec(value)
  if (!match) return null
  const port = match[1]
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null
  const host = value.toLowerCase()
  return port === DEFAULT_PORTS[protocol] ? host.slice(0, -(port.length + 1)) : host
}

/**
 * The request line's target. Browsers send a path ('/about?x=1'); a client speaking to a proxy may
 * send the absolute form ('http://www.harbourline.example/about'), whose host then stands for the
 * Host header (HTTP/1.1 says so). Anything else ('*', 'host:443', another scheme) is no page here.
 */
export type RequestTarget = { ok: true; path: string; host?: string } | { ok: false; reason: string }

const NOT_A_PATH = 'The request target is not a path on this site.'
const NOT_DECODABLE = 'The address has a percent sign that is not followed by two hex digits.'

/**
 * The target as every later step reads it: a path and query string, never a fragment (browsers
 * never send one; a client that does would otherwise have it kept in a stored page's links), and
 * a path whose percent escapes decode (Express and the router decode it; '/%zz' is a 400 here).
 */
export function readRequestTarget(target: string): RequestTarget {
  const read = readTargetForm(target)
  if (!read.ok) return read
  const hash = read.path.indexOf('#')
  const path = hash === -1 ? read.path : read.path.slice(0, hash)
  const question = path.indexOf('?')
  try {
    decodeURIComponent(question === -1 ? path : path.slice(0, question))
  } catch {
    return { ok: false, reason: NOT_DECODABLE }
  }
  return { ...read, path }
}

function readTargetForm(target: string): RequestTarget {
  if (target.startsWith('/')) return { ok: true, path: target }
  if (!/^https?:\/\//i.test(target)) return { ok: false, reason: NOT_A_PATH }
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return { ok: false, reason: NOT_A_PATH }
  }
  // A user name or password in the target is never part of a page's address.
  if (url.username || url.password) return { ok: false, reason: NOT_A_PATH }
  return { ok: true, path: `${url.pathname}${url.search}`, host: url.host }
}

export interface OriginInputs {
  /** SITE_URL's origin (configuredOrigin), read once at boot: env.server.ts requires it in production. */
  siteOrigin: SiteOrigin
  /** The protocol Express decided (X-Forwarded-Proto only from a trusted proxy). */
  protocol: string
  hostHeader: string | undefined
  /** X-Forwarded-Host, passed only when the sender is a trusted proxy. */
  forwardedHost: string | undefined
}

export type OriginDecision =
  | {
      ok: true
      /** Where the request arrived: what its URL is built on, and what a same-site Origin header may name. */
      requestOrigin: SiteOrigin
      /** The site's public origin, SITE_URL's: every absolute link, e-mail link and stored page is built on it. */
      siteOrigin: SiteOrigin
    }
  | { ok: false; reason: string }

/**
 * The origin the request reached and the site's public origin. The request's Host (or a trusted
 * proxy's forwarded host) is checked, and a malformed one refused, never guessed at; it never
 * chooses an origin a link is written on (ADR 20).
 */
export function decideOrigin({ siteOrigin, protocol, hostHeader, forwardedHost }: OriginInputs): OriginDecision {
  if (protocol !== 'http' && protocol !== 'https') return { ok: false, reason: 'The forwarded protocol is not http or https.' }
  const forwarded = forwardedHost?.split(',')[0]?.trim()
  const raw = forwarded || hostHeader?.trim()
  const host = parseHost(raw, protocol)
  if (!host) return { ok: false, reason: forwarded ? 'The X-Forwarded-Host header is not a host name.' : 'The Host header is not a host name.' }
  return { ok: true, requestOrigin: { protocol, host }, siteOrigin }
}

/** SITE_URL's origin (env.server.ts checked it is an http(s) URL): its path, if any, is not part of it. */
export function configuredOrigin(siteUrl: string): SiteOrigin {
  const configured = new URL(siteUrl)
  return { protocol: configured.protocol === 'https:' ? 'https' : 'http', host: configured.host }
}

export const originString = (origin: SiteOrigin): string => `${origin.protocol}://${origin.host}`
