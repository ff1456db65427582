// Ship silhouettes drawn with paths in local units: bow to the right,
// waterline at y=0. Each function returns SVG markup; scenes define it once
// in <defs> and place it (plus a reflection) with <use>.
import { C, darken, lighten, mix, n, poly, s } from './core.mjs'

const WARM = '#ffd98a'

/** Colour helper for silhouette mode. */
function pal(o) {
  if (o.tint && !o.sil) {
    const [tc, amt] = o.tint
    const keys = ['hull', 'super', 'boot', 'stripe', 'stripe2', 'funnel', 'funnelTop', 'glass', 'lifeboat', 'deck', 'accent', 'sail', 'sailShade', 'rig']
    const t = { ...o }
    for (const k of keys) if (t[k]) t[k] = mix(t[k], tc, amt)
    return t
  }
  if (!o.sil) return o
  const k = o.sil
  return {
    ...o,
    hull: k,
    super: k,
    boot: k,
    stripe: lighten(k, 0.12),
    funnel: k,
    funnelTop: k,
    glass: lighten(k, 0.08),
    lifeboat: lighten(k, 0.1),
    deck: k,
    accent: lighten(k, 0.15),
  }
}

/**
 * Large modern cruise ship, length ~410 units.
 * opts: hull, super, boot, stripe, funnel, funnelTop, glass, lifeboat,
 * decks (6-11), funnels (1|2), funnelStyle ('rake'|'wing'|'box'),
 * slides, pod, dome, lit, sil (single colour silhouette), accent.
 */
export function cruiseShip(o0 = {}) {
  const o = pal({
    hull: '#ffffff',
    super: '#ffffff',
    boot: '#0d2b3e',
    stripe: C.navy,
    funnel: C.navy,
    funnelTop: C.deep,
    glass: '#2a4a60',
    lifeboat: C.boat,
    decks: 8,
    funnels: 1,
    funnelStyle: 'rake',
    accent: C.aqua,
    ...o0,
  })
  const D = o.decks
  const dh = 8.2
  const deckY = -34
  const topY = deckY - D * dh
  let out = ''
  // hull -------------------------------------------------------------
  const hull = 'M10 0L4 -22L0 -34H370C388 -34 398 -38 410 -46C404 -28 396 -10 380 0Z'
  out += `<path d="${hull}" fill="${o.hull}"/>`
  if (!o.sil) {
    out += `<path d="M10 0L8.9 -4H386.5C384.6 -2.4 382.4 -1 380 0Z" fill="${o.boot}"/>`
    // hull line colour: a bold stripe sweeping up at the bow
    out += `<path d="M6 -13H330C360 -13 382 -18 401.5 -26L400 -22C380 -16 360 -9 330 -9H7Z" fill="${o.stripe}"/>`
    if (o.stripe2) out += `<path d="M5 -17H320C350 -17 375 -22 403 -31L402.5 -28.5C376 -20 350 -15 320 -15H5.5Z" fill="${o.stripe2}"/>`
    out += `<path d="M30 -25H360" stroke="${o.lit ? WARM : o.glass}" stroke-width="2" stroke-dasharray="0 5" stroke-linecap="round"/>`
    out += `<path d="M44 -30H350" stroke="${o.lit ? WARM : o.glass}" stroke-width="1.6" stroke-dasharray="0 5" stroke-linecap="round" opacity=".8"/>`
  } else if (o.lit) {
    out += `<path d="M30 -25H360" stroke="${WARM}" stroke-width="2" stroke-dasharray="0 7" stroke-linecap="round" opacity=".8"/>`
  }
  // superstructure -------------------------------------------------------
  const xf = (k) => 352 - k * 3.2 - k * k * 0.55 // receding rounded front
  const xb = (k) => (k < D - 3 ? 12 + k * 1.5 : 12 + k * 1.5 + (k - (D - 4)) * 16) // aft terraces
  const L = []
  const Rt = []
  for (let k = 0; k < D; k++) {
    const yb = deckY - k * dh
    const yt = yb - dh
    L.push([xb(k), yb], [xb(k), yt])
    Rt.push([xf(k), yb], [xf(k) - 1.6, yt])
  }
  const sup = poly([...L, ...Rt.reverse()])
  out += `<path d="${sup}" fill="${o.super}"/>`
  // balcony / window rows
  let rows = ''
  let lights = ''
  for (let k = 0; k < D; k++) {
    const yb = deckY - k * dh
    const y = yb - dh / 2
    const a = xb(k) + 6
    const b = xf(k) - 6
    if (k === 1) continue // lifeboat deck
    if (b - a < 20) continue
    rows += s`M${a} ${y}H${b}`
    if (o.lit) lights += s`M${a + 2} ${y}H${b - 2}`
  }
  out += `<path d="${rows}" stroke="${o.glass}" stroke-width="4.4" stroke-dasharray="7 1.3"/>`
  if (o.lit) out += `<path d="${lights}" stroke="${WARM}" stroke-width="1.8" stroke-dasharray="0 6.4" stroke-linecap="round"/>`
  // lifeboats in a recess on deck 1
  const ly = deckY - dh * 1.5
  out += s`<path d="M${xb(1) + 40} ${ly}H${xf(1) - 40}" stroke="${darken(o.super, 0.35)}" stroke-width="7.5"/>`
  out += s`<path d="M${xb(1) + 44} ${ly + 0.4}H${xf(1) - 44}" stroke="${o.lifeboat}" stroke-width="5.2" stroke-dasharray="13 3.4" stroke-linecap="round"/>`
  // bridge with wings and front windows
  const bk = Math.max(3, D - 4)
  const byb = deckY - bk * dh
  out += s`<path d="M${xf(bk) - 20} ${byb}H${xf(bk) + 8}V${byb - dh + 1}H${xf(bk) - 20}Z" fill="${o.super}"/>`
  out += s`<path d="M${xf(bk) - 14} ${byb - dh / 2}H${xf(bk) + 6}" stroke="${o.lit ? WARM : o.glass}" stroke-width="3.2"/>`
  // top deck details ----------------------------------------------------
  // railing
  out += s`<path d="M${xb(D - 1)} ${topY - 0.5}H${xf(D - 1) - 2}" stroke="${o.sil ? o.super : darken(o.super, 0.2)}" stroke-width="1"/>`
  // mast above the bridge
  const mx = xf(D - 1) - 30
  out += s`<path d="M${mx} ${topY}V${topY - 26}M${mx - 8} ${topY - 18}H${mx + 8}M${mx - 5} ${topY - 24}H${mx + 5}" stroke="${o.sil ? o.super : '#9fb2bf'}" stroke-width="1.6" fill="none"/>`
  // dome / solarium
  if (o.dome) {
    const cx = xf(D - 1) - 70
    out += s`<path d="M${cx - 26} ${topY}Q${cx - 24} ${topY - 18} ${cx} ${topY - 19}Q${cx + 24} ${topY - 18} ${cx + 26} ${topY}Z" fill="${o.sil ? o.super : mix(o.glass, C.aqua, 0.45)}"/>`
    if (!o.sil)
      out += s`<path d="M${cx - 16} ${topY}V${topY - 15}M${cx} ${topY}V${topY - 19}M${cx + 16} ${topY}V${topY - 15}" stroke="${o.super}" stroke-width="1.2" opacity=".7"/>`
  }
  // funnels
  const fx = o.funnelX ?? xb(D - 1) + 54
  const funnel = (x) => {
    if (o.funnelStyle === 'box') {
      return s`<path d="M${x} ${topY}L${x - 4} ${topY - 30}H${x + 30}L${x + 32} ${topY}Z" fill="${o.funnel}"/><path d="M${x - 4.6} ${topY - 34}H${x + 30.4}V${topY - 28}H${x - 3.8}Z" fill="${o.funnelTop}"/>`
    }
    if (o.funnelStyle === 'wing') {
      return s`<path d="M${x - 6} ${topY}C${x - 8} ${topY - 20} ${x - 14} ${topY - 34} ${x - 22} ${topY - 40}H${x + 22}C${x + 26} ${topY - 28} ${x + 30} ${topY - 12} ${x + 34} ${topY}Z" fill="${o.funnel}"/><path d="M${x - 22} ${topY - 40}H${x + 22}L${x + 20.5} ${topY - 35}H${x - 16}Z" fill="${o.funnelTop}"/>`
    }
    return s`<path d="M${x} ${topY}L${x - 12} ${topY - 34}H${x + 22}L${x + 34} ${topY}Z" fill="${o.funnel}"/><path d="M${x - 12} ${topY - 34}H${x + 22}L${x + 20.2} ${topY - 29}H${x - 10.2}Z" fill="${o.funnelTop}"/>`
  }
  out += funnel(fx)
  if (o.funnels === 2) out += funnel(fx + 62)
  // waterslides looping off the stern
  if (o.slides && !o.sil) {
    const y = topY
    out += s`<path d="M46 ${y - 10}C10 ${y - 16} -22 ${y - 2} -8 ${y + 10}C4 ${y + 20} 22 ${y + 12} 10 ${y + 2}C-2 ${y - 6} -26 ${y + 14} -14 ${y + 28}C-6 ${y + 36} 8 ${y + 34} 14 ${y + 30}" fill="none" stroke="${o.slideA || '#f2b544'}" stroke-width="3.8" stroke-linecap="round"/>`
    out += s`<path d="M62 ${y - 4}C30 ${y - 22} -4 ${y - 14} -2 ${y}C0 ${y + 8} 16 ${y + 24} 26 ${y + 18}" fill="none" stroke="${o.slideB || '#e8604c'}" stroke-width="3.2" stroke-linecap="round"/>`
    out += s`<path d="M46 ${y}V${y - 10}M62 ${y}V${y - 4}" stroke="#c5d3dc" stroke-width="1.6"/>`
  }
  // observation capsule on an arm
  if (o.pod) {
    const px = xf(D - 1) - 64
    out += s`<path d="M${px} ${topY}L${px + 10} ${topY - 30}L${px + 34} ${topY - 46}" fill="none" stroke="${o.sil ? o.super : '#6e8796'}" stroke-width="3.2" stroke-linejoin="round"/>`
    out += s`<rect x="${px + 28}" y="${topY - 56}" width="20" height="11" rx="5.5" fill="${o.sil ? o.super : mix(o.glass, C.aqua, 0.6)}"/>`
  }
  // climbing wall / sports court accent
  if (o.accentDeck && !o.sil) {
    out += s`<path d="M${xb(D - 1) + 120} ${topY}h56v-6h-56z" fill="${o.accent}" opacity=".9"/>`
  }
  if (o.lit) {
    out += s`<path d="M${xb(D - 1)} ${topY - 2}H${xf(D - 1) - 4}" stroke="${WARM}" stroke-width="1.4" stroke-dasharray="0 9" stroke-linecap="round"/>`
    out += s`<circle cx="${mx}" cy="${topY - 27}" r="1.8" fill="#fff"/>`
  }
  return out
}

/** River cruise boat: long and low, panoramic windows, sun deck canopy. */
export function riverBoat(o0 = {}) {
  const o = pal({ hull: C.navy, super: '#ffffff', stripe: C.gold, glass: '#2a4a60', deck: '#d9e4ea', accent: C.coral, ...o0 })
  let out = ''
  out += `<path d="M6 0L0 -18H388C398 -18 404 -15 406 -10L398 0Z" fill="${o.hull}"/>`
  if (!o.sil) out += `<path d="M2 -12H402" stroke="${o.stripe}" stroke-width="1.6"/>`
  // two cabin decks
  out += `<path d="M12 -18V-44H370C380 -44 384 -38 386 -30L388 -18Z" fill="${o.super}"/>`
  out += `<path d="M22 -25H376M22 -37H370" stroke="${o.lit ? WARM : o.glass}" stroke-width="6" stroke-dasharray="16 3"/>`
  if (!o.sil) out += `<path d="M12 -31.4H384" stroke="${darken(o.super, 0.12)}" stroke-width="1"/>`
  // sun deck with railing, canopy and wheelhouse
  out += `<path d="M20 -44V-48H360V-44" fill="${o.super}"/>`
  out += `<path d="M24 -48V-54M60 -48V-54M100 -48V-54M140 -48V-54M180 -48V-54M220 -48V-54M24 -54H230" stroke="${o.sil ? o.super : '#c2d1da'}" stroke-width="1.2"/>`
  out += `<path d="M250 -44V-60H300C306 -60 310 -56 312 -50L314 -44Z" fill="${o.super}"/><path d="M272 -53H308" stroke="${o.lit ? WARM : o.glass}" stroke-width="4"/>`
  out += `<path d="M60 -62H200L206 -56H54Z" fill="${o.accent}"/><path d="M64 -56V-48M196 -56V-48" stroke="${o.sil ? o.super : '#c2d1da'}" stroke-width="1.2"/>`
  return out
}

/** Expedition ship with an inverted X-bow, dark hull, zodiacs aft. */
export function expeditionShip(o0 = {}) {
  const o = pal({ hull: '#1f3444', super: '#ffffff', stripe: C.coral, glass: '#23394a', accent: C.boat, ...o0 })
  let out = ''
  // hull rising into an inverted bow
  out += `<path d="M8 0L2 -28H240C262 -30 282 -44 296 -64C300 -40 302 -14 292 0Z" fill="${o.hull}"/>`
  if (!o.sil)
    out += `<path d="M4 -9H288" stroke="${o.stripe}" stroke-width="2.4"/><path d="M30 -19H260" stroke="${lighten(o.hull, 0.5)}" stroke-width="1.6" stroke-dasharray="0 6" stroke-linecap="round"/>`
  // superstructure
  out += `<path d="M40 -28V-46H60V-58H88V-72H120V-84H232C248 -84 262 -76 272 -64L276 -52C270 -40 258 -32 240 -28Z" fill="${o.super}"/>`
  const g = o.lit ? WARM : o.glass
  out += `<path d="M66 -37H236M94 -51H250M126 -63H258" stroke="${g}" stroke-width="4" stroke-dasharray="9 2"/>`
  out += `<path d="M200 -77H262" stroke="${g}" stroke-width="4.6"/>`
  // mast + radar
  out += `<path d="M210 -84V-118M200 -108H220M203 -114H217" stroke="${o.sil ? o.super : '#8fa2ae'}" stroke-width="1.8" fill="none"/>`
  // funnel (low, boxy)
  out += `<path d="M140 -84L136 -104H168L172 -84Z" fill="${o.sil ? o.super : o.hull}"/>`
  if (!o.sil) out += `<path d="M136.6 -101H167.4" stroke="${o.stripe}" stroke-width="3"/>`
  // zodiacs and crane aft
  out += `<path d="M12 -34h22M42 -52h14" stroke="${o.accent}" stroke-width="5.2" stroke-linecap="round"/>`
  out += `<path d="M20 -28L30 -66L50 -58" fill="none" stroke="${o.sil ? o.super : '#8fa2ae'}" stroke-width="2"/>`
  return out
}

/** Three-masted tall ship under square sails; length ~330. */
export function tallShip(o0 = {}) {
  const o = pal({ hull: '#2a2f3a', super: '#2a2f3a', sail: '#fbf2e0', sailShade: '#e6d5b8', stripe: '#e9d6a8', rig: '#3b3f4a', ...o0 })
  const sail = o.sil ? o.sil : o.sail
  const shade = o.sil ? lighten(o.sil, 0.06) : o.sailShade
  let out = ''
  const masts = [
    [80, 176],
    [160, 196],
    [236, 168],
  ]
  // rigging
  let rig = 'M40 -30L80 -176L160 -196L236 -168L330 -40M80 -176L120 -30M160 -196L200 -30M236 -168L270 -30'
  out += `<path d="${rig}" fill="none" stroke="${o.sil || o.rig}" stroke-width="1" opacity=".7"/>`
  // masts
  out += `<path d="${masts.map(([x, h]) => `M${x} -26V-${h}`).join('')}M286 -34L340 -56" stroke="${o.sil || o.rig}" stroke-width="3" stroke-linecap="round"/>`
  // square sails (billowing)
  let sd = ''
  let sh = ''
  for (const [x, h] of masts) {
    const tiers = 4
    for (let t = 0; t < tiers; t++) {
      const yt = -h + 10 + t * ((h - 52) / tiers)
      const yb = yt + (h - 52) / tiers - 4
      const wt = 30 + t * 9
      const wb = wt + 8
      sd += s`M${x - wt / 2} ${yt}H${x + wt / 2}Q${x + wb / 2 + 6} ${(yt + yb) / 2} ${x + wb / 2} ${yb}H${x - wb / 2}Q${x - wb / 2 + 6} ${(yt + yb) / 2} ${x - wt / 2} ${yt}Z`
      sh += s`M${x + 2} ${yt}Q${x + wb / 2 + 6} ${(yt + yb) / 2} ${x + wb / 2} ${yb}H${x + 6}Z`
    }
  }
  // jibs
  sd += 'M236 -150L330 -46L250 -52Z M236 -120L300 -44L244 -46Z'
  out += `<path d="${sd}" fill="${sail}"/><path d="${sh}" fill="${shade}" opacity=".7"/>`
  // pennants
  out += `<path d="M160 -196l14 4l-14 4z" fill="${o.sil || C.coral}"/>`
  // hull with raised stern and bow
  out += `<path d="M26 0L14 -36H40L44 -28H280L300 -38L312 -34C306 -18 296 -6 284 0Z" fill="${o.hull}"/>`
  if (!o.sil)
    out += `<path d="M24 -18H296" stroke="${o.stripe}" stroke-width="5"/><path d="M36 -18H286" stroke="${o.hull}" stroke-width="2.6" stroke-dasharray="5 7"/>`
  return out
}

/** Chinese junk with battened sails (length ~170). */
export function junk(o0 = {}) {
  const o = { hull: '#3a2418', sail: '#b8452a', batten: '#7a2a18', ...o0 }
  let out = ''
  const sails = [
    [40, -16, 38, 84],
    [92, -18, 46, 108],
    [140, -16, 28, 66],
  ]
  let d = ''
  let b = ''
  for (const [x, base, w, h] of sails) {
    d += s`M${x} ${base}V${base - h}Q${x + w * 0.6} ${base - h - 8} ${x + w} ${base - h + 6}Q${x + w + 8} ${base - h / 2} ${x + w * 0.9} ${base}Z`
    for (let k = 1; k < 6; k++) {
      const y = base - (h * k) / 6
      b += s`M${x} ${y}L${x + w * (0.95 + 0.1 * Math.sin((k / 6) * Math.PI))} ${y + 2}`
    }
  }
  out += `<path d="${d}" fill="${o.sail}"/><path d="${b}" stroke="${o.batten}" stroke-width="1.6"/>`
  out += `<path d="M40 -16V-104M92 -18V-130M140 -16V-84" stroke="${o.batten}" stroke-width="2"/>`
  out += `<path d="M0 -30L14 -28L22 -16H150L172 -26L160 -6Q150 0 140 0H24Q10 -8 0 -30Z" fill="${o.hull}"/>`
  return out
}

/** Thai longtail boat with a canopy (length ~120). */
export function longtail(o0 = {}) {
  const o = { hull: '#6b3d22', trim: '#e8b04a', canopy: '#2f8fa0', ...o0 }
  return (
    `<path d="M0 -8Q40 0 96 -4Q110 -8 124 -30Q118 -10 112 -2Q60 4 4 -2Z" fill="${o.hull}"/>` +
    `<path d="M4 -6Q50 -2 110 -6" stroke="${o.trim}" stroke-width="1.6" fill="none"/>` +
    `<path d="M34 -8V-26M74 -6V-26" stroke="#4a3a2a" stroke-width="1.4"/><path d="M28 -28H80L76 -24H32Z" fill="${o.canopy}"/>` +
    `<path d="M122 -28l4 -6l2 8z" fill="#e8604c"/><path d="M0 -8l-20 6" stroke="#4a3a2a" stroke-width="1.6"/>`
  )
}

/** Zodiac inflatable with passengers (length ~60). */
export function zodiac(o0 = {}) {
  const o = { tube: '#3a4a55', jacket: C.boat, ...o0 }
  return (
    `<path d="M2 -6H52C58 -6 62 -3 60 0H6C2 0 0 -3 2 -6Z" fill="${o.tube}"/>` +
    `<g fill="${o.jacket}"><rect x="12" y="-14" width="7" height="9" rx="2"/><rect x="24" y="-14" width="7" height="9" rx="2"/><rect x="36" y="-14" width="7" height="9" rx="2"/></g>` +
    `<g fill="#2a2f36"><circle cx="15.5" cy="-17" r="3"/><circle cx="27.5" cy="-17" r="3"/><circle cx="39.5" cy="-17" r="3"/></g>`
  )
}

/** Small sailing yacht (length ~80). */
export function yacht(o0 = {}) {
  const o = { hull: '#ffffff', sail: '#ffffff', trim: C.navy, ...o0 }
  return (
    `<path d="M38 -10V-92L12 -12Z" fill="${o.sail}"/><path d="M42 -12V-80L72 -12Z" fill="${darken(o.sail, 0.08)}"/>` +
    `<path d="M40 -8V-94" stroke="${o.trim}" stroke-width="1.4"/>` +
    `<path d="M0 -10H80L70 0H8Z" fill="${o.hull}"/><path d="M4 -6H76" stroke="${o.trim}" stroke-width="1.4"/>`
  )
}

/** Container/harbour tug (for port scenes), length ~90. */
export function tug(o0 = {}) {
  const o = { hull: '#b93d12', super: '#ffffff', ...o0 }
  return (
    `<path d="M4 0L0 -14H76Q86 -14 92 -20L84 0Z" fill="${o.hull}"/>` +
    `<path d="M30 -14V-30H56V-14Z" fill="${o.super}"/><path d="M34 -25H52" stroke="#2a4a60" stroke-width="3.5" stroke-dasharray="4 1.5"/>` +
    `<path d="M40 -30V-44H48V-30Z" fill="#1f2a33"/>`
  )
}

/**
 * Helper to place a ship definition in a scene: defines it once, draws the
 * reflection (under the waves) via `reflect`, and the ship itself via `draw`.
 */
export function shipDef(doc, markup) {
  return doc.sym(markup, 'ship')
}

export function reflection(id, x, y, sc, { flip = false, opacity = 0.22, squash = 0.7 } = {}) {
  const sx = flip ? -sc : sc
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)}) scale(${n(sx)} ${n(-sc * squash)})" opacity="${n(opacity)}"/>`
}

/** Foam at the waterline: bow wave and trailing wake lines. */
export function wake(x, y, len, sc = 1, { flip = false, color = '#ffffff', trail = 1, opacity = 0.8 } = {}) {
  const dir = flip ? -1 : 1
  const bow = x + dir * len * sc
  const st = x
  const L = len * sc
  let d = s`M${st} ${y + 0.5}H${bow - dir * 6 * sc}`
  // bow splash
  d += s`M${bow - dir * 26 * sc} ${y}q${dir * 14 * sc} ${-3 * sc} ${dir * 24 * sc} ${-1 * sc}`
  let tr = ''
  if (trail) {
    // diverging wake behind the stern
    tr += s`M${st} ${y + 1}q${-dir * L * 0.25} ${3 * sc} ${-dir * L * 0.7 * trail} ${8 * sc}`
    tr += s`M${st} ${y}q${-dir * L * 0.3} ${-1 * sc} ${-dir * L * 0.8 * trail} ${2 * sc}`
    tr += s`M${st + dir * L * 0.3} ${y + 2 * sc}q${-dir * L * 0.3} ${3 * sc} ${-dir * L * 0.65} ${6 * sc}`
  }
  return (
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(2.6 * sc)}" stroke-linecap="round" opacity="${n(opacity)}"/>` +
    (tr ? `<path d="${tr}" fill="none" stroke="${color}" stroke-width="${n(1.8 * sc)}" stroke-linecap="round" opacity="${n(opacity * 0.55)}"/>` : '')
  )
}

/** Ship lengths in local units (for placement maths). */
export const LEN = { cruise: 410, river: 406, expedition: 302, tall: 340, junk: 172, longtail: 126, zodiac: 62, yacht: 80, tug: 92 }
