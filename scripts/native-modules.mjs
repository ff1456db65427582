#!/usr/bin/env node
// Runs after `npm install`: chooses the Node that runs the npm scripts, and checks that every native module loads in the Node.js that runs the
// site, the one npm puts first on PATH (node_modules/.bin/node, ADR 22). better-sqlite3 ships
// Node-API binaries that load on any Node 22+, so nothing is compiled; where none fits (a platform
// without one), this stops the install with the command that builds one for this Node.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

import { BUNDLED_NODE_LINK, choosePreferredNode, describeNode, nodeRuntimeProblems, REQUIRED_NODE_MAJOR } from './lib/node-runtime.mjs'

// A host that already runs Node 24 keeps its own: the bundled one's link goes, and the check
// below runs again on the host's Node.
const hostNode = process.env.npm_node_execpath
if (hostNode && hostNode !== process.execPath && fs.existsSync(BUNDLED_NODE_LINK)) {
  const hostVersion = spawnSync(hostNode, ['-p', 'process.version'], { encoding: 'utf8' }).stdout?.trim() ?? ''
  if (choosePreferredNode(hostVersion) === 'host') {
    fs.unlinkSync(BUNDLED_NODE_LINK)
    console.log(`native modules: the host's Node.js ${hostVersion} (${hostNode}) runs the scripts; removed node_modules/.bin/node`)
    const again = spawnSync(hostNode, [fileURLToPath(import.meta.url)], { stdio: 'inherit' })
    process.exit(again.status ?? 1)
  }
}

console.log(`native modules: checking them on ${describeNode()}`)
if (Number(process.versions.node.split('.')[0]) < REQUIRED_NODE_MAJOR) {
  // Loading a binary built for a newer Node-API can crash an older Node: nothing to check here.
  console.warn(
    `native modules: this is Node.js ${process.version}, not ${REQUIRED_NODE_MAJOR}: node_modules/.bin/node is missing, so ` +
      'npm scripts would run on it. Run `npm install` again without --ignore-scripts or --omit.',
  )
  process.exit(0)
}
const problems = nodeRuntimeProblems()
if (problems.length === 0) {
  console.log('native modules: all load')
  process.exit(0)
}
for (const problem of problems) console.error(`native modules: ${problem}`)
console.error('To build them from source for this Node: PATH="$PWD/node_modules/.bin:$PATH" npm rebuild --build-from-source')
process.exit(1)
