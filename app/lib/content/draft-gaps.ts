import type { z } from 'zod'

// Reading drafts as far as they go. A content editor's preview reads drafts, and a draft is
// unfinished by nature: a news item with only its headline, a fare row with a date and no
// amounts. The public site refuses content its checks refuse (a page is better missing than
// wrong); the preview instead leaves out the list items its checks refuse, the smallest that
// holds the problem (the fare row, not the offer page), and says what it left out and why, so one
// editor's half-typed draft never breaks every editor's preview (ADR 40).

/** What the preview left out: the item, named as an editor knows it, and what it lacks. */
export interface DraftGap {
  /** e.g. `News item “Disney Adventure opens”` or `“3 Night Penang Cruise”, fare row 6`. */
  item: string
  /** e.g. `description is missing`, one per field. */
  problems: string[]
}

/** Adds `gaps` to `into`: each item once, with each of its problems once (reads, loaders and the bar all merge so). */
export function addDraftGaps(into: Map<string, DraftGap>, gaps: readonly DraftGap[]): void {
  for (const gap of gaps) {
    const known = into.get(gap.item)
    if (!known) into.set(gap.item, { item: gap.item, problems: [...gap.problems] })
    else for (const problem of gap.problems) if (!known.problems.includes(problem)) known.problems.push(problem)
  }
}

export type LeftOut<T> = { ok: true; value: T; gaps: DraftGap[] } | { ok: false; gaps: DraftGap[] }

type Path = ReadonlyArray<PropertyKey>
type Holder = Record<PropertyKey, unknown>

const NAME_FIELDS = ['title', 'headline', 'name', 'heading', 'label', 'question'] as const

function nameOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined
  for (const field of NAME_FIELDS) {
    const name = (value as Holder)[field]
    if (typeof name === 'string' && name.trim()) return name.trim()
  }
  return undefined
}

/** 'startingPrice' → 'starting price'; a path of fields → 'fare › cruise fare'. */
function fieldWords(path: Path): string {
  const words = path.filter((key): key is string => typeof key === 'string').map((key) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
  return words.length > 0 ? words.join(' › ') : 'its value'
}

function typeWords(type: unknown): string | undefined {
  if (typeof type !== 'string' || type === '') return undefined
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** 'fares' → 'fare row'; 'items' → 'item'; anything else → singular-ish of its name. */
function rowWords(listName: PropertyKey | undefined): string {
  if (typeof listName !== 'string') return 'item'
  const words = fieldWords([listName])
  if (words === 'fares') return 'fare row'
  return words.endsWith('s') ? words.slice(0, -1) : words
}

function problemWords(issue: z.core.$ZodIssue, rest: Path): string {
  const field = fieldWords(rest)
  if (issue.code === 'invalid_type' && /received (null|undefined)/.test(issue.message)) return `${field} is missing`
  return `${field}: ${issue.message.replace(/^Invalid input: /, '').toLowerCase()}`
}

interface Cut {
  list: unknown[]
  index: number
  gap: DraftGap
}

/**
 * Where an issue can be cut out: the deepest list item on its path, named by itself or by the
 * nearest named thing above it. Undefined when no list item holds it (a page's own field).
 */
function cutFor(data: unknown, issue: z.core.$ZodIssue): Cut | undefined {
  const path = issue.path
  let found: { list: unknown[]; index: number; at: number } | undefined
  let node: unknown = data
  const ancestors: unknown[] = []
  for (let at = 0; at < path.length; at++) {
    const key = path[at]!
    if (Array.isArray(node) && typeof key === 'number') found = { list: node, index: key, at }
    ancestors.push(node)
    if (!node || typeof node !== 'object') break
    node = (node as Holder)[key as PropertyKey]
  }
  if (!found) return undefined
  const element = found.list[found.index]
  const elementName = nameOf(element)
  const type = typeWords(element && typeof element === 'object' ? (element as Holder)._type : undefined)
  let item: string
  if (elementName) item = type ? `${type} “${elementName}”` : `“${elementName}”`
  else {
    // A row of something named: say whose row it is.
    const owner = ancestors
      .slice(0, found.at)
      .map(nameOf)
      .filter((name): name is string => name !== undefined)
      .pop()
    const row = `${type ? type.toLowerCase() : rowWords(path[found.at - 1])} ${found.index + 1}`
    item = owner ? `“${owner}”, ${row}` : row.charAt(0).toUpperCase() + row.slice(1)
  }
  return { list: found.list, index: found.index, gap: { item, problems: [problemWords(issue, path.slice(found.at + 1))] } }
}

/**
 * `raw` checked by `schema`, leaving out each list item that fails the check (and saying so), until
 * what is left passes. Not ok when a failure is in no list item: the caller shows the published
 * version instead. `raw` itself is never changed.
 */
export function parseLeavingOut<T>(schema: z.ZodType<T>, raw: unknown, maxRounds = 20): LeftOut<T> {
  const data: unknown = structuredClone(raw)
  const gaps = new Map<string, DraftGap>()
  const note = (gap: DraftGap) => addDraftGaps(gaps, [gap])
  for (let round = 0; round < maxRounds; round++) {
    const checked = schema.safeParse(data)
    if (checked.success) return { ok: true, value: checked.data, gaps: [...gaps.values()] }
    const cuts = new Map<unknown[], Set<number>>()
    let stuck = false
    for (const issue of checked.error.issues) {
      const cut = cutFor(data, issue)
      if (!cut) {
        stuck = true
        note({ item: nameOf(data) ? `“${nameOf(data)}”` : 'This page', problems: [problemWords(issue, issue.path)] })
        continue
      }
      note(cut.gap)
      const indexes = cuts.get(cut.list) ?? new Set<number>()
      indexes.add(cut.index)
      cuts.set(cut.list, indexes)
    }
    if (stuck) return { ok: false, gaps: [...gaps.values()] }
    for (const [list, indexes] of cuts) for (const index of [...indexes].sort((a, b) => b - a)) list.splice(index, 1)
  }
  return { ok: false, gaps: [...gaps.values()] }
}
