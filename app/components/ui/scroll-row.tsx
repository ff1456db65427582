import { type CSSProperties, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'

import { domId, type EdgeState, edgeState, ROW_STEP, scrollBehavior, type ScrollStep, scrollStep, scrollTarget } from '~/lib/ui'
import { useHydrated } from '~/lib/ui/use-hydrated'

import { ArrowButton } from './arrow-button'

export interface ScrollRowProps {
  /** Accessible name of the list, e.g. 'Hot deals'. */
  label: string
  /** The cards, each rendered once as a list item. */
  items: ReactNode[]
  /** Plural noun for the arrows' names: 'deals' gives 'Previous deals' and 'Next deals'. */
  itemsName?: string
  /**
   * How far an arrow scrolls: px (300 for deal and news rows), a function of the viewport
   * width (packageTrackStep: 300 below 768 px, else 1300), or 'card' for one card width.
   */
  step?: ScrollStep
  /**
   * Next at the end scrolls back to the start and previous at the start scrolls to the end (the
   * deal row 'loops by scrolling, not by duplicating the DOM'); the arrows then never disable.
   */
  loop?: boolean
  /** CSS width of each card, e.g. 'min(85%, 300px)'. Defaults to the stylesheet's. */
  itemWidth?: string
  /** Shown at the start of the controls row, e.g. the section heading. */
  header?: ReactNode
  id?: string
  className?: string
}

const AT_START: EdgeState = { atStart: true, atEnd: false }

/**
 * A horizontal scroll-snap list with previous/next arrows (deal and news rows, the /cruisedeals
 * package tracks). Without JavaScript it scrolls natively; with it, arrows scroll by `step` and
 * are disabled (aria-disabled, faded) within 5 px of either end unless the row loops.
 */
export function ScrollRow({ label, items, itemsName = 'items', step = ROW_STEP, loop = false, itemWidth, header, id, className }: ScrollRowProps) {
  const reactId = useId()
  const baseId = id ?? domId('scroll-row', reactId)
  const trackId = `${baseId}-track`
  const hydrated = useHydrated()
  const trackRef = useRef<HTMLUListElement>(null)
  const frame = useRef<number | undefined>(undefined)
  const [edges, setEdges] = useState<EdgeState>(AT_START)

  const readEdges = useCallback(() => {
    frame.current = undefined
    const track = trackRef.current
    if (!track) return
    const next = edgeState(track.scrollLeft, track.scrollWidth, track.clientWidth)
    setEdges((previous) => (previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next))
  }, [])

  const scheduleRead = useCallback(() => {
    if (frame.current === undefined) frame.current = window.requestAnimationFrame(readEdges)
  }, [readEdges])

  useEffect(() => {
    const track = trackRef.current
    let observer: ResizeObserver | undefined
    if (track && typeof ResizeObserver !== 'undefined') {
      // Its first call comes once the browser has laid the track out, so the first read forces
      // no layout in the middle of hydration's effects; later calls follow the track's size.
      observer = new ResizeObserver(() => readEdges())
      observer.observe(track)
    } else {
      readEdges()
    }
    window.addEventListener('resize', scheduleRead)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', scheduleRead)
      if (frame.current !== undefined) window.cancelAnimationFrame(frame.current)
    }
  }, [readEdges, scheduleRead, items.length])

  const scroll = (direction: 'next' | 'previous') => {
    const track = trackRef.current
    if (!track) return
    const first = track.children[0]
    const second = track.children[1]
    const cardWidth = first instanceof HTMLElement ? (second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : first.offsetWidth) : 0
    const pixels = scrollStep(step, window.innerWidth, cardWidth) || track.clientWidth
    const metrics = { scrollLeft: track.scrollLeft, scrollWidth: track.scrollWidth, clientWidth: track.clientWidth }
    track.scrollTo({ left: scrollTarget(direction, metrics, pixels, { loop }), behavior: scrollBehavior() })
  }

  const style = itemWidth ? ({ '--scroll-row-item-width': itemWidth } as CSSProperties) : undefined
  const classes = ['scroll-row', className].filter(Boolean).join(' ')
  const overflows = !(edges.atStart && edges.atEnd)

  return (
    <div id={baseId} className={classes} data-ready={hydrated || undefined} style={style}>
      <div className="scroll-row__bar">
        {header ? <div className="scroll-row__header">{header}</div> : null}
        <div className="scroll-row__controls">
          <ArrowButton
            direction="previous"
            label={`Previous ${itemsName}`}
            controls={trackId}
            disabled={loop ? !overflows : edges.atStart}
            onClick={() => scroll('previous')}
          />
          <ArrowButton
            direction="next"
            label={`Next ${itemsName}`}
            controls={trackId}
            disabled={loop ? !overflows : edges.atEnd}
            onClick={() => scroll('next')}
          />
        </div>
      </div>
      {/* role="list" keeps list semantics in Safari, which drops them for unstyled lists. */}
      {/* Cards are positional: the row knows nothing about what they show. */}
      <ul ref={trackRef} id={trackId} className="scroll-row__track" role="list" aria-label={label} onScroll={scheduleRead}>
        {items.map((item, position) => (
          <li key={position} className="scroll-row__item">
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}
