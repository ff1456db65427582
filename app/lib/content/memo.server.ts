import type { ContentBackend, QueryParams } from './backends.server'
import type { DraftGap, LeftOut } from './draft-gaps'

// Memoized content reads: a page render costs a Map lookup, not a query. Results are kept per
// (query name, params). Embedded results live until the seed file changes; Sanity results are
// served stale while a background refetch runs (stale-while-revalidate), and when a fetch fails
// the last good result is served.

interface Entry {
  value: unknown
  /** What a drafts read left out of the value (draft-gaps.ts); none for published content. */
  gaps: DraftGap[]
  version: string
  fetchedAt: number
}

type Read = Pick<Entry, 'value' | 'gaps'>

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
  /**
   * Drafts (a content editor's preview): each result leaves out the list items its check refuses
   * and tells `noteGaps` on every read; a result it cannot make whole that way is
   * `whenUnreadable`'s (the published version) instead of an error.
   */
  drafts?: {
    noteGaps: (gaps: readonly DraftGap[]) => void
    whenUnreadable: <T>(query: MemoizedQuery<T>, params: QueryParams) => Promise<T>
  }
}

export interface MemoizedQuery<T> {
  name: string
  groq: string
  parse: (raw: unknown) => T
  parseLeavingOut?: (raw: unknown) => LeftOut<T>
}

export class ContentMemo {
  private readonly entries = new Map<string, Entry>()
  private readonly inFlight = new Map<string, Promise<Read>>()
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
    let read: Read
    if (entry && entry.version === version) {
      this.touch(key, entry)
      if (this.now() - entry.fetchedAt < backend.ttlMs) read = entry
      // A backend that is never fresh (preview reads drafts as they are typed): wait for the
      // fetch; the last good result still covers a failure.
      else if (backend.ttlMs === 0) read = await this.refresh(key, query, params, version)
      else {
        // Stale: answer now, refresh behind the scenes.
        void this.refresh(key, query, params, version).catch(() => undefined)
        read = entry
      }
    } else read = await this.refresh(key, query, params, version)
    if (read.gaps.length > 0) this.options.drafts?.noteGaps(read.gaps)
    return read.value as T
  }

  private refresh<T>(key: string, query: MemoizedQuery<T>, params: QueryParams, version: string): Promise<Read> {
    const running = this.inFlight.get(key)
    if (running) return running
    const generation = this.generation
    const current = () => generation === this.generation
    const work: Promise<Read> = this.fetchParsed(query, params)
      .then((read) => {
        if (current()) this.store(key, { ...read, version, fetchedAt: this.now() })
        return read
      })
      .catch(async (error: unknown) => {
        const last = this.entries.get(key)
        const reason = error instanceof Error ? error.message : String(error)
        if (last) {
          this.log(`content: ${query.name} failed (${reason}); serving the last good result`)
          // Try again after another TTL rather than on every request while the API is down.
          if (current()) this.entries.set(key, { ...last, fetchedAt: this.now() })
          return last
        }
        if (this.options.fallback) {
          this.log(`content: ${query.name} failed (${reason}); serving the embedded dataset`)
          return { value: query.parse(await this.options.fallback.fetch(query.groq, params)), gaps: [] }
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

  private async fetchParsed<T>(query: MemoizedQuery<T>, params: QueryParams): Promise<Read> {
    const raw = await this.options.backend.fetch(query.groq, params)
    const { drafts } = this.options
    if (!drafts || !query.parseLeavingOut) return { value: query.parse(raw), gaps: [] }
    const read = query.parseLeavingOut(raw)
    if (read.ok) return read
    // A draft whose own fields (not a list item) fail the check: its published version, and why.
    const gaps = read.gaps.map((gap) => ({ item: gap.item, problems: [...gap.problems, 'the published version is shown until then'] }))
    return { value: await drafts.whenUnreadable(query, params), gaps }
  }
}
