import { ChevronIcon } from './icons'

interface ArrowButtonProps {
  direction: 'previous' | 'next'
  /** Accessible name, e.g. 'Next destinations'. */
  label: string
  /** Id of the track the arrow scrolls. */
  controls: string
  /**
   * Nothing further that way. The button stays focusable (aria-disabled, not disabled) so keyboard
   * focus is not lost when an arrow reaches the end under the visitor's finger.
   */
  disabled?: boolean
  onClick: () => void
}

/** The round 44 × 44 px previous/next button shared by Carousel and ScrollRow. */
export function ArrowButton({ direction, label, controls, disabled = false, onClick }: ArrowButtonProps) {
  return (
    <button
      type="button"
      className={`ui-arrow ui-arrow--${direction}`}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      <ChevronIcon direction={direction === 'previous' ? 'left' : 'right'} />
      <span className="visually-hidden">{label}</span>
    </button>
  )
}
