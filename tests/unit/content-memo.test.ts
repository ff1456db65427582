import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import type { ContentBackend, QueryParams } from '~/lib/content/backends.server'
import { ContentMemo, type MemoizedQuery } from '~/lib/content/memo.server'
import { project, query } from '~/lib/content/queries/projection'

type Handler = (groq: string, params: QueryParams) => unknown

/** A scriptable backend: records every call and answers with `handler` (value, promise or throw). */
class FakeBackend implements ContentBackend {
  readonly calls: Array<{ groq: string; params: QueryParams }> = []
  currentVersion = 'v1'

  constructor(
    readonly kind: 'embedded' | 'sanity',
    readonly ttlMs: number,
    public handler: Handler,
  ) {}

  version(): string {
    return this.currentVersion
  }

  async fetch(groq: string, params: QueryParams): Promise<unknown> {
    this.calls.push({ groq, params })
    return this.handler(groq, params)
  }
}

interface Deferred<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (error: unknown) => void
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Lets pending promise callbacks (a background refresh) run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

interface Greeting {
  text: string
}
const parseGreeting = (raw: unknown): Greeting => {
  if (!raw || typeof raw !== 'object' || typeof (raw as Greeting).text !== 'string') throw new Error('not a greeting')
  return { text: (raw as Greeting).text }
}
const greeting: MemoizedQuery<Greeting> = { name: 'greeting', groq: '*[_type == "greeting"][0]{text}', parse: parseGreeting }
const otherGreeting: MemoizedQuery<Greeting> = { name: 'otherGreeting', groq: greeting.groq, parse: parseGreeting }

/** Answers `{text: '<params.slug ?? "-"> #<call number>'}`, so every fetch is distinguishable. */
function counting(): Handler {
  let count = 0
  return (_groq, params) => {
    count += 1
    return { text: `${String(params.slug ?? '-')} #${count}` }
  }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ContentMemo: memoizing', () => {
  it('calls the backend once per (query name, params)', async () => {
    const backend = new FakeBackend('embedded', Number.POSITIVE_INFINITY, counting())
    const memo = new ContentMemo({ backend })

    expect(await memo.read(greeting, { slug: 'a' })).toEqual({ text: 'a #1' })
    expect(await memo.read(greeting, { slug: 'a' })).toEqual({ text: 'a #1' })
    expect(backend.calls).toHaveLength(1)
    expect(backend.calls[0]).toEqual({ groq: greeting.groq, params: { slug: 'a' } })

    expect(await memo.read(greeting, { slug: 'b' })).toEqual({ text: 'b #2' })
    expect(await memo.read(greeting, { slug: 'a' })).toEqual({ text: 'a #1' })
    expect(await memo.read(greeting, { slug: 'b' })).toEqual({ text: 'b #2' })
    expect(backend.calls).toHaveLength(2)

    // Same GROQ under another name is another entry.
    expect(await memo.read(otherGreeting, { slug: 'a' })).toEqual({ text: 'a #3' })
    expect(backend.calls).toHaveLength(3)
    expect(memo.size).toBe(3)
  })

  it('treats omitted params as empty params', async () => {
    const backend = new FakeBackend('embedded', Number.POSITIVE_INFINITY, counting())
    const memo = new ContentMemo({ backend })
    expect(await memo.read(greeting)).toEqual({ text: '- #1' })
    expect(await memo.read(greeting, {})).toEqual({ text: '- #1' })
    expect(backend.calls).toEqual([{ groq: greeting.groq, params: {} }])
  })

  it('returns the parsed result, not the raw one', async () => {
    const backend = new FakeBackend('embedded', Number.POSITIVE_INFINITY, () => ({ text: 'hi', extra: 'dropped' }))
    const memo = new ContentMemo({ backend })
    expect(await memo.read(greeting)).toEqual({ text: 'hi' })
  })

  it('shares one in-flight fetch between concurrent reads', async () => {
    const pending = deferred<unknown>()
    const backend = new FakeBackend('sanity', 60_000, () => pending.promise)
    const memo = new ContentMemo({ backend, now: () => 0 })

    const reads = [memo.read(greeting, { slug: 'x' }), memo.read(greeting, { slug: 'x' }), memo.read(greeting, { slug: 'x' })]
    await settle()
    expect(backend.calls).toHaveLength(1)

    pending.resolve({ text: 'shared' })
    expect(await Promise.all(reads)).toEqual([{ text: 'shared' }, { text: 'shared' }, { text: 'shared' }])
    expect(await memo.read(greeting, { slug: 'x' })).toEqual({ text: 'shared' })
    expect(backend.calls).toHaveLength(1)
  })

  it('shares a failing in-flight fetch too, and tries again on the next read', async () => {
    const pending = deferred<unknown>()
    const backend = new FakeBackend('sanity', 60_000, () => pending.promise)
    const memo = new ContentMemo({ backend, now: () => 0, log: () => undefined })

    const first = memo.read(greeting)
    const second = memo.read(greeting)
    pending.reject(new Error('down'))
    await expect(first).rejects.toThrow('down')
    await expect(second).rejects.toThrow('down')
    expect(backend.calls).toHaveLength(1)

    backend.handler = () => ({ text: 'back up' })
    expect(await memo.read(greeting)).toEqual({ text: 'back up' })
    expect(backend.calls).toHaveLength(2)
  })

  it('purge() drops every entry', async () => {
    const backend = new FakeBackend('sanity', 60_000, counting())
    const memo = new ContentMemo({ backend, now: () => 0 })
    await memo.read(greeting, { slug: 'a' })
    await memo.read(greeting, { slug: 'b' })
    expect(memo.size).toBe(2)

    memo.purge()
    expect(memo.size).toBe(0)
    expect(await memo.read(greeting, { slug: 'a' })).toEqual({ text: 'a #3' })
    expect(backend.calls).toHaveLength(3)
  })

  it('a fetch under way when purge() runs answers its own readers but is never kept, nor joined by later reads', async () => {
    const before = deferred<unknown>()
    const backend = new FakeBackend('sanity', 60_000, () => before.promise)
    const memo = new ContentMemo({ backend, now: () => 0 })
    const early = memo.read(greeting)
    await settle()

    // A publish: the content changed while the old answer was on its way.
    memo.purge()
    backend.handler = () => ({ text: 'published' })
    const late = memo.read(greeting)
    before.resolve({ text: 'before the publish' })
    expect(await early).toEqual({ text: 'before the publish' })
    expect(await late).toEqual({ text: 'published' })
    expect(await memo.read(greeting)).toEqual({ text: 'published' })
    expect(backend.calls).toHaveLength(2)
  })

  it('purge({ bypassCdnMs }) also tells the backend to read past its CDN for that long', async () => {
    const backend = new FakeBackend('sanity', 60_000, counting())
    const bypassCdnFor = vi.fn()
    const memo = new ContentMemo({ backend: Object.assign(backend, { bypassCdnFor }), now: () => 0 })
    memo.purge()
    expect(bypassCdnFor).not.toHaveBeenCalled()
    memo.purge({ bypassCdnMs: 60_000 })
    expect(bypassCdnFor).toHaveBeenCalledWith(60_000)
  })

  it('reports the backend kind', () => {
    expect(new ContentMemo({ backend: new FakeBackend('sanity', 1, counting()) }).backendKind).toBe('sanity')
    expect(new ContentMemo({ backend: new FakeBackend('embedded', 1, counting()) }).backendKind).toBe('embedded')
  })
})

describe('ContentMemo: embedded-like backend (no TTL, versioned)', () => {
  it('never refetches by time', async () => {
    let now = 0
    const backend = new FakeBackend('embedded', Number.POSITIVE_INFINITY, counting())
    const memo = new ContentMemo({ backend, now: () => now })
    await memo.read(greeting)
    now = 10 * 365 * 24 * 3600 * 1000
    expect(await memo.read(greeting)).toEqual({ text: '- #1' })
    expect(backend.calls).toHaveLength(1)
  })

  it('refetches (and waits for the new result) when the version changes', async () => {
    const backend = new FakeBackend('embedded', Number.POSITIVE_INFINITY, counting())
    const memo = new ContentMemo({ backend })
    expect(await memo.read(greeting, { slug: 'a' })).toEqual({ text: 'a #1' })
    expect(await memo.read(greeting, { slug: 'b' })).toEqual({ text: 'b #2' })

    backend.currentVersion = 'v2'
    expect(await memo.read(greeting, { slug: 'a' })).toEqual({ text: 'a #3' })
    expect(await memo.read(greeting, { slug: 'a' })).toEqual({ text: 'a #3' })
    expect(await memo.read(greeting, { slug: 'b' })).toEqual({ text: 'b #4' })
    expect(backend.calls).toHaveLength(4)
  })

  it('keeps the last good result when the reload after a version change fails', async () => {
    const log = vi.fn()
    const backend = new FakeBackend('embedded', Number.POSITIVE_INFINITY, () => ({ text: 'good' }))
    const memo = new ContentMemo({ backend, log })
    await memo.read(greeting)

    backend.currentVersion = 'v2'
    backend.handler = () => {
      throw new Error('bad seed')
    }
    expect(await memo.read(greeting)).toEqual({ text: 'good' })
    expect(log).toHaveBeenCalledWith('content: greeting failed (bad seed); serving the last good result')
  })
})

describe('ContentMemo: sanity-like backend (stale-while-revalidate)', () => {
  const TTL = 1_000

  it('serves a fresh result within the TTL without asking the backend', async () => {
    let now = 0
    const backend = new FakeBackend('sanity', TTL, counting())
    const memo = new ContentMemo({ backend, now: () => now })
    expect(await memo.read(greeting)).toEqual({ text: '- #1' })
    now = TTL - 1
    expect(await memo.read(greeting)).toEqual({ text: '- #1' })
    expect(backend.calls).toHaveLength(1)
  })

  it('after the TTL answers with the old result at once and refreshes in the background', async () => {
    let now = 0
    const backend = new FakeBackend('sanity', TTL, () => ({ text: 'old' }))
    const memo = new ContentMemo({ backend, now: () => now })
    await memo.read(greeting)

    const refresh = deferred<unknown>()
    backend.handler = () => refresh.promise
    now = TTL
    // The read resolves although the backend has not answered yet.
    expect(await memo.read(greeting)).toEqual({ text: 'old' })
    expect(backend.calls).toHaveLength(2)

    // A second stale read while the refresh runs joins it rather than starting another.
    expect(await memo.read(greeting)).toEqual({ text: 'old' })
    expect(backend.calls).toHaveLength(2)

    refresh.resolve({ text: 'new' })
    await settle()
    now = TTL + 10
    expect(await memo.read(greeting)).toEqual({ text: 'new' })
    // Fresh again, counted from when the refresh finished.
    now = 2 * TTL - 1
    expect(await memo.read(greeting)).toEqual({ text: 'new' })
    expect(backend.calls).toHaveLength(2)
  })

  it('keeps serving the last good result when a refresh fails, logs, and waits another TTL', async () => {
    let now = 0
    const log = vi.fn()
    const backend = new FakeBackend('sanity', TTL, () => ({ text: 'good' }))
    const memo = new ContentMemo({ backend, now: () => now, log })
    await memo.read(greeting)

    backend.handler = () => Promise.reject(new Error('503 Service Unavailable'))
    now = 1_500
    expect(await memo.read(greeting)).toEqual({ text: 'good' })
    await settle()
    expect(log).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith('content: greeting failed (503 Service Unavailable); serving the last good result')
    expect(backend.calls).toHaveLength(2)

    // The failure restarted the TTL: no request storm while the API is down.
    now = 1_500 + TTL - 1
    expect(await memo.read(greeting)).toEqual({ text: 'good' })
    expect(backend.calls).toHaveLength(2)

    // After another TTL it tries again, and a recovery replaces the value.
    backend.handler = () => ({ text: 'recovered' })
    now = 1_500 + TTL
    expect(await memo.read(greeting)).toEqual({ text: 'good' })
    await settle()
    expect(await memo.read(greeting)).toEqual({ text: 'recovered' })
    expect(backend.calls).toHaveLength(3)
  })

  it('treats a result that fails to parse as a failed refresh', async () => {
    let now = 0
    const log = vi.fn()
    const backend = new FakeBackend('sanity', TTL, () => ({ text: 'good' }))
    const memo = new ContentMemo({ backend, now: () => now, log })
    await memo.read(greeting)

    backend.handler = () => ({ wrong: 'shape' })
    now = TTL
    expect(await memo.read(greeting)).toEqual({ text: 'good' })
    await settle()
    expect(await memo.read(greeting)).toEqual({ text: 'good' })
    expect(log).toHaveBeenCalledWith('content: greeting failed (not a greeting); serving the last good result')
  })

  it('logs through console.warn by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let now = 0
    const backend = new FakeBackend('sanity', TTL, () => ({ text: 'good' }))
    const memo = new ContentMemo({ backend, now: () => now })
    await memo.read(greeting)
    backend.handler = () => {
      throw new Error('timeout')
    }
    now = TTL
    await memo.read(greeting)
    await settle()
    expect(warn).toHaveBeenCalledWith('content: greeting failed (timeout); serving the last good result')
  })
})

describe('ContentMemo: cold failures', () => {
  it('serves the fallback backend, parsed, when nothing was fetched before', async () => {
    const log = vi.fn()
    const backend = new FakeBackend('sanity', 60_000, () => Promise.reject(new Error('ENOTFOUND api.sanity.io')))
    const fallback = new FakeBackend('embedded', Number.POSITIVE_INFINITY, () => ({ text: 'from seed', extra: 1 }))
    const memo = new ContentMemo({ backend, fallback, log, now: () => 0 })

    expect(await memo.read(greeting, { slug: 'a' })).toEqual({ text: 'from seed' })
    expect(fallback.calls).toEqual([{ groq: greeting.groq, params: { slug: 'a' } }])
    expect(log).toHaveBeenCalledWith('content: greeting failed (ENOTFOUND api.sanity.io); serving the embedded dataset')

    // The fallback's answer is not memoized: the next read asks the real backend first.
    backend.handler = () => ({ text: 'from sanity' })
    expect(await memo.read(greeting, { slug: 'a' })).toEqual({ text: 'from sanity' })
    expect(backend.calls).toHaveLength(2)
  })

  it('rejects when the fallback fails too', async () => {
    const backend = new FakeBackend('sanity', 60_000, () => Promise.reject(new Error('down')))
    const fallback = new FakeBackend('embedded', Number.POSITIVE_INFINITY, () => ({ nope: true }))
    const memo = new ContentMemo({ backend, fallback, log: () => undefined })
    await expect(memo.read(greeting)).rejects.toThrow('not a greeting')
  })

  it('rejects with the backend error when there is no fallback, memoizing nothing', async () => {
    const log = vi.fn()
    const backend = new FakeBackend('sanity', 60_000, () => Promise.reject(new Error('down')))
    const memo = new ContentMemo({ backend, log })
    await expect(memo.read(greeting)).rejects.toThrow('down')
    expect(memo.size).toBe(0)
    expect(log).not.toHaveBeenCalled()
  })

  it('rejects when the first result does not parse', async () => {
    const backend = new FakeBackend('embedded', Number.POSITIVE_INFINITY, () => null)
    const memo = new ContentMemo({ backend })
    await expect(memo.read(greeting)).rejects.toThrow('not a greeting')
    expect(memo.size).toBe(0)
  })
})

describe('ContentMemo: bounded', () => {
  it('keeps at most maxEntries results, dropping the least recently read', async () => {
    const backend = new FakeBackend('embedded', Number.POSITIVE_INFINITY, counting())
    const memo = new ContentMemo({ backend, maxEntries: 3 })
    await memo.read(greeting, { slug: 'a' })
    await memo.read(greeting, { slug: 'b' })
    await memo.read(greeting, { slug: 'c' })
    // Reading 'a' again makes 'b' the least recently read.
    expect(await memo.read(greeting, { slug: 'a' })).toEqual({ text: 'a #1' })
    await memo.read(greeting, { slug: 'd' })
    expect(memo.size).toBe(3)
    expect(backend.calls).toHaveLength(4)
    expect(await memo.read(greeting, { slug: 'a' })).toEqual({ text: 'a #1' })
    expect(await memo.read(greeting, { slug: 'b' })).toEqual({ text: 'b #5' })
    expect(backend.calls).toHaveLength(5)
  })

  it('stays bounded under a flood of distinct parameters', async () => {
    const backend = new FakeBackend('embedded', Number.POSITIVE_INFINITY, counting())
    const memo = new ContentMemo({ backend })
    for (let index = 0; index < 2500; index += 1) await memo.read(greeting, { slug: `made-up-${index}` })
    expect(memo.size).toBe(2000)
  })
})

describe('ContentMemo: drafts (a content editor preview)', () => {
  const listQuery = query('news', '*[_type == "newsItem"]', project({ title: z.string(), description: z.string() }).list())
  const pageQuery = query('page', '*[_id == "page"][0]', project({ title: z.string() }))

  it('leaves out what is unfinished and tells of it on every read, the last reads too', async () => {
    const backend = new FakeBackend('sanity', 0, () => [
      { title: 'Done', description: 'd' },
      { title: 'Half', description: null },
    ])
    const noted: string[] = []
    const memo = new ContentMemo({
      backend,
      drafts: {
        noteGaps: (gaps) => noted.push(...gaps.map((gap) => `${gap.item}: ${gap.problems.join(', ')}`)),
        whenUnreadable: () => Promise.reject(new Error('unused')),
      },
    })
    expect(await memo.read(listQuery)).toEqual([{ title: 'Done', description: 'd' }])
    expect(await memo.read(listQuery)).toEqual([{ title: 'Done', description: 'd' }])
    expect(noted).toEqual(['“Half”: description is missing', '“Half”: description is missing'])
  })

  it('shows the published version of a draft whose own fields are unfinished, and says so', async () => {
    const backend = new FakeBackend('sanity', 0, () => ({ title: null }))
    const noted: string[] = []
    const memo = new ContentMemo({
      backend,
      drafts: {
        noteGaps: (gaps) => noted.push(...gaps.flatMap((gap) => gap.problems)),
        whenUnreadable: async <T>() => ({ title: 'Published' }) as T,
      },
    })
    expect(await memo.read(pageQuery)).toEqual({ title: 'Published' })
    expect(noted).toEqual(['title is missing', 'the published version is shown until then'])
  })

  it('published content keeps its strict check: an unfinished document is an error', async () => {
    const memo = new ContentMemo({ backend: new FakeBackend('embedded', Number.POSITIVE_INFINITY, () => [{ title: 'Half', description: null }]) })
    await expect(memo.read(listQuery)).rejects.toThrow()
  })
})
