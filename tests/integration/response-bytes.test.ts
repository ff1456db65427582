// What the production server actually sends: every route, for a visitor in India, Singapore and
// the US, in each encoding a client can ask for, is valid UTF-8 without a NUL byte (React 18's
// Node stream wrote NUL bytes into pages; app/lib/platform/http/render-document.server.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureBuild, freePort } from '../support/leads'
import { rawGet } from '../support/raw-http'
import { ALL_ROUTES } from '../support/routes'
import { startServer } from '../support/server'

const dir = mkdtempSync(path.join(tmpdir(), 'response-bytes-'))
// Where a multi-byte character falls depends on every byte before it, the site's origin in the
// head included: two origins of different lengths put each page's characters on other offsets.
const ORIGINS = ['', 'https://www.harbourline.example']
const servers: Array<Awaited<ReturnType<typeof startServer>>> = []

beforeAll(async () => {
  ensureBuild()
  for (const [index, origin] of ORIGINS.entries()) {
    servers.push(
      await startServer(await freePort(), {
        COUNTRY_HEADER: 'cf-ipcountry',
        LEADS_DB_PATH: path.join(dir, String(index), 'leads.sqlite'),
        LEADS_MAIL_DIR: path.join(dir, String(index), 'mail'),
        ...(origin ? { SITE_URL: origin } : {}),
      }),
    )
  }
}, 120_000)

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  rmSync(dir, { recursive: true, force: true })
})

const decode = (encoding: string, body: Buffer) => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body)

const PATHS = [...ALL_ROUTES.map((route) => route.path), '/no-such-page', '/robots.txt', '/sitemap.xml']
const EXPECTED_STATUS: Record<string, number> = { '/home': 301, '/no-such-page': 404 }
const COUNTRIES = ['IN', 'SG', 'US']
const ENCODINGS = ['identity', 'gzip', 'br']

describe('the bytes of every response', () => {
  it('are valid UTF-8 with no NUL byte, on every route, for every country and encoding', async () => {
    const utf8 = new TextDecoder('utf-8', { fatal: true })
    const problems: string[] = []
    let checked = 0
    const cases = servers.flatMap((server) =>
      PATHS.flatMap((pathname) => COUNTRIES.flatMap((country) => ENCODINGS.map((encoding) => ({ server, pathname, country, encoding })))),
    )
    // A few at a time: each one renders (every country and encoding is a page of its own).
    for (let start = 0; start < cases.length; start += 4) {
      await Promise.all(
        cases.slice(start, start + 4).map(async ({ server, pathname, country, encoding }) => {
          const raw = await rawGet(`${server.url}${pathname}`, { 'cf-ipcountry': country, 'accept-encoding': encoding })
          const answer = { status: raw.status, encoding: String(raw.headers['content-encoding'] ?? 'identity'), body: raw.body }
          const where = `${server.url}${pathname} ${country} ${encoding}`
          if (answer.status !== (EXPECTED_STATUS[pathname] ?? 200)) problems.push(`${where}: status ${answer.status}`)
          // Small answers (robots.txt) go out uncompressed whatever was asked.
          if (answer.encoding !== encoding && answer.encoding !== 'identity') problems.push(`${where}: sent ${answer.encoding}`)
          const bytes = decode(answer.encoding, answer.body)
          if (bytes.includes(0)) problems.push(`${where}: NUL at byte ${bytes.indexOf(0)}`)
          try {
            utf8.decode(bytes)
          } catch {
            problems.push(`${where}: invalid UTF-8`)
          }
          checked++
        }),
      )
    }
    expect(problems).toEqual([])
    expect(checked).toBe(ORIGINS.length * PATHS.length * COUNTRIES.length * ENCODINGS.length)
  }, 120_000)
})
