import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { renderSeed } from '../../seed/build.mjs'
import { buildSeedDocuments } from '../../seed/documents.mjs'

const SEED = fileURLToPath(new URL('../../seed/production.ndjson', import.meta.url))
const STALE = 'seed/production.ndjson is out of date with seed/source/*.mjs: run `node seed/build.mjs`'

interface SeedDocument {
  _id: string
  _type: string
}

describe('seed/production.ndjson', () => {
  it('is up to date with its sources', async () => {
    const expected: string = renderSeed(await buildSeedDocuments())
    const actual = readFileSync(SEED, 'utf8')
    if (actual !== expected) {
      // Name the first differing line, so the failure says what changed.
      const actualLines = actual.split('\n')
      const expectedLines = expected.split('\n')
      const line = expectedLines.findIndex((text, index) => text !== actualLines[index])
      expect.fail(`${STALE}\n(first difference at line ${line + 1}; ${actualLines.length - 1} lines on disk, ${expectedLines.length - 1} expected)`)
    }
    expect(actual).toBe(expected)
  })

  it('renders one JSON document per line with a final newline', async () => {
    const documents = (await buildSeedDocuments()) as SeedDocument[]
    const text: string = renderSeed(documents)
    expect(text.endsWith('\n')).toBe(true)
    const lines = text.slice(0, -1).split('\n')
    expect(lines).toHaveLength(documents.length)
    expect(lines.map((line) => JSON.parse(line) as SeedDocument)).toEqual(documents)
  })

  it('has unique ids, the expected documents, and one draft (an unpublished deal, for preview)', async () => {
    const documents = (await buildSeedDocuments()) as SeedDocument[]
    const ids = documents.map((document) => document._id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.filter((id) => id.startsWith('drafts.'))).toEqual(['drafts.deal-singapore-anthem-2n-draft'])
    expect(ids).not.toContain('deal-singapore-anthem-2n-draft')
    const counts: Record<string, number> = {}
    for (const { _type } of documents) counts[_type] = (counts[_type] ?? 0) + 1
    expect(counts).toMatchObject({ siteSettings: 1, offerPage: 2, blogPost: 11 })
  })
})
