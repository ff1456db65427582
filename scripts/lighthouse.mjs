#!/usr/bin/env node
// Lighthouse 12.8 on the production build, with its default mobile settings (simulated
// throttling), in Debian's Chromium. Builds nothing: run `npm run build` first. Starts the
// production server on 127.0.0.1 (a free port, its own temporary lead outbox), runs every page
// N times, prints the MEDIAN of each category score and of LCP, TBT and CLS, each build's initial
// client JS against its budget, then the audits that cost points, and exits non-zero when a page is
// under the bar (every category 100, TBT <= 150 ms; README "Scripts") unless --no-fail.
//
// Simulated throttling scales the CPU time it observes, so a busy machine lowers every score.
// To compare two builds, give the other one with --baseline: both servers run at once and each
// run of a page alternates between them, so both see the same noise.
//
//   npm run lighthouse                       every route of the route table + one article, 3 runs
//   npm run lighthouse -- --urls / --runs 5  the home page, 5 runs
//   npm run lighthouse -- --urls / --baseline ../before   this build and ../before's, side by side
//   npm run lighthouse -- --no-fail          report only
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs'
import { budgetLine, initialClientJs } from './lib/client-js.mjs'
import { belowThreshold, median, parseArgs, TBT_LIMIT_MS, THRESHOLDS } from './lib/lighthouse-urls.mjs'
import { ownBlockingTime } from './lib/main-thread.mjs'
import { startSite, untilFresh } from './lib/site-server.mjs'

// Lighthouse and its Chrome launcher (about a hundred packages) are not dependencies: nothing in
// `npm test` runs them, and every install would fetch them. The first run installs these versions
// beside the others (without touching package.json; a later `npm install` removes them again).
const LIGHTHOUSE_PACKAGES = ['lighthouse@12.8.2', 'chrome-launcher@1.2.1']
const require = createRequire(import.meta.url)
try {
  require.resolve('lighthouse/package.json')
  require.resolve('chrome-launcher/package.json')
} catch {
  console.log(`Installing ${LIGHTHOUSE_PACKAGES.join(' and ')} for this run (not a dependency of the site)…`)
  const install = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...LIGHTHOUSE_PACKAGES], { stdio: 'inherit' })
  if (install.status !== 0) process.exit(install.status ?? 1)
  // Node keeps what it found (nothing) for those packages in this process: run again in a new one.
  const again = spawnSync(process.execPath, process.argv.slice(1), { stdio: 'inherit' })
  process.exit(again.status ?? 1)
}
const { launch } = await import('chrome-launcher')
const { default: lighthouse } = await import('lighthouse')
const LIGHTHOUSE_VERSION = require('lighthouse/package.json').version
// The same Chromium as the e2e tests: on a new machine, installed from Debian's package first.
ensureChromium()
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
const builds = [{ name: 'this build', dir: process.cwd() }]
if (options.baseline) builds.push({ name: `baseline (${options.baseline})`, dir: path.resolve(options.baseline) })
for (const { dir } of builds) {
  if (!existsSync(path.join(dir, 'build/server/index.js'))) {
    console.error(`No production build in ${dir}: run \`npm run build\` there first (this script builds nothing).`)
    process.exit(2)
  }
}

/** The production server of the checkout in `build.dir`, with its own lead outbox. */
async function startServer(build) {
  build.dataDir = mkdtempSync(path.join(tmpdir(), 'harbourline-lighthouse-'))
  const env = {
    LEADS_DB_PATH: path.join(build.dataDir, 'leads.sqlite'),
    LEADS_MAIL_DIR: path.join(build.dataDir, 'mail'),
    // Measure the site as content configures it (canonical links on this origin: startSite's
    // SITE_URL), no test overrides.
    E2E: undefined,
    SEARCH_WIDGET_SCRIPT_URL_OVERRIDE: undefined,
  }
  build.site = await startSite(env, { cwd: build.dir, readyPath: '/about', timeoutMs: 60_000 })
  build.origin = build.site.url
}

async function stopServer({ site, dataDir }) {
  await site?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}

let chrome
async function cleanUp() {
  try {
    await chrome?.kill()
  } catch {
    // already gone
  }
  await Promise.all(builds.map(stopServer))
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130))
  })
}

const urlOf = (build, target) => (target.startsWith('/') ? `${build.origin}${target}` : target)

/**
 * One Lighthouse run: its report and the page's own blocking time from its trace (lib/main-thread).
 * Lighthouse itself sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine, so
 * such a run is tried again, twice at most.
 */
async function measure(url, label) {
  // Each run comes more than a page's 10 s s-maxage after the last, so its page is stale: the
  // run starts once the store has it fresh again (a page that stays stale is measured anyway).
  await untilFresh(url, { headers: { 'accept-encoding': 'br' }, intervalMs: 20 })
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (!lhr.runtimeError) {
      const fromTs = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs
      const own = result.artifacts?.Trace && fromTs ? ownBlockingTime(result.artifacts.Trace.traceEvents, { fromTs }) : null
      return { lhr, own }
    }
    if (attempt === MAX_ATTEMPTS) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    process.stdout.write(`  ${label}: ${lhr.runtimeError.code}, trying again\n`)
  }
}

/** A page's medians over its runs, and the audits that cost points in any run (with how many runs they failed in). */
function summarise(target, measured) {
  const runs = measured.map(({ lhr }) => lhr)
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)))]),
  )
  const metric = (id) => median(runs.map((lhr) => lhr.audits[id]?.numericValue))
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
  const own = median(measured.map((run) => run.own?.blockingMs))
  return { target, scores, lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), own, cls: metric('cumulative-layout-shift'), problems }
}

let exitCode = 0
try {
  await Promise.all(builds.map(startServer))
  chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
  const servers = builds.map((build) => `${build.name} on ${build.origin}`).join(', ')
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION} mobile (simulated throttling), ${options.runs} run(s) per page; ${servers}`)

  // One discarded run first: a fresh Chromium compiles and caches everything on its first page,
  // which would otherwise count against whichever page happens to be measured first.
  const first = options.urls[0]
  if (first) for (const build of builds) await measure(urlOf(build, first), `warm-up ${build.name}`)

  for (const build of builds) {
    build.results = []
    build.benchmarkIndexes = []
  }
  for (const target of options.urls) {
    const runs = builds.map(() => [])
    for (let run = 1; run <= options.runs; run++) {
      for (const [index, build] of builds.entries()) {
        const label = `${target} run ${run}/${options.runs}${builds.length > 1 ? ` (${build.name})` : ''}`
        const measured = await measure(urlOf(build, target), label)
        const { lhr, own } = measured
        runs[index].push(measured)
        build.benchmarkIndexes.push(lhr.environment.benchmarkIndex)
        process.stdout.write(
          `  ${label}: performance ${Math.round(lhr.categories.performance.score * 100)}, TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms (own work ${own ? `${Math.round(own.blockingMs)} ms, longest task ${own.longestTaskMs.toFixed(1)} ms` : 'not in the trace'}), benchmark index ${Math.round(lhr.environment.benchmarkIndex)}\n`,
        )
      }
    }
    builds.forEach((build, index) => build.results.push(summarise(target, runs[index])))
  }
} catch (error) {
  console.error(`Lighthouse could not run: ${error.message}`)
  for (const build of builds) if (build.site) console.error(`Server output (${build.name}):\n${build.site.log().slice(-4000)}`)
  exitCode = 2
} finally {
  await cleanUp()
}

const [current] = builds
if (current.results?.length > 0) {
  const compared = builds.length > 1
  const header = ['Page', ...(compared ? ['Build'] : []), ...CATEGORIES.map((category) => LABELS[category]), 'LCP', 'TBT', 'Own TBT', 'CLS']
  const rows = current.results.flatMap((_, page) =>
    builds.map((build) => {
      const { target, scores, lcp, tbt, own, cls } = build.results[page]
      return [
        target,
        ...(compared ? [build.name] : []),
        ...CATEGORIES.map((category) => String(scores[category])),
        `${(lcp / 1000).toFixed(2)} s`,
        `${Math.round(tbt)} ms`,
        Number.isFinite(own) ? `${Math.round(own)} ms` : '-',
        cls.toFixed(3),
      ]
    }),
  )
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const textColumns = compared ? 2 : 1
  const line = (cells) => cells.map((cell, column) => (column < textColumns ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
  console.log(`\nMedian of ${options.runs} run(s) per page (bar: every category ${THRESHOLDS.performance}, TBT <= ${TBT_LIMIT_MS} ms)`)
  // Simulated throttling multiplies the CPU time this machine takes by 4: a machine slower than
  // the one that factor was set for stands for a slower phone (README, "Scripts").
  const indexes = builds.flatMap((build) => build.benchmarkIndexes)
  console.log(`This machine's Lighthouse benchmark index: median ${Math.round(median(indexes))} (its 4x CPU slowdown is set for 1,500-2,000)`)
  console.log(line(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const row of rows) console.log(line(row))
  console.log(
    'Own TBT: the same tasks counted by the CPU time the page got instead of their wall time; far under TBT means the page waited for a busy core (ADR 35).',
  )
  console.log('\nInitial client JS (gzip -9)')
  for (const build of builds) for (const page of await initialClientJs(build.dir)) console.log(`  ${compared ? `${build.name}: ` : ''}${budgetLine(page)}`)

  // The bar applies to this build only; the baseline is there to compare with.
  let failed = false
  for (const { target, scores, tbt, problems } of current.results) {
    const below = belowThreshold(scores, tbt)
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
