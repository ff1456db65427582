import type { ContentBackend, QueryParams } from './backends.server'

// Memoized content reads: a page render costs a Map lookup, not a query. Results are kept per
// (query name, params). Embedded results live until the seed file changes; Sanity results are
// served stale while a background refetch runs (stale-while-revalidate), and when a fetch fails
// the last good result is served.

interface Entry {
  value: unknown
  version: string
  fetchedAt: number
}

export interface MemoOptions {
  backend: ContentBackend
  /** Used when the backend fails and nothing was fetched before (a cold start with Sanity down). */
  fallback?: ContentBackend
  log?: (message: string) => void
  now?: () => number
  /**
   * Results kept at most; the least recently read go first. Visitors choose some parameters
   * (a slug in the URL), so without a bound a crawl of made-up paths would grow memory forever.
   */
  maxEntries?: number
}

export interface MemoizedQuery<T> {
  name: string
  groq: string
  parse: (raw: unknown) => T
}

export class ContentMemo {
  private readonly entries = new Map<string, Entry>()
  private readonly inFlight = new Map<string, Promise<unknown>>()
  /** Counts purges: a fetch that started before the latest one answers its readers but is not kept. */
  private generation = 0
  private readonly now: () => number
  private readonly log: (message: string) => void

  constructor(private readonly options: MemoOptions) {
    this.now = options.now ?? Date.now
    this.log = options.log ?? ((message) => console.warn(message))
  }

  get backendKind(): ContentBackend['kind'] {
    return this.options.backend.kind
  }

  /**
   * Drops every memoized result: the next read of each query goes to the backend, past its CDN
   * for `bypassCdnMs` (a publish webhook: the CDN may still serve the old document). A fetch under
   * way may bring the content from before the publish: later reads do not wait for it, and what
   * it brings is not kept.
   */
  purge({ bypassCdnMs = 0 }: { bypassCdnMs?: number } = {}): void {
    this.generation++
    this.entries.clear()
    this.inFlight.clear()
    if (bypassCdnMs > 0) this.options.backend.bypassCdnFor?.(bypassCdnMs)
  }

  get size(): number {
    return this.entries.size
  }

  async read<T>(query: MemoizedQuery<T>, params: QueryParams = {}): Promise<T> {
    const key = `${query.name}\u0000${JSON.stringify(params)}`
    const { backend } = this.options
    const version = backend.version()
    const entry = this.entries.get(key)
    if (entry && entry.version === version) {
      this.touch(key, entry)
      if (this.now() - entry.fetchedAt < backend.ttlMs) return entry.value as T
      // A backend that is never fresh (preview reads drafts as they are typed): wait for the
      // fetch; the last good result still covers a failure.
      if (backend.ttlMs === 0) return (await this.refresh(key, query, params, version)) as T
      // Stale: answer now, refresh behind the scenes.
      void this.refresh(key, query, params, version).catch(() => undefined)
      return entry.value as T
    }
    return (await this.refresh(key, query, params, version)) as T
  }

  private refresh<T>(key: string, query: MemoizedQuery<T>, params: QueryParams, version: string): Promise<unknown> {
    const running = this.inFlight.get(key)
    if (running) return running
    const generation = this.generation
    const current = () => generation === this.generation
    const work: Promise<unknown> = this.fetchParsed(query, params)
      .then((value) => {
        if (current()) this.store(key, { value, version, fetchedAt: this.now() })
        return value
      })
      .catch(async (error: unknown) => {
        const last = this.entries.get(key)
        const reason = error instanceof Error ? error.message : String(error)
        if (last) {
          this.log(`content: ${query.name} failed (${reason}); serving the last good result`)
          // Try again after another TTL rather than on every request while the API is down.
          if (current()) this.entries.set(key, { ...last, fetchedAt: this.now() })
          return last.value
        }
        if (this.options.fallback) {
          this.log(`content: ${query.name} failed (${reason}); serving the embedded dataset`)
          return query.parse(await this.options.fallback.fetch(query.groq, params))
        }
        throw error
      })
      .finally(() => {
        if (this.inFlight.get(key) === work) this.inFlight.delete(key)
      })
    this.inFlight.set(key, work)
    return work
  }

  /** Marks an entry as just read (Map order is the recency order). */
  private touch(key: string, entry: Entry): void {
    this.entries.delete(key)
    this.entries.set(key, entry)
  }

  private store(key: string, entry: Entry): void {
    this.touch(key, entry)
    const max = this.options.maxEntries ?? 2000
    while (this.entries.size > max) this.entries.delete(this.entries.keys().next().value as string)
  }

  private async fetchParsed<T>(query: MemoizedQuery<T>, params: QueryParams): Promise<T> {
    return query.parse(await this.options.backend.fetch(query.groq, params))
  }
}
