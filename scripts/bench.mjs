#!/usr/bin/env node
// `npm run bench [-- --connections 200 --duration 30 --runs 1]`: page throughput of the production
// build on 127.0.0.1 with autocannon (issue 7). One server; in turn the not-found page (the chrome
// only: the floor every page pays), the home page and an article, each for --duration seconds at
// --connections. Prints requests/s, p50/p99 latency and errors per page, and the home page's
// throughput as a ratio of the floor (target >= 40 %). Exits 1 on any error or a ratio under the
// target with --strict. Visitors come from India (CF-IPCountry: IN), as most do.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { hasBuild, startSite } from './lib/site-server.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  const value = index === -1 ? fallback : Number(args[index + 1])
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} takes a positive number`)
    process.exit(2)
  }
  return value
}
const CONNECTIONS = option('connections', 200)
const DURATION_S = option('duration', 30)
const RUNS = option('runs', 1)
const STRICT = args.includes('--strict')
const TARGET_RATIO = 0.4
const PAGES = [
  { name: 'not found (floor)', path: '/bench-no-such-page', status: 404 },
  { name: 'home', path: '/', status: 200 },
  { name: 'article', path: '/Japan-Cruise-FAQ', status: 200 },
]

if (!hasBuild()) {
  console.error('No production build: run `npm run build` first.')
  process.exit(2)
}

function hammer(url, expectedStatus) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'cf-ipcountry': 'IN', 'accept-encoding': 'gzip' } },
      (error, result) => {
        if (error) return reject(error)
        const statuses = result.statusCodeStats ?? {}
        const unexpected = Object.entries(statuses)
          .filter(([code]) => Number(code) !== expectedStatus)
          .reduce((sum, [, stats]) => sum + stats.count, 0)
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          errors: result.errors + result.timeouts + unexpected,
        })
      },
    )
  })
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const dir = mkdtempSync(path.join(tmpdir(), 'hl-bench-'))
// A rate limit is for lead posts only; pages are not limited. The outbox is a throwaway.
const site = await startSite({ LEADS_DB_PATH: path.join(dir, 'leads.sqlite'), LEADS_MAIL_DIR: path.join(dir, 'mail'), COUNTRY_HEADER: 'cf-ipcountry' })
let failed = false
try {
  // Warm the content memo and the JIT on every page before measuring.
  for (const page of PAGES) for (let i = 0; i < 20; i++) await (await fetch(`${site.url}${page.path}`, { headers: { 'cf-ipcountry': 'IN' } })).arrayBuffer()

  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per page, ${RUNS} run(s); production build on ${site.url}\n`)
  const runs = PAGES.map(() => [])
  for (let run = 1; run <= RUNS; run++) {
    for (const [index, page] of PAGES.entries()) {
      const result = await hammer(`${site.url}${page.path}`, page.status)
      runs[index].push(result)
      console.log(`run ${run}  ${page.name.padEnd(18)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(5)} ms  p99 ${String(result.p99).padStart(5)} ms  ${result.requests} requests, ${result.errors} errors`)
    }
  }
  const summary = runs.map((results, index) => ({
    page: PAGES[index].name,
    rps: median(results.map((result) => result.rps)),
    p50: median(results.map((result) => result.p50)),
    p99: median(results.map((result) => result.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  }))
  console.log(`\nMedian of ${RUNS} run(s)`)
  console.log('page                 req/s    p50 ms   p99 ms   errors')
  for (const row of summary) {
    console.log(`${row.page.padEnd(18)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(9)} ${String(row.p99).padStart(8)} ${String(row.errors).padStart(8)}`)
  }
  const [floor, home] = summary
  const ratio = home.rps / floor.rps
  console.log(`\nhome / floor: ${(ratio * 100).toFixed(0)} % (target >= ${TARGET_RATIO * 100} %)`)
  const errors = summary.reduce((sum, row) => sum + row.errors, 0)
  console.log(errors === 0 ? 'errors: none' : `errors: ${errors}`)
  failed = errors > 0 || (STRICT && ratio < TARGET_RATIO)
} finally {
  await site.stop()
  rmSync(dir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
