/**
 * Pure carousel arithmetic: stepping with wrap, the index a scroll position shows, how
 * many positions a scroll-snap track has, and what a touch gesture means. No DOM here, so every
 * rule is unit-tested; the Carousel component only measures and calls these.
 */

export type SwipeDirection = 'next' | 'previous'

/** A touch swipe must travel this far sideways to count. */
export const SWIPE_THRESHOLD = 50

// Any integer index, including a negative or out-of-range one, mapped into 0..count-1.
function wrap(index: number, count: number): number {
  const whole = Number.isFinite(index) ? Math.trunc(index) : 0
  return ((whole % count) + count) % count
}

function validCount(count: number): number {
  return Number.isFinite(count) && count >= 1 ? Math.floor(count) : 0
}

/** The position after `index`; the last one goes back to the first. 0 when there is nothing. */
export function nextIndex(index: number, count: number): number {
  const total = validCount(count)
  if (total <= 1) return 0
  return wrap(wrap(index, total) + 1, total)
}

/** The position before `index`; the first one goes to the last. 0 when there is nothing. */
export function previousIndex(index: number, count: number): number {
  const total = validCount(count)
  if (total <= 1) return 0
  return wrap(wrap(index, total) - 1, total)
}

/**
 * The position a track shows when scrolled to `scrollLeft`, the nearest slide start.
 * `slideWidth` is the distance from one slide's start to the next (its width plus the gap).
 * Always within 0..count-1: overscroll (negative, or past the end) lands on the first or last.
 */
export function indexFromScroll(scrollLeft: number, slideWidth: number, count: number): number {
  const total = validCount(count)
  if (total <= 1 || !Number.isFinite(scrollLeft) || !Number.isFinite(slideWidth) || slideWidth <= 0) return 0
  const nearest = Math.round(Math.max(0, scrollLeft) / slideWidth)
  return Math.min(nearest, total - 1)
}

/**
 * How many slides fit side by side: the track's width plus one gap, over the stride (width plus
 * gap). At least 1; a layout that cannot be measured yet counts as one visible slide.
 */
export function visibleFromGeometry(clientWidth: number, slideWidth: number, stride: number): number {
  if (![clientWidth, slideWidth, stride].every(Number.isFinite) || slideWidth <= 0 || stride <= 0) return 1
  const gap = Math.max(0, stride - slideWidth)
  return Math.max(1, Math.round((clientWidth + gap) / stride))
}

/**
 * The number of scroll positions a track of `count` slides has when `visible` fit at once: with 10
 * slides and 3 in view the last position shows slides 8 to 10, so there are 8. Stepping and
 * wrapping happen over these positions, not over the slides.
 */
export function positionCount(count: number, visible: number): number {
  const total = validCount(count)
  if (total === 0) return 0
  const inView = Number.isFinite(visible) && visible >= 1 ? Math.floor(visible) : 1
  return Math.max(1, total - inView + 1)
}

/**
 * What a finished touch gesture means: moving the finger left (dx < 0) by at least `threshold` px
 * goes to the next slide, right goes to the previous one. Gestures that are mostly vertical (page
 * scrolling, |dy| >= |dx|) or shorter than the threshold mean nothing (null).
 */
export function swipeDirection(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD): SwipeDirection | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null
  const minimum = Number.isFinite(threshold) && threshold > 0 ? threshold : 0
  if (Math.abs(dx) <= Math.abs(dy)) return null
  if (Math.abs(dx) < minimum || dx === 0) return null
  return dx < 0 ? 'next' : 'previous'
}

/** A slide's accessible name in the WAI-ARIA carousel pattern: '3 of 10'. */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`
}

/**
 * What the carousel's status (live) region says: 'Showing 3 of 10' with one slide in view,
 * 'Showing 3 to 5 of 10' with three.
 */
export function carouselStatus(index: number, visible: number, count: number): string {
  const total = validCount(count)
  if (total === 0) return 'Nothing to show'
  const first = Math.min(Math.max(0, Number.isFinite(index) ? Math.trunc(index) : 0), total - 1) + 1
  const last = Math.min(total, first + Math.max(1, Number.isFinite(visible) ? Math.floor(visible) : 1) - 1)
  return first === last ? `Showing ${first} of ${total}` : `Showing ${first} to ${last} of ${total}`
}
