// Initial client JavaScript per page, gzipped, from a production build's asset manifest: the
// entry, the root route and the page's route module, with every chunk they import. Read by
// `npm run budget` (which fails over budget) and printed by `npm run lighthouse` beside the scores.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

export const KB = 1024
const BUDGETS = [
  { page: 'home (/)', routes: ['root', 'routes/_index'], budgetKb: 140 },
  { page: 'article (/$slug)', routes: ['root', 'routes/$slug'], budgetKb: 110 },
]

/** Each budgeted page's initial JS in the build of the checkout at `dir`: bytes (gzip -9) and files. */
export async function initialClientJs(dir = process.cwd()) {
  const build = await import(pathToFileURL(path.join(dir, 'build/server/index.js')).href)
  const manifest = build.assets
  const publicPath = build.publicPath ?? '/build/'
  const clientDir = path.join(dir, 'build/client/build')
  const gzipped = new Map()
  const gzippedSize = (url) => {
    if (!gzipped.has(url)) gzipped.set(url, gzipSync(readFileSync(path.join(clientDir, url.slice(publicPath.length))), { level: 9 }).length)
    return gzipped.get(url)
  }
  return BUDGETS.map(({ page, routes, budgetKb }) => {
    const files = new Set([manifest.entry.module, ...manifest.entry.imports])
    for (const id of routes) {
      const route = manifest.routes[id]
      if (!route) throw new Error(`route ${id} is not in the build manifest`)
      files.add(route.module)
      for (const file of route.imports ?? []) files.add(file)
    }
    return { page, budgetKb, files: files.size, bytes: [...files].reduce((sum, file) => sum + gzippedSize(file), 0) }
  })
}

/** One line per page: 'ok' or 'OVER', the page, its KB against its budget. */
export const budgetLine = ({ page, budgetKb, files, bytes }) =>
  `${bytes > budgetKb * KB ? 'OVER' : 'ok  '}  ${page.padEnd(18)} ${(bytes / KB).toFixed(1).padStart(6)} KB of ${budgetKb} KB  (${files} files)`
