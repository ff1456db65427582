#!/usr/bin/env node
// Initial client JavaScript per page, gzipped, from the production build's asset manifest: the
// entry, the root route and the page's route module, with every chunk they import. Fails when a
// page is over its budget (home 140 KB, article 110 KB), so a heavy import cannot slip in
// unnoticed. Run after `npm run build`; `npm test` does.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const KB = 1024
export const BUDGETS = [
  { page: 'home (/)', routes: ['root', 'routes/_index'], budgetKb: 140 },
  { page: 'article (/$slug)', routes: ['root', 'routes/$slug'], budgetKb: 110 },
]

const build = await import(pathToFileURL(path.resolve('build/server/index.js')).href)
const manifest = build.assets
const publicPath = build.publicPath ?? '/build/'
const clientDir = path.resolve('build/client/build')

const gzipped = new Map()
function gzippedSize(url) {
  if (!gzipped.has(url)) {
    const file = path.join(clientDir, url.slice(publicPath.length))
    gzipped.set(url, gzipSync(readFileSync(file), { level: 9 }).length)
  }
  return gzipped.get(url)
}

let failed = false
console.log('Initial client JS (gzip -9)')
for (const { page, routes, budgetKb } of BUDGETS) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (const id of routes) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`route ${id} is not in the build manifest`)
    files.add(route.module)
    for (const file of route.imports ?? []) files.add(file)
  }
  const bytes = [...files].reduce((sum, file) => sum + gzippedSize(file), 0)
  const over = bytes > budgetKb * KB
  failed ||= over
  console.log(`  ${over ? 'OVER' : 'ok  '}  ${page.padEnd(18)} ${(bytes / KB).toFixed(1).padStart(6)} KB of ${budgetKb} KB  (${files.size} files)`)
}
if (failed) {
  console.error('Client JS is over budget: look for a server-only or heavy import reaching the browser.')
  process.exit(1)
}
