// The one deal enquiry of /cruisedeals (the hero and every Book Now open it). One static
// modal for the page, told which item it is about; without JavaScript every trigger is a link to
// `?form=deal-enquiry&item=<id>#deal-enquiry-form`, where the loader finds the item and the same
// form is rendered in the page (EnquiryInline).
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'
import { useLocation } from 'react-router'

import { EnquiryModal, LEAD_FORM_TEXTS, LeadForm } from '~/components/forms'
import { leadFormAnchor, type LeadFormSetup } from '~/lib/leads/forms/fields'
import { useHydrated } from '~/lib/ui/use-hydrated'

import { enquiryHref, type EnquiryItem } from '../view'

const KIND = 'deal-enquiry' as const
const ANCHOR = leadFormAnchor(KIND)

type OpenEnquiry = (item?: EnquiryItem) => void
const EnquiryContext = createContext<OpenEnquiry | null>(null)

interface ModalState {
  open: boolean
  /** Opened at least once: until then the page carries no form (its HTML, hydration and layout). */
  used: boolean
  item?: EnquiryItem
}

/** Holds the page's enquiry modal; EnquiryTrigger inside it opens the modal with its item. */
export function EnquiryProvider({ setup, children }: { setup: LeadFormSetup; children: ReactNode }) {
  const [state, setState] = useState<ModalState>({ open: false, used: false })
  const open = useMemo<OpenEnquiry>(() => (item) => setState({ open: true, used: true, item }), [])
  return (
    <EnquiryContext.Provider value={open}>
      {children}
      {state.used ? (
        <EnquiryModal
          // A form per item: enquiring about another package starts a fresh entry (and submission).
          key={state.item?.id ?? 'page'}
          setup={setup}
          open={state.open}
          item={state.item}
          // The hero's general enquiry is static (only its button closes it); an item's closes on Escape like every other form's.
          dismissible={state.item !== undefined}
          onClose={() => setState((current) => ({ ...current, open: false }))}
        />
      ) : null}
    </EnquiryContext.Provider>
  )
}

interface EnquiryTriggerProps {
  /** What the enquiry is about; none for a general enquiry (the hero). */
  item?: EnquiryItem
  className?: string
  /** Id of an element describing the trigger. */
  describedBy?: string
  children: ReactNode
}

/** A button opening the enquiry modal; before (or without) JavaScript a link to the form in the page. */
export function EnquiryTrigger({ item, className = 'button', describedBy, children }: EnquiryTriggerProps) {
  const open = useContext(EnquiryContext)
  const hydrated = useHydrated()
  const location = useLocation()
  if (hydrated && open) {
    return (
      <button type="button" className={className} aria-haspopup="dialog" aria-describedby={describedBy} onClick={() => open(item)}>
        {children}
      </button>
    )
  }
  const href = enquiryHref(location.pathname, location.search, item?.id)
  return (
    <a className={className} href={href} aria-describedby={describedBy}>
      {children}
    </a>
  )
}

/**
 * The enquiry form in the page, when the address asks for it (`?form=deal-enquiry`): the no-JS
 * Book Now's destination, and where a no-JS post comes back with the thank-you or the messages.
 */
export function EnquiryInline({ setup, item, show }: { setup: LeadFormSetup; item?: EnquiryItem; show: boolean }) {
  if (!show) return null
  const titleId = `${ANCHOR}-title`
  return (
    <section id={ANCHOR} className="lead-inline deals-inline container" aria-labelledby={titleId}>
      <h2 id={titleId} className="lead-inline__title">
        {LEAD_FORM_TEXTS[KIND].title}
      </h2>
      {item ? <p className="lead-modal__subtitle">{item.title}</p> : null}
      <LeadForm setup={setup} instance={`${KIND}-inline`} context={item ? { leadvariation: item.leadvariation } : undefined} />
    </section>
  )
}
