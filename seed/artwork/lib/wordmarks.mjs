// Partner and press wordmarks: an original, generic emblem plus the name set
// in a system font stack. Nothing here copies a real logo; only a generic hue
// is borrowed. Text width is estimated (Georgia/Arial metrics) and locked with
// textLength so the layout holds with any fallback font.
import { C, esc, n, s } from './core.mjs'

const SERIF = "Georgia, 'Times New Roman', serif"
const SANS = "'Helvetica Neue', Arial, sans-serif"

// Approximate advance widths (em) for Georgia bold / Arial bold.
const NARROW = new Set("iljtfrI.,;:'!| ".split(''))
const WIDE = new Set('mwMW'.split(''))
function textWidth(str, size, { serif = true, spacing = 0 } = {}) {
  let w = 0
  for (const ch of str) {
    let a
    if (ch === ' ') a = 0.26
    else if (NARROW.has(ch)) a = 0.32
    else if (WIDE.has(ch)) a = 0.86
    else if (ch >= 'A' && ch <= 'Z') a = serif ? 0.72 : 0.7
    else if (ch >= '0' && ch <= '9') a = 0.6
    else if (ch === '&') a = 0.75
    else a = serif ? 0.56 : 0.56
    w += a * size + spacing
  }
  return w
}

function textEl(str, x, y, size, { serif = true, weight = 700, fill, spacing = 0, maxW, italic = false }) {
  let w = textWidth(str, size, { serif, spacing })
  let fs = size
  if (maxW && w > maxW) {
    fs = (size * maxW) / w
    w = maxW
  }
  const attrs = `x="${n(x)}" y="${n(y)}" font-family="${serif ? SERIF : SANS}" font-size="${n(fs)}" font-weight="${weight}"${italic ? ' font-style="italic"' : ''}${spacing ? ` letter-spacing="${n(spacing)}"` : ''} fill="${fill}" textLength="${n(w)}" lengthAdjust="spacingAndGlyphs"`
  return { el: `<text ${attrs}>${esc(str)}</text>`, w, fs }
}

/* ----------------------------- emblems (drawn in a 0..56 box) */
const EMBLEM = {
  sunwave: (c, a) =>
    `<circle cx="28" cy="28" r="28" fill="${c}"/><path d="M14 30a14 14 0 0 1 28 0z" fill="${a}"/><path d="M28 8v6M12 14l4 4M44 14l-4 4" stroke="${a}" stroke-width="3" stroke-linecap="round"/><path d="M8 36q5-4 10 0t10 0t10 0t10 0M10 44q4.5-4 9 0t9 0t9 0t9 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  river: (c, a) =>
    `<rect width="56" height="56" rx="14" fill="${c}"/><path d="M14 50C14 34 42 34 42 22S26 10 26 4" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round"/><path d="M14 50C14 34 42 34 42 22S26 10 26 4" fill="none" stroke="${c}" stroke-width="1.6" stroke-dasharray="3 4"/>`,
  berg: (c, a) =>
    `<circle cx="28" cy="28" r="28" fill="${c}"/><path d="M10 38L22 18L28 26L34 14L46 38Z" fill="#fff"/><path d="M34 14L46 38H36L32 26Z" fill="#cfe6f2"/><path d="M10 44H46" stroke="${a}" stroke-width="3.5" stroke-linecap="round"/>`,
  ripple: (c, a) =>
    `<circle cx="28" cy="28" r="28" fill="${c}"/><path d="M12 34a16 16 0 0 1 32 0M18 34a10 10 0 0 1 20 0M24 34a4 4 0 0 1 8 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/><path d="M10 42H46" stroke="${a}" stroke-width="3" stroke-linecap="round"/>`,
  star8: (c, a) =>
    `<rect width="56" height="56" rx="28" fill="${c}"/><rect x="16" y="16" width="24" height="24" fill="${a}"/><rect x="16" y="16" width="24" height="24" fill="${a}" transform="rotate(45 28 28)"/><circle cx="28" cy="28" r="6" fill="${c}"/>`,
  swirl: (c, a) =>
    `<circle cx="28" cy="28" r="28" fill="${c}"/><path d="M10 34C16 20 30 18 36 26C40 32 34 38 28 36" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/><path d="M10 42q6-5 12 0t12 0t12 0" fill="none" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  gem: (c, a) =>
    `<rect width="56" height="56" rx="12" fill="${c}"/><path d="M14 22L22 12H34L42 22L28 46Z" fill="${a}"/><path d="M14 22H42M22 12L26 22L28 46L30 22L34 12" fill="none" stroke="${c}" stroke-width="1.8" stroke-linejoin="round"/>`,
  northstar: (c, a) =>
    `<circle cx="28" cy="28" r="28" fill="${c}"/><path d="M28 6L31.5 22.5L46 26L31.5 29.5L28 44L24.5 29.5L10 26L24.5 22.5Z" fill="#fff"/><path d="M12 46q4-3.5 8 0t8 0t8 0t8 0" fill="none" stroke="${a}" stroke-width="3" stroke-linecap="round"/>`,
  wheel: (c, a) => {
    let spokes = ''
    for (let i = 0; i < 8; i++) {
      const ang = (i * Math.PI) / 4
      spokes += s`M${28 + Math.cos(ang) * 7} ${28 + Math.sin(ang) * 7}L${28 + Math.cos(ang) * 23} ${28 + Math.sin(ang) * 23}`
    }
    return `<circle cx="28" cy="28" r="28" fill="${c}"/><path d="${spokes}" stroke="${a}" stroke-width="4" stroke-linecap="round"/><circle cx="28" cy="28" r="14" fill="none" stroke="#fff" stroke-width="4"/><circle cx="28" cy="28" r="5" fill="${a}"/>`
  },
  shell: (c, a) =>
    `<circle cx="28" cy="28" r="28" fill="${c}"/><path d="M28 44L12 26C12 14 44 14 44 26Z" fill="#fff"/><path d="M28 44L18 18M28 44L28 16M28 44L38 18M28 44L13 24M28 44L43 24" stroke="${c}" stroke-width="1.8"/><path d="M22 46h12" stroke="${a}" stroke-width="3.5" stroke-linecap="round"/>`,
  star5: (c, a) =>
    `<rect width="56" height="56" rx="28" fill="${c}"/><path d="M28 10l5.3 11.5l12.6 1.4l-9.4 8.6l2.6 12.4L28 37.6l-11.1 6.3l2.6-12.4l-9.4-8.6l12.6-1.4z" fill="${a}"/><path d="M10 46C20 40 36 40 48 46" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>`,
  compass: (c, a) =>
    `<circle cx="28" cy="28" r="28" fill="${c}"/><circle cx="28" cy="28" r="20" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/><path d="M28 8L33 28L28 48L23 28Z" fill="#fff"/><path d="M28 8L33 28H23Z" fill="${a}"/><path d="M8 28L28 24L48 28L28 32Z" fill="#fff" opacity=".7"/>`,
  globe: (c, a) =>
    `<circle cx="28" cy="28" r="28" fill="${c}"/><circle cx="28" cy="28" r="18" fill="none" stroke="#fff" stroke-width="2.6"/><ellipse cx="28" cy="28" rx="8" ry="18" fill="none" stroke="#fff" stroke-width="2.2"/><path d="M10 28H46M13 19H43M13 37H43" stroke="#fff" stroke-width="2"/><path d="M6 44C18 36 38 36 50 44" fill="none" stroke="${a}" stroke-width="3.5" stroke-linecap="round"/>`,
  anchor: (c, a) =>
    `<rect width="56" height="56" rx="14" fill="${c}"/><circle cx="28" cy="13" r="4.5" fill="none" stroke="${a}" stroke-width="3"/><path d="M28 18V46M20 24H36M14 34C14 42 20 46 28 46S42 42 42 34" fill="none" stroke="${a}" stroke-width="3.6" stroke-linecap="round"/><path d="M10 37l4-5l4 5M38 37l4-5l4 5" fill="none" stroke="${a}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
}

/** Partner cruise-line marks (240x80). */
export const LINES = {
  'logo-royal-caribbean': { name: 'Royal Caribbean', lines: ['Royal', 'Caribbean'], emblem: 'sunwave', c: '#1b3f8f', a: '#f2b544', serif: true },
  'logo-amawaterways': { name: 'AmaWaterways', lines: ['AmaWaterways'], emblem: 'river', c: '#0f3d4a', a: '#d4a84a', serif: true },
  'logo-antarctica21': { name: 'Antarctica21', lines: ['Antarctica21'], emblem: 'berg', c: '#12324f', a: '#d0402e', serif: false },
  'logo-avalon-waterways': { name: 'Avalon Waterways', lines: ['Avalon', 'Waterways'], emblem: 'ripple', c: '#1f5f9e', a: '#7fd1e8', serif: true },
  'logo-azamara': { name: 'Azamara', lines: ['Azamara'], emblem: 'star8', c: '#1a2d5a', a: '#e8c46a', serif: true },
  'logo-carnival': { name: 'Carnival', lines: ['Carnival'], emblem: 'swirl', c: '#c8102e', a: '#1f4fa0', serif: false },
  'logo-celebrity': { name: 'Celebrity Cruises', lines: ['Celebrity', 'Cruises'], emblem: 'gem', c: '#23262e', a: '#c9d3dc', serif: true },
  'logo-norwegian': { name: 'Norwegian', lines: ['Norwegian'], emblem: 'northstar', c: '#0a5aa0', a: '#7fd1e8', serif: false },
  'logo-disney': { name: 'Disney Cruise Line', lines: ['Disney', 'Cruise Line'], emblem: 'wheel', c: '#12245a', a: '#d23a3a', serif: true },
  'logo-princess': { name: 'Princess Cruises', lines: ['Princess', 'Cruises'], emblem: 'shell', c: '#1f6fb2', a: '#f2b544', serif: true },
  'logo-stardream': { name: 'StarDream', lines: ['StarDream'], emblem: 'star5', c: '#1c2452', a: '#e8c46a', serif: true },
  'logo-cordelia': { name: 'Cordelia Cruises', lines: ['Cordelia', 'Cruises'], emblem: 'compass', c: '#3a2a7a', a: '#d8402e', serif: true },
  'logo-resorts-world': { name: 'Resorts World Cruises', lines: ['Resorts World', 'Cruises'], emblem: 'globe', c: '#a8202a', a: '#e8c46a', serif: false },
  'logo-msc': { name: 'MSC Cruises', lines: ['MSC Cruises'], emblem: 'anchor', c: '#0f2a4a', a: '#e8c46a', serif: false },
}

export function lineLogo(doc, key) {
  const b = LINES[key]
  const W = doc.w
  const _H = doc.h
  let out = `<g transform="translate(10 12)">${EMBLEM[b.emblem](b.c, b.a)}</g>`
  const x = 78
  const avail = W - x - 8
  if (b.lines.length === 1) {
    const t = textEl(b.lines[0], x, 48, b.serif ? 23 : 23, { serif: b.serif, fill: b.c, maxW: avail })
    out += t.el
    out += s`<path d="M${x + 1} 58H${x + Math.min(t.w, 46)}" stroke="${b.a}" stroke-width="3" stroke-linecap="round"/>`
  } else {
    const t1 = textEl(b.lines[0], x, 37, 22, { serif: b.serif, fill: b.c, maxW: avail })
    const t2 = textEl(b.lines[1].toUpperCase(), x + 1, 57, 11, { serif: false, weight: 600, fill: b.c, spacing: 2.6, maxW: avail })
    out += t1.el + t2.el
  }
  doc.add(out)
}

/** Fictional press outlets (200x60), in muted brand tones. */
const PRESS_EMBLEM = {
  globe: (c) =>
    `<circle cx="18" cy="18" r="16" fill="none" stroke="${c}" stroke-width="3"/><path d="M2 18H34M18 2C10 10 10 26 18 34C26 26 26 10 18 2" fill="none" stroke="${c}" stroke-width="2.4"/>`,
  bars: (c) =>
    `<rect width="36" height="36" rx="6" fill="${c}"/><path d="M9 26V16M16 26V10M23 26V19M30 26V13" stroke="#fff" stroke-width="3.6" stroke-linecap="round"/>`,
  plane: (c) => `<path d="M2 18L34 4L24 32L17 21Z" fill="${c}"/><path d="M17 21L34 4" stroke="#fff" stroke-width="2"/>`,
  case: (c) =>
    `<rect x="2" y="10" width="32" height="22" rx="4" fill="${c}"/><path d="M12 10V5h12v5" fill="none" stroke="${c}" stroke-width="3"/><path d="M2 19H34" stroke="#fff" stroke-width="2"/>`,
  sail: (c) =>
    `<path d="M17 2V28H4Z" fill="${c}"/><path d="M20 6L32 28H20Z" fill="${c}" opacity=".6"/><path d="M2 32q4-3 8 0t8 0t8 0t8 0" fill="none" stroke="${c}" stroke-width="2.6" stroke-linecap="round"/>`,
}

export const PRESS = {
  'platform-asia-cruise-report': { name: 'Asia Cruise Report', lines: ['Asia Cruise', 'Report'], emblem: 'globe', c: C.deep, serif: true },
  'platform-travel-trade-weekly': { name: 'Travel Trade Weekly', lines: ['Travel Trade', 'Weekly'], emblem: 'bars', c: C.navy, serif: false },
  'platform-voyager-daily': { name: 'Voyager Daily', lines: ['Voyager Daily'], emblem: 'plane', c: C.sea, serif: true, italic: true },
  'platform-business-traveller-asia': { name: 'Business Traveller Asia', lines: ['Business Traveller', 'Asia'], emblem: 'case', c: '#2b3a4a', serif: false },
  'platform-sea-and-sail': { name: 'Sea & Sail', lines: ['Sea & Sail'], emblem: 'sail', c: C.navy, serif: true },
}

export function pressLogo(doc, key) {
  const b = PRESS[key]
  const W = doc.w
  let out = `<g transform="translate(8 12)">${PRESS_EMBLEM[b.emblem](b.c)}</g>`
  const x = 52
  const avail = W - x - 6
  if (b.lines.length === 1) {
    out += textEl(b.lines[0], x, 37, 21, { serif: b.serif, fill: b.c, maxW: avail, italic: b.italic }).el
  } else {
    out += textEl(b.lines[0], x, 28, 17, { serif: b.serif, fill: b.c, maxW: avail, italic: b.italic }).el
    out += textEl(b.lines[1].toUpperCase(), x + 1, 46, 10, { serif: false, weight: 600, fill: b.c, spacing: 2.4, maxW: avail }).el
  }
  doc.add(out)
}
