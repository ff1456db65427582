// The Studio workspace's own Sanity CLI (sanity 6 lives in studio/node_modules, not the root's),
// run in studio/: by `npm run validate:content` and by the Studio e2e test's offline build.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const STUDIO_DIR = fileURLToPath(new URL('../../studio', import.meta.url))

function sanityBin() {
  const require = createRequire(path.join(STUDIO_DIR, 'package.json'))
  return path.join(path.dirname(require.resolve('sanity/package.json')), 'bin', 'sanity')
}

/**
 * How long a CLI run may take before it counts as hung: a bound that only a broken run reaches
 * (ADR 18), never a slow one. Beside the other static checks on a busy 2-core machine, a schema
 * extract (the whole query-types check takes 16 s alone) ran past 120 s, and validation's
 * schema step took 140 s.
 */
const STUDIO_CLI_HANG_MS = 600_000

/**
 * Runs `sanity <args>` in studio/ with `env`, and collects its output; after `timeoutMs` it is
 * stopped and the output says so.
 * @param {string[]} args
 * @param {{ env: NodeJS.ProcessEnv, timeoutMs?: number }} options
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string, ms: number }>}
 */
export function runStudioCli(args, { env, timeoutMs = STUDIO_CLI_HANG_MS }) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [sanityBin(), ...args], { cwd: STUDIO_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => {
      stderr += `\nTimed out after ${timeoutMs / 1000} s`
      child.kill('SIGTERM')
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ code: 1, stdout, stderr: `${stderr}\n${error.message}`, ms: Date.now() - started })
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr, ms: Date.now() - started })
    })
  })
}
