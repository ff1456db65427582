// Secrets stay on the server (ADR 7): nothing in build/client, nor in any page or script the
// browser gets from a server configured with (fake) secrets, gives away a secret, a sink URL, the
// promo codes or server-only code.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { freePort } from '../support/leads'
import { ALL_ROUTES } from '../support/routes'
import { seedDocument } from '../support/seed-documents'
import { startServer } from '../support/server'

const CLIENT_DIR = 'build/client'

/** The promo codes of the seed: e-mailed to visitors only, never in a page. */
function promoCodes(): string[] {
  const codes = seedDocument<{ promoCodes?: Record<string, string> }>('siteSettings').promoCodes
  return Object.entries(codes ?? {})
    .filter(([key]) => !key.startsWith('_'))
    .map(([, code]) => code)
}

/** Secret-looking things and server-only code that must never reach the browser. */
const FORBIDDEN: [string, RegExp][] = [
  ['an SMTP URL', /smtps?:\/\/[^\s"'`]/i],
  ['the Apps Script host', /script\.google(usercontent)?\.com/i],
  ['a Sanity read token variable', /SANITY_READ_TOKEN/],
  ['a server environment variable name', /\b(SMTP_URL|LEADS_SHEET_URL|SIGNING_SECRET|LEADS_DB_PATH|LEADS_EMAIL_TO)\b/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a .server module path', /[\w/-]+\.server(\.tsx?|\.m?js)?["'`]/],
  ['nodemailer', /nodemailer|createTransport\(/],
  ['better-sqlite3 / SQL', /better-sqlite3|journal_mode|CREATE TABLE leads/i],
  ['Node built-ins', /["'`]node:(fs|crypto|child_process|net)["'`]/],
]

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

test.describe('no secrets in the browser', () => {
  test('build/client holds no secret, sink URL, promo code or server-only code', () => {
    const files = filesUnder(CLIENT_DIR)
    expect(files.length).toBeGreaterThan(0)
    const codes = promoCodes()
    expect(codes.length).toBeGreaterThan(0)
    const found: string[] = []
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      for (const [what, pattern] of FORBIDDEN) if (pattern.test(text)) found.push(`${file}: ${what} (${pattern.exec(text)?.[0]})`)
      for (const code of codes) if (text.includes(code)) found.push(`${file}: the promo code ${code}`)
    }
    expect(found).toEqual([])
  })

  test('pages and scripts from a server with secrets configured give none of them away', async () => {
    test.setTimeout(120_000)
    const secrets = {
      SMTP_URL: 'smtps://sentinel-user:sentinel-password-91@smtp-sentinel.example:465',
      LEADS_SHEET_URL: 'https://sheet-sentinel.example/macros/s/SENTINELDEPLOYMENT/exec?token=sentinel-sheet-token',
      SIGNING_SECRET: 'sentinel-form-secret-0123456789-abcdefghijklmnop',
      SANITY_READ_TOKEN: 'skSentinelReadToken0123456789',
      LEADS_EMAIL_TO: 'inbox-sentinel@harbourline.example',
    }
    const needles = [
      'sentinel-password-91',
      'smtp-sentinel.example',
      'sheet-sentinel.example',
      'SENTINELDEPLOYMENT',
      'sentinel-sheet-token',
      secrets.SIGNING_SECRET,
      secrets.SANITY_READ_TOKEN,
      secrets.LEADS_EMAIL_TO,
      ...promoCodes(),
    ]
    const server = await startServer(await freePort(), {
      ...secrets,
      // Nothing is delivered during the test: the sinks would only be tried for a lead.
      LEADS_DB_PATH: path.join('test-results', 'client-secrets', 'leads.sqlite'),
      LEADS_MAIL_DIR: path.join('test-results', 'client-secrets', 'mail'),
    })
    try {
      const scripts = new Set<string>()
      const leaks: string[] = []
      for (const route of [...ALL_ROUTES.map((entry) => entry.path), '/?form=promo', '/contact?form=callback', '/no-such-page']) {
        const response = await fetch(`${server.url}${route}`, { headers: { 'CF-IPCountry': 'IN' } })
        const html = await response.text()
        for (const needle of needles) if (html.includes(needle)) leaks.push(`${route}: ${needle}`)
        for (const match of html.matchAll(/\/build\/[^"'\s]+\.(?:js|css)/g)) scripts.add(match[0])
      }
      for (const script of scripts) {
        const text = await (await fetch(`${server.url}${script}`)).text()
        for (const needle of needles) if (text.includes(needle)) leaks.push(`${script}: ${needle}`)
      }
      expect(scripts.size).toBeGreaterThan(5)
      expect(leaks).toEqual([])
    } finally {
      await server.stop()
    }
  })
})
