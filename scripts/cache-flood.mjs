#!/usr/bin/env node
// `npm run bench:flood [-- --flood 300 --samples 200]`: whether made-up query strings can push the
// real pages out of the page store (ADR 20). Starts the production server, keeps four real pages,
// times home hits (sequential, one client, br and identity), sends the flood (made-up query
// strings, Accept-Encoding: identity, the largest answers), and times the home hits again.
// Prints the median before and after and whether each real page is still a hit.
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import { hasBuild, startSite } from './lib/site-server.mjs'

const { values } = parseArgs({ options: { flood: { type: 'string', default: '300' }, samples: { type: 'string', default: '200' } } })
const FLOOD = Number(values.flood)
const SAMPLES = Number(values.samples)
const REAL_PAGES = ['/', '/about', '/contact', '/blog']

if (!hasBuild()) {
  console.error('No build: run `npm run build` first.')
  process.exit(1)
}

/** One GET read to its end: status, X-Page-Cache and the time to the last byte, in ms. */
function get(url, encoding) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const outgoing = request(url, { headers: { 'accept-encoding': encoding, 'cf-ipcountry': 'IN' } }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode, state: response.headers['x-page-cache'], ms: performance.now() - started }))
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
    const answer = await get(`${url}/`, encoding)
    if (answer.state === 'HIT') times.push(answer.ms)
  }
  return { hits: times.length, p50: median(times) }
}

const site = await startSite({ COUNTRY_HEADER: 'cf-ipcountry', LEADS_DB_PATH: 'test-results/flood/leads.sqlite', LEADS_MAIL_DIR: 'test-results/flood/mail' })
try {
  for (const path of REAL_PAGES) {
    for (let tries = 0; (await get(`${site.url}${path}`, 'br')).state !== 'HIT' && tries < 50; tries++);
  }
  const before = { br: await homeHits(site.url, 'br'), identity: await homeHits(site.url, 'identity') }
  const floodStarted = performance.now()
  for (let start = 0; start < FLOOD; start += 10) {
    await Promise.all(Array.from({ length: Math.min(10, FLOOD - start) }, (_, index) => get(`${site.url}/?made-up=${start + index}-${Math.random()}`, 'identity')))
  }
  const floodMs = performance.now() - floodStarted
  const states = Object.fromEntries(await Promise.all(REAL_PAGES.map(async (path) => [path, (await get(`${site.url}${path}`, 'br')).state])))
  const after = { br: await homeHits(site.url, 'br'), identity: await homeHits(site.url, 'identity') }
  const health = await (await fetch(`${site.url}/healthz`)).json()

  console.log(`flood: ${FLOOD} made-up query strings in ${(floodMs / 1000).toFixed(1)} s; page store: ${health.pageCache.entries} pages, ${(health.pageCache.bytes / 1024).toFixed(0)} KB`)
  console.log('real pages after the flood:', Object.entries(states).map(([path, state]) => `${path} ${state}`).join(', '))
  console.log('| home hit | p50 before | p50 after | after / before |')
  console.log('|---|---:|---:|---:|')
  for (const encoding of ['br', 'identity']) {
    const ratio = after[encoding].p50 / before[encoding].p50
    console.log(`| ${encoding} | ${before[encoding].p50.toFixed(2)} ms | ${after[encoding].p50.toFixed(2)} ms | ${ratio.toFixed(2)} |`)
  }
  const allHits = Object.values(states).every((state) => state === 'HIT')
  if (!allHits) process.exitCode = 1
} finally {
  await site.stop()
}
