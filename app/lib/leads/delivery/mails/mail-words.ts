// What the lead e-mails say, as pure functions: the agency's rows of a lead (in its own time zone,
// no empty rows, contact links), the visitor's summary of what they asked, and the header-safe
// texts. The React Email components (agency-lead-mail.tsx, visitor-mails.tsx) only lay these out.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

import { mailtoHref, telHref, whatsappHref } from '~/lib/ui/contact-links'

import { type AcceptedLead, fieldText, type LeadFields, type LeadKind, orderedFieldNames } from '../../types'

/** Header-safe text: no control characters (so no CR/LF header injection), one line, bounded. */
export function headerText(value: string, max = 120): string {
  const clean = value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean
}

/** A plain address the visitor typed (already validated by the form), or undefined. */
export function mailbox(value: LeadFields[string] | undefined): string | undefined {
  if (typeof value !== 'string') return undefined
  const address = value.trim()
  return /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/.test(address) && address.length <= 254 ? address : undefined
}

/**
 * The visitor's first name for the greeting of an e-mail to them, only when it looks like a name:
 * letters, spaces, hyphens and apostrophes, 40 characters at most. Anything else ('customer, your
 * booking was cancelled - call …') is not echoed: the e-mail says "Hello," and no free text.
 */
export function greetingName(value: LeadFields[string] | undefined): string {
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : ''
  return /^\p{L}[\p{L}\p{M} '’-]{0,39}$/u.test(name) ? name : ''
}

/** What each form asks for, in the words of a sentence ("We received your …"). */
export const REQUEST_WORDS: Record<LeadKind, string> = {
  promo: 'sign-up for our offers',
  'deal-enquiry': 'enquiry about a cruise deal',
  callback: 'request for a call back',
  quote: 'request for a quote',
  insurance: 'request for a travel insurance quote',
  visa: 'request for visa assistance',
  'dates-alert': 'request to hear when new dates are out',
}

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  mobile: 'Mobile',
  dialCode: 'Dial code',
  nationalNumber: 'National number',
  country: 'Country',
  currency_select: 'Currency',
  leadsource: 'Lead source',
  leadvariation: 'Lead variation',
  monthOfTravel: 'Month of travel',
  sailingDate: 'Sailing date',
  fromdate: 'From date',
  todate: 'To date',
  passengers: 'Passengers',
  destination: 'Destination',
  interest: 'Interested in',
  message: 'Message',
  zc_gad: 'zc_gad (gclid)',
}

/**
 * An instant on the agency's wall clock, for people: 'Sat, 28 Nov 2026, 14:05 (Singapore time)'.
 * The zone is an IANA name checked at start-up (AGENCY_TIME_ZONE).
 */
export function mailTime(ms: number, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms)
  const place = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')
  return `${text} (${place} time)`
}

/** A stored E.164 number written for people ('+6591234567' -> '+65 9123 4567'); as stored when it cannot be read. */
function phoneForPeople(e164: string): string {
  try {
    return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164
  } catch {
    return e164
  }
}

export interface MailRow {
  label: string
  value: string
  /** A tel:, mailto: or https link for the value. */
  href?: string
}

/** The ways the agency can reach the person at once: call, WhatsApp, reply. */
export interface ContactAction {
  label: string
  href: string
}

/** Rows of the agency's mail: the lead's identity, its time on the agency's clock, then every field with a value. */
export function agencyMailRows(lead: AcceptedLead, timeZone: string): MailRow[] {
  const rows: MailRow[] = [
    { label: 'Received', value: mailTime(Date.parse(lead.createdAt), timeZone) },
    { label: 'Form', value: REQUEST_WORDS[lead.kind] ? `${lead.kind} (${REQUEST_WORDS[lead.kind]})` : lead.kind },
    { label: 'Lead id', value: lead.id },
  ]
  for (const name of orderedFieldNames(lead.fields)) {
    const value = fieldText(lead.fields[name]).trim()
    if (value === '') continue
    const label = FIELD_LABELS[name] ?? name
    if (name === 'mobile') rows.push({ label, value: phoneForPeople(value), href: telHref(value) })
    else if (name === 'email' && mailbox(value)) rows.push({ label, value, href: mailtoHref(value) })
    else rows.push({ label, value })
  }
  return rows
}

/** Call, WhatsApp and reply links for the agency's mail, for the fields the lead has. */
export function contactActions(fields: LeadFields): ContactAction[] {
  const actions: ContactAction[] = []
  const mobile = typeof fields.mobile === 'string' ? fields.mobile.trim() : ''
  if (mobile) {
    actions.push({ label: `Call ${phoneForPeople(mobile)}`, href: telHref(mobile) })
    const chat = whatsappHref(mobile)
    if (chat) actions.push({ label: 'WhatsApp', href: chat })
  }
  const address = mailbox(fields.email)
  if (address) actions.push({ label: 'Reply by e-mail', href: mailtoHref(address) })
  return actions
}

export function agencyMailSubject(lead: AcceptedLead): string {
  const name = [lead.fields.firstName, lead.fields.lastName].map((part) => fieldText(part)).join(' ')
  return headerText(`New ${lead.kind} lead: ${name}`)
}

/**
 * What the visitor asked, as their acknowledgement repeats it: only fields whose values the form
 * checked against a fixed list or a format (destination, dates, guests, interests), never free
 * text (a message, a name), so the form cannot be used to mail someone words of a stranger's choosing.
 */
const ECHOED_FIELDS = ['destination', 'sailingDate', 'monthOfTravel', 'fromdate', 'todate', 'passengers', 'interest'] as const

export function requestSummary(fields: LeadFields): MailRow[] {
  const rows: MailRow[] = []
  for (const name of ECHOED_FIELDS) {
    const value = fieldText(fields[name]).trim()
    if (value !== '') rows.push({ label: name === 'passengers' ? 'Guests' : (FIELD_LABELS[name] ?? name), value })
  }
  return rows
}

/** The last four digits of the visitor's number, so the mail says which number will ring without repeating it. */
export function phoneEnding(fields: LeadFields): string | undefined {
  const digits = typeof fields.mobile === 'string' ? fields.mobile.replace(/\D/g, '') : ''
  return digits.length >= 6 ? digits.slice(-4) : undefined
}

/** An absolute link on the site's own origin, or undefined when the lead was stored without one. */
export function siteLink(siteUrl: string | undefined, path: string): string | undefined {
  if (!siteUrl || !/^https?:\/\/[^\s/<>"]+$/.test(siteUrl)) return undefined
  return new URL(path, `${siteUrl}/`).href
}
