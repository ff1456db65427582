import { AsyncResource } from 'node:async_hooks'

export interface TurnQueue {
  /** Runs `job` in a later turn of the event loop, after the jobs taken before it, one per turn. */
  take(job: () => void): void
  /** How many jobs are waiting for their turn. */
  readonly waiting: number
}

/**
 * Requests' work, one request per turn of the event loop, first come first served (ADR 16).
 *
 * Node's libuv accepts one new connection per turn. A page is rendered in one synchronous pass
 * (ADR 16), and a turn that renders every request that came in runs for as long as all of them
 * together: under load a new connection then waited seconds in the kernel's accept queue, past a
 * client's timeout, while the connections already accepted were served again and again. With one
 * request per turn, connections are accepted as fast as requests are answered, and served in order.
 *
 * Each job keeps the async context (AsyncLocalStorage) of the code that queued it.
 */
export function createTurnQueue(onError: (error: unknown) => void = (error) => console.error('A queued request failed', error)): TurnQueue {
  const queue: Array<() => void> = []
  let scheduled = false
  const runNext = () => {
    const job = queue.shift()
    // The next job gets the next turn: a setImmediate queued from here runs after the poll phase.
    if (queue.length > 0) setImmediate(runNext)
    else scheduled = false
    try {
      job?.()
    } catch (error) {
      onError(error)
    }
  }
  return {
    take(job) {
      queue.push(AsyncResource.bind(job))
      if (!scheduled) {
        scheduled = true
        setImmediate(runNext)
      }
    },
    get waiting() {
      return queue.length
    },
  }
}
