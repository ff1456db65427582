import { type ReactNode, useState } from 'react'

/**
 * 'Our Partners': two rows of cruise-line logos drifting sideways in opposite
 * directions, CSS only. Each row holds its logos twice so the loop is seamless; the second copy is
 * aria-hidden, so assistive technology reads every logo once, as a list. The motion pauses on
 * hover, on keyboard focus, with the pause button (WCAG 2.2.2), and does not run at all for
 * visitors who prefer reduced motion, who get the logos as a plain wrapping list.
 */
export function PartnersMarquee({ rows, label }: { rows: ReactNode[][]; label: string }) {
  const [paused, setPaused] = useState(false)
  return (
    <div className="partners" data-paused={paused || undefined}>
      <button type="button" className="ui-arrow partners__toggle" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          {paused ? (
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          ) : (
            <path d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          )}
        </svg>
        <span className="visually-hidden">Pause logo animation</span>
      </button>
      <div className="partners__rows">
        {rows.map((row, rowIndex) => (
          <div key={rowIndex} className={`partners__row partners__row--${rowIndex % 2 === 0 ? 'left' : 'right'}`}>
            <div className="partners__track" style={{ animationDuration: `${Math.max(20, row.length * 5)}s` }}>
              <ul className="partners__set" role="list" aria-label={rows.length > 1 ? `${label} (${rowIndex + 1} of ${rows.length})` : label}>
                {row.map((logo, position) => (
                  <li key={position} className="partners__logo">
                    {logo}
                  </li>
                ))}
              </ul>
              <div className="partners__set" aria-hidden="true">
                {row.map((logo, position) => (
                  <div key={position} className="partners__logo">
                    {logo}
                  </div>
                ))}
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
