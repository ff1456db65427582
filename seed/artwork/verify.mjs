#!/usr/bin/env node
// Checks the generated seed images against NAMES.md and catalogue.mjs:
// every name exists, root <svg> has xmlns/width/height/viewBox/role matching
// the catalogue, <title> equals the alt text, tags are balanced (well-formed),
// no external references/scripts/<image>, and files stay under the size limits.
//   node seed/artwork/verify.mjs
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { catalogue } from './catalogue.mjs'
import { contractNames } from './generate.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const dir = join(here, '..', 'images')
const errors = []
const err = (f, m) => errors.push(`${f}: ${m}`)
const unesc = (t) =>
  t
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** Minimal well-formedness check: balanced tags, quoted attributes, known entities. */
function wellFormed(xml, f) {
  const stack = []
  const re = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<!--[\s\S]*?-->/g
  let last = 0
  let m
  while ((m = re.exec(xml))) {
    const between = xml.slice(last, m.index)
    if (/[<>]/.test(between)) return err(f, `stray markup near offset ${last}: ${between.slice(0, 40)}`)
    if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(between)) return err(f, 'unescaped & in text')
    last = re.lastIndex
    if (m[0].startsWith('<!--')) continue
    const [, close, name, , self] = m
    if (close) {
      if (stack.pop() !== name) return err(f, `mismatched </${name}>`)
    } else if (!self) stack.push(name)
  }
  if (xml.slice(last).trim()) return err(f, 'trailing content')
  if (stack.length) err(f, `unclosed <${stack.join('><')}>`)
}

const want = contractNames()
let total = 0
for (const [name, [w, h]] of Object.entries(want)) {
  const file = join(dir, name)
  if (!existsSync(file)) {
    err(name, 'missing')
    continue
  }
  const svg = readFileSync(file, 'utf8')
  total += svg.length
  const c = catalogue[name]
  if (!svg.startsWith('<svg ')) err(name, 'does not start with <svg')
  const root = svg.slice(0, svg.indexOf('>') + 1)
  const attr = (k) => (root.match(new RegExp(`\\s${k}="([^"]*)"`)) || [])[1]
  if (attr('xmlns') !== 'http://www.w3.org/2000/svg') err(name, 'xmlns')
  if (attr('width') !== String(w) || attr('height') !== String(h)) err(name, `size ${attr('width')}x${attr('height')} != ${w}x${h}`)
  if (c && (c.width !== w || c.height !== h)) err(name, 'catalogue size differs from NAMES.md')
  if (attr('viewBox') !== `0 0 ${w} ${h}`) err(name, `viewBox ${attr('viewBox')}`)
  if (attr('role') !== 'img') err(name, 'role')
  const title = (svg.match(/<title[^>]*>([^<]*)<\/title>/) || [])[1]
  if (!c || unesc(title || '') !== c.alt) err(name, 'title does not equal catalogue alt')
  if (/<image\b|<script\b|<foreignObject\b|@font-face|@import/i.test(svg)) err(name, 'forbidden element')
  if (/(href|src)="(?!#)/.test(svg) || /url\((?!#)/.test(svg)) err(name, 'external reference')
  if (svg.length > 150 * 1024) err(name, `over hard limit (${svg.length} bytes)`)
  else if (svg.length > 60 * 1024) err(name, `over 60 KB (${svg.length} bytes)`)
  wellFormed(svg.trim(), name)
  // every url(#id)/href="#id" must resolve
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((x) => x[1]))
  for (const ref of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) if (!ids.has(ref[1])) err(name, `dangling reference #${ref[1]}`)
}
// text only in wordmarks
for (const name of Object.keys(want)) {
  if (/^(logo|platform)-/.test(name)) continue
  const file = join(dir, name)
  if (existsSync(file) && /<text\b/.test(readFileSync(file, 'utf8'))) err(name, 'contains <text> but is not a wordmark')
}
if (errors.length) {
  console.error(errors.join('\n'))
  process.exit(1)
}
console.log(`OK: ${Object.keys(want).length} files match NAMES.md and the catalogue (${(total / 1024).toFixed(1)} KB total)`)
