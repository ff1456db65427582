// One zod schema per lead form, built from the content's option lists by one factory. Browser-safe:
// the server validates every post with it (the authority), and the form validates the same way in
// the browser once its validation chunk has loaded (components/forms/validation.ts).
//
// `zod/mini`: the same zod 4 core with functions instead of methods, so a bundle keeps only what
// it uses (about 6 KB gzipped here, against 90 KB for the classic API with these schemas).
// The schemas take what conform's parseWithZod hands them: empty inputs already removed, numbers
// coerced, a repeated name as a list.
import * as z from 'zod/mini'

import type { CampaignField } from '~/lib/campaign/fields'
import { hasHiddenCharacters } from '~/lib/platform/text/visitor-text'
import { isCalendarDate } from '~/lib/sailings'

import { isLeadKind, type LeadFields, type LeadKind } from '../types'
import { HONEYPOT_FIELD, KIND_FIELDS, KIND_PHONE, LEAD_LIMITS, LEAD_MESSAGES, type LeadChoices, type LeadInputField, SERVER_TRACKING_FIELDS } from './fields'
import { parseLeadPhone } from './phone'

export type { LeadChoices } from './fields'

/** What a valid post of a form amounts to: the visitor's fields, the phone read, the hidden fields. */
export interface LeadFormValue {
  kind: LeadKind
  /** The visitor's fields as entered (trimmed), without the phone. */
  fields: Partial<Record<Exclude<LeadInputField, 'mobile' | 'interest'>, string>> & { interest?: string[] }
  /** The number read; none where the form's phone is optional and was left empty (a dates alert). */
  phone?: { e164: string; dialCode: string; nationalNumber: string }
  submissionId?: string
  formToken?: string
  /** The honeypot's content ('' for people). */
  honeypot: string
  redirectTo?: string
  leadsource?: string
  leadvariation?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const MIN_YEAR = 2000
const MAX_YEAR = 2100

/** A travel date the forms take: a real calendar day (the agency's one rule, isCalendarDate) between 2000 and 2100. */
export function isTravelDate(value: string): boolean {
  if (!isCalendarDate(value)) return false
  const year = Number(value.slice(0, 4))
  return year >= MIN_YEAR && year <= MAX_YEAR
}

/** 'YYYY-MM' between 2000 and 2100. */
export function isIsoMonth(value: string): boolean {
  const match = MONTH.exec(value)
  return match !== null && Number(match[1]) >= MIN_YEAR && Number(match[1]) <= MAX_YEAR
}

/** Whether a well-formed date or month is not before `earliest` (same shape; none: any). Malformed values are left to their own check. */
function notBefore(value: string, earliest: string | undefined): boolean {
  return earliest === undefined || value.length !== earliest.length || value >= earliest
}

/** A required one-line text: trimmed, 1..max characters, no control characters. */
function requiredLine(max: number, messages: { required: string; tooLong: string; invalid: string }) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, messages.required),
    z.maxLength(max, messages.tooLong),
    z.refine((value) => !hasHiddenCharacters(value), messages.invalid),
  )
}

/** A value that must be one of `allowed` (a select or a hidden field the page set). */
function oneOf(allowed: readonly string[], messages: { required: string; invalid: string }) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, messages.required),
    z.refine((value) => allowed.includes(value), messages.invalid),
  )
}

function fieldSchema(name: LeadInputField, choices: LeadChoices) {
  const m = LEAD_MESSAGES
  switch (name) {
    case 'firstName':
      return requiredLine(LEAD_LIMITS.name, { required: m.firstNameRequired, tooLong: m.firstNameTooLong, invalid: m.firstNameInvalid })
    case 'lastName':
      return requiredLine(LEAD_LIMITS.name, { required: m.lastNameRequired, tooLong: m.lastNameTooLong, invalid: m.lastNameInvalid })
    case 'email':
      return z.pipe(
        z.string({ error: m.emailRequired }).check(z.trim(), z.minLength(1, m.emailRequired), z.maxLength(LEAD_LIMITS.email, m.emailTooLong)),
        z.email({ error: m.emailInvalid }),
      )
    case 'mobile':
      // The number itself is checked against its country below (it needs phoneCountry).
      return z.string({ error: m.phoneInvalid }).check(z.trim(), z.minLength(1, m.phoneInvalid), z.maxLength(LEAD_LIMITS.phone, m.phoneInvalid))
    case 'monthOfTravel':
      return z.string({ error: m.monthInvalid }).check(
        z.trim(),
        z.refine(isIsoMonth, m.monthInvalid),
        z.refine((value) => notBefore(value, choices.today?.slice(0, 7)), m.monthPast),
      )
    case 'destination':
      return oneOf(choices.destinations, { required: m.destinationRequired, invalid: m.destinationInvalid })
    case 'passengers':
      return z
        .int({ error: (issue) => (issue.input === undefined ? m.passengersRequired : m.passengersInvalid) })
        .check(z.gte(LEAD_LIMITS.passengersMin, m.passengersInvalid), z.lte(LEAD_LIMITS.passengersMax, m.passengersInvalid))
    case 'fromdate':
    case 'todate': {
      const required = name === 'fromdate' ? m.fromDateRequired : m.toDateRequired
      return z.string({ error: required }).check(
        z.trim(),
        z.minLength(1, required),
        z.refine(isTravelDate, m.dateInvalid),
        z.refine((value) => notBefore(value, choices.today), m.datePast),
      )
    }
    case 'sailingDate':
      return oneOf(choices.sailingDates, { required: m.sailingDateInvalid, invalid: m.sailingDateInvalid })
    case 'interest':
      return z.array(z.string({ error: m.interestInvalid }), { error: m.interestInvalid }).check(
        z.maxLength(choices.interests.length, m.interestInvalid),
        z.refine((values) => values.every((value) => choices.interests.includes(value)) && new Set(values).size === values.length, m.interestInvalid),
      )
    case 'message':
      return z.string({ error: m.messageInvalid }).check(
        z.trim(),
        z.maxLength(LEAD_LIMITS.message, m.messageTooLong),
        z.refine((value) => !hasHiddenCharacters(value, { multiline: true }), m.messageInvalid),
      )
  }
}

/** A hidden one-line value: bounded, no controls; a wrong one means a stale or tampered page. */
const hiddenText = (max: number) =>
  z.optional(
    z.string({ error: LEAD_MESSAGES.reload }).check(
      z.maxLength(max, LEAD_MESSAGES.reload),
      z.refine((value) => !hasHiddenCharacters(value), LEAD_MESSAGES.reload),
    ),
  )

const hiddenChoice = (allowed: readonly string[]) =>
  z.optional(z.string({ error: LEAD_MESSAGES.reload }).check(z.refine((value) => allowed.includes(value), LEAD_MESSAGES.reload)))

type Shape = Record<string, z.ZodMiniType>

/** The schema of one form kind. Its output is a LeadFormValue (the phone read, fields trimmed). */
export function createLeadSchema(kind: LeadKind, choices: LeadChoices) {
  const shape: Shape = {
    form: z.literal(kind, { error: LEAD_MESSAGES.reload }),
    submissionId: z.optional(z.string({ error: LEAD_MESSAGES.reload }).check(z.regex(UUID, LEAD_MESSAGES.reload))),
    formToken: hiddenText(200),
    redirectTo: hiddenText(2048),
    phoneCountry: z.optional(z.string({ error: LEAD_MESSAGES.phoneInvalid }).check(z.regex(/^[A-Z]{2}$/, LEAD_MESSAGES.phoneInvalid))),
    // Any value, of any length (the body's limit bounds it): the server answers a filled honeypot
    // as it answers a person's same post, so no check may refuse what only a bot fills in.
    [HONEYPOT_FIELD]: z.optional(z.string({ error: LEAD_MESSAGES.reload })),
    leadsource: hiddenChoice(choices.leadsources),
    leadvariation: hiddenChoice(choices.leadvariations),
  }
  for (const name of SERVER_TRACKING_FIELDS) shape[name] = hiddenText(LEAD_LIMITS.text)
  for (const rule of KIND_FIELDS[kind]) {
    const schema = fieldSchema(rule.name, choices)
    shape[rule.name] = rule.required ? schema : z.optional(schema)
  }

  const object = z
    .strictObject(shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? LEAD_MESSAGES.unknownField : undefined),
    })
    // Checks across fields. `when` runs them even while another field is wrong, so the visitor
    // sees the phone message at once, not only after fixing everything else.
    .check(
      z.superRefine(
        (value, context) => {
          const input = value as Record<string, unknown>
          const mobile = input.mobile
          // (Empty or over-long: the field's own check has said so already.)
          if (typeof mobile === 'string' && mobile.trim() !== '' && mobile.trim().length <= LEAD_LIMITS.phone) {
            const country = typeof input.phoneCountry === 'string' ? input.phoneCountry : undefined
            const phone = parseLeadPhone(mobile, country, KIND_PHONE[kind])
            if (!phone.ok) context.addIssue({ code: 'custom', path: ['mobile'], message: phone.message, input: mobile })
          }
          const from = input.fromdate
          const to = input.todate
          if (typeof from === 'string' && typeof to === 'string' && isTravelDate(from.trim()) && isTravelDate(to.trim()) && from.trim() > to.trim()) {
            context.addIssue({ code: 'custom', path: ['todate'], message: LEAD_MESSAGES.dateOrder, input: to })
          }
        },
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
      ),
    )

  return z.pipe(
    object,
    z.transform((raw): LeadFormValue => {
      const input = raw as Record<string, unknown>
      const phone =
        input.mobile === undefined
          ? null
          : parseLeadPhone(input.mobile, typeof input.phoneCountry === 'string' ? input.phoneCountry : undefined, KIND_PHONE[kind])
      // Unreachable (the check above rejected it), but the type needs the narrowing.
      if (phone && !phone.ok) throw new Error('lead schema: phone passed the check but does not parse')
      const fields: LeadFormValue['fields'] = {}
      for (const rule of KIND_FIELDS[kind]) {
        const value = input[rule.name]
        if (rule.name === 'mobile' || value === undefined) continue
        if (rule.name === 'interest') fields.interest = value as string[]
        else fields[rule.name] = String(value)
      }
      const text = (name: string) => (typeof input[name] === 'string' ? (input[name] as string) : undefined)
      return {
        kind,
        fields,
        ...(phone ? { phone: { e164: phone.e164, dialCode: phone.dialCode, nationalNumber: phone.nationalNumber } } : {}),
        submissionId: text('submissionId')?.toLowerCase(),
        formToken: text('formToken'),
        honeypot: text(HONEYPOT_FIELD) ?? '',
        redirectTo: text('redirectTo'),
        leadsource: text('leadsource'),
        leadvariation: text('leadvariation'),
      }
    }),
  )
}

export type LeadSchema = ReturnType<typeof createLeadSchema>

/** What the server adds to a valid form: never taken from the post. */
export interface LeadServerContext {
  /** The visitor's country name from the server's detection ('' when unknown). */
  country: string
  currency: string
  utm: Readonly<Record<CampaignField, string>>
  leadsource: string
  /** Undefined for forms without one (promo). */
  leadvariation: string | undefined
}

/**
 * What a visitor said in a lead, as one string: the kind and every field they fill in. What the
 * server adds (country, currency, campaign, lead source) may differ between two tries of one
 * submission and is not part of it.
 */
export function visitorDetails(lead: { kind: string; fields: LeadFields }): string {
  if (!isLeadKind(lead.kind)) return JSON.stringify([lead.kind])
  const names = KIND_FIELDS[lead.kind].flatMap((rule) => (rule.name === 'mobile' ? ['mobile', 'dialCode', 'nationalNumber'] : [rule.name]))
  return JSON.stringify([lead.kind, ...names.map((name) => lead.fields[name] ?? '')])
}

/** Whether a repeat of a stored submission says something else than the stored lead. */
export function visitorDetailsDiffer(stored: { kind: string; fields: LeadFields }, repeat: { kind: string; fields: LeadFields }): boolean {
  return !isLeadKind(repeat.kind) || visitorDetails(stored) !== visitorDetails(repeat)
}

/**
 * The lead record of a valid form: every field of the form kind (empty optional ones as ''), the
 * phone as E.164 plus dialCode and nationalNumber, and the tracking fields from the server.
 */
export function buildLeadFields(value: LeadFormValue, context: LeadServerContext): LeadFields {
  const record: LeadFields = {}
  for (const rule of KIND_FIELDS[value.kind]) {
    if (rule.name === 'mobile') {
      // An optional number left empty: the columns are there, empty.
      record.mobile = value.phone?.e164 ?? ''
      record.dialCode = value.phone?.dialCode ?? ''
      record.nationalNumber = value.phone?.nationalNumber ?? ''
    } else if (rule.name === 'interest') {
      record.interest = value.fields.interest ?? []
    } else {
      record[rule.name] = value.fields[rule.name] ?? ''
    }
  }
  record.country = context.country
  record.currency_select = context.currency
  record.leadsource = context.leadsource
  if (context.leadvariation !== undefined) record.leadvariation = context.leadvariation
  Object.assign(record, context.utm)
  return record
}
