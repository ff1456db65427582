/**
 * Logic of the shared UI pieces in app/components/ui: pure helpers (unit-tested) and a few
 * browser-state hooks. Browser-safe; nothing here touches the DOM during a server render.
 */
export {
  SWIPE_THRESHOLD,
  carouselStatus,
  indexFromScroll,
  nextIndex,
  positionCount,
  previousIndex,
  slideLabel,
  swipeDirection,
  visibleFromGeometry,
} from './carousel'
export type { SwipeDirection } from './carousel'
export {
  EDGE_TOLERANCE,
  MOBILE_BREAKPOINT,
  ROW_STEP,
  edgeState,
  loopTarget,
  packageTrackStep,
  scrollStep,
  scrollTarget,
} from './scroll-row'
export type { EdgeState, ScrollDirection, ScrollMetrics, ScrollStep } from './scroll-row'
export { domId, tabIndexForKey } from './tabs'
export { STAR_COUNT, ratingLabel, roundRating, starFills } from './rating'
export type { StarFill } from './rating'
export { scrollBehavior, useDocumentVisible, useIsomorphicLayoutEffect, useMediaQuery, usePrefersReducedMotion } from './hooks'
