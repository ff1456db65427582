// Tools the project's scripts need from Debian (Chromium for the browser tests, wrk for the bench):
// found on the machine, or installed with apt-get when running as root, or named with the command
// that installs them. Nothing is downloaded from anywhere but Debian's packages.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** The first line `binary <versionArgs>` prints, or null when it cannot run or exits with another status. */
function version(binary, versionArgs, versionStatus) {
  const result = spawnSync(binary, versionArgs, { encoding: 'utf8', timeout: 30_000 })
  const printed = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n')[0]
  return result.error || result.status !== versionStatus || !printed ? null : printed
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`)
}

/**
 * Makes sure `binary` runs: installs Debian's `pkg` when it is missing and this is root (and the
 * path was not chosen by `overrideVariable`). Returns its version line; exits 1 with the command to
 * run when it cannot install it. `versionStatus`: the exit status of a working `binary <versionArgs>`
 * (wrk's `-v` exits 1).
 */
export function ensureDebianPackage({ binary, pkg, versionArgs = ['--version'], versionStatus = 0, overrideVariable }) {
  let found = existsSync(binary) ? version(binary, versionArgs, versionStatus) : null
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || (overrideVariable && process.env[overrideVariable])) {
    console.error(
      `${pkg} was not found at ${binary}.\n` +
        `Install Debian's package as root:  apt-get update && apt-get install -y ${pkg}` +
        (overrideVariable ? `\n(or set ${overrideVariable} to a ${pkg} binary).` : ''),
    )
    process.exit(1)
  }
  console.log(`${pkg} is missing: installing Debian's ${pkg} package…`)
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', pkg])
  found = version(binary, versionArgs, versionStatus)
  if (!found) {
    console.error(`apt-get finished but ${binary} ${versionArgs.join(' ')} still fails.`)
    process.exit(1)
  }
  return found
}
