// What the lead forms need from the server: loaders call leadFormSetup() (and the home page
// loadPromoForm()) so each form renders with its options, its lead-source defaults and, after a
// refused no-JS post, the field messages and the visitor's own fill-time token. A page that any
// visitor may be served carries no token (the form fetches one: app/routes/api.lead-token.tsx).
// The action (lead-action.server.ts) calls serverLeadChoices() to know what a post of each kind
// may contain, and visitorFormToken() for the token of its "Send it now" step.
import { stegaClean } from '@sanity/client/stega'

import type { FormOptions, LeadDefault, LeadFormPlacement } from '~/lib/content'
import { getFormOptions } from '~/lib/content/detail.server'
import { getPromoSettings } from '~/lib/content/lists.server'
import { type CurrencyCode, formatOfferIn } from '~/lib/currency'
import { isHttps } from '~/lib/platform/http'
import { siteSecret } from '~/lib/platform/security/signing.server'
import { agencyToday } from '~/lib/sailings/clock.server'

import type { LeadKind } from '../types'
import { consentLine } from './consent.server'
import { LEAD_LIMITS, type LeadChoices, type LeadFormSetup, type PromoFormData } from './fields'
import { checkFormToken, clearFlashCookie, type FormTokenCheck, hasFlashCookie, issueFormToken, readFlashCookie } from './signed-values.server'

/** The content entry whose leadsource/leadvariation a post of each kind gets when it names none. */
export const PRIMARY_DEFAULTS: Readonly<Record<LeadKind, LeadFormPlacement>> = {
  promo: 'promo',
  'deal-enquiry': 'dealEnquiry',
  callback: 'callback',
  quote: 'offerQuote',
  insurance: 'insurance',
  visa: 'visa',
  'dates-alert': 'singapore',
}

/** Every content entry a form of the kind may name (a page chooses one; the post may only name these). */
const KIND_DEFAULTS: Readonly<Record<LeadKind, readonly LeadFormPlacement[]>> = {
  promo: ['promo'],
  'deal-enquiry': ['dealEnquiry'],
  callback: ['callback'],
  quote: ['offerQuote', 'singapore'],
  insurance: ['insurance', 'insuranceQuote'],
  visa: ['visa'],
  'dates-alert': ['singapore'],
}

export function leadSecret(): string {
  return siteSecret()
}

/** A token posted with a `kind` form (or brought by its no-JS cookie), checked by the forms' rules (LEAD_LIMITS). */
export function checkVisitorFormToken(token: unknown, kind: LeadKind): FormTokenCheck {
  return checkFormToken(leadSecret(), token, kind, { minFillMs: LEAD_LIMITS.minFillMs, lifetimeMs: LEAD_LIMITS.formTokenLifetimeMs })
}

/** A fill-time token for the visitor starting on a `kind` form now (GET /api/lead-token, the "Send it now" step). */
export function visitorFormToken(kind: LeadKind): string {
  return issueFormToken(leadSecret(), kind)
}

function unique(values: Iterable<string | undefined>): string[] {
  return [...new Set([...values].filter((value): value is string => typeof value === 'string' && value !== ''))]
}

function interestsOf(kind: LeadKind, options: FormOptions, defaults?: LeadFormPlacement): string[] {
  const labels = (list: { value: string }[]) => list.map((option) => option.value)
  switch (kind) {
    case 'deal-enquiry':
      return labels(options.interests.dealEnquiry)
    case 'visa':
      return labels(options.interests.dealsAndSingapore)
    case 'quote':
      if (defaults === 'singapore') return labels(options.interests.dealsAndSingapore)
      if (defaults === 'offerQuote') return labels(options.interests.offerAndQuote)
      return unique([...labels(options.interests.offerAndQuote), ...labels(options.interests.dealsAndSingapore)])
    default:
      return []
  }
}

/**
 * What the pages add to a kind's choices: the sailing dates and lead variations their own forms and
 * items may send (the offer pages' sailings, /cruisedeals' packages). The pages know these, so the
 * composition root hands them in (app/site-pages.server.ts) and the lead pipeline imports no page.
 */
export interface PageLeadChoices {
  sailingDates: readonly string[]
  leadvariations: readonly string[]
}
export type PageLeadChoicesOf = (kind: LeadKind) => Promise<PageLeadChoices>

/** What a page adds to a kind of form it does not carry. */
export const NO_PAGE_LEAD_CHOICES: PageLeadChoices = { sailingDates: [], leadvariations: [] }

/** What a post of `kind` may contain, from any page: the union of every page's choices. */
export async function serverLeadChoices(kind: LeadKind, pageChoicesOf: PageLeadChoicesOf): Promise<{ choices: LeadChoices; options: FormOptions }> {
  const [options, pages] = await Promise.all([getFormOptions(), pageChoicesOf(kind)])
  const defaults = KIND_DEFAULTS[kind].map((key): LeadDefault => options.leadDefaults[key])
  return {
    options,
    // Compared with what a form posts (cleaned in lead-action.server.ts): without stega markers.
    choices: stegaClean({
      today: agencyToday(),
      destinations: unique([...options.destinations.map((option) => option.value), options.offerDestination]),
      interests: interestsOf(kind, options),
      sailingDates: unique(pages.sailingDates),
      leadsources: unique(defaults.map((entry) => entry.leadsource)),
      leadvariations: unique([...defaults.map((entry) => entry.leadvariation), ...pages.leadvariations]),
    }),
  }
}

export interface LeadFormMount {
  kind: LeadKind
  /** The content entry of this page's lead source (default: the kind's own). */
  defaults?: LeadFormPlacement
  /** This page's lead variation when content gives the page one (the offer pages). */
  leadvariation?: string
  /** The quote form: this offer page's sailing dates (ISO), offered as a choice. */
  sailingDates?: string[]
}

/** A lead form's setup for a page's loader. Pair it with leadFormHeaders(request) in the answer. */
export async function leadFormSetup(request: Request, mount: LeadFormMount): Promise<LeadFormSetup> {
  const options = await getFormOptions()
  const defaultsKey = mount.defaults ?? PRIMARY_DEFAULTS[mount.kind]
  const defaults = options.leadDefaults[defaultsKey]
  const leadvariation = mount.leadvariation ?? defaults.leadvariation
  const fixedDestination = mount.kind === 'quote' || mount.kind === 'visa' ? options.offerDestination : undefined
  const flash = await readFlashCookie(leadSecret(), request.headers.get('cookie'))
  const ownFlash = flash && flash.kind === mount.kind ? flash : null
  return {
    kind: mount.kind,
    defaults: defaultsKey,
    // A page with a flash is this visitor's alone (never stored), so it may carry their token.
    ...(ownFlash?.formToken ? { formToken: ownFlash.formToken } : {}),
    ...(ownFlash?.confirm ? { confirm: true } : {}),
    choices: {
      // The form's own check and its date pickers start at the agency's today, as the server's does.
      today: agencyToday(),
      destinations: fixedDestination ? [fixedDestination] : options.destinations.map((option) => option.value),
      interests: interestsOf(mount.kind, options, defaultsKey),
      sailingDates: mount.sailingDates ?? [],
      leadsources: [defaults.leadsource],
      leadvariations: leadvariation ? [leadvariation] : [],
    },
    destinationPlaceholder: options.destinationPlaceholder,
    consent: consentLine(options, mount.kind),
    leadsource: defaults.leadsource,
    ...(leadvariation ? { leadvariation } : {}),
    ...(fixedDestination ? { fixedDestination } : {}),
    ...(ownFlash ? { result: { status: 'error' as const, initialValue: ownFlash.values, error: ownFlash.errors } } : {}),
  }
}

/** Headers for a loader that rendered lead forms: clears a no-JS error flash once it was shown. */
export function leadFormHeaders(request: Request): Headers {
  const headers = new Headers()
  if (hasFlashCookie(request.headers.get('cookie'))) headers.append('Set-Cookie', clearFlashCookie({ secure: isHttps(request) }))
  return headers
}

/**
 * For the home page's loader: `const promo = await loadPromoForm(request, currency)` and answer with
 * `data({ …, promo }, { headers: leadFormHeaders(request) })`; then `<PromoSection data={promo} />`
 * and `<PromoModal data={promo} />`.
 */
export async function loadPromoForm(request: Request, currency: CurrencyCode): Promise<PromoFormData> {
  const [setup, settings] = await Promise.all([leadFormSetup(request, { kind: 'promo' }), getPromoSettings()])
  return { setup, offerLabel: formatOfferIn(settings.offer, currency), images: settings.images, modalDelayMs: settings.modalDelayMs }
}
