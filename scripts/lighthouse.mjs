#!/usr/bin/env node
// Lighthouse 12.8 on the production build, with its default mobile settings (simulated
// throttling), in Debian's Chromium. Builds nothing: run `npm run build` first. Starts the
// production server on 127.0.0.1 (a free port, its own temporary lead outbox), runs every page
// N times, prints the MEDIAN of each category score and of LCP, TBT and CLS, then the audits
// that cost points, and exits non-zero when a page is under the bar (design.md 9: Performance
// >= 95, Accessibility, Best Practices and SEO = 100) unless --no-fail.
//
//   npm run lighthouse                       every route of the route table + one article, 3 runs
//   npm run lighthouse -- --urls / --runs 5  the home page, 5 runs
//   npm run lighthouse -- --no-fail          report only
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { belowThreshold, median, parseArgs, THRESHOLDS } from './lib/lighthouse-urls.mjs'

const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]
const CATEGORIES = Object.keys(THRESHOLDS)
const MAX_ATTEMPTS = 3
const LABELS = { performance: 'Perf', accessibility: 'A11y', 'best-practices': 'BP', seo: 'SEO' }

let options
try {
  options = parseArgs(process.argv.slice(2))
} catch (error) {
  console.error(error.message)
  process.exit(2)
}
if (!existsSync(path.resolve('build/server/index.js'))) {
  console.error('No production build: run `npm run build` first (this script builds nothing).')
  process.exit(2)
}

/** A port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function waitForServer(origin, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${origin}/about`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer on ${origin} within ${timeoutMs / 1000} s`)
}

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'harbourline-lighthouse-'))
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  LEADS_DB_PATH: path.join(dataDir, 'leads.sqlite'),
  LEADS_MAIL_DIR: path.join(dataDir, 'mail'),
}
// Measure the site as content configures it: canonical links on this origin, no test overrides.
for (const name of ['SITE_URL', 'E2E', 'SEARCH_WIDGET_SCRIPT_URL_OVERRIDE']) delete serverEnv[name]

let serverLog = ''
const server = spawn(process.execPath, ['server.js'], { env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] })
server.stdout.on('data', (chunk) => (serverLog += chunk))
server.stderr.on('data', (chunk) => (serverLog += chunk))

let chrome
async function cleanUp() {
  try {
    await chrome?.kill()
  } catch {
    // already gone
  }
  if (server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL')
        resolve()
      }, 5_000)
      server.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
    })
  }
  rmSync(dataDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130))
  })
}

const results = []
let exitCode = 0
try {
  await waitForServer(origin, server)
  chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION} mobile (simulated throttling), ${options.runs} run(s) per page, server ${origin}`)

  // One discarded run first: a fresh Chromium compiles and caches everything on its first page,
  // which would otherwise count against whichever page happens to be measured first.
  const first = options.urls[0]
  if (first) await lighthouse(first.startsWith('/') ? `${origin}${first}` : first, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })

  for (const target of options.urls) {
    const url = target.startsWith('/') ? `${origin}${target}` : target
    const runs = []
    for (let run = 1; run <= options.runs; run++) {
      // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy
      // machine: such a run says nothing about the page, so it is tried again, twice at most.
      let lhr
      for (let attempt = 1; ; attempt++) {
        lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }))?.lhr
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
        if (!lhr.runtimeError) break
        if (attempt === MAX_ATTEMPTS) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        process.stdout.write(`  ${target} run ${run}/${options.runs}: ${lhr.runtimeError.code}, trying again\n`)
      }
      runs.push(lhr)
      process.stdout.write(`  ${target} run ${run}/${options.runs}: performance ${Math.round(lhr.categories.performance.score * 100)}\n`)
    }
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)))]))
    const metric = (id) => median(runs.map((lhr) => lhr.audits[id]?.numericValue))
    // Audits that cost points in any run, with how many runs they failed in.
    const problems = new Map()
    for (const lhr of runs) {
      for (const category of CATEGORIES) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id]
          if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue
          const key = `${category}: ${audit.id}`
          const entry = problems.get(key) ?? { title: audit.title, display: audit.displayValue ?? '', runs: 0 }
          entry.runs += 1
          problems.set(key, entry)
        }
      }
    }
    results.push({ target, scores, lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift'), problems })
  }
} catch (error) {
  console.error(`Lighthouse could not run: ${error.message}`)
  if (serverLog) console.error(`Server output:\n${serverLog.slice(-4000)}`)
  exitCode = 2
} finally {
  await cleanUp()
}

if (results.length > 0) {
  const header = ['Page', ...CATEGORIES.map((category) => LABELS[category]), 'LCP', 'TBT', 'CLS']
  const rows = results.map(({ target, scores, lcp, tbt, cls }) => [
    target,
    ...CATEGORIES.map((category) => String(scores[category])),
    `${(lcp / 1000).toFixed(2)} s`,
    `${Math.round(tbt)} ms`,
    cls.toFixed(3),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
  console.log(`\nMedian of ${options.runs} run(s) per page (bar: Performance >= ${THRESHOLDS.performance}, the others ${THRESHOLDS.accessibility})`)
  console.log(line(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const row of rows) console.log(line(row))

  let failed = false
  for (const { target, scores, problems } of results) {
    const below = belowThreshold(scores)
    if (below.length > 0) failed = true
    if (problems.size > 0) {
      console.log(`\n${target}${below.length ? ` is under the bar in ${below.join(', ')}` : ''}; audits that cost points:`)
      for (const [key, { title, display, runs }] of problems) console.log(`  - ${key} (${runs}/${options.runs} runs) ${title}${display ? `: ${display}` : ''}`)
    }
  }
  if (failed && options.fail) {
    console.error('\nUnder the bar (pass --no-fail to only report).')
    exitCode ||= 1
  }
}
process.exit(exitCode)
