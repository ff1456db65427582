// Group commit: every accepted lead is committed durably (an fsync with SQLite, a WAL flush with
// PostgreSQL) before the visitor gets an answer. Under a burst, one commit after another would
// queue every post behind the others' flushes, so the leads whose posts arrive in the same turn of
// the event loop go to the store together (LeadOutbox.acceptAll), which commits them at once; a
// bad one fails alone, and every post is answered only after its commit.
import type { AcceptInput, AcceptOutcome, AcceptResult } from './outbox.server'

interface Waiting {
  input: AcceptInput
  resolve: (result: AcceptResult) => void
  reject: (error: unknown) => void
}

export interface GroupCommit {
  /** Resolves once the lead (with the others of its group) is committed; rejects if it is not stored. */
  accept(input: AcceptInput): Promise<AcceptResult>
}

/**
 * `commit` stores a group in one transaction (LeadOutbox.acceptAll); it may throw or reject (the
 * store cannot be opened, the commit fails), and then every lead of the group is rejected.
 */
export function createGroupCommit(
  commit: (inputs: readonly AcceptInput[]) => Promise<AcceptOutcome[]>,
  /** A group this large commits at once: nobody waits behind more than a few others. */
  maxGroup = 16,
): GroupCommit {
  let queue: Waiting[] = []
  let scheduled = false

  function flush(): void {
    scheduled = false
    const group = queue
    queue = []
    const rejectAll = (error: unknown) => {
      for (const waiting of group) waiting.reject(error)
    }
    let committed: Promise<AcceptOutcome[]>
    try {
      committed = commit(group.map((waiting) => waiting.input))
    } catch (error) {
      rejectAll(error)
      return
    }
    committed.then((outcomes) => {
      group.forEach((waiting, index) => {
        const outcome = outcomes[index]
        if (outcome?.ok) waiting.resolve(outcome.result)
        else waiting.reject(outcome ? outcome.error : new Error('lead not accepted'))
      })
    }, rejectAll)
  }

  return {
    accept(input) {
      return new Promise<AcceptResult>((resolve, reject) => {
        queue.push({ input, resolve, reject })
        if (queue.length >= maxGroup) flush()
        else if (!scheduled) {
          scheduled = true
          setImmediate(() => {
            if (scheduled) flush()
          })
        }
      })
    },
  }
}
