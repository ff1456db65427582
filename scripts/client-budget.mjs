#!/usr/bin/env node
// Initial client JavaScript per page, gzipped (scripts/lib/client-js.mjs). Fails when a page is
// over its budget (home 140 KB, article 110 KB), so a heavy import cannot slip in unnoticed, or
// when one of those files lacks its compile hint (scripts/compile-hints.mjs). Run after
// `npm run build`; `npm test` does.
import { budgetLine, initialClientJs, KB } from './lib/client-js.mjs'

const pages = await initialClientJs()
console.log('Initial client JS (gzip -9)')
for (const page of pages) console.log(`  ${budgetLine(page)}`)
if (pages.some(({ bytes, budgetKb }) => bytes > budgetKb * KB)) {
  console.error('Client JS is over budget: look for a server-only or heavy import reaching the browser.')
  process.exit(1)
}
const unhinted = [...new Set(pages.flatMap((page) => page.unhinted))]
if (unhinted.length > 0) {
  console.error(`Without the compile hint (build with \`npm run build\`, which adds it): ${unhinted.join(', ')}`)
  process.exit(1)
}
console.log('  every file has the compile hint')
