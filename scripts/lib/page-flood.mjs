// Floods of requests that carry inputs no page shows, for the page store's test
// (tests/integration/page-cache.test.ts) and `npm run bench:flood`: each kind is one input of the
// table in ADR 20, varied as an outsider would vary it. Whatever a flood sends, the real pages
// must stay kept (a hit, or a stale copy served while it refreshes).
import { request } from 'node:http'

import { CURRENCY_CODES as CURRENCIES } from '../../content-model/vocabulary.ts'

/** The real pages kept before a flood and looked for after it. */
const REAL_PAGES = ['/', '/about', '/contact', '/blog']

/** Every ISO 3166-1 alpha-2 code Intl names: what a CDN's country header can say. */
const COUNTRIES = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
  const codes = []
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second)
      if (names.of(code) && code !== 'ZZ') codes.push(code)
    }
  }
  return codes
})()

/** A different casing of a path for each index (and a trailing slash on odd ones). */
function spelling(path, index) {
  let spelled = ''
  let bits = index + 1
  for (const character of path) {
    spelled += /[a-z]/.test(character) && bits & 1 ? character.toUpperCase() : character
    if (/[a-z]/.test(character)) bits = bits >> 1 || index + 7
  }
  return index % 2 ? `${spelled}/` : spelled
}

const random = () => Math.random().toString(36).slice(2, 10)

/**
 * The kinds of flood: a name, what the store is expected to do with it, and the request for index i
 * (a path and the headers added to the country header IN).
 */
export const FLOOD_KINDS = [
  { name: 'made-up campaign cookies', request: (i) => ({ path: '/', headers: { cookie: `hl_utm=utm_campaign%3D${random()}-${i}` } }) },
  { name: 'case and trailing-slash spellings of real paths', request: (i) => ({ path: spelling(i % 2 ? '/cruisedeals' : '/about', i), headers: {} }) },
  { name: 'made-up Host names', request: (i) => ({ path: '/about', headers: { host: `h${i}-${random()}.example` } }) },
  {
    name: 'every country code, with and without a currency cookie',
    request: (i) => ({
      path: '/about',
      headers: {
        'cf-ipcountry': COUNTRIES[i % COUNTRIES.length],
        ...(i >= COUNTRIES.length ? { cookie: `currency=${CURRENCIES[i % CURRENCIES.length]}` } : {}),
      },
    }),
  },
  {
    name: 'made-up Accept-Language regions (no country header)',
    request: (i) => ({
      path: '/about',
      headers: { 'cf-ipcountry': '', 'accept-language': `en-${COUNTRIES[(i * 7) % COUNTRIES.length]},fr;q=0.${(i % 9) + 1}` },
    }),
  },
  { name: 'made-up query strings', request: (i) => ({ path: `/?flood=${i}-${random()}`, headers: {} }) },
  { name: 'made-up paths (not found)', request: (i) => ({ path: `/no-such-page-${i}-${random()}`, headers: {} }) },
]

/** One GET (or HEAD) of `path` on the server at `url`, read to its end: status and X-Page-Cache. */
function get(url, path, headers = {}, method = 'GET') {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, method, headers: { 'accept-encoding': 'identity', 'cf-ipcountry': 'IN', ...headers } }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, state: response.headers['x-page-cache'] ?? null }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/**
 * Keeps every real page: asks until the store answers it (it is kept once compressed, just after
 * its first answer). A stale copy counts: it is kept, and one request is refreshing it.
 */
export async function keepRealPages(url) {
  for (const path of REAL_PAGES) {
    for (let tries = 0; !['HIT', 'STALE'].includes((await get(url, path)).state ?? ''); tries++) if (tries > 50) throw new Error(`${path} is never kept`)
  }
}

/** Sends `count` requests of a kind, ten at a time; returns how many of each X-Page-Cache state came back. */
export async function flood(url, kind, count) {
  /** @type {Record<string, number>} */
  const states = {}
  for (let start = 0; start < count; start += 10) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, offset) => {
        const { path, headers } = kind.request(start + offset)
        return get(url, path, headers)
      }),
    )
    for (const { state } of answers) states[state ?? 'not looked up'] = (states[state ?? 'not looked up'] ?? 0) + 1
  }
  return states
}

/**
 * The real pages' X-Page-Cache states now: each must be HIT or STALE (served from the store). Asked
 * with HEAD, which the store answers from a stale copy without refreshing it: a GET of a page past
 * its 10 s would render it (MISS) though it was still kept, and a long flood takes longer than that.
 */
export async function realPageStates(url) {
  return Object.fromEntries(await Promise.all(REAL_PAGES.map(async (path) => [path, (await get(url, path, {}, 'HEAD')).state])))
}

export const stillKept = (states) => Object.values(states).every((state) => state === 'HIT' || state === 'STALE')
