// The page's lead-form buttons. Each modal's form (phone country list included) is only rendered
// once the visitor first opens it, so the page's HTML and hydration carry no hidden forms; until
// hydration (and without JavaScript) every button is LeadFormButton's link to the form in the page.
//
// The themed event's and the land packages' Enquire Now share ONE enquiry modal (the 'singapore'
// quote form), with the item's name under its heading and in the lead (its lead variation), with
// JavaScript or without (`?form=quote&item=<id>`, the form shown in place about that item).
import { createContext, type ReactNode, useContext, useState } from 'react'
import { useSearchParams } from 'react-router'

import { LeadFormButton, LeadFormModal, type LeadFormModalProps } from '~/components/forms'
import { ENQUIRY_ITEM_PARAM } from '~/lib/leads/forms/enquiry-link'
import type { LeadFormSetup } from '~/lib/leads/forms/fields'

import type { SingaporeEnquiryItem } from '../view'

interface OpenedEnquiry {
  /** The button's words, the modal's heading. */
  title: string
  item: SingaporeEnquiryItem
}

interface Enquiries {
  show: (opened: OpenedEnquiry) => void
  items: readonly SingaporeEnquiryItem[]
}

const EnquiryContext = createContext<Enquiries | null>(null)

export function EnquiryProvider({ setup, items, children }: { setup: LeadFormSetup; items: readonly SingaporeEnquiryItem[]; children: ReactNode }) {
  const [opened, setOpened] = useState<OpenedEnquiry | null>(null)
  const [open, setOpen] = useState(false)
  const show = (next: OpenedEnquiry) => {
    setOpened(next)
    setOpen(true)
  }
  return (
    <EnquiryContext.Provider value={{ show, items }}>
      {children}
      {opened ? (
        // A fresh form per item; reopening the same item keeps its state (e.g. Submitted).
        <LeadFormModal
          key={opened.item.id}
          setup={setup}
          open={open}
          onClose={() => setOpen(false)}
          title={opened.title}
          subtitle={opened.item.title}
          context={{ leadvariation: opened.item.title }}
          instance="enquiry"
        />
      ) : null}
    </EnquiryContext.Provider>
  )
}

interface EnquireButtonProps {
  setup: LeadFormSetup
  label: string
  /** What the enquiry is about: under the form's heading and in the lead. */
  item: SingaporeEnquiryItem
  /**
   * This button shows the no-JS form in place (`?form=quote`), about the item the link named;
   * exactly one per page does, the others link to it.
   */
  hostsInlineForm?: boolean
}

/** Enquire Now: opens the page's enquiry modal; before hydration a link to the in-page form about the item. */
export function EnquireButton({ setup, label, item, hostsInlineForm = false }: EnquireButtonProps) {
  const enquiries = useContext(EnquiryContext)
  const [searchParams] = useSearchParams()
  const linked = hostsInlineForm ? enquiries?.items.find((candidate) => candidate.id === searchParams.get(ENQUIRY_ITEM_PARAM)) : undefined
  const about = linked ?? item
  return (
    <LeadFormButton
      setup={setup}
      label={label}
      title={label}
      subtitle={about.title}
      context={{ leadvariation: about.title }}
      instance="enquiry"
      inline={hostsInlineForm}
      linkParams={{ [ENQUIRY_ITEM_PARAM]: item.id }}
      onOpen={enquiries ? () => enquiries.show({ title: label, item }) : undefined}
    />
  )
}

/** A lead-form button whose modal is rendered on first open (Get Visa Assistance, Tell me when dates are out). */
export function LazyModalLeadButton({
  setup,
  label,
  title,
  subtitle,
  context,
  instance,
}: Pick<LeadFormModalProps, 'setup' | 'title' | 'subtitle' | 'context'> & { label: string; instance: string }) {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never')
  const modal = { setup, title, subtitle, context, instance }
  return (
    <>
      <LeadFormButton {...modal} label={label} onOpen={() => setState('open')} />
      {state === 'never' ? null : <LeadFormModal {...modal} open={state === 'open'} onClose={() => setState('closed')} />}
    </>
  )
}
