#!/usr/bin/env -S npx tsx
// `npm run leads -- <command>`: looks into and administers the lead outbox (DATABASE_URL when set,
// else LEADS_DB_PATH) while the site runs. It never delivers anything itself: a re-queued delivery is picked up by the
// server's worker at its next look (within LEADS_POLL_INTERVAL_MS).
import { leadsConfigFromEnv } from '../app/lib/leads/config.server'
import { describeError } from '../app/lib/leads/delivery/sinks/sink.server'
import { writeLeadsCsv } from '../app/lib/leads/export.server'
import { describeOutbox, openLeadOutbox } from '../app/lib/leads/outbox/open-outbox.server'
import { DELIVERY_STATUSES, isDeliveryStatus, type LeadRecord } from '../app/lib/leads/outbox/outbox.server'
import { fieldText, orderedFieldNames } from '../app/lib/leads/types'
import { env } from '../app/lib/platform/env/env.server'

const USAGE = `Usage: npm run leads -- <command>

  list [--status pending|delivering|delivered|skipped|dead] [--limit N]
                     newest leads first, with the state of each delivery
  show ID            one lead: every field and every delivery
  retry ID [--sink sheet|agency-email|promo-confirmation]
                     re-queue a lead's dead, failing or skipped deliveries, due now
  export --csv       every lead as CSV on stdout (RFC 4180, cells neutralised)

The outbox is ${describeOutbox(leadsConfigFromEnv(env))} (DATABASE_URL when set, else LEADS_DB_PATH).`

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
    process.stdout.write(`${lead.id}  ${lead.createdAt}  ${lead.kind.padEnd(12)}  ${name || '-'} <${email || '-'}>  ${deliverySummary({ lead, deliveries })}\n`)
  }
}

function printShow(record: LeadRecord): void {
  const { lead } = record
  const lines = [
    `Lead        ${lead.id}`,
    `Form        ${lead.kind}`,
    `Received    ${lead.createdAt}`,
    `Submission  ${oneLine(lead.submissionId)}`,
    '',
    'Fields',
    ...orderedFieldNames(lead.fields).map((name) => `  ${oneLine(name).padEnd(16)} ${terminalText(fieldText(lead.fields[name]), ' '.repeat(19))}`),
  ]
  if (lead.visitorEmailExtras) {
    lines.push('', 'For the visitor e-mail')
    for (const [key, value] of Object.entries(lead.visitorEmailExtras)) lines.push(`  ${key.padEnd(16)} ${oneLine(String(value))}`)
  }
  lines.push('', 'Deliveries')
  for (const delivery of record.deliveries) {
    const when =
      delivery.status === 'delivered'
        ? `at ${delivery.deliveredAt}`
        : delivery.status === 'pending'
          ? `next try ${delivery.nextAttemptAt}`
          : delivery.status === 'delivering'
            ? `lease until ${delivery.nextAttemptAt}`
            : ''
    lines.push(`  ${delivery.sink.padEnd(20)} ${delivery.status.padEnd(10)} tries ${delivery.attempts}  ${when}`.trimEnd())
    if (delivery.lastError) lines.push(`  ${''.padEnd(20)} last error: ${oneLine(delivery.lastError)}`)
  }
  process.stdout.write(`${lines.join('\n')}\n`)
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const outbox = openLeadOutbox(leadsConfigFromEnv(env))
  try {
    switch (command) {
      case 'list': {
        const status = option(args, 'status')
        if (status !== undefined && !isDeliveryStatus(status)) fail(`--status must be one of ${DELIVERY_STATUSES.join(', ')}`)
        const limitText = option(args, 'limit')
        const limit = limitText === undefined ? 50 : Number(limitText)
        if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a positive whole number')
        printList(await outbox.list({ status, limit }))
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
        if (!args.includes('--csv')) fail('export needs --csv (the one format so far)')
        await writeLeadsCsv(outbox, (chunk) => process.stdout.write(chunk))
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
