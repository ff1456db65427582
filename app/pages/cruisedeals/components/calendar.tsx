import { type CSSProperties, useEffect, useRef, useState } from 'react'

import { NEW_TAB_NOTE } from '~/components/booking-link'
import { useHydrated } from '~/lib/ui/use-hydrated'

import type { CalendarView } from '../view'

/**
 * What the booking engine's calendar may do in its frame: run its scripts with its own origin
 * (its calls and cookies), submit its filter form, and open a chosen sailing in a new tab. No
 * top navigation, downloads, modals or pointer lock.
 */
const CALENDAR_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox'

/**
 * The booking engine's cruise calendar behind a click-to-load facade: nothing is
 * requested from the engine until the visitor asks, so an unreachable provider costs nothing.
 * The box keeps the content's height before and after, so loading it shifts nothing. Without
 * JavaScript the facade is a link to the calendar in a new tab.
 */
export function CruiseCalendar({ calendar }: { calendar: CalendarView }) {
  const hydrated = useHydrated()
  const [loaded, setLoaded] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)

  // The button is gone once clicked: focus goes to the frame that replaced it, not the page's top.
  useEffect(() => {
    if (loaded) frameRef.current?.focus()
  }, [loaded])

  const style = { '--calendar-height': `${calendar.height}px` } as CSSProperties
  return (
    <div className="deals-calendar" style={style}>
      {loaded ? (
        <iframe
          ref={frameRef}
          className="deals-calendar__frame"
          src={calendar.url}
          title={calendar.title}
          sandbox={CALENDAR_SANDBOX}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          width="100%"
          height={calendar.height}
        />
      ) : (
        <div className="deals-calendar__facade">
          <svg className="deals-calendar__icon" aria-hidden="true" focusable="false" width="48" height="48" viewBox="0 0 24 24">
            <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M3 10h18M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          <p className="deals-calendar__title">{calendar.title}</p>
          {hydrated ? (
            <button type="button" className="button" onClick={() => setLoaded(true)}>
              {calendar.loadLabel}
            </button>
          ) : (
            <a className="button" href={calendar.url} target="_blank" rel="noopener">
              {calendar.loadLabel}
              <span className="visually-hidden">{NEW_TAB_NOTE}</span>
            </a>
          )}
        </div>
      )}
    </div>
  )
}
