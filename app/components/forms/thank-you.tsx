// The popup after a successful lead, and its no-JavaScript twin: the
// same words shown in place when a plain form post came back with `?lead=thanks`.
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'

import { Modal } from '~/components/modal'

interface ThankYouProps {
  id: string
  heading: string
  lines: readonly string[]
}

/** 100 particles, spread 70, from 60 % down the screen; none for reduced motion. */
const CONFETTI_OPTIONS = { particleCount: 100, spread: 70, origin: { y: 0.6 } } as const

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Whether confetti will fire here (decided before the popup renders its canvas). */
export function confettiWanted(): boolean {
  return typeof window !== 'undefined' && !prefersReducedMotion()
}

/**
 * Confetti on a canvas inside the popup: the popup is in the top layer, so a canvas on <body>
 * would sit behind it. canvas-confetti is loaded only now (never in the page's first JavaScript),
 * without its worker, which the strict CSP (worker-src 'self') would block as a blob: script.
 */
function Confetti() {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    let reset: (() => void) | undefined
    let live = true
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (!live) return
        const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true })
        reset = () => fire.reset()
        return fire({ ...CONFETTI_OPTIONS, origin: { ...CONFETTI_OPTIONS.origin } })
      })
      .catch((error: unknown) => console.warn('Confetti could not load', error))
    return () => {
      live = false
      reset?.()
    }
  }, [])
  return <canvas ref={canvasRef} className="lead-confetti" data-testid="confetti" aria-hidden="true" />
}

export function ThankYouModal({ id, heading, lines, open, confetti, onClose }: ThankYouProps & { open: boolean; confetti: boolean; onClose: () => void }) {
  const titleId = `${id}-title`
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} id={id} className="lead-thanks-modal">
      {open && confetti ? <Confetti /> : null}
      <div className="lead-thanks">
        <h2 id={titleId} className="lead-thanks__heading">
          {heading}
        </h2>
        {lines.map((line) => (
          <p key={line} className="lead-thanks__line">
            {line}
          </p>
        ))}
        <button type="button" className="button lead-thanks__close" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  )
}

/** After a no-JS post: the thank-you shown in place; Close goes back to the page without it. */
export function ThankYouPanel({ id, heading, lines, closeTo }: ThankYouProps & { closeTo: string }) {
  return (
    <div id={id} className="lead-thanks lead-thanks--inline" role="status">
      <h2 className="lead-thanks__heading">{heading}</h2>
      {lines.map((line) => (
        <p key={line} className="lead-thanks__line">
          {line}
        </p>
      ))}
      <Link to={closeTo} className="button lead-thanks__close" preventScrollReset>
        Close
      </Link>
    </div>
  )
}
