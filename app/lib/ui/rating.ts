/** Star ratings: 0 to 5, shown in half steps. */

export const STAR_COUNT = 5

export type StarFill = 'full' | 'half' | 'empty'

/** The rating shown: rounded to the nearest half and kept within 0..5 (anything unreadable is 0). */
export function roundRating(rating: number): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return 0
  const half = Math.round(rating * 2) / 2
  return Math.min(STAR_COUNT, Math.max(0, half))
}

/** The five stars for a rating: 4.3 gives full, full, full, full, half. */
export function starFills(rating: number): StarFill[] {
  const shown = roundRating(rating)
  return Array.from({ length: STAR_COUNT }, (_, star) => {
    if (shown >= star + 1) return 'full'
    if (shown >= star + 0.5) return 'half'
    return 'empty'
  })
}

/** The accessible name of a rating: 'Rated 4.5 out of 5'. */
export function ratingLabel(rating: number): string {
  return `Rated ${roundRating(rating)} out of ${STAR_COUNT}`
}
