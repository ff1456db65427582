#!/usr/bin/env node
// After the app's build (`react-router build`): gives every file a page loads as it arrives (the entry, each route module
// and the chunks they import) V8's compile hint as its first line, so Chrome compiles them on a
// background thread as they download instead of on the main thread during hydration (ADR 33).
// Chunks loaded on demand are left to compile lazily. Run by `npm run build`; rerunning it
// changes nothing.
import { readFileSync, writeFileSync } from 'node:fs'

import { clientBuild, filesOnArrival, withCompileHint } from './lib/client-js.mjs'

const { manifest, pathOf } = await clientBuild()
const files = filesOnArrival(manifest)
for (const url of files) {
  const file = pathOf(url)
  const text = readFileSync(file, 'utf8')
  const hinted = withCompileHint(text)
  if (hinted !== text) writeFileSync(file, hinted)
}
console.log(`compile hints: ${files.size} files loaded on arrival`)
