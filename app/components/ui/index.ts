// The shared, content-agnostic UI pieces the pages are built from. Styles: app/styles/ui.css;
// pure logic: app/lib/ui.

export { Carousel, CAROUSEL_SLIDE_SIZES } from './carousel'
export { Accordion, Disclosure } from './disclosure'
export { HydrateLater } from './hydrate-later'
export { NoSailingNote } from './no-sailing-note'
export { PageSection } from './page-section'
export { Price } from './price'
export { RatingStars } from './rating-stars'
export { ScrollRow } from './scroll-row'
export { SkeletonBlock } from './skeleton-block'
export { Tabs } from './tabs'
