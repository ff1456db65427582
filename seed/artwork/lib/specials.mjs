// One-off compositions: ship profiles, river cruising, romance deck, promo
// banners, insurance umbrella, newsroom scenes, blog specials, events, the
// contact map and the social-sharing card.
import { compose, S, SH, TINT } from './compose.mjs'
import { C, darken, lighten, mix, n, rng, s, smooth } from './core.mjs'
import * as D from './destinations.mjs'
import * as L from './landmarks.mjs'

const dims = (doc) => ({ W: doc.w, H: doc.h, K: Math.min(doc.w / 800, doc.h / 600) })

/** Confetti scatter (rects + circles) in a region. */
function confetti(R, { x0, y0, x1, y1, count = 60, colors = [C.coral, C.gold, C.aqua, '#ffffff', '#e8604c'], size = 1 }) {
  let out = ''
  const by = {}
  for (let i = 0; i < count; i++) {
    const c = R.pick(colors)
    const x = R.r(x0, x1)
    const y = R.r(y0, y1)
    const w = R.r(4, 9) * size
    const h = R.r(2.5, 5) * size
    const a = R.r(0, 180)
    by[c] =
      (by[c] || '') +
      (R.chance(0.3)
        ? s`<circle cx="${x}" cy="${y}" r="${w / 2.4}"/>`
        : s`<rect x="${x}" y="${y}" width="${w}" height="${h}" transform="rotate(${a} ${x} ${y})"/>`)
  }
  for (const [c, b] of Object.entries(by)) out += `<g fill="${c}">${b}</g>`
  return out
}

/* --------------------------------------------------------- ship profile */
export function shipProfile(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'noon'
  const hy = Math.round(H * (o.hy ?? 0.6))
  const k = o.k ?? (W * 0.84) / 410
  const R = rng('sp' + (o.seed || ''))
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: o.sun || (tod === 'noon' ? [W * 0.86, hy * 0.22, 16 * K] : tod === 'night' ? [W * 0.84, hy * 0.25, 11 * K] : [W * 0.82, hy - 30 * K, 18 * K]),
    moon: tod === 'night',
    clouds: tod === 'noon' || tod === 'dawn' ? { count: 3, y0: 0.1, y1: 0.45, size: 0.6 * K } : null,
    streaks: tod !== 'noon' ? { count: 5, y0: 0.25, y1: 0.8, opacity: 0.4 } : null,
    back: (ctx) => {
      const { p } = ctx
      if (o.back === 'skyline') {
        doc.add(
          `<g opacity=".8">${L.skyline(R, { x0: W * 0.02, x1: W * 0.4, base: hy + 1, minH: 14 * K, maxH: 60 * K, color: mix(p.far, p.haze, 0.3), k: K * 0.7, lit: tod === 'night' })}</g>`,
        )
        doc.add(
          `<g opacity=".8">${L.threeTowers(W * 0.3, hy + 1, 0.25 * K, { color: mix(p.far, p.haze, 0.1), shade: mix(p.far, p.mid, 0.2), deck: mix(p.far, p.haze, 0.2), lit: tod === 'night' })}</g>`,
        )
      } else if (o.back !== 'none') {
        S.hills(ctx, { base: hy + 1, x0: W * 0.02, x1: W * 0.3, h: 26 * K, color: mix(p.far, p.haze, 0.3), seed: 'sp1' + (o.seed || '') })
        S.hills(ctx, { base: hy + 1, x0: W * 0.74, x1: W * 1.02, h: 18 * K, color: mix(p.far, p.haze, 0.4), seed: 'sp2' + (o.seed || '') })
      }
    },
    ships: [{ type: o.type || 'cruise', o: o.o || {}, cx: W * 0.5, y: H * (o.wy ?? 0.84), k, flip: false, trail: 0.5 }],
  })
}

/* ---------------------------------------------------------- river cruise */
export function riverScene(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'golden'
  const hy = Math.round(H * (o.hy ?? 0.6))
  const R = rng('rv' + (o.seed || ''))
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: [W * (o.kind === 'town' ? 0.2 : 0.8), hy - 80 * K, 18 * K],
    glitter: true,
    streaks: tod !== 'noon' ? { count: 4, y0: 0.2, y1: 0.6, opacity: 0.4 } : null,
    clouds: tod === 'noon' || tod === 'dawn' ? { count: 3, y0: 0.1, y1: 0.4, size: 0.6 * K } : null,
    seaColors: ['#6d8fa0', '#3f6a80', '#24485c'].map((c) => mix(c, TINT[tod] ? TINT[tod][0] : c, TINT[tod] ? TINT[tod][1] : 0)),
    back: (ctx) => {
      const { p } = ctx
      // far ridges
      S.hills(ctx, { base: hy + 1, x0: -40, x1: W * 0.6, h: 150 * K, color: mix('#6f8a6a', p.far, 0.5), bumps: 2, seed: 'rv1' })
      S.hills(ctx, { base: hy + 1, x0: W * 0.4, x1: W + 40, h: 130 * K, color: mix('#7a9470', p.far, 0.45), bumps: 2, seed: 'rv2' })
      // vineyard slope with rows (clipped)
      const slope = s`M-20 ${hy + 1}C${W * 0.15} ${hy - 120 * K} ${W * 0.3} ${hy - 110 * K} ${W * 0.55} ${hy + 1}Z`
      const clip = doc.clip(`<path d="${slope}"/>`)
      let rows = ''
      for (let i = 0; i < 16; i++) rows += s`M${-40 + i * 36 * K} ${hy + 2}L${60 * K + i * 22 * K} ${hy - 130 * K}`
      doc.add(
        `<path d="${slope}" fill="${mix('#8aa05a', p.mid, 0.35)}"/><g clip-path="${clip}"><path d="${rows}" stroke="${mix('#4f6a35', p.mid, 0.35)}" stroke-width="${n(3 * K)}" stroke-dasharray="${n(3 * K)} ${n(4 * K)}"/></g>`,
      )
      if (o.kind === 'town') {
        const tc = ['#efe2c8', '#e9c9a8', '#f4efe6', '#d8b890', '#c9d4dc'].map((c) => mix(c, p.glow, 0.15))
        doc.add(L.gabledRow(R, { x0: W * 0.5, x1: W * 0.95, base: hy + 2, k: 1.1 * K, colors: tc, roof: '#7a3a2a' }))
        // church with a tall spire
        const cx = W * 0.7
        doc.add(
          s`<path d="M${cx - 12 * K} ${hy + 2}V${hy - 70 * K}H${cx + 12 * K}V${hy + 2}Z" fill="${tc[2]}"/><path d="M${cx - 14 * K} ${hy - 70 * K}L${cx} ${hy - 140 * K}L${cx + 14 * K} ${hy - 70 * K}Z" fill="${mix('#3f6a5a', p.mid, 0.2)}"/><circle cx="${cx}" cy="${hy - 56 * K}" r="${5 * K}" fill="${mix('#d9b25a', p.glow, 0.2)}"/>`,
        )
        doc.add(
          s`<path d="M${cx + 60 * K} ${hy + 2}V${hy - 46 * K}H${cx + 76 * K}V${hy + 2}Z" fill="${tc[0]}"/><path d="M${cx + 58 * K} ${hy - 46 * K}L${cx + 68 * K} ${hy - 84 * K}L${cx + 78 * K} ${hy - 46 * K}Z" fill="${mix('#3f6a5a', p.mid, 0.2)}"/>`,
        )
      } else {
        const cx = W * 0.72
        S.range(ctx, { base: hy + 1, peaks: [[cx, 110 * K, 160 * K]], color: mix('#5f7a5a', p.mid, 0.35), round: true, shade: 0, seed: 'rvc' })
        doc.add(
          L.castle(cx, hy - 104 * K, 0.5 * K, {
            stone: mix('#d8c6a6', p.glow, 0.2),
            shade: mix('#b5a282', p.mid, 0.2),
            roof: mix('#3d5a7a', p.mid, 0.2),
            rock: mix('#5f7a5a', p.mid, 0.35),
          }),
        )
      }
      S.haze(ctx, { y: hy + 1, h: 24 * K, opacity: 0.35 })
    },
    ships: [{ type: 'river', o: o.boat || {}, cx: W * 0.5, y: H * 0.8, k: (W * 0.72) / 406, flip: o.flip ?? false, trail: 0.6 }],
    front: (ctx) => {
      const { p } = ctx
      // near grassy bank with poplars
      doc.add(
        s`<path d="M-10 ${H}V${H - 26 * K}C${W * 0.2} ${H - 34 * K} ${W * 0.5} ${H - 18 * K} ${W * 0.7} ${H - 22 * K}C${W * 0.85} ${H - 26 * K} ${W * 0.95} ${H - 16 * K} ${W + 10} ${H - 20 * K}V${H}Z" fill="${mix('#4f7a3f', p.near, 0.4)}"/>`,
      )
      const cid = S.cypressDef(doc, mix('#2f5a30', p.near, 0.45))
      doc.add(S.place(cid, W * 0.04, H - 20 * K, 1.6 * K), S.place(cid, W * 0.09, H - 22 * K, 1.2 * K), S.place(cid, W * 0.95, H - 18 * K, 1.4 * K))
    },
  })
}

/* --------------------------------------------------------------- romance */
export function romanceDeck(doc, _o = {}) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.56)
  return compose(doc, {
    tod: 'dusk',
    hy,
    seed: 'romance',
    sun: [W * 0.5, hy - 14 * K, 30 * K],
    glow: 6,
    streaks: { count: 7, y0: 0.3, y1: 0.9, opacity: 0.5 },
    birds: { x: W * 0.7, y: hy * 0.35, count: 3, size: 8 * K, color: '#2a1f3a', spread: 40 * K },
    back: (ctx) => S.hills(ctx, { base: hy + 1, x0: W * 0.72, x1: W * 1.05, h: 26 * K, color: mix(ctx.p.far, ctx.p.mid, 0.4), seed: 'rom' }),
    ships: [{ type: 'yacht', cx: W * 0.24, y: hy + 18 * K, k: 0.7 * K, trail: 0.4, o: { sail: '#f3c8b0', hull: '#e9c0b0' } }],
    front: (_ctx) => {
      const dk = '#1c1430'
      const y = H * 0.76
      // deck floor with planks in perspective
      let planks = ''
      for (let i = -10; i <= 20; i++) planks += s`M${W / 2 + i * 60 * K} ${H}L${W / 2 + i * 20 * K} ${y + 6 * K}`
      doc.add(s`<path d="M-10 ${y + 4 * K}H${W + 10}V${H}H-10Z" fill="#3a2438"/><path d="${planks}" stroke="#2a1a2c" stroke-width="${2 * K}"/>`)
      doc.add(s`<path d="M-10 ${y + 4 * K}H${W + 10}" stroke="${mix('#ff9a6a', '#3a2438', 0.3)}" stroke-width="${2 * K}" opacity=".6"/>`)
      // railing with glowing top rail
      let posts = ''
      for (let x = 20 * K; x < W; x += 70 * K) posts += s`M${x} ${y + 4 * K}V${y - 64 * K}`
      doc.add(
        s`<path d="${posts}" stroke="${dk}" stroke-width="${5 * K}"/><path d="M-10 ${y - 64 * K}H${W + 10}" stroke="${dk}" stroke-width="${8 * K}"/><path d="M-10 ${y - 67 * K}H${W + 10}" stroke="#ffb48a" stroke-width="${2 * K}" opacity=".7"/><path d="M-10 ${y - 40 * K}H${W + 10}M-10 ${y - 18 * K}H${W + 10}" stroke="${dk}" stroke-width="${2.4 * K}"/>`,
      )
      // two loungers facing the sunset, small table with two glasses
      const lounger = (x, flip) => {
        const f = flip ? -1 : 1
        return s`<g transform="translate(${x} ${y + 40 * K}) scale(${f * K} ${K})"><path d="M-70 -4H40L70 -46L78 -42L50 6H-66Z" fill="${dk}"/><path d="M-62 6V24M40 6V24" stroke="${dk}" stroke-width="5"/><path d="M-60 -10H36L62 -44" fill="none" stroke="#ffb48a" stroke-width="2" opacity=".5"/></g>`
      }
      doc.add(lounger(W * 0.3, false), lounger(W * 0.7, true))
      doc.add(
        s`<g transform="translate(${W / 2} ${y + 40 * K}) scale(${K})"><path d="M-26 -20H26V-14H-26ZM-3 -14H3V24H-3ZM-16 24H16" stroke="${dk}" stroke-width="2" fill="${dk}"/><path d="M-12 -22V-32M12 -22V-32" stroke="#ffd0b0" stroke-width="1.6"/><path d="M-18 -48Q-12 -30 -6 -48ZM6 -48Q12 -30 18 -48Z" fill="#ffd0b0" opacity=".85"/><path d="M-17 -44Q-12 -32 -7 -44Z" fill="#c2445a"/><path d="M7 -44Q12 -32 17 -44Z" fill="#c2445a"/></g>`,
      )
      // string lights above
      let _bulbs = ''
      for (let i = 0; i <= 24; i++) {
        const t = i / 24
        const x = t * W
        const yy = 30 * K + Math.sin(t * Math.PI * 3) ** 2 * 40 * K
        _bulbs += s`M${x} ${yy}h0`
      }
      doc.add(
        s`<path d="M0 ${30 * K}Q${W / 6} ${90 * K} ${W / 3} ${30 * K}T${(2 * W) / 3} ${30 * K}T${W} ${30 * K}" fill="none" stroke="#2a1a2c" stroke-width="${1.5 * K}" opacity=".7"/>`,
      )
      const g = doc.blur(3 * K)
      let bl = ''
      for (let i = 1; i < 24; i++) {
        const t = i / 24
        const seg = Math.floor(t * 3)
        const lt = t * 3 - seg
        const x = t * W
        const yy = 30 * K + 2 * lt * (1 - lt) * 60 * K
        bl += s`M${x} ${yy + 4 * K}h0`
      }
      doc.add(
        `<path d="${bl}" stroke="#ffd98a" stroke-width="${n(12 * K)}" stroke-linecap="round" opacity=".5" filter="${g}"/><path d="${bl}" stroke="#fff1c8" stroke-width="${n(5 * K)}" stroke-linecap="round"/>`,
      )
    },
  })
}

/* ----------------------------------------------------------------- promo */
export function promo(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const R = rng('promo' + (o.seed || ''))
  const [c1, c2, acc] = o.colors || [C.navy, C.sea, C.gold]
  const bg = doc.lin(
    [
      [0, c1],
      [1, c2],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  doc.add(`<rect width="${W}" height="${H}" fill="${bg}"/>`)
  // sunburst
  const cx = W * 0.62
  const cy = H * 0.5
  let rays = ''
  for (let i = 0; i < 24; i++) {
    const a0 = (i / 24) * Math.PI * 2
    const a1 = a0 + Math.PI / 48
    rays += s`M${cx} ${cy}L${cx + Math.cos(a0) * W} ${cy + Math.sin(a0) * W}L${cx + Math.cos(a1) * W} ${cy + Math.sin(a1) * W}Z`
  }
  doc.add(`<path d="${rays}" fill="#ffffff" opacity=".06"/>`)
  const glow = doc.rad([
    [0, '#ffffff', 0.35],
    [1, '#ffffff', 0],
  ])
  doc.add(s`<circle cx="${cx}" cy="${cy}" r="${H * 0.5}" fill="${glow}"/>`)
  // stylised sea with a ship along the bottom
  const wy = H * 0.8
  doc.add(
    s`<path d="M0 ${wy}q${W / 16} ${-14 * K} ${W / 8} 0t${W / 8} 0t${W / 8} 0t${W / 8} 0t${W / 8} 0t${W / 8} 0t${W / 8} 0t${W / 8} 0V${H}H0Z" fill="${mix(c2, '#ffffff', 0.15)}" opacity=".6"/>`,
  )
  const sid = SH.shipDef(doc, SH.cruiseShip({ decks: 7, stripe: c1, funnel: acc, funnelTop: darken(acc, 0.3) }))
  doc.add(S.place(sid, W * 0.06, wy + 14 * K, 0.55 * K))
  doc.add(
    s`<path d="M0 ${wy + 16 * K}q${W / 20} ${-12 * K} ${W / 10} 0t${W / 10} 0t${W / 10} 0t${W / 10} 0t${W / 10} 0t${W / 10} 0t${W / 10} 0t${W / 10} 0t${W / 10} 0t${W / 10} 0V${H}H0Z" fill="${mix(c1, '#000000', 0.1)}"/>`,
  )
  // two tickets fanned
  const ticket = (x, y, rot, fill, stub) =>
    s`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${K})"><path d="M-110 -50H110V-16A16 16 0 0 0 110 16V50H-110V16A16 16 0 0 0 -110 -16Z" fill="${fill}"/><path d="M50 -42V42" stroke="${stub}" stroke-width="3" stroke-dasharray="6 6"/><path d="M-86 -22H20M-86 0H0M-86 22H10" stroke="${stub}" stroke-width="6" stroke-linecap="round" opacity=".5"/><path d="M80 -14l4.4 9l9.9 1.4l-7.2 7l1.7 9.8l-8.8-4.6l-8.8 4.6l1.7-9.8l-7.2-7l9.9-1.4z" fill="${stub}"/></g>`
  doc.add(ticket(cx - 40 * K, cy - 30 * K, -14, '#ffffff', c1))
  doc.add(ticket(cx + 30 * K, cy + 10 * K, 8, acc, c1))
  // gift box with ribbon and bow
  const gx = W * 0.22
  const gy = H * 0.62
  doc.add(
    s`<g transform="translate(${gx} ${gy}) scale(${K})">` +
      `<path d="M-70 -60H70V40H-70Z" fill="${C.coral}"/><path d="M-80 -84H80V-56H-80Z" fill="${lighten(C.coral, 0.12)}"/><path d="M0 -60H70V40H0Z" fill="#000" opacity=".1"/>` +
      `<path d="M-12 -84H12V40H-12Z" fill="${acc}"/>` +
      `<path d="M0 -84C-20 -120 -64 -116 -50 -94C-42 -84 -20 -84 0 -84ZM0 -84C20 -120 64 -116 50 -94C42 -84 20 -84 0 -84Z" fill="${acc}"/><path d="M0 -84C-6 -68 -18 -56 -26 -50M0 -84C6 -68 18 -56 26 -50" stroke="${acc}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      `</g>`,
  )
  doc.add(confetti(R, { x0: 0, y0: 0, x1: W, y1: H * 0.75, count: 70, colors: [acc, C.coral, C.aqua, '#ffffff', '#f4a7b9'], size: K }))
  // streamers
  doc.add(
    s`<path d="M${W * 0.05} ${H * 0.1}c40 20 10 50 50 60s30 40 60 30M${W * 0.9} ${H * 0.08}c-30 30 10 50 -30 70s-10 40 -40 40" fill="none" stroke="${acc}" stroke-width="${4 * K}" stroke-linecap="round" opacity=".8"/>`,
  )
}

/* --------------------------------------------------------- insurance */
export function umbrellaShip(doc) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.62)
  return compose(doc, {
    tod: 'noon',
    hy,
    seed: 'ins',
    palette: {
      sky: [
        [0, '#7fa6c2'],
        [0.6, '#b9d3e2'],
        [1, '#e4f1f6'],
      ],
      sea: ['#7fb9cc', '#3f8ca6', '#1b5f7a'],
      cloud: '#f4f8fb',
      cloudShade: '#c3d4e0',
    },
    clouds: { count: 5, y0: 0.08, y1: 0.5, size: 0.6, avoid: [W * 0.5, W * 0.95] },
    back: (ctx) => {
      // light rain on the left, away from the sheltered ship
      const R = rng('rain')
      let d = ''
      for (let i = 0; i < 120; i++) {
        const x = R.r(0, W * 0.45)
        const y = R.r(H * 0.1, hy)
        d += s`M${x} ${y}l${-4 * K} ${14 * K}`
      }
      doc.add(`<path d="${d}" stroke="#ffffff" stroke-width="${n(1.6 * K)}" stroke-linecap="round" opacity=".55"/>`)
      S.hills(ctx, { base: hy + 1, x0: W * 0.02, x1: W * 0.22, h: 20 * K, color: '#93b3c4', seed: 'ih' })
    },
    waves: { opacity: 0.22 },
    ships: [{ type: 'cruise', o: { decks: 8 }, cx: W * 0.72, y: hy + (H - hy) * 0.5, k: 0.95 * K, flip: true, trail: 0.6 }],
    front: (_ctx) => {
      // umbrella over the ship: a dome of six panels with a scalloped hem
      const ux = W * 0.72
      const uy = hy - 90 * K
      const r = 270 * K
      const hgt = 150 * K
      const segs = 6
      const cols = [C.navy, C.aqua, '#ffffff', C.navy, C.aqua, '#ffffff']
      const xs = Array.from({ length: segs + 1 }, (_, i) => ux - r + (2 * r * i) / segs)
      const ay = uy - hgt
      let canopy = ''
      for (let i = 0; i < segs; i++) {
        const a = xs[i]
        const b = xs[i + 1]
        canopy += s`<path d="M${ux} ${ay}Q${a} ${ay + 4 * K} ${a} ${uy}Q${(a + b) / 2} ${uy - 22 * K} ${b} ${uy}Q${b} ${ay + 4 * K} ${ux} ${ay}Z" fill="${cols[i]}"/>`
      }
      const shade = doc.lin([
        [0, '#000000', 0],
        [1, '#000000', 0.18],
      ])
      doc.add(
        s`<path d="M${ux} ${ay}V${uy + 60 * K}q0 ${26 * K} ${-22 * K} ${26 * K}q${-18 * K} 0 ${-20 * K} ${-18 * K}" fill="none" stroke="${C.deep}" stroke-width="${7 * K}" stroke-linecap="round"/>`,
      )
      doc.add(canopy)
      doc.add(s`<path d="M${xs[0]} ${uy}Q${ux - r} ${ay} ${ux} ${ay}Q${ux + r} ${ay} ${xs[segs]} ${uy}Z" fill="${shade}"/>`)
      let ribs = ''
      for (let i = 0; i <= segs; i++) ribs += s`M${ux} ${ay}Q${xs[i]} ${ay + 4 * K} ${xs[i]} ${uy}`
      doc.add(`<path d="${ribs}" fill="none" stroke="${C.deep}" stroke-width="${n(2 * K)}" opacity=".5"/>`)
      doc.add(s`<path d="M${ux} ${ay}v${-22 * K}" stroke="${C.deep}" stroke-width="${6 * K}" stroke-linecap="round"/>`)
      // a gentle shadow band where the umbrella shelters
      const sh = doc.rad([
        [0, '#ffffff', 0.25],
        [1, '#ffffff', 0],
      ])
      doc.add(s`<ellipse cx="${ux}" cy="${uy + 90 * K}" rx="${r}" ry="${110 * K}" fill="${sh}"/>`)
    },
  })
}

/* ------------------------------------------------------------- newsroom */
export function shipLaunch(doc) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.62)
  const R = rng('launch')
  return compose(doc, {
    tod: 'noon',
    hy,
    seed: 'launch',
    sun: [W * 0.16, hy * 0.2, 16 * K],
    clouds: { count: 3, y0: 0.1, y1: 0.4, size: 0.55 },
    back: (_ctx) => {
      // shipyard sheds and a gantry crane
      doc.add(s`<path d="M${W * 0.02} ${hy + 1}V${hy - 40 * K}H${W * 0.16}V${hy - 52 * K}H${W * 0.3}V${hy + 1}Z" fill="#9fb7c6"/>`)
      doc.add(
        s`<path d="M${W * 0.08} ${hy + 30 * K}V${hy - 180 * K}M${W * 0.92} ${hy + 30 * K}V${hy - 180 * K}" stroke="#c0392b" stroke-width="${10 * K}"/><path d="M${W * 0.06} ${hy - 180 * K}H${W * 0.94}" stroke="#c0392b" stroke-width="${14 * K}"/><path d="M${W * 0.08} ${hy - 160 * K}L${W * 0.14} ${hy - 180 * K}M${W * 0.92} ${hy - 160 * K}L${W * 0.86} ${hy - 180 * K}" stroke="#c0392b" stroke-width="${5 * K}"/><path d="M${W * 0.58} ${hy - 174 * K}V${hy - 130 * K}" stroke="#2a3a44" stroke-width="${2 * K}"/><rect x="${W * 0.56}" y="${hy - 190 * K}" width="${30 * K}" height="${16 * K}" fill="#f2b544"/>`,
      )
    },
    ships: [{ type: 'cruise', o: { decks: 9, slides: true, stripe: C.navy }, cx: W * 0.5, y: hy + (H - hy) * 0.55, k: 1.35 * K, trail: 0 }],
    front: (_ctx) => {
      // quay in front
      doc.add(s`<path d="M0 ${H - 22 * K}H${W}V${H}H0Z" fill="#8a99a3"/><path d="M0 ${H - 22 * K}H${W}" stroke="#c7d1d7" stroke-width="${3 * K}"/>`)
      // bunting from the bow to the mast to the stern
      const sx = W * 0.5 - 205 * 1.35 * K
      const bx = W * 0.5 + 205 * 1.35 * K
      const topY = hy + (H - hy) * 0.55 - 120 * 1.35 * K
      const pts = [
        [sx + 10 * K, hy + (H - hy) * 0.55 - 60 * K],
        [W * 0.5 + 100 * K, topY],
        [bx - 10 * K, hy + (H - hy) * 0.55 - 70 * K],
      ]
      let flags = ''
      const cols = [C.coral, C.gold, C.aqua, '#ffffff', C.navy]
      const flagByCol = {}
      for (let seg = 0; seg < 2; seg++) {
        const [ax, ay] = pts[seg]
        const [bx2, by2] = pts[seg + 1]
        for (let i = 0; i < 14; i++) {
          const t = i / 14
          const x = ax + (bx2 - ax) * t
          const y = ay + (by2 - ay) * t + Math.sin(t * Math.PI) * 20 * K
          const c = cols[(i + seg) % cols.length]
          flagByCol[c] = (flagByCol[c] || '') + s`M${x} ${y}l${8 * K} 0l${-4 * K} ${11 * K}Z`
        }
        flags += s`M${ax} ${ay}Q${(ax + bx2) / 2} ${(ay + by2) / 2 + 40 * K} ${bx2} ${by2}`
      }
      doc.add(`<path d="${flags}" fill="none" stroke="#2a3a44" stroke-width="${n(1.2 * K)}"/>`)
      for (const [c, d] of Object.entries(flagByCol)) doc.add(`<path d="${d}" fill="${c}"/>`)
      doc.add(confetti(R, { x0: 0, y0: 0, x1: W, y1: H * 0.6, count: 80, size: K }))
    },
  })
}

export function portScene(doc) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.56)
  const R = rng('port')
  return compose(doc, {
    tod: 'golden',
    hy,
    seed: 'port',
    sun: [W * 0.3, hy - 40 * K, 16 * K],
    streaks: { count: 5, y0: 0.3, y1: 0.8, opacity: 0.4 },
    back: (ctx) => {
      const { p } = ctx
      doc.add(
        L.skyline(R, {
          x0: W * 0.4,
          x1: W + 10,
          base: hy + 1,
          minH: 30 * K,
          maxH: 130 * K,
          color: mix(p.far, p.haze, 0.2),
          k: K * 0.8,
          winColor: mix('#ffffff', p.far, 0.5),
        }),
      )
      // container cranes on the far left
      let cr = ''
      for (const x of [0.04, 0.12, 0.2]) {
        const cx = W * x
        cr += s`M${cx} ${hy}V${hy - 90 * K}M${cx + 26 * K} ${hy}V${hy - 90 * K}M${cx - 30 * K} ${hy - 90 * K}H${cx + 70 * K}M${cx} ${hy - 90 * K}L${cx + 13 * K} ${hy - 120 * K}L${cx + 26 * K} ${hy - 90 * K}`
      }
      doc.add(`<path d="${cr}" stroke="${mix('#c0392b', p.mid, 0.45)}" stroke-width="${n(4 * K)}" fill="none"/>`)
    },
    ships: [
      { type: 'cruise', o: { decks: 9, dome: true }, cx: W * 0.55, y: H * 0.8, k: 1.1 * K, trail: 0, wake: false },
      { type: 'tug', cx: W * 0.1, y: H * 0.74, k: 0.9 * K, trail: 0.5 },
    ],
    front: (ctx) => {
      const { p } = ctx
      // terminal quay and a wave-roofed terminal building in the foreground right
      doc.add(
        s`<path d="M${W * 0.18} ${H}V${H * 0.84}H${W + 10}V${H}Z" fill="${mix('#a7b2b8', p.mid, 0.2)}"/><path d="M${W * 0.18} ${H * 0.84}H${W + 10}" stroke="#e8eef1" stroke-width="${3 * K}"/>`,
      )
      doc.add(s`<path d="M${W * 0.62} ${H * 0.84}V${H * 0.9}H${W}V${H * 0.84}Z" fill="${mix('#e8eef1', p.glow, 0.15)}"/>`)
      // gangway
      doc.add(s`<path d="M${W * 0.36} ${H * 0.84}L${W * 0.42} ${H * 0.74}" stroke="${C.deep}" stroke-width="${6 * K}"/>`)
      // bollards
      let b = ''
      for (let x = W * 0.22; x < W; x += 80 * K) b += s`M${x} ${H * 0.86}v${8 * K}`
      doc.add(`<path d="${b}" stroke="#2a3a44" stroke-width="${n(8 * K)}" stroke-linecap="round"/>`)
    },
  })
}

export function awardStage(doc) {
  const { W, H, K } = dims(doc)
  const R = rng('award')
  const bg = doc.lin([
    [0, '#071a2b'],
    [1, '#0d3550'],
  ])
  doc.add(`<rect width="${W}" height="${H}" fill="${bg}"/>`)
  // spotlight beams
  const beam = doc.lin(
    [
      [0, '#fff4d0', 0.55],
      [1, '#fff4d0', 0],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  )
  doc.add(
    s`<path d="M${W * 0.2} 0L${W * 0.38} ${H * 0.9}H${W * 0.5}Z" fill="${beam}"/><path d="M${W * 0.8} 0L${W * 0.5} ${H * 0.9}H${W * 0.62}Z" fill="${beam}"/><path d="M${W * 0.5} 0L${W * 0.42} ${H * 0.9}H${W * 0.58}Z" fill="${beam}" opacity=".6"/>`,
  )
  // curtains
  const cur = (x0, dir) => {
    let d = ''
    for (let i = 0; i < 5; i++) {
      const x = x0 + dir * i * 26 * K
      d += s`M${x} 0V${H * 0.78}Q${x + dir * 13 * K} ${H * 0.82} ${x + dir * 26 * K} ${H * 0.78}V0Z`
    }
    return (
      `<path d="${d}" fill="#8e1f2a"/>` +
      s`<path d="${Array.from({ length: 5 }, (_, i) => s`M${x0 + dir * (i * 26 + 6) * K} 0V${H * 0.78}`).join('')}" stroke="#5e121a" stroke-width="${4 * K}" opacity=".6"/>`
    )
  }
  doc.add(cur(0, 1), cur(W, -1))
  doc.add(s`<path d="M0 0H${W}V${34 * K}Q${W * 0.75} ${54 * K} ${W / 2} ${34 * K}Q${W * 0.25} ${54 * K} 0 ${34 * K}Z" fill="#a52a36"/>`)
  // stage
  doc.add(
    s`<ellipse cx="${W / 2}" cy="${H * 0.9}" rx="${W * 0.46}" ry="${H * 0.09}" fill="#123c58"/><ellipse cx="${W / 2}" cy="${H * 0.88}" rx="${W * 0.44}" ry="${H * 0.08}" fill="#1d5a7d"/><ellipse cx="${W / 2}" cy="${H * 0.88}" rx="${W * 0.44}" ry="${H * 0.08}" fill="none" stroke="${C.aqua}" stroke-width="${2 * K}" opacity=".6"/>`,
  )
  // podium with trophy
  const px = W / 2
  const py = H * 0.86
  const gold = doc.lin(
    [
      [0, '#ffe39a'],
      [0.5, '#f2b544'],
      [1, '#b7801e'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  doc.add(
    s`<g transform="translate(${px} ${py}) scale(${K})">` +
      `<path d="M-60 0V-70H60V0Z" fill="#e9f6fa"/><path d="M10 0V-70H60V0Z" fill="#c7dde6"/><path d="M-60 -70H60V-78H-60Z" fill="${C.navy}"/>` +
      `<path d="M-22 -78H22V-90H-22Z" fill="${C.deep}"/><path d="M-8 -90H8L5 -120H-5Z" fill="${gold}"/>` +
      `<path d="M-36 -190H36C36 -150 20 -124 0 -120C-20 -124 -36 -150 -36 -190Z" fill="${gold}"/>` +
      `<path d="M-36 -180C-58 -180 -58 -146 -30 -140M36 -180C58 -180 58 -146 30 -140" fill="none" stroke="${gold}" stroke-width="7"/>` +
      `<path d="M0 -176l5 10l11 1.6l-8 7.8l1.9 11l-9.9-5.2l-9.9 5.2l1.9-11l-8-7.8l11-1.6z" fill="#fff7dc"/>` +
      `</g>`,
  )
  // audience silhouettes
  let heads = ''
  for (let x = -10; x < W + 20; x += 34 * K)
    heads += s`M${x} ${H}V${H - 24 * K}a${16 * K} ${14 * K} 0 0 1 ${32 * K} 0V${H}ZM${x + 16 * K - 9 * K} ${H - 34 * K}a${9 * K} ${9 * K} 0 1 0 ${18 * K} 0a${9 * K} ${9 * K} 0 1 0 ${-18 * K} 0Z`
  doc.add(`<path d="${heads}" fill="#04101b"/>`)
  doc.add(confetti(R, { x0: W * 0.15, y0: 0, x1: W * 0.85, y1: H * 0.7, count: 60, colors: [C.gold, '#ffffff', C.aqua, C.coral], size: K }))
}

export function familyDeck(doc) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.34)
  const ctx = compose(doc, {
    tod: 'noon',
    hy,
    seed: 'famdeck',
    sun: [W * 0.85, hy * 0.35, 14 * K],
    clouds: { count: 3, y0: 0.2, y1: 0.7, size: 0.5 },
    back: (c) => S.hills(c, { base: hy + 1, x0: W * 0.05, x1: W * 0.3, h: 16 * K, color: '#7fb0c0', seed: 'fd' }),
    waves: { count: 6 },
    front: (_c) => {
      const dy = hy + 46 * K
      // railing at the deck edge
      let posts = ''
      for (let x = 10 * K; x < W; x += 50 * K) posts += s`M${x} ${dy}V${dy - 40 * K}`
      doc.add(
        s`<path d="M0 ${dy - 20 * K}H${W}V${dy}H0Z" fill="#ffffff" opacity=".35"/><path d="${posts}M0 ${dy - 40 * K}H${W}" stroke="#e9f6fa" stroke-width="${4 * K}"/>`,
      )
      // deck floor
      const deck = doc.lin([
        [0, '#e8d2ae'],
        [1, '#c9a878'],
      ])
      doc.add(s`<path d="M0 ${dy}H${W}V${H}H0Z" fill="${deck}"/>`)
      let pl = ''
      for (let i = 0; i < 12; i++) pl += s`M0 ${dy + i * i * 2.6 * K + 6 * K}H${W}`
      doc.add(`<path d="${pl}" stroke="#b8966a" stroke-width="${n(1.2 * K)}" opacity=".6"/>`)
      // pool
      const pool = doc.lin([
        [0, '#7fe0ee'],
        [1, '#1fa3c4'],
      ])
      doc.add(
        s`<rect x="${W * 0.3}" y="${H * 0.62}" width="${W * 0.46}" height="${H * 0.26}" rx="${30 * K}" fill="#ffffff"/><rect x="${W * 0.31}" y="${H * 0.635}" width="${W * 0.44}" height="${H * 0.23}" rx="${26 * K}" fill="${pool}"/>`,
      )
      doc.add(
        s`<path d="M${W * 0.35} ${H * 0.7}q${10 * K} ${-5 * K} ${20 * K} 0t${20 * K} 0M${W * 0.5} ${H * 0.76}q${10 * K} ${-5 * K} ${20 * K} 0t${20 * K} 0M${W * 0.62} ${H * 0.68}q${10 * K} ${-5 * K} ${20 * K} 0t${20 * K} 0M${W * 0.42} ${H * 0.82}q${10 * K} ${-5 * K} ${20 * K} 0t${20 * K} 0" fill="none" stroke="#ffffff" stroke-width="${2.4 * K}" stroke-linecap="round" opacity=".8"/>`,
      )
      // pool ring
      doc.add(
        s`<g transform="translate(${W * 0.6} ${H * 0.8}) scale(${K})"><ellipse rx="22" ry="9" fill="${C.coral}"/><ellipse rx="11" ry="4" fill="#3cc0dc"/><path d="M-18 -5l6 9M18 -5l-6 9" stroke="#fff" stroke-width="5"/></g>`,
      )
      // parasols and loungers
      const parasol = (x, y, c) =>
        s`<g transform="translate(${x} ${y}) scale(${K})"><path d="M0 0V-90" stroke="#6b5a4a" stroke-width="4"/><path d="M-60 -80Q0 -130 60 -80Z" fill="${c}"/><path d="M-20 -80Q0 -124 20 -80Z" fill="#ffffff"/><path d="M-60 -80q10 8 20 0t20 0t20 0t20 0t20 0t20 0" fill="${c}"/></g>`
      const lounger = (x, y) =>
        s`<g transform="translate(${x} ${y}) scale(${K})"><path d="M-50 0H30L50 -24L56 -20L38 8H-46Z" fill="#ffffff"/><path d="M-44 8V18M32 8V18" stroke="#9aa8b0" stroke-width="4"/><path d="M-40 -4H28" stroke="${C.aqua}" stroke-width="6"/></g>`
      doc.add(lounger(W * 0.12, H * 0.74), lounger(W * 0.9, H * 0.7), parasol(W * 0.18, H * 0.7, C.coral), parasol(W * 0.86, H * 0.66, C.sea))
      // family: two adults and two children by the pool (abstract figures)
      const fig = (x, y, h, body, skin, hair) =>
        s`<g transform="translate(${x} ${y}) scale(${(h / 100) * K})"><path d="M-16 0V-46Q-16 -60 0 -60Q16 -60 16 -46V0Z" fill="${body}"/><path d="M-12 0V30M12 0V30" stroke="${skin}" stroke-width="9" stroke-linecap="round"/><path d="M-16 -50L-26 -20M16 -50L26 -20" stroke="${skin}" stroke-width="8" stroke-linecap="round"/><circle cy="-74" r="14" fill="${skin}"/><path d="M-14 -76Q-14 -92 0 -92Q14 -92 14 -76Q6 -84 -14 -76Z" fill="${hair}"/></g>`
      doc.add(
        fig(W * 0.24, H * 0.86, 100, C.navy, '#d49a6a', '#2b1d16'),
        fig(W * 0.3, H * 0.87, 92, C.coral, '#eab48c', '#4a2f1f'),
        fig(W * 0.365, H * 0.9, 58, '#f2b544', '#d49a6a', '#2b1d16'),
        fig(W * 0.8, H * 0.93, 62, '#2f8f7a', '#eab48c', '#8a5a32'),
      )
      // beach ball
      doc.add(
        s`<g transform="translate(${W * 0.44} ${H * 0.94}) scale(${K})"><circle r="13" fill="#fff"/><path d="M0 -13A13 13 0 0 1 13 0H0ZM0 13A13 13 0 0 1 -13 0H0Z" fill="#e8604c"/><path d="M0 0V-13A13 13 0 0 0 -13 0Z" fill="#3fa7d6"/></g>`,
      )
    },
  })
  return ctx
}

export function seaMap(doc) {
  const { W, H, K } = dims(doc)
  const _R = rng('map')
  const sea = doc.lin(
    [
      [0, '#bfe6f2'],
      [1, '#8fd0e6'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  doc.add(`<rect width="${W}" height="${H}" fill="${sea}"/>`)
  // graticule
  let gr = ''
  for (let x = 0; x <= W; x += 80 * K) gr += s`M${x} 0V${H}`
  for (let y = 0; y <= H; y += 80 * K) gr += s`M0 ${y}H${W}`
  doc.add(`<path d="${gr}" stroke="#ffffff" stroke-width="${n(1 * K)}" opacity=".5"/>`)
  // abstract landmasses (not real geography)
  const blob = (cx, cy, rx, ry, seed) => {
    const r = rng(seed)
    const pts = []
    const k = 14
    for (let i = 0; i < k; i++) {
      const a = (i / k) * Math.PI * 2
      const f = r.r(0.72, 1.12)
      pts.push([cx + Math.cos(a) * rx * f, cy + Math.sin(a) * ry * f])
    }
    pts.push(pts[0], pts[1])
    return s`M${(pts[0][0] + pts[1][0]) / 2} ${(pts[0][1] + pts[1][1]) / 2}` + smooth(pts.slice(1)).replace(/^L[^Q]*/, '') + 'Z'
  }
  const lands = [
    [W * 0.12, H * 0.2, 160 * K, 110 * K, 'l1'],
    [W * 0.42, H * 0.06, 170 * K, 70 * K, 'l2'],
    [W * 0.36, H * 0.56, 60 * K, 120 * K, 'l3'],
    [W * 0.56, H * 0.86, 120 * K, 44 * K, 'l4'],
    [W * 0.82, H * 0.3, 50 * K, 80 * K, 'l5'],
    [W * 0.74, H * 0.72, 70 * K, 40 * K, 'l6'],
    [W * 0.92, H * 0.9, 60 * K, 30 * K, 'l7'],
  ]
  let land = ''
  for (const [x, y, rx, ry, sd] of lands) land += blob(x, y, rx, ry, sd)
  doc.add(`<path d="${land}" fill="#f3e6c6" stroke="#ffffff" stroke-width="${n(4 * K)}"/>`)
  let green = ''
  for (const [x, y, rx, ry, sd] of lands) green += blob(x + rx * 0.1, y + ry * 0.05, rx * 0.55, ry * 0.5, sd + 'g')
  doc.add(`<path d="${green}" fill="#cfe3b8" opacity=".8"/>`)
  // routes between harbour pins
  const pins = [
    [W * 0.3, H * 0.36],
    [W * 0.46, H * 0.7],
    [W * 0.62, H * 0.52],
    [W * 0.74, H * 0.22],
    [W * 0.2, H * 0.62],
  ]
  const routes = [
    [0, 2],
    [2, 3],
    [1, 2],
    [4, 1],
    [0, 4],
  ]
  let rd = ''
  for (const [a, b] of routes) {
    const [x0, y0] = pins[a]
    const [x1, y1] = pins[b]
    rd += s`M${x0} ${y0}Q${(x0 + x1) / 2 + (y1 - y0) * 0.3} ${(y0 + y1) / 2 - (x1 - x0) * 0.3} ${x1} ${y1}`
  }
  doc.add(`<path d="${rd}" fill="none" stroke="${C.coral}" stroke-width="${n(3 * K)}" stroke-dasharray="${n(2 * K)} ${n(8 * K)}" stroke-linecap="round"/>`)
  for (const [x, y] of pins)
    doc.add(
      s`<g transform="translate(${x} ${y}) scale(${K})"><path d="M0 0C-10 -12 -15 -19 -15 -27A15 15 0 0 1 15 -27C15 -19 10 -12 0 0Z" fill="${C.navy}"/><circle cy="-27" r="6" fill="#fff"/></g>`,
    )
  // a small ship on one route
  const sid = SH.shipDef(doc, SH.cruiseShip({ decks: 6 }))
  doc.add(S.place(sid, W * 0.5, H * 0.44, 0.16 * K))
  // compass rose
  doc.add(
    s`<g transform="translate(${W * 0.9} ${H * 0.62}) scale(${K})"><circle r="34" fill="#ffffff" opacity=".6"/><path d="M0 -40L7 0L0 40L-7 0Z" fill="${C.navy}"/><path d="M0 -40L7 0H-7Z" fill="${C.coral}"/><path d="M-40 0L0 -7L40 0L0 7Z" fill="${C.sea}"/></g>`,
  )
}

/* ------------------------------------------------------------- blogs */
export function medTable(doc) {
  const { W, H, K } = dims(doc)
  const R = rng('medtable')
  const hy = Math.round(H * 0.52)
  return compose(doc, {
    tod: 'golden',
    hy,
    seed: 'medt',
    sun: [W * 0.7, hy - 40 * K, 18 * K],
    streaks: { count: 5, y0: 0.3, y1: 0.8, opacity: 0.4 },
    back: (ctx) => {
      const { p } = ctx
      doc.add(
        L.hillVillage(R, {
          x0: W * 0.02,
          x1: W * 0.5,
          base: hy + 4 * K,
          h: 120 * K,
          scale: 0.9 * K,
          hill: mix('#b99a6e', p.haze, 0.2),
          hillShade: mix('#9a7c55', p.mid, 0.2),
          houses: ['#ffffff', '#f8f1e6', '#f3e3c8', '#f4d6c4'].map((c) => mix(c, p.glow, 0.15)),
          cypress: '#3a5a40',
        }),
      )
    },
    ships: [{ type: 'cruise', cx: W * 0.7, y: hy + 24 * K, k: 0.45 * K, flip: true, trail: 0.2 }],
    front: (_ctx) => {
      const ty = H * 0.7
      // low whitewashed terrace wall with flower pots
      doc.add(
        s`<path d="M0 ${ty - 40 * K}H${W}V${ty}H0Z" fill="#f4ead8"/><path d="M0 ${ty - 46 * K}H${W}V${ty - 38 * K}H0Z" fill="#fbf5ea"/><path d="M0 ${ty - 38 * K}H${W}" stroke="#e2d2b6" stroke-width="${2 * K}"/>`,
      )
      for (const fx of [0.06, 0.94]) {
        const px = W * fx
        let fl = ''
        for (let i = 0; i < 9; i++) fl += s`<circle cx="${px + R.r(-26, 26) * K}" cy="${ty - 70 * K + R.r(-14, 10) * K}" r="${R.r(5, 9) * K}"/>`
        doc.add(
          s`<path d="M${px - 22 * K} ${ty - 46 * K}L${px - 18 * K} ${ty - 80 * K}M${px + 20 * K} ${ty - 46 * K}L${px + 12 * K} ${ty - 76 * K}M${px} ${ty - 46 * K}V${ty - 86 * K}" stroke="#4f8a3a" stroke-width="${3 * K}"/><g fill="#e8607c">${fl}</g><path d="M${px - 24 * K} ${ty - 46 * K}H${px + 24 * K}L${px + 18 * K} ${ty - 10 * K}H${px - 18 * K}Z" fill="#c8643a"/>`,
        )
      }
      // table with a linen cloth
      doc.add(s`<path d="M-10 ${ty}H${W + 10}V${H}H-10Z" fill="#fbf7ef"/><path d="M-10 ${ty}H${W + 10}" stroke="#e8dcc4" stroke-width="${4 * K}"/>`)
      let stripes = ''
      for (let x = -W * 0.3; x < W * 1.3; x += 44 * K) stripes += s`M${x} ${ty}L${W / 2 + (x - W / 2) * 1.8} ${H}`
      doc.add(`<path d="${stripes}" stroke="#7fb7d1" stroke-width="${n(5 * K)}" opacity=".35"/>`)
      // plates: pasta, olives, lemons, bread, glass and oil
      const plate = (x, y, r) =>
        s`<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.42}" fill="#ffffff" stroke="#d9d0c0" stroke-width="${2 * K}"/><ellipse cx="${x}" cy="${y}" rx="${r * 0.7}" ry="${r * 0.28}" fill="#f4efe6"/>`
      doc.add(plate(W * 0.32, H * 0.86, 110 * K))
      let pasta = ''
      for (let i = 0; i < 12; i++) pasta += s`M${W * 0.32 + R.r(-60, 50) * K} ${H * 0.86 + R.r(-18, 10) * K}q${10 * K} ${-10 * K} ${20 * K} 0t${20 * K} 0`
      doc.add(`<path d="${pasta}" fill="none" stroke="#f2c45a" stroke-width="${n(6 * K)}" stroke-linecap="round"/>`)
      doc.add(
        s`<circle cx="${W * 0.3}" cy="${H * 0.845}" r="${8 * K}" fill="#d8402e"/><circle cx="${W * 0.35}" cy="${H * 0.855}" r="${7 * K}" fill="#d8402e"/><path d="M${W * 0.33} ${H * 0.83}l${10 * K} ${-6 * K}l${4 * K} ${8 * K}z" fill="#4f8a3a"/>`,
      )
      doc.add(plate(W * 0.62, H * 0.84, 70 * K))
      let ol = ''
      for (let i = 0; i < 10; i++) ol += s`<ellipse cx="${W * 0.62 + R.r(-34, 34) * K}" cy="${H * 0.84 + R.r(-10, 6) * K}" rx="${7 * K}" ry="${5 * K}"/>`
      doc.add(`<g fill="#6f7f2f">${ol}</g>`)
      doc.add(
        s`<g fill="#f6d33c"><ellipse cx="${W * 0.8}" cy="${H * 0.9}" rx="${22 * K}" ry="${15 * K}"/><ellipse cx="${W * 0.85}" cy="${H * 0.86}" rx="${18 * K}" ry="${13 * K}"/></g><path d="M${W * 0.86} ${H * 0.82}q${12 * K} ${-14 * K} ${26 * K} ${-6 * K}q${-12 * K} ${8 * K} ${-26 * K} ${6 * K}z" fill="#4f8a3a"/>`,
      )
      doc.add(
        s`<path d="M${W * 0.07} ${H * 0.92}q${60 * K} ${-40 * K} ${120 * K} 0q${-60 * K} ${18 * K} ${-120 * K} 0z" fill="#d9a45a"/><path d="M${W * 0.1} ${H * 0.9}l${10 * K} ${-8 * K}M${W * 0.14} ${H * 0.89}l${10 * K} ${-8 * K}M${W * 0.18} ${H * 0.89}l${10 * K} ${-8 * K}" stroke="#b07a36" stroke-width="${3 * K}"/>`,
      )
      // wine glass and an oil bottle
      doc.add(
        s`<g transform="translate(${W * 0.48} ${H * 0.8}) scale(${K})"><path d="M-22 -120H22C22 -80 10 -66 0 -66C-10 -66 -22 -80 -22 -120Z" fill="#ffffff" opacity=".5" stroke="#d8d0c8" stroke-width="2"/><path d="M-20 -100H20C18 -78 8 -70 0 -70C-8 -70 -18 -78 -20 -100Z" fill="#8e1f3a"/><path d="M0 -66V-6M-18 -2H18" stroke="#d8d0c8" stroke-width="4"/></g>`,
      )
      doc.add(
        s`<g transform="translate(${W * 0.7} ${H * 0.78}) scale(${K})"><path d="M-18 0V-80Q-18 -96 -6 -104V-130H6V-104Q18 -96 18 -80V0Z" fill="#b8c25a" opacity=".85"/><path d="M-8 -130H8V-140H-8Z" fill="#5a4030"/><path d="M-18 -50H18" stroke="#f6ecd8" stroke-width="10" opacity=".8"/></g>`,
      )
    },
  })
}

export function dealsScene(doc) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.6)
  return compose(doc, {
    tod: 'noon',
    hy,
    seed: 'deals',
    sun: [W * 0.12, hy * 0.25, 18 * K],
    clouds: { count: 4, y0: 0.1, y1: 0.5, size: 0.6, avoid: [W * 0.55, W * 0.95] },
    back: (ctx) => S.hills(ctx, { base: hy + 1, x0: W * 0.02, x1: W * 0.2, h: 22 * K, color: '#7fb8a8', seed: 'dl' }),
    ships: [{ type: 'cruise', o: { decks: 9, slides: true }, cx: W * 0.36, y: hy + (H - hy) * 0.5, k: 0.95 * K, trail: 0.6 }],
    front: (_ctx) => {
      const tag = (x, y, rot, c, k) =>
        s`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${k})"><path d="M-20 -60H70a10 10 0 0 1 10 10V50a10 10 0 0 1 -10 10H-20L-70 0Z" fill="${c}"/><circle cx="-40" cy="0" r="9" fill="#ffffff"/><path d="M20 -18l6 12.2l13.4 2l-9.7 9.4l2.3 13.4l-12-6.3l-12 6.3l2.3-13.4l-9.7-9.4l13.4-2z" fill="#ffffff"/><path d="M0 34H60" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity=".6"/></g>`
      doc.add(
        s`<path d="M${W * 0.74} ${0}Q${W * 0.7} ${H * 0.18} ${W * 0.7} ${H * 0.3}M${W * 0.88} 0Q${W * 0.9} ${H * 0.3} ${W * 0.86} ${H * 0.5}" fill="none" stroke="#f4f1ea" stroke-width="${2.5 * K}"/>`,
      )
      doc.add(tag(W * 0.72, H * 0.4, -18, C.coral, 1.3 * K), tag(W * 0.87, H * 0.62, 12, C.gold, 1.1 * K))
      // stacked coins
      let coins = ''
      for (let i = 0; i < 5; i++)
        coins += s`<ellipse cx="${W * 0.62}" cy="${H * 0.92 - i * 9 * K}" rx="${30 * K}" ry="${10 * K}" fill="#f2b544" stroke="#c98f2a" stroke-width="${2 * K}"/>`
      for (let i = 0; i < 3; i++)
        coins += s`<ellipse cx="${W * 0.7}" cy="${H * 0.94 - i * 9 * K}" rx="${30 * K}" ry="${10 * K}" fill="#f2b544" stroke="#c98f2a" stroke-width="${2 * K}"/>`
      doc.add(coins)
    },
  })
}

export function firstTimers(doc) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.56)
  return compose(doc, {
    tod: 'noon',
    hy,
    seed: 'first',
    sun: [W * 0.1, hy * 0.25, 16 * K],
    clouds: { count: 3, y0: 0.1, y1: 0.45, size: 0.6 },
    ships: [{ type: 'cruise', o: { decks: 10, dome: true }, x: W * 0.3, y: H * 0.8, k: 2.0 * K, trail: 0, wake: false }],
    front: (_ctx) => {
      // pier
      const py = H * 0.8
      doc.add(s`<path d="M0 ${py}H${W}V${H}H0Z" fill="#c7a57a"/><path d="M0 ${py}H${W}" stroke="#e8d2ae" stroke-width="${4 * K}"/>`)
      let pl = ''
      for (let x = 0; x < W; x += 46 * K) pl += s`M${x} ${py}L${x - 30 * K} ${H}`
      doc.add(`<path d="${pl}" stroke="#a8865a" stroke-width="${n(2 * K)}"/>`)
      // gangway up to the ship
      doc.add(
        s`<path d="M${W * 0.56} ${py + 4 * K}L${W * 0.66} ${py - 90 * K}H${W * 0.69}L${W * 0.6} ${py + 4 * K}Z" fill="#dfe6ea"/><path d="M${W * 0.56} ${py - 30 * K}L${W * 0.66} ${py - 120 * K}M${W * 0.56} ${py + 4 * K}V${py - 30 * K}M${W * 0.61} ${py - 40 * K}V${py - 76 * K}M${W * 0.66} ${py - 90 * K}V${py - 120 * K}" stroke="${C.navy}" stroke-width="${3 * K}"/>`,
      )
      // suitcase with stickers, sun hat and passport
      doc.add(
        s`<g transform="translate(${W * 0.24} ${H * 0.96}) scale(${K})">` +
          `<path d="M-14 -150V-170H14V-150" fill="none" stroke="#4a3a2a" stroke-width="7"/>` +
          `<rect x="-60" y="-150" width="120" height="150" rx="14" fill="${C.coral}"/><path d="M-30 -150V0M30 -150V0" stroke="#8f2c0c" stroke-width="6"/>` +
          `<circle cx="-8" cy="-100" r="16" fill="${C.gold}"/><rect x="4" y="-60" width="36" height="24" rx="4" fill="${C.aqua}" transform="rotate(-12 22 -48)"/><circle cx="-36" cy="-40" r="10" fill="#ffffff"/>` +
          `<path d="M-44 0v10M44 0v10" stroke="#2a2a2a" stroke-width="8" stroke-linecap="round"/>` +
          `</g>`,
      )
      doc.add(
        s`<g transform="translate(${W * 0.38} ${H * 0.95}) scale(${K})"><ellipse rx="62" ry="16" fill="#f2d08a"/><path d="M-34 -4Q-32 -44 0 -44Q32 -44 34 -4Z" fill="#f6dc9c"/><path d="M-33 -12Q0 -2 33 -12" stroke="${C.navy}" stroke-width="8" fill="none"/></g>`,
      )
      doc.add(
        s`<g transform="translate(${W * 0.46} ${H * 0.94}) rotate(-10) scale(${K})"><rect x="-22" y="-30" width="44" height="60" rx="4" fill="${C.deep}"/><circle cy="-4" r="11" fill="none" stroke="${C.gold}" stroke-width="2.4"/><path d="M-11 -4H11M0 -15C-6 -8 -6 0 0 7C6 0 6 -8 0 -15" fill="none" stroke="${C.gold}" stroke-width="1.8"/><path d="M-12 18H12" stroke="${C.gold}" stroke-width="2.4"/></g>`,
      )
    },
  })
}

export function lighthouseDusk(doc) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.62)
  return compose(doc, {
    tod: 'dusk',
    hy,
    seed: 'lighthouse',
    sun: [W * 0.62, hy - 20 * K, 20 * K],
    streaks: { count: 7, y0: 0.3, y1: 0.9, opacity: 0.45 },
    back: (_ctx) => {
      // beam from the lamp
      const lx = W * 0.16
      const ly = hy + 40 * K - 150 * 1.6 * K
      const beam = doc.lin(
        [
          [0, '#fff1c0', 0.55],
          [1, '#fff1c0', 0],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      )
      doc.add(s`<path d="M${lx} ${ly}L${W * 0.62} ${ly - 90 * K}V${ly + 40 * K}Z" fill="${beam}"/>`)
    },
    ships: [{ type: 'cruise', o: { decks: 9, lit: true }, cx: W * 0.72, y: hy + (H - hy) * 0.4, k: 0.8 * K, flip: true, trail: 0.6 }],
    front: (_ctx) => {
      doc.add(
        s`<path d="M-10 ${H}V${hy + 20 * K}C${W * 0.08} ${hy - 10 * K} ${W * 0.2} ${hy + 10 * K} ${W * 0.3} ${hy + 60 * K}C${W * 0.36} ${hy + 90 * K} ${W * 0.4} ${H - 30 * K} ${W * 0.44} ${H}Z" fill="#1a1b33"/>`,
      )
      doc.add(L.lighthouse(W * 0.16, hy + 40 * K, 1.6 * K, { body: '#d9cfe0', band: '#b93d4a', lit: true, rock: '#1a1b33' }))
      const g = doc.rad([
        [0, '#fff1c0', 0.9],
        [1, '#fff1c0', 0],
      ])
      doc.add(s`<circle cx="${W * 0.16}" cy="${hy + 40 * K - 140 * 1.6 * K}" r="${40 * K}" fill="${g}"/>`)
    },
  })
}

export function bestTime(doc) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.62)
  return compose(doc, {
    tod: 'golden',
    hy,
    seed: 'besttime',
    sky2: (ctx) => {
      // day on the left fading into a starry night on the right
      const ov = doc.lin(
        [
          [0, '#4aa6d6', 0.85],
          [0.35, '#4aa6d6', 0],
          [0.65, '#0b2146', 0],
          [1, '#0b2146', 0.95],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      )
      doc.add(s`<rect width="${W}" height="${hy + 2}" fill="${ov}"/>`)
      const R = rng('bt')
      let st = ''
      for (let i = 0; i < 90; i++) {
        const x = W * (0.7 + 0.3 * Math.sqrt(R.next()))
        st += s`M${x} ${R.r(0, hy * 0.8)}h0`
      }
      doc.add(`<path d="${st}" stroke="#fff" stroke-width="${n(2 * K)}" stroke-linecap="round" opacity=".8"/>`)
      S.sun(ctx, W * 0.12, hy * 0.3, 22 * K)
      const moonG = doc.rad([
        [0, '#cfe3ff', 0.5],
        [1, '#cfe3ff', 0],
      ])
      doc.add(
        s`<circle cx="${W * 0.88}" cy="${hy * 0.28}" r="${80 * K}" fill="${moonG}"/><circle cx="${W * 0.88}" cy="${hy * 0.28}" r="${18 * K}" fill="#f6f2dc"/><circle cx="${W * 0.88 + 8 * K}" cy="${hy * 0.28 - 5 * K}" r="${15 * K}" fill="#1b3560"/>`,
      )
    },
    sun: [W * 0.5, hy - 16 * K, 22 * K],
    streaks: { count: 5, y0: 0.4, y1: 0.85, opacity: 0.35 },
    ships: [{ type: 'cruise', o: { decks: 9 }, cx: W * 0.5, y: hy + (H - hy) * 0.45, k: 1.0 * K, trail: 0.7 }],
    mid: (_ctx) => {
      const ov = doc.lin(
        [
          [0, '#1d86a8', 0.7],
          [0.35, '#1d86a8', 0],
          [0.65, '#061a33', 0],
          [1, '#061a33', 0.9],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      )
      doc.add(s`<rect y="${hy}" width="${W}" height="${H - hy}" fill="${ov}"/>`)
    },
  })
}

/* ------------------------------------------------------------- events */
export function concertAtSea(doc, _o = {}) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.64)
  const k = 1.35 * K
  const cx = W * 0.5
  const y = hy + (H - hy) * 0.5
  return compose(doc, {
    tod: 'night',
    hy,
    seed: 'concert',
    sun: [W * 0.88, hy * 0.2, 9 * K],
    moon: true,
    glitter: false,
    back: (_ctx) => {
      // coloured beams from the top deck
      const top = y - (34 + 8 * 8.2) * k
      const cols = ['#ff5fa2', '#5fd3ff', '#ffd15f', '#9d7bff', '#5fffb0']
      const fl = doc.blur(4 * K)
      let out = ''
      cols.forEach((c, i) => {
        const bx = cx - 120 * K + i * 60 * K
        const ang = -0.5 + i * 0.25
        const tx = bx + Math.sin(ang) * H
        const g = doc.lin(
          [
            [0, c, 0.7],
            [1, c, 0],
          ],
          { x1: 0, y1: 1, x2: 0, y2: 0 },
        )
        out += s`<path d="M${bx} ${top}L${tx - 40 * K} 0H${tx + 40 * K}Z" fill="${g}"/>`
      })
      doc.add(`<g filter="${fl}" opacity=".8">${out}</g>`)
    },
    mid: (ctx) => {
      const R = rng('cg')
      for (let i = 0; i < 6; i++)
        S.glitter(ctx, { x: cx + R.r(-200, 200) * K, w: 16 * K, y0: y, color: R.pick(['#ff5fa2', '#5fd3ff', '#ffd15f']), opacity: 0.6, density: 0.6 })
    },
    ships: [{ type: 'cruise', o: { decks: 8, lit: true }, cx, y, k, trail: 0.4 }],
    front: (_ctx) => {
      // stage glow on the top deck
      const top = y - (34 + 8 * 8.2) * k
      const g = doc.rad([
        [0, '#ffb0e0', 0.9],
        [1, '#ffb0e0', 0],
      ])
      doc.add(s`<ellipse cx="${cx + 30 * K}" cy="${top - 4 * K}" rx="${90 * K}" ry="${22 * K}" fill="${g}"/>`)
      doc.add(
        s`<path d="M${cx - 20 * K} ${top}V${top - 30 * K}H${cx + 80 * K}V${top}" fill="none" stroke="#c9d6e6" stroke-width="${3 * K}"/><path d="M${cx - 10 * K} ${top - 30 * K}h0M${cx + 15 * K} ${top - 30 * K}h0M${cx + 40 * K} ${top - 30 * K}h0M${cx + 65 * K} ${top - 30 * K}h0" stroke="#fff7d0" stroke-width="${7 * K}" stroke-linecap="round"/>`,
      )
    },
  })
}

export function festiveSailing(doc) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.64)
  const k = 1.3 * K
  const cx = W * 0.5
  const y = hy + (H - hy) * 0.5
  const R = rng('festive')
  return compose(doc, {
    tod: 'night',
    hy,
    seed: 'festive',
    glitter: false,
    back: (_ctx) => {
      // fireworks
      const bursts = [
        [0.18, 0.22, '#ffd15f', 70],
        [0.78, 0.18, '#ff6f91', 80],
        [0.5, 0.12, '#7fd1e8', 56],
        [0.9, 0.42, '#9dff9d', 40],
        [0.1, 0.5, '#ffb35f', 36],
      ]
      for (const [fx, fy, c, r] of bursts) {
        const bx = W * fx
        const by = H * fy
        let d = ''
        let dots = ''
        const nn = 18
        for (let i = 0; i < nn; i++) {
          const a = (i / nn) * Math.PI * 2
          const r0 = r * 0.3 * K
          const r1 = r * K * R.r(0.85, 1.05)
          d += s`M${bx + Math.cos(a) * r0} ${by + Math.sin(a) * r0}L${bx + Math.cos(a) * r1} ${by + Math.sin(a) * r1}`
          dots += s`M${bx + Math.cos(a) * (r1 + 6 * K)} ${by + Math.sin(a) * (r1 + 6 * K)}h0`
        }
        const g = doc.rad([
          [0, c, 0.35],
          [1, c, 0],
        ])
        doc.add(
          s`<circle cx="${bx}" cy="${by}" r="${r * 1.3 * K}" fill="${g}"/><path d="${d}" stroke="${c}" stroke-width="${2.2 * K}" stroke-linecap="round"/><path d="${dots}" stroke="#fff" stroke-width="${3 * K}" stroke-linecap="round"/>`,
        )
      }
    },
    mid: (ctx) => {
      for (let i = 0; i < 5; i++)
        S.glitter(ctx, { x: cx + R.r(-200, 200) * K, w: 14 * K, y0: y, color: R.pick(['#ffd15f', '#ff6f91', '#9dff9d']), opacity: 0.6, density: 0.5 })
    },
    ships: [{ type: 'cruise', o: { decks: 8, lit: true }, cx, y, k, trail: 0.4 }],
    front: (_ctx) => {
      // strings of coloured lights: bow -> mast -> stern
      const sx = cx - 205 * k
      const bx = cx + 205 * k
      const top = y - (34 + 8 * 8.2) * k
      const mast = [cx + 135 * k, top - 26 * k]
      const line = (x0, y0, x1, y1) => {
        let d = ''
        const by = {}
        const cols = ['#ff5f5f', '#ffd15f', '#5fff9d', '#5fd3ff', '#ff9df0']
        for (let i = 0; i <= 20; i++) {
          const t = i / 20
          const x = x0 + (x1 - x0) * t
          const yy = y0 + (y1 - y0) * t + Math.sin(t * Math.PI) * 14 * K
          const c = cols[i % cols.length]
          by[c] = (by[c] || '') + s`M${x} ${yy}h0`
        }
        d += s`<path d="M${x0} ${y0}Q${(x0 + x1) / 2} ${(y0 + y1) / 2 + 28 * K} ${x1} ${y1}" fill="none" stroke="#2a3a50" stroke-width="${1 * K}"/>`
        for (const [c, p] of Object.entries(by)) d += `<path d="${p}" stroke="${c}" stroke-width="${n(5 * K)}" stroke-linecap="round"/>`
        return d
      }
      doc.add(line(bx - 6 * k, y - 44 * k, mast[0], mast[1]), line(mast[0], mast[1], sx + 20 * k, y - 40 * k))
    },
  })
}

export function themedEvent(doc) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.46)
  const R = rng('themed')
  return compose(doc, {
    tod: 'night',
    hy,
    seed: 'themed',
    sun: [W * 0.9, hy * 0.22, 9 * K],
    moon: true,
    glitter: false,
    back: (_ctx) => {
      doc.add(
        L.skyline(R, { x0: W * 0.55, x1: W + 10, base: hy + 1, minH: 20 * K, maxH: 100 * K, color: '#16305a', k: K * 0.8, lit: true, wMin: 12, wMax: 26 }),
      )
      doc.add(L.threeTowers(W * 0.12, hy + 1, 0.4 * K, { color: '#2a4466', shade: '#1d3352', deck: '#36547a', lit: true }))
      for (const [f, kk] of [
        [0.02, 0.3],
        [0.26, 0.36],
        [0.31, 0.28],
      ])
        doc.add(L.supertree(W * f, hy + 1, kk * K, { trunk: '#1d3352', canopy: '#6a3f9a', lit: true }))
    },
    mid: (ctx) => {
      for (let i = 0; i < 8; i++)
        S.glitter(ctx, { x: R.r(0.5, 1) * W, w: 8 * K, y1: hy + (H - hy) * 0.3, color: R.pick(['#ffd98a', '#c98cff']), opacity: 0.6, density: 0.6 })
    },
    waves: { count: 5 },
    front: (_ctx) => {
      const dy = H * 0.64
      // the ship's top deck with a lit floor
      const floor = doc.lin([
        [0, '#1b2f55'],
        [1, '#0a1428'],
      ])
      doc.add(s`<path d="M0 ${dy}H${W}V${H}H0Z" fill="${floor}"/><path d="M0 ${dy}H${W}" stroke="#5a7aa8" stroke-width="${3 * K}"/>`)
      let rail = ''
      for (let x = 0; x < W; x += 40 * K) rail += s`M${x} ${dy}V${dy - 26 * K}`
      doc.add(s`<path d="${rail}M0 ${dy - 26 * K}H${W}" stroke="#7f9cc4" stroke-width="${2 * K}" opacity=".7"/>`)
      // stage: truss frame, light beams, performers
      const sx0 = W * 0.3
      const sx1 = W * 0.7
      const st = dy + 40 * K
      const top = st - 230 * K
      const cols = ['#ff5fa2', '#5fd3ff', '#ffd15f', '#9d7bff', '#5fffb0']
      const fl = doc.blur(5 * K)
      let beams = ''
      cols.forEach((c, i) => {
        const bx = sx0 + ((sx1 - sx0) * (i + 0.5)) / cols.length
        const g = doc.lin(
          [
            [0, c, 0.8],
            [1, c, 0],
          ],
          { x1: 0, y1: 1, x2: 0, y2: 0 },
        )
        const lean = (i - 2) * 180 * K
        beams += s`<path d="M${bx} ${top + 6 * K}L${bx + lean - 46 * K} ${-20}H${bx + lean + 46 * K}Z" fill="${g}"/>`
      })
      doc.add(`<g filter="${fl}" opacity=".8">${beams}</g>`)
      const glow = doc.rad([
        [0, '#ff9de0', 0.55],
        [1, '#ff9de0', 0],
      ])
      doc.add(s`<ellipse cx="${W / 2}" cy="${st - 60 * K}" rx="${W * 0.32}" ry="${120 * K}" fill="${glow}"/>`)
      doc.add(
        s`<path d="M${sx0} ${st}H${sx1}V${st + 24 * K}H${sx0}Z" fill="#24385e"/><path d="M${sx0} ${st}H${sx1}" stroke="#ff9df0" stroke-width="${3 * K}"/>`,
      )
      doc.add(
        s`<path d="M${sx0 + 12 * K} ${st}V${top}H${sx1 - 12 * K}V${st}" fill="none" stroke="#9fb4cc" stroke-width="${10 * K}"/><path d="M${sx0 + 12 * K} ${st}V${top}H${sx1 - 12 * K}V${st}" fill="none" stroke="#24385e" stroke-width="${3 * K}" stroke-dasharray="${5 * K} ${5 * K}"/>`,
      )
      let lamps = ''
      for (let i = 0; i < 9; i++) lamps += s`M${sx0 + 40 * K + i * ((sx1 - sx0 - 80 * K) / 8)} ${top + 10 * K}h0`
      doc.add(`<path d="${lamps}" stroke="#fff7d0" stroke-width="${n(12 * K)}" stroke-linecap="round"/>`)
      const perf = (x, c, arm) =>
        s`<g transform="translate(${x} ${st}) scale(${1.5 * K})"><path d="M-12 0V-44Q-12 -56 0 -56Q12 -56 12 -44V0Z" fill="${c}"/><circle cy="-66" r="10" fill="#2a1d18"/><path d="M${arm * 12} -46L${arm * 28} -66" stroke="${c}" stroke-width="7" stroke-linecap="round"/><path d="M-6 0V20M6 0V20" stroke="#2a1d18" stroke-width="6"/></g>`
      doc.add(perf(W * 0.44, '#ff5fa2', -1), perf(W * 0.56, '#5fd3ff', 1))
      doc.add(
        s`<path d="M${W * 0.5} ${st}V${st - 70 * K}" stroke="#9fb4cc" stroke-width="${2.4 * K}"/><circle cx="${W * 0.5}" cy="${st - 72 * K}" r="${4 * K}" fill="#9fb4cc"/>`,
      )
      // crowd in front of the stage, rim-lit by the stage glow
      let crowd = ''
      let rim = ''
      for (let x = -10; x < W + 20; x += 30 * K) {
        const h = R.r(0, 22) * K
        const yb = H - 20 * K - h
        crowd += s`M${x} ${H}V${yb}a${15 * K} ${13 * K} 0 0 1 ${30 * K} 0V${H}ZM${x + 6 * K} ${yb - 12 * K}a${9 * K} ${9 * K} 0 1 0 ${18 * K} 0a${9 * K} ${9 * K} 0 1 0 ${-18 * K} 0Z`
        rim += s`M${x + 8 * K} ${yb - 19 * K}a${9 * K} ${9 * K} 0 0 1 ${14 * K} 0`
        if (R.chance(0.35)) crowd += s`M${x + 24 * K} ${yb - 4 * K}l${10 * K} ${-40 * K}l${6 * K} ${2 * K}l${-8 * K} ${40 * K}Z`
      }
      doc.add(`<path d="${crowd}" fill="#050b18"/><path d="${rim}" fill="none" stroke="#ff9de0" stroke-width="${n(2 * K)}" opacity=".6"/>`)
      // string lights across the top
      let bulbs = ''
      for (let i = 0; i <= 30; i++) {
        const t = i / 30
        const lt = (t * 2) % 1
        bulbs += s`M${t * W} ${20 * K + 4 * lt * (1 - lt) * 50 * K}h0`
      }
      doc.add(`<path d="${bulbs}" stroke="#ffd98a" stroke-width="${n(6 * K)}" stroke-linecap="round" opacity=".9"/>`)
    },
  })
}

/* ------------------------------------------------------ Singapore land */
export function gardens(doc) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * 0.56)
  const R = rng('gardens')
  return compose(doc, {
    tod: 'noon',
    hy,
    seed: 'gardens',
    sun: [W * 0.88, hy * 0.2, 16 * K],
    clouds: { count: 3, y0: 0.1, y1: 0.5, size: 0.6 },
    back: (ctx) => {
      const { p } = ctx
      doc.add(
        L.skyline(R, { x0: W * 0.5, x1: W + 10, base: hy + 1, minH: 30 * K, maxH: 120 * K, color: mix(p.far, p.haze, 0.2), k: 0.8 * K, winColor: '#d8ecf4' }),
      )
      doc.add(L.threeTowers(W * 0.3, hy + 1, 0.55 * K, { color: '#e8f0f4', shade: '#c2d4de', deck: '#dbe8ef' }))
    },
    waves: { count: 4 },
    front: (_ctx) => {
      const gy = hy + 30 * K
      doc.add(s`<path d="M0 ${gy}C${W * 0.3} ${gy - 14 * K} ${W * 0.6} ${gy + 6 * K} ${W} ${gy - 8 * K}V${H}H0Z" fill="#6fae5f"/>`)
      doc.add(L.conservatory(W * 0.58, gy + 30 * K, 1.2 * K, { glass: '#bfe3ee', frame: '#7fb2c4' }))
      // lawn, paths and shrubs
      doc.add(
        s`<path d="M0 ${H * 0.86}C${W * 0.3} ${H * 0.8} ${W * 0.6} ${H * 0.9} ${W} ${H * 0.84}V${H}H0Z" fill="#4f9a4f"/><path d="M${W * 0.1} ${H}C${W * 0.3} ${H * 0.9} ${W * 0.5} ${H * 0.86} ${W * 0.8} ${H * 0.82}" fill="none" stroke="#efe2c0" stroke-width="${12 * K}" stroke-linecap="round"/>`,
      )
      let shrubs = ''
      for (let i = 0; i < 24; i++) {
        const x = R.r(0, W)
        const y = gy + R.r(10, 60) * K
        const r = R.r(8, 16) * K
        shrubs += s`M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`
      }
      doc.add(`<path d="${shrubs}" fill="#3f8a4a"/>`)
      // supertree grove with a skyway between two of them
      const trees = [
        [0.08, 1.25],
        [0.2, 1.6],
        [0.3, 1.15],
        [0.42, 1.4],
        [0.9, 1.2],
      ]
      doc.add(s`<path d="M${W * 0.2} ${gy + 40 * K - 130 * 1.6 * K}L${W * 0.42} ${gy + 40 * K - 130 * 1.4 * K}" stroke="#5a6e5a" stroke-width="${4 * K}"/>`)
      for (const [f, kk] of trees) doc.add(L.supertree(W * f, gy + 40 * K, kk * K, { trunk: '#6a7f5f', canopy: '#9a6ab8', leaf: '#4f9a4f' }))
      doc.add(
        s`<path d="M${W * 0.2} ${gy + 40 * K - 130 * 1.6 * K}L${W * 0.42} ${gy + 40 * K - 130 * 1.4 * K}" stroke="#dfe8ee" stroke-width="${2 * K}" stroke-dasharray="${3 * K} ${3 * K}"/>`,
      )
    },
  })
}

export function sentosa(doc) {
  const { W, H, K } = dims(doc)
  D.tropical(doc, { tod: 'noon', stilts: false, side: 'left', seed: 'sentosa', hy: 0.58 })
  // cable car crossing overhead
  const y0 = H * 0.12
  const y1 = H * 0.3
  doc.add(s`<path d="M-10 ${y0}Q${W / 2} ${(y0 + y1) / 2 + 30 * K} ${W + 10} ${y1}" fill="none" stroke="#3a4a55" stroke-width="${2 * K}"/>`)
  const cab = (t, c) => {
    const x = -10 + (W + 20) * t
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + 30 * K) + t * t * y1
    return s`<g transform="translate(${x} ${y}) scale(${K})"><path d="M0 0V14" stroke="#3a4a55" stroke-width="2"/><rect x="-16" y="14" width="32" height="26" rx="7" fill="${c}"/><rect x="-12" y="18" width="24" height="10" rx="3" fill="#dff3fa"/></g>`
  }
  doc.add(cab(0.3, C.coral), cab(0.62, C.gold))
}

/* ----------------------------------------------------------------- misc */
export function banner(doc) {
  const { W, H } = dims(doc)
  const hy = Math.round(H * 0.68)
  const K = H / 300
  return compose(doc, {
    tod: 'golden',
    hy,
    seed: 'banner',
    palette: {
      sky: [
        [0, '#3b4f86'],
        [0.4, '#b3708a'],
        [0.75, '#f29a5c'],
        [1, '#ffd98f'],
      ],
    },
    sun: [W * 0.62, hy - 18 * K, 26 * K],
    streaks: { count: 9, y0: 0.2, y1: 0.9, opacity: 0.5 },
    birds: { x: W * 0.3, y: hy * 0.4, count: 4, size: 6 * K, color: '#3a2a3a', spread: 40 * K },
    back: (ctx) => S.hills(ctx, { base: hy + 1, x0: W * 0.82, x1: W * 1.04, h: 18 * K, color: '#8a6a86', seed: 'bn' }),
    ships: [{ type: 'tall', o: { sil: '#2a1f33' }, cx: W * 0.62, y: hy + (H - hy) * 0.5, k: 0.72 * K, trail: 0.6 }],
  })
}

export function ogCard(doc) {
  const { W, H } = dims(doc)
  const K = H / 630
  const bg = doc.lin(
    [
      [0, C.deep],
      [1, C.navy],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  doc.add(`<rect width="${W}" height="${H}" fill="${bg}"/>`)
  const glow = doc.rad([
    [0, C.aqua, 0.35],
    [1, C.aqua, 0],
  ])
  doc.add(
    s`<circle cx="${W * 0.7}" cy="${H * 0.38}" r="${H * 0.55}" fill="${glow}"/><circle cx="${W * 0.7}" cy="${H * 0.4}" r="${70 * K}" fill="#fff4d6" opacity=".9"/>`,
  )
  // the brand mark (white sail over an aqua wave), enlarged, top left
  doc.add(
    s`<g transform="translate(${80 * K} ${80 * K}) scale(${4 * K})"><rect width="48" height="48" rx="10" fill="${C.navy}" stroke="${C.aqua}" stroke-width=".6"/><path d="M8 30c5 0 5-4 10-4s5 4 10 4 5-4 10-4 5 4 6 4v6c-1 0-1-4-6-4s-5 4-10 4-5-4-10-4-5 4-10 4z" fill="${C.aqua}"/><path d="M14 24l10-14 10 14z" fill="#fff"/></g>`,
  )
  // layered waves
  const wave = (y, amp, wl, c, op) => {
    let d = s`M0 ${y}`
    for (let x = 0; x < W + wl; x += wl) d += s`q${wl / 4} ${-amp} ${wl / 2} 0t${wl / 2} 0`
    return `<path d="${d}V${H}H0Z" fill="${c}"${op ? ` opacity="${op}"` : ''}/>`
  }
  doc.add(wave(H * 0.66, 14 * K, 160 * K, C.sea, '.9'))
  const sid = SH.shipDef(doc, SH.cruiseShip({ decks: 9, stripe: C.navy, funnel: C.coral, funnelTop: darken(C.coral, 0.3) }))
  doc.add(S.place(sid, W * 0.44, H * 0.72, 1.2 * K))
  doc.add(wave(H * 0.74, 12 * K, 200 * K, C.aqua, '.85'), wave(H * 0.84, 16 * K, 260 * K, C.navy), wave(H * 0.93, 10 * K, 180 * K, C.deep))
}

export function streetMap(doc) {
  const { W, H } = dims(doc)
  const K = H / 600
  const R = rng('street')
  doc.add(`<rect width="${W}" height="${H}" fill="#eef1ec"/>`)
  // harbour water along the bottom and right with a pier
  const shore = s`M0 ${H * 0.78}C${W * 0.25} ${H * 0.74} ${W * 0.45} ${H * 0.84} ${W * 0.62} ${H * 0.76}C${W * 0.74} ${H * 0.7} ${W * 0.8} ${H * 0.5} ${W * 0.86} ${H * 0.3}C${W * 0.9} ${H * 0.16} ${W * 0.94} ${H * 0.06} ${W} 0V${H}H0Z`
  doc.add(`<path d="${shore}" fill="#a9dcec"/>`)
  doc.add(s`<path d="M${W * 0.7} ${H * 0.7}L${W * 0.8} ${H * 0.86}" stroke="#d9d4c8" stroke-width="${18 * K}"/>`)
  const sid = SH.shipDef(doc, SH.cruiseShip({ decks: 6 }))
  doc.add(`<g transform="translate(${n(W * 0.75)} ${n(H * 0.9)}) rotate(57)">${S.place(sid, 0, 0, 0.28 * K)}</g>`)
  // blocks in a slightly rotated grid
  let blocks = ''
  let parks = ''
  const bw = 90 * K
  const bh = 70 * K
  for (let gx = -1; gx < 12; gx++) {
    for (let gy = -1; gy < 8; gy++) {
      const x = gx * (bw + 22 * K) + 20 * K
      const y = gy * (bh + 22 * K) + 16 * K
      if (y > H * 0.7 && x < W * 0.62) continue
      if (x > W * 0.78 - (y / H) * W * 0.12) continue
      const r = R.next()
      if (r < 0.1) parks += s`<rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="${8 * K}"/>`
      else blocks += s`<rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="${6 * K}"/>`
    }
  }
  doc.add(`<g transform="rotate(-8 ${n(W / 2)} ${n(H / 2)})"><g fill="#e2ddd0">${blocks}</g><g fill="#c5e3b5">${parks}</g></g>`)
  // main roads
  doc.add(
    s`<path d="M-20 ${H * 0.3}C${W * 0.3} ${H * 0.26} ${W * 0.5} ${H * 0.36} ${W * 0.84} ${H * 0.34}M${W * 0.34} -20C${W * 0.36} ${H * 0.3} ${W * 0.32} ${H * 0.6} ${W * 0.38} ${H * 0.8}M-20 ${H * 0.66}C${W * 0.2} ${H * 0.62} ${W * 0.5} ${H * 0.7} ${W * 0.7} ${H * 0.62}" fill="none" stroke="#ffffff" stroke-width="${16 * K}" stroke-linecap="round"/>`,
  )
  doc.add(
    s`<path d="M-20 ${H * 0.3}C${W * 0.3} ${H * 0.26} ${W * 0.5} ${H * 0.36} ${W * 0.84} ${H * 0.34}" fill="none" stroke="#f6d58a" stroke-width="${8 * K}" stroke-linecap="round"/>`,
  )
  // a big park with a pond
  doc.add(
    s`<path d="M${W * 0.06} ${H * 0.38}h${W * 0.18}v${H * 0.2}h${-W * 0.18}z" fill="#bfe0ad"/><ellipse cx="${W * 0.15}" cy="${H * 0.48}" rx="${40 * K}" ry="${20 * K}" fill="#a9dcec"/>`,
  )
  // railway line
  doc.add(
    s`<path d="M${W * 0.5} -20C${W * 0.52} ${H * 0.3} ${W * 0.6} ${H * 0.5} ${W * 0.66} ${H * 0.68}" fill="none" stroke="#9aa4ad" stroke-width="${5 * K}"/><path d="M${W * 0.5} -20C${W * 0.52} ${H * 0.3} ${W * 0.6} ${H * 0.5} ${W * 0.66} ${H * 0.68}" fill="none" stroke="#ffffff" stroke-width="${2.4 * K}" stroke-dasharray="${10 * K} ${10 * K}"/>`,
  )
  doc.add(s`<circle cx="${W * 0.56}" cy="${H * 0.4}" r="${12 * K}" fill="#ffffff" stroke="${C.sea}" stroke-width="${4 * K}"/>`)
  // office pin with a pulse
  const px = W * 0.46
  const py = H * 0.5
  doc.add(
    s`<circle cx="${px}" cy="${py}" r="${60 * K}" fill="${C.coral}" opacity=".12"/><circle cx="${px}" cy="${py}" r="${32 * K}" fill="${C.coral}" opacity=".2"/>`,
  )
  doc.add(
    s`<g transform="translate(${px} ${py}) scale(${1.6 * K})"><path d="M0 0C-14 -17 -22 -27 -22 -38A22 22 0 0 1 22 -38C22 -27 14 -17 0 0Z" fill="${C.coral}" stroke="#fff" stroke-width="3"/><rect x="-10" y="-48" width="20" height="20" rx="4" fill="${C.navy}"/><path d="M-6 -35c2 0 2-2 4-2s2 2 4 2 2-2 4-2v3c-2 0-2 2-4 2s-2-2-4-2-2 2-4 2z" fill="${C.aqua}"/><path d="M-4 -38l4-6 4 6z" fill="#fff"/></g>`,
  )
}

export { confetti }
