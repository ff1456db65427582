import { describe, expect, it } from 'vitest'

import { EDGE_TOLERANCE, edgeState, loopTarget, MOBILE_BREAKPOINT, packageTrackStep, ROW_STEP, scrollStep, scrollTarget } from '~/lib/ui'

// A 360 px track over 1500 px of cards: scrollLeft runs from 0 to 1140.
const row = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 1500, clientWidth: 360 })

describe('constants', () => {
  it('matches the required steps', () => {
    expect(EDGE_TOLERANCE).toBe(5)
    expect(ROW_STEP).toBe(300)
    expect(MOBILE_BREAKPOINT).toBe(768)
  })
})

describe('edgeState', () => {
  it('is at the start within 5 px', () => {
    expect(edgeState(0, 1500, 360)).toEqual({ atStart: true, atEnd: false })
    expect(edgeState(5, 1500, 360)).toEqual({ atStart: true, atEnd: false })
    expect(edgeState(5.5, 1500, 360)).toEqual({ atStart: false, atEnd: false })
  })

  it('is at the end within 5 px', () => {
    expect(edgeState(1140, 1500, 360)).toEqual({ atStart: false, atEnd: true })
    expect(edgeState(1135, 1500, 360)).toEqual({ atStart: false, atEnd: true })
    expect(edgeState(1134, 1500, 360)).toEqual({ atStart: false, atEnd: false })
  })

  it('treats overscroll as the nearest edge', () => {
    expect(edgeState(-30, 1500, 360).atStart).toBe(true)
    expect(edgeState(1200, 1500, 360).atEnd).toBe(true)
  })

  it('is at both ends when nothing overflows', () => {
    expect(edgeState(0, 360, 360)).toEqual({ atStart: true, atEnd: true })
    expect(edgeState(0, 300, 360)).toEqual({ atStart: true, atEnd: true })
    expect(edgeState(0, 364, 360)).toEqual({ atStart: true, atEnd: true }) // within the tolerance
  })

  it('takes another tolerance', () => {
    expect(edgeState(8, 1500, 360, 10).atStart).toBe(true)
    expect(edgeState(1, 1500, 360, 0).atStart).toBe(false)
    expect(edgeState(0, 1500, 360, -5).atStart).toBe(true)
  })

  it('offers no arrow for unmeasurable input', () => {
    expect(edgeState(Number.NaN, 1500, 360)).toEqual({ atStart: true, atEnd: true })
  })
})

describe('scrollStep', () => {
  it('uses a fixed number of pixels', () => {
    expect(scrollStep(300, 390, 280)).toBe(300)
  })

  it('asks a function of the viewport (package tracks: 300 below 768 px, else 1300)', () => {
    expect(scrollStep(packageTrackStep, 390, 280)).toBe(300)
    expect(scrollStep(packageTrackStep, 767, 280)).toBe(300)
    expect(scrollStep(packageTrackStep, 768, 280)).toBe(1300)
    expect(scrollStep(packageTrackStep, 1280, 280)).toBe(1300)
  })

  it("scrolls one card for 'card'", () => {
    expect(scrollStep('card', 1280, 316)).toBe(316)
  })

  it('is 0 (use the fallback) when the step makes no sense', () => {
    expect(scrollStep('card', 1280, 0)).toBe(0)
    expect(scrollStep(-300, 1280, 316)).toBe(0)
    expect(scrollStep(() => Number.NaN, 1280, 316)).toBe(0)
    expect(scrollStep(Number.POSITIVE_INFINITY, 1280, 316)).toBe(0)
  })
})

describe('loopTarget', () => {
  it('wraps next at the end to the start, previous at the start to the end', () => {
    expect(loopTarget('next', row(1140))).toBe(0)
    expect(loopTarget('next', row(1137))).toBe(0)
    expect(loopTarget('previous', row(0))).toBe(1140)
    expect(loopTarget('previous', row(4))).toBe(1140)
  })

  it('does not wrap away from the edge', () => {
    expect(loopTarget('next', row(0))).toBeNull()
    expect(loopTarget('next', row(600))).toBeNull()
    expect(loopTarget('previous', row(1140))).toBeNull()
  })

  it('does not wrap a row that does not overflow', () => {
    expect(loopTarget('next', { scrollLeft: 0, scrollWidth: 300, clientWidth: 360 })).toBeNull()
    expect(loopTarget('previous', { scrollLeft: 0, scrollWidth: 300, clientWidth: 360 })).toBeNull()
  })
})

describe('scrollTarget', () => {
  it('steps and clamps to the track', () => {
    expect(scrollTarget('next', row(0), 300)).toBe(300)
    expect(scrollTarget('next', row(900), 300)).toBe(1140)
    expect(scrollTarget('previous', row(200), 300)).toBe(0)
    expect(scrollTarget('previous', row(600), 300)).toBe(300)
  })

  it('stays put at the ends without loop', () => {
    expect(scrollTarget('next', row(1140), 300)).toBe(1140)
    expect(scrollTarget('previous', row(0), 300)).toBe(0)
  })

  it('wraps at the ends with loop, steps elsewhere', () => {
    expect(scrollTarget('next', row(1140), 300, { loop: true })).toBe(0)
    expect(scrollTarget('previous', row(0), 300, { loop: true })).toBe(1140)
    expect(scrollTarget('next', row(900), 300, { loop: true })).toBe(1140)
    expect(scrollTarget('previous', row(600), 300, { loop: true })).toBe(300)
  })

  it('does not move for a nonsense step', () => {
    expect(scrollTarget('next', row(600), Number.NaN)).toBe(600)
    expect(scrollTarget('next', row(600), -300)).toBe(600)
  })
})
