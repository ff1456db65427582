#!/usr/bin/env node
// `node scripts/migrate-departures.mjs EXPORT.ndjson [--write OUT.ndjson]`: turns each deal's typed
// `dates` text ("Jan 09, Feb 13, Mar 13 2026", "Every Friday, Jan – Jun 2026") into structured
// `departures` (studio/schemas/objects/departures.ts). A dry run by default: it prints what it would
// change and what it cannot read. With --write it writes the converted dataset, for
// `sanity dataset import OUT.ndjson production --replace` (README: "Moving a dataset to departures").
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { parseDeparturesText } from './lib/departures-text.mjs'

/** The dataset with every readable deal converted, and a line per change and per problem. */
export function migrateDocuments(documents) {
  const changes = []
  const problems = []
  const migrated = documents.map((document) => {
    if (document._type !== 'deal' || typeof document.dates !== 'string' || document.departures) return document
    const departures = parseDeparturesText(document.dates)
    if (!departures) {
      problems.push(`${document._id}: cannot read "${document.dates}"; give its departures in the Studio`)
      return document
    }
    changes.push(`${document._id}: "${document.dates}" -> ${JSON.stringify(departures)}`)
    const { dates: _typed, ...rest } = document
    return { ...rest, departures: { _type: 'departures', ...departures } }
  })
  return { documents: migrated, changes, problems }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { write: { type: 'string' } } })
  const [input] = positionals
  if (!input) {
    console.error('Usage: node scripts/migrate-departures.mjs EXPORT.ndjson [--write OUT.ndjson]')
    process.exit(2)
  }
  const documents = readFileSync(input, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
  const { documents: migrated, changes, problems } = migrateDocuments(documents)
  for (const line of changes) console.log(`  ${line}`)
  for (const line of problems) console.error(`✖ ${line}`)
  console.log(
    `${changes.length} deal${changes.length === 1 ? '' : 's'} to convert, ${problems.length} unreadable${values.write ? '' : ' (dry run: nothing written)'}`,
  )
  if (values.write) {
    writeFileSync(values.write, `${migrated.map((document) => JSON.stringify(document)).join('\n')}\n`)
    console.log(`wrote ${values.write}`)
  }
  process.exit(problems.length > 0 ? 1 : 0)
}
