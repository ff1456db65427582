// What each lead form asks for, its limits and its messages: plain data, no dependencies, so the
// form components (initial page JS) can import it without pulling zod or the phone metadata in.
// The zod schemas built from it are in ./forms.ts (server, and the browser after hydration).
import type { LeadFormPlacement, PromoSettings } from '~/lib/content'

import { CAMPAIGN_FIELDS, type LeadKind } from '../types'
import type { PhoneKind } from './phone'

/** The fields a visitor fills in, plus the offer pages' sailing date. */
export type LeadInputField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'mobile'
  | 'monthOfTravel'
  | 'destination'
  | 'passengers'
  | 'fromdate'
  | 'todate'
  | 'sailingDate'
  | 'interest'
  | 'message'

export interface LeadFieldRule {
  name: LeadInputField
  required: boolean
}

const required = (name: LeadInputField): LeadFieldRule => ({ name, required: true })
const optional = (name: LeadInputField): LeadFieldRule => ({ name, required: false })
const CONTACT = [required('firstName'), required('lastName'), required('email'), required('mobile')]

/** Each form's fields in the order it shows them. */
export const KIND_FIELDS: Readonly<Record<LeadKind, readonly LeadFieldRule[]>> = {
  // Travel month optional, destination required.
  promo: [...CONTACT, optional('monthOfTravel'), required('destination')],
  // Travel month, passengers, message and interests optional.
  'deal-enquiry': [...CONTACT, optional('monthOfTravel'), optional('passengers'), optional('destination'), optional('interest'), optional('message')],
  // Destination, guests, from and to dates required; message optional.
  callback: [...CONTACT, required('destination'), required('passengers'), required('fromdate'), required('todate'), optional('message')],
  // The offer pages' Request A Quote; the destination is fixed (hidden) to Singapore.
  quote: [
    ...CONTACT,
    optional('sailingDate'),
    optional('monthOfTravel'),
    optional('passengers'),
    optional('destination'),
    optional('interest'),
    optional('message'),
  ],
  // The contact fields plus dates, passengers, destination, message. A
  // quote needs the trip, so dates, passengers and destination are required.
  insurance: [...CONTACT, required('fromdate'), required('todate'), required('passengers'), required('destination'), optional('message')],
  // The enquiry modal behind Get Visa Assistance.
  visa: [...CONTACT, optional('monthOfTravel'), optional('passengers'), optional('destination'), optional('interest'), optional('message')],
  // "Tell me when dates are out" on a sailing with no dates left: who to tell, and how.
  'dates-alert': [required('firstName'), required('email'), optional('mobile')],
}

/** Hidden fields every form posts besides the visitor's: what the server needs to handle it. */
const META_FIELDS = ['form', 'submissionId', 'formToken', 'redirectTo', 'phoneCountry'] as const

/** The honeypot: hidden from people, tempting to bots. A value in it marks the post as spam. */
export const HONEYPOT_FIELD = 'website'

/** Lead tracking chosen by the page (validated against content: only the allowed values). */
const LEAD_SOURCE_FIELDS = ['leadsource', 'leadvariation'] as const

/**
 * Tracking fields of the spec's record. A form may send them (the old site did), but the server
 * always replaces them: country and currency from its own visitor detection, the UTM fields and
 * zc_gad from the visit's first landing (the `hl_utm` cookie).
 */
export const SERVER_TRACKING_FIELDS = ['country', 'currency_select', ...CAMPAIGN_FIELDS] as const

/** Every field name a form of `kind` may post; anything else is rejected (400). */
export function allowedFieldNames(kind: LeadKind): ReadonlySet<string> {
  return new Set<string>([...META_FIELDS, HONEYPOT_FIELD, ...LEAD_SOURCE_FIELDS, ...SERVER_TRACKING_FIELDS, ...KIND_FIELDS[kind].map((rule) => rule.name)])
}

/**
 * Which numbers each form takes: a landline too where a specialist calls the visitor back (every
 * enquiry), only a mobile where the number is for offers (the promo sign-up).
 */
export const KIND_PHONE: Readonly<Record<LeadKind, PhoneKind>> = {
  promo: 'mobile',
  'deal-enquiry': 'any',
  callback: 'any',
  quote: 'any',
  insurance: 'any',
  visa: 'any',
  'dates-alert': 'any',
}

export const LEAD_LIMITS = {
  name: 80,
  email: 254,
  message: 2000,
  passengersMin: 1,
  passengersMax: 20,
  /** utm values, leadsource, leadvariation, the honeypot. */
  text: 200,
  /** Longest phone input read (the library's own cap). */
  phone: 250,
  /** Whole request body. */
  bodyBytes: 64 * 1024,
  /** A form sent sooner than this after the visitor started on it gets the "Send it now" step. */
  minFillMs: 2000,
  /** A token older than this gets the "Send it now" step too (the form asks for a new one before then). */
  formTokenLifetimeMs: 60 * 60 * 1000,
  /** Leads one token may carry; the next gets the "Send it now" step and a new token. */
  leadsPerFormToken: 3,
} as const

/** The visitor-facing words: the spec's where it has them, plain words elsewhere. */
export const LEAD_MESSAGES = {
  firstNameRequired: 'Please enter your first name',
  firstNameTooLong: `First name must be ${LEAD_LIMITS.name} characters or fewer`,
  firstNameInvalid: 'First name contains characters that are not allowed',
  lastNameRequired: 'Please enter your last name',
  lastNameTooLong: `Last name must be ${LEAD_LIMITS.name} characters or fewer`,
  lastNameInvalid: 'Last name contains characters that are not allowed',
  emailRequired: 'Please enter your email address',
  emailTooLong: `Email address must be ${LEAD_LIMITS.email} characters or fewer`,
  emailInvalid: 'Please enter a valid email address',
  /** Every phone problem. */
  phoneInvalid: 'Please enter a valid phone number',
  monthInvalid: 'Please choose a valid month of travel',
  destinationRequired: 'Please select a destination',
  destinationInvalid: 'Please select a destination from the list',
  passengersRequired: 'Please enter the number of guests',
  passengersInvalid: `Please enter a whole number of guests from ${LEAD_LIMITS.passengersMin} to ${LEAD_LIMITS.passengersMax}`,
  fromDateRequired: 'Please choose the from date',
  toDateRequired: 'Please choose the to date',
  dateInvalid: 'Please enter a valid date',
  dateOrder: 'The to date must be on or after the from date',
  datePast: 'Please choose a date from today on',
  monthPast: 'Please choose this month or a later one',
  sailingDateInvalid: 'Please choose a sailing date from the list',
  interestInvalid: 'Please choose from the listed options',
  messageTooLong: `Message must be ${LEAD_LIMITS.message} characters or fewer`,
  messageInvalid: 'Message contains characters that are not allowed',
  /** A whole post sent too soon, without a token or with a stale one: nothing was sent yet. */
  confirm: 'Almost done: your details are not sent yet. Press “Send it now” below to send them.',
  /** The submit button of that step. */
  confirmButton: 'Send it now',
  /** A hidden field was tampered with or the page is stale. */
  reload: 'This form could not be sent. Please reload the page and try again.',
  unknownField: 'This form contains fields it should not. Please reload the page and try again.',
  /** The lead POST answered not ok. */
  submitFailed: 'There was an error submitting the form.',
  /** An exception (network) while submitting. */
  submitException: 'Error submitting form!',
  /** A promo sign-up whose code was already e-mailed today (once a day per mailbox): said instead of "has been sent". */
  promoSentEarlier: (time?: string) =>
    `Your promo code was already e-mailed to this address today${time ? `, at ${time}` : ''}: please look in your inbox, and in spam.`,
  /** After submitException, what the visitor can do: the form adds the number to call. */
  submitExceptionNext: 'Check your connection and press the button again, or call us on',
  tooMany: 'Too many submissions from your network. Please try again later.',
  /** The same submission came back with other details (its first version is kept). */
  alreadySent: 'This form was already sent with other details. Please reload the page to send the new details.',
} as const

/** The spec's choice of the `interest` list and destination per form (content keys). */

/** Where a no-JS post lands back (the section's id), so the page scrolls to the message. */
export function leadFormAnchor(kind: LeadKind): string {
  return kind === 'promo' ? 'promo' : `${kind}-form`
}

/** Query parameters the redirect after a no-JS post sets. */
export const LEAD_QUERY = { status: 'lead', thanks: 'thanks', form: 'form', promo: 'promo', promoEarlier: 'earlier' } as const

/** The query parameter of an offer page's no-JavaScript Book Now links: the sailing its quote form opens with (`?sailing=2025-10-20`). */
export const SAILING_PARAM = 'sailing'

/** localStorage / sessionStorage keys of the promo pop-up. */
export const PROMO_STORAGE = { submitted: 'formSubmitted', shown: 'contactModalShown' } as const

/** The allowed values of a form's choice fields (from content; the server uses the union of every page's). */
export interface LeadChoices {
  destinations: readonly string[]
  interests: readonly string[]
  sailingDates: readonly string[]
  leadsources: readonly string[]
  leadvariations: readonly string[]
  /** The agency's today (YYYY-MM-DD): a trip date before it, or a month of travel before its month, is refused. */
  today?: string
}

/** The field messages of a rejected post, in the shape conform's `lastResult` takes. */
export interface LeadFormResult {
  status: 'error'
  initialValue: Record<string, string | string[]>
  error: Record<string, string[]>
}

/** Everything a page's loader hands one lead form (from app/lib/leads/forms/page-setup.server.ts). */
export interface LeadFormSetup {
  kind: LeadKind
  /** The content entry its lead source defaults come from. */
  defaults: LeadFormPlacement
  /**
   * The visitor's signed fill-time token, only on a page rendered for them alone (after a refused
   * no-JS post); otherwise the form asks GET /api/lead-token for one when the visitor starts on it.
   */
  formToken?: string
  /** The last no-JS post was whole but not yet taken: the form shows "Send it now". */
  confirm?: boolean
  choices: LeadChoices
  destinationPlaceholder: string
  leadsource: string
  leadvariation?: string
  /** Quote and visa forms: the destination is the page's, sent hidden. */
  fixedDestination?: string
  /** Field messages after a no-JS post was rejected (the flash), for this form kind. */
  result?: LeadFormResult
  /** What sending the form means for the person's data (content), shown above the button. */
  consent: string
}

/** The promo form's loader data (`loadPromoForm` in page-setup.server): its setup, the offer, banners and the pop-up delay. */
export interface PromoFormData {
  setup: LeadFormSetup
  /** The offer in the visitor's currency as text ('S$100', formatOfferIn), so the browser builds no number formatter (ADR 34). */
  offerLabel: string
  /** The USD banner, the SGD banner and the one for every other currency. */
  images: PromoSettings['images']
  /** When the automatic pop-up opens (siteSettings). */
  modalDelayMs: number
}

/** Where every lead form posts (ADR 7). Without JavaScript the post redirects back (303). */
export const LEAD_API_PATH = '/api/leads'
/** The form's JavaScript posts here and gets JSON back instead of a redirect. */
export const LEAD_API_JSON_PATH = `${LEAD_API_PATH}?format=json`
/** Without JavaScript: a one-pixel image whose answer brings the visitor's token as a cookie (app/routes/api.lead-start.tsx). */
export const leadStartPath = (kind: LeadKind): string => `/api/lead-start?form=${kind}`

/** A fill-time token for one visitor and one kind of form (GET, never stored by a cache): `{ formToken }`. */
export const leadTokenPath = (kind: LeadKind): string => `/api/lead-token?form=${kind}`

/**
 * When a fill-time token was issued (ms), read from the token itself, or null when it is not one.
 * The form asks for a new token once its own is near the end of its hour, before the visitor sends.
 */
export function formTokenIssuedAt(token: string): number | null {
  const issued = /^v2\.([0-9a-z]{1,12})\./.exec(token)?.[1]
  return issued === undefined ? null : parseInt(issued, 36)
}

/** The answer to a JSON post. `formToken`: the one the form's next try sends. */
export type LeadApiAnswer =
  { ok: true; leadId: string; notice?: string } | { ok: false; error?: string; result?: LeadFormResult; formToken?: string; confirm?: boolean }
