#!/usr/bin/env node
// npm run validate:content [-- path/to/file.ndjson]
//
// Validates a dataset file (default: seed/production.ndjson) OFFLINE, with no Sanity login:
//   1. schema-free checks in plain Node (scripts/lib/content-checks.mjs): JSON per line, unique
//      _id, every _ref resolves to a document in the file, slugs unique, array _keys present and
//      unique, every `_sanityAsset` image file exists next to the dataset;
//   2. `sanity schema validate`: the Studio schema itself is sound;
//   3. `sanity documents validate --file`: every document against the schema (required fields,
//      alt texts, formats, custom rules).
// Steps 2 and 3 run the real Sanity CLI from studio/ in parallel. With SANITY_OFFLINE=1 the
// Studio config (studio/sanity.config.ts) swaps in a mock auth store, points every API host at a
// closed local port and makes the slug uniqueness rule return true (step 1 checks slugs), and a
// dummy SANITY_AUTH_TOKEN satisfies the CLI's "must be logged in" check. DO_NOT_TRACK and
// NO_UPDATE_NOTIFIER stop the CLI's telemetry and update checks.
//
// Images: seed images are `{_type: 'image', _sanityAsset: 'image@file://./images/x.svg', alt}`
// with no `asset` reference (the import uploads the file and adds it). The schema's image rule
// accepts either an uploaded asset or such a pointer, so the file is validated as it is: no
// synthetic asset documents are needed, and nothing in it makes the CLI look documents up in
// the hosted dataset. Step 1 checks the pointed-to files exist.
//
// Small files: `sanity documents validate --file` (4.22) sniffs the first 300 bytes for
// gzip/tar headers and, when the whole file is shorter than that, silently validates nothing and
// reports success. Files under that size are therefore validated as a temporary copy padded
// with blank lines (which the CLI skips).
//
// Exit code 0 when there are no errors (warnings, e.g. an SEO title over 70 characters, are
// printed but pass); 1 on any error, each printed as "✖ error <document id> (<type>) <field>: <message>".
// The CLI reports rules on object values (documents, images, slugs, `seo`…) as warnings; those,
// and warnings about fields or types the schema does not know, count as errors (see markerLevel
// in scripts/lib/content-checks.mjs). A schema error makes `sanity schema validate` crash with a
// bare "SchemaError"; the problems are then listed via studio/schema-problems.cjs.

import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { checkDocuments, formatProblem, markerLevel, parseNdjson, schemaProblems, seasonReminder } from './lib/content-checks.mjs'
import { runStudioCli, STUDIO_DIR } from './lib/studio-cli.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const defaultFile = path.join(root, 'seed', 'production.ndjson')
/** The CLI reads this many bytes before it yields any document (see the note above). */
const CLI_MIN_FILE_BYTES = 300

/**
 * The path to give `sanity documents validate --file`: the file itself, or a padded temporary
 * copy when it is too short for the CLI to read.
 * @param {string} file
 * @returns {{ path: string, cleanup: () => void }}
 */
function cliReadableCopy(file) {
  const size = statSync(file).size
  if (size >= CLI_MIN_FILE_BYTES) return { path: file, cleanup: () => {} }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'validate-content-'))
  const copy = path.join(dir, path.basename(file))
  writeFileSync(copy, `${readFileSync(file, 'utf8')}\n${'\n'.repeat(CLI_MIN_FILE_BYTES)}`)
  return { path: copy, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

/** @typedef {import('./lib/content-checks.mjs').Problem} Problem */

/** Environment for the offline CLI runs. */
export function offlineEnv(base = process.env) {
  return {
    ...base,
    SANITY_OFFLINE: '1',
    // Always a dummy: offline nothing is sent anywhere, so a real token is never needed.
    SANITY_AUTH_TOKEN: 'offline-validation-dummy-token',
    DO_NOT_TRACK: '1',
    NO_UPDATE_NOTIFIER: '1',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  }
}

/** Runs the Studio's Sanity CLI offline and collects its output. */
const runSanity = (/** @type {string[]} */ args) => runStudioCli(args, { env: offlineEnv() })

/** Lines of CLI output that are JSON values; the rest (banners, notices) is ignored. */
function jsonLines(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('{') || line.startsWith('['))
    .flatMap((line) => {
      try {
        return [JSON.parse(line)]
      } catch {
        return []
      }
    })
}

/** Error text of a CLI run that produced no result, trimmed to the useful part. */
function failureText(run) {
  const text = `${run.stderr}\n${run.stdout}`.trim()
  const lines = text.split(/\r?\n/).filter((line) => !/^\s*at /.test(line))
  return lines.slice(0, 40).join('\n')
}

/**
 * `sanity schema validate --format json`: groups of problems by schema path. When the schema has
 * errors the CLI crashes with a bare "SchemaError" instead (see studio/schema-problems.cjs),
 * so the problems are then read from the schema directly.
 * @returns {Promise<{ problems: Problem[], crashed?: string, ms: number }>}
 */
async function validateSchema() {
  const run = await runSanity(['schema', 'validate', '--format', 'json', '--level', 'warning'])
  const [groups] = jsonLines(run.stdout).filter(Array.isArray)
  if (groups) {
    const problems = schemaProblems(groups)
    if (run.code !== 0 && !problems.some((problem) => problem.level === 'error')) {
      return { problems, crashed: failureText(run), ms: run.ms }
    }
    return { problems, ms: run.ms }
  }
  if (/SchemaError/.test(run.stderr)) {
    const explained = await runSanity(['exec', path.join(STUDIO_DIR, 'schema-problems.cjs')])
    const [ownGroups] = jsonLines(explained.stdout).filter(Array.isArray)
    const problems = schemaProblems((ownGroups ?? []).filter((group) => group.problems?.length))
    if (problems.some((problem) => problem.level === 'error')) return { problems, ms: run.ms + explained.ms }
  }
  return { problems: [], crashed: failureText(run), ms: run.ms }
}

/**
 * `sanity documents validate --file --format ndjson`: one line per document with markers.
 * @param {string} file absolute path
 * @param {Map<string, unknown>} documentsById the parsed documents, to restore demoted errors (see markerLevel)
 * @returns {Promise<{ problems: Problem[], crashed?: string, ms: number }>}
 */
async function validateDocumentsAgainstSchema(file, documentsById) {
  const readable = cliReadableCopy(file)
  let run
  try {
    run = await runSanity(['documents', 'validate', '--yes', '--file', readable.path, '--format', 'ndjson', '--level', 'warning'])
  } finally {
    readable.cleanup()
  }
  const results = jsonLines(run.stdout).filter((value) => value && typeof value === 'object' && 'documentId' in value)
  /** @type {Problem[]} */
  const problems = results.flatMap((result) =>
    (result.markers ?? []).map((marker) => ({
      level: markerLevel(marker, documentsById.get(String(result.documentId))),
      documentId: String(result.documentId),
      documentType: result.documentType ? String(result.documentType) : undefined,
      path: Array.isArray(marker.path) ? marker.path : [],
      message: String(marker.message),
      source: 'documents',
    })),
  )
  // A run that ends non-zero without reporting an error crashed (bad config, schema error...).
  if (run.code !== 0 && !problems.some((problem) => problem.level === 'error')) {
    return { problems, crashed: failureText(run), ms: run.ms }
  }
  return { problems, ms: run.ms }
}

const levelOrder = { error: 0, warning: 1 }

/** @param {Problem[]} problems */
function sortProblems(problems) {
  return [...problems].sort((a, b) => levelOrder[a.level] - levelOrder[b.level] || a.documentId.localeCompare(b.documentId, 'en'))
}

/**
 * Validates one dataset file; prints a report; resolves to the exit code.
 * @param {string} fileArgument
 */
export async function validateContent(fileArgument) {
  const started = Date.now()
  const file = path.resolve(process.cwd(), fileArgument)
  const shown = path.relative(process.cwd(), file) || file
  if (!existsSync(file) || !statSync(file).isFile()) {
    console.error(`✖ No such dataset file: ${shown}`)
    return 2
  }
  console.log(`Validating ${shown} offline (schema, documents, references, slugs, images)…`)

  const parsed = parseNdjson(readFileSync(file, 'utf8'))
  const reminder = seasonReminder(parsed.documents, Date.now())
  const fileProblems = [
    ...parsed.problems,
    ...checkDocuments(parsed.documents, { baseDir: path.dirname(file), fileExists: (target) => existsSync(target) }),
    ...(reminder ? [reminder] : []),
  ]

  // The CLI looks up references it cannot find in the file in the hosted dataset. Offline that
  // lookup can only fail, so with dangling references (already reported above) the document
  // step is skipped rather than crashing on a network error.
  const dangling = fileProblems.some((problem) => problem.source === 'references' && problem.level === 'error')
  const unparsable = parsed.problems.length > 0

  const [schema, documents] = await Promise.all([
    validateSchema(),
    dangling || unparsable
      ? Promise.resolve(undefined)
      : validateDocumentsAgainstSchema(file, new Map(parsed.documents.map((document) => [String(document._id), document]))),
  ])

  const problems = sortProblems([...fileProblems, ...schema.problems, ...(documents?.problems ?? [])])
  const errors = problems.filter((problem) => problem.level === 'error')
  const warnings = problems.filter((problem) => problem.level === 'warning')
  for (const problem of problems) console.log(formatProblem(problem))

  let crashed = false
  if (schema.crashed) {
    crashed = true
    console.log(`✖ error sanity schema validate failed:\n${schema.crashed}`)
  }
  if (documents?.crashed) {
    crashed = true
    const schemaBroken = schema.problems.some((problem) => problem.level === 'error') && /SchemaError/.test(documents.crashed)
    console.log(
      schemaBroken
        ? '✖ error documents could not be checked against the schema until the schema errors above are fixed'
        : `✖ error sanity documents validate failed:\n${documents.crashed}`,
    )
  }
  if (!documents) {
    console.log(`✖ error document validation against the schema was skipped: fix the ${unparsable ? 'unreadable lines' : 'dangling references'} above first`)
  }

  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
  const failed = errors.length > 0 || crashed || !documents
  console.log(
    [
      '',
      `${failed ? '✖ Content is NOT valid' : '✔ Content is valid'}: ${parsed.documents.length} documents, ${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`,
      `  (schema ${seconds(schema.ms)}, documents ${documents ? seconds(documents.ms) : 'skipped'}, total ${seconds(Date.now() - started)})`,
    ].join('\n'),
  )
  return failed ? 1 : 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  if (args.includes('--help') || args.includes('-h')) {
    console.log('Usage: npm run validate:content [-- path/to/dataset.ndjson]\nDefault file: seed/production.ndjson')
    process.exit(0)
  }
  const files = args.filter((arg) => !arg.startsWith('-'))
  if (files.length > 1) {
    console.error('Give at most one dataset file')
    process.exit(2)
  }
  process.exitCode = await validateContent(files[0] ?? defaultFile)
}
