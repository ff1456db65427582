// Which Node.js runs the site, and whether the native modules were built for it.
// Used at every start (server.js), after `npm install` (scripts/native-modules.mjs) and by `npm test`.
// The project brings its own Node 24 from the npm registry when the host's is older (ADR 22).
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REQUIRED_NODE_MAJOR = 24
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const require = createRequire(path.join(PROJECT_ROOT, 'package.json'))

/** The modules that hold compiled code, each with a smallest use that loads its binary. */
const NATIVE_MODULES = [
  {
    name: 'better-sqlite3',
    load: () => {
      const Database = require('better-sqlite3')
      new Database(':memory:').close()
    },
  },
]

export function describeNode() {
  return `Node.js ${process.version} (${process.execPath})`
}

/**
 * Problems that stop the site from starting on this Node, in words that say how to fix them.
 * On a Node older than 24 the native modules are not even loaded: their prebuilt binaries need a
 * newer Node-API, and loading one there can crash the process instead of throwing.
 */
export function nodeRuntimeProblems({ version = process.version, modules = NATIVE_MODULES } = {}) {
  const major = Number(version.replace(/^v/, '').split('.')[0])
  if (!(major >= REQUIRED_NODE_MAJOR)) {
    return [
      `This is Node.js ${version}; the site needs Node.js ${REQUIRED_NODE_MAJOR} LTS. ` +
        'Run it through npm (`npm start`, `npm run dev`, `npm test`), which puts the Node 24 that `npm install` brings first on PATH (node_modules/.bin/node).',
    ]
  }
  return nativeModulesBuiltForAnotherNode(modules).map(
    ({ name }) => `The native module ${name} was built for another Node.js than ${version}. ` + 'Run `npm install` again with this Node first on PATH.',
  )
}

/** Native modules whose binary does not load in this process because it was built for another Node. */
export function nativeModulesBuiltForAnotherNode(modules = NATIVE_MODULES) {
  const failed = []
  for (const module of modules) {
    try {
      module.load()
    } catch (error) {
      if (isBuiltForAnotherNode(error)) failed.push({ name: module.name, error })
      else throw error
    }
  }
  return failed
}

function isBuiltForAnotherNode(error) {
  const message = String(error?.message ?? '')
  return error?.code === 'ERR_DLOPEN_FAILED' || message.includes('NODE_MODULE_VERSION') || message.includes('Could not locate the bindings file')
}

/** Stops the process with a clear message when this Node cannot run the site. */
export function assertNodeRuntime({ log = console.log } = {}) {
  log(`Running on ${describeNode()}`)
  const problems = nodeRuntimeProblems()
  if (problems.length === 0) return
  for (const problem of problems) console.error(`✘ ${problem}`)
  process.exit(1)
}

/**
 * Which Node runs the npm scripts: the host's own when it is on the same LTS line (operators
 * patch it with the host), else the one `npm install` brought into node_modules/.bin (ADR 22).
 */
export function choosePreferredNode(hostVersion) {
  const major = Number(String(hostVersion).replace(/^v/, '').split('.')[0])
  return major === REQUIRED_NODE_MAJOR ? 'host' : 'bundled'
}

/** The link npm makes to the bundled Node; removing it lets a host's Node 24 run the scripts. */
export const BUNDLED_NODE_LINK = path.join(PROJECT_ROOT, 'node_modules/.bin/node')
