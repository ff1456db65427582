// `npm run leads` against either store: the admin sees, retries and exports what the site stored,
// from the same configuration the server reads (DATABASE_URL, else LEADS_DB_PATH).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { openLeadOutbox, type OutboxSettings } from '~/lib/leads/outbox/open-outbox.server'

import { acceptOne } from '../support/outbox'
import { createTestSchema, type TestSchema } from '../support/postgres'

const root = mkdtempSync(join(tmpdir(), 'leads-cli-'))
const schemas: TestSchema[] = []
afterEach(async () => {
  for (const schema of schemas.splice(0)) await schema.drop()
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Runs the CLI with the store's settings; resolves with its exit code and output. */
function cli(settings: OutboxSettings, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, LEADS_DB_PATH: settings.dbPath }
  delete env.DATABASE_URL
  if (settings.databaseUrl) env.DATABASE_URL = settings.databaseUrl
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

const STORES: Array<{ name: string; settings: () => Promise<OutboxSettings> }> = [
  { name: 'SQLite', settings: async () => ({ dbPath: join(mkdtempSync(join(root, 'store-')), 'leads.sqlite') }) },
  {
    name: 'PostgreSQL',
    settings: async () => {
      const schema = await createTestSchema('leads_cli')
      schemas.push(schema)
      return { dbPath: join(root, 'unused.sqlite'), databaseUrl: schema.url }
    },
  },
]

describe.each(STORES)('npm run leads: $name', ({ settings: storeSettings }) => {
  it('lists, shows, retries and exports what the site stored', async () => {
    const settings = await storeSettings()
    const outbox = openLeadOutbox(settings)
    const fields = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', message: 'Balcony, please' }
    const { leadId } = await acceptOne(outbox, { kind: 'deal-enquiry', fields, submissionId: 'cli-1', sinks: ['sheet', 'agency-email'] })
    const [claim] = await outbox.claimDue({ now: Date.now(), limit: 1, leaseMs: 30_000, maxAttempts: 3 })
    await outbox.markDead(claim!, 'HTTP 404')
    await outbox.close()

    const list = await cli(settings, ['list'])
    expect(list.code).toBe(0)
    expect(list.stdout).toContain(leadId)
    expect(list.stdout).toContain('Asha Rao <asha@example.com>')
    expect((await cli(settings, ['list', '--status', 'dead'])).stdout).toContain(leadId)

    const show = await cli(settings, ['show', leadId])
    expect(show.stdout).toContain('Balcony, please')
    expect(show.stdout).toMatch(/dead\s+tries 1/)

    const retry = await cli(settings, ['retry', leadId, '--sink', claim!.sink])
    expect(retry.stdout).toContain(`Re-queued 1 delivery of ${leadId}`)
    expect((await cli(settings, ['list', '--status', 'dead'])).stdout).toBe('No leads.\n')

    const csv = await cli(settings, ['export', '--csv'])
    expect(csv.code).toBe(0)
    expect(csv.stdout.split('\r\n')[1]).toMatch(new RegExp(`^${leadId},deal-enquiry,.*,Asha,Rao,asha@example.com,`))

    const missing = await cli(settings, ['show', 'lead_nope'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('No lead lead_nope.')
  })
})

describe('npm run leads: a store it cannot use', () => {
  it('says which store and why in one line, never its password, and exits 1', async () => {
    const down = await cli({ dbPath: join(root, 'unused.sqlite'), databaseUrl: 'postgres://admin:s3cret-pw@127.0.0.1:1/leads' }, ['list'])
    expect(down.code).toBe(1)
    expect(down.stdout).toBe('')
    expect(down.stderr).toBe('npm run leads: could not use PostgreSQL on 127.0.0.1:1/leads: connect ECONNREFUSED 127.0.0.1:1\n')
  })
})
