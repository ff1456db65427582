// `npm run leads -- <command>` (scripts/leads.ts): looks into and administers the lead outbox
// while the site runs. It never delivers anything itself: a re-queued delivery is picked up by
// the server's worker at its next look (within LEADS_POLL_INTERVAL_MS). Handed its configuration
// and terminal, so the tests run it in their own process (one Node start per command cost the
// suite half a minute of CPU).
import { existsSync } from 'node:fs'

import { DEFAULT_TIME_ZONE, type LeadsConfig } from '../../app/lib/leads/config.server'
import { describeError } from '../../app/lib/leads/delivery/sinks/sink.server'
import { writeLeadsCsv } from '../../app/lib/leads/export.server'
import { describeOutbox, openLeadOutbox } from '../../app/lib/leads/outbox/open-outbox.server'
import { DELIVERY_STATUSES, isDeliveryStatus, type LeadOutbox, type LeadRecord, retryAllDead } from '../../app/lib/leads/outbox/outbox.server'
import { leadSchemaExists } from '../../app/lib/leads/outbox/postgres-schema.server'
import { isLeadOf, type Person, personOf, retentionCutoff } from '../../app/lib/leads/personal-data'
import { createRetentionPurge } from '../../app/lib/leads/retention.server'
import { fieldText, orderedFieldNames } from '../../app/lib/leads/types'
import { dateInZone, type IsoDate, startOfDayInZone, wallClockText } from '../../app/lib/sailings'

/** Where a command writes what it shows (out) and its refusals and request log (err), and how it asks. */
export interface LeadsTerminal {
  out: (text: string) => void
  err: (text: string) => void
  /** The operator's answer to a question, or undefined without a terminal to ask on. */
  ask: ((question: string) => Promise<string>) | undefined
}

/** What the command does, and which outbox it reads with this configuration. */
const usage = (config: LeadsConfig) => `Usage: npm run leads -- <command>

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

The outbox is ${describeOutbox(config)} (DATABASE_URL when set, else LEADS_DB_PATH).`

/** Where each sink's copy of a lead is, for the staff who delete it there. */
const SINK_COPIES: Readonly<Record<string, string>> = {
  sheet: "the row in the agency's spreadsheet",
  'agency-email': "the e-mail in the agency's mailbox",
  'promo-confirmation': 'the promo code e-mail sent to the person',
  'visitor-acknowledgement': 'the acknowledgement e-mail sent to the person',
}

/** A command the CLI cannot run as typed: its message and the usage, exit status 2. */
class UsageError extends Error {}

/** A command that ends with a refusal already said (exit status 2). */
class Refused extends Error {}

function fail(message: string): never {
  throw new UsageError(message)
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

/**
 * One run of a command: where it writes, how it asks, and the agency's time zone (every time
 * shown, and the day --since names).
 */
interface Session extends LeadsTerminal {
  zone: string
}

/** An ISO instant on the agency's wall clock. */
const agencyTime = (session: Session, iso: string | null): string => (iso ? wallClockText(Date.parse(iso), session.zone) : '(not recorded)')

/** The instant `--since` names: the start of today or of a date, in the agency's zone. */
function sinceOf(session: Session, text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  const day = text === 'today' ? dateInZone(Date.now(), session.zone) : text
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) fail('--since must be today or a date such as 2026-11-28')
  return startOfDayInZone(day as IsoDate, session.zone)
}

function deliverySummary(record: LeadRecord): string {
  return record.deliveries.map((delivery) => `${delivery.sink}:${delivery.status}${delivery.attempts > 1 ? `(${delivery.attempts})` : ''}`).join(' ')
}

function printList(session: Session, records: LeadRecord[]): void {
  if (records.length === 0) {
    session.out('No leads.\n')
    return
  }
  for (const { lead, deliveries } of records) {
    const name = oneLine(`${fieldText(lead.fields.firstName)} ${fieldText(lead.fields.lastName)}`.trim())
    const email = oneLine(fieldText(lead.fields.email))
    session.out(
      `${lead.id}  ${agencyTime(session, lead.createdAt)}  ${lead.kind.padEnd(12)}  ${name || '-'} <${email || '-'}>  ${deliverySummary({ lead, deliveries })}\n`,
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
function logRequest(session: Session, command: string, person: Person, ids: string[]): void {
  session.err(
    `[leads] ${command} by ${person.by === 'email' ? 'e-mail' : 'phone'}: ${ids.length} ${ids.length === 1 ? 'lead' : 'leads'}${ids.length ? ` (${ids.join(', ')})` : ''}\n`,
  )
}

/** The leads of the person an access request (find, export) names, the request logged by their ids. */
async function requestedLeads(session: Session, outbox: LeadOutbox, command: 'find' | 'export', args: string[]): Promise<LeadRecord[]> {
  const person = personArgument(command, args)
  const records = await leadsOf(outbox, person)
  logRequest(
    session,
    command,
    person,
    records.map((record) => record.lead.id),
  )
  return records
}

function printShow(session: Session, record: LeadRecord): void {
  const { lead } = record
  const lines = [
    `Lead        ${lead.id}`,
    `Form        ${lead.kind}`,
    `Received    ${agencyTime(session, lead.createdAt)} (${session.zone})`,
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
        ? `at ${agencyTime(session, delivery.deliveredAt)}`
        : delivery.status === 'pending'
          ? `next try ${agencyTime(session, delivery.nextAttemptAt)}`
          : delivery.status === 'delivering'
            ? `lease until ${agencyTime(session, delivery.nextAttemptAt)}`
            : ''
    lines.push(`  ${delivery.sink.padEnd(20)} ${delivery.status.padEnd(10)} tries ${delivery.attempts}  ${when}`.trimEnd())
    if (delivery.lastError) lines.push(`  ${''.padEnd(20)} last error: ${oneLine(delivery.lastError)}`)
  }
  session.out(`${lines.join('\n')}\n`)
}

/**
 * What `erase` will change, shown first; then whether to go on: --dry-run never, --yes always,
 * else the operator's answer (and without a terminal to ask on, no).
 */
async function eraseAgreed(session: Session, records: LeadRecord[], { dryRun, yes }: { dryRun: boolean; yes: boolean }): Promise<boolean> {
  const lines = [`${dryRun ? 'Would remove' : 'This removes'} the personal data of ${records.length} ${records.length === 1 ? 'lead' : 'leads'}:`]
  for (const { lead, personalDataRemoved } of records)
    lines.push(`  ${lead.id}  ${agencyTime(session, lead.createdAt)}  ${lead.kind}${personalDataRemoved ? '  (none left)' : ''}`)
  session.out(`${lines.join('\n')}\n`)
  if (dryRun) {
    session.out('Dry run: nothing was changed.\n')
    return false
  }
  if (yes) return true
  if (!session.ask) {
    session.err('Not erased: add --yes to erase without being asked (or --dry-run to only see what would go).\n')
    throw new Refused()
  }
  const answer = await session.ask('Erase? Type yes to go on: ')
  if (answer.trim().toLowerCase() === 'yes') return true
  session.out('Not erased.\n')
  return false
}

async function run(session: Session, config: LeadsConfig, argv: string[]): Promise<number> {
  const [command, ...args] = argv
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    session.out(`${usage(config)}\n`)
    return 0
  }
  // Opening a SQLite file creates it: a mistyped path would show an empty outbox ("No leads.").
  if (!config.databaseUrl && !existsSync(config.dbPath)) {
    session.err(
      `No lead outbox at ${config.dbPath}. Set LEADS_DB_PATH to the file the server writes (or DATABASE_URL to the PostgreSQL the nodes share), with the server's environment.\n`,
    )
    return 1
  }
  // Nor is an empty PostgreSQL database given tables here: it is the wrong database.
  if (config.databaseUrl && !(await leadSchemaExists(config.databaseUrl))) {
    session.err(
      `No lead outbox in ${describeOutbox(config)}: it has no lead tables. Set DATABASE_URL to the PostgreSQL the site's nodes share (they create the tables when they start), with the server's environment.\n`,
    )
    return 1
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
        printList(session, await outbox.list({ status, since: sinceOf(session, option(args, 'since')), limit }))
        return 0
      }
      case 'show': {
        const id = args[0]
        if (!id) fail('show needs a lead id')
        const record = await outbox.show(id)
        if (!record) {
          session.err(`No lead ${id}.\n`)
          return 1
        }
        printShow(session, record)
        return 0
      }
      case 'retry': {
        if (args.includes('--all-dead')) {
          const { leadIds, deliveries: count } = await retryAllDead(outbox, { sink: option(args, 'sink'), limit: 100_000 })
          session.out(
            leadIds.length === 0
              ? 'No dead deliveries to retry.\n'
              : `Re-queued ${count} ${count === 1 ? 'delivery' : 'deliveries'} of ${leadIds.length} ${leadIds.length === 1 ? 'lead' : 'leads'}; the running server delivers them at its next look.\n`,
          )
          return 0
        }
        const id = args[0]
        if (!id || id.startsWith('--')) fail('retry needs a lead id')
        if (!(await outbox.show(id))) {
          session.err(`No lead ${id}.\n`)
          return 1
        }
        const count = await outbox.retry(id, { sink: option(args, 'sink') })
        session.out(
          count > 0
            ? `Re-queued ${count} ${count === 1 ? 'delivery' : 'deliveries'} of ${id}; the running server delivers ${count === 1 ? 'it' : 'them'} at its next look.\n`
            : `Nothing to retry for ${id} (every delivery is delivered or running).\n`,
        )
        return 0
      }
      case 'export': {
        if (args.includes('--csv')) {
          await writeLeadsCsv(outbox, (chunk) => session.out(chunk))
          return 0
        }
        const records = await requestedLeads(session, outbox, 'export', args)
        const leads = records.map(({ lead, deliveries, personalDataRemoved, consent }) => ({
          id: lead.id,
          form: lead.kind,
          receivedAt: lead.createdAt,
          fields: Object.fromEntries(orderedFieldNames(lead.fields).map((name) => [name, lead.fields[name]])),
          deliveredTo: deliveries.filter((delivery) => delivery.status === 'delivered').map((delivery) => ({ sink: delivery.sink, at: delivery.deliveredAt })),
          ...(consent ? { agreedTo: consent } : {}),
          ...(personalDataRemoved ? { personalDataRemoved } : {}),
        }))
        session.out(`${JSON.stringify({ exportedAt: new Date().toISOString(), leads }, null, 2)}\n`)
        return 0
      }
      case 'find': {
        const records = await requestedLeads(session, outbox, 'find', args)
        printList(session, records)
        return 0
      }
      case 'erase': {
        const dryRun = args.includes('--dry-run')
        const person = personArgument(
          'erase',
          args.filter((arg) => arg !== '--dry-run' && arg !== '--yes'),
        )
        const records = await leadsOf(outbox, person)
        if (records.length > 0 && !(await eraseAgreed(session, records, { dryRun, yes: args.includes('--yes') }))) return 0
        const removals = await outbox.removePersonalData(records.map((record) => record.lead.id))
        logRequest(
          session,
          'erase',
          person,
          removals.map((removal) => removal.leadId),
        )
        const already = records.length - removals.length
        if (records.length === 0) {
          session.out('No leads of that person in the outbox; nothing to erase.\n')
          return 0
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
        session.out(`${lines.join('\n')}\n`)
        return 0
      }
      case 'retention': {
        const { retentionDays } = config
        if (args.includes('--purge')) {
          const removed = await createRetentionPurge({ outbox, retentionDays, log: () => undefined }).runNow()
          session.out(`Removed the personal data of ${removed} ${removed === 1 ? 'lead' : 'leads'} delivered over ${retentionDays} days ago.\n`)
        }
        const { due, held } = await outbox.retentionCounts(retentionCutoff(Date.now(), retentionDays))
        session.out(
          `Retention: ${retentionDays} days after the last delivery (LEADS_RETENTION_DAYS).\n` +
            `  due for the purge:        ${due}\n` +
            `  held for their delivery:  ${held} (pending or dead; kept until delivered or retried: npm run leads -- list --status dead)\n`,
        )
        return 0
      }
      default:
        fail(`Unknown command: ${command}`)
    }
  } finally {
    await outbox.close()
  }
}

/**
 * Runs one `npm run leads` command against the outbox `config` names, writing what it shows to
 * `terminal`; resolves to the exit status: 0 done, 1 a lead or store it cannot find or use, 2 a
 * command it cannot run as typed (with the usage) or an erase refused.
 */
export async function runLeadsCommand(argv: string[], config: LeadsConfig, terminal: LeadsTerminal): Promise<number> {
  const session: Session = { ...terminal, zone: config.timeZone ?? DEFAULT_TIME_ZONE }
  try {
    return await run(session, config, argv)
  } catch (error) {
    if (error instanceof UsageError) {
      session.err(`${error.message}\n\n${usage(config)}\n`)
      return 2
    }
    if (error instanceof Refused) return 2
    // A store that cannot be reached (PostgreSQL down, a file that cannot be opened) is one line, not a stack.
    session.err(`npm run leads: could not use ${describeOutbox(config)}: ${describeError(error)}\n`)
    return 1
  }
}
