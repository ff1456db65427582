/**
 * Logic of the shared UI pieces in app/components/ui: pure helpers (unit-tested) and a few
 * browser-state hooks. Browser-safe; nothing here touches the DOM during a server render.
 */

export {
  carouselStatus,
  indexFromScroll,
  nextIndex,
  positionCount,
  previousIndex,
  slideLabel,
  SWIPE_THRESHOLD,
  swipeDirection,
  visibleFromGeometry,
} from './carousel'
export { scrollBehavior, useDocumentVisible, useIsomorphicLayoutEffect, usePrefersReducedMotion } from './hooks'
export { ratingLabel, roundRating, STAR_COUNT, starFills } from './rating'
export type { EdgeState, ScrollStep } from './scroll-row'
export { EDGE_TOLERANCE, edgeState, loopTarget, MOBILE_BREAKPOINT, packageTrackStep, ROW_STEP, scrollStep, scrollTarget } from './scroll-row'
export { domId, tabIndexForKey } from './tabs'
