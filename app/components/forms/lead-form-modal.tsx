// Lead forms in a modal: the deal enquiry (every Book Now on /cruisedeals, its hero), Request A
// Quote (offer pages), the insurance quote and Get Visa Assistance. Without JavaScript the trigger
// is a link to `?form=<kind>#<kind>-form`, which renders the same form in the page instead.
import { type ReactNode, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'

import { Modal } from '~/components/modal'
import { CloseIcon } from '~/components/ui/icons'
import { LEAD_QUERY, leadFormAnchor, type LeadFormSetup } from '~/lib/leads/forms/fields'
import { useHydrated } from '~/lib/ui/use-hydrated'

import { LeadForm, type LeadFormContext } from './lead-form'
import { LEAD_FORM_TEXTS } from './lead-form-texts'

export interface LeadFormModalProps {
  setup: LeadFormSetup
  open: boolean
  onClose: () => void
  /** Heading; default the kind's ('Enquire Now', 'Request A Quote', …). */
  title?: string
  /** A line under the heading: the deal's or sailing's name. */
  subtitle?: ReactNode
  context?: LeadFormContext
  /** Unique per modal on a page. */
  instance?: string
  /** False for a static modal (Escape does not close it, only its button); default true. */
  dismissible?: boolean
}

export function LeadFormModal({ setup, open, onClose, title, subtitle, context, instance, dismissible }: LeadFormModalProps) {
  const id = `${instance ?? setup.kind}-modal`
  const titleId = `${id}-title`
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} id={id} className="lead-modal" dismissible={dismissible}>
      <div className="lead-modal__top">
        <div>
          <h2 id={titleId} className="lead-modal__title">
            {title ?? LEAD_FORM_TEXTS[setup.kind].title}
          </h2>
          {subtitle ? <p className="lead-modal__subtitle">{subtitle}</p> : null}
        </div>
        <button type="button" className="lead-modal__close" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      <LeadForm setup={setup} instance={`${id}-form`} context={context} showRedirectResult={false} onThanksClosed={onClose} />
    </Modal>
  )
}

/**
 * The deal enquiry modal, opened with the item it is about:
 * `item.leadvariation` must be one content allows (see serverLeadChoices).
 */
export function EnquiryModal({
  setup,
  open,
  onClose,
  item,
  dismissible,
}: {
  setup: LeadFormSetup
  open: boolean
  onClose: () => void
  item?: { title?: string; leadvariation?: string }
  /** False: static (only the close button closes it). */
  dismissible?: boolean
}) {
  return (
    <LeadFormModal
      setup={setup}
      open={open}
      onClose={onClose}
      instance="deal-enquiry"
      dismissible={dismissible}
      subtitle={item?.title}
      context={item?.leadvariation ? { leadvariation: item.leadvariation } : undefined}
    />
  )
}

export interface LeadFormButtonProps extends Omit<LeadFormModalProps, 'open' | 'onClose'> {
  /** The button's words ('Enquire Now', 'Request A Quote', 'Get a Quote', …). */
  label: string
  className?: string
  /**
   * Whether this button shows the no-JS form in place when `?form=<kind>` is in the URL (default
   * true). A page with several buttons of one kind sets it on one of them only, so the form (and
   * its ids) appears once; the others link to it.
   */
  inline?: boolean
  /**
   * Several buttons sharing one modal: when given, the button calls this instead of opening a
   * modal of its own (and renders none); the page renders the one LeadFormModal.
   */
  onOpen?: () => void
  /** More query parameters of the no-JS link (what the form is about, e.g. `item`). */
  linkParams?: Record<string, string>
}

/**
 * A button opening a lead form in a modal. Before JavaScript (or without it) it is a link to the
 * same page with `?form=<kind>`, where the form is shown in place, so it works everywhere; a no-JS
 * post returns there with the thank-you or the field messages.
 */
export function LeadFormButton({ label, className, inline: hostsInline = true, onOpen, linkParams: extraParams = {}, ...modal }: LeadFormButtonProps) {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const { kind } = modal.setup
  const anchor = leadFormAnchor(kind)
  const inline = hostsInline && searchParams.get(LEAD_QUERY.form) === kind
  const linkParams = new URLSearchParams(location.search)
  linkParams.delete(LEAD_QUERY.status)
  linkParams.set(LEAD_QUERY.form, kind)
  for (const [name, value] of Object.entries(extraParams)) linkParams.set(name, value)
  const buttonClass = `button${className ? ` ${className}` : ''}`
  return (
    <>
      {hydrated ? (
        <button type="button" className={buttonClass} aria-haspopup="dialog" onClick={() => (onOpen ? onOpen() : setOpen(true))}>
          {label}
        </button>
      ) : (
        <a className={buttonClass} href={`${location.pathname}?${linkParams.toString()}#${anchor}`}>
          {label}
        </a>
      )}
      {inline ? (
        <section id={anchor} className="lead-inline" aria-labelledby={`${anchor}-title`}>
          <h2 id={`${anchor}-title`} className="lead-inline__title">
            {modal.title ?? LEAD_FORM_TEXTS[kind].title}
          </h2>
          {modal.subtitle ? <p className="lead-modal__subtitle">{modal.subtitle}</p> : null}
          <LeadForm setup={modal.setup} instance={`${modal.instance ?? kind}-inline`} context={modal.context} />
        </section>
      ) : null}
      {onOpen ? null : <LeadFormModal {...modal} open={open} onClose={() => setOpen(false)} />}
    </>
  )
}
