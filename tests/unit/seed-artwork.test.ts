import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { contractNames, contractProblems, render } from '../../seed/artwork/generate.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const imagesDir = path.join(root, 'seed/images')

// The seed's pictures are drawn by code (seed/artwork, `npm run seed:artwork`): the files in
// seed/images are exactly what it draws, so a change to a recipe comes with its images.
describe('the seed artwork', () => {
  it('agrees with its contract: every name in NAMES.md has a catalogue entry (size, alt text) and a recipe', () => {
    expect(contractProblems()).toEqual([])
  })

  it('draws every image in seed/images byte for byte; the only others are the two logos, drawn by hand', () => {
    const names = Object.keys(contractNames())
    for (const name of names) expect(render(name), name).toBe(readFileSync(path.join(imagesDir, name), 'utf8'))
    const others = readdirSync(imagesDir).filter((file) => !names.includes(file))
    expect(others.sort()).toEqual(['harbourline-logo-light.svg', 'harbourline-logo.svg'])
  })

  it('passes its own checks (well-formed SVG, titles equal to the alt texts, no external references, size limits)', () => {
    const run = spawnSync(process.execPath, ['seed/artwork/verify.mjs'], { cwd: root, encoding: 'utf8' })
    expect(run.stdout + run.stderr).toMatch(/^OK: /m)
    expect(run.status).toBe(0)
  })
})
