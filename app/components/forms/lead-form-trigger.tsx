// One lead form opened from many places on a page (each fare row's Book Now, the insurance
// banner's button and its Get a Quote): the page keeps one LeadFormModal and any number of
// LeadFormTriggers; LeadFormInline is the no-JavaScript form in the page. LeadFormButton (one
// button, one modal) is the same idea for a single opener.
import type { ReactNode } from 'react'
import { useLocation, useSearchParams } from 'react-router'

import { LEAD_QUERY, leadFormAnchor, type LeadFormSetup } from '~/lib/leads/forms/fields'
import type { LeadKind } from '~/lib/leads/types'
import { useHydrated } from '~/lib/ui/use-hydrated'

import { LeadForm, type LeadFormContext } from './lead-form'
import { LEAD_FORM_TEXTS } from './lead-form-texts'

/** `?form=<kind>[&extra…]#<kind>-form` on the current page: where a trigger leads without JavaScript. */
function leadFormHref(pathname: string, search: string, kind: LeadKind, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(search)
  params.delete(LEAD_QUERY.status)
  params.set(LEAD_QUERY.form, kind)
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  return `${pathname}?${params.toString()}#${leadFormAnchor(kind)}`
}

export interface LeadFormTriggerProps {
  kind: LeadKind
  /** The visible words ('Book Now', 'Get a Quote'). */
  children: ReactNode
  /** Opens the page's modal (after hydration). */
  onOpen: () => void
  /** Extra query parameters of the no-JavaScript link (the fare row's sailing). */
  params?: Record<string, string>
  className?: string
}

/** A button opening the page's lead form modal; before (or without) JavaScript a link to the form in the page. */
export function LeadFormTrigger({ kind, children, onOpen, params, className }: LeadFormTriggerProps) {
  const hydrated = useHydrated()
  const location = useLocation()
  const classes = `button${className ? ` ${className}` : ''}`
  if (!hydrated) {
    return (
      <a className={classes} href={leadFormHref(location.pathname, location.search, kind, params)}>
        {children}
      </a>
    )
  }
  return (
    <button type="button" className={classes} aria-haspopup="dialog" onClick={onOpen}>
      {children}
    </button>
  )
}

export interface LeadFormInlineProps {
  setup: LeadFormSetup
  title?: string
  subtitle?: ReactNode
  context?: LeadFormContext
  className?: string
}

/** The form shown in the page when the URL asks for it (`?form=<kind>`, a trigger's no-JavaScript link). */
export function LeadFormInline({ setup, title, subtitle, context, className }: LeadFormInlineProps) {
  const [searchParams] = useSearchParams()
  const { kind } = setup
  if (searchParams.get(LEAD_QUERY.form) !== kind) return null
  const anchor = leadFormAnchor(kind)
  return (
    <section id={anchor} className={`lead-inline${className ? ` ${className}` : ''}`} aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`} className="lead-inline__title">
        {title ?? LEAD_FORM_TEXTS[kind].title}
      </h2>
      {subtitle ? <p className="lead-modal__subtitle">{subtitle}</p> : null}
      <LeadForm setup={setup} instance={`${kind}-inline`} context={context} />
    </section>
  )
}
