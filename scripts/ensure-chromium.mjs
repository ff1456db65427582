#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the e2e tests and Lighthouse. As root it installs the
// package with apt-get; otherwise it says exactly what to install. Test tools never download a
// browser of their own (there is no internet here, only the package registries).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

function version() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 30_000 }).trim()
  } catch {
    return null
  }
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`)
}

let found = existsSync(CHROMIUM_PATH) ? version() : null
if (!found) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || process.env.CHROMIUM_PATH) {
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}.\n` +
        'Install Debian\'s package as root:  apt-get update && apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to a Chromium binary).',
    )
    process.exit(1)
  }
  console.log('Chromium is missing: installing Debian\'s chromium package…')
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'chromium'])
  found = version()
  if (!found) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} --version still fails.`)
    process.exit(1)
  }
}
console.log(`Using ${found} (${CHROMIUM_PATH})`)
