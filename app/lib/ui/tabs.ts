/** Keyboard rules of the WAI-ARIA tabs pattern (horizontal tab list, automatic activation). */
import { nextIndex, previousIndex } from './carousel'

/**
 * The tab a key moves to from tab `index` of `count`: ArrowRight/ArrowLeft step and wrap, Home
 * and End jump to the first and last. null for any other key (the browser keeps it).
 */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  if (!(count >= 1)) return null
  switch (key) {
    case 'ArrowRight':
      return nextIndex(index, count)
    case 'ArrowLeft':
      return previousIndex(index, count)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/**
 * An element id from parts (a component's base id, React's useId, a content id): runs of
 * characters outside letters, digits, '-' and '_' become one '-' and none is left at a part's
 * ends, so ':R1:' and '3 nights' still make valid, linkable ids ('tabs-R1-3-nights').
 */
export function domId(...parts: string[]): string {
  return parts
    .map((part) => part.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .join('-')
}
