import { useId } from 'react'

import { domId, ratingLabel, starFills } from '~/lib/ui'

export interface RatingStarsProps {
  /** 0 to 5; shown to the nearest half star. */
  rating: number
  /** Height of one star in px (default 20); the width follows, so the space is reserved. */
  size?: number
  className?: string
}

const STAR = 'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z'
const STAR_BOX = 24
const STAR_GAP = 2

/**
 * Five stars with half stars, one image to assistive technology: role="img" named
 * 'Rated 4.5 out of 5'. The half star is a gradient whose id comes from useId, so several
 * ratings on one page never share it.
 */
export function RatingStars({ rating, size = 20, className }: RatingStarsProps) {
  const reactId = useId()
  const halfId = domId('rating-half', reactId)
  const fills = starFills(rating)
  const viewWidth = fills.length * STAR_BOX + (fills.length - 1) * STAR_GAP
  const width = Math.round((viewWidth / STAR_BOX) * size)
  const classes = ['rating-stars', className].filter(Boolean).join(' ')
  return (
    <span className={classes} role="img" aria-label={ratingLabel(rating)}>
      <svg aria-hidden="true" focusable="false" width={width} height={size} viewBox={`0 0 ${viewWidth} ${STAR_BOX}`}>
        {fills.includes('half') ? (
          <defs>
            <linearGradient id={halfId} x1="0" x2="1" y1="0" y2="0">
              <stop offset="50%" className="rating-stars__stop-full" />
              <stop offset="50%" className="rating-stars__stop-empty" />
            </linearGradient>
          </defs>
        ) : null}
        {fills.map((fill, star) => (
          <path
            key={star}
            d={STAR}
            transform={`translate(${star * (STAR_BOX + STAR_GAP)} 0)`}
            className={`rating-stars__star rating-stars__star--${fill}`}
            fill={fill === 'half' ? `url(#${halfId})` : undefined}
          />
        ))}
      </svg>
    </span>
  )
}
