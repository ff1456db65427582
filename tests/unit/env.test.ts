import { describe, expect, it } from 'vitest'

import { env, parseEnv } from '~/lib/platform/env/env.server'

/** The error message parseEnv throws for `source`, or '' when it does not throw. */
function problemsOf(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

describe('parseEnv: defaults', () => {
  it('gives a working embedded setup from an empty environment', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      COUNTRY_HEADER: 'cf-ipcountry',
      AGENCY_TIME_ZONE: 'Asia/Singapore',
      CONTENT_SEED_PATH: 'seed/production.ndjson',
      SANITY_DATASET: 'production',
      SANITY_API_VERSION: '2025-02-19',
      CONTENT_TTL_SECONDS: 60,
      PAGE_CACHE: 'on',
      PAGE_CACHE_MAX_MB: 64,
      REQUEST_LOG: 'on',
      CLIENT_TIMEOUT_MS: 30_000,
      LEADS_DB_PATH: 'data/leads.sqlite',
      LEADS_MAIL_DIR: 'data/mail',
      LEADS_EMAIL_FROM: 'Harbourline Cruises <leads@harbourline.example>',
      LEADS_EMAIL_TO: 'bookings@harbourline.example',
      LEADS_DELIVERY_TIMEOUT_MS: 10_000,
      LEADS_MAX_ATTEMPTS: 8,
      LEADS_RETRY_BASE_MS: 5_000,
      LEADS_RETRY_CAP_MS: 600_000,
      LEADS_DELIVERY_CONCURRENCY: 4,
      LEADS_POLL_INTERVAL_MS: 5_000,
      LEADS_BODY_TIMEOUT_MS: 30_000,
      LEADS_SERVER_TIMING: 'off',
      LEADS_RATE_LIMIT: 30,
      LEADS_MAILBOX_RATE_LIMIT: 5,
      LEADS_RATE_LIMIT_WINDOW_SECONDS: 600,
      LEADS_RETENTION_DAYS: 90,
      LEADS_ALERT_AFTER_MINUTES: 15,
      LEADS_STAFF_ROLES: ['administrator', 'editor'],
    })
    const parsed = parseEnv({})
    // Leads: no sheet, no SMTP (the .eml default), lease derived from the timeout.
    expect(parsed.LEADS_SHEET_URL).toBeUndefined()
    expect(parsed.SMTP_URL).toBeUndefined()
    expect(parsed.LEADS_LEASE_MS).toBeUndefined()
    expect(parsed.SANITY_PROJECT_ID).toBeUndefined()
    // Development's public origin is this machine on the site's port.
    expect(parsed.SITE_URL).toBe('http://localhost:3000')
    expect(parseEnv({ PORT: '4100' }).SITE_URL).toBe('http://localhost:4100')
    expect(parsed.SANITY_READ_TOKEN).toBeUndefined()
    expect(parsed.TRUST_PROXY).toBeUndefined()
  })

  it('parsed the process environment at import time', () => {
    expect(env.PORT).toBeGreaterThan(0)
    expect(env.COUNTRY_HEADER).toMatch(/^[a-z0-9-]+$/)
    expect(['development', 'production', 'test']).toContain(env.NODE_ENV)
  })

  it('ignores variables it does not know', () => {
    expect(parseEnv({ PATH: '/usr/bin', HOME: '/root' })).toEqual(parseEnv({}))
  })
})

describe('parseEnv: values', () => {
  it('coerces numbers', () => {
    const parsed = parseEnv({ PORT: '8080', CONTENT_TTL_SECONDS: '0' })
    expect(parsed.PORT).toBe(8080)
    expect(parsed.CONTENT_TTL_SECONDS).toBe(0)
  })

  it('takes the page cache off or on, and its size in MB, and nothing else', () => {
    expect(parseEnv({ PAGE_CACHE: 'off', PAGE_CACHE_MAX_MB: '8' })).toMatchObject({ PAGE_CACHE: 'off', PAGE_CACHE_MAX_MB: 8 })
    expect(() => parseEnv({ PAGE_CACHE: 'false' })).toThrow(/PAGE_CACHE/)
    expect(() => parseEnv({ PAGE_CACHE_MAX_MB: '0' })).toThrow(/PAGE_CACHE_MAX_MB/)
  })

  it('takes SANITY_API_HOST as an http(s) address, or nothing when empty', () => {
    expect(parseEnv({ SANITY_API_HOST: 'https://api.harbourline.example' }).SANITY_API_HOST).toBe('https://api.harbourline.example')
    expect(parseEnv({ SANITY_API_HOST: '' }).SANITY_API_HOST).toBeUndefined()
    expect(() => parseEnv({ SANITY_API_HOST: 'ftp://api.harbourline.example' })).toThrow(/SANITY_API_HOST/)
    expect(() => parseEnv({ SANITY_API_HOST: 'api.harbourline.example' })).toThrow(/SANITY_API_HOST/)
  })

  it('lowercases and trims COUNTRY_HEADER', () => {
    expect(parseEnv({ COUNTRY_HEADER: 'X-Country-Code' }).COUNTRY_HEADER).toBe('x-country-code')
    expect(parseEnv({ COUNTRY_HEADER: '  CF-IPCountry ' }).COUNTRY_HEADER).toBe('cf-ipcountry')
  })

  it('accepts a Sanity setup', () => {
    const parsed = parseEnv({
      SANITY_PROJECT_ID: ' ab12cd34 ',
      SANITY_DATASET: 'staging_2',
      SANITY_API_VERSION: '2025-06-01',
      SANITY_READ_TOKEN: ' sk-token ',
      SITE_URL: 'https://www.harbourline.example',
      NODE_ENV: 'production',
    })
    expect(parsed).toMatchObject({
      SANITY_PROJECT_ID: 'ab12cd34',
      SANITY_DATASET: 'staging_2',
      SANITY_API_VERSION: '2025-06-01',
      SANITY_READ_TOKEN: 'sk-token',
      SITE_URL: 'https://www.harbourline.example',
      NODE_ENV: 'production',
    })
  })

  it('accepts a lead-delivery setup', () => {
    const parsed = parseEnv({
      LEADS_SHEET_URL: 'https://script.google.com/macros/s/abc/exec',
      SMTP_URL: ' smtps://robot:secret@mail.example:465 ',
      LEADS_EMAIL_TO: 'a@harbourline.example, b@harbourline.example',
      LEADS_DELIVERY_TIMEOUT_MS: '2000',
      LEADS_LEASE_MS: '5000',
      LEADS_MAX_ATTEMPTS: '12',
    })
    expect(parsed).toMatchObject({
      LEADS_SHEET_URL: 'https://script.google.com/macros/s/abc/exec',
      SMTP_URL: 'smtps://robot:secret@mail.example:465',
      LEADS_EMAIL_TO: 'a@harbourline.example, b@harbourline.example',
      LEADS_DELIVERY_TIMEOUT_MS: 2000,
      LEADS_LEASE_MS: 5000,
      LEADS_MAX_ATTEMPTS: 12,
    })
    expect(parseEnv({ LEADS_SHEET_URL: '', SMTP_URL: '' })).toMatchObject({ LEADS_SHEET_URL: undefined, SMTP_URL: undefined })
  })

  it('reads the staff roles of the Leads tool as a list, and refuses an empty one', () => {
    expect(parseEnv({ LEADS_STAFF_ROLES: ' administrator , sales ,' }).LEADS_STAFF_ROLES).toEqual(['administrator', 'sales'])
    expect(() => parseEnv({ LEADS_STAFF_ROLES: ' , ' })).toThrow(/LEADS_STAFF_ROLES/)
  })

  it('takes DATABASE_URL for the shared lead store, and leaves it unset (SQLite) when empty', () => {
    expect(parseEnv({}).DATABASE_URL).toBeUndefined()
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined()
    expect(parseEnv({ DATABASE_URL: ' postgres://site:secret@db.internal:5432/harbourline ' }).DATABASE_URL).toBe(
      'postgres://site:secret@db.internal:5432/harbourline',
    )
    expect(parseEnv({ DATABASE_URL: 'postgresql://db.internal/harbourline' }).DATABASE_URL).toBe('postgresql://db.internal/harbourline')
  })

  it('treats an empty SANITY_PROJECT_ID as not set (the embedded backend)', () => {
    expect(parseEnv({ SANITY_PROJECT_ID: '' }).SANITY_PROJECT_ID).toBeUndefined()
  })

  it('treats empty optional strings as not set', () => {
    const parsed = parseEnv({ SANITY_READ_TOKEN: '', TRUST_PROXY: '   ' })
    expect(parsed.SANITY_READ_TOKEN).toBeUndefined()
    expect(parsed.TRUST_PROXY).toBeUndefined()
  })
})

describe("parseEnv: the agency's calendar", () => {
  it('takes an IANA time zone and an ISO instant for the test clock', () => {
    expect(parseEnv({ AGENCY_TIME_ZONE: 'Asia/Kolkata', SITE_CLOCK: '2025-10-01T12:00:00+08:00' })).toMatchObject({
      AGENCY_TIME_ZONE: 'Asia/Kolkata',
      SITE_CLOCK: '2025-10-01T12:00:00+08:00',
    })
    expect(parseEnv({ SITE_CLOCK: '' }).SITE_CLOCK).toBeUndefined()
  })

  it.each([
    ['AGENCY_TIME_ZONE', 'Mars/Olympus'],
    ['SITE_CLOCK', 'tomorrow'],
  ])('stops the boot on a bad %s, naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: must be`))
  })
})

describe('parseEnv: TRUST_PROXY as Express means it', () => {
  it('reads a hop count as a number (Express would read the string "1" as the address 0.0.0.1)', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2)
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0)
  })

  it('reads false, and stops the boot on true (every client would pick its own address), saying what to use', () => {
    expect(parseEnv({ TRUST_PROXY: 'FALSE' }).TRUST_PROXY).toBe(false)
    for (const value of ['true', 'TRUE', ' true ']) {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: true believes X-Forwarded-For from anyone.*their number \(1 for one load balancer\) or their addresses/,
      )
    }
  })

  it('reads addresses, CIDR ranges and the named ranges as a list', () => {
    expect(parseEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback'])
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8 ,fd00::/8,203.0.113.7' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8', '203.0.113.7'])
    expect(parseEnv({ TRUST_PROXY: 'linklocal,uniquelocal' }).TRUST_PROXY).toEqual(['linklocal', 'uniquelocal'])
  })

  it.each(['yes', 'cdn.example', '10.0.0.0/99', '300.1.1.1', ',', '1.5'])('stops the boot on %j, naming the variable', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be true, false, a number of proxies/)
  })
})

describe('parseEnv: errors name the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['PORT', '80.5'],
    ['SANITY_PROJECT_ID', 'MyProject'],
    ['SANITY_PROJECT_ID', 'has space'],
    ['SANITY_DATASET', 'Production!'],
    ['SANITY_API_VERSION', 'v2025'],
    ['CONTENT_TTL_SECONDS', '-1'],
    ['CONTENT_TTL_SECONDS', '100000'],
    ['COUNTRY_HEADER', 'cf ipcountry'],
    ['NODE_ENV', 'staging'],
    ['SITE_URL', 'www.harbourline.example'],
    ['SITE_URL', 'ftp://harbourline.example'],
    ['HOST', '   '],
    ['LEADS_SHEET_URL', 'script.google.com/macros/s/abc/exec'],
    ['SMTP_URL', 'http://mail.example'],
    ['DATABASE_URL', 'mysql://db.internal/harbourline'],
    ['LEADS_EMAIL_TO', 'nobody'],
    ['LEADS_MAX_ATTEMPTS', '0'],
    ['LEADS_DELIVERY_TIMEOUT_MS', '5'],
    ['LEADS_LEASE_MS', '5000'],
    ['LEADS_DELIVERY_CONCURRENCY', '0'],
    ['LEADS_RATE_LIMIT', '-1'],
    ['LEADS_MAILBOX_RATE_LIMIT', '0'],
  ])('%s=%j', (name, value) => {
    const message = problemsOf({ [name]: value })
    expect(message).toContain('Invalid environment variables:')
    expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'))
    expect(message).toContain('See .env.example')
  })

  it('explains a bad Sanity project id', () => {
    expect(problemsOf({ SANITY_PROJECT_ID: 'ABC' })).toContain('SANITY_PROJECT_ID')
  })

  it('lists every bad variable at once', () => {
    const message = problemsOf({ PORT: 'abc', SANITY_PROJECT_ID: 'UPPER', NODE_ENV: 'nope' })
    for (const name of ['PORT', 'SANITY_PROJECT_ID', 'NODE_ENV']) expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'))
  })

  it('does not echo secret values', () => {
    const message = problemsOf({ SANITY_READ_TOKEN: 'sk-very-secret', PORT: 'abc' })
    expect(message).not.toContain('sk-very-secret')
    const smtp = problemsOf({ SMTP_URL: 'smtp://robot:pa55-secret@bad host' })
    expect(smtp).toMatch(/^ {2}SMTP_URL: /m)
    expect(smtp).not.toContain('pa55-secret')
  })
})

describe('parseEnv: production', () => {
  const SITE_URL = 'https://www.harbourline.example'
  it('refuses to start without SITE_URL: no request header may choose the origin links are written on', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/^ {2}SITE_URL: must be set in production/m)
    expect(parseEnv({ NODE_ENV: 'production', SITE_URL }).SITE_URL).toBe(SITE_URL)
  })

  const short = 'x'.repeat(31)
  const long = 'x'.repeat(32)
  it.each(['SIGNING_SECRET', 'SANITY_PREVIEW_SECRET', 'SANITY_WEBHOOK_SECRET', 'HEALTHZ_TOKEN'])(
    '%s under 32 characters stops a production boot, naming it',
    (name) => {
      expect(() => parseEnv({ NODE_ENV: 'production', SITE_URL, [name]: short })).toThrow(new RegExp(`${name}: must be at least 32 characters`))
      expect(parseEnv({ NODE_ENV: 'production', SITE_URL, [name]: long })[name as 'HEALTHZ_TOKEN']).toBe(long)
    },
  )

  it('takes shorter preview and webhook secrets outside production (tests, a laptop)', () => {
    const parsed = parseEnv({ NODE_ENV: 'development', SANITY_PREVIEW_SECRET: 'abc', SANITY_WEBHOOK_SECRET: 'abc' })
    expect(parsed.SANITY_PREVIEW_SECRET).toBe('abc')
    expect(parsed.SANITY_WEBHOOK_SECRET).toBe('abc')
  })
})
