// The shapes every lead form, the outbox and the sinks agree on. Browser-safe: the forms import
// the kinds and field names from here too.
import { CAMPAIGN_FIELDS } from '~/lib/campaign/fields'

/** Every form that produces a lead; the `form` field of `POST /api/leads` names one of these. */
export const LEAD_KINDS = ['promo', 'deal-enquiry', 'callback', 'quote', 'insurance', 'visa', 'dates-alert'] as const

export type LeadKind = (typeof LEAD_KINDS)[number]

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value)
}

/**
 * The validated lead record: field name to value. Only `interest` is
 * a list. The route validates before anything reaches the outbox; the pipeline stores and delivers
 * the record as given, so the spreadsheet columns keep the required names.
 */
export type LeadFieldValue = string | string[]
export type LeadFields = Record<string, LeadFieldValue>

// The visit's campaign on a lead: the UTM parameters of its first landing, and zc_gad from gclid.
export { CAMPAIGN_FIELDS }

/**
 * The required field names in the order people read them: the e-mail table, the spreadsheet POST and
 * the CSV export list these first, then any other field in alphabetical order.
 */
export const LEAD_FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'dialCode',
  'nationalNumber',
  'country',
  'currency_select',
  'leadsource',
  'leadvariation',
  'monthOfTravel',
  'fromdate',
  'todate',
  'passengers',
  'destination',
  'interest',
  'message',
  ...CAMPAIGN_FIELDS,
] as const

/** Field names of `fields`, the required ones first, then the rest sorted, so every output lists them alike. */
export function orderedFieldNames(fields: LeadFields): string[] {
  const known: string[] = LEAD_FIELD_ORDER.filter((name) => name in fields)
  const others = Object.keys(fields)
    .filter((name) => !(LEAD_FIELD_ORDER as readonly string[]).includes(name))
    .sort()
  return [...known, ...others]
}

/** A field value as one line of text: a list (interest) joined the way the agency's sheet expects. */
export function fieldText(value: LeadFieldValue | undefined): string {
  if (value === undefined) return ''
  return Array.isArray(value) ? value.join(', ') : value
}

/**
 * What the visitor's e-mail needs beyond the form: the brand, the agency's number for their market,
 * the site's address, and for a promo sign-up the code and amount for their currency. The caller
 * takes them from content and configuration at acceptance, so a later change does not alter an
 * e-mail still waiting for delivery.
 */
export interface VisitorEmailExtras {
  promoCode?: string
  /** The amount as the visitor saw it, e.g. '₹10,000' or 'US$115'. */
  promoAmountLabel?: string
  /** The brand as content names it, for the e-mail's greeting and subject. */
  brandName?: string
  /** The recipient's own signed unsubscribe link (unsubscribe.server.ts), on the site's origin. */
  unsubscribeUrl?: string
  /** The agency's phone for the visitor's market, as content writes it ('+65 6123 4567'). */
  agencyPhone?: string
  /** The site's origin ('https://www.harbourline.example'): every link in the visitor's e-mail is on it. */
  siteUrl?: string
}

/** What the person agreed to by sending the form: the form's consent line, its version, and when. */
export interface LeadConsent {
  /** The first 16 hex digits of the wording's SHA-256: one version per wording. */
  version: string
  wording: string
  /** ISO 8601 instant the lead was sent. */
  at: string
}

/** A lead as stored in the outbox and handed to every sink. */
export interface AcceptedLead {
  /** `lead_` + 26 characters: time-sortable and unguessable. */
  id: string
  kind: LeadKind
  fields: LeadFields
  /** The client's id for one press of Submit, so a repeated post is the same lead. */
  submissionId: string
  /** ISO 8601 instant of acceptance (UTC). */
  createdAt: string
  visitorEmailExtras?: VisitorEmailExtras
}
