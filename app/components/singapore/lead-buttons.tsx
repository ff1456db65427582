// The page's lead-form buttons. Each modal's form (phone country list included) is only rendered
// once the visitor first opens it, so the page's HTML and hydration carry no hidden forms; until
// hydration (and without JavaScript) every button is LeadFormButton's link to the form in the page.
//
// The themed event's and the land packages' Enquire Now share ONE enquiry modal (the 'singapore'
// quote form), with the item's name under its heading.
import { createContext, useContext, useState, type ReactNode } from 'react'

import { LeadFormButton, LeadFormModal } from '~/components/forms'
import type { LeadFormSetup } from '~/lib/leads/form-spec'

interface EnquiryItem {
  title: string
  subtitle: string
}

const OpenEnquiry = createContext<((item: EnquiryItem) => void) | null>(null)

export function EnquiryProvider({ setup, children }: { setup: LeadFormSetup; children: ReactNode }) {
  const [item, setItem] = useState<EnquiryItem | null>(null)
  const [open, setOpen] = useState(false)
  const show = (next: EnquiryItem) => {
    setItem(next)
    setOpen(true)
  }
  return (
    <OpenEnquiry.Provider value={show}>
      {children}
      {item ? (
        // A fresh form per item; reopening the same item keeps its state (e.g. Submitted).
        <LeadFormModal
          key={item.subtitle}
          setup={setup}
          open={open}
          onClose={() => setOpen(false)}
          title={item.title}
          subtitle={item.subtitle}
          instance="enquiry"
        />
      ) : null}
    </OpenEnquiry.Provider>
  )
}

interface EnquireButtonProps {
  setup: LeadFormSetup
  label: string
  /** What the enquiry is about: shown under the form's heading. */
  item: string
  /**
   * This button shows the no-JS form in place (`?form=quote`); exactly one per page does, the
   * others link to it.
   */
  hostsInlineForm?: boolean
}

/** Enquire Now: opens the page's enquiry modal; before hydration a link to the in-page form. */
export function EnquireButton({ setup, label, item, hostsInlineForm = false }: EnquireButtonProps) {
  const show = useContext(OpenEnquiry)
  return (
    <LeadFormButton
      setup={setup}
      label={label}
      title={label}
      instance="enquiry"
      inline={hostsInlineForm}
      onOpen={show ? () => show({ title: label, subtitle: item }) : undefined}
    />
  )
}

/** A lead-form button whose modal is rendered on first open (Get Visa Assistance). */
export function LazyModalLeadButton({ setup, label, title, instance }: { setup: LeadFormSetup; label: string; title?: string; instance: string }) {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never')
  return (
    <>
      <LeadFormButton setup={setup} label={label} title={title} instance={instance} onOpen={() => setState('open')} />
      {state === 'never' ? null : (
        <LeadFormModal setup={setup} open={state === 'open'} onClose={() => setState('closed')} title={title} instance={instance} />
      )}
    </>
  )
}
