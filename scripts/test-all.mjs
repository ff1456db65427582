#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find. Stops at the first
// failing step and exits non-zero. Each step is also an npm script of its own.
import { spawnSync } from 'node:child_process'
import { assertNodeRuntime } from './lib/node-runtime.mjs'

assertNodeRuntime()

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['content validation', 'npm', ['run', '--silent', 'validate:content']],
  // The integration tests start the production server, so the site is built first.
  ['production build', 'npm', ['run', '--silent', 'build']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['studio build', 'npm', ['run', '--silent', 'studio:build']],
  ['client JS budget', 'node', ['scripts/client-budget.mjs']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['e2e tests', 'npx', ['playwright', 'test']],
]

const results = []
for (const [name, command, args] of steps) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const run = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...(name === 'production build' ? { NODE_ENV: 'production' } : {}) },
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const ok = run.status === 0
  results.push({ name, ok, seconds })
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)`)
  if (!ok) break
}

console.log('\nSummary')
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'pass' : 'FAIL'}  ${name}  ${seconds} s`)
const failed = results.filter((result) => !result.ok).length
const skipped = steps.length - results.length
console.log(`steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed ? 1 : 0)
