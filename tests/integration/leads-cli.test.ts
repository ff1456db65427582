// `npm run leads` against either store: the admin sees, retries and exports what the site stored,
// from the same configuration the server reads (DATABASE_URL, else LEADS_DB_PATH).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { leadsConfigFromEnv } from '~/lib/leads/config.server'
import { openLeadOutbox, type OutboxSettings } from '~/lib/leads/outbox/open-outbox.server'
import { parseEnv } from '~/lib/platform/env/env.server'
import { wallClockText } from '~/lib/sailings'

import { runLeadsCommand } from '../../scripts/lib/leads-command'
import { acceptOne } from '../support/outbox'
import { createTestSchema, type TestSchema } from '../support/postgres'

const root = mkdtempSync(join(tmpdir(), 'leads-cli-'))
const schemas: TestSchema[] = []
afterEach(async () => {
  for (const schema of schemas.splice(0)) await schema.drop()
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

interface CliRun {
  code: number | null
  stdout: string
  stderr: string
}

/** The server's environment for a store: what `npm run leads` is run with beside it. */
function storeEnv(settings: OutboxSettings): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LEADS_DB_PATH: settings.dbPath }
  delete env.DATABASE_URL
  if (settings.databaseUrl) env.DATABASE_URL = settings.databaseUrl
  return env
}

/**
 * A command of `npm run leads`, run here as the script runs it (the configuration read from the
 * store's environment, no terminal to ask on); resolves with its exit status and output.
 */
async function cli(settings: OutboxSettings, args: string[], answer?: string): Promise<CliRun & { asked: string[] }> {
  const run = { stdout: '', stderr: '', asked: [] as string[] }
  const config = leadsConfigFromEnv(parseEnv(storeEnv(settings), () => undefined))
  const code = await runLeadsCommand(args, config, {
    out: (text) => (run.stdout += text),
    err: (text) => (run.stderr += text),
    // With an answer: an operator at a terminal, who types it when asked.
    ask:
      answer === undefined
        ? undefined
        : async (question) => {
            run.asked.push(question)
            return answer
          },
  })
  return { code, ...run }
}

/** The script itself, in a Node process of its own (tsx compiles it): its argv, streams and exit status. */
function cliProcess(settings: OutboxSettings, args: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], { env: storeEnv(settings), stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

/** A test here starts the script as a process once or twice (about 1 s each, several on a busy machine). */
const CLI_TESTS = { timeout: 60_000 }

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

// Each test works on a store of its own, seeded the same way (ADR 18).

/** A store holding Asha's deal enquiry, whose sheet delivery is dead. */
async function seedDeadDelivery(storeSettings: () => Promise<OutboxSettings>) {
  const settings = await storeSettings()
  const outbox = openLeadOutbox(settings)
  const fields = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', message: 'Balcony, please' }
  const { leadId } = await acceptOne(outbox, { kind: 'deal-enquiry', fields, submissionId: 'cli-1', sinks: ['sheet', 'agency-email'] })
  const [claim] = await outbox.claimDue({ now: Date.now(), limit: 1, leaseMs: 30_000, maxAttempts: 3 })
  await outbox.markDead(claim!, 'HTTP 404')
  await outbox.close()
  return { settings, leadId, sink: claim!.sink }
}

describe.each(STORES)('npm run leads: $name', CLI_TESTS, ({ settings: storeSettings }) => {
  it('lists and shows what the site stored, and says when a lead is not there', async () => {
    const { settings, leadId } = await seedDeadDelivery(storeSettings)

    // As an operator runs it: a process of its own, its output and exit status.
    const list = await cliProcess(settings, ['list'])
    expect(list.code).toBe(0)
    expect(list.stdout).toContain(leadId)
    expect(list.stdout).toContain('Asha Rao <asha@example.com>')
    expect((await cli(settings, ['list', '--status', 'dead'])).stdout).toContain(leadId)

    const show = await cli(settings, ['show', leadId])
    expect(show.stdout).toContain('Balcony, please')
    expect(show.stdout).toMatch(/dead\s+tries 1/)

    const missing = await cliProcess(settings, ['show', 'lead_nope'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('No lead lead_nope.')
  })

  it('retries a dead delivery and exports what the site stored', async () => {
    const { settings, leadId, sink } = await seedDeadDelivery(storeSettings)

    const retry = await cli(settings, ['retry', leadId, '--sink', sink])
    expect(retry.stdout).toContain(`Re-queued 1 delivery of ${leadId}`)
    expect((await cli(settings, ['list', '--status', 'dead'])).stdout).toBe('No leads.\n')

    const csv = await cli(settings, ['export', '--csv'])
    expect(csv.code).toBe(0)
    expect(csv.stdout.split('\r\n')[1]).toMatch(new RegExp(`^${leadId},deal-enquiry,.*,Asha,Rao,asha@example.com,`))
  })

  it("after an outage: today's leads in the agency's time, and every dead delivery retried at once", async () => {
    const { settings, leadId } = await seedDeadDelivery(storeSettings)
    const outbox = openLeadOutbox(settings)
    const older = await acceptOne(outbox, {
      kind: 'callback',
      fields: { firstName: 'Old' },
      submissionId: 'cli-old',
      sinks: ['sheet'],
      now: Date.now() - 3 * 86_400_000,
    })
    const [claim] = await outbox.claimDue({ now: Date.now(), limit: 1, leaseMs: 30_000, maxAttempts: 3 })
    await outbox.markDead(claim!, 'HTTP 404')
    await outbox.close()

    const today = await cli(settings, ['list', '--since', 'today'])
    expect(today.stdout).toContain(leadId)
    expect(today.stdout).not.toContain(older.leadId)
    // Its time on the agency's wall clock (Asia/Singapore by default), not in UTC.
    expect(today.stdout).toContain(`${leadId}  ${wallClockText(Date.now(), 'Asia/Singapore').slice(0, 10)}`)
    expect((await cli(settings, ['list', '--since', '2000-01-01'])).stdout).toContain(older.leadId)
    const wrong = await cli(settings, ['list', '--since', 'yesterday-ish'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('--since must be today or a date')
    expect(wrong.stderr).toContain('Usage: npm run leads -- <command>')

    const all = await cli(settings, ['retry', '--all-dead'])
    // Both dead sheet deliveries, and the first lead's agency e-mail, which was still waiting.
    expect(all.stdout).toContain('Re-queued 3 deliveries of 2 leads')
    expect((await cli(settings, ['list', '--status', 'dead'])).stdout).toBe('No leads.\n')
    expect((await cli(settings, ['retry', '--all-dead'])).stdout).toBe('No dead deliveries to retry.\n')
  })
})

const DAY_MS = 86_400_000

/**
 * A store holding two leads of Meera's sent 200 days ago (the first with her consent and a dead
 * sheet delivery, held past the retention period; the second under another spelling of her
 * mailbox, without her phone) and a recent one of another person's.
 */
async function seedPersonsLeads(storeSettings: () => Promise<OutboxSettings>) {
  const settings = await storeSettings()
  const outbox = openLeadOutbox(settings)
  const longAgo = Date.now() - 200 * DAY_MS
  const meera = { firstName: 'Meera', lastName: 'Iyer', email: 'meera.iyer@gmail.com', mobile: '+919876543210', message: 'Sea view', leadsource: 'Contact' }
  const consent = {
    version: '0123456789abcdef',
    wording: 'By sending this form you agree that we use your details to call or e-mail you back.',
    at: new Date(longAgo).toISOString(),
  }
  const first = await acceptOne(outbox, { kind: 'callback', fields: meera, submissionId: 'p-1', sinks: ['sheet', 'agency-email'], consent, now: longAgo })
  // The same person, another spelling of the same mailbox and no phone.
  const second = await acceptOne(outbox, {
    kind: 'promo',
    fields: { ...meera, email: 'Meera.Iyer+deals@googlemail.com', mobile: '' },
    submissionId: 'p-2',
    sinks: ['agency-email'],
    now: longAgo + 1,
  })
  const other = await acceptOne(outbox, {
    kind: 'callback',
    fields: { ...meera, email: 'ravi@example.com', mobile: '+6591234567' },
    submissionId: 'p-3',
    sinks: ['agency-email'],
  })
  const delivered = new Date(longAgo + 1_000).toISOString()
  for (const claim of await outbox.claimDue({ now: longAgo + 1_000, limit: 10, leaseMs: 30_000, maxAttempts: 3 })) {
    // The first lead's sheet delivery is dead: it is held past the retention period.
    if (claim.lead.id === first.leadId && claim.sink === 'sheet') await outbox.markDead(claim, 'HTTP 404', longAgo + 1_000)
    else await outbox.markDelivered(claim, longAgo + 1_000)
  }
  await outbox.close()
  return { settings, first, second, other, consent, delivered }
}

/** The first words of the CLI's lines: the lead ids it found. */
const foundIds = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => line.split(' ')[0])

describe.each(STORES)("npm run leads: a person's requests and the retention period, $name", CLI_TESTS, ({ settings: storeSettings }) => {
  it('finds one person’s leads by e-mail or phone, logs only ids, counts what is past retention, and refuses a name', async () => {
    const { settings, first, second } = await seedPersonsLeads(storeSettings)

    const retention = await cli(settings, ['retention'])
    expect(retention.stdout).toMatch(/due for the purge:\s+1\n/)
    expect(retention.stdout).toMatch(/held for their delivery:\s+1 /)

    const byMail = await cli(settings, ['find', 'MEERA.IYER@gmail.com'])
    expect(byMail.code).toBe(0)
    expect(foundIds(byMail.stdout)).toEqual([second.leadId, first.leadId])
    expect(byMail.stderr).toBe(`[leads] find by e-mail: 2 leads (${second.leadId}, ${first.leadId})\n`)
    // Typed with spaces and no quotes, the number arrives as three words.
    expect(foundIds((await cli(settings, ['find', '+91', '98765', '43210'])).stdout)).toEqual([first.leadId])

    const refused = await cli(settings, ['find', 'Meera'])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('international form')
  })

  it('exports one person’s leads with what they agreed to, and logs none of their data', async () => {
    const { settings, first, second, consent, delivered } = await seedPersonsLeads(storeSettings)

    const access = await cli(settings, ['export', 'meeraiyer@gmail.com'])
    const exported = JSON.parse(access.stdout) as { leads: Array<{ id: string; form: string; fields: Record<string, string>; deliveredTo: unknown[] }> }
    expect(exported.leads.map((lead) => [lead.id, lead.form, lead.fields.firstName, lead.fields.message])).toEqual([
      [second.leadId, 'promo', 'Meera', 'Sea view'],
      [first.leadId, 'callback', 'Meera', 'Sea view'],
    ])
    expect(exported.leads[1]!.deliveredTo).toEqual([{ sink: 'agency-email', at: delivered }])
    // What they agreed to when they sent it.
    expect((exported.leads[1] as { agreedTo?: unknown }).agreedTo).toEqual(consent)
    expect(access.stderr).not.toContain('meera')
  })

  it('erases one person’s leads: nothing of them is left to find, what they agreed to stays', async () => {
    const { settings, first, consent, delivered } = await seedPersonsLeads(storeSettings)

    // Shown first; without a terminal to ask on, nothing is erased without --yes; a dry run changes nothing.
    const unasked = await cli(settings, ['erase', 'meera.iyer@gmail.com'])
    expect(unasked.code).toBe(2)
    expect(unasked.stdout).toMatch(
      new RegExp(`This removes the personal data of 2 leads:\\n  lead_\\w+  \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}  (callback|promo)\\n`),
    )
    expect(unasked.stderr).toContain('Not erased: add --yes')
    const dryRun = await cli(settings, ['erase', 'meera.iyer@gmail.com', '--dry-run'])
    expect(dryRun.stdout).toContain('Would remove the personal data of 2 leads:')
    expect(dryRun.stdout).toContain('Dry run: nothing was changed.')
    expect(foundIds((await cli(settings, ['find', 'meera.iyer@gmail.com'])).stdout)).toHaveLength(2)

    const erase = await cli(settings, ['erase', 'meera.iyer@gmail.com', '--yes'])
    expect(erase.code).toBe(0)
    expect(erase.stdout).toContain('Removed the personal data of 2 leads.')
    expect(erase.stdout).toContain(`not sent, and now never will be: sheet`)
    expect(erase.stdout).toContain(`delete by hand: the e-mail in the agency's mailbox, delivered ${delivered}`)
    expect(erase.stderr).toMatch(/^\[leads\] erase by e-mail: 2 leads \(lead_\w+, lead_\w+\)\n$/)
    expect(erase.stderr).not.toMatch(/meera|9876/i)
    expect((await cli(settings, ['find', 'meera.iyer@gmail.com'])).stdout).toBe('No leads.\n')
    const shown = await cli(settings, ['show', first.leadId])
    expect(shown.stdout).not.toMatch(/Meera|9876543210|Sea view/)
    expect(shown.stdout).toMatch(/Personal data removed \S+ \(the person's request\)/)
    expect(shown.stdout).toContain(`Agreed to    ${consent.wording}`)
    // Their phone went with the rest.
    expect((await cli(settings, ['erase', '+919876543210'])).stdout).toBe('No leads of that person in the outbox; nothing to erase.\n')
  })

  it('at a terminal, asks before it erases: anything but yes keeps the leads', async () => {
    const { settings } = await seedPersonsLeads(storeSettings)

    const kept = await cli(settings, ['erase', 'meera.iyer@gmail.com'], 'n')
    expect([kept.code, kept.asked]).toEqual([0, ['Erase? Type yes to go on: ']])
    expect(kept.stdout).toContain('Not erased.')
    expect(foundIds((await cli(settings, ['find', 'meera.iyer@gmail.com'])).stdout)).toHaveLength(2)

    const erased = await cli(settings, ['erase', 'meera.iyer@gmail.com'], ' YES ')
    expect(erased.code).toBe(0)
    expect(erased.stdout).toContain('Removed the personal data of 2 leads.')
    expect((await cli(settings, ['find', 'meera.iyer@gmail.com'])).stdout).toBe('No leads.\n')
  })

  it('erases one person’s leads and leaves another’s, and nothing is then held past retention', async () => {
    const { settings, first, second, other } = await seedPersonsLeads(storeSettings)

    const erase = await cli(settings, ['erase', 'meera.iyer@gmail.com', '--yes'])
    for (const id of [first.leadId, second.leadId]) expect(erase.stderr).toContain(id)
    expect(foundIds((await cli(settings, ['find', 'ravi@example.com'])).stdout)).toEqual([other.leadId])
    expect((await cli(settings, ['retention'])).stdout).toMatch(/due for the purge:\s+0\n\s+held for their delivery:\s+0 /)
  })
})

describe('npm run leads: a store it cannot use', () => {
  it('refuses a SQLite file that does not exist, naming the variable, and creates none', async () => {
    const missing = join(root, 'no-such-folder-or-file.sqlite')
    const answer = await cli({ dbPath: missing }, ['list'])
    expect(answer.code).toBe(1)
    expect(answer.stdout).toBe('')
    expect(answer.stderr).toContain(`No lead outbox at ${missing}. Set LEADS_DB_PATH`)
    expect(existsSync(missing)).toBe(false)
  })

  it('refuses a PostgreSQL database without the lead tables, naming the variable, and creates none', async () => {
    const empty = await createTestSchema('cli_empty')
    try {
      const answer = await cli({ dbPath: join(root, 'unused.sqlite'), databaseUrl: empty.url }, ['list'])
      expect(answer.code).toBe(1)
      expect(answer.stdout).toBe('')
      expect(answer.stderr).toContain('it has no lead tables. Set DATABASE_URL')
      const tables = await empty.query('SELECT table_name FROM information_schema.tables WHERE table_schema = $1', [empty.name])
      expect(tables.rows).toEqual([])
    } finally {
      await empty.drop()
    }
  })

  it('says which store and why in one line, never its password, and exits 1', async () => {
    const down = await cliProcess({ dbPath: join(root, 'unused.sqlite'), databaseUrl: 'postgres://admin:s3cret-pw@127.0.0.1:1/leads' }, ['list'])
    expect(down.code).toBe(1)
    expect(down.stdout).toBe('')
    expect(down.stderr).toBe('npm run leads: could not use PostgreSQL on 127.0.0.1:1/leads: connect ECONNREFUSED 127.0.0.1:1\n')
  })
})
