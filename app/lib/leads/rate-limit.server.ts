// Per-visitor (IP) limit on lead posts: a sliding window, so a burst cannot reset at a boundary.
// In memory on purpose: one server process, and a lost window after a restart costs nothing.

export interface RateLimitResult {
  allowed: boolean
  /** Seconds until the next post would be allowed; 0 when allowed. */
  retryAfterSeconds: number
}

export interface RateLimiterOptions {
  /** Posts allowed per window (default 5). */
  limit?: number
  /** Window length in ms (default 10 minutes). */
  windowMs?: number
  /** Keys kept at most; the least recently seen go first (default 10,000). */
  maxKeys?: number
  /** Clock in ms, for tests. */
  now?: () => number
}

export interface RateLimiter {
  /** Counts a post for `key` if the window has room; a refused post is not counted. */
  consume(key: string): RateLimitResult
  /** Keys currently held (for tests and monitoring). */
  readonly size: number
  clear(): void
}

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const limit = options.limit ?? 5
  const windowMs = options.windowMs ?? 10 * 60_000
  const maxKeys = options.maxKeys ?? 10_000
  const now = options.now ?? Date.now
  if (!(limit >= 1) || !(windowMs > 0) || !(maxKeys >= 1)) throw new Error('rate limiter: limit, windowMs and maxKeys must be positive')

  // key -> times of the counted posts, oldest first (at most `limit` of them). A Map keeps
  // insertion order and a counted post re-inserts its key, so keys are ordered by their newest
  // post and the first key is the one seen least recently.
  const hits = new Map<string, number[]>()

  function evict(at: number): void {
    // Expired keys first (cheap: stop at the first key still in its window, as order is by recency).
    for (const [key, times] of hits) {
      const newest = times[times.length - 1]
      if (newest !== undefined && newest > at - windowMs) break
      hits.delete(key)
    }
    // Still full (many distinct visitors in one window): drop the least recently seen.
    while (hits.size >= maxKeys) {
      const oldest = hits.keys().next().value
      if (oldest === undefined) break
      hits.delete(oldest)
    }
  }

  return {
    consume(key) {
      const at = now()
      const times = (hits.get(key) ?? []).filter((time) => time > at - windowMs)
      if (times.length >= limit) {
        // Refused: the key keeps its place (ordered by its newest counted post).
        hits.set(key, times)
        const oldest = times[0] ?? at
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) }
      }
      hits.delete(key)
      if (hits.size >= maxKeys) evict(at)
      times.push(at)
      hits.set(key, times)
      return { allowed: true, retryAfterSeconds: 0 }
    },
    get size() {
      return hits.size
    },
    clear() {
      hits.clear()
    },
  }
}
