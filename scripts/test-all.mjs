#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find. Stops at the first
// failing step and exits non-zero. Each step is also an npm script of its own. Steps in one group
// run side by side: the Studio build computes while the integration tests mostly wait on sockets
// and databases, so on two cores the group takes about as long as the tests alone. A side step's
// output is held and printed when it ends, so the tests' own output stays readable. At the end, a
// table of every step's time (README "Testing"), and under it the tests that failed.
import { spawn } from 'node:child_process'

import { failedTests } from './lib/failed-tests.mjs'
import { assertNodeRuntime } from './lib/node-runtime.mjs'

assertNodeRuntime()

/** Each entry is a step, or a list of steps that run at once (the first one's output is shown live). */
const plan = [
  // The static checks: types, ESLint and Prettier, the layers of app/, nothing unused, the
  // seed's content against the Studio's schemas, and the query types TypeGen made from them.
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint and format', 'npm', ['run', '--silent', 'lint']],
    ['layers', 'npm', ['run', '--silent', 'check:layers']],
    ['unused code', 'npm', ['run', '--silent', 'knip']],
    ['content validation', 'npm', ['run', '--silent', 'validate:content']],
    ['query types current', 'npm', ['run', '--silent', 'typegen', '--', '--check']],
  ],
  // The integration tests start the production server, so the site is built first.
  ['production build', 'npm', ['run', '--silent', 'build'], { NODE_ENV: 'production' }],
  [
    ['unit and integration tests', 'npx', ['vitest', 'run', '--coverage']],
    ['studio build', 'npm', ['run', '--silent', 'studio:build']],
  ],
  ['client JS budget', 'node', ['scripts/client-budget.mjs']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['e2e tests', 'npx', ['playwright', 'test']],
]

/**
 * Runs one step; `live` shows its output as it comes, otherwise it is printed when the step ends.
 * Off a terminal (CI) a live step's output is also kept, to name its failed tests at the end; on a
 * terminal the step writes to it directly, for its progress display.
 */
function run([name, command, args, env = {}], live) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}${live ? '' : ' (beside the step above; its output follows when it ends)'}`)
  const keep = !live || !process.stdout.isTTY
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
    })
    let held = ''
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from?.on('data', (chunk) => {
        held += chunk
        if (live) to.write(chunk)
      })
    }
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const ok = code === 0
      if (!live) console.log(`\n── ${name} (ran beside) ──\n${held.trimEnd()}`)
      console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)`)
      resolve({ name, ok, seconds, failures: ok ? [] : failedTests(held) })
    })
  })
}

const started = Date.now()
const results = []
const stepCount = plan.flatMap((entry) => (Array.isArray(entry[0]) ? entry : [entry])).length
for (const entry of plan) {
  const group = Array.isArray(entry[0]) ? entry : [entry]
  const outcomes = await Promise.all(group.map((step, index) => run(step, index === 0)))
  results.push(...outcomes.map((outcome, index) => ({ ...outcome, beside: index > 0 })))
  if (outcomes.some((outcome) => !outcome.ok)) break
}

console.log('\nSummary (steps marked ‖ ran beside the one above them)')
for (const { name, ok, seconds, beside } of results) console.log(`  ${ok ? 'pass' : 'FAIL'}  ${beside ? '‖ ' : ''}${name.padEnd(28)} ${seconds.padStart(7)} s`)
console.log(`  total${' '.repeat(33)}${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`)
const failed = results.filter((result) => !result.ok).length
const skipped = stepCount - results.length
console.log(`steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
for (const { name, failures } of results.filter((result) => result.failures.length > 0)) {
  console.log(`\nfailed in ${name}:`)
  for (const { test, error } of failures) console.log(`  ${test}\n    ${error}`)
}
process.exit(failed ? 1 : 0)
