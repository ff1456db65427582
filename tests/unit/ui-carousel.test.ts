import { describe, expect, it } from 'vitest'

import {
  carouselStatus,
  indexFromScroll,
  nextIndex,
  positionCount,
  previousIndex,
  slideLabel,
  SWIPE_THRESHOLD,
  swipeDirection,
  visibleFromGeometry,
} from '~/lib/ui'

describe('nextIndex', () => {
  it.each([
    [0, 10, 1],
    [8, 10, 9],
    [9, 10, 0], // the last wraps to the first
    [0, 2, 1],
    [1, 2, 0],
  ])('next of %i in %i is %i', (index, count, expected) => {
    expect(nextIndex(index, count)).toBe(expected)
  })

  it('stays at 0 with one slide or none', () => {
    expect(nextIndex(0, 1)).toBe(0)
    expect(nextIndex(0, 0)).toBe(0)
    expect(nextIndex(3, 0)).toBe(0)
    expect(nextIndex(0, -4)).toBe(0)
    expect(nextIndex(0, Number.NaN)).toBe(0)
  })

  it('maps negative and out-of-range indexes into the range first', () => {
    expect(nextIndex(-1, 10)).toBe(0) // -1 is the last slide
    expect(nextIndex(-11, 10)).toBe(0)
    expect(nextIndex(12, 10)).toBe(3)
    expect(nextIndex(Number.NaN, 10)).toBe(1)
    expect(nextIndex(2.7, 10)).toBe(3)
  })
})

describe('previousIndex', () => {
  it.each([
    [1, 10, 0],
    [0, 10, 9], // the first wraps to the last
    [9, 10, 8],
    [0, 2, 1],
  ])('previous of %i in %i is %i', (index, count, expected) => {
    expect(previousIndex(index, count)).toBe(expected)
  })

  it('stays at 0 with one slide or none', () => {
    expect(previousIndex(0, 1)).toBe(0)
    expect(previousIndex(0, 0)).toBe(0)
    expect(previousIndex(5, -1)).toBe(0)
  })

  it('maps negative and out-of-range indexes into the range first', () => {
    expect(previousIndex(-1, 10)).toBe(8)
    expect(previousIndex(10, 10)).toBe(9)
    expect(previousIndex(Number.POSITIVE_INFINITY, 10)).toBe(9)
  })

  it('undoes nextIndex everywhere', () => {
    for (let index = 0; index < 12; index += 1) expect(previousIndex(nextIndex(index, 12), 12)).toBe(index)
  })
})

describe('indexFromScroll', () => {
  it('rounds to the nearest slide start', () => {
    expect(indexFromScroll(0, 316, 10)).toBe(0)
    expect(indexFromScroll(157, 316, 10)).toBe(0)
    expect(indexFromScroll(158, 316, 10)).toBe(1)
    expect(indexFromScroll(632, 316, 10)).toBe(2)
    expect(indexFromScroll(631.4, 315.7, 10)).toBe(2) // fractional layout widths
  })

  it('clamps overscroll to the first and last position', () => {
    expect(indexFromScroll(-40, 316, 10)).toBe(0) // iOS rubber band
    expect(indexFromScroll(316 * 30, 316, 10)).toBe(9)
  })

  it('is 0 when there is nothing to measure', () => {
    expect(indexFromScroll(500, 316, 0)).toBe(0)
    expect(indexFromScroll(500, 316, 1)).toBe(0)
    expect(indexFromScroll(500, 0, 10)).toBe(0)
    expect(indexFromScroll(500, -316, 10)).toBe(0)
    expect(indexFromScroll(Number.NaN, 316, 10)).toBe(0)
    expect(indexFromScroll(500, Number.NaN, 10)).toBe(0)
  })
})

describe('visibleFromGeometry and positionCount', () => {
  it('counts the slides that fit, gaps included', () => {
    // 3 slides of 368 px with 24 px gaps in a 1152 px track
    expect(visibleFromGeometry(1152, 368, 392)).toBe(3)
    // one slide filling a 358 px phone track
    expect(visibleFromGeometry(358, 358, 374)).toBe(1)
    // a few px of track padding do not change the count
    expect(visibleFromGeometry(1160, 368, 392)).toBe(3)
  })

  it('is at least one, and one when unmeasurable', () => {
    expect(visibleFromGeometry(0, 358, 374)).toBe(1)
    expect(visibleFromGeometry(358, 0, 0)).toBe(1)
    expect(visibleFromGeometry(Number.NaN, 358, 374)).toBe(1)
  })

  it('gives the scroll positions: 10 slides, 3 in view -> 8', () => {
    expect(positionCount(10, 3)).toBe(8)
    expect(positionCount(10, 1)).toBe(10)
    expect(positionCount(12, 3)).toBe(10)
    expect(positionCount(4, 3)).toBe(2)
    expect(positionCount(3, 3)).toBe(1)
    expect(positionCount(2, 3)).toBe(1)
    expect(positionCount(0, 3)).toBe(0)
    expect(positionCount(5, 0)).toBe(5)
    expect(positionCount(5, Number.NaN)).toBe(5)
  })
})

describe('swipeDirection', () => {
  it('uses a 50 px threshold by default', () => {
    expect(SWIPE_THRESHOLD).toBe(50)
  })

  it('finger left is next, finger right is previous', () => {
    expect(swipeDirection(-120, 10)).toBe('next')
    expect(swipeDirection(120, -10)).toBe('previous')
  })

  it('counts a swipe of exactly the threshold, not one pixel less', () => {
    expect(swipeDirection(-50, 0, 50)).toBe('next')
    expect(swipeDirection(50, 0, 50)).toBe('previous')
    expect(swipeDirection(-49, 0, 50)).toBeNull()
    expect(swipeDirection(49.9, 0, 50)).toBeNull()
  })

  it('ignores mostly vertical gestures (page scrolling)', () => {
    expect(swipeDirection(-60, 200)).toBeNull()
    expect(swipeDirection(80, 80)).toBeNull() // exactly diagonal is not horizontal
    expect(swipeDirection(0, 0)).toBeNull()
  })

  it('ignores nonsense input', () => {
    expect(swipeDirection(Number.NaN, 0)).toBeNull()
    expect(swipeDirection(-100, Number.POSITIVE_INFINITY)).toBeNull()
  })

  it('takes a custom threshold; a non-positive one means any horizontal movement', () => {
    expect(swipeDirection(-80, 0, 100)).toBeNull()
    expect(swipeDirection(-1, 0, 0)).toBe('next')
    expect(swipeDirection(1, 0, -5)).toBe('previous')
  })
})

describe('slide labels and status', () => {
  it('names slides the WAI-ARIA way', () => {
    expect(slideLabel(0, 10)).toBe('1 of 10')
    expect(slideLabel(2, 10)).toBe('3 of 10')
  })

  it('says which slides are in view', () => {
    expect(carouselStatus(2, 1, 10)).toBe('Showing 3 of 10')
    expect(carouselStatus(2, 3, 10)).toBe('Showing 3 to 5 of 10')
    expect(carouselStatus(7, 3, 10)).toBe('Showing 8 to 10 of 10')
    expect(carouselStatus(0, 3, 2)).toBe('Showing 1 to 2 of 2')
    expect(carouselStatus(0, 1, 0)).toBe('Nothing to show')
    expect(carouselStatus(-3, 1, 4)).toBe('Showing 1 of 4')
  })
})
