#!/usr/bin/env -S npx tsx
// `npm run leads -- <command>`: looks into and administers the lead outbox (DATABASE_URL when set,
// else LEADS_DB_PATH) while the site runs. It never delivers anything itself: a re-queued delivery is picked up by the
// server's worker at its next look (within LEADS_POLL_INTERVAL_MS).
import { existsSync } from 'node:fs'
import { createInterface } from 'node:readline/promises'

import { DEFAULT_TIME_ZONE, leadsConfigFromEnv } from '../app/lib/leads/config.server'
import { describeError } from '../app/lib/leads/delivery/sinks/sink.server'
import { writeLeadsCsv } from '../app/lib/leads/export.server'
import { describeOutbox, openLeadOutbox } from '../app/lib/leads/outbox/open-outbox.server'
import { DELIVERY_STATUSES, isDeliveryStatus, type LeadOutbox, type LeadRecord, retryAllDead } from '../app/lib/leads/outbox/outbox.server'
import { leadSchemaExists } from '../app/lib/leads/outbox/postgres-schema.server'
import { isLeadOf, type Person, personOf, retentionCutoff } from '../app/lib/leads/personal-data'
import { createRetentionPurge } from '../app/lib/leads/retention.server'
import { fieldText, orderedFieldNames } from '../app/lib/leads/types'
import { env } from '../app/lib/platform/env/env.server'
import { dateInZone, type IsoDate, startOfDayInZone, wallClockText } from '../app/lib/sailings'

const USAGE = `Usage: npm run leads -- <command>

  list [--since today|YYYY-MM-DD] [--status pending|delivering|delivered|skipped|dead] [--limit N]
                     newest leads first, with the state of each delivery; --since: from the start
                     of that day in the agency's time zone (AGENCY_TIME_ZONE), as every time shown
  show ID            one lead: every field and every delivery
  retry ID [--sink sheet|agency-email|promo-confirmation|visitor-acknowledgement]
                     re-queue a lead's dead, failing or skipped deliveries, due now
  retry --all-dead [--sink …]
                     the same for every lead with a dead delivery (after an outage)
  export --csv       every lead as CSV on stdout (RFC 4180, cells neutralised)

A person's requests (EMAIL compared as the mailbox it reaches, PHONE in international form as E.164):
  find EMAIL|PHONE   that person's leads, newest first
  export EMAIL|PHONE that person's leads as JSON on stdout (an access request)
  erase EMAIL|PHONE [--dry-run] [--yes]
                     removes their personal data from every lead in the outbox, and lists the
                     copies already delivered (sheet rows, e-mails) for staff to delete there;
                     it first shows which leads it will change and asks (--yes: without asking;
                     --dry-run: shows them and changes nothing)

  retention [--purge]
                     how many leads are past the retention period (LEADS_RETENTION_DAYS);
                     --purge removes the data of those due now instead of at the server's next purge

The outbox is ${describeOutbox(leadsConfigFromEnv(env))} (DATABASE_URL when set, else LEADS_DB_PATH).`

/** Where each sink's copy of a lead is, for the staff who delete it there. */
const SINK_COPIES: Readonly<Record<string, string>> = {
  sheet: "the row in the agency's spreadsheet",
  'agency-email': "the e-mail in the agency's mailbox",
  'promo-confirmation': 'the promo code e-mail sent to the person',
  'visitor-acknowledgement': 'the acknowledgement e-mail sent to the person',
}

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`)
  process.exit(2)
}

/** `--name value` from argv, or undefined. */
function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`)
  if (index === -1) return undefined
  const value = args[index + 1]
  if (value === undefined || value.startsWith('--')) fail(`--${name} needs a value`)
  return value
}

// Visitor text goes to an admin's terminal: control characters (an ANSI escape could rewrite the
// screen) are shown as escapes, never written raw.
function terminalText(value: string, indent = ''): string {
  return value
    .replace(/\r\n|\r|\n/g, `\n${indent}`)
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

function oneLine(value: string): string {
  return terminalText(value.replace(/[\r\n]+/g, ' '))
}

/** The agency's time zone: every time shown, and the day --since names. */
const ZONE = leadsConfigFromEnv(env).timeZone ?? DEFAULT_TIME_ZONE

/** An ISO instant on the agency's wall clock. */
const agencyTime = (iso: string | null): string => (iso ? wallClockText(Date.parse(iso), ZONE) : '(not recorded)')

/** The instant `--since` names: the start of today or of a date, in the agency's zone. */
function sinceOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  const day = text === 'today' ? dateInZone(Date.now(), ZONE) : text
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) fail('--since must be today or a date such as 2026-11-28')
  return startOfDayInZone(day as IsoDate, ZONE)
}

function deliverySummary(record: LeadRecord): string {
  return record.deliveries.map((delivery) => `${delivery.sink}:${delivery.status}${delivery.attempts > 1 ? `(${delivery.attempts})` : ''}`).join(' ')
}

function printList(records: LeadRecord[]): void {
  if (records.length === 0) {
    process.stdout.write('No leads.\n')
    return
  }
  for (const { lead, deliveries } of records) {
    const name = oneLine(`${fieldText(lead.fields.firstName)} ${fieldText(lead.fields.lastName)}`.trim())
    const email = oneLine(fieldText(lead.fields.email))
    process.stdout.write(
      `${lead.id}  ${agencyTime(lead.createdAt)}  ${lead.kind.padEnd(12)}  ${name || '-'} <${email || '-'}>  ${deliverySummary({ lead, deliveries })}\n`,
    )
  }
}

/** `person`'s leads in the outbox, newest first (the whole outbox is read: an agency's leads are thousands, not millions). */
async function leadsOf(outbox: LeadOutbox, person: Person): Promise<LeadRecord[]> {
  const found: LeadRecord[] = []
  for await (const record of outbox.exportRows()) if (isLeadOf(record.lead.fields, person)) found.push(record)
  return found.reverse()
}

/** The person a request names, or the usage. */
function personArgument(command: string, args: string[]): Person {
  // A phone number typed with spaces and no quotes arrives as several words.
  const query = args.join(' ')
  if (!query) fail(`${command} needs an e-mail address or a phone number`)
  const person = personOf(query)
  if ('error' in person) fail(`${command}: ${person.error}`)
  return person
}

// What was done for a request is logged (stderr, kept apart from what is printed for staff) with
// lead ids and counts only: the log must not become a list of the people who asked.
function logRequest(command: string, person: Person, ids: string[]): void {
  process.stderr.write(
    `[leads] ${command} by ${person.by === 'email' ? 'e-mail' : 'phone'}: ${ids.length} ${ids.length === 1 ? 'lead' : 'leads'}${ids.length ? ` (${ids.join(', ')})` : ''}\n`,
  )
}

function printShow(record: LeadRecord): void {
  const { lead } = record
  const lines = [
    `Lead        ${lead.id}`,
    `Form        ${lead.kind}`,
    `Received    ${agencyTime(lead.createdAt)} (${ZONE})`,
    `Submission  ${oneLine(lead.submissionId)}`,
    '',
    'Fields',
    ...orderedFieldNames(lead.fields).map((name) => `  ${oneLine(name).padEnd(16)} ${terminalText(fieldText(lead.fields[name]), ' '.repeat(19))}`),
  ]
  if (lead.visitorEmailExtras) {
    lines.push('', 'For the visitor e-mail')
    for (const [key, value] of Object.entries(lead.visitorEmailExtras)) lines.push(`  ${key.padEnd(16)} ${oneLine(String(value))}`)
  }
  if (record.consent)
    lines.push('', `Agreed to    ${oneLine(record.consent.wording)}`, `             (version ${record.consent.version}, sent ${record.consent.at})`)
  if (record.personalDataRemoved)
    lines.push(
      '',
      `Personal data removed ${record.personalDataRemoved.at} (${record.personalDataRemoved.reason === 'request' ? "the person's request" : 'the retention period'})`,
    )
  lines.push('', 'Deliveries')
  for (const delivery of record.deliveries) {
    const when =
      delivery.status === 'delivered'
        ? `at ${agencyTime(delivery.deliveredAt)}`
        : delivery.status === 'pending'
          ? `next try ${agencyTime(delivery.nextAttemptAt)}`
          : delivery.status === 'delivering'
            ? `lease until ${agencyTime(delivery.nextAttemptAt)}`
            : ''
    lines.push(`  ${delivery.sink.padEnd(20)} ${delivery.status.padEnd(10)} tries ${delivery.attempts}  ${when}`.trimEnd())
    if (delivery.lastError) lines.push(`  ${''.padEnd(20)} last error: ${oneLine(delivery.lastError)}`)
  }
  process.stdout.write(`${lines.join('\n')}\n`)
}

/**
 * What `erase` will change, shown first; then whether to go on: --dry-run never, --yes always,
 * else the operator's answer (and without a terminal to ask on, no).
 */
async function eraseAgreed(records: LeadRecord[], { dryRun, yes }: { dryRun: boolean; yes: boolean }): Promise<boolean> {
  const lines = [`${dryRun ? 'Would remove' : 'This removes'} the personal data of ${records.length} ${records.length === 1 ? 'lead' : 'leads'}:`]
  for (const { lead, personalDataRemoved } of records)
    lines.push(`  ${lead.id}  ${agencyTime(lead.createdAt)}  ${lead.kind}${personalDataRemoved ? '  (none left)' : ''}`)
  process.stdout.write(`${lines.join('\n')}\n`)
  if (dryRun) {
    process.stdout.write('Dry run: nothing was changed.\n')
    return false
  }
  if (yes) return true
  if (!process.stdin.isTTY) {
    process.stderr.write('Not erased: add --yes to erase without being asked (or --dry-run to only see what would go).\n')
    process.exitCode = 2
    return false
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  try {
    const answer = await prompt.question('Erase? Type yes to go on: ')
    if (answer.trim().toLowerCase() === 'yes') return true
    process.stdout.write('Not erased.\n')
    return false
  } finally {
    prompt.close()
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const config = leadsConfigFromEnv(env)
  // Opening a SQLite file creates it: a mistyped path would show an empty outbox ("No leads.").
  if (!config.databaseUrl && !existsSync(config.dbPath)) {
    process.stderr.write(
      `No lead outbox at ${config.dbPath}. Set LEADS_DB_PATH to the file the server writes (or DATABASE_URL to the PostgreSQL the nodes share), with the server's environment.\n`,
    )
    process.exitCode = 1
    return
  }
  // Nor is an empty PostgreSQL database given tables here: it is the wrong database.
  if (config.databaseUrl && !(await leadSchemaExists(config.databaseUrl))) {
    process.stderr.write(
      `No lead outbox in ${describeOutbox(config)}: it has no lead tables. Set DATABASE_URL to the PostgreSQL the site's nodes share (they create the tables when they start), with the server's environment.\n`,
    )
    process.exitCode = 1
    return
  }
  const outbox = openLeadOutbox(config)
  try {
    switch (command) {
      case 'list': {
        const status = option(args, 'status')
        if (status !== undefined && !isDeliveryStatus(status)) fail(`--status must be one of ${DELIVERY_STATUSES.join(', ')}`)
        const limitText = option(args, 'limit')
        const limit = limitText === undefined ? 50 : Number(limitText)
        if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a positive whole number')
        printList(await outbox.list({ status, since: sinceOf(option(args, 'since')), limit }))
        return
      }
      case 'show': {
        const id = args[0]
        if (!id) fail('show needs a lead id')
        const record = await outbox.show(id)
        if (!record) {
          process.stderr.write(`No lead ${id}.\n`)
          process.exitCode = 1
          return
        }
        printShow(record)
        return
      }
      case 'retry': {
        if (args.includes('--all-dead')) {
          const { leadIds, deliveries: count } = await retryAllDead(outbox, { sink: option(args, 'sink'), limit: 100_000 })
          process.stdout.write(
            leadIds.length === 0
              ? 'No dead deliveries to retry.\n'
              : `Re-queued ${count} ${count === 1 ? 'delivery' : 'deliveries'} of ${leadIds.length} ${leadIds.length === 1 ? 'lead' : 'leads'}; the running server delivers them at its next look.\n`,
          )
          return
        }
        const id = args[0]
        if (!id || id.startsWith('--')) fail('retry needs a lead id')
        if (!(await outbox.show(id))) {
          process.stderr.write(`No lead ${id}.\n`)
          process.exitCode = 1
          return
        }
        const count = await outbox.retry(id, { sink: option(args, 'sink') })
        process.stdout.write(
          count > 0
            ? `Re-queued ${count} ${count === 1 ? 'delivery' : 'deliveries'} of ${id}; the running server delivers ${count === 1 ? 'it' : 'them'} at its next look.\n`
            : `Nothing to retry for ${id} (every delivery is delivered or running).\n`,
        )
        return
      }
      case 'export': {
        if (args.includes('--csv')) {
          await writeLeadsCsv(outbox, (chunk) => process.stdout.write(chunk))
          return
        }
        const person = personArgument('export', args)
        const records = await leadsOf(outbox, person)
        logRequest(
          'export',
          person,
          records.map((record) => record.lead.id),
        )
        const leads = records.map(({ lead, deliveries, personalDataRemoved, consent }) => ({
          id: lead.id,
          form: lead.kind,
          receivedAt: lead.createdAt,
          fields: Object.fromEntries(orderedFieldNames(lead.fields).map((name) => [name, lead.fields[name]])),
          deliveredTo: deliveries.filter((delivery) => delivery.status === 'delivered').map((delivery) => ({ sink: delivery.sink, at: delivery.deliveredAt })),
          ...(consent ? { agreedTo: consent } : {}),
          ...(personalDataRemoved ? { personalDataRemoved } : {}),
        }))
        process.stdout.write(`${JSON.stringify({ exportedAt: new Date().toISOString(), leads }, null, 2)}\n`)
        return
      }
      case 'find': {
        const person = personArgument('find', args)
        const records = await leadsOf(outbox, person)
        logRequest(
          'find',
          person,
          records.map((record) => record.lead.id),
        )
        printList(records)
        return
      }
      case 'erase': {
        const dryRun = args.includes('--dry-run')
        const person = personArgument(
          'erase',
          args.filter((arg) => arg !== '--dry-run' && arg !== '--yes'),
        )
        const records = await leadsOf(outbox, person)
        if (records.length > 0 && !(await eraseAgreed(records, { dryRun, yes: args.includes('--yes') }))) return
        const removals = await outbox.removePersonalData(records.map((record) => record.lead.id))
        logRequest(
          'erase',
          person,
          removals.map((removal) => removal.leadId),
        )
        const already = records.length - removals.length
        if (records.length === 0) {
          process.stdout.write('No leads of that person in the outbox; nothing to erase.\n')
          return
        }
        const lines = [
          `Removed the personal data of ${removals.length} ${removals.length === 1 ? 'lead' : 'leads'}${already ? ` (${already} had none left)` : ''}.`,
        ]
        for (const removal of removals) {
          lines.push(`  ${removal.leadId}`)
          if (removal.cancelled.length) lines.push(`    not sent, and now never will be: ${removal.cancelled.join(', ')}`)
          for (const copy of removal.delivered)
            lines.push(`    delete by hand: ${SINK_COPIES[copy.sink] ?? copy.sink}, delivered ${copy.at ?? '(time not recorded)'}`)
        }
        lines.push("The outbox keeps each lead's id, form, times, delivery states and campaign; the copies listed above are out of its reach.")
        process.stdout.write(`${lines.join('\n')}\n`)
        return
      }
      case 'retention': {
        const { retentionDays } = config
        if (args.includes('--purge')) {
          const removed = await createRetentionPurge({ outbox, retentionDays, log: () => undefined }).runNow()
          process.stdout.write(`Removed the personal data of ${removed} ${removed === 1 ? 'lead' : 'leads'} delivered over ${retentionDays} days ago.\n`)
        }
        const { due, held } = await outbox.retentionCounts(retentionCutoff(Date.now(), retentionDays))
        process.stdout.write(
          `Retention: ${retentionDays} days after the last delivery (LEADS_RETENTION_DAYS).\n` +
            `  due for the purge:        ${due}\n` +
            `  held for their delivery:  ${held} (pending or dead; kept until delivered or retried: npm run leads -- list --status dead)\n`,
        )
        return
      }
      default:
        fail(`Unknown command: ${command}`)
    }
  } finally {
    await outbox.close()
  }
}

try {
  await main(process.argv.slice(2))
} catch (error) {
  // A store that cannot be reached (PostgreSQL down, a file that cannot be opened) is one line, not a stack.
  process.stderr.write(`npm run leads: could not use ${describeOutbox(leadsConfigFromEnv(env))}: ${describeError(error)}\n`)
  process.exitCode = 1
}
