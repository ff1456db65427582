// Group commit for the lead action. Every accepted lead is committed with synchronous=FULL (an
// fsync, decision 7) before the visitor gets an answer, and better-sqlite3 runs on the one server
// thread: under a burst, fsyncs one after the other hold up every other request. Leads whose posts
// arrive in the same turn of the event loop are therefore stored in one outer transaction: each
// lead is still its own savepoint (a bad one fails alone), the group shares one fsync, and every
// post is answered only after that commit.
import type { AcceptLeadInput, AcceptLeadResult, LeadPipeline } from './pipeline.server'

interface Waiting {
  input: AcceptLeadInput
  resolve: (result: AcceptLeadResult) => void
  reject: (error: unknown) => void
}

export interface GroupCommit {
  /** Resolves once the lead (with the others of its group) is committed; rejects if it is not stored. */
  accept(input: AcceptLeadInput): Promise<AcceptLeadResult>
}

/**
 * `pipeline()` is asked for the pipeline at each commit (it may fail to open: every lead of the
 * group is then rejected); `onAccepted` runs after each commit (start the worker).
 */
export function createGroupCommit(
  pipeline: () => LeadPipeline,
  onAccepted: (pipeline: LeadPipeline) => void = () => {},
  /** A group this large commits at once: nobody waits behind more than a few others. */
  maxGroup = 16,
): GroupCommit {
  let queue: Waiting[] = []
  let scheduled = false

  function flush(): void {
    scheduled = false
    const group = queue
    queue = []
    let current: LeadPipeline
    try {
      current = pipeline()
    } catch (error) {
      for (const waiting of group) waiting.reject(error)
      return
    }
    const outcomes: ({ ok: true; result: AcceptLeadResult } | { ok: false; error: unknown })[] = []
    try {
      current.outbox.db
        .transaction(() => {
          for (const waiting of group) {
            try {
              outcomes.push({ ok: true, result: current.acceptLead(waiting.input) })
            } catch (error) {
              outcomes.push({ ok: false, error })
            }
          }
        })
        .immediate()
    } catch (error) {
      // The commit itself failed: none of the group is stored.
      for (const waiting of group) waiting.reject(error)
      return
    }
    group.forEach((waiting, index) => {
      const outcome = outcomes[index]
      if (outcome?.ok) waiting.resolve(outcome.result)
      else waiting.reject(outcome ? outcome.error : new Error('lead not accepted'))
    })
    onAccepted(current)
  }

  return {
    accept(input) {
      return new Promise<AcceptLeadResult>((resolve, reject) => {
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
