// `npm run typegen`: the result type of every site query as Sanity TypeGen reads it against the
// Studio's schema, checked in under app/query-types/. The site's queries are the shared ones
// (app/lib/content/queries) and each page folder's own (app/pages/*/query.ts).
//   queries.ts      each site query's GROQ (as the app sends it) in `defineQuery`, for TypeGen;
//   sanity.types.ts what `sanity typegen generate` makes of them with `sanity schema extract`'s schema;
//   results.ts      each query's TypeGen result type, and the site's query, by the query's name.
// schema-match.ts there holds the type-level check (`npm run typecheck`) that every field a query
// reads is one the schema has, so renaming a Studio field fails the type check until the query
// follows (docs/decisions/0042-query-types-from-typegen.md).
// `npm run typegen -- --check` (a step of `npm test`) makes both files again in a temporary folder
// and fails when the checked-in ones differ: the schema or a query changed without `npm run typegen`.
// Offline: the Studio's own CLI, with nothing sent anywhere.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { format, resolveConfig } from 'prettier'

import { runStudioCli, STUDIO_DIR } from './lib/studio-cli.mjs'
import { offlineEnv } from './validate-content.mjs'

const TYPEGEN_DIR = path.resolve('app/query-types')
const FILES = ['queries.ts', 'sanity.types.ts', 'results.ts'] as const

interface SiteQuery {
  /** Its export name, which TypeGen's result type is named after. */
  name: string
  groq: string
  /** The module that exports it, as the app imports it. */
  from: string
}

/** The modules holding site queries: the shared ones, then each page folder's. */
function queryModules(): string[] {
  const pages = readdirSync('app/pages', { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && readdirSync(path.join('app/pages', entry.name)).includes('query.ts'),
  )
  return ['~/lib/content/queries', ...pages.map((entry) => `~/pages/${entry.name}/query`).sort()]
}

/** Every exported site query (`{ name, groq, parse }`). */
async function siteQueries(): Promise<SiteQuery[]> {
  const found: SiteQuery[] = []
  for (const from of queryModules()) {
    const module = (await import(from)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'object' && value !== null && 'groq' in value && typeof value.groq === 'string' && 'parse' in value)
        found.push({ name, groq: value.groq, from })
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name))
}

function queriesModule(found: SiteQuery[]): string {
  const lines = [
    '// Made by `npm run typegen` from the site queries: do not edit.',
    '// Each is the GROQ the app sends, in defineQuery so Sanity TypeGen types its result.',
    "import { defineQuery } from 'groq'",
    '',
    ...found.map(({ name, groq }) => `export const ${name} = defineQuery(${JSON.stringify(groq)})`),
  ]
  return `${lines.join('\n')}\n`
}

function resultsModule(found: SiteQuery[]): string {
  // In the order ESLint sorts imports: by specifier.
  const modules = [...new Set(found.map((query) => query.from))].sort()
  // '~/lib/content/queries' is sharedQueries, '~/pages/asego-insurance/query' asegoInsuranceQueries.
  const alias = (from: string) =>
    from.startsWith('~/pages/') ? `${from.split('/')[2]!.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Queries` : 'sharedQueries'
  const lines = [
    "// Made by `npm run typegen`: each site query, and its result type as Sanity TypeGen reads it, by the query's name.",
    ...modules.map((from) => `import type * as ${alias(from)} from '${from}'`),
    '',
    "import type * as Typegen from './sanity.types'",
    '',
    'export interface SiteQueries {',
    ...found.map(({ name, from }) => `  ${name}: typeof ${alias(from)}.${name}`),
    '}',
    '',
    'export interface QueryResults {',
    ...found.map(({ name }) => `  ${name}: Typegen.${name[0]!.toUpperCase()}${name.slice(1)}Result`),
    '}',
  ]
  return `${lines.join('\n')}\n`
}

async function sanity(args: string[], env: Record<string, string> = {}): Promise<void> {
  const run = await runStudioCli(args, { env: { ...offlineEnv(), ...env } })
  if (run.code !== 0) throw new Error(`sanity ${args.join(' ')} failed:\n${run.stderr}\n${run.stdout}`.trim())
}

/** Writes queries.ts and sanity.types.ts into `outDir`, formatted as the repository formats them. */
async function generate(outDir: string): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'typegen-'))
  try {
    const found = await siteQueries()
    writeFileSync(path.join(outDir, 'queries.ts'), queriesModule(found))
    writeFileSync(path.join(outDir, 'results.ts'), resultsModule(found))
    // The CLI reads these paths from studio/ (studio/sanity.cli.ts).
    const schema = path.relative(STUDIO_DIR, path.join(work, 'schema.json'))
    await sanity(['schema', 'extract', '--path', schema])
    await sanity(['typegen', 'generate'], { TYPEGEN_DIR: path.relative(STUDIO_DIR, outDir), TYPEGEN_SCHEMA: schema })
    for (const file of FILES) {
      const target = path.join(outDir, file)
      const options = { ...(await resolveConfig(path.join(TYPEGEN_DIR, file))), filepath: path.join(TYPEGEN_DIR, file) }
      // TypeGen names where each type came from by a path that differs with the folder it ran in.
      const text = readFileSync(target, 'utf8')
        .replace(/^\/\/ Source: .*schema\.json$/gm, '// Source: the Studio schema (sanity schema extract)')
        .replace(/^\/\/ Source: .*queries\.ts$/gm, '// Source: queries.ts')
      writeFileSync(target, await format(text, options))
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

if (process.argv.includes('--check')) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'typegen-check-'))
  try {
    await generate(outDir)
    const stale = FILES.filter((file) => readFileSync(path.join(outDir, file), 'utf8') !== readFileSync(path.join(TYPEGEN_DIR, file), 'utf8'))
    if (stale.length > 0) {
      console.error(`Stale query types: ${stale.join(', ')} in ${path.relative('.', TYPEGEN_DIR)} differ from the schema and queries. Run \`npm run typegen\`.`)
      process.exitCode = 1
    } else console.log('Query types are up to date with the schema and the queries.')
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
} else {
  await generate(TYPEGEN_DIR)
  console.log(`Query types written to ${path.relative('.', TYPEGEN_DIR)}.`)
}
