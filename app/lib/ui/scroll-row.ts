/**
 * Pure scroll-row arithmetic: whether a track is at its
 * start or end, how far an arrow scrolls, and where a looping row goes from its ends.
 */

/** An arrow counts as at the start or end within this many pixels. */
export const EDGE_TOLERANCE = 5

/** Deal and news rows scroll 300 px per arrow click. */
export const ROW_STEP = 300

/** The site's one breakpoint: below it is the phone layout. */
export const MOBILE_BREAKPOINT = 768

export type ScrollDirection = 'next' | 'previous'

/**
 * How far an arrow scrolls: a fixed number of pixels, a function of the viewport width, or one card
 * ('card', the distance from one card's start to the next).
 */
export type ScrollStep = number | ((viewportWidth: number) => number) | 'card'

/** Package tracks scroll 300 px on phones and 1300 px from 768 px up. */
export const packageTrackStep = (viewportWidth: number): number => (viewportWidth < MOBILE_BREAKPOINT ? 300 : 1300)

export interface ScrollMetrics {
  scrollLeft: number
  scrollWidth: number
  clientWidth: number
}

export interface EdgeState {
  atStart: boolean
  atEnd: boolean
}

function maxScroll(scrollWidth: number, clientWidth: number): number {
  return Math.max(0, scrollWidth - clientWidth)
}

/**
 * Whether the track is at its start and at its end, each within `tolerance` px. A track that does
 * not overflow is at both; unmeasurable input counts as both (no arrow to offer).
 */
export function edgeState(scrollLeft: number, scrollWidth: number, clientWidth: number, tolerance: number = EDGE_TOLERANCE): EdgeState {
  if (![scrollLeft, scrollWidth, clientWidth].every(Number.isFinite)) return { atStart: true, atEnd: true }
  const slack = Number.isFinite(tolerance) && tolerance > 0 ? tolerance : 0
  const max = maxScroll(scrollWidth, clientWidth)
  return { atStart: scrollLeft <= slack, atEnd: scrollLeft >= max - slack }
}

/**
 * The arrow step in pixels for this viewport and card width. 0 when it cannot be worked out (a
 * function returning nonsense, a card not measured yet): the caller then falls back to the
 * track's own width.
 */
export function scrollStep(step: ScrollStep, viewportWidth: number, cardWidth: number): number {
  let pixels: number
  if (step === 'card') pixels = cardWidth
  else if (typeof step === 'function') pixels = step(viewportWidth)
  else pixels = step
  return Number.isFinite(pixels) && pixels > 0 ? pixels : 0
}

/**
 * Where a looping row goes instead of stepping: next at the end goes back to the start (0),
 * previous at the start goes to the end. null when the row is not at that edge (step normally).
 */
export function loopTarget(direction: ScrollDirection, metrics: ScrollMetrics, tolerance: number = EDGE_TOLERANCE): number | null {
  const { atStart, atEnd } = edgeState(metrics.scrollLeft, metrics.scrollWidth, metrics.clientWidth, tolerance)
  if (atStart && atEnd) return null
  if (direction === 'next' && atEnd) return 0
  if (direction === 'previous' && atStart) return maxScroll(metrics.scrollWidth, metrics.clientWidth)
  return null
}

/** The scrollLeft an arrow click scrolls to: one step along, clamped to the track, or wrapped with `loop`. */
export function scrollTarget(direction: ScrollDirection, metrics: ScrollMetrics, step: number, options: { loop?: boolean; tolerance?: number } = {}): number {
  const max = maxScroll(metrics.scrollWidth, metrics.clientWidth)
  const from = Number.isFinite(metrics.scrollLeft) ? metrics.scrollLeft : 0
  if (options.loop) {
    const wrapped = loopTarget(direction, metrics, options.tolerance)
    if (wrapped !== null) return wrapped
  }
  const distance = Number.isFinite(step) && step > 0 ? step : 0
  const target = direction === 'next' ? from + distance : from - distance
  return Math.min(max, Math.max(0, target))
}
