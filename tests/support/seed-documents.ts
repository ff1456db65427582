// The embedded dataset's documents as they are stored, read by id or type, so a test says what a
// visitor must see for the content the site serves instead of copying that content's words and
// figures (an editor's change to the seed then changes what the test expects, not its verdict).
import { readFileSync } from 'node:fs'

export interface SeedDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

const documents: SeedDocument[] = readFileSync('seed/production.ndjson', 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as SeedDocument)

/** The seed's document of this id, typed as far as the test reads it. */
export function seedDocument<T extends object>(id: string): T & SeedDocument {
  const found = documents.find((document) => document._id === id)
  if (!found) throw new Error(`The seed has no document "${id}"`)
  return found as T & SeedDocument
}

/** Every seed document of a type, in the dataset's order. */
export function seedDocumentsOf<T extends object>(type: string): Array<T & SeedDocument> {
  return documents.filter((document) => document._type === type) as Array<T & SeedDocument>
}
