// Landmark and landscape silhouettes per destination. All original,
// deliberately generic shapes. Functions return markup; most take a base
// position (x, y = ground/water line) and a scale k.
import { C, darken, lighten, mix, n, poly, s, smooth } from './core.mjs'

const WARM = '#ffd98a'
export const g = (x, y, k, body, extra = '') => `<g transform="translate(${n(x)} ${n(y)})${k !== 1 ? ` scale(${n(k)})` : ''}"${extra}>${body}</g>`

/* ------------------------------------------------------------------ Japan */
/** Volcano with flat crater top, snow cap with drips and a shaded flank. */
export function fuji(x, y, k, { color = '#4f6f8f', snow = '#f7fbff', snowShade = '#cddff0', shade = 0.22 } = {}) {
  const body = 'M-330 0C-230 -40 -120 -120 -46 -196Q-36 -204 -24 -200L-10 -204L6 -199L22 -203Q36 -204 46 -196C120 -120 230 -40 330 0Z'
  const sh = 'M22 -203Q36 -204 46 -196C120 -120 230 -40 330 0H40C60 -60 40 -140 22 -203Z'
  const cap =
    'M-46 -196Q-36 -204 -24 -200L-10 -204L6 -199L22 -203Q36 -204 46 -196C62 -180 80 -162 98 -143L86 -138L78 -146L70 -122L58 -142L46 -112L36 -140L22 -104L12 -138L0 -98L-10 -136L-22 -108L-30 -140L-42 -116L-52 -146L-64 -124L-72 -150L-84 -136L-96 -144C-80 -160 -62 -178 -46 -196Z'
  const capSh = 'M22 -203Q36 -204 46 -196C62 -180 80 -162 98 -143L86 -138L78 -146L70 -122L58 -142L46 -112L36 -140L22 -104C30 -140 30 -176 22 -203Z'
  return g(
    x,
    y,
    k,
    `<path d="${body}" fill="${color}"/><path d="${sh}" fill="${darken(color, shade)}" opacity=".6"/><path d="${cap}" fill="${snow}"/><path d="${capSh}" fill="${snowShade}"/>`,
  )
}

/** Torii gate standing in water (height ~120). */
export function torii(x, y, k, { color = '#d6452b', top = '#2b1c1a' } = {}) {
  const b =
    `<path d="M-36 0L-33 -104H-25L-23 0ZM36 0L33 -104H25L23 0Z" fill="${color}"/>` +
    `<path d="M-46 -80H46V-72H-46Z" fill="${color}"/>` +
    `<path d="M-4 -104H4V-80H-4Z" fill="${color}"/>` +
    `<path d="M-54 -104H54V-96H-54Z" fill="${color}"/>` +
    `<path d="M-66 -118Q-40 -110 0 -110Q40 -110 66 -118L62 -106Q40 -104 0 -104Q-40 -104 -62 -106Z" fill="${top}"/>` +
    `<path d="M-40 -6H-18M18 -6H40" stroke="${darken(color, 0.45)}" stroke-width="6"/>`
  return g(x, y, k, b)
}

/** Cherry blossom branch cluster (pink puffs) for corners. */
export function blossoms(R, x, y, k, { dir = 1, color = '#f6b7c8', dark = '#e48aa6', wood = '#4a3232' } = {}) {
  let br = s`M0 0C${dir * 60} 10 ${dir * 120} 30 ${dir * 190} 70M${dir * 70} 12C${dir * 100} -10 ${dir * 140} -14 ${dir * 170} -8M${dir * 120} 34C${dir * 140} 60 ${dir * 150} 90 ${dir * 148} 120`
  let puffs = ''
  let puffs2 = ''
  const anchors = [
    [20, 2],
    [60, 10],
    [100, 20],
    [140, 40],
    [180, 66],
    [110, -4],
    [160, -8],
    [142, 70],
    [148, 110],
    [40, 4],
    [80, 16],
    [125, 30],
    [165, 52],
    [145, 90],
    [135, -8],
  ]
  for (const [ax, ay] of anchors) {
    for (let i = 0; i < 4; i++) {
      const r = R.r(8, 15)
      const px = dir * (ax + R.r(-10, 10))
      const py = ay + R.r(-10, 10)
      const c = s`M${px - r} ${py}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`
      if (i === 0) puffs2 += c
      else puffs += c
    }
  }
  return g(
    x,
    y,
    k,
    `<path d="${br}" fill="none" stroke="${wood}" stroke-width="5" stroke-linecap="round"/><path d="${puffs2}" fill="${dark}"/><path d="${puffs}" fill="${color}"/>`,
  )
}

/* ------------------------------------------------------------ skylines */
/**
 * Procedural skyline between x0 and x1 sitting on `base`.
 * Returns markup. Towers have varied roofs; `lit` adds window dots.
 */
export function skyline(
  R,
  { x0, x1, base, minH, maxH, color, lit = false, litColor = WARM, wMin = 16, wMax = 40, gap = 2, peak = 0.5, edge = 0.35, winColor, k = 1 },
) {
  let d = ''
  let win = ''
  let x = x0
  while (x < x1) {
    const w = R.r(wMin, wMax) * k
    const t = (x + w / 2 - x0) / (x1 - x0)
    const env = edge + (1 - edge) * Math.max(0, 1 - Math.abs(t - peak) * 2)
    const h = (minH + (maxH - minH) * env * R.r(0.45, 1)) * 1
    const top = base - h
    const style = R.i(0, 6)
    if (style === 0) d += s`M${x} ${base}V${top}H${x + w}V${base}Z`
    else if (style === 1) d += s`M${x} ${base}V${top + 8 * k}H${x + w * 0.2}V${top}H${x + w * 0.8}V${top + 8 * k}H${x + w}V${base}Z`
    else if (style === 2) d += s`M${x} ${base}V${top}L${x + w} ${top + w * 0.45}V${base}Z`
    else if (style === 3) d += s`M${x} ${base}V${top}H${x + w}V${base}ZM${x + w / 2 - 1 * k} ${top}V${top - 22 * k}H${x + w / 2 + 1 * k}V${top}Z`
    else if (style === 4) d += s`M${x} ${base}V${top + w * 0.3}Q${x + w / 2} ${top - w * 0.2} ${x + w} ${top + w * 0.3}V${base}Z`
    else if (style === 5) d += s`M${x} ${base}V${top + 14 * k}L${x + w / 2} ${top}L${x + w} ${top + 14 * k}V${base}Z`
    else
      d += s`M${x} ${base}V${top + 18 * k}H${x + w * 0.15}V${top + 8 * k}H${x + w * 0.3}V${top}H${x + w * 0.7}V${top + 8 * k}H${x + w * 0.85}V${top + 18 * k}H${x + w}V${base}Z`
    if (lit || winColor) {
      const cols = Math.max(1, Math.floor(w / (7 * k)))
      for (let c = 0; c < cols; c++) {
        if (R.chance(0.35)) continue
        const cx = x + (w * (c + 0.5)) / cols
        const y0 = top + 12 * k + R.r(0, 10) * k
        // windows as dashed vertical lines
        win += s`M${cx} ${y0}V${base - 4 * k - R.r(0, h * 0.4)}`
      }
    }
    x += w + R.r(0, gap) * k
  }
  let out = `<path d="${d}" fill="${color}"/>`
  if (win)
    out += `<path d="${win}" stroke="${lit ? litColor : winColor}" stroke-width="${n(2 * k)}" stroke-dasharray="${n(2.2 * k)} ${n(4.5 * k)}" opacity="${lit ? 0.85 : 0.45}"/>`
  return out
}

/** Integrated-resort hotel: three towers with a long sky deck on top (abstract). */
export function threeTowers(x, y, k, { color = '#d9e4ea', shade = '#aebfcb', deck = '#cfdde6', lit = false, glass = '#7ea6bd' } = {}) {
  let b = ''
  const tw = 30
  const xs = [-70, -15, 40]
  for (const tx of xs) {
    // each tower = two slim leaning slabs meeting at the top
    b += s`<path d="M${tx} 0L${tx + 2} -200H${tx + 14}L${tx + 12} 0Z" fill="${color}"/>`
    b += s`<path d="M${tx + 14} -200H${tx + tw - 2}L${tx + tw + 4} 0H${tx + 14}Z" fill="${shade}"/>`
    b += s`<path d="M${tx + 5} -8V-196M${tx + 20} -8V-196" stroke="${lit ? WARM : glass}" stroke-width="1.6" stroke-dasharray="3 3" opacity=".8"/>`
  }
  // sky deck: a long hull-like platform cantilevering to the right
  b += `<path d="M-86 -202H108Q120 -202 132 -208L128 -198Q116 -194 100 -194H-84Z" fill="${deck}"/>`
  b += `<path d="M-70 -206H96" stroke="${darken(deck, 0.2)}" stroke-width="2" stroke-dasharray="5 4"/>`
  if (lit) b += `<path d="M-84 -198H124" stroke="${WARM}" stroke-width="1.4" stroke-dasharray="1 4" stroke-linecap="round"/>`
  return g(x, y, k, b)
}

/** Garden 'supertree': tall trunk flaring into a lattice canopy. */
export function supertree(x, y, k, { trunk = '#5a6e5a', canopy = '#7a5aa0', lit = false, leaf = '#4f8a5a' } = {}) {
  // trunk tapering upwards, then a trumpet-shaped lattice canopy with a rim
  let b = `<path d="M-7 0C-6 -40 -4 -80 -4 -98C-10 -118 -24 -134 -36 -142H36C24 -134 10 -118 4 -98C4 -80 6 -40 7 0Z" fill="${trunk}"/>`
  b += `<path d="M-3 -8V-94M3 -16V-94M0 -30V-90" stroke="${leaf}" stroke-width="2.6" stroke-dasharray="4 3" opacity=".85"/>`
  const lat = lit ? '#d9a0ff' : darken(trunk, 0.28)
  b += `<path d="M-4 -98C-12 -118 -26 -134 -36 -142M4 -98C12 -118 26 -134 36 -142M-2 -98C-6 -120 -14 -134 -20 -142M2 -98C6 -120 14 -134 20 -142M0 -98V-142M-30 -130H30M-18 -116H18" fill="none" stroke="${lat}" stroke-width="1.4" opacity=".9"/>`
  b += `<ellipse cx="0" cy="-143" rx="37" ry="5" fill="${canopy}"/><path d="M-37 -143l-3 -5M-24 -146l-2 -6M-10 -147v-6M10 -147v-6M24 -146l2 -6M37 -143l3 -5" stroke="${canopy}" stroke-width="2.4" stroke-linecap="round"/>`
  if (lit)
    b += `<path d="M-35 -143H35" stroke="#ff9de0" stroke-width="2.2" stroke-dasharray="1.5 3" stroke-linecap="round"/><path d="M-1 -96V-20" stroke="#9ff0ff" stroke-width="1.2" stroke-dasharray="1 4" stroke-linecap="round"/>`
  return g(x, y, k, b)
}

/** Glass conservatory domes (abstract), width ~220. */
export function conservatory(x, y, k, { glass = '#bfe3ee', frame = '#7fb2c4' } = {}) {
  const b =
    `<path d="M0 0C10 -60 60 -90 110 -90C150 -90 170 -60 176 0Z" fill="${glass}"/>` +
    `<path d="M120 0C128 -44 162 -64 196 -64C222 -64 236 -40 240 0Z" fill="${lighten(glass, 0.2)}"/>` +
    `<path d="M20 -40Q90 -60 170 -40M40 -70Q100 -90 160 -70M36 0Q50 -80 110 -90M80 0Q90 -80 110 -90M130 0Q140 -70 110 -90M150 -30Q190 -50 232 -30M170 0Q176 -52 196 -64M210 0Q210 -50 196 -64" fill="none" stroke="${frame}" stroke-width="1.6"/>`
  return g(x, y, k, b)
}

/** Observation wheel (generic), radius ~80. */
export function wheel(x, y, k, { color = '#dfe8ee', lit = false } = {}) {
  let sp = ''
  let cab = ''
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2
    sp += s`M0 -90L${Math.cos(a) * 80} ${-90 + Math.sin(a) * 80}`
    cab += s`M${Math.cos(a) * 84} ${-90 + Math.sin(a) * 84}h0`
  }
  const b =
    `<circle cx="0" cy="-90" r="80" fill="none" stroke="${color}" stroke-width="3"/>` +
    `<path d="${sp}" stroke="${color}" stroke-width="1" opacity=".8"/>` +
    `<path d="${cab}" stroke="${lit ? WARM : color}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M-30 0L0 -90L30 0" fill="none" stroke="${color}" stroke-width="4"/>`
  return g(x, y, k, b)
}

/* -------------------------------------------------------------- China */
/** Multi-tier pagoda with upturned eaves. */
export function pagoda(x, y, k, { tiers = 7, color = '#8a3a2a', roof = '#2e2a33', trim = '#d9a54a' } = {}) {
  let b = ''
  let yy = 0
  const baseW = 34
  for (let i = 0; i < tiers; i++) {
    const w = baseW - i * 3
    const h = i === 0 ? 26 : 17 - i * 0.6
    b += s`<path d="M${-w} ${yy}V${yy - h}H${w}V${yy}Z" fill="${color}"/>`
    b += s`<path d="M${-w * 0.3} ${yy - 2}V${yy - h + 4}H${w * 0.3}V${yy - 2}Z" fill="${darken(color, 0.4)}"/>`
    yy -= h
    const ew = w + 12
    b += s`<path d="M${-ew - 6} ${yy - 8}Q${-ew} ${yy - 2} ${-w} ${yy - 4}L${-w + 4} ${yy - 10}H${w - 4}L${w} ${yy - 4}Q${ew} ${yy - 2} ${ew + 6} ${yy - 8}Q${ew} ${yy + 2} ${w} ${yy + 1}H${-w}Q${-ew} ${yy + 2} ${-ew - 6} ${yy - 8}Z" fill="${roof}"/>`
    b += s`<path d="M${-w} ${yy + 1}H${w}" stroke="${trim}" stroke-width="1.4"/>`
    yy -= 9
  }
  b += s`<path d="M-1.5 ${yy}V${yy - 26}H1.5V${yy}Z" fill="${roof}"/><circle cx="0" cy="${yy - 10}" r="3" fill="${trim}"/><circle cx="0" cy="${yy - 18}" r="2.4" fill="${trim}"/>`
  return g(x, y, k, b)
}

/** Rounded karst hills (Guilin style) between x0..x1. */
export function karstHills(R, { x0, x1, base, minH, maxH, color, count = 6 }) {
  let d = ''
  for (let i = 0; i < count; i++) {
    const cx = x0 + (x1 - x0) * ((i + R.r(0.1, 0.9)) / count)
    const h = R.r(minH, maxH)
    const w = h * R.r(0.38, 0.55)
    const sk = R.r(-0.25, 0.25) * w // lean the summit
    const sh = R.r(0.35, 0.75)
    d += s`M${cx - w} ${base}C${cx - w * 0.95} ${base - h * sh} ${cx - w * 0.5 + sk} ${base - h * 1.02} ${cx + sk} ${base - h}C${cx + w * 0.45 + sk} ${base - h * 0.98} ${cx + w * 0.85} ${base - h * (1.1 - sh)} ${cx + w} ${base}Z`
  }
  return `<path d="${d}" fill="${color}"/>`
}

/* ---------------------------------------------------- Phuket limestone */
/** Tall limestone karst pillars with green caps and a tidal notch. */
export function karstPillar(R, x, y, k, { rock = '#9a958a', rockDark = '#6f6a60', green = '#3f7a4a', _greenLight = '#5f9a58', h = 200, w = 90 } = {}) {
  const j = () => R.r(-6, 6)
  const body = s`M${-w / 2 + 8} 0C${-w / 2 - 4} -12 ${-w / 2 + 2} -20 ${-w / 2 + 2} ${-h * 0.3}C${-w / 2 + j()} ${-h * 0.6} ${-w * 0.35} ${-h * 0.92} ${-w * 0.08} ${-h}C${w * 0.2} ${-h * 1.02} ${w * 0.42} ${-h * 0.8} ${w / 2 + j()} ${-h * 0.45}C${w / 2 + 6} ${-h * 0.25} ${w / 2 - 4} -14 ${w / 2 - 8} 0Z`
  const shade = s`M${w * 0.06} 0C${w * 0.2} ${-h * 0.3} ${w * 0.3} ${-h * 0.7} ${w * 0.12} ${-h * 0.98}C${w * 0.3} ${-h * 0.9} ${w * 0.45} ${-h * 0.7} ${w / 2} ${-h * 0.45}C${w / 2 + 6} ${-h * 0.25} ${w / 2 - 4} -14 ${w / 2 - 8} 0Z`
  let greens = ''
  for (let i = 0; i < 30; i++) {
    const t = R.r(0, 1)
    const gx = (-w * 0.42 + w * 0.84 * t) * R.r(0.85, 1)
    const gy = -h * (0.68 + 0.3 * Math.sin(t * Math.PI)) + R.r(-6, 22) + (i > 20 ? h * R.r(0.1, 0.35) : 0)
    const r = R.r(6, 14)
    greens += s`M${gx - r} ${gy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`
  }
  let vines = ''
  for (let i = 0; i < 6; i++) {
    const vx = R.r(-w * 0.4, w * 0.35)
    vines += s`M${vx} ${-h * R.r(0.5, 0.75)}q${R.r(-4, 4)} ${h * 0.12} 0 ${h * R.r(0.2, 0.35)}`
  }
  const b =
    `<path d="${body}" fill="${rock}"/><path d="${shade}" fill="${rockDark}" opacity=".55"/>` +
    `<path d="${vines}" stroke="${green}" stroke-width="5" stroke-linecap="round" opacity=".8"/>` +
    `<path d="${greens}" fill="${green}"/>` +
    s`<path d="M${-w / 2 + 6} -4Q0 8 ${w / 2 - 6} -4" fill="none" stroke="${darken(rock, 0.5)}" stroke-width="6" opacity=".5"/>`
  return g(x, y, k, b)
}

/* ------------------------------------------------------------ Europe */
/** Hillside village: white/pastel houses climbing a slope, domed church, cypresses. */
export function hillVillage(
  R,
  {
    x0,
    x1,
    base,
    h,
    hill = '#c9a77a',
    hillShade = '#b08d62',
    houses = ['#ffffff', '#f6efe4', '#f3e1c4', '#f1d2c0'],
    roof = '#c8643a',
    dome = '#2f6fa8',
    win = '#3b4a5a',
    cypress = '#2f5a3a',
    scale = 1,
    _sea,
  },
) {
  const W = x1 - x0
  const hAt = (x) => {
    const t = Math.min(1, Math.max(0, (x - x0) / W))
    return h * Math.pow(Math.sin(Math.PI * t), 0.9) * (1 + 0.05 * Math.sin(t * 19))
  }
  const ridge = []
  for (let i = 0; i <= 16; i++) ridge.push([x0 + (W * i) / 16, base - hAt(x0 + (W * i) / 16)])
  const hillD = s`M${x0} ${base}` + smooth(ridge) + s`L${x1} ${base}Z`
  let out = `<path d="${hillD}" fill="${hill}"/>`
  const shadeR = ridge.filter(([x]) => x >= x0 + W * 0.5)
  out += `<path d="${poly([[x0 + W * 0.5, base - hAt(x0 + W * 0.5)], [x0 + W * 0.56, base - h * 0.6], [x0 + W * 0.6, base - h * 0.3], [x0 + W * 0.62, base], [x1, base], ...shadeR.reverse()])}" fill="${hillShade}" opacity=".45"/>`
  // houses: rows following the hill profile
  let walls = {}
  let wins = ''
  let roofs = ''
  let domes = ''
  let trees = ''
  const u = 14 * scale
  for (let row = 0; row < 8; row++) {
    const frac = 0.06 + row * 0.115
    let x = x0 + R.r(0, u)
    while (x < x1 - u) {
      const local = hAt(x + u / 2)
      if (local > h * (frac + 0.1)) {
        const by = base - local * frac - R.r(0, 3)
        const hw = R.r(1, 2.2) * u
        const hh = R.r(0.8, 1.4) * u
        const c = R.pick(houses)
        walls[c] = (walls[c] || '') + s`M${x} ${by}V${by - hh}H${x + hw}V${by}Z`
        if (R.chance(0.45)) roofs += s`M${x - 1} ${by - hh}L${x + hw / 2} ${by - hh - u * 0.4}L${x + hw + 1} ${by - hh}Z`
        wins += s`M${x + hw * 0.3} ${by - hh * 0.55}h0M${x + hw * 0.7} ${by - hh * 0.55}h0`
        if (R.chance(0.08) && row > 1) {
          domes += s`M${x} ${by - hh}a${hw / 2} ${hw / 2} 0 0 1 ${hw} 0Z`
        }
        x += hw + R.r(0, u * 0.5)
      } else {
        if (R.chance(0.4) && local > h * 0.15) trees += s`M${x} ${base - local * frac}c-4 -8 -4 -22 0 -32c4 10 4 24 0 32Z`
        x += u
      }
    }
  }
  for (const [c, d] of Object.entries(walls)) out += `<path d="${d}" fill="${c}"/>`
  out += `<path d="${roofs}" fill="${roof}"/><path d="${domes}" fill="${dome}"/>`
  out += `<path d="${wins}" stroke="${win}" stroke-width="${n(3.2 * scale)}" stroke-linecap="square"/>`
  out += `<path d="${trees}" fill="${cypress}"/>`
  // church with a blue dome and bell tower near the top
  const cx = x0 + W * 0.46
  const cy = base - hAt(cx) * 0.93
  out += s`<path d="M${cx - 16 * scale} ${cy}V${cy - 22 * scale}H${cx + 16 * scale}V${cy}Z" fill="#ffffff"/>`
  out += s`<path d="M${cx - 13 * scale} ${cy - 22 * scale}A${13 * scale} ${14 * scale} 0 0 1 ${cx + 13 * scale} ${cy - 22 * scale}Z" fill="${dome}"/>`
  out += s`<path d="M${cx} ${cy - 36 * scale}V${cy - 44 * scale}M${cx - 3 * scale} ${cy - 41 * scale}H${cx + 3 * scale}" stroke="${dome}" stroke-width="${n(1.6 * scale)}"/>`
  out += s`<path d="M${cx + 18 * scale} ${cy}V${cy - 36 * scale}H${cx + 28 * scale}V${cy}Z" fill="#ffffff"/><path d="M${cx + 21 * scale} ${cy - 30 * scale}h4" stroke="${win}" stroke-width="${n(4 * scale)}"/>`
  return out
}

/** Castle on a crag: curtain wall, towers with crenellations and cone roofs. */
export function castle(x, y, k, { stone = '#c9b79a', shade = '#a8957a', roof = '#3d5a7a', win = '#3b3a40', rock } = {}) {
  const cren = (x0, x1, yy) => {
    let d = ''
    for (let x = x0; x < x1 - 2; x += 8) d += s`M${x} ${yy}v-6h4v6Z`
    return d
  }
  let b = ''
  b += `<path d="M-120 0C-100 -20 -90 -40 -70 -50H80C100 -40 110 -20 130 0Z" fill="${rock || darken(stone, 0.35)}"/>`
  b += `<path d="M-80 -50V-100H90V-50Z" fill="${stone}"/>` + `<path d="${cren(-80, 90, -100)}" fill="${stone}"/>`
  b += `<path d="M20 -50V-100H90V-50Z" fill="${shade}" opacity=".6"/>`
  // towers
  const tower = (tx, w, h, cone) => {
    let t = s`<path d="M${tx - w / 2} -50V${-h}H${tx + w / 2}V-50Z" fill="${stone}"/>`
    t += s`<path d="M${tx + w * 0.1} -50V${-h}H${tx + w / 2}V-50Z" fill="${shade}" opacity=".6"/>`
    if (cone)
      t += s`<path d="M${tx - w / 2 - 4} ${-h}L${tx} ${-h - w * 1.3}L${tx + w / 2 + 4} ${-h}Z" fill="${roof}"/><path d="M${tx} ${-h - w * 1.3}v-10" stroke="${roof}" stroke-width="1.5"/><path d="M${tx} ${-h - w * 1.3 - 10}l8 3l-8 3z" fill="${C.coral}"/>`
    else t += `<path d="${cren(tx - w / 2, tx + w / 2 + 2, -h)}" fill="${stone}"/>`
    t += s`<path d="M${tx - 2} ${-h + 14}v8M${tx - 2} ${-h + 34}v8" stroke="${win}" stroke-width="4"/>`
    return t
  }
  b += tower(-80, 26, 130, true) + tower(90, 26, 124, true) + tower(10, 36, 170, true) + tower(-34, 20, 120, false) + tower(52, 18, 112, false)
  b += `<path d="M-6 -50V-70A10 10 0 0 1 14 -70V-50Z" fill="${win}"/>`
  return g(x, y, k, b)
}

/* ---------------------------------------------------------- Caribbean */
/** Overwater/beach hut with a thatched roof (width ~60). */
export function hut(x, y, k, { wall = '#f6e7c8', roof = '#c79a55', roofDark = '#a5783a', door = '#3f8fb0', stilts = false } = {}) {
  let b = ''
  if (stilts) b += `<path d="M-22 0V-26M-8 0V-26M8 0V-26M22 0V-26" stroke="#6b4a2f" stroke-width="3"/><path d="M-30 -26H30V-30H-30Z" fill="#8a6440"/>`
  const by = stilts ? -30 : 0
  b += s`<path d="M-22 ${by}V${by - 26}H22V${by}Z" fill="${wall}"/>`
  b += s`<path d="M-5 ${by}V${by - 16}H5V${by}Z" fill="${door}"/><path d="M10 ${by - 18}h7v7h-7z" fill="${door}"/>`
  b += s`<path d="M-32 ${by - 24}L0 ${by - 50}L32 ${by - 24}Z" fill="${roof}"/><path d="M-26 ${by - 28}L0 ${by - 46}M-14 ${by - 25}L2 ${by - 40}M8 ${by - 25}L18 ${by - 33}" stroke="${roofDark}" stroke-width="1.6"/>`
  return g(x, y, k, b)
}

/** Turquoise shallows band with sandbar highlight. */
export function shallows(ctx, { y0, y1, color = '#5fd3cf', light = '#a8efe6' }) {
  const { doc, W } = ctx
  const fill = doc.lin([
    [0, color, 0],
    [0.5, color, 0.85],
    [1, light, 0.95],
  ])
  return s`<rect y="${y0}" width="${W}" height="${y1 - y0}" fill="${fill}"/>`
}

/* --------------------------------------------------------- Antarctica */
/** Faceted iceberg with lit and shaded faces and a pale underwater part. */
export function iceberg(R, x, y, k, { w = 160, h = 90, lit = '#f6fbff', shade = '#bcdcec', deep = '#8fc2da', under = '#9fd6e8' } = {}) {
  const pts = [[-w / 2, 0]]
  const n = R.i(3, 5)
  for (let i = 1; i < n; i++) {
    const t = i / n
    const env = Math.sin(t * Math.PI)
    pts.push([-w / 2 + w * t + R.r(-8, 8), -h * (0.5 + 0.5 * env) * R.r(0.75, 1.05)])
  }
  pts.push([w / 2, 0])
  const top = pts.reduce((a, p) => (p[1] < a[1] ? p : a), [0, 0])
  let b = s`<path d="M${-w * 0.46} 2L${-w * 0.3} ${h * 0.35}L${w * 0.2} ${h * 0.42}L${w * 0.48} 2Z" fill="${under}" opacity=".35"/>`
  b += `<path d="${poly(pts)}" fill="${lit}"/>`
  // shadow face: from the top vertex down to the right base
  const rightPts = pts.filter((p) => p[0] >= top[0])
  b += `<path d="${poly([top, [top[0] + w * 0.08, -h * 0.25], [top[0] + w * 0.02, 0], ...rightPts.reverse()])}" fill="${shade}"/>`
  b += s`<path d="M${top[0] + w * 0.05} 0L${top[0] + w * 0.1} ${-h * 0.25}L${w * 0.48} 0Z" fill="${deep}" opacity=".6"/>`
  return g(x, y, k, b)
}

/** Penguin (height ~28). */
export function penguinDef(doc) {
  return doc.sym(
    '<path d="M0 0C-7 0 -8 -8 -7 -16C-6 -24 -4 -28 0 -28C4 -28 6 -24 7 -16C8 -8 7 0 0 0Z" fill="#1d2630"/>' +
      '<path d="M0 -2C-4 -2 -5 -8 -4 -15C-3 -20 3 -20 4 -15C5 -8 4 -2 0 -2Z" fill="#f7f7f2"/>' +
      '<path d="M2 -25L7 -23L2 -22Z" fill="#f2a33a"/><path d="M-3 0h3M1 0h3" stroke="#f2a33a" stroke-width="1.6"/>',
    'pg',
  )
}

/* ------------------------------------------------------------- Alaska */
/** Tidewater glacier front: jagged top, blue ice face with crevasses. */
export function glacier(R, { x0, x1, base, h, color = '#e7f4fb', face = '#a9d6ea', crev = '#6fb0cf' }) {
  const top = []
  const step = 14
  for (let x = x0; x <= x1; x += step) top.push([x, base - h + R.r(-h * 0.12, h * 0.12)])
  let d = s`M${x0} ${base}` + top.map(([x, y]) => s`L${x} ${y}`).join('') + s`L${x1} ${base}Z`
  let cv = ''
  for (let x = x0 + 8; x < x1; x += R.r(8, 18)) cv += s`M${x} ${base - 2}L${x + R.r(-3, 3)} ${base - h * R.r(0.3, 0.85)}`
  return (
    `<path d="${d}" fill="${face}"/>` +
    `<path d="${cv}" stroke="${crev}" stroke-width="2" opacity=".7"/>` +
    s`<path d="M${x0} ${base - h * 0.98}` +
    top.map(([x, y]) => s`L${x} ${y}`).join('') +
    s`L${x1} ${base - h * 0.9}L${x1} ${base - h * 0.7}Q${(x0 + x1) / 2} ${base - h * 0.75} ${x0} ${base - h * 0.8}Z" fill="${color}"/>`
  )
}

/** Whale tail (fluke) rising from the water with droplets. */
export function whaleTail(x, y, k, { color = '#263846', light = '#3d5466' } = {}) {
  const b =
    '<path d="M-6 0C-6 -16 -4 -30 0 -38C-14 -44 -34 -46 -46 -60C-30 -60 -10 -56 0 -48C10 -56 30 -60 46 -60C34 -46 14 -44 0 -38C4 -30 6 -16 6 0Z" fill="' +
    color +
    '"/>' +
    '<path d="M0 -48C10 -56 30 -60 46 -60C34 -46 14 -44 0 -38Z" fill="' +
    light +
    '"/>' +
    '<path d="M-40 -56v8M-30 -52v12M38 -56v10M28 -52v8" stroke="#ffffff" stroke-width="2" stroke-dasharray="2 4" stroke-linecap="round" opacity=".8"/>' +
    '<path d="M-20 2Q0 -4 20 2" fill="none" stroke="#ffffff" stroke-width="2.4" stroke-linecap="round" opacity=".8"/>'
  return g(x, y, k, b)
}

/** Spruce/pine forest along a shore. */
export function pines(R, { x0, x1, base, minH, maxH, color, gap = 6 }) {
  let d = ''
  for (let x = x0; x < x1; x += R.r(gap * 0.6, gap * 1.6)) {
    const h = R.r(minH, maxH)
    const w = h * 0.28
    d += s`M${x} ${base - h}L${x + w * 0.5} ${base - h * 0.55}H${x + w * 0.25}L${x + w} ${base}H${x - w}L${x - w * 0.25} ${base - h * 0.55}H${x - w * 0.5}Z`
  }
  return `<path d="${d}" fill="${color}"/>`
}

/* -------------------------------------------------------------- India */
/** Domed palace: central onion dome, side domes and slender minarets. */
export function palace(x, y, k, { color = '#f1e6d2', shade = '#d8c7ac', win = '#b9a585', dome = null } = {}) {
  const dc = dome || color
  const onion = (cx, by, r) =>
    s`M${cx - r} ${by}C${cx - r * 1.25} ${by - r * 0.9} ${cx - r * 0.3} ${by - r * 1.3} ${cx} ${by - r * 1.9}C${cx + r * 0.3} ${by - r * 1.3} ${cx + r * 1.25} ${by - r * 0.9} ${cx + r} ${by}Z`
  let b = ''
  // plinth and main hall
  b += `<path d="M-170 0V-14H170V0Z" fill="${shade}"/>`
  b += `<path d="M-90 -14V-90H90V-14Z" fill="${color}"/>`
  b += `<path d="M20 -14V-90H90V-14Z" fill="${shade}" opacity=".5"/>`
  // arches
  b += `<path d="M-16 -14V-56Q0 -76 16 -56V-14ZM-70 -20V-46Q-60 -58 -50 -46V-20ZM50 -20V-46Q60 -58 70 -46V-20ZM-70 -56V-74Q-60 -84 -50 -74V-56ZM50 -56V-74Q60 -84 70 -74V-56Z" fill="${win}"/>`
  // main dome on drum
  b += `<path d="M-34 -90V-104H34V-90Z" fill="${color}"/>`
  b += `<path d="${onion(0, -104, 40)}" fill="${dc}"/><path d="M0 -180V-196" stroke="${dc}" stroke-width="2.5"/><circle cx="0" cy="-198" r="3" fill="${dc}"/>`
  b += `<path d="M0 -180C10 -160 34 -140 40 -104H6C10 -130 6 -160 0 -180Z" fill="${shade}" opacity=".5"/>`
  // small domes (chhatris)
  for (const cx of [-64, 64]) b += `<path d="M${cx - 12} -90V-98H${cx + 12}V-90Z" fill="${color}"/><path d="${onion(cx, -98, 12)}" fill="${dc}"/>`
  // minarets
  for (const mx of [-150, 150]) {
    b += `<path d="M${mx - 6} -14L${mx - 5} -150H${mx + 5}L${mx + 6} -14Z" fill="${color}"/>`
    b += `<path d="M${mx - 9} -60H${mx + 9}M${mx - 9} -104H${mx + 9}M${mx - 9} -148H${mx + 9}" stroke="${shade}" stroke-width="3"/>`
    b += `<path d="${onion(mx, -150, 8)}" fill="${dc}"/>`
  }
  return g(x, y, k, b)
}

/** Ceremonial arch gateway with four turrets. */
export function gateway(x, y, k, { color = '#e2c79b', shade = '#c4a678', win = '#8a6e4a' } = {}) {
  const dome = (cx, by, r) => s`M${cx - r} ${by}Q${cx - r} ${by - r * 1.4} ${cx} ${by - r * 1.6}Q${cx + r} ${by - r * 1.4} ${cx + r} ${by}Z`
  let b = ''
  b += `<path d="M-110 0V-120H110V0Z" fill="${color}"/>`
  b += `<path d="M30 0V-120H110V0Z" fill="${shade}" opacity=".5"/>`
  b += `<path d="M-34 0V-70Q0 -110 34 -70V0Z" fill="${win}"/>`
  b += `<path d="M-86 0V-40Q-72 -58 -58 -40V0ZM58 0V-40Q72 -58 86 -40V0ZM-86 -66V-88Q-72 -102 -58 -88V-66ZM58 -66V-88Q72 -102 86 -88V-66Z" fill="${win}"/>`
  b += `<path d="M-114 -120H114V-128H-114Z" fill="${shade}"/>`
  for (const tx of [-96, -44, 44, 96]) {
    b += s`<path d="M${tx - 12} -128V-160H${tx + 12}V-128Z" fill="${color}"/>`
    b += `<path d="${dome(tx, -160, 14)}" fill="${color}"/><path d="M${tx} -182v-8" stroke="${color}" stroke-width="2"/>`
  }
  b += `<path d="M-30 -128V-150H30V-128Z" fill="${color}"/><path d="M-24 -150L0 -162L24 -150Z" fill="${shade}"/>`
  return g(x, y, k, b)
}

/* --------------------------------------------------------- Middle East */
/** Very tall stepped needle tower (height ~420). */
export function needleTower(x, y, k, { color = '#cfd8e0', shade = '#9fb0bf', lit = false } = {}) {
  const steps = [
    [34, 0],
    [30, -80],
    [26, -150],
    [21, -210],
    [16, -260],
    [11, -300],
    [7, -330],
    [4, -350],
  ]
  let L = []
  let Rr = []
  for (let i = 0; i < steps.length; i++) {
    const [w, yb] = steps[i]
    const yt = i + 1 < steps.length ? steps[i + 1][1] : -370
    L.push([-w, yb], [-w, yt])
    Rr.push([w * 0.7, yb], [w * 0.7, yt])
  }
  const outline = poly([...L, [-1.5, -370], [0, -430], [1.5, -370], ...Rr.reverse()])
  let b = `<path d="${outline}" fill="${color}"/>`
  // shaded right wing
  const sh = poly(
    steps
      .map(([w, yb], _i) => [w * 0.7, yb])
      .concat([
        [0, -430],
        [0, 0],
      ]),
  )
  b += `<path d="${sh}" fill="${shade}" opacity=".6"/>`
  if (lit) b += `<path d="M-12 -10V-320M-4 -10V-350M6 -10V-300" stroke="${WARM}" stroke-width="1.6" stroke-dasharray="2 5" opacity=".8"/>`
  return g(x, y, k, b)
}

/** Smooth sand dunes across the foreground. */
export function dunes(ctx, { y, color = '#e8b878', shade = '#c98f52', light = '#f4d3a0' }) {
  const { W, H } = ctx
  const d1 = s`M0 ${y}C${W * 0.2} ${y - 50} ${W * 0.35} ${y - 20} ${W * 0.5} ${y + 10}C${W * 0.7} ${y + 40} ${W * 0.85} ${y - 30} ${W} ${y - 10}V${H}H0Z`
  const d2 = s`M0 ${y + 50}C${W * 0.3} ${y + 10} ${W * 0.55} ${y + 60} ${W * 0.75} ${y + 40}C${W * 0.85} ${y + 30} ${W * 0.95} ${y + 40} ${W} ${y + 50}V${H}H0Z`
  const ridge = s`M${W * 0.5} ${y + 10}C${W * 0.58} ${y + 40} ${W * 0.62} ${y + 60} ${W * 0.66} ${y + 90}`
  return (
    `<path d="${d1}" fill="${light}"/><path d="${d2}" fill="${color}"/>` + `<path d="${ridge}" fill="none" stroke="${shade}" stroke-width="3" opacity=".5"/>`
  )
}

/* ------------------------------------------------------------- Penang */
/** Row of heritage shophouses (two storeys, five-foot-way arcade). */
export function shophouses(
  R,
  {
    x0,
    x1,
    base,
    h = 120,
    colors = ['#f2c6a0', '#a8d5cf', '#f4e1a1', '#e9a9a0', '#c9d9ef', '#f6f1e7'],
    roof = '#b4583a',
    trim = '#ffffff',
    shutter = '#2f7f77',
    k = 1,
  },
) {
  let out = ''
  let x = x0
  while (x < x1) {
    const w = R.r(52, 64) * k
    const c = R.pick(colors)
    const top = base - h * k * R.r(0.95, 1.05)
    let b = ''
    b += s`<path d="M${x} ${base}V${top}H${x + w}V${base}Z" fill="${c}"/>`
    // roof eave + tiles
    b += s`<path d="M${x - 3 * k} ${top}L${x + 4 * k} ${top - 12 * k}H${x + w - 4 * k}L${x + w + 3 * k} ${top}Z" fill="${roof}"/>`
    // upper windows with shutters
    const wy = top + 16 * k
    const ww = 11 * k
    for (const fx of [0.22, 0.5, 0.78]) {
      const cx = x + w * fx
      b += s`<path d="M${cx - ww / 2} ${wy + 30 * k}V${wy + 6 * k}Q${cx} ${wy - 4 * k} ${cx + ww / 2} ${wy + 6 * k}V${wy + 30 * k}Z" fill="${shutter}"/>`
      b += s`<path d="M${cx} ${wy + 2 * k}V${wy + 30 * k}" stroke="${trim}" stroke-width="${n(1.2 * k)}"/>`
    }
    // cornice + ground arcade
    const gy = top + h * k * 0.52
    b += s`<path d="M${x} ${gy}H${x + w}" stroke="${trim}" stroke-width="${n(3 * k)}"/>`
    b += s`<path d="M${x + 6 * k} ${base}V${gy + 18 * k}Q${x + w / 2} ${gy + 2 * k} ${x + w - 6 * k} ${gy + 18 * k}V${base}Z" fill="${darken(c, 0.35)}"/>`
    b += s`<path d="M${x + w * 0.35} ${base}V${gy + 24 * k}H${x + w * 0.65}V${base}Z" fill="${darken(c, 0.55)}"/>`
    b += s`<path d="M${x} ${top}V${base}M${x + w} ${top}V${base}" stroke="${trim}" stroke-width="${n(2.4 * k)}"/>`
    out += b
    x += w
  }
  return out
}

/* ------------------------------------------------------------ Finland */
/** Birch tree: white trunk with dark marks, light foliage (height ~160). */
export function birch(R, x, y, k, { leaf = '#a8c96a', leafDark = '#7fa64a', autumn = false } = {}) {
  const lc = autumn ? '#e8b43c' : leaf
  const ld = autumn ? '#c98a2a' : leafDark
  let puffs = ''
  let puffs2 = ''
  for (let i = 0; i < 12; i++) {
    const r = R.r(12, 22)
    const px = R.r(-30, 30)
    const py = -90 - R.r(0, 70) + Math.abs(px) * 0.6
    const c = s`M${px - r} ${py}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`
    if (i < 5) puffs2 += c
    else puffs += c
  }
  let marks = ''
  for (let i = 0; i < 8; i++) {
    const yy = -10 - i * 14 - R.r(0, 6)
    marks += s`M${R.chance(0.5) ? -3 : 0} ${yy}h${R.r(2, 4)}`
  }
  const b =
    `<path d="${puffs2}" fill="${ld}"/>` +
    `<path d="M-4 0L-2 -140H2L4 0Z" fill="#f4f1ea"/><path d="M0 -80L-18 -110M1 -100L16 -126" stroke="#f4f1ea" stroke-width="2"/>` +
    `<path d="${marks}" stroke="#2b2b2b" stroke-width="2.4"/>` +
    `<path d="${puffs}" fill="${lc}" opacity=".92"/>`
  return g(x, y, k, b)
}

/** Northern lights: soft vertical curtains (uses one blur filter). */
export function aurora(ctx, { x0, x1, y, h, colors = ['#5dfcb4', '#7ad7ff', '#b48cff'] }) {
  const { doc, R } = ctx
  const fl = doc.blur(Math.max(4, h / 20))
  let out = ''
  colors.forEach((c, i) => {
    // a curtain: wavy lower edge, rays fading upwards
    const grad = doc.lin([
      [0, c, 0],
      [0.6, c, 0.45],
      [0.9, c, 0.85],
      [1, c, 0],
    ])
    const yy = y + i * h * 0.16
    const pts = []
    const seg = 7
    for (let j = 0; j <= seg; j++) pts.push([x0 + ((x1 - x0) * j) / seg, yy + h * 0.7 + Math.sin(j * 1.1 + i * 2) * h * 0.16 + R.r(-1, 1) * h * 0.05])
    const lower = s`M${pts[0][0]} ${pts[0][1]}` + smooth(pts)
    const d =
      lower +
      s`L${x1} ${yy + h * 0.1}` +
      smooth(
        pts
          .slice()
          .reverse()
          .map(([px, py]) => [px, py - h * (0.55 + 0.15 * Math.sin(px / 97))]),
      ).replace(/^L[^Q]*/, '') +
      'Z'
    out += `<path d="${d}" fill="${grad}" filter="${fl}" opacity="${n(0.95 - i * 0.25)}"/>`
    // vertical rays
    let rays = ''
    for (let j = 0; j < 26; j++) {
      const t = R.next()
      const k = Math.floor(t * seg)
      const lt = t * seg - k
      const px = pts[k][0] + (pts[k + 1][0] - pts[k][0]) * lt
      const py = pts[k][1] + (pts[k + 1][1] - pts[k][1]) * lt
      rays += s`M${px} ${py}V${py - h * R.r(0.3, 0.6)}`
    }
    out += `<path d="${rays}" stroke="${c}" stroke-width="${n(h / 40)}" opacity="${n(0.25 - i * 0.06)}" filter="${fl}"/>`
  })
  return out
}

/** White neoclassical cathedral with green domes on a granite base. */
export function cathedral(x, y, k, { wall = '#f7f5ef', shade = '#dcd8cc', dome = '#5fa58a', col = '#cfcac0' } = {}) {
  const dm = (cx, by, r) => s`M${cx - r} ${by}A${r} ${r * 1.15} 0 0 1 ${cx + r} ${by}Z`
  let b = ''
  b += `<path d="M-140 0V-20H140V0Z" fill="#8d8a84"/><path d="M-120 -20V-30H120V-20Z" fill="#a7a39b"/>`
  b += `<path d="M-80 -30V-110H80V-30Z" fill="${wall}"/><path d="M30 -30V-110H80V-30Z" fill="${shade}" opacity=".6"/>`
  b += `<path d="M-40 -110L0 -134L40 -110Z" fill="${wall}"/>`
  b += `<path d="M-34 -36V-104M-20 -36V-104M-6 -36V-104M8 -36V-104M22 -36V-104M36 -36V-104" stroke="${col}" stroke-width="4"/>`
  b += `<path d="M-30 -110V-150H30V-110Z" fill="${wall}"/><path d="${dm(0, -150, 30)}" fill="${dome}"/><path d="M0 -184V-200" stroke="${dome}" stroke-width="3"/><circle cx="0" cy="-202" r="3" fill="#e8c45a"/>`
  for (const cx of [-64, 64]) b += `<path d="M${cx - 10} -110V-126H${cx + 10}V-110Z" fill="${wall}"/><path d="${dm(cx, -126, 10)}" fill="${dome}"/>`
  return g(x, y, k, b)
}

/** Northern harbour town: gabled warehouses / waterfront buildings. */
export function gabledRow(R, { x0, x1, base, k = 1, colors = ['#c0392b', '#e9d8a6', '#f4f1ea', '#8fb3c9', '#d98e4a'], roof = '#3a3a40', win = '#2d3e4e' }) {
  let out = ''
  let x = x0
  while (x < x1) {
    const w = R.r(20, 34) * k
    const h = R.r(22, 40) * k
    const c = R.pick(colors)
    out += s`<path d="M${x} ${base}V${base - h}L${x + w / 2} ${base - h - w * 0.5}L${x + w} ${base - h}V${base}Z" fill="${c}"/>`
    out += s`<path d="M${x - 1} ${base - h + 1}L${x + w / 2} ${base - h - w * 0.5 - 1}L${x + w + 1} ${base - h + 1}" fill="none" stroke="${roof}" stroke-width="${n(2.4 * k)}"/>`
    out += s`<path d="M${x + w * 0.3} ${base - h * 0.6}V${base - h * 0.4}M${x + w * 0.7} ${base - h * 0.6}V${base - h * 0.4}" stroke="${win}" stroke-width="${n(3 * k)}"/>`
    x += w + R.r(0, 2) * k
  }
  return out
}

/* ----------------------------------------------------------- Australia */
/** Abstract harbour concert hall: overlapping white shell 'sails' on a podium. */
export function sailRoof(x, y, k, { shell = '#f6f3ea', shade = '#d8d3c4', podium = '#c9a887' } = {}) {
  const sh = (bx, w, h, lean) =>
    s`M${bx} 0C${bx + lean} ${-h * 0.6} ${bx + w * 0.6 + lean} ${-h} ${bx + w + lean} ${-h}C${bx + w * 0.8} ${-h * 0.6} ${bx + w * 0.9} ${-h * 0.3} ${bx + w} 0Z`
  const b =
    `<path d="M-150 0V-16H170V0Z" fill="${podium}"/>` +
    `<g transform="translate(0 -16)">` +
    `<path d="${sh(-120, 60, 70, 10)}${sh(-70, 70, 96, 12)}${sh(-10, 80, 112, 14)}" fill="${shell}"/>` +
    `<path d="${sh(40, 50, 64, 8)}${sh(80, 56, 80, 10)}" fill="${shade}"/>` +
    `<path d="M-110 0C-100 -30 -80 -56 -62 -70M-60 0C-48 -40 -26 -80 12 -96M0 0C14 -50 40 -96 84 -112" stroke="${shade}" stroke-width="2" fill="none"/>` +
    `</g>`
  return g(x, y, k, b)
}

/** Steel through-arch bridge spanning x0..x1 at deck level y. */
export function archBridge({ x0, x1, y, rise, color = '#5b6b78' }) {
  const w = x1 - x0
  let hang = ''
  for (let i = 1; i < 14; i++) {
    const t = i / 14
    const hx = x0 + w * t
    const hy = y - rise * 4 * t * (1 - t)
    hang += s`M${hx} ${y}V${hy}`
  }
  return (
    s`<path d="M${x0} ${y}Q${x0 + w / 2} ${y - rise * 2} ${x1} ${y}" fill="none" stroke="${color}" stroke-width="${rise / 14}"/>` +
    s`<path d="M${x0 + w * 0.04} ${y - 2}Q${x0 + w / 2} ${y - rise * 1.7} ${x1 - w * 0.04} ${y - 2}" fill="none" stroke="${color}" stroke-width="${rise / 24}"/>` +
    `<path d="${hang}" stroke="${color}" stroke-width="${n(rise / 40)}"/>` +
    s`<path d="M${x0 - 30} ${y}H${x1 + 30}" stroke="${color}" stroke-width="${rise / 12}"/>` +
    s`<path d="M${x0 - 12} ${y + 30}V${y - rise * 0.35}H${x0 + 10}V${y + 30}ZM${x1 - 10} ${y + 30}V${y - rise * 0.35}H${x1 + 12}V${y + 30}Z" fill="${mix(color, '#d8c7a0', 0.5)}"/>`
  )
}

/* ---------------------------------------------------------- Lighthouse */
export function lighthouse(x, y, k, { body = '#f4f1ea', band = C.coral, lit = false, rock = '#3a4350' } = {}) {
  const b =
    `<path d="M-60 0C-50 -20 -30 -30 0 -32C30 -30 50 -20 60 0Z" fill="${rock}"/>` +
    `<path d="M-14 -30L-9 -130H9L14 -30Z" fill="${body}"/>` +
    `<path d="M-12.6 -56L-11.4 -76H11.4L12.6 -56ZM-10.4 -96L-9.6 -112H9.6L10.4 -96Z" fill="${band}"/>` +
    `<path d="M-12 -130H12V-134H-12Z" fill="#2a2f36"/><path d="M-7 -134V-146H7V-134Z" fill="${lit ? '#ffe9a8' : '#cfe6ef'}"/><path d="M-9 -146L0 -156L9 -146Z" fill="${band}"/>`
  return g(x, y, k, b)
}
