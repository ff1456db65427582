// When to try again after a failure (a lead's delivery, a lost database connection): exponential
// backoff with full jitter (a uniformly random wait between 0 and base * 2^(n-1), capped). The
// randomness spreads retries after an outage of the sheet, the mail server or the database, so a
// backlog, or every node at once, does not hit it again in lock-step.

export interface BackoffOptions {
  /** Ceiling of the first wait, in ms. */
  baseMs: number
  /** Largest ceiling, in ms. */
  capMs: number
  /** A number in [0, 1), for tests. */
  random?: () => number
}

/** The ceiling of the wait after `attempts` failed tries (1 for the first failure). */
export function backoffCeilingMs(attempts: number, { baseMs, capMs }: BackoffOptions): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 52)
  return Math.min(capMs, baseMs * 2 ** exponent)
}

/** The wait in ms before the next try, after `attempts` failed tries: in [0, ceiling]. */
export function backoffDelayMs(attempts: number, options: BackoffOptions): number {
  const value = (options.random ?? Math.random)()
  // A broken random source errs on the side of waiting (never a tight retry loop).
  const draw = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 1
  return Math.round(draw * backoffCeilingMs(attempts, options))
}
