// Composable scenery: skies by time of day, sun/moon with glow, stars,
// clouds, mountain ranges with snow and shading, layered sea with wave
// bands and reflections, haze, beaches and palms.
import { at, darken, lighten, mix, n, poly, rng, s, smooth } from './core.mjs'

/** Time-of-day palettes. */
export const TOD = {
  dawn: {
    sky: [
      [0, '#2a3a66'],
      [0.42, '#7a6e9e'],
      [0.78, '#e9a9a2'],
      [1, '#fcd9b0'],
    ],
    sun: '#fff4d6',
    glow: '#ffc79a',
    sea: ['#c7a2ac', '#5d6f99', '#23406a'],
    wave: '#ffe6cf',
    haze: '#f4c6b4',
    far: '#a49ab8',
    mid: '#6d6f95',
    near: '#3a4468',
    cloud: '#fbd9cf',
    cloudShade: '#c49ab4',
    land: '#3d4a5e',
    stars: 0.25,
  },
  noon: {
    sky: [
      [0, '#1c6fa8'],
      [0.5, '#4aa6d6'],
      [1, '#c9ecf7'],
    ],
    sun: '#fffdf0',
    glow: '#ffffff',
    sea: ['#5cc0dc', '#1d86a8', '#0b4f6c'],
    wave: '#ffffff',
    haze: '#dff4fa',
    far: '#93c3d6',
    mid: '#5c98ad',
    near: '#2f6f73',
    cloud: '#ffffff',
    cloudShade: '#cfe5ef',
    land: '#2f7a5a',
    stars: 0,
  },
  golden: {
    sky: [
      [0, '#2e5687'],
      [0.45, '#a58aa0'],
      [0.78, '#f4b06c'],
      [1, '#ffe3a6'],
    ],
    sun: '#fff5cf',
    glow: '#ffb65e',
    sea: ['#f0b674', '#7a7890', '#274a6c'],
    wave: '#ffe0aa',
    haze: '#f8cf98',
    far: '#b6939a',
    mid: '#7b6a83',
    near: '#41405b',
    cloud: '#ffe0b5',
    cloudShade: '#d7958a',
    land: '#4a4550',
    stars: 0,
  },
  dusk: {
    sky: [
      [0, '#0f1d40'],
      [0.42, '#3b3970'],
      [0.76, '#b15d7a'],
      [1, '#f7955f'],
    ],
    sun: '#ffe0a8',
    glow: '#ff8f5c',
    sea: ['#b56f82', '#3a3c6a', '#121d3c'],
    wave: '#ffc09a',
    haze: '#d07a8c',
    far: '#69588a',
    mid: '#433f6c',
    near: '#1e2247',
    cloud: '#f29a8c',
    cloudShade: '#6f4f82',
    land: '#221f3c',
    stars: 0.6,
  },
  night: {
    sky: [
      [0, '#030a1c'],
      [0.55, '#0b2146'],
      [1, '#204870'],
    ],
    sun: '#f6f2dc',
    glow: '#a8cdf5',
    sea: ['#1f4670', '#0c2446', '#040f20'],
    wave: '#9cc4ea',
    haze: '#2a5580',
    far: '#223d62',
    mid: '#152c4c',
    near: '#0a172d',
    cloud: '#2f4d76',
    cloudShade: '#15294a',
    land: '#0a172d',
    stars: 1,
  },
}

/** Create a scene context on a document. */
export function scene(doc, { tod = 'noon', hy, seed = 'scene', palette = {} } = {}) {
  const p = { ...TOD[tod], ...palette }
  return { doc, W: doc.w, H: doc.h, hy: hy ?? Math.round(doc.h * 0.6), p, tod, R: rng(seed) }
}

/* ---------------- sky ---------------- */
export function sky(ctx, { stops, to } = {}) {
  const { doc, W, hy, p } = ctx
  const fill = doc.lin(stops || p.sky)
  doc.add(s`<rect width="${W}" height="${(to ?? hy) + 2}" fill="${fill}"/>`)
  if (p.stars > 0) stars(ctx, { count: Math.round(((W * hy) / 3500) * p.stars) })
}

export function stars(ctx, { count = 80, y1 } = {}) {
  const { doc, W, hy, R } = ctx
  const lim = y1 ?? hy * 0.75
  let small = ''
  let big = ''
  for (let i = 0; i < count; i++) {
    const x = R.r(0, W)
    // more stars towards the top
    const y = lim * Math.pow(R.next(), 1.6)
    if (R.chance(0.12)) big += s`<circle cx="${x}" cy="${y}" r="${R.r(1.2, 1.9)}"/>`
    else small += s`M${x} ${y}h0`
  }
  doc.add(
    `<path d="${small}" stroke="#fff" stroke-width="${n(Math.max(1.2, W / 900))}" stroke-linecap="round" opacity=".75"/>`,
    `<g fill="#fff8e0" opacity=".9">${big}</g>`,
  )
}

/** Sun (or moon) disc with a soft radial glow. */
export function sun(ctx, x, y, r, { glow = 7, moon = false, clip } = {}) {
  const { doc, p } = ctx
  const g = doc.rad([
    [0, p.glow, 0.75],
    [0.25, p.glow, 0.35],
    [1, p.glow, 0],
  ])
  let out = s`<circle cx="${x}" cy="${y}" r="${r * glow}" fill="${g}"/>`
  if (moon) {
    out += s`<circle cx="${x}" cy="${y}" r="${r}" fill="${p.sun}"/>`
    out += s`<g fill="${darken(p.sun, 0.12)}" opacity=".5"><circle cx="${x - r * 0.3}" cy="${y - r * 0.2}" r="${r * 0.22}"/><circle cx="${x + r * 0.35}" cy="${y + r * 0.25}" r="${r * 0.15}"/><circle cx="${x + r * 0.1}" cy="${y - r * 0.5}" r="${r * 0.1}"/></g>`
  } else {
    const d = doc.rad([
      [0, '#ffffff'],
      [0.7, p.sun],
      [1, mix(p.sun, p.glow, 0.5)],
    ])
    out += s`<circle cx="${x}" cy="${y}" r="${r}" fill="${d}"/>`
  }
  doc.add(clip ? `<g clip-path="${clip}">${out}</g>` : out)
}

/* ---------------- clouds ---------------- */
/** Cumulus cloud: overlapping puffs on a flat base (one path, nonzero union). */
export function cloudPath(x, y, w, h, R) {
  const k = R.i(3, 5)
  let d = s`M${x + h * 0.5} ${y}h${w - h}a${h * 0.5} ${h * 0.5} 0 0 0 0 ${-h}h${-(w - h)}a${h * 0.5} ${h * 0.5} 0 0 0 0 ${h}Z`
  for (let i = 0; i < k; i++) {
    const t = (i + 0.5) / k
    const env = Math.sin(t * Math.PI)
    const r = h * (0.55 + 0.9 * env) * R.r(0.8, 1.15)
    const cx = x + h * 0.4 + (w - h * 0.8) * t + R.r(-0.1, 0.1) * (w / k)
    const cy = y - h * 0.5 - r * 0.35
    d += s`M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`
  }
  return d
}

export function clouds(ctx, { count = 4, y0 = 0.1, y1 = 0.4, size = 1, opacity = 1, avoid } = {}) {
  const { doc, W, hy, p, R } = ctx
  const fill = doc.lin([
    [0, p.cloud],
    [1, p.cloudShade],
  ])
  let d = ''
  for (let i = 0; i < count; i++) {
    const w = R.r(90, 190) * size * (W / 800)
    let x = R.r(-w * 0.3, W - w * 0.7)
    if (avoid && x + w > avoid[0] && x < avoid[1]) x = R.chance(0.5) ? avoid[0] - w - R.r(0, 40) : avoid[1] + R.r(0, 40)
    const y = hy * R.r(y0, y1)
    d += `<path d="${cloudPath(x, y, w, w * R.r(0.16, 0.22), R)}"/>`
  }
  doc.add(`<g fill="${fill}"${opacity < 1 ? ` opacity="${n(opacity)}"` : ''}>${d}</g>`)
}

/** Long thin streaks (golden hour / dusk stratus). */
export function streaks(ctx, { count = 6, y0 = 0.3, y1 = 0.8, color, opacity = 0.55, avoid } = {}) {
  const { W, hy, p, R, doc } = ctx
  let d = ''
  for (let i = 0; i < count; i++) {
    const w = R.r(120, 360) * (W / 800)
    let x = R.r(-w * 0.3, W - w * 0.6)
    if (avoid && x + w > avoid[0] && x < avoid[1]) x = R.chance(0.5) ? avoid[0] - w : avoid[1]
    const y = hy * R.r(y0, y1)
    const h = R.r(3, 9) * (W / 800)
    // tapered lens-shaped wisps, often with a thinner companion
    d += s`M${x} ${y}Q${x + w * 0.45} ${y - h * 1.1} ${x + w} ${y}Q${x + w * 0.55} ${y + h * 0.5} ${x} ${y}Z`
    if (R.chance(0.6)) {
      const x2 = x + w * R.r(0.1, 0.4)
      const w2 = w * R.r(0.4, 0.7)
      const y2 = y + h * R.r(1.4, 2.4)
      d += s`M${x2} ${y2}Q${x2 + w2 * 0.5} ${y2 - h * 0.7} ${x2 + w2} ${y2}Q${x2 + w2 * 0.5} ${y2 + h * 0.3} ${x2} ${y2}Z`
    }
  }
  doc.add(`<path d="${d}" fill="${color || p.cloud}" opacity="${n(opacity)}"/>`)
}

/* ---------------- mountains / hills ---------------- */
/**
 * Mountain range. peaks: [[x, height, halfWidth], ...]. Returns the height
 * function so callers can sit things on the ridge.
 */
export function range(ctx, { base, peaks, color, jag = 0.06, step = 8, snow = null, shade = 0.18, x0 = 0, x1, seed = 'r', round = false, opacity } = {}) {
  const { doc, W } = ctx
  const R = rng(seed + ctx.W)
  const X1 = x1 ?? W
  const hAt = (x) => {
    let h = 0
    for (const [px, ph, pw] of peaks) {
      const t = 1 - Math.abs(x - px) / pw
      if (t > 0) h = Math.max(h, ph * (round ? Math.sin((t * Math.PI) / 2) : Math.pow(t, 1.15)))
    }
    return h
  }
  const sam = []
  for (let x = x0; x <= X1 + step; x += step) {
    const h = hAt(x)
    const j = h > 0 ? R.r(-1, 1) * jag * Math.min(h, 120) : 0
    sam.push([x, base - Math.max(0, h + j)])
  }
  const d = s`M${x0} ${base}` + (round ? smooth(sam) : sam.map(([x, y]) => s`L${x} ${y}`).join('')) + s`L${X1 + step} ${base}Z`
  let out = `<path d="${d}" fill="${color}"/>`
  // shaded flanks (right side of each peak)
  if (shade && !round) {
    let sd = ''
    for (const [px, ph, pw] of peaks) {
      const apex = [px, base - ph]
      const spine = []
      const steps = 5
      for (let i = 1; i <= steps; i++) {
        const t = i / steps
        spine.push([px + pw * 0.18 * t + R.r(-1, 1) * pw * 0.05 * (1 - t), base - ph * (1 - t) + 0])
      }
      const back = []
      for (let x = px + pw * 0.95; x > px; x -= step) back.push([x, base - hAt(x)])
      sd += poly([apex, ...spine, [px + pw * 0.95, base], ...back])
    }
    out += `<path d="${sd}" fill="${darken(color, shade)}" opacity=".55"/>`
  }
  if (snow) {
    const { line, color: sc = '#f4fbff', shadeColor } = snow
    let sn = ''
    for (const [px, ph, pw] of peaks) {
      if (ph <= line) continue
      // horizontal extent where this peak is above the snowline
      const half = pw * (1 - Math.pow(line / ph, 1 / 1.15))
      const top = []
      for (let x = px - half; x <= px + half; x += step / 2) top.push([x, base - Math.max(hAt(x), line)])
      top.push([px + half, base - line])
      const bot = []
      const k = 7
      for (let i = k; i >= 0; i--) {
        const x = px - half + (2 * half * i) / k
        const drop = i % 2 ? R.r(0.25, 0.55) * (ph - line) * 0.45 : R.r(0, 0.1) * (ph - line)
        bot.push([x, base - line + drop])
      }
      sn += poly([[px - half, base - line], ...top, ...bot])
    }
    if (sn) {
      out += `<path d="${sn}" fill="${sc}"/>`
      if (shadeColor) {
        // snow shadow on the right flank
        let ss = ''
        for (const [px, ph, pw] of peaks) {
          if (ph <= line) continue
          const half = pw * (1 - Math.pow(line / ph, 1 / 1.15))
          ss += poly([
            [px, base - ph],
            [px + half * 0.25, base - line + (ph - line) * 0.3],
            [px + half * 0.9, base - line + 2],
            [px + half, base - hAt(px + half)],
          ])
        }
        out += `<path d="${ss}" fill="${shadeColor}" opacity=".6"/>`
      }
    }
  }
  if (snow && snow.rocks) {
    // exposed rock ribs running down through the snow
    let rk = ''
    for (const [px, ph, pw] of peaks) {
      for (let j = 0; j < snow.rocks; j++) {
        const side = j % 2 ? 1 : -1
        const x0r = px + side * pw * R.r(0.04, 0.12)
        const y0r = base - ph * R.r(0.62, 0.85)
        const x1r = px + side * pw * R.r(0.3, 0.5)
        const y1r = base - ph * R.r(0.05, 0.2)
        const wr = pw * R.r(0.03, 0.06)
        rk += poly([
          [x0r, y0r],
          [x1r + wr, y1r],
          [x1r - wr * 0.4, y1r + wr * 0.5],
          [x0r - wr * 0.2, y0r + ph * 0.08],
        ])
      }
    }
    out += `<path d="${rk}" fill="${snow.rockColor || darken(color, 0.15)}" opacity=".55"/>`
  }
  doc.add(opacity ? `<g opacity="${n(opacity)}">${out}</g>` : out)
  return hAt
}

/** Soft rolling hills (islands on the horizon). */
export function hills(ctx, { base, x0, x1, h, color, bumps = 3, seed = 'h' }) {
  const R = rng(seed)
  const pts = [[x0, base]]
  const k = bumps * 2
  for (let i = 1; i < k; i++) {
    const t = i / k
    const env = Math.sin(t * Math.PI)
    pts.push([x0 + (x1 - x0) * t, base - h * env * (i % 2 ? R.r(0.75, 1) : R.r(0.45, 0.8))])
  }
  pts.push([x1, base])
  const d = s`M${x0} ${base}` + smooth(pts) + 'Z'
  ctx.doc.add(`<path d="${d}" fill="${color}"/>`)
}

/* ---------------- sea ---------------- */
export function sea(ctx, { colors, y } = {}) {
  const { doc, W, H, hy, p } = ctx
  const top = y ?? hy
  const c = colors || p.sea
  const fill = doc.lin([
    [0, c[0]],
    [0.35, c[1]],
    [1, c[2]],
  ])
  doc.add(s`<rect y="${top}" width="${W}" height="${H - top}" fill="${fill}"/>`)
}

/** Thin bright line + soft haze band on the horizon. */
export function horizonGlow(ctx, { y, h = 40, color, opacity = 0.6 } = {}) {
  const { doc, W, hy, p } = ctx
  const yy = y ?? hy
  const g = doc.lin([
    [0, color || p.haze, 0],
    [0.5, color || p.haze, opacity],
    [1, color || p.haze, 0],
  ])
  doc.add(s`<rect y="${yy - h / 2}" width="${W}" height="${h}" fill="${g}"/>`)
}

/** Wave bands with perspective spacing (denser near the horizon). */
export function waves(ctx, { count = 14, color, opacity = 0.35, y0, x0 = 0, x1, amp = 1 } = {}) {
  const { doc, W, H, hy, p, R } = ctx
  const top = y0 ?? hy
  const X1 = x1 ?? W
  let d = ''
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 1)
    const y = top + (H - top) * Math.pow(t, 1.7)
    const wl = (14 + 120 * t * t) * (W / 800) // wavelength grows towards viewer
    const a = (0.6 + 5 * t * t) * amp * (W / 800)
    // several dashes per band rather than full lines
    let x = x0 + R.r(-wl, 0)
    while (x < X1) {
      const segs = R.i(1, 4)
      const start = x
      d += s`M${start} ${y + R.r(-1, 1)}q${wl / 4} ${-a} ${wl / 2} 0`
      for (let k = 1; k < segs * 2; k++) d += s`t${wl / 2} 0`
      x = start + segs * wl + R.r(0.5, 3.5) * wl
    }
  }
  const sw = Math.max(1, W / 700)
  doc.add(`<path d="${d}" fill="none" stroke="${color || p.wave}" stroke-width="${n(sw)}" stroke-linecap="round" opacity="${n(opacity)}"/>`)
}

/** Glittering reflection column beneath a light source. */
export function glitter(ctx, { x, w = 60, y0, y1, color, opacity = 0.8, density = 1 } = {}) {
  const { doc, H, hy, p, R, W } = ctx
  const top = y0 ?? hy
  const bot = y1 ?? H
  let d = ''
  const rows = Math.round(((bot - top) / 5) * density)
  for (let i = 0; i < rows; i++) {
    const t = i / rows
    const y = top + (bot - top) * Math.pow(t, 1.4) + 1.5
    const spread = w * (0.35 + t * 1.1)
    const pieces = R.i(1, 3)
    for (let k = 0; k < pieces; k++) {
      const cx = x + R.r(-1, 1) * spread * 0.6
      const len = R.r(0.15, 0.6) * spread * (1 - t * 0.4)
      if (R.chance(0.25 + t * 0.35)) continue
      d += s`M${cx - len / 2} ${y}h${len}`
    }
  }
  const g = doc.lin(
    [
      [0, color || p.sun, opacity],
      [1, color || p.sun, opacity * 0.25],
    ],
    { y1: top, y2: bot, x1: 0, x2: 0, units: 'userSpaceOnUse' },
  )
  doc.add(`<path d="${d}" stroke="${g}" stroke-width="${n(Math.max(1.4, W / 600))}" stroke-linecap="round"/>`)
}

/** Haze band: a colour fading upwards from y (mist over water / behind layers). */
export function haze(ctx, { y, h = 60, color, opacity = 0.7 }) {
  const { doc, W, p } = ctx
  const g = doc.lin([
    [0, color || p.haze, 0],
    [1, color || p.haze, opacity],
  ])
  doc.add(s`<rect y="${y - h}" width="${W}" height="${h}" fill="${g}"/>`)
}

/* ---------------- foreground pieces ---------------- */
/** Sandy beach across the bottom, with a foam edge. */
export function beach(ctx, { y, x0 = 0, x1, lift = 40, color = '#f1d9a8', shade = '#dcbd85', foam = '#ffffff' } = {}) {
  const { doc, W, H } = ctx
  const X1 = x1 ?? W
  const d = s`M${x0} ${y}C${x0 + (X1 - x0) * 0.3} ${y - lift} ${x0 + (X1 - x0) * 0.7} ${y + lift * 0.2} ${X1} ${y - lift * 0.4}V${H}H${x0}Z`
  const g = doc.lin([
    [0, color],
    [1, shade],
  ])
  doc.add(
    s`<path d="${s`M${x0} ${y - 6}C${x0 + (X1 - x0) * 0.3} ${y - lift - 6} ${x0 + (X1 - x0) * 0.7} ${y + lift * 0.2 - 6} ${X1} ${y - lift * 0.4 - 6}`}" fill="none" stroke="${foam}" stroke-width="${W / 160}" stroke-linecap="round" opacity=".7"/>`,
    `<path d="${d}" fill="${g}"/>`,
  )
}

/** Palm tree in local units (trunk base at 0,0, height ~100), defined once. */
export function palmDef(doc, { trunk = '#7a5a3a', leaf = '#2f7d4f', leafDark = '#1f5a3a' } = {}) {
  const fronds = [
    [-160, 1],
    [-130, 0.95],
    [-100, 0.85],
    [-60, 0.9],
    [-20, 1],
    [10, 0.95],
    [-80, 0.6],
  ]
  let leaves = ''
  const top = [14, -100]
  for (const [ang, len] of fronds) {
    const a = (ang * Math.PI) / 180
    const L = 62 * len
    const ex = top[0] + Math.cos(a) * L
    const ey = top[1] + Math.sin(a) * L * 0.55 + L * 0.35 // droop
    const mx = top[0] + Math.cos(a) * L * 0.5
    const my = top[1] + Math.sin(a) * L * 0.5 - 10
    const nx = -Math.sin(a) * 9
    const ny = Math.cos(a) * 9
    leaves += s`M${top[0]} ${top[1]}Q${mx + nx} ${my + ny} ${ex} ${ey}Q${mx - nx} ${my - ny} ${top[0]} ${top[1]}Z`
  }
  const body =
    `<path d="M-4 0C0 -40 6 -75 12 -100L17 -99C12 -72 7 -40 5 0Z" fill="${trunk}"/>` +
    `<path d="M-3 -20h8M-1 -40h8M2 -60h8M6 -80h8" stroke="${darken(trunk, 0.25)}" stroke-width="1.5" opacity=".6"/>` +
    `<path d="${leaves}" fill="${leaf}"/>` +
    `<path d="${leaves}" fill="none" stroke="${leafDark}" stroke-width="1.2" opacity=".6"/>` +
    `<circle cx="13" cy="-98" r="4" fill="${leafDark}"/>`
  return doc.sym(body, 'palm')
}

/** Cypress / slim tree in local units (base 0,0, height 60). */
export function cypressDef(doc, color = '#2f5a3a') {
  return doc.sym(`<path d="M0 0C-7 -14 -7 -38 0 -60C7 -38 7 -14 0 0Z" fill="${color}"/>`, 'cy')
}

/** Place a defined element. */
export function place(id, x, y, sc = 1, { flip = false, opacity, extra = '' } = {}) {
  const t = `translate(${n(x)} ${n(y)}) scale(${flip ? n(-sc) + ' ' + n(sc) : n(sc)})`
  return `<use href="#${id}" transform="${t}"${opacity !== undefined ? ` opacity="${n(opacity)}"` : ''}${extra}/>`
}

/** Flying birds (small 'm' strokes). */
export function birds(ctx, { x, y, count = 4, size = 8, color = '#1b2b3f', spread = 80 }) {
  const { R, doc } = ctx
  let d = ''
  for (let i = 0; i < count; i++) {
    const bx = x + R.r(-spread, spread)
    const by = y + R.r(-spread, spread) * 0.4
    const sz = size * R.r(0.7, 1.2)
    d += s`M${bx - sz} ${by - sz * 0.2}q${sz / 2} ${-sz * 0.5} ${sz} ${sz * 0.2}q${sz / 2} ${-sz * 0.7} ${sz} ${-sz * 0.2}`
  }
  doc.add(`<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(size / 5)}" stroke-linecap="round" opacity=".7"/>`)
}

/** Generic layered background: sky + optional sun + clouds + sea. */
export function seascape(ctx, { sunAt, sunR, moon, cloud = 4, streak = 0, waveCount = 16, avoid, glow = true, noSea = false } = {}) {
  const { W, hy, p } = ctx
  sky(ctx)
  if (sunAt) sun(ctx, sunAt[0], sunAt[1], sunR ?? W / 40, { moon })
  if (streak) streaks(ctx, { count: streak, avoid })
  if (cloud) clouds(ctx, { count: cloud, avoid })
  if (!noSea) {
    sea(ctx)
    if (glow) horizonGlow(ctx, { h: Math.max(16, ctx.H / 30) })
    if (sunAt && sunAt[1] < hy) glitter(ctx, { x: sunAt[0], w: (sunR ?? W / 40) * 2.4, color: moon ? p.sun : p.glow })
    waves(ctx, { count: waveCount })
  }
}

export { at, darken, lighten, mix }
