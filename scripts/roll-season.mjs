#!/usr/bin/env node
// `npm run seed:roll`: moves every sailing of the embedded dataset one 52-week year forward (the
// same weekdays), by adding one to SEASON_YEARS in seed/source/season.mjs, and rebuilds
// seed/production.ndjson. Run it when `npm run validate:content` warns that the last sailing is near.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const file = fileURLToPath(new URL('../seed/source/season.mjs', import.meta.url))
const source = readFileSync(file, 'utf8')
const match = /^export const SEASON_YEARS = (\d+)$/m.exec(source)
if (!match) {
  console.error(`No "export const SEASON_YEARS = <number>" line in ${file}`)
  process.exit(1)
}
const next = Number(match[1]) + 1
writeFileSync(file, source.replace(match[0], `export const SEASON_YEARS = ${next}`))
console.log(`SEASON_YEARS ${match[1]} -> ${next}: every sailing moves 52 weeks forward`)
execFileSync(process.execPath, [fileURLToPath(new URL('../seed/build.mjs', import.meta.url))], { stdio: 'inherit' })
