// Writes seed/production.ndjson from the modules in seed/source/: one document per line, in a
// stable order. The .ndjson file is committed and is what both the embedded backend and
// `sanity dataset import` read; a unit test fails when it is out of date with its sources.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { buildSeedDocuments } from './documents.mjs'

const target = fileURLToPath(new URL('./production.ndjson', import.meta.url))

export function renderSeed(documents) {
  return documents.map((document) => JSON.stringify(document)).join('\n') + '\n'
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const documents = await buildSeedDocuments()
  writeFileSync(target, renderSeed(documents))
  console.log(`wrote ${documents.length} documents to seed/production.ndjson`)
}
