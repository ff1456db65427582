#!/usr/bin/env node
// `npm run bench:flood [-- --flood 300 --samples 200 --max-mb 2]`: whether inputs no page shows can
// push the real pages out of the page store (ADR 20). Starts the production server with a small
// store, keeps four real pages, times home hits (sequential, one client, br and identity), then
// for each kind of flood (scripts/lib/page-flood.mjs: campaign cookies, path spellings, Hosts,
// country codes, languages, query strings, not-found paths) sends it and prints whether each real
// page is still served from the store; last, times the home hits again.
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import { flood, FLOOD_KINDS, keepRealPages, realPageStates, stillKept } from './lib/page-flood.mjs'
import { hasBuild, startSite } from './lib/site-server.mjs'

const { values } = parseArgs({
  options: { flood: { type: 'string', default: '300' }, samples: { type: 'string', default: '200' }, 'max-mb': { type: 'string', default: '2' } },
})
const FLOOD = Number(values.flood)
const SAMPLES = Number(values.samples)

if (!hasBuild()) {
  console.error('No build: run `npm run build` first.')
  process.exit(1)
}

/** One GET of the home page read to its end: X-Page-Cache and the time to the last byte, in ms. */
function timedHome(url, encoding) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const outgoing = request(`${url}/`, { headers: { 'accept-encoding': encoding, 'cf-ipcountry': 'IN' } }, (response) => {
      response.resume()
      response.on('end', () => resolve({ state: response.headers['x-page-cache'], ms: performance.now() - started }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function homeHits(url, encoding) {
  const times = []
  for (let index = 0; index < SAMPLES; index++) {
    const answer = await timedHome(url, encoding)
    if (answer.state === 'HIT') times.push(answer.ms)
  }
  return { hits: times.length, p50: median(times) }
}

const site = await startSite({
  COUNTRY_HEADER: 'cf-ipcountry',
  PAGE_CACHE_MAX_MB: values['max-mb'],
  LEADS_DB_PATH: 'test-results/flood/leads.sqlite',
  LEADS_MAIL_DIR: 'test-results/flood/mail',
})
try {
  await keepRealPages(site.url)
  const before = { br: await homeHits(site.url, 'br'), identity: await homeHits(site.url, 'identity') }
  console.log(`page store of ${values['max-mb']} MB; ${FLOOD} requests of each kind`)
  console.log('| flood | took | answers | real pages after | still kept |')
  console.log('|---|---:|---|---|---|')
  let allKept = true
  for (const kind of FLOOD_KINDS) {
    await keepRealPages(site.url)
    const started = performance.now()
    const states = await flood(site.url, kind, FLOOD)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const after = await realPageStates(site.url)
    const kept = stillKept(after)
    allKept &&= kept
    const answers = Object.entries(states)
      .map(([state, count]) => `${count} ${state}`)
      .join(', ')
    const pages = Object.entries(after)
      .map(([path, state]) => `${path} ${state}`)
      .join(', ')
    console.log(`| ${kind.name} | ${seconds} s | ${answers} | ${pages} | ${kept ? 'yes' : 'NO'} |`)
  }
  await keepRealPages(site.url)
  const after = { br: await homeHits(site.url, 'br'), identity: await homeHits(site.url, 'identity') }
  const health = await (await fetch(`${site.url}/healthz`)).json()
  console.log(`\npage store after every flood: ${health.pageCache.entries} pages, ${(health.pageCache.bytes / 1024).toFixed(0)} KB`)
  console.log('| home hit | p50 before | p50 after | after / before |')
  console.log('|---|---:|---:|---:|')
  for (const encoding of ['br', 'identity']) {
    const ratio = after[encoding].p50 / before[encoding].p50
    console.log(`| ${encoding} | ${before[encoding].p50.toFixed(2)} ms | ${after[encoding].p50.toFixed(2)} ms | ${ratio.toFixed(2)} |`)
  }
  if (!allKept) process.exitCode = 1
} finally {
  await site.stop()
}
