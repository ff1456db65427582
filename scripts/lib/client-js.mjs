// Initial client JavaScript per page, gzipped, from a production build's asset manifest: the
// entry, the root route and the page's route module, with every chunk they import. Read by
// `npm run budget` (which fails over budget) and printed by `npm run lighthouse` beside the scores.
// The same files carry V8's compile hint (scripts/compile-hints.mjs, ADR 33).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

export const KB = 1024
// Each page is found by where it sits in the route tree, not by its module's id, which changes
// when files move: a baseline build of an older layout is measured the same way (npm run lighthouse).
const BUDGETS = [
  { page: 'home (/)', isPage: (route) => route.parentId === 'root' && route.index === true, budgetKb: 140 },
  { page: 'article (/$slug)', isPage: (route) => route.parentId === 'root' && route.path === ':slug', budgetKb: 110 },
]

/** Each budgeted page with its budget and the id of its route in `manifest`; throws when a page has none, or several. */
export function budgetedPages(manifest) {
  return BUDGETS.map(({ page, isPage, budgetKb }) => {
    const ids = Object.entries(manifest.routes)
      .filter(([, route]) => isPage(route))
      .map(([id]) => id)
    if (ids.length !== 1) throw new Error(`${ids.length === 0 ? 'no route' : `${ids.length} routes`} in the build manifest for the ${page} page`)
    return { page, budgetKb, routeId: ids[0] }
  })
}

/**
 * The first line of a file V8 should compile whole as it loads, on a background thread, rather
 * than one function at a time on the main thread as each is first called (Chrome 136 and later;
 * a comment to every other browser). It must be the file's very first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** Whether a built file's text starts with the compile hint. */
const hasCompileHint = (text) => text.startsWith(`${COMPILE_HINT}\n`)

/** A built file's text with the compile hint as its first line (once). */
export const withCompileHint = (text) => (hasCompileHint(text) ? text : `${COMPILE_HINT}\n${text}`)

/**
 * The files a page loads as it arrives: the entry and the route modules of `routeIds` (every
 * route, unless given), with the chunks each imports. Chunks imported on demand (the rich phone
 * field, the validation bundle) are not among them: the manifest lists them nowhere.
 */
export function filesOnArrival(manifest, routeIds = Object.keys(manifest.routes)) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (const id of routeIds) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`route ${id} is not in the build manifest`)
    files.add(route.module)
    for (const file of route.imports ?? []) files.add(file)
  }
  return files
}

/** The production build of the checkout at `dir`: its asset manifest, and each asset's path on disk by URL. */
export async function clientBuild(dir = process.cwd()) {
  // Importing the build evaluates the server bundle, whose environment check asks a production
  // process for its public origin (SITE_URL); this reads the asset manifest and writes no link.
  process.env.SITE_URL ||= 'http://localhost'
  const build = await import(pathToFileURL(path.join(dir, 'build/server/index.js')).href)
  const publicPath = build.publicPath ?? '/'
  // Where the build put its assets (build/client; an older build, measured as a baseline, used build/client/build).
  const clientDir = path.resolve(dir, build.assetsBuildDirectory ?? 'build/client')
  return { manifest: build.assets, pathOf: (url) => path.join(clientDir, url.slice(publicPath.length)) }
}

/** Each budgeted page's initial JS in the build of the checkout at `dir`: bytes (gzip -9), files, and the files without the compile hint. */
export async function initialClientJs(dir = process.cwd()) {
  const { manifest, pathOf } = await clientBuild(dir)
  const read = new Map()
  const fileOf = (url) => {
    if (!read.has(url)) {
      const bytes = readFileSync(pathOf(url))
      read.set(url, { gzipped: gzipSync(bytes, { level: 9 }).length, hinted: hasCompileHint(bytes.toString('utf8')) })
    }
    return read.get(url)
  }
  return budgetedPages(manifest).map(({ page, budgetKb, routeId }) => {
    const files = [...filesOnArrival(manifest, ['root', routeId])]
    return {
      page,
      budgetKb,
      files: files.length,
      bytes: files.reduce((sum, file) => sum + fileOf(file).gzipped, 0),
      unhinted: files.filter((file) => !fileOf(file).hinted),
    }
  })
}

/** One line per page: 'ok' or 'OVER', the page, its KB against its budget. */
export const budgetLine = ({ page, budgetKb, files, bytes }) =>
  `${bytes > budgetKb * KB ? 'OVER' : 'ok  '}  ${page.padEnd(18)} ${(bytes / KB).toFixed(1).padStart(6)} KB of ${budgetKb} KB  (${files} files)`
