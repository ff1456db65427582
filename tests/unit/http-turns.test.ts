import { AsyncLocalStorage } from 'node:async_hooks'
import { describe, expect, it, vi } from 'vitest'

import { createTurnQueue } from '~/lib/http/turns.server'

/** Resolves once `count` jobs have logged, or after a few turns too many. */
async function settle(log: string[], count: number) {
  for (let turn = 0; turn < 50 && log.length < count; turn++) await new Promise((resolve) => setImmediate(resolve))
}

describe('createTurnQueue', () => {
  it('runs jobs in the order taken, one per turn of the event loop', async () => {
    const turns = createTurnQueue()
    const log: string[] = []
    turns.take(() => {
      log.push('first')
      // Queued by the first job: if every job ran in one turn, this would come after the third.
      setImmediate(() => log.push('work the first job left for the next turn'))
    })
    turns.take(() => log.push('second'))
    turns.take(() => log.push('third'))
    expect(turns.waiting).toBe(3)
    expect(log).toEqual([])
    await settle(log, 4)
    expect(log).toEqual(['first', 'second', 'work the first job left for the next turn', 'third'])
    expect(turns.waiting).toBe(0)
  })

  it('keeps the async context each job was queued in', async () => {
    const turns = createTurnQueue()
    const perspective = new AsyncLocalStorage<string>()
    const log: string[] = []
    perspective.run('drafts', () => turns.take(() => log.push(`a: ${perspective.getStore()}`)))
    perspective.run('published', () => turns.take(() => log.push(`b: ${perspective.getStore()}`)))
    turns.take(() => log.push(`c: ${perspective.getStore() ?? 'none'}`))
    await settle(log, 3)
    expect(log).toEqual(['a: drafts', 'b: published', 'c: none'])
  })

  it('reports a job that throws and goes on with the next', async () => {
    const onError = vi.fn()
    const turns = createTurnQueue(onError)
    const log: string[] = []
    turns.take(() => {
      throw new Error('boom')
    })
    turns.take(() => log.push('after'))
    await settle(log, 1)
    expect(onError).toHaveBeenCalledWith(new Error('boom'))
    expect(log).toEqual(['after'])
  })
})
