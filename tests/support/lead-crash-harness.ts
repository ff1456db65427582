// A server process in miniature for tests/integration/lead-crash.test.ts: it starts the delivery
// worker, then (when HARNESS_LEADS > 0) accepts a burst of leads through the process's pipeline,
// the lead action's own path (`leadPipeline().accept`, group commit included), paced over
// HARNESS_SPREAD_MS and interleaved with delivery, printing `ACK <leadId> <kind>` once each is
// committed. The test kills it with SIGKILL mid-burst, then restarts it with
// HARNESS_LEADS=0 to let the worker finish. Configured by the LEADS_* environment, like the server.
//
// Flow control: at most HARNESS_WINDOW acceptances run ahead of the ACKs the parent has read (it
// answers each with a line on stdin). On a loaded machine the parent may read late; without this
// the whole burst could be over before it gets to kill us "mid-burst".
import { createInterface } from 'node:readline'

import { leadPipeline, startDeliveryWorker, stopDeliveryWorker } from '../../app/lib/leads/index.server'
import type { LeadKind } from '../../app/lib/leads/types'

const count = Number(process.env.HARNESS_LEADS ?? 0)
const spreadMs = Number(process.env.HARNESS_SPREAD_MS ?? 1000)
const window = Number(process.env.HARNESS_WINDOW ?? 20)
const run = process.env.HARNESS_RUN ?? 'run'
const kinds: LeadKind[] = ['promo', 'deal-enquiry', 'callback', 'quote', 'insurance', 'visa']

process.on('SIGTERM', () => {
  void stopDeliveryWorker().finally(() => process.exit(0))
})

startDeliveryWorker()
process.stdout.write('READY\n')

async function acceptOne(index: number): Promise<void> {
  const kind = kinds[index % kinds.length]!
  try {
    const { leadId } = await leadPipeline().accept({
      kind,
      submissionId: `${run}-${index}`,
      fields: {
        firstName: `Visitor${index}`,
        lastName: 'Crash',
        email: `visitor${index}@example.com`,
        mobile: '+6591234567',
        dialCode: '+65',
        nationalNumber: '91234567',
        country: 'Singapore',
        currency_select: 'SGD',
        leadsource: 'crash-test',
        destination: 'singapore',
      },
      extras: kind === 'promo' ? { promoCode: 'SAIL-SGD-150', promoAmountLabel: 'S$150' } : undefined,
    })
    // Written synchronously to the pipe (Linux), after the commit: the parent's record of
    // acknowledged leads is exactly what visitors would have been told.
    process.stdout.write(`ACK ${leadId} ${kind}\n`)
  } catch (error) {
    process.stdout.write(`FAIL ${(error as Error).message}\n`)
  }
}

const started = Date.now()
let credit = window
let next = 0
function pump(): void {
  while (credit > 0 && next < count) {
    credit--
    const index = next++
    const due = started + (index / Math.max(count, 1)) * spreadMs
    setTimeout(() => void acceptOne(index), Math.max(0, due - Date.now()))
  }
}
createInterface({ input: process.stdin }).on('line', () => {
  credit++
  pump()
})
pump()

// Stay alive until killed (the worker's timers do not hold the process).
setInterval(() => undefined, 1_000)
