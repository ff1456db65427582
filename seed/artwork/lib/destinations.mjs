// Destination scenes. Each builder adapts to the document size (cards,
// wide banners and 1920x1080 heroes) and accepts options:
//   tod   - time of day (dawn|noon|golden|dusk|night)
//   side  - where the landmark cluster sits ('left'|'right'); ships go opposite
//   calm  - keep the centre uncluttered (heroes: text sits on top)
//   ship  - ship options override ({ type, o, k })
import { compose, S } from './compose.mjs'
import { C, darken, lighten, mix, n, rng, s } from './core.mjs'
import * as L from './landmarks.mjs'
import { longtail as SHlongtail } from './ships.mjs'

const dims = (doc) => {
  const { w: W, h: H } = doc
  return { W, H, K: Math.min(W / 800, H / 600) }
}
const night = (tod) => tod === 'dusk' || tod === 'night'
/** Mirror an x position when the cluster is on the right. */
const side = (o, W) => (x) => (o.side === 'right' ? W - x : x)

/** Main ship spec; o.ship may override type/options and give k relative to K. */
function mainShip(o, K, def) {
  const sp = { type: 'cruise', ...def, ...(o.ship || {}) }
  sp.o = { ...(def.o || {}), ...((o.ship && o.ship.o) || {}) }
  if (o.ship && o.ship.k !== undefined) sp.k = o.ship.k * K
  return sp
}

/* ------------------------------------------------------------------ Japan */
export function japan(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'dawn'
  const hy = Math.round(H * (o.hy ?? 0.66))
  const X = side(o, W)
  const sunX = X(W * (o.calm ? 0.62 : 0.74))
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: [sunX, hy - H * 0.2, 15 * K],
    streaks: { count: 6, y0: 0.25, y1: 0.85, opacity: 0.45 },
    birds: { x: X(W * 0.56), y: hy * 0.32, count: 4, size: 7 * K, color: '#3a3558', spread: 40 * K },
    back: (ctx) => {
      const { p } = ctx
      S.range(ctx, {
        base: hy + 1,
        peaks: [
          [X(W * 0.95), 46 * K, 220 * K],
          [X(W * 0.72), 30 * K, 160 * K],
        ],
        color: mix(p.far, p.haze, 0.35),
        round: true,
        shade: 0,
        seed: 'jp1',
      })
      doc.add(L.fuji(X(W * 0.3), hy + 2, 0.86 * K, { color: mix(p.far, '#506a96', 0.45), snow: '#fbf6f4', snowShade: mix('#c9cfe6', p.haze, 0.3) }))
      S.haze(ctx, { y: hy + 2, h: 70 * K, opacity: 0.75 })
      S.hills(ctx, { base: hy + 2, x0: X(W * -0.05), x1: X(W * 0.34), h: 22 * K, color: p.mid, seed: 'jp2' })
      const R = rng('jpt')
      doc.add(
        L.pines(R, {
          x0: Math.min(X(W * -0.02), X(W * 0.26)),
          x1: Math.max(X(W * -0.02), X(W * 0.26)),
          base: hy + 3,
          minH: 8 * K,
          maxH: 20 * K,
          color: p.near,
          gap: 7 * K,
        }),
      )
    },
    mid: (_ctx) => {
      const tx = X(W * 0.82)
      const ty = hy + (H - hy) * 0.62
      doc.add(`<g opacity=".28" transform="translate(0 ${n(ty * 2)}) scale(1 -1)">${L.torii(tx, ty, 0.95 * K)}</g>`)
    },
    ships: [mainShip(o, K, { cx: X(W * 0.56), y: hy + (H - hy) * 0.2, k: 0.38 * K, flip: o.side !== 'right', trail: 0.2 })],
    front: (_ctx) => {
      doc.add(L.torii(X(W * 0.82), hy + (H - hy) * 0.62, 0.95 * K))
      doc.add(L.blossoms(rng('bl'), X(-10), -10, 1.1 * K, { dir: o.side === 'right' ? -1 : 1 }))
    },
  })
}

/* -------------------------------------------------------------- Hong Kong */
export function hongKong(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'dusk'
  const hy = Math.round(H * (o.hy ?? 0.64))
  const X = side(o, W)
  const lit = night(tod)
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: tod === 'night' ? [X(W * 0.85), hy * 0.25, 11 * K] : [X(W * 0.12), hy - 30 * K, 16 * K],
    moon: tod === 'night',
    glitter: false,
    streaks: { count: 5, y0: 0.2, y1: 0.7, opacity: 0.35 },
    back: (ctx) => {
      const { p } = ctx
      const R = rng('hk')
      S.range(ctx, {
        base: hy,
        peaks: [
          [W * 0.3, 150 * K, 300 * K],
          [W * 0.62, 190 * K, 330 * K],
          [W * 0.95, 120 * K, 260 * K],
        ],
        color: mix(p.far, p.mid, 0.3),
        round: true,
        shade: 0.1,
        seed: 'hkr',
      })
      S.haze(ctx, { y: hy - 40 * K, h: 80 * K, opacity: 0.5 })
      const x0 = o.calm ? (o.side === 'right' ? W * 0.55 : -10) : -10
      const x1 = o.calm ? (o.side === 'right' ? W + 10 : W * 0.45) : W + 10
      doc.add(L.skyline(R, { x0, x1, base: hy + 1, minH: 40 * K, maxH: 150 * K, color: mix(p.mid, p.far, 0.4), k: K, lit, peak: 0.55, wMin: 14, wMax: 30 }))
      doc.add(L.skyline(R, { x0, x1, base: hy + 1, minH: 24 * K, maxH: 110 * K, color: p.near, k: K, lit, peak: 0.4, winColor: lit ? null : '#9fb3c6' }))
      // tall landmark-like towers (generic, with angular tops)
      doc.add(
        s`<path d="M${X(W * 0.62)} ${hy}V${hy - 200 * K}L${X(W * 0.62) + 12 * K * (o.side === 'right' ? -1 : 1)} ${hy - 230 * K}L${X(W * 0.62) + 24 * K * (o.side === 'right' ? -1 : 1)} ${hy - 200 * K}V${hy}Z" fill="${darken(p.near, 0.1)}"/>`,
      )
      if (lit)
        doc.add(
          s`<path d="M${X(W * 0.62) + 6 * K * (o.side === 'right' ? -1 : 1)} ${hy - 6}V${hy - 196 * K}M${X(W * 0.62) + 16 * K * (o.side === 'right' ? -1 : 1)} ${hy - 6}V${hy - 196 * K}" stroke="#bfe4ff" stroke-width="${2 * K}" stroke-dasharray="${3 * K} ${4 * K}" opacity=".8"/>`,
        )
    },
    mid: (ctx) => {
      if (!lit) return
      // light reflections from the waterfront
      const R = rng('hkg')
      for (let i = 0; i < 10; i++)
        S.glitter(ctx, { x: R.r(0, W), w: 10 * K, y1: hy + (H - hy) * 0.5, color: R.pick(['#ffd98a', '#9fd8ff', '#ff9ec8']), opacity: 0.7, density: 0.7 })
    },
    ships: [
      mainShip(o, K, { cx: X(W * (o.calm ? 0.82 : 0.7)), y: hy + (H - hy) * 0.3, k: 0.5 * K, flip: o.side === 'right' }),
      {
        type: 'junk',
        cx: X(W * 0.2),
        y: hy + (H - hy) * 0.62,
        k: 0.85 * K,
        flip: o.side === 'right',
        o: tod === 'night' ? { sail: '#7a2e22', hull: '#1a1210' } : {},
        trail: 0.4,
      },
    ],
  })
}

/* -------------------------------------------------------------- Singapore */
export function singapore(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'dusk'
  const hy = Math.round(H * (o.hy ?? 0.64))
  const X = side(o, W)
  const lit = night(tod)
  const dir = o.side === 'right' ? -1 : 1
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: tod === 'night' ? [X(W * 0.9), hy * 0.2, 10 * K] : tod === 'noon' ? [X(W * 0.85), hy * 0.2, 18 * K] : [X(W * 0.6), hy - 24 * K, 16 * K],
    moon: tod === 'night',
    clouds: tod === 'noon' ? { count: 4, y0: 0.1, y1: 0.45, size: 0.7 * K * (800 / W) } : null,
    streaks: tod !== 'noon' ? { count: 6, y0: 0.25, y1: 0.8, opacity: 0.4 } : null,
    back: (ctx) => {
      const { p } = ctx
      const R = rng('sg' + (o.seed || ''))
      const far = mix(p.far, p.mid, 0.2)
      // skyline cluster (financial district)
      const sx0 = o.calm ? X(W * 0.66) : X(W * 0.45)
      const sx1 = X(W * 1.02)
      doc.add(
        L.skyline(R, {
          x0: Math.min(sx0, sx1),
          x1: Math.max(sx0, sx1),
          base: hy + 1,
          minH: 50 * K,
          maxH: 190 * K,
          color: far,
          k: K,
          lit,
          peak: o.side === 'right' ? 0.3 : 0.7,
          wMin: 16,
          wMax: 34,
        }),
      )
      doc.add(
        L.skyline(R, {
          x0: Math.min(sx0, sx1) + 20 * K,
          x1: Math.max(sx0, sx1),
          base: hy + 1,
          minH: 30 * K,
          maxH: 120 * K,
          color: mix(p.mid, p.near, 0.4),
          k: K,
          lit,
          peak: 0.5,
          winColor: lit ? null : '#b9d0df',
        }),
      )
      // observation wheel
      doc.add(L.wheel(X(W * (o.calm ? 0.04 : 0.1)), hy + 1, 0.7 * K, { color: lit ? '#cfe0f0' : mix('#dfe8ee', p.far, 0.3), lit }))
      // three-tower hotel with sky deck
      const hc = lit ? mix(p.mid, '#c7d6e6', 0.35) : tod === 'noon' ? '#e4edf2' : mix('#e4edf2', p.haze, 0.35)
      doc.add(
        L.threeTowers(X(W * (o.calm ? 0.2 : 0.3)) - (dir < 0 ? 0 : 0), hy + 1, 0.78 * K, {
          color: hc,
          shade: darken(hc, 0.15),
          deck: lighten(hc, 0.1),
          lit,
          glass: darken(hc, 0.3),
        }),
      )
    },
    mid: (ctx) => {
      // low garden strip with supertrees in front of the hotel
      const { p } = ctx
      const gx0 = X(W * (o.calm ? -0.02 : 0.02))
      const gx1 = X(W * (o.calm ? 0.3 : 0.42))
      const y = hy + 10 * K
      doc.add(
        s`<path d="M${Math.min(gx0, gx1)} ${y}H${Math.max(gx0, gx1)}L${Math.max(gx0, gx1) - 20 * K} ${hy}H${Math.min(gx0, gx1)}Z" fill="${lit ? '#0f2236' : mix('#3d7a4f', p.mid, 0.35)}"/>`,
      )
      const trunk = lit ? '#203a4a' : mix('#5a6e5a', p.far, 0.3)
      for (const [f, k] of [
        [0.04, 0.55],
        [0.1, 0.75],
        [0.16, 0.6],
        [0.22, 0.85],
        [0.29, 0.55],
        [0.34, 0.7],
      ]) {
        const fx = o.calm ? f * 0.8 : f + 0.02
        doc.add(L.supertree(X(W * fx), y, k * K * 0.7, { trunk, canopy: lit ? '#6a3f9a' : '#8a6aa8', lit }))
      }
      if (lit) {
        const R = rng('sgl')
        for (let i = 0; i < 8; i++)
          S.glitter(ctx, {
            x: X(W * R.r(0.5, 1)),
            w: 8 * K,
            y0: y,
            y1: hy + (H - hy) * 0.45,
            color: R.pick(['#ffd98a', '#c98cff', '#9ff0ff']),
            opacity: 0.7,
            density: 0.6,
          })
      }
    },
    ships: [mainShip(o, K, { cx: X(W * (o.calm ? 0.8 : 0.62)), y: hy + (H - hy) * (o.calm ? 0.42 : 0.5), k: 0.62 * K, flip: o.side === 'right' })],
  })
}

/* ------------------------------------------------------------------ China */
export function china(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'dawn'
  const hy = Math.round(H * (o.hy ?? 0.66))
  const X = side(o, W)
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: [X(W * 0.34), hy - H * 0.36, 20 * K],
    streaks: { count: 4, y0: 0.3, y1: 0.8, opacity: 0.35 },
    back: (ctx) => {
      const { p } = ctx
      const R = rng('cn')
      const layers = [mix(p.far, p.haze, 0.5), mix(p.far, '#5f7f78', 0.35), mix(p.mid, '#2f4f44', 0.45)]
      layers.forEach((c, i) => {
        doc.add(
          L.karstHills(R, {
            x0: -60,
            x1: W + 60,
            base: hy + 1,
            minH: (110 - i * 25) * K,
            maxH: (190 - i * 40) * K,
            color: c,
            count: Math.round(W / (90 * K)) + i * 2,
          }),
        )
        S.haze(ctx, { y: hy + 1, h: (90 - i * 20) * K, opacity: 0.6 })
      })
      // pagoda on a hill
      const px = X(W * 0.8)
      doc.add(
        s`<path d="M${px - 150 * K} ${hy + 2}C${px - 90 * K} ${hy - 50 * K} ${px - 40 * K} ${hy - 70 * K} ${px} ${hy - 72 * K}C${px + 50 * K} ${hy - 70 * K} ${px + 100 * K} ${hy - 40 * K} ${px + 170 * K} ${hy + 2}Z" fill="${mix(p.near, '#2e4a3a', 0.3)}"/>`,
      )
      doc.add(
        L.pagoda(px, hy - 70 * K, 0.95 * K, {
          color: tod === 'noon' ? '#9a3b2a' : mix('#9a3b2a', p.near, 0.35),
          roof: mix('#2e2a33', p.near, 0.2),
          trim: '#d9a54a',
        }),
      )
      doc.add(L.pines(R, { x0: px - 140 * K, x1: px - 40 * K, base: hy + 2, minH: 10 * K, maxH: 26 * K, color: darken(p.near, 0.2), gap: 8 * K }))
    },
    ships: [
      mainShip(o, K, { cx: X(W * 0.4), y: hy + (H - hy) * 0.36, k: 0.5 * K, flip: o.side === 'right' }),
      { type: 'junk', cx: X(W * 0.85), y: hy + (H - hy) * 0.7, k: 0.7 * K, flip: o.side !== 'right', trail: 0.3 },
    ],
  })
}

/* ------------------------------------------------- Europe / Mediterranean */
export function mediterranean(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'noon'
  const hy = Math.round(H * (o.hy ?? 0.6))
  const X = side(o, W)
  const R = rng('med' + (o.seed || ''))
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: tod === 'noon' ? [X(W * 0.82), hy * 0.22, 18 * K] : [X(W * 0.72), hy - 40 * K, 18 * K],
    clouds: { count: tod === 'noon' ? 3 : 2, y0: 0.1, y1: 0.4, size: 0.65 * K * (800 / W) },
    streaks: tod !== 'noon' ? { count: 4, y0: 0.4, y1: 0.8, opacity: 0.4 } : null,
    back: (ctx) => {
      const { p } = ctx
      // far headland with a castle
      if (o.castle !== false) {
        const cx = X(W * 0.78)
        const hc = mix(p.far, p.haze, 0.25)
        S.range(ctx, {
          base: hy + 1,
          peaks: [
            [cx, 80 * K, 190 * K],
            [X(W * 1.02), 50 * K, 140 * K],
          ],
          color: hc,
          round: true,
          shade: 0.1,
          seed: 'mc',
        })
        doc.add(
          `<g opacity=".9">${L.castle(cx, hy - 72 * K, 0.42 * K, { stone: mix('#d8c6a6', p.far, 0.45), shade: mix('#b5a282', p.far, 0.45), roof: mix('#3d5a7a', p.far, 0.4), win: mix('#3b3a40', p.far, 0.3), rock: hc })}</g>`,
        )
      }
      S.haze(ctx, { y: hy + 1, h: 40 * K, opacity: 0.5 })
      // near hillside village on the cluster side
      const vx0 = o.side === 'right' ? W * 1.12 - 520 * K : -W * 0.12
      const vx1 = o.side === 'right' ? W * 1.12 : -W * 0.12 + 520 * K
      const warm = tod === 'golden' ? 0.25 : tod === 'dusk' ? 0.5 : 0
      doc.add(
        L.hillVillage(R, {
          x0: vx0,
          x1: vx1,
          base: hy + 8 * K,
          h: 150 * K,
          scale: 1.25 * K,
          hill: mix('#b99a6e', p.haze, warm * 0.4),
          hillShade: mix('#9a7c55', p.mid, warm * 0.4),
          houses: ['#ffffff', '#f8f1e6', '#f3e3c8', '#f4d6c4', '#dcecf2'].map((c) => mix(c, p.glow, warm * 0.35)),
          dome: '#2f6fa8',
          cypress: mix('#2f5a3a', p.near, warm * 0.3),
        }),
      )
    },
    ships: [
      mainShip(o, K, { cx: X(W * 0.68), y: hy + (H - hy) * 0.3, k: 0.55 * K, flip: o.side !== 'right' }),
      { type: 'yacht', cx: X(W * 0.4), y: hy + (H - hy) * 0.72, k: 0.8 * K, flip: o.side === 'right', trail: 0.5 },
    ],
    front: (ctx) => {
      if (o.foreground === false) return
      const cid = S.cypressDef(doc, mix('#2b4f35', ctx.p.near, 0.3))
      doc.add(S.place(cid, X(W * 0.02), H + 4, 2.4 * K), S.place(cid, X(W * 0.07), H + 4, 1.8 * K))
    },
  })
}

/** Castle-on-a-crag European variant (castle as the hero landmark). */
export function europe(doc, o = {}) {
  return mediterranean(doc, { ...o })
}

/* ----------------------------------------------------- Bahamas/Caribbean */
export function tropical(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'noon'
  const hy = Math.round(H * (o.hy ?? 0.56))
  const X = side(o, W)
  const stilts = o.stilts ?? true
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: tod === 'noon' ? [X(W * 0.18), hy * 0.2, 18 * K] : [X(W * 0.62), hy - 36 * K, 20 * K],
    clouds: { count: 4, y0: 0.12, y1: 0.6, size: 0.75 * K * (800 / W), avoid: o.calm ? [W * 0.3, W * 0.7] : null },
    streaks: tod !== 'noon' ? { count: 5, y0: 0.3, y1: 0.8, opacity: 0.45 } : null,
    seaColors: tod === 'noon' ? ['#3fb8d0', '#1c9fbf', '#15809c'] : null,
    back: (ctx) => {
      const { p } = ctx
      S.hills(ctx, { base: hy + 1, x0: X(W * 0.7), x1: X(W * 1.05), h: 34 * K, color: mix('#4f8f6a', p.far, 0.5), seed: 'ti' })
      S.hills(ctx, { base: hy + 1, x0: X(W * 0.38), x1: X(W * 0.5), h: 14 * K, color: mix('#4f8f6a', p.far, 0.65), seed: 'ti2' })
    },
    mid: (ctx) => {
      const { p } = ctx
      // turquoise shallows towards the beach
      doc.add(
        L.shallows(ctx, {
          y0: hy + (H - hy) * 0.35,
          y1: H,
          color: tod === 'noon' ? '#47d1cb' : mix('#47d1cb', p.glow, 0.35),
          light: tod === 'noon' ? '#b5f2e6' : mix('#b5f2e6', p.glow, 0.4),
        }),
      )
      if (stilts) {
        // overwater bungalows on a jetty
        const jy = hy + (H - hy) * 0.42
        const jx = X(W * 0.8)
        doc.add(s`<path d="M${Math.min(jx, X(W * 1.05))} ${jy}H${Math.max(jx, X(W * 1.05))}" stroke="#8a6440" stroke-width="${4 * K}"/>`)
        for (const [f, c] of [
          [0.78, '#f6e7c8'],
          [0.88, '#e9f2f0'],
          [0.98, '#f6e7c8'],
        ])
          doc.add(L.hut(X(W * f), jy + 2 * K, 0.62 * K, { stilts: true, wall: c, door: '#3f8fb0' }))
      }
    },
    ships: [mainShip(o, K, { cx: X(W * (o.calm ? 0.78 : 0.55)), y: hy + (H - hy) * 0.16, k: 0.48 * K, flip: o.side === 'right', trail: 0.3 })],
    front: (ctx) => {
      const { p } = ctx
      const by = H - (H - hy) * 0.25
      // beach on the cluster side
      const warm = tod === 'noon' ? 0 : 0.3
      const sand = mix('#f4dfae', p.glow, warm)
      const x0 = o.side === 'right' ? W * 0.35 : -20
      const x1 = o.side === 'right' ? W + 20 : W * 0.65
      if (o.side === 'right')
        doc.add(
          s`<path d="M${x0} ${H}C${x0 + 80 * K} ${by + 30 * K} ${W * 0.7} ${by - 10 * K} ${W + 20} ${by - 30 * K}V${H}Z" fill="${sand}"/><path d="M${x0 + 20 * K} ${H - 4 * K}C${x0 + 90 * K} ${by + 26 * K} ${W * 0.7} ${by - 16 * K} ${W + 20} ${by - 36 * K}" fill="none" stroke="#fff" stroke-width="${3 * K}" opacity=".8"/>`,
        )
      else
        doc.add(
          s`<path d="M${x1} ${H}C${x1 - 80 * K} ${by + 30 * K} ${W * 0.3} ${by - 10 * K} -20 ${by - 30 * K}V${H}Z" fill="${sand}"/><path d="M${x1 - 20 * K} ${H - 4 * K}C${x1 - 90 * K} ${by + 26 * K} ${W * 0.3} ${by - 16 * K} -20 ${by - 36 * K}" fill="none" stroke="#fff" stroke-width="${3 * K}" opacity=".8"/>`,
        )
      if (!stilts) {
        // colourful beach huts
        const cols = ['#f47c6b', '#f7c04a', '#5fc4c9', '#a98bd6']
        cols.forEach((c, i) =>
          doc.add(
            L.hut(X(W * (0.3 - i * 0.075)), by + 4 * K + i * 10 * K, (0.8 + i * 0.08) * K, { wall: c, roof: '#d9b26a', roofDark: '#b58a45', door: '#ffffff' }),
          ),
        )
      }
      const pid = S.palmDef(doc, { trunk: mix('#8a6a44', p.near, warm), leaf: mix('#2f8a55', p.near, warm), leafDark: mix('#1f6a40', p.near, warm) })
      doc.add(
        S.place(pid, X(W * 0.04), H + 6, 2.6 * K),
        S.place(pid, X(W * 0.13), H - 10 * K, 2 * K, { flip: true }),
        S.place(pid, X(W * 0.34), by - 24 * K, 1.15 * K),
      )
      if (o.ball) {
        const bx = X(W * 0.42)
        const byy = by + 34 * K
        doc.add(
          s`<g transform="translate(${bx} ${byy}) scale(${K})"><circle r="14" fill="#fff"/><path d="M0 -14A14 14 0 0 1 14 0H0ZM0 14A14 14 0 0 1 -14 0H0Z" fill="#e8604c"/><path d="M0 0V-14A14 14 0 0 0 -14 0Z" fill="#3fa7d6"/><path d="M0 0H14A14 14 0 0 1 0 14Z" fill="#f2c230"/></g>`,
        )
      }
    },
  })
}

/* ------------------------------------------------------------- Antarctica */
export function antarctica(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'noon'
  const hy = Math.round(H * (o.hy ?? 0.6))
  const X = side(o, W)
  const R = rng('ant' + (o.seed || ''))
  const palette =
    tod === 'noon'
      ? {
          sky: [
            [0, '#5b9bc9'],
            [0.6, '#a9d2ea'],
            [1, '#e9f6fa'],
          ],
          sea: ['#5aa3c4', '#2a6f96', '#123f5e'],
          haze: '#eef8fc',
        }
      : {}
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    palette,
    sun: [X(W * 0.78), hy * (tod === 'noon' ? 0.3 : 0.7), 14 * K],
    streaks: { count: 4, y0: 0.2, y1: 0.6, opacity: 0.5 },
    back: (ctx) => {
      const { p } = ctx
      const peaks = [
        [X(W * 0.08), 150 * K, 180 * K],
        [X(W * 0.26), 110 * K, 140 * K],
        [X(W * 0.42), 70 * K, 120 * K],
        [X(W * 0.98), 90 * K, 150 * K],
      ]
      S.range(ctx, {
        base: hy + 1,
        peaks,
        color: mix('#6f8ea6', p.far, 0.3),
        snow: { line: 18 * K, color: mix('#f6fbff', p.haze, 0.15), shadeColor: mix('#b9d3e6', p.mid, 0.15), rocks: 4, rockColor: mix('#4f6a80', p.mid, 0.3) },
        seed: 'antr',
        jag: 0.08,
      })
      S.haze(ctx, { y: hy + 1, h: 40 * K, opacity: 0.6 })
    },
    mid: (_ctx) => {
      // distant bergs
      doc.add(L.iceberg(R, X(W * 0.62), hy + 6 * K, 0.45 * K, { w: 160, h: 60 }))
      doc.add(L.iceberg(R, X(W * 0.9), hy + 10 * K, 0.6 * K, { w: 180, h: 70 }))
    },
    ships: [
      mainShip(o, K, {
        type: 'expedition',
        cx: X(W * (o.calm ? 0.8 : 0.5)),
        y: hy + (H - hy) * 0.34,
        k: 0.62 * K,
        flip: o.side !== 'right',
        o: { hull: '#23384a', stripe: C.coral },
      }),
      ...(o.zodiac ? [{ type: 'zodiac', cx: X(W * 0.5), y: hy + (H - hy) * 0.74, k: 2.4 * K, flip: o.side !== 'right', wake: false }] : []),
    ],
    front: (ctx) => {
      const { _p } = ctx
      doc.add(L.iceberg(R, X(W * (o.calm ? 0.66 : 0.82)), hy + (H - hy) * 0.56, 1 * K, { w: 200, h: 110 }))
      // ice floe with penguins
      const fy = H - (H - hy) * 0.2
      const fx = X(W * 0.18)
      doc.add(
        s`<path d="M${fx - 170 * K} ${fy}L${fx - 150 * K} ${fy - 18 * K}H${fx + 120 * K}L${fx + 160 * K} ${fy}Z" fill="#f4fbff"/><path d="M${fx - 170 * K} ${fy}H${fx + 160 * K}L${fx + 140 * K} ${fy + 10 * K}H${fx - 150 * K}Z" fill="#a8d4e8"/>`,
      )
      const pid = L.penguinDef(doc)
      for (let i = 0; i < 7; i++)
        doc.add(
          S.place(pid, fx - 110 * K + i * 32 * K + R.r(-8, 8) * K, fy - 16 * K + R.r(-3, 2) * K, (1 + R.r(-0.15, 0.15)) * 1.2 * K, { flip: R.chance(0.5) }),
        )
    },
  })
}

/* ----------------------------------------------------------------- Alaska */
export function alaska(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'noon'
  const hy = Math.round(H * (o.hy ?? 0.62))
  const X = side(o, W)
  const R = rng('ak' + (o.seed || ''))
  const palette =
    tod === 'noon'
      ? {
          sky: [
            [0, '#3a86bd'],
            [0.6, '#8cc6e4'],
            [1, '#dff2f9'],
          ],
          sea: ['#4d9fb8', '#24708c', '#0f4058'],
          haze: '#e3f2f7',
        }
      : {}
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    palette,
    sun: [X(W * 0.86), hy * 0.3, 14 * K],
    clouds: { count: 3, y0: 0.1, y1: 0.35, size: 0.6 * K * (800 / W), avoid: o.calm ? [W * 0.3, W * 0.7] : null },
    back: (ctx) => {
      const { p } = ctx
      S.range(ctx, {
        base: hy + 1,
        peaks: [
          [X(W * 0.12), 210 * K, 200 * K],
          [X(W * 0.34), 250 * K, 200 * K],
          [X(W * 0.58), 150 * K, 170 * K],
          [X(W * 0.9), 120 * K, 170 * K],
        ],
        color: mix('#6d88a4', p.far, 0.35),
        snow: { line: 90 * K, color: '#f7fbff', shadeColor: '#c8dbea' },
        seed: 'akr',
        jag: 0.05,
      })
      S.range(ctx, {
        base: hy + 1,
        peaks: [
          [X(W * 0.02), 120 * K, 150 * K],
          [X(W * 0.52), 90 * K, 140 * K],
          [X(W * 1.0), 80 * K, 160 * K],
        ],
        color: mix('#3f5d72', p.mid, 0.3),
        snow: { line: 60 * K, color: '#eef6fb', shadeColor: '#bcd2e2' },
        seed: 'akr2',
      })
      // glacier tongue flowing down the valley into the sea
      const gw = 250 * K
      const gx0 = Math.min(X(W * 0.16), X(W * 0.16) - (o.side === 'right' ? gw : 0))
      const tx = gx0 + gw * 0.6
      const ty = hy - 200 * K
      const ice = doc.lin([
        [0, '#f7fbff'],
        [0.7, '#dbeefa'],
        [1, '#b9dcef'],
      ])
      doc.add(
        s`<path d="M${gx0} ${hy - 14 * K}C${gx0 + gw * 0.18} ${hy - 70 * K} ${gx0 + gw * 0.42} ${hy - 130 * K} ${tx - 16 * K} ${ty}L${tx + 16 * K} ${ty}C${gx0 + gw * 0.78} ${hy - 120 * K} ${gx0 + gw * 0.9} ${hy - 60 * K} ${gx0 + gw} ${hy - 14 * K}Z" fill="${ice}"/>`,
      )
      let flow = ''
      for (let i = 1; i < 5; i++) {
        const t0 = i / 5
        flow += s`M${gx0 + gw * t0} ${hy - 16 * K}C${gx0 + gw * (0.2 + t0 * 0.6)} ${hy - 80 * K} ${tx + (t0 - 0.5) * 20 * K} ${hy - 140 * K} ${tx + (t0 - 0.5) * 24 * K} ${ty + 8 * K}`
      }
      doc.add(`<path d="${flow}" fill="none" stroke="#9fc9e0" stroke-width="${n(2 * K)}" stroke-linecap="round" opacity=".7"/>`)
      doc.add(L.glacier(R, { x0: gx0, x1: gx0 + gw, base: hy + 1, h: 22 * K }))
      doc.add(
        L.pines(R, {
          x0: X(W * 0.62) - (o.side === 'right' ? 300 * K : 0),
          x1: X(W * 0.62) + (o.side === 'right' ? 0 : 300 * K),
          base: hy + 2,
          minH: 10 * K,
          maxH: 28 * K,
          color: mix('#1f3d35', p.near, 0.3),
          gap: 6 * K,
        }),
      )
      S.haze(ctx, { y: hy + 1, h: 30 * K, opacity: 0.4 })
    },
    mid: (_ctx) => {
      doc.add(L.iceberg(R, X(W * 0.3), hy + 16 * K, 0.25 * K, { w: 120, h: 40 }))
      doc.add(L.iceberg(R, X(W * 0.46), hy + 26 * K, 0.2 * K, { w: 100, h: 30 }))
    },
    ships: [mainShip(o, K, { cx: X(W * (o.calm ? 0.78 : 0.64)), y: hy + (H - hy) * 0.32, k: 0.5 * K, flip: o.side !== 'right' })],
    front: (_ctx) => {
      doc.add(L.whaleTail(X(W * (o.calm ? 0.16 : 0.22)), H - (H - hy) * 0.22, 1.15 * K))
    },
  })
}

/* ------------------------------------------------------------------ India */
export function india(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'golden'
  const hy = Math.round(H * (o.hy ?? 0.64))
  const X = side(o, W)
  const R = rng('in' + (o.seed || ''))
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: [X(W * (o.calm ? 0.6 : 0.56)), hy - 34 * K, 22 * K],
    streaks: { count: 7, y0: 0.3, y1: 0.85, opacity: 0.5 },
    birds: { x: X(W * 0.45), y: hy * 0.35, count: 5, size: 7 * K, color: '#4a3a4a', spread: 50 * K },
    back: (ctx) => {
      const { p } = ctx
      // distant shoreline with palace silhouette far away
      S.hills(ctx, { base: hy + 1, x0: X(-W * 0.05), x1: X(W * 0.45), h: 16 * K, color: mix(p.far, p.haze, 0.2), seed: 'inh' })
      const pc = mix(p.far, p.haze, 0.15)
      doc.add(L.palace(X(W * 0.2), hy - 6 * K, 0.42 * K, { color: pc, shade: darken(pc, 0.08), win: darken(pc, 0.15) }))
      S.haze(ctx, { y: hy + 1, h: 30 * K, opacity: 0.5 })
      if (o.gateway !== false) {
        // waterfront promenade with the arch gateway on the other side
        const gx = X(W * 0.86)
        const gc = mix('#d9b27c', p.mid, 0.45)
        doc.add(
          s`<path d="M${Math.min(gx - 200 * K * (o.side === 'right' ? -1 : 1), W + 10)} ${hy + 1}V${hy - 6 * K}H${X(W * 1.05)}V${hy + 1}Z" fill="${darken(gc, 0.2)}"/>`,
        )
        doc.add(
          L.skyline(R, {
            x0: Math.min(gx, X(W * 1.05)) - 60 * K,
            x1: Math.max(gx, X(W * 1.05)) + 40 * K,
            base: hy - 4 * K,
            minH: 20 * K,
            maxH: 60 * K,
            color: mix(p.far, p.mid, 0.5),
            k: K * 0.8,
          }),
        )
        doc.add(L.gateway(gx, hy - 4 * K, 0.5 * K, { color: gc, shade: darken(gc, 0.15), win: darken(gc, 0.4) }))
      }
      // coconut palms on the near shore
      const pid = S.palmDef(doc, { trunk: darken(p.near, 0.1), leaf: p.near, leafDark: darken(p.near, 0.2) })
      doc.add(S.place(pid, X(W * 0.03), hy + 2, 0.5 * K), S.place(pid, X(W * 0.07), hy + 2, 0.38 * K, { flip: true }))
    },
    ships: [mainShip(o, K, { cx: X(W * (o.calm ? 0.76 : 0.52)), y: hy + (H - hy) * 0.4, k: 0.62 * K, flip: o.side === 'right' })],
    front: (ctx) => {
      const { p } = ctx
      if (o.boats !== false) {
        // small fishing boat with a sail in the foreground
        const bx = X(W * 0.14)
        const by = H - (H - hy) * 0.18
        doc.add(
          s`<g transform="translate(${bx} ${by}) scale(${K * (o.side === 'right' ? -1 : 1)} ${K})"><path d="M-40 -6H44L34 4H-30Z" fill="${darken(p.near, 0.2)}"/><path d="M0 -8V-80L30 -14Z" fill="${mix('#f4e2c4', p.glow, 0.3)}"/><path d="M-4 -8V-64L-30 -12Z" fill="${mix('#e8604c', p.glow, 0.25)}"/></g>`,
        )
      }
    },
  })
}

/* ------------------------------------------------------------ Middle East */
export function middleEast(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'dusk'
  const hy = Math.round(H * (o.hy ?? 0.64))
  const X = side(o, W)
  const lit = night(tod)
  const R = rng('me' + (o.seed || ''))
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: tod === 'night' ? [X(W * 0.78), hy * 0.22, 12 * K] : [X(W * 0.7), hy - 40 * K, 22 * K],
    moon: tod === 'night',
    streaks: { count: 5, y0: 0.3, y1: 0.85, opacity: 0.4 },
    back: (ctx) => {
      const { p } = ctx
      const x0 = X(W * 0.05)
      const x1 = X(W * 0.55)
      doc.add(
        L.skyline(R, {
          x0: Math.min(x0, x1),
          x1: Math.max(x0, x1),
          base: hy + 1,
          minH: 40 * K,
          maxH: 150 * K,
          color: mix(p.far, p.mid, 0.4),
          k: K,
          lit,
          wMin: 14,
          wMax: 28,
        }),
      )
      if (lit) {
        const tg = doc.rad([
          [0, '#9fc4ff', 0.35],
          [1, '#9fc4ff', 0],
        ])
        doc.add(s`<ellipse cx="${X(W * 0.3)}" cy="${hy - 150 * K}" rx="${70 * K}" ry="${200 * K}" fill="${tg}"/>`)
      }
      doc.add(L.needleTower(X(W * 0.3), hy + 1, 0.62 * K, { color: mix('#cfd8e0', p.mid, lit ? 0.35 : 0.3), shade: mix('#9fb0bf', p.near, 0.4), lit }))
      doc.add(
        L.skyline(R, { x0: Math.min(x0, x1), x1: Math.max(x0, x1), base: hy + 1, minH: 20 * K, maxH: 90 * K, color: p.near, k: K, lit, wMin: 16, wMax: 34 }),
      )
    },
    ships: [mainShip(o, K, { cx: X(W * 0.7), y: hy + (H - hy) * 0.36, k: 0.52 * K, flip: o.side === 'right' })],
    front: (ctx) => {
      const { p } = ctx
      if (o.dunes !== false) {
        const y = H - (H - hy) * 0.22
        doc.add(
          s`<path d="M0 ${y}C${W * 0.12} ${y - 30 * K} ${W * 0.24} ${y - 26 * K} ${W * 0.36} ${y + 6 * K}C${W * 0.44} ${y + 30 * K} ${W * 0.5} ${H - 10} ${W * 0.56} ${H}H0Z" fill="${mix('#e0a866', p.glow, 0.2)}"/><path d="M0 ${y + 30 * K}C${W * 0.1} ${y + 10 * K} ${W * 0.2} ${y + 20 * K} ${W * 0.3} ${H}H0Z" fill="${mix('#c98f52', p.near, 0.25)}"/>`,
        )
        // camel-free: a lone palm and a dhow sail
        const pid = S.palmDef(doc, { trunk: darken(p.near, 0.1), leaf: p.near, leafDark: darken(p.near, 0.2) })
        doc.add(S.place(pid, W * 0.1, y - 14 * K, 0.9 * K))
      }
    },
  })
}

/* ----------------------------------------------------------------- Penang */
export function penang(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'golden'
  const hy = Math.round(H * (o.hy ?? 0.62))
  const R = rng('pn' + (o.seed || ''))
  const x1 = o.karsts ? W * 0.5 : W * 0.62
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: [W * 0.82, hy - 60 * K, 18 * K],
    clouds: { count: 3, y0: 0.12, y1: 0.4, size: 0.6 * K * (800 / W) },
    back: (ctx) => {
      const { p } = ctx
      // green hill behind George Town-like streets
      S.hills(ctx, { base: hy + 1, x0: -40, x1: x1 + 80 * K, h: 140 * K, color: mix('#4f7f5f', p.far, 0.45), bumps: 2, seed: 'pnh' })
      S.haze(ctx, { y: hy, h: 50 * K, opacity: 0.4 })
      if (o.karsts) {
        const ks = [
          [0.62, 150, 70],
          [0.72, 220, 92],
          [0.84, 170, 76],
          [0.95, 240, 96],
        ]
        for (const [f, h, w] of ks)
          doc.add(
            `<g opacity=".95">${L.karstPillar(R, W * f, hy + 4 * K, K * 0.9, { h, w, rock: mix('#a59f92', p.haze, 0.3), rockDark: mix('#6f6a60', p.mid, 0.2), green: mix('#3f7a4a', p.mid, 0.2) })}</g>`,
          )
      }
      // waterfront: shophouse row on a quay
      doc.add(s`<path d="M-10 ${hy + 14 * K}H${x1}L${x1 - 10 * K} ${hy - 4 * K}H-10Z" fill="${mix('#b8a58a', p.mid, 0.25)}"/>`)
      const warm = tod === 'noon' ? 0 : 0.18
      doc.add(
        L.shophouses(R, {
          x0: -10,
          x1: x1 - 20 * K,
          base: hy,
          h: 120,
          k: 0.9 * K,
          colors: ['#f2c6a0', '#a8d5cf', '#f4e1a1', '#e9a9a0', '#c9d9ef', '#f6f1e7'].map((c) => mix(c, p.glow, warm)),
        }),
      )
    },
    ships: [mainShip(o, K, { cx: o.karsts ? W * 0.5 : W * 0.76, y: hy + (H - hy) * 0.45, k: 0.55 * K, flip: true })],
    front: (_ctx) => {
      if (o.karsts) doc.add(S.place(doc.sym(SHlongtail(), 'lt'), W * 0.8, H - (H - hy) * 0.2, 1.1 * K))
    },
  })
}

/* ----------------------------------------------------------------- Phuket */
export function phuket(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'golden'
  const hy = Math.round(H * (o.hy ?? 0.62))
  const X = side(o, W)
  const R = rng('ph' + (o.seed || ''))
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: [X(W * 0.3), hy - 50 * K, 20 * K],
    streaks: { count: 4, y0: 0.3, y1: 0.8, opacity: 0.4 },
    seaColors: tod === 'noon' ? ['#4fc7c4', '#1c97a8', '#0f6b84'] : null,
    back: (ctx) => {
      const { p } = ctx
      const far = [
        [0.5, 120, 60],
        [0.58, 90, 50],
        [0.9, 110, 60],
      ]
      for (const [f, h, w] of far)
        doc.add(
          `<g opacity=".6">${L.karstPillar(R, X(W * f), hy + 2, K * 0.7, { h, w, rock: mix('#a59f92', p.haze, 0.55), rockDark: mix('#8a857a', p.haze, 0.4), green: mix('#3f7a4a', p.haze, 0.5) })}</g>`,
        )
      S.haze(ctx, { y: hy + 1, h: 40 * K, opacity: 0.5 })
    },
    mid: (ctx) => {
      const { p } = ctx
      const near = [
        [0.7, 240, 100],
        [0.82, 300, 110],
        [0.96, 220, 90],
      ]
      for (const [f, h, w] of near) {
        doc.add(
          `<g opacity=".22" transform="translate(0 ${n(2 * (hy + 20 * K))}) scale(1 -1)">${L.karstPillar(rng('pr' + f), X(W * f), hy + 20 * K, K * 0.9, { h, w, rock: p.mid })}</g>`,
        )
        doc.add(
          L.karstPillar(R, X(W * f), hy + 20 * K, K * 0.9, {
            h,
            w,
            rock: mix('#a59f92', p.glow, 0.12),
            rockDark: mix('#6f6a60', p.mid, 0.2),
            green: mix('#3f7a4a', p.near, 0.15),
          }),
        )
      }
    },
    ships: [
      mainShip(o, K, { cx: X(W * 0.36), y: hy + (H - hy) * 0.3, k: 0.5 * K, flip: o.side !== 'right' }),
      { type: 'longtail', cx: X(W * 0.56), y: hy + (H - hy) * 0.72, k: 1.1 * K, flip: o.side === 'right', trail: 0.5 },
    ],
  })
}

/* ---------------------------------------------------------------- Norway */
export function norway(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'noon'
  const hy = Math.round(H * (o.hy ?? 0.66))
  const R = rng('no' + (o.seed || ''))
  const palette =
    tod === 'noon'
      ? {
          sky: [
            [0, '#3d86bb'],
            [0.7, '#9fd0e8'],
            [1, '#e6f4f8'],
          ],
          sea: ['#3d7f8f', '#1f5c6e', '#0e3446'],
        }
      : {}
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    palette,
    sun: [W * 0.5, hy * 0.3, 12 * K],
    glitter: false,
    clouds: { count: 3, y0: 0.1, y1: 0.3, size: 0.55 * K * (800 / W) },
    back: (ctx) => {
      const { p } = ctx
      // far end of the fjord
      S.range(ctx, {
        base: hy + 1,
        peaks: [
          [W * 0.5, 120 * K, 160 * K],
          [W * 0.4, 100 * K, 110 * K],
          [W * 0.62, 110 * K, 120 * K],
        ],
        color: mix('#7d97a8', p.haze, 0.3),
        snow: { line: 80 * K, color: '#f4f9fc' },
        seed: 'nf',
        shade: 0.1,
      })
      S.haze(ctx, { y: hy + 1, h: 50 * K, opacity: 0.55 })
    },
    beforeShips: (ctx) => {
      const { p } = ctx
      // steep valley walls converging to the horizon
      const wallL = s`M-10 ${H}V${hy - 300 * K}C${W * 0.1} ${hy - 310 * K} ${W * 0.2} ${hy - 200 * K} ${W * 0.3} ${hy - 120 * K}C${W * 0.36} ${hy - 60 * K} ${W * 0.42} ${hy - 20 * K} ${W * 0.46} ${hy + 1}L${W * 0.08} ${H}Z`
      const wallR = s`M${W + 10} ${H}V${hy - 280 * K}C${W * 0.9} ${hy - 300 * K} ${W * 0.8} ${hy - 210 * K} ${W * 0.7} ${hy - 110 * K}C${W * 0.64} ${hy - 50 * K} ${W * 0.58} ${hy - 18 * K} ${W * 0.54} ${hy + 1}L${W * 0.92} ${H}Z`
      const cl = mix('#3f5f5a', p.mid, 0.35)
      const cr = mix('#4a6a62', p.mid, 0.35)
      doc.add(`<path d="${wallL}" fill="${cl}"/><path d="${wallR}" fill="${cr}"/>`)
      // rock strata and shadowed gullies
      let st = ''
      for (let i = 0; i < 9; i++) {
        const y = hy - (40 + i * 30) * K
        st += s`M${-10} ${y + R.r(-10, 10) * K}q${W * 0.08} ${-8 * K} ${W * R.r(0.12, 0.22)} ${R.r(6, 24) * K}`
        st += s`M${W + 10} ${y + R.r(-10, 10) * K}q${-W * 0.08} ${-8 * K} ${-W * R.r(0.12, 0.2)} ${R.r(6, 24) * K}`
      }
      doc.add(`<path d="${st}" fill="none" stroke="${darken(cl, 0.3)}" stroke-width="${n(3 * K)}" stroke-linecap="round" opacity=".45"/>`)
      doc.add(
        s`<path d="M${W * 0.3} ${hy - 120 * K}C${W * 0.36} ${hy - 60 * K} ${W * 0.42} ${hy - 20 * K} ${W * 0.46} ${hy + 1}H${W * 0.38}C${W * 0.36} ${hy - 40 * K} ${W * 0.33} ${hy - 80 * K} ${W * 0.3} ${hy - 120 * K}Z" fill="${lighten(cl, 0.12)}" opacity=".6"/>`,
      )
      doc.add(
        s`<path d="M-10 ${hy - 300 * K}C${W * 0.06} ${hy - 306 * K} ${W * 0.12} ${hy - 280 * K} ${W * 0.16} ${hy - 250 * K}L${W * 0.1} ${hy - 240 * K}L${W * 0.05} ${hy - 262 * K}L0 ${hy - 250 * K}Z" fill="#eef5f8"/>`,
      )
      doc.add(
        s`<path d="M${W + 10} ${hy - 280 * K}C${W * 0.94} ${hy - 290 * K} ${W * 0.88} ${hy - 266 * K} ${W * 0.84} ${hy - 240 * K}L${W * 0.9} ${hy - 230 * K}L${W * 0.95} ${hy - 250 * K}L${W} ${hy - 238 * K}Z" fill="#eef5f8"/>`,
      )
      // waterfall
      doc.add(
        s`<path d="M${W * 0.22} ${hy - 170 * K}C${W * 0.225} ${hy - 120 * K} ${W * 0.222} ${hy - 60 * K} ${W * 0.23} ${hy + 40 * K}" fill="none" stroke="#ffffff" stroke-width="${3 * K}" opacity=".75"/>`,
      )
      // trees on the lower slopes
      for (let i = 0; i < 6; i++) {
        const t = 0.15 + i * 0.16
        const bx = W * 0.46 - W * 0.38 * t
        doc.add(
          L.pines(R, {
            x0: bx - 40 * K * t,
            x1: bx - 4 * K,
            base: hy + (H - hy) * t - 2 * K,
            minH: 8 * K * (0.5 + t),
            maxH: 22 * K * (0.5 + t),
            color: '#1f3a2f',
            gap: 7 * K * (0.5 + t),
          }),
        )
      }
      doc.add(
        s`<path d="M${W * 0.46} ${hy + 1}L${W * 0.08} ${H}M${W * 0.54} ${hy + 1}L${W * 0.92} ${H}" stroke="#ffffff" stroke-width="${1.5 * K}" opacity=".35"/>`,
      )
      // red houses at the water's edge
      doc.add(L.gabledRow(R, { x0: W * 0.66, x1: W * 0.78, base: hy + (H - hy) * 0.42, k: 0.8 * K, colors: ['#b23a2a', '#f4f1ea', '#c44a32', '#e6c36a'] }))
    },
    ships: [mainShip(o, K, { cx: W * 0.5, y: hy + (H - hy) * 0.45, k: 0.46 * K, flip: true, trail: 1.2 })],
  })
}

/* --------------------------------------------------------------- Finland */
export function helsinki(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'golden'
  const hy = Math.round(H * (o.hy ?? 0.64))
  const R = rng('hel' + (o.seed || ''))
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: [W * 0.85, hy - 50 * K, 18 * K],
    streaks: { count: 5, y0: 0.3, y1: 0.8, opacity: 0.4 },
    back: (ctx) => {
      const { p } = ctx
      doc.add(
        s`<path d="M-10 ${hy + 1}V${hy - 30 * K}C${W * 0.1} ${hy - 50 * K} ${W * 0.3} ${hy - 60 * K} ${W * 0.45} ${hy - 40 * K}C${W * 0.55} ${hy - 30 * K} ${W * 0.65} ${hy - 20 * K} ${W * 0.75} ${hy - 10 * K}V${hy + 1}Z" fill="${mix('#7f8a8a', p.far, 0.4)}"/>`,
      )
      doc.add(
        L.gabledRow(R, {
          x0: -10,
          x1: W * 0.2,
          base: hy - 26 * K,
          k: K,
          colors: ['#e9d8a6', '#f4f1ea', '#c9a37a', '#d7c8b4', '#a9c0c9'].map((c) => mix(c, p.glow, 0.15)),
        }),
      )
      doc.add(
        L.gabledRow(R, {
          x0: W * 0.5,
          x1: W * 0.74,
          base: hy - 14 * K,
          k: K,
          colors: ['#e9d8a6', '#f4f1ea', '#c9a37a', '#d7c8b4', '#a9c0c9'].map((c) => mix(c, p.glow, 0.15)),
        }),
      )
      doc.add(L.cathedral(W * 0.33, hy - 44 * K, 0.8 * K, { wall: mix('#f7f5ef', p.glow, 0.15), shade: mix('#d6d0c2', p.mid, 0.2) }))
      doc.add(s`<path d="M-10 ${hy + 1}V${hy - 8 * K}H${W * 0.8}V${hy + 1}Z" fill="${mix('#5a5e62', p.mid, 0.3)}"/>`)
    },
    ships: [
      mainShip(o, K, { cx: W * 0.66, y: hy + (H - hy) * 0.42, k: 0.55 * K, flip: true }),
      { type: 'yacht', cx: W * 0.14, y: hy + (H - hy) * 0.55, k: 0.7 * K, trail: 0.4 },
    ],
  })
}

export function lapland(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const hy = Math.round(H * (o.hy ?? 0.64))
  const R = rng('lap' + (o.seed || ''))
  return compose(doc, {
    tod: 'night',
    hy,
    seed: o.seed,
    palette: {
      sky: [
        [0, '#020a1a'],
        [0.55, '#0b2142'],
        [1, '#1b4a5e'],
      ],
      sea: ['#1b4a5e', '#0d2a3e', '#061624'],
      glow: '#7affc9',
    },
    sun: [W * 0.86, hy * 0.18, 9 * K],
    moon: true,
    glitter: false,
    back: (ctx) => {
      doc.add(L.aurora(ctx, { x0: -40, x1: W + 40, y: hy * 0.12, h: hy * 0.62 }))
      S.range(ctx, {
        base: hy + 1,
        peaks: [
          [W * 0.2, 60 * K, 200 * K],
          [W * 0.7, 80 * K, 240 * K],
        ],
        color: '#1a2c40',
        round: true,
        shade: 0,
        seed: 'lp',
      })
      doc.add(L.pines(R, { x0: -10, x1: W + 10, base: hy + 2, minH: 10 * K, maxH: 34 * K, color: '#07121e', gap: 9 * K }))
      // aurora reflection on the lake
    },
    mid: (ctx) => {
      doc.add(`<g opacity=".25" transform="translate(0 ${n(2 * hy)}) scale(1 -1)">${L.aurora(ctx, { x0: -40, x1: W + 40, y: hy * 0.12, h: hy * 0.62 })}</g>`)
      // snowy shore and a cabin with a glowing window
      const y = H - (H - hy) * 0.3
      doc.add(
        s`<path d="M-10 ${H}V${y}C${W * 0.2} ${y - 20 * K} ${W * 0.35} ${y - 10 * K} ${W * 0.5} ${y + 10 * K}C${W * 0.6} ${y + 24 * K} ${W * 0.7} ${H - 20 * K} ${W * 0.75} ${H}Z" fill="#dfeaf4"/>`,
      )
      doc.add(
        s`<g transform="translate(${W * 0.2} ${y - 8 * K}) scale(${K})"><path d="M-30 0V-30H30V0Z" fill="#5a3a2a"/><path d="M-38 -28L0 -54L38 -28Z" fill="#eef4fa"/><path d="M-14 -20h12v10h-12z" fill="#ffd98a"/><path d="M10 -20h10v20h-10z" fill="#2a1a12"/></g>`,
      )
      for (const [f, k] of [
        [0.06, 1.1],
        [0.36, 0.9],
        [0.45, 0.75],
      ])
        doc.add(L.birch(R, W * f, y + 6 * K, k * K, { leaf: '#2a3e3a', leafDark: '#1a2a2a' }))
    },
    waves: { opacity: 0.18 },
    ships: [],
  })
}

/* ------------------------------------------------------------- Australia */
export function australia(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'golden'
  const hy = Math.round(H * (o.hy ?? 0.64))
  const R = rng('au' + (o.seed || ''))
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: [W * 0.5, hy - 70 * K, 18 * K],
    streaks: { count: 5, y0: 0.3, y1: 0.8, opacity: 0.4 },
    back: (ctx) => {
      const { p } = ctx
      doc.add(
        L.skyline(R, {
          x0: W * 0.36,
          x1: W * 0.78,
          base: hy + 1,
          minH: 40 * K,
          maxH: 150 * K,
          color: mix(p.far, p.mid, 0.3),
          k: K,
          wMin: 14,
          wMax: 30,
          winColor: mix('#c9d9e6', p.far, 0.5),
        }),
      )
      doc.add(L.archBridge({ x0: W * 0.58, x1: W * 1.02, y: hy - 10 * K, rise: 70 * K, color: mix('#55606a', p.mid, 0.3) }))
      doc.add(
        L.sailRoof(W * 0.22, hy + 2, 0.9 * K, { shell: mix('#f8f4ea', p.glow, 0.18), shade: mix('#d8d0bf', p.mid, 0.2), podium: mix('#c9a887', p.mid, 0.2) }),
      )
    },
    ships: [
      mainShip(o, K, { cx: W * 0.62, y: hy + (H - hy) * 0.42, k: 0.55 * K, flip: true }),
      { type: 'yacht', cx: W * 0.12, y: hy + (H - hy) * 0.6, k: 0.7 * K, trail: 0.4 },
    ],
  })
}

/* --------------------------------------------------------- Open ocean */
export function openOcean(doc, o = {}) {
  const { W, H, K } = dims(doc)
  const tod = o.tod || 'dawn'
  const hy = Math.round(H * (o.hy ?? 0.62))
  const X = side(o, W)
  return compose(doc, {
    tod,
    hy,
    seed: o.seed,
    sun: o.sun || [X(W * 0.56), hy - 26 * K, 24 * K],
    streaks: { count: 8, y0: 0.25, y1: 0.9, opacity: 0.45, avoid: o.calm ? [W * 0.35, W * 0.65] : null },
    clouds: o.clouds ?? null,
    birds: o.birds === false ? null : { x: X(W * 0.2), y: hy * 0.4, count: 4, size: 7 * K, color: '#3a3558', spread: 50 * K },
    back: (ctx) => {
      const { p } = ctx
      if (o.islands !== false) {
        S.hills(ctx, { base: hy + 1, x0: X(W * 0.02), x1: X(W * 0.24), h: 22 * K, color: mix(p.far, p.haze, 0.3), seed: 'oi1' })
        S.hills(ctx, { base: hy + 1, x0: X(W * 0.84), x1: X(W * 1.04), h: 30 * K, color: mix(p.far, p.haze, 0.15), seed: 'oi2' })
      }
      o.back?.(ctx)
    },
    mid: o.mid,
    ships: o.ships || [mainShip(o, K, { cx: X(W * (o.calm ? 0.8 : 0.5)), y: hy + (H - hy) * 0.42, k: 0.75 * K, flip: o.side === 'right' })],
    front: o.front,
    waves: o.waves,
  })
}

export { L, S }
