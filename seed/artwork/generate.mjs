#!/usr/bin/env node
// Generates every seed image (original, code-drawn SVG artwork) into
// seed/images/. Deterministic: a seeded PRNG per scene, no Date/Math.random.
//
//   npm run seed:artwork                      # write all files + size table (then npm run validate:content)
//   node seed/artwork/generate.mjs            # the same
//   node seed/artwork/generate.mjs dest-japan # only files whose name contains the filter
//
// Sizes and alt texts come from catalogue.mjs; the list of names is checked
// against the contract in NAMES.md before anything is written.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { catalogue } from './catalogue.mjs'
import { Doc } from './lib/core.mjs'
import { recipes } from './lib/recipes.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const outDir = join(here, '..', 'images')
const SOFT_LIMIT = 60 * 1024
const HARD_LIMIT = 150 * 1024

/** Expand NAMES.md rows into { 'name.svg': [w, h] }. */
export function contractNames(md = readFileSync(join(here, 'NAMES.md'), 'utf8')) {
  const out = {}
  for (const line of md.split('\n')) {
    const m = line.match(/^\|\s*([^|]+?)\s*\|\s*(\d+)x(\d+)\s*\|/)
    if (!m) continue
    const [, names, w, h] = m
    for (let part of names.split(',')) {
      part = part.trim()
      const range = part.match(/^([a-z0-9-]+?)(\d+)\s*…\s*([a-z0-9-]+?)(\d+)$/)
      if (range) {
        for (let i = +range[2]; i <= +range[4]; i++) out[`${range[1]}${i}.svg`] = [+w, +h]
      } else if (part) out[`${part}.svg`] = [+w, +h]
    }
  }
  return out
}

/** What is wrong between NAMES.md, the catalogue and the recipes (empty when they agree). */
export function contractProblems() {
  const want = contractNames()
  const problems = []
  for (const [name, [w, h]] of Object.entries(want)) {
    const c = catalogue[name]
    if (!c) problems.push(`missing from catalogue: ${name}`)
    else if (c.width !== w || c.height !== h) problems.push(`size mismatch ${name}: catalogue ${c.width}x${c.height}, NAMES.md ${w}x${h}`)
    if (!recipes[name.replace(/\.svg$/, '')]) problems.push(`no recipe for ${name}`)
  }
  for (const name of Object.keys(catalogue)) if (!want[name]) problems.push(`not in NAMES.md: ${name}`)
  for (const [name, c] of Object.entries(catalogue)) {
    if (!c.alt || c.alt.length > 120) problems.push(`alt text missing or over 120 chars: ${name}`)
  }
  return problems
}

function checkContract() {
  const problems = contractProblems()
  if (problems.length) {
    console.error(problems.join('\n'))
    process.exit(1)
  }
  return Object.keys(contractNames())
}

/** The SVG text of one image, as the generator writes it. */
export function render(name) {
  const { width, height, alt } = catalogue[name]
  const doc = new Doc(width, height, alt)
  recipes[name.replace(/\.svg$/, '')](doc)
  return doc.toString()
}

const kb = (b) => (b / 1024).toFixed(1).padStart(6) + ' KB'

function main() {
  const names = checkContract()
  const filter = process.argv[2]
  const todo = filter ? names.filter((n) => n.includes(filter)) : names
  mkdirSync(outDir, { recursive: true })
  const t0 = performance.now()
  const rows = []
  for (const name of todo) {
    const svg = render(name)
    const bytes = Buffer.byteLength(svg)
    if (bytes > HARD_LIMIT) throw new Error(`${name} is ${bytes} bytes (hard limit ${HARD_LIMIT})`)
    writeFileSync(join(outDir, name), svg)
    rows.push([name, bytes])
  }
  const ms = performance.now() - t0
  const w = Math.max(...rows.map(([n]) => n.length))
  console.log(`${'file'.padEnd(w)}  ${'size'.padStart(9)}`)
  console.log('-'.repeat(w + 11))
  for (const [name, bytes] of rows) console.log(`${name.padEnd(w)}  ${kb(bytes)}${bytes > SOFT_LIMIT ? '  (over 60 KB)' : ''}`)
  console.log('-'.repeat(w + 11))
  const total = rows.reduce((a, [, b]) => a + b, 0)
  const largest = rows.reduce((a, r) => (r[1] > a[1] ? r : a), ['', 0])
  console.log(`${`${rows.length} files, total`.padEnd(w)}  ${kb(total)}`)
  console.log(`largest: ${largest[0]} (${kb(largest[1]).trim()}); generated in ${ms.toFixed(0)} ms`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
