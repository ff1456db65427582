#!/usr/bin/env -S npx tsx
// `npm run leads -- <command>`: looks into and administers the lead outbox (DATABASE_URL when set,
// else LEADS_DB_PATH) while the site runs, with the server's environment. The commands are
// scripts/lib/leads-command.ts; this is their terminal: argv, stdout, stderr, a question asked
// on stdin when it is one, and the exit status.
import { createInterface } from 'node:readline/promises'

import { leadsConfigFromEnv } from '../app/lib/leads/config.server'
import { env } from '../app/lib/platform/env/env.server'
import { runLeadsCommand } from './lib/leads-command'

/** Asks on the terminal and waits for the operator's line. */
async function askOnTerminal(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  try {
    return await prompt.question(question)
  } finally {
    prompt.close()
  }
}

process.exitCode = await runLeadsCommand(process.argv.slice(2), leadsConfigFromEnv(env), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  ask: process.stdin.isTTY ? askOnTerminal : undefined,
})
