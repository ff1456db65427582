// @ts-check
// Checks over a dataset file (ndjson) that need no schema and no network: ids, references,
// slugs, array keys and the image files that `sanity dataset import` would upload.
// Pure functions (apart from the file-existence probe you pass in), unit-tested in
// tests/unit/validate-content.test.ts and run by scripts/validate-content.mjs before the
// Sanity CLI validates the same file against the schema.

import path from 'node:path'

// The types staff order by dragging, and those routed at "/{slug}" (one namespace of slugs), are
// the content model's lists (Node reads its TypeScript as is).
import { DRAG_ORDERED_TYPES, ROOT_ROUTED_TYPES } from '../../content-model/vocabulary.ts'

/**
 * @typedef {'error' | 'warning'} Level
 * @typedef {string | number | { _key: string }} PathSegment
 * @typedef {{
 *   level: Level,
 *   documentId: string,
 *   documentType?: string,
 *   path: PathSegment[],
 *   message: string,
 *   source: string,
 * }} Problem
 * @typedef {Record<string, unknown> & { _id?: unknown, _type?: unknown }} SanityDocument
 * @typedef {{ documents: SanityDocument[], lines: number[], problems: Problem[] }} ParsedFile
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Parses ndjson text: one JSON document per non-empty line. Lines that are not JSON objects are
 * reported with their line number (as the document id, since there is none to name).
 * @param {string} text
 * @returns {ParsedFile}
 */
export function parseNdjson(text) {
  /** @type {SanityDocument[]} */
  const documents = []
  /** @type {number[]} */
  const lines = []
  /** @type {Problem[]} */
  const problems = []
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim()
    if (trimmed === '') return
    const where = `line ${index + 1}`
    try {
      const value = JSON.parse(trimmed)
      if (!isRecord(value)) throw new Error('not a JSON object')
      documents.push(value)
      lines.push(index + 1)
    } catch (error) {
      problems.push({
        level: 'error',
        documentId: where,
        path: [],
        message: `Not a JSON document: ${error instanceof Error ? error.message : String(error)}`,
        source: 'file',
      })
    }
  })
  return { documents, lines, problems }
}

/**
 * Calls `visit` for every value inside `value`, with its path (Sanity style: keyed array items
 * are addressed by `{_key}`, others by index).
 * @param {unknown} value
 * @param {(value: unknown, path: PathSegment[]) => void} visit
 * @param {PathSegment[]} [at]
 */
function walk(value, visit, at = []) {
  visit(value, at)
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const segment = isRecord(item) && typeof item._key === 'string' ? { _key: item._key } : index
      walk(item, visit, [...at, segment])
    })
  } else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) walk(child, visit, [...at, key])
  }
}

/**
 * Formats a path the way GROQ and Sanity write it: `navigation[_key=="home"].label`, `links[0]`.
 * @param {PathSegment[]} segments
 */
export function formatPath(segments) {
  let out = ''
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`
    else if (typeof segment === 'string') out += out === '' ? segment : `.${segment}`
    else out += `[_key==${JSON.stringify(segment._key)}]`
  }
  return out
}

/** @param {Problem} problem */
export function formatProblem(problem) {
  const symbol = problem.level === 'error' ? '✖ error' : '⚠ warning'
  const type = problem.documentType ? ` (${problem.documentType})` : ''
  const field = problem.path.length > 0 ? ` ${formatPath(problem.path)}:` : ':'
  return `${symbol} ${problem.documentId}${type}${field} ${problem.message}`
}

/**
 * The file an `_sanityAsset` value points at, e.g. "image@file://./images/logo.svg" relative to
 * the directory of the dataset file (where `sanity dataset import` looks). Remote (http) assets
 * and unknown forms give `undefined`.
 * @param {string} pointer
 * @param {string} baseDir
 */
function resolveAssetPointer(pointer, baseDir) {
  const match = /^(image|file)@file:\/\/(.+)$/.exec(pointer)
  if (!match || match[2] === undefined) return undefined
  const target = match[2]
  return path.isAbsolute(target) ? target : path.resolve(baseDir, target)
}

/**
 * @param {SanityDocument} document
 * @returns {{ id: string, type: string | undefined }}
 */
const describe = (document) => ({
  id: typeof document._id === 'string' ? document._id : '(no _id)',
  type: typeof document._type === 'string' ? document._type : undefined,
})

/**
 * All schema-free checks over the documents of one file.
 * @param {SanityDocument[]} documents
 * @param {{ baseDir: string, fileExists: (file: string) => boolean, rootRoutedTypes?: string[] }} options
 * @returns {Problem[]}
 */
export function checkDocuments(documents, { baseDir, fileExists, rootRoutedTypes = [...ROOT_ROUTED_TYPES] }) {
  /** @type {Problem[]} */
  const problems = []
  /** @param {Level} level @param {SanityDocument} document @param {PathSegment[]} at @param {string} message @param {string} source */
  const report = (level, document, at, message, source) => {
    const { id, type } = describe(document)
    problems.push({ level, documentId: id, documentType: type, path: at, message, source })
  }

  // Ids: present, well-formed, unique.
  /** @type {Map<string, number>} */
  const idCounts = new Map()
  for (const document of documents) {
    if (typeof document._id !== 'string' || document._id === '') {
      report('error', document, ['_id'], 'Document has no _id', 'ids')
      continue
    }
    if (typeof document._type !== 'string' || document._type === '') {
      report('error', document, ['_type'], 'Document has no _type', 'ids')
    }
    if (!/^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(document._id)) {
      report('error', document, ['_id'], 'Id may only contain letters, digits, "_", "-" and "."', 'ids')
    }
    idCounts.set(document._id, (idCounts.get(document._id) ?? 0) + 1)
  }
  for (const [id, count] of idCounts) {
    if (count > 1) {
      const first = documents.find((document) => document._id === id)
      if (first) report('error', first, ['_id'], `Duplicate _id: ${count} documents use "${id}"`, 'ids')
    }
  }

  const ids = new Set(idCounts.keys())
  for (const document of documents) {
    walk(document, (value, at) => {
      // References must point at a document in the same file (weak ones may dangle, as in Sanity).
      if (isRecord(value) && typeof value._ref === 'string') {
        const target = value._ref
        if (!ids.has(target)) {
          const weak = value._weak === true
          report(
            weak ? 'warning' : 'error',
            document,
            at,
            `${weak ? 'Weak reference' : 'Reference'} to "${target}", which is not a document in this file`,
            'references',
          )
        }
      }
      // Image and file pointers for `sanity dataset import`: the file must ship with the dataset.
      if (isRecord(value) && typeof value._sanityAsset === 'string') {
        const file = resolveAssetPointer(value._sanityAsset, baseDir)
        if (file === undefined) {
          if (!/^(image|file)@https?:\/\//.test(value._sanityAsset)) {
            report('error', document, [...at, '_sanityAsset'], `Unrecognised asset pointer "${value._sanityAsset}"`, 'assets')
          }
        } else if (!fileExists(file)) {
          report('error', document, [...at, '_sanityAsset'], `Image file not found: ${path.relative(process.cwd(), file) || file}`, 'assets')
        }
      }
      // Arrays of objects need a unique _key per item (the Studio cannot edit them otherwise).
      if (Array.isArray(value) && value.some(isRecord)) {
        /** @type {Set<string>} */
        const keys = new Set()
        value.forEach((item, index) => {
          if (!isRecord(item)) return
          if (typeof item._key !== 'string' || item._key === '') {
            report('error', document, [...at, index], 'Array item has no _key', 'keys')
          } else if (keys.has(item._key)) {
            report('error', document, [...at, index], `Duplicate _key "${item._key}" in this list`, 'keys')
          } else {
            keys.add(item._key)
          }
        })
      }
    })
  }

  // Slugs: unique per type, and across the types that share the "/{slug}" namespace. Compared
  // case-insensitively, like the Studio's validator (routes are case-sensitive, visitors are not).
  const routed = new Set(rootRoutedTypes)
  /** @type {Map<string, SanityDocument>} */
  const seen = new Map()
  for (const document of documents) {
    const slug = isRecord(document.slug) ? document.slug.current : undefined
    if (typeof slug !== 'string' || slug === '') continue
    const type = describe(document).type ?? ''
    const namespace = routed.has(type) ? '/' : `${type}:`
    const key = `${namespace}${slug.toLowerCase()}`
    const earlier = seen.get(key)
    if (earlier) {
      const other = describe(earlier)
      report(
        'error',
        document,
        ['slug', 'current'],
        `Slug "${slug}" is already used by ${other.id} (${other.type ?? 'no type'})${namespace === '/' ? `: both would be the page /${slug}` : ''}`,
        'slugs',
      )
    } else {
      seen.set(key, document)
    }
  }

  // Drag-order ranks: one place per document in its type's list (a draft shares its published
  // document's place, so both count as one).
  /** @type {Map<string, string>} */
  const rankOwners = new Map()
  for (const document of documents) {
    const { id, type } = describe(document)
    if (!type || !(/** @type {readonly string[]} */ (DRAG_ORDERED_TYPES).includes(type)) || typeof document.orderRank !== 'string') continue
    const owner = id.replace(/^drafts\./, '')
    const key = `${type}:${document.orderRank}`
    const other = rankOwners.get(key)
    if (other !== undefined && other !== owner) {
      report('error', document, ['orderRank'], `Rank "${document.orderRank}" is also ${other}'s: two ${type}s in one place of the drag-ordered list`, 'order')
    } else {
      rankOwners.set(key, owner)
    }
  }

  return problems
}

/**
 * The value at a Sanity path inside a document (`undefined` when absent).
 * @param {unknown} document
 * @param {PathSegment[]} segments
 * @returns {unknown}
 */
export function valueAt(document, segments) {
  /** @type {unknown} */
  let value = document
  for (const segment of segments) {
    if (typeof segment === 'string') {
      value = isRecord(value) ? value[segment] : undefined
    } else if (typeof segment === 'number') {
      value = Array.isArray(value) ? value[segment] : undefined
    } else {
      value = Array.isArray(value) ? value.find((item) => isRecord(item) && item._key === segment._key) : undefined
    }
    if (value === undefined) return undefined
  }
  return value
}

/** Messages the CLI gives as warnings that mean the document does not fit the schema at all. */
const SCHEMA_MISMATCH_MESSAGES = [/^Field '.*' does not exist on type '.*'$/, /^Could not find schema type for type '.*'/]

/**
 * Warnings about the calendar (studio/schemas/lib/departures.ts calendarWarning: every sailing has left,
 * or the last leaves soon). They depend on the day the check runs, so they stay warnings whatever
 * value they are on: content that has sailed is still valid content.
 */
export const CALENDAR_WARNING = /^Sailings: /

/**
 * The level a marker from `sanity documents validate` really has.
 *
 * In the CLI (not in the Studio) Sanity appends its unknown-field check, a `.warning()`, to every
 * validation rule of an object-typed value: documents, images, slugs, `seo` and the other object
 * types (sanity 4.22, validateItemObservable → addUnknownFieldsValidator). That call sets the
 * level of the whole rule, so `rule.required()` or a custom error on an image, a slug or a
 * document arrives here as a warning. The schema only uses warnings for advice about present,
 * primitive values (a title over 70 characters, too many keywords), so a warning on an object
 * value, or on a value that is missing, is a demoted error and counts as one again. Fields or
 * document types the schema does not know are errors too: the file must match the schema.
 *
 * @param {{ level?: string, message?: string, path?: PathSegment[] }} marker
 * @param {unknown} document
 * @returns {Level}
 */
export function markerLevel(marker, document) {
  if (marker.level === 'error') return 'error'
  const message = String(marker.message ?? '')
  if (CALENDAR_WARNING.test(message)) return 'warning'
  if (SCHEMA_MISMATCH_MESSAGES.some((pattern) => pattern.test(message))) return 'error'
  const value = valueAt(document, Array.isArray(marker.path) ? marker.path : [])
  if (value === undefined || value === null || isRecord(value)) return 'error'
  return 'warning'
}

/**
 * @typedef {{ kind: string, type?: string, name?: string }} SchemaPathSegment
 * @typedef {{ path?: SchemaPathSegment[], problems?: Array<{ severity?: string, message?: string }> }} SchemaProblemGroup
 */

/**
 * Where in a type a schema problem is, as `sanity schema validate` writes it: `fields.title`,
 * `navigation[navLink]`.
 * @param {SchemaPathSegment[]} segments
 */
function formatSchemaPath(segments) {
  /** @param {SchemaPathSegment[]} rest @param {'object' | 'array'} mode @returns {string} */
  const format = ([current, ...next], mode = 'object') => {
    if (!current) return ''
    if (current.kind === 'property') return format(next, current.name === 'of' ? 'array' : 'object')
    const name = current.name ? current.name : `<anonymous_${current.type}>`
    return `${mode === 'array' ? `[${name}]` : `.${name}`}${format(next)}`
  }
  return format(segments.slice(1)).slice(1)
}

/**
 * Problems of `sanity schema validate --format json` (or of the schema's own `_validation`) as
 * report lines named "schema type <type>".
 * @param {SchemaProblemGroup[]} groups
 * @returns {Problem[]}
 */
export function schemaProblems(groups) {
  return groups.flatMap((group) => {
    const segments = Array.isArray(group.path) ? group.path : []
    const first = segments[0]
    const typeName = first?.kind === 'type' ? (first.name ?? `<anonymous_${first.type}>`) : '(schema)'
    const where = formatSchemaPath(segments)
    return (group.problems ?? []).map((problem) => ({
      level: /** @type {Level} */ (problem.severity === 'error' ? 'error' : 'warning'),
      documentId: `schema type ${typeName}`,
      path: where ? [where] : [],
      message: String(problem.message ?? 'Unknown schema problem'),
      source: 'schema',
    }))
  })
}

/** Days before the dataset's last sailing from which `validate:content` reminds to roll it on. */
const SEASON_REMINDER_DAYS = 60

/**
 * A reminder (a warning, never an error: the content is still valid) when the dataset's last
 * sailing (a deal's last departure or weekly rule's end, an offer page's last fare row) is fewer
 * than SEASON_REMINDER_DAYS away at `now`, or null. The embedded dataset must keep offering
 * sailings, since `npm run dev` is a live site; `npm run seed:roll` moves them a year on.
 * @param {Array<Record<string, any>>} documents
 * @param {number} now ms since the epoch
 * @returns {Problem | null}
 */
export function seasonReminder(documents, now, daysAhead = SEASON_REMINDER_DAYS) {
  const sailings = documents
    .filter((document) => typeof document._id === 'string' && !document._id.startsWith('drafts.'))
    .flatMap((document) => [
      ...(Array.isArray(document.departures?.dates) ? document.departures.dates : []),
      document.departures?.weekly?.until,
      ...(Array.isArray(document.fares) ? document.fares.map((fare) => fare?.sailingDate) : []),
    ])
    .filter((date) => typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date))
    .sort()
  const last = sailings.at(-1)
  if (!last) return null
  const daysLeft = Math.floor((Date.parse(`${last}T00:00:00Z`) - now) / 86_400_000)
  if (daysLeft >= daysAhead) return null
  return {
    level: 'warning',
    documentId: '(dataset)',
    path: [],
    source: 'season',
    message: `the last sailing is ${last}, ${daysLeft} day${Math.abs(daysLeft) === 1 ? '' : 's'} away: run \`npm run seed:roll\` to move every sailing a year forward (the Studio's "Ending soon and departed" list shows each one).`,
  }
}
