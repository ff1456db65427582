import { describe, expect, it } from 'vitest'

// Every field of a type with tabs (groups) sits in one of its tabs: a field without one shows only
// under "All fields", where an editor who opens the first tab never finds it.

interface Grouped {
  name: string
  groups?: Array<{ name: string; default?: boolean }>
  fields?: Array<{ name: string; group?: string | string[]; hidden?: unknown }>
}

// Loaded by a path held in a variable: the Studio's schema is type-checked in its own project
// (`tsc -p studio`, with the Studio's copy of sanity), not in the site's.
const STUDIO_SCHEMA = '../../studio/schemas/index.ts'
const { schemaTypes } = (await import(/* @vite-ignore */ STUDIO_SCHEMA)) as { schemaTypes: Grouped[] }
const withTabs = schemaTypes.filter((type) => (type.groups?.length ?? 0) > 0)

describe('Studio tabs', () => {
  it('the schema has types with tabs to check', () => {
    expect(withTabs.length).toBeGreaterThan(10)
  })

  it.each(withTabs.map((type) => [type.name, type] as const))('%s: every field is in one of its tabs, and one tab opens first', (_name, type) => {
    const tabs = new Set(type.groups!.map((group) => group.name))
    const outside = (type.fields ?? [])
      // A field no editor ever sees (the drag order's rank) needs no tab.
      .filter((field) => field.hidden !== true)
      .filter((field) => {
        const groups = field.group === undefined ? [] : Array.isArray(field.group) ? field.group : [field.group]
        return groups.length === 0 || groups.some((group) => !tabs.has(group))
      })
      .map((field) => field.name)
    expect(outside).toEqual([])
    expect(type.groups!.filter((group) => group.default).length).toBe(1)
  })
})
