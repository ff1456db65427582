import { type CSSProperties, type FocusEvent, type PointerEvent, type ReactNode, type TouchEvent, useCallback, useEffect, useId, useRef, useState } from 'react'

import {
  carouselStatus,
  domId,
  indexFromScroll,
  nextIndex,
  positionCount,
  previousIndex,
  scrollBehavior,
  slideLabel,
  SWIPE_THRESHOLD,
  swipeDirection,
  useDocumentVisible,
  usePrefersReducedMotion,
  visibleFromGeometry,
} from '~/lib/ui'
import { useHydrated } from '~/lib/ui/use-hydrated'

import { ArrowButton } from './arrow-button'
import { PauseIcon, PlayIcon } from './icons'

/** `sizes` of a picture filling a slide of the default layout: the container under 768 px, a third of it (max 1200 px) above. */
export const CAROUSEL_SLIDE_SIZES = '(min-width: 1200px) 373px, (min-width: 768px) calc((100vw - 5rem) / 3), calc(100vw - 2rem)'

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. 'Pick Your Perfect Destinations'. */
  label: string
  /** The slides, each rendered once (looping scrolls back; it never duplicates the DOM). */
  items: ReactNode[]
  /** Plural noun for the controls' names: 'destinations' gives 'Next destinations'. */
  itemsName?: string
  /** Slides in view: `mobile` below 768 px, `desktop` from 768 px (CSS decides, no JS layout). */
  visible?: { mobile: number; desktop: number }
  /** Auto-advance period in ms (5000 destinations, 6000 brands, 5000 feeling); 0 or absent: none. */
  autoAdvanceMs?: number
  /** After a click or touch inside, auto-advance waits this long (7000 for destinations). */
  pauseAfterInteractionMs?: number
  /** Sideways travel in px for a touch swipe to step (50). */
  swipeThreshold?: number
  /** Shown at the start of the controls row, e.g. the section heading. */
  header?: ReactNode
  id?: string
  className?: string
}

type PlayState = 'auto' | 'paused' | 'playing'

interface Layout {
  visible: number
  positions: number
}

// Chromium and Firefox know :focus-visible; a browser that does not is treated as keyboard focus.
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

// Scrolls the track so that slide `target` is at its start (the browser clamps the last ones).
function scrollToSlide(track: HTMLElement, target: number): boolean {
  const first = track.children[0]
  const slide = track.children[target]
  if (!(first instanceof HTMLElement) || !(slide instanceof HTMLElement)) return false
  track.scrollTo({ left: slide.offsetLeft - first.offsetLeft, behavior: scrollBehavior() })
  return true
}

// How long the track must stay still before its scroll position is read back as the index.
const SCROLL_SETTLE_MS = 120
// The longest a smooth scroll we start may take (a wrap across ten slides takes about 1 s).
const MAX_FLIGHT_MS = 2000

/**
 * The WAI-ARIA carousel on a CSS scroll-snap track. Without JavaScript the track
 * still scrolls and swipes natively; with it, the arrows step one position and wrap both ways,
 * auto-advance runs through the same path, and the index is read back from the scroll position.
 * Auto-advance never runs for visitors who prefer reduced motion (unless they press play), and
 * pauses while hovered, while keyboard focus is inside, after a click, when the carousel is
 * off-screen and while the tab is hidden. A visually hidden status ('Showing 3 to 5 of 10') is a
 * live region: 'off' while rotating, 'polite' when not, once the visitor has used the carousel.
 */
export function Carousel({
  label,
  items,
  itemsName = 'slides',
  visible = { mobile: 1, desktop: 3 },
  autoAdvanceMs = 0,
  pauseAfterInteractionMs = 0,
  swipeThreshold = SWIPE_THRESHOLD,
  header,
  id,
  className,
}: CarouselProps) {
  const reactId = useId()
  const baseId = id ?? domId('carousel', reactId)
  const trackId = `${baseId}-track`
  const count = items.length

  const hydrated = useHydrated()
  const reducedMotion = usePrefersReducedMotion()
  const documentVisible = useDocumentVisible()

  const rootRef = useRef<HTMLElement>(null)
  const trackRef = useRef<HTMLDivElement>(null)
  const rotationButtonRef = useRef<HTMLButtonElement>(null)

  const [index, setIndex] = useState(0)
  const indexRef = useRef(0)
  // Before measuring, assume one slide in view (the phone layout most visitors get).
  const [layout, setLayout] = useState<Layout>({ visible: 1, positions: count })
  const layoutRef = useRef(layout)
  layoutRef.current = layout

  const [playState, setPlayState] = useState<PlayState>('auto')
  const [hovered, setHovered] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  const [held, setHeld] = useState(false)
  const [inView, setInView] = useState(true)
  // The status is only announced once the visitor uses the carousel: not for the measuring and
  // rotating that happen on their own.
  const [engaged, setEngaged] = useState(false)
  const [tick, setTick] = useState(0)

  const settleTimer = useRef<number | undefined>(undefined)
  const holdTimer = useRef<number | undefined>(undefined)
  const touchStart = useRef<{ x: number; y: number; index: number } | null>(null)
  // A finished swipe, checked once the track has settled (see onTouchEnd).
  const pendingSwipe = useRef<{ from: number; to: number } | null>(null)
  // A scroll we started (arrow, auto-advance): until it arrives, the index stays its target, so
  // quick clicks step from where the track is going, not from where it is passing.
  const flight = useRef<{ target: number; until: number } | null>(null)

  const showIndex = useCallback((next: number) => {
    indexRef.current = next
    setIndex(next)
  }, [])

  // Measures the track: slide stride, how many fit, how many scroll positions that makes.
  const measure = useCallback(() => {
    const track = trackRef.current
    const first = track?.children[0]
    if (!track || !(first instanceof HTMLElement)) return null
    const second = track.children[1]
    const slideWidth = first.offsetWidth
    const stride = second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : slideWidth
    const fits = visibleFromGeometry(track.clientWidth, slideWidth, stride)
    return { track, stride, visible: fits, positions: positionCount(track.children.length, fits) }
  }, [])

  const readBack = useCallback(() => {
    const measured = measure()
    if (!measured) return
    const { visible: fits, positions } = measured
    setLayout((previous) => (previous.visible === fits && previous.positions === positions ? previous : { visible: fits, positions }))
    const settled = indexFromScroll(measured.track.scrollLeft, measured.stride, positions)
    const travelling = flight.current
    if (travelling && settled !== travelling.target) {
      const left = travelling.until - Date.now()
      if (left > 0) {
        window.clearTimeout(settleTimer.current)
        settleTimer.current = window.setTimeout(readBackRef.current, left)
        return
      }
    }
    flight.current = null
    showIndex(settled)
    const swipe = pendingSwipe.current
    pendingSwipe.current = null
    // The browser left the track where the swipe began: a slow drag that snapped back, or a
    // swipe past either end. Take the one step (or the wrap) the swipe asked for.
    if (swipe && settled === swipe.from && swipe.to !== swipe.from && scrollToSlide(measured.track, swipe.to)) {
      showIndex(swipe.to)
    }
  }, [measure, showIndex])

  const readBackRef = useRef(readBack)
  readBackRef.current = readBack

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current
      if (!track || !scrollToSlide(track, target)) return
      showIndex(target)
      flight.current = { target, until: Date.now() + MAX_FLIGHT_MS }
      // A read-back already due would see the track before it starts moving.
      window.clearTimeout(settleTimer.current)
      settleTimer.current = window.setTimeout(readBack, MAX_FLIGHT_MS)
    },
    [showIndex, readBack],
  )

  const hold = useCallback(() => {
    if (!(pauseAfterInteractionMs > 0)) return
    setHeld(true)
    window.clearTimeout(holdTimer.current)
    holdTimer.current = window.setTimeout(() => setHeld(false), pauseAfterInteractionMs)
  }, [pauseAfterInteractionMs])

  // Layout follows the track's size (viewport changes cross the 768 px breakpoint). The observer's
  // first call comes once the browser has laid the track out: the first measure forces no layout
  // in the middle of hydration's effects.
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    if (typeof ResizeObserver === 'undefined') {
      readBack()
      window.addEventListener('resize', readBack)
      return () => window.removeEventListener('resize', readBack)
    }
    const observer = new ResizeObserver(() => readBack())
    observer.observe(track)
    return () => observer.disconnect()
  }, [readBack, count])

  // Off-screen carousels do not advance.
  useEffect(() => {
    const root = rootRef.current
    if (!root || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1]
      if (entry) setInView(entry.isIntersecting)
    })
    observer.observe(root)
    return () => observer.disconnect()
  }, [])

  useEffect(
    () => () => {
      window.clearTimeout(settleTimer.current)
      window.clearTimeout(holdTimer.current)
    },
    [],
  )

  const canRotate = autoAdvanceMs > 0 && layout.positions > 1
  const rotating = canRotate && (playState === 'playing' || (playState === 'auto' && !reducedMotion))
  const running = hydrated && rotating && !hovered && !focusWithin && !held && documentVisible && inView

  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(() => {
      goTo(nextIndex(indexRef.current, layoutRef.current.positions))
      setTick((value) => value + 1)
    }, autoAdvanceMs)
    return () => window.clearTimeout(timer)
  }, [running, index, tick, autoAdvanceMs, goTo])

  const step = (direction: 'next' | 'previous') => {
    hold()
    setEngaged(true)
    const { positions } = layoutRef.current
    goTo(direction === 'next' ? nextIndex(indexRef.current, positions) : previousIndex(indexRef.current, positions))
  }

  const onScroll = () => {
    window.clearTimeout(settleTimer.current)
    settleTimer.current = window.setTimeout(readBack, SCROLL_SETTLE_MS)
  }

  // Touch: the browser's own scroll-snap moves the track under the finger (one slide per fling,
  // scroll-snap-stop), so a swipe in the middle needs nothing from us. Scrolling it ourselves at
  // touchend would add to the browser's momentum and skip a slide. Once the track settles, a
  // swipe of at least the threshold that left it where it began (a slow drag that snapped back,
  // or a swipe past the first or last slide) gets its one step, wrapping at the ends.
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0]
    pendingSwipe.current = null
    flight.current = null
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY, index: indexRef.current } : null
  }
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current
    const touch = event.changedTouches[0]
    touchStart.current = null
    if (!start || !touch) return
    const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y, swipeThreshold)
    if (!direction) return
    const { positions } = layoutRef.current
    const to = direction === 'next' ? nextIndex(start.index, positions) : previousIndex(start.index, positions)
    pendingSwipe.current = { from: start.index, to }
    setEngaged(true)
    // Scroll events (momentum, snapping) push this back until the track is still.
    window.clearTimeout(settleTimer.current)
    settleTimer.current = window.setTimeout(readBack, SCROLL_SETTLE_MS)
  }

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // The rotation button is how a keyboard user restarts rotation: focus on it does not pause.
    if (event.target === rotationButtonRef.current) setFocusWithin(false)
    else if (isKeyboardFocus(event.target)) {
      setFocusWithin(true)
      setEngaged(true)
    }
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false)
  }
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(true)
  }
  const onPointerLeave = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(false)
  }

  const style = {
    '--carousel-visible-mobile': visible.mobile,
    '--carousel-visible-desktop': visible.desktop,
  } as CSSProperties

  const classes = ['carousel', className].filter(Boolean).join(' ')
  const arrowsDisabled = layout.positions <= 1

  return (
    <section
      ref={rootRef}
      id={baseId}
      className={classes}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={hydrated || undefined}
      style={style}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={hold}
    >
      <div className="carousel__bar">
        {header ? <div className="carousel__header">{header}</div> : null}
        {count > 1 ? (
          <div className="carousel__controls">
            {autoAdvanceMs > 0 ? (
              <button
                ref={rotationButtonRef}
                type="button"
                className="ui-arrow carousel__rotation"
                aria-controls={trackId}
                disabled={!canRotate && hydrated}
                onClick={() => {
                  setFocusWithin(false)
                  setEngaged(true)
                  setPlayState(rotating ? 'paused' : 'playing')
                }}
              >
                {rotating ? <PauseIcon /> : <PlayIcon />}
                <span className="visually-hidden">{`${rotating ? 'Pause' : 'Play'} ${itemsName} slide show`}</span>
              </button>
            ) : null}
            <ArrowButton direction="previous" label={`Previous ${itemsName}`} controls={trackId} disabled={arrowsDisabled} onClick={() => step('previous')} />
            <ArrowButton direction="next" label={`Next ${itemsName}`} controls={trackId} disabled={arrowsDisabled} onClick={() => step('next')} />
          </div>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live={running || !engaged ? 'off' : 'polite'} aria-atomic="true">
        {carouselStatus(index, layout.visible, count)}
      </p>
      <div
        ref={trackRef}
        id={trackId}
        className="carousel__track"
        onScroll={onScroll}
        onWheel={() => {
          flight.current = null
        }}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => {
          touchStart.current = null
        }}
      >
        {/* Slides are positional: the carousel knows nothing about what they show. */}
        {items.map((item, position) => (
          <div key={position} className="carousel__slide" role="group" aria-roledescription="slide" aria-label={slideLabel(position, count)}>
            {item}
          </div>
        ))}
      </div>
    </section>
  )
}
