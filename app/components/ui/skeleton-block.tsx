import type { CSSProperties } from 'react'

export interface SkeletonBlockProps {
  /** CSS length or px; default the full width. */
  width?: number | string
  /** CSS length or px; reserve the real content's height so nothing moves when it arrives. */
  height: number | string
  /** Corner radius, CSS length or px; default the --radius token. */
  radius?: number | string
  /** Sit in a line of text (inline-block) instead of as a block. */
  inline?: boolean
  className?: string
}

const length = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value)

/**
 * A reserved-size placeholder that gently pulses (not under prefers-reduced-motion). Hidden from
 * assistive technology: the container that holds skeletons names the loading state itself
 * (e.g. aria-label 'Loading cruise search').
 */
export function SkeletonBlock({ width, height, radius, inline = false, className }: SkeletonBlockProps) {
  const style: CSSProperties = { width: length(width), height: length(height), borderRadius: length(radius) }
  const classes = ['skeleton', inline ? 'skeleton--inline' : null, className].filter(Boolean).join(' ')
  return <span aria-hidden="true" className={classes} style={style} />
}
