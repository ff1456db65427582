import { describe, expect, it } from 'vitest'

// What editors read in the Studio is the business's words, and the developer tools are the
// developers' (studio/developer-tools.ts).

// Loaded by paths in variables: the Studio's code is type-checked in its own project (tsc -p studio).
const STUDIO_SCHEMA = '../../studio/schemas/index.ts'
const DEVELOPER_TOOLS = '../../studio/developer-tools.ts'

interface Field {
  name: string
  title?: string
  fields?: Field[]
  of?: Field[]
}
interface SchemaType extends Field {
  orderings?: Array<{ title: string }>
}

/** Every title an editor reads: types, fields (nested), list orderings. */
function titles(type: SchemaType): string[] {
  const walk = (field: Field): string[] => [field.title ?? '', ...(field.fields ?? []).flatMap(walk), ...(field.of ?? []).flatMap(walk)]
  return [...walk(type), ...(type.orderings ?? []).map((ordering) => ordering.title)].filter(Boolean)
}

describe('Studio words', () => {
  it("no title an editor reads is a developer's word", async () => {
    const { schemaTypes } = (await import(/* @vite-ignore */ STUDIO_SCHEMA)) as { schemaTypes: SchemaType[] }
    const developerWords = /utm_|\bids?\b|millisecond|lead variation|lead source/i
    const found = schemaTypes.flatMap((type) =>
      titles(type)
        .filter((title) => developerWords.test(title))
        .map((title) => `${type.name}: ${title}`),
    )
    expect(found).toEqual([])
  })

  it('Vision is listed for administrators and developers only', async () => {
    const { toolsForRoles } = (await import(/* @vite-ignore */ DEVELOPER_TOOLS)) as {
      toolsForRoles: (tools: Array<{ name: string }>, roles: Array<{ name: string }>) => Array<{ name: string }>
    }
    const tools = [{ name: 'structure' }, { name: 'presentation' }, { name: 'leads' }, { name: 'vision' }]
    const names = (roles: string[]) =>
      toolsForRoles(
        tools,
        roles.map((name) => ({ name })),
      ).map((tool) => tool.name)
    expect(names(['editor'])).toEqual(['structure', 'presentation', 'leads'])
    expect(names(['contributor', 'viewer'])).toEqual(['structure', 'presentation', 'leads'])
    expect(names(['administrator'])).toContain('vision')
    expect(names(['developer'])).toContain('vision')
  })
})
