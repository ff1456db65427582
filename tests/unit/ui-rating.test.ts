import { describe, expect, it } from 'vitest'

import { ratingLabel, roundRating, STAR_COUNT, starFills } from '~/lib/ui'

describe('starFills', () => {
  it.each([
    [5, ['full', 'full', 'full', 'full', 'full']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [4, ['full', 'full', 'full', 'full', 'empty']],
    [0.5, ['half', 'empty', 'empty', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('%s stars', (rating, fills) => {
    expect(starFills(rating)).toEqual(fills)
  })

  it('rounds to the nearest half', () => {
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(starFills(4.24)).toEqual(['full', 'full', 'full', 'full', 'empty'])
    expect(starFills(4.25)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(starFills(4.75)).toEqual(['full', 'full', 'full', 'full', 'full'])
    expect(starFills(2.6)).toEqual(['full', 'full', 'half', 'empty', 'empty'])
  })

  it('clamps to 0..5 and treats nonsense as 0', () => {
    expect(starFills(7)).toEqual(starFills(5))
    expect(starFills(-2)).toEqual(starFills(0))
    expect(starFills(Number.NaN)).toEqual(starFills(0))
    expect(starFills(Number.POSITIVE_INFINITY)).toEqual(starFills(0))
  })

  it('always gives five stars', () => {
    for (const rating of [-1, 0, 1.2, 3.5, 5, 9]) expect(starFills(rating)).toHaveLength(STAR_COUNT)
  })
})

describe('roundRating and ratingLabel', () => {
  it('names the shown rating', () => {
    expect(ratingLabel(4.5)).toBe('Rated 4.5 out of 5')
    expect(ratingLabel(5)).toBe('Rated 5 out of 5')
    expect(ratingLabel(4.3)).toBe('Rated 4.5 out of 5')
    expect(ratingLabel(0)).toBe('Rated 0 out of 5')
    expect(ratingLabel(12)).toBe('Rated 5 out of 5')
    expect(roundRating(3.74)).toBe(3.5)
    expect(roundRating(-0.2)).toBe(0)
  })
})
