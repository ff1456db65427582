// Scene composer: draws sky -> sun -> clouds -> backdrop -> sea -> reflections
// -> waves -> ships -> foreground, in that order, so every picture gets the
// same depth cues (haze on the horizon, glitter under the light, wakes).
import {} from './core.mjs'
import * as S from './scene.mjs'
import * as SH from './ships.mjs'

export const TINT = {
  dawn: ['#f3b4a0', 0.14],
  noon: null,
  golden: ['#ffb86e', 0.2],
  dusk: ['#4a3a6a', 0.38],
  night: ['#1a3050', 0.42],
}

const BUILD = {
  cruise: SH.cruiseShip,
  river: SH.riverBoat,
  expedition: SH.expeditionShip,
  tall: SH.tallShip,
  junk: SH.junk,
  longtail: SH.longtail,
  zodiac: SH.zodiac,
  yacht: SH.yacht,
  tug: SH.tug,
}

/**
 * Ship spec: { type, o, x, y, k, flip, wake, reflect, len }
 *  x,y: stern position on the waterline (the ship extends +len*k, or -len*k when flipped)
 *  cx: alternatively the centre x of the ship.
 */
export function prepShip(ctx, sp) {
  const type = sp.type || 'cruise'
  const o = { ...sp.o }
  if (!o.sil && o.tint === undefined && TINT[ctx.tod] && !['junk', 'longtail', 'zodiac'].includes(type)) o.tint = TINT[ctx.tod]
  if (ctx.tod === 'night' && o.lit === undefined) o.lit = true
  const id = SH.shipDef(ctx.doc, BUILD[type](o))
  const len = SH.LEN[type]
  const k = sp.k ?? 1
  let x = sp.x
  if (sp.cx !== undefined) x = sp.flip ? sp.cx + (len * k) / 2 : sp.cx - (len * k) / 2
  return { ...sp, id, x, k, len, type }
}

export function drawShipRefl(ctx, sp) {
  if (sp.reflect === false) return
  ctx.doc.add(SH.reflection(sp.id, sp.x, sp.y + 1, sp.k, { flip: sp.flip, opacity: sp.reflOpacity ?? (ctx.tod === 'noon' ? 0.16 : 0.24) }))
}

export function drawShip(ctx, sp) {
  const { doc } = ctx
  doc.add(S.place(sp.id, sp.x, sp.y, sp.k, { flip: sp.flip }))
  if (sp.wake !== false && !['zodiac'].includes(sp.type)) {
    const foam = ctx.tod === 'night' ? '#b8d4ee' : '#ffffff'
    doc.add(SH.wake(sp.x, sp.y + 0.5, sp.len * 0.93, sp.k, { flip: sp.flip, color: foam, trail: sp.trail ?? 1, opacity: sp.wakeOpacity ?? 0.85 }))
  }
}

/** Full scene pipeline. */
export function compose(doc, cfg) {
  const ctx = S.scene(doc, { tod: cfg.tod || 'noon', hy: cfg.hy, seed: cfg.seed || doc.title, palette: cfg.palette })
  const { _W, H, hy, p } = ctx
  if (cfg.skyStops) S.sky(ctx, { stops: cfg.skyStops })
  else S.sky(ctx)
  if (cfg.sky2) cfg.sky2(ctx)
  if (cfg.sun) S.sun(ctx, cfg.sun[0], cfg.sun[1], cfg.sun[2], { moon: cfg.moon, glow: cfg.glow ?? 7 })
  if (cfg.streaks) S.streaks(ctx, cfg.streaks)
  if (cfg.clouds) S.clouds(ctx, cfg.clouds)
  if (cfg.birds) S.birds(ctx, cfg.birds)
  cfg.back?.(ctx)
  if (cfg.noSea) {
    cfg.front?.(ctx)
    return ctx
  }
  S.sea(ctx, { colors: cfg.seaColors })
  if (cfg.horizonGlow !== false) S.horizonGlow(ctx, { h: Math.max(14, H / 28), opacity: 0.5 })
  if (cfg.sun && cfg.sun[1] < hy && cfg.glitter !== false) {
    S.glitter(ctx, { x: cfg.sun[0], w: cfg.sun[2] * 2.6, color: cfg.moon ? p.sun : p.glow, opacity: cfg.moon ? 0.6 : 0.8 })
  }
  cfg.mid?.(ctx)
  const ships = (cfg.ships || []).map((sp) => prepShip(ctx, sp)).sort((a, b) => a.y - b.y)
  for (const sp of ships) drawShipRefl(ctx, sp)
  if (cfg.waves !== false) S.waves(ctx, { count: Math.round(14 * Math.sqrt(H / 600)), ...(cfg.waves || {}) })
  cfg.beforeShips?.(ctx)
  for (const sp of ships) drawShip(ctx, sp)
  cfg.front?.(ctx)
  return ctx
}

/** Convenience: default ship tint for the scene's time of day. */
export function shipTint(tod) {
  return TINT[tod]
}

export { S, SH }
