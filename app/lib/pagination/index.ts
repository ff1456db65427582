// Page-numbered lists (the Newsroom): which page a URL asks for, the slice of items it shows and
// the links of its pager. Pure and browser-safe; the page number lives in the URL (?page=2) so
// every page is linkable, crawlable and works without JavaScript.

/** The query parameter holding the page number. */
export const PAGE_PARAM = 'page'

/** A page number as written in a URL: 1, 2, … (no sign, no leading zero, no decimals, no exponent). */
const PAGE_NUMBER = /^[1-9][0-9]{0,8}$/

/** How many pages `total` items fill at `pageSize` a page; an empty list still has its page 1. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`page size must be a positive integer, got ${pageSize}`)
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize))
}

/**
 * The page a URL asks for: 1 without the parameter, the number when it is one well-formed value
 * within 1..count, else null (the route answers 404). `?page=0`, `-1`, `abc`, `2.5`, `1e1`, `02`,
 * an empty value, a repeated parameter and anything past the last page are all null.
 */
export function requestedPage(search: URLSearchParams, count: number): number | null {
  const values = search.getAll(PAGE_PARAM)
  if (values.length === 0) return 1
  if (values.length > 1) return null
  const [raw = ''] = values
  if (!PAGE_NUMBER.test(raw)) return null
  const page = Number(raw)
  return page <= count ? page : null
}

/** The items of one page (1-based). */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize
  return items.slice(start, start + pageSize)
}

/** The address of a page of the list at `path`: page 1 is the bare path (one canonical URL). */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?${PAGE_PARAM}=${page}`
}

export type PagerEntry = { type: 'page'; page: number; current: boolean } | { type: 'gap'; key: string }

export interface PagerOptions {
  /** Pages shown either side of the current one. */
  siblings?: number
  /** Pages always shown at each end. */
  boundaries?: number
}

/**
 * The numbered entries of a pager: the first and last `boundaries` pages, the current page with
 * `siblings` either side, and one dots marker ('gap') for each run of pages left out.
 *
 * The defaults (no siblings, one boundary) keep a pager at five entries at most, so with the
 * previous and next buttons it fits a 320 px phone with 44 px targets: 1 … 5 … 10. With three
 * pages every page is shown: dots never stand for one page alone.
 */
export function pagerEntries(current: number, count: number, { siblings = 0, boundaries = 1 }: PagerOptions = {}): PagerEntry[] {
  const last = Math.max(1, Math.floor(count))
  const page = Math.min(Math.max(1, Math.floor(current)), last)
  const kept = (candidate: number) => candidate <= boundaries || candidate > last - boundaries || Math.abs(candidate - page) <= siblings
  // Dots never stand for a single page: that page is shown instead (1 2 3, never 1 … 3), which
  // takes no more room and leaves no page unreachable by its number.
  const shown = (candidate: number) => kept(candidate) || (candidate > 1 && candidate < last && kept(candidate - 1) && kept(candidate + 1))
  const entries: PagerEntry[] = []
  for (let candidate = 1; candidate <= last; candidate += 1) {
    if (shown(candidate)) entries.push({ type: 'page', page: candidate, current: candidate === page })
    else if (entries.at(-1)?.type !== 'gap') entries.push({ type: 'gap', key: `gap-after-${candidate - 1}` })
  }
  return entries
}
