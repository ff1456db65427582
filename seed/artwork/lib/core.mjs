// Core helpers for the Harbourline artwork generator: number formatting,
// a seeded PRNG, colour maths and a tiny SVG document builder.
// Plain Node ESM, no dependencies, fully deterministic.

/** Brand palette (from seed/images/harbourline-logo.svg) plus scene colours. */
export const C = {
  navy: '#0b4f6c',
  deep: '#073447',
  sea: '#1d7a99',
  aqua: '#7fd1e8',
  foam: '#e9f6fa',
  coral: '#b93d12',
  white: '#ffffff',
  sand: '#f3dfb8',
  gold: '#f2b544',
  sun: '#ffd27a',
  ink: '#052433',
  glass: '#27485c',
  boat: '#f29a38',
}

/** Round to one decimal and drop a trailing ".0" (compact path data). */
export function n(v) {
  if (typeof v !== 'number') return String(v)
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

/**
 * Tagged template: every interpolated number is rounded to one decimal.
 * Arrays are joined without separator; null/undefined/false become ''.
 */
export function s(strings, ...vals) {
  let out = strings[0]
  for (let i = 0; i < vals.length; i++) {
    out += fmt(vals[i]) + strings[i + 1]
  }
  return out
}
function fmt(v) {
  if (v === null || v === undefined || v === false) return ''
  if (Array.isArray(v)) return v.map(fmt).join('')
  return typeof v === 'number' ? n(v) : String(v)
}

/** Attribute string from an object; skips null/undefined/false. */
export function at(obj = {}) {
  let out = ''
  for (const [k, v] of Object.entries(obj)) {
    if (v === null || v === undefined || v === false) continue
    out += ` ${k}="${typeof v === 'number' ? n(v) : esc(String(v))}"`
  }
  return out
}

export function esc(t) {
  return t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Points list "x,y x,y" (rounded) for polygons/polylines. */
export function pts(list) {
  return list.map(([x, y]) => `${n(x)} ${n(y)}`).join(' ')
}

/** Path through points: "M x y L x y ..." (optionally closed). */
export function poly(list, close = true) {
  return 'M' + list.map(([x, y]) => `${n(x)} ${n(y)}`).join('L') + (close ? 'Z' : '')
}

/**
 * Smooth path through points using quadratic midpoints (Chaikin-like).
 * Returns the segment string starting with "L" to the first midpoint.
 */
export function smooth(list) {
  if (list.length < 3) return list.map(([x, y]) => `L${n(x)} ${n(y)}`).join('')
  let out = `L${n(list[0][0])} ${n(list[0][1])}`
  for (let i = 1; i < list.length - 1; i++) {
    const [x, y] = list[i]
    const [x2, y2] = list[i + 1]
    out += `Q${n(x)} ${n(y)} ${n((x + x2) / 2)} ${n((y + y2) / 2)}`
  }
  const last = list[list.length - 1]
  out += `L${n(last[0])} ${n(last[1])}`
  return out
}

/** FNV-1a string hash -> uint32 (seed for the PRNG). */
export function hash(str) {
  let h = 0x811c9dc5
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Mulberry32 seeded PRNG with helpers. */
export function rng(seed) {
  let a = typeof seed === 'string' ? hash(seed) : seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    r: (lo = 0, hi = 1) => lo + (hi - lo) * next(),
    i: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    fork: (label) => rng(hash(label) ^ Math.floor(next() * 4294967296)),
  }
}

/* ---------- colour maths ---------- */
function hex2rgb(h) {
  const v = h.replace('#', '')
  const f =
    v.length === 3
      ? v
          .split('')
          .map((c) => c + c)
          .join('')
      : v
  return [0, 2, 4].map((i) => parseInt(f.slice(i, i + 2), 16))
}
function rgb2hex([r, g, b]) {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}
/** Linear mix of two hex colours, t=0 -> a, t=1 -> b. */
export function mix(a, b, t) {
  const A = hex2rgb(a)
  const B = hex2rgb(b)
  return rgb2hex(A.map((v, i) => v + (B[i] - v) * t))
}
export const lighten = (c, t) => mix(c, '#ffffff', t)
export const darken = (c, t) => mix(c, '#000000', t)

/* ---------- document builder ---------- */
export class Doc {
  constructor(w, h, title) {
    this.w = w
    this.h = h
    this.title = title
    this.defs = []
    this.body = []
    this.ids = new Map()
  }
  /** Unique short id within this document. */
  id(prefix = 'i') {
    const k = (this.ids.get(prefix) || 0) + 1
    this.ids.set(prefix, k)
    return `${prefix}${k}`
  }
  add(...parts) {
    for (const p of parts) if (p) this.body.push(p)
    return this
  }
  def(str) {
    this.defs.push(str)
    return this
  }
  /** Vertical (default) or custom linear gradient; returns url(#id). */
  lin(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units, id } = {}) {
    const gid = id || this.id('g')
    this.def(`<linearGradient id="${gid}"${at({ x1, y1, x2, y2, gradientUnits: units })}>` + stopList(stops) + '</linearGradient>')
    return `url(#${gid})`
  }
  /** Radial gradient; returns url(#id). */
  rad(stops, { cx, cy, r, fx, fy, units } = {}) {
    const gid = this.id('r')
    this.def(`<radialGradient id="${gid}"${at({ cx, cy, r, fx, fy, gradientUnits: units })}>` + stopList(stops) + '</radialGradient>')
    return `url(#${gid})`
  }
  /** Gaussian blur filter (used sparingly for glows); returns url(#id). */
  blur(sd) {
    const fid = this.id('f')
    this.def(`<filter id="${fid}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(sd)}"/></filter>`)
    return `url(#${fid})`
  }
  /** Define a reusable symbol-ish group; returns the id. */
  sym(content, prefix = 'u') {
    const uid = this.id(prefix)
    this.def(`<g id="${uid}">${content}</g>`)
    return uid
  }
  /** Clip path from markup; returns url(#id). */
  clip(content) {
    const cid = this.id('c')
    this.def(`<clipPath id="${cid}">${content}</clipPath>`)
    return `url(#${cid})`
  }
  toString() {
    const t = esc(this.title)
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : ''
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" role="img" aria-labelledby="t">` +
      `<title id="t">${t}</title>${defs}${this.body.join('')}</svg>\n`
    )
  }
}

function stopList(stops) {
  return stops
    .map((st) => {
      const [o, c, op] = st
      return `<stop offset="${n(o)}" stop-color="${c}"${op !== undefined && op !== 1 ? ` stop-opacity="${n(op)}"` : ''}/>`
    })
    .join('')
}

/** `<use>` referencing a defs id. */
export function use(id, attrs = {}) {
  return `<use href="#${id}"${at(attrs)}/>`
}
