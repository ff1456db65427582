// Small inline icons for the shared UI pieces: decorative (aria-hidden), sized by their attributes
// so nothing shifts while CSS loads, drawn in currentColor.

interface IconProps {
  className?: string
}

export function ChevronIcon({ direction, className }: IconProps & { direction: 'left' | 'right' | 'down' }) {
  const d = direction === 'left' ? 'M15 5l-7 7 7 7' : direction === 'right' ? 'M9 5l7 7-7 7' : 'M5 9l7 7 7-7'
  return (
    <svg className={className} aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function PauseIcon({ className }: IconProps) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

export function PlayIcon({ className }: IconProps) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  )
}

/** The cross of a modal's close button (the button carries the visible-to-readers label). */
export function CloseIcon() {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** The arrow of a link that goes on (the hero's and the campaign banner's). */
export function ArrowIcon({ className }: IconProps) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path d="M5 12h12M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
