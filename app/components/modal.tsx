import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

interface ModalProps {
  open: boolean
  /** Called whenever the dialog closes (close button, Escape when dismissible, navigation). */
  onClose: () => void
  /** Id of the element that names the dialog. */
  labelledBy: string
  id?: string
  className?: string
  /**
   * Whether Escape closes it. The promo modal is static: only its close button
   * closes it.
   */
  dismissible?: boolean
  children: ReactNode
}

/**
 * The one modal of the site, on the native <dialog>: the page behind is inert, Tab and Shift+Tab
 * wrap inside the dialog, and focus returns to whatever opened it.
 */
export function Modal({ open, onClose, labelledBy, id, className, dismissible = true, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const openRef = useRef(open)
  openRef.current = open

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    )
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) {
      event.preventDefault()
      return
    }
    if (event.shiftKey && (document.activeElement === first || !event.currentTarget.contains(document.activeElement))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={className}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onKeyDown={trapTab}
      // A static dialog: `closedby="none"` where supported; elsewhere the cancel is prevented, and
      // should the browser close it anyway (Chrome lets a repeated Escape through a prevented
      // cancel without user activation), it is shown again at once.
      {...(dismissible ? {} : { closedby: 'none' })}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault()
      }}
      onClose={() => {
        const dialog = dialogRef.current
        if (!dismissible && openRef.current && dialog && !dialog.open) {
          dialog.showModal()
          return
        }
        onClose()
        openerRef.current?.focus()
        openerRef.current = null
      }}
    >
      {children}
    </dialog>
  )
}
