// The site's signing secret and HMAC signatures, for values the server hands to the browser and
// must recognise when they come back: the lead forms' fill-time tokens and error flash, the
// preview session.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { env } from '~/lib/platform/env/env.server'

/** The secret read or made for each `form-secret` file (one read per file and process). */
const secretsByFile = new Map<string, string>()

/**
 * SIGNING_SECRET, else a random secret stored once in `form-secret` beside the outbox, so forms that
 * are open in a browser stay valid across a restart or deploy. If that file cannot be used, a
 * per-process secret (tokens then lapse at the next restart: such posts are treated as spam).
 */
export function siteSecretFrom(options: { envSecret: string | undefined; dbPath: string }): string {
  if (options.envSecret) return options.envSecret
  const file = path.join(path.dirname(path.resolve(options.dbPath)), 'form-secret')
  let secret = secretsByFile.get(file)
  if (!secret) {
    secret = readOrCreateSecret(file)
    secretsByFile.set(file, secret)
  }
  return secret
}

function readOrCreateSecret(file: string): string {
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // Not there yet: create it below.
  }
  const fresh = randomBytes(32).toString('hex')
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' })
    return fresh
  } catch {
    // Another process created it first (read that one), or the directory is read-only.
    try {
      const existing = readFileSync(file, 'utf8').trim()
      return existing.length >= 32 ? existing : fresh
    } catch {
      console.warn(`SIGNING_SECRET is not set and ${file} cannot be written: signed values (form tokens, preview sessions) last until the next restart`)
      return fresh
    }
  }
}

export function sign(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest('base64url')
}

export function sameSignature(expected: string, actual: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(actual)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The process's signing secret: SIGNING_SECRET, else the one kept beside the lead outbox. */
export function siteSecret(): string {
  return siteSecretFrom({ envSecret: env.SIGNING_SECRET, dbPath: env.LEADS_DB_PATH })
}
