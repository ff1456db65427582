import type { CampaignResolution } from '~/lib/campaign'

/**
 * Shaped home views kept for reuse (ADR 15). A view is a function of content reads, the visitor's
 * currency, the campaign in effect and the month; the content door hands out the same object for
 * a read until its content changes (a publish, the seed file, a draft in preview), so a view is
 * kept per (those objects, by identity, and those values), and new content makes a new key.
 * At most `maxViews` are kept, the oldest dropped first: superseded content's views go that way.
 */
export class ViewMemo<View> {
  private readonly ids = new WeakMap<object, number>()
  private nextId = 0
  private readonly views = new Map<string, View>()

  constructor(private readonly maxViews = 64) {}

  /** The view for these sources and values, shaped by `shape` only the first time. */
  get(sources: readonly unknown[], values: readonly string[], shape: () => View): View {
    const key = viewKey(sources, values, this.idOf)
    const kept = this.views.get(key)
    if (kept !== undefined) return kept
    const view = shape()
    if (this.views.size >= this.maxViews) {
      const oldest = this.views.keys().next().value
      if (oldest !== undefined) this.views.delete(oldest)
    }
    this.views.set(key, view)
    return view
  }

  get size(): number {
    return this.views.size
  }

  private readonly idOf = (value: object): number => {
    let id = this.ids.get(value)
    if (id === undefined) {
      id = ++this.nextId
      this.ids.set(value, id)
    }
    return id
  }
}

/**
 * A memo key: each object source by its identity (`idOf`), anything else by its value, then the
 * plain values. Two keys are equal only for the same objects and the same values.
 */
export function viewKey(sources: readonly unknown[], values: readonly string[], idOf: (value: object) => number): string {
  const parts = sources.map((source) =>
    typeof source === 'object' && source !== null ? `#${idOf(source)}` : `=${JSON.stringify(source) ?? 'undefined'}`,
  )
  return JSON.stringify([parts, values])
}

/** The campaign part of a home view's key: what resolveCampaign decided, never the raw utm value. */
export const campaignKey = (resolution: CampaignResolution): string => `${resolution.status}:${resolution.campaign?._id ?? ''}`

/** The month part (the native search offers this month and the next eleven, in UTC). */
export const monthKey = (now: Date): string => `${now.getUTCFullYear()}-${now.getUTCMonth() + 1}`
