// Helpers for tests of the lead outbox (either store).
import type { AcceptInput, AcceptResult, LeadOutbox } from '~/lib/leads/outbox/outbox.server'

/** Accepts one lead as a group of one (the store's one way in); throws what the store refused it with. */
export async function acceptOne(outbox: LeadOutbox, input: AcceptInput): Promise<AcceptResult> {
  const [outcome] = await outbox.acceptAll([input])
  if (!outcome) throw new Error('acceptAll returned no outcome')
  if (!outcome.ok) throw outcome.error
  return outcome.result
}

/** Everything an async generator yields (the outbox's export pages), in order. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = []
  for await (const item of items) all.push(item)
  return all
}
