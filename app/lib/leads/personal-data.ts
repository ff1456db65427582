// A lead's personal data, as the privacy policy promises to treat it: which fields are a person's,
// what of a lead stays once they are removed (by the retention period or a person's request), how
// a person is recognised among the leads, and error texts cleaned of what a lead carries before
// they are logged or stored. Pure, unit-tested; the stores and the CLI use it.
import { CAMPAIGN_FIELDS } from '~/lib/campaign/fields'

import { parseLeadPhone } from './forms/phone'
import { mailboxOf } from './outbox/mailbox'
import type { LeadFields, LeadFieldValue } from './types'

/**
 * What a lead keeps once its personal data is removed: where it came from (the campaign, the
 * form's page and variant), for the counts. Every other field (name, e-mail, phone, country,
 * travel plans, message) goes.
 */
const KEPT_FIELDS: readonly string[] = [...CAMPAIGN_FIELDS, 'leadsource', 'leadvariation']

/** Why a lead's personal data was removed: its retention period ended, or the person asked. */
export type RemovalReason = 'retention' | 'request'

/** The fields a lead keeps once its personal data is removed. */
export function fieldsWithoutPersonalData(fields: LeadFields): LeadFields {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => KEPT_FIELDS.includes(name)))
}

/** Where text names a value shorter than this, it is left alone: '1' or 'IN' would blank out every number and word. */
const SHORTEST_REDACTED = 4

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * `text` (an error from a sink or a store) with every personal value of `fields` in it replaced
 * by `[personal data]`, compared without regard to case: a mail server's refusal names the
 * recipient, a database's names the failing row. What is kept (campaign, page) stays readable.
 */
export function withoutPersonalData(text: string, fields: LeadFields): string {
  const values = Object.entries(fields)
    .filter(([name]) => !KEPT_FIELDS.includes(name))
    .flatMap(([, value]) => personalValues(value))
    .filter((value) => value.length >= SHORTEST_REDACTED)
    // Longest first, so a value inside another (a national number inside its E.164) goes with it.
    .sort((a, b) => b.length - a.length)
  if (values.length === 0) return text
  return text.replace(new RegExp(values.map(escapeRegExp).join('|'), 'gi'), '[personal data]')
}

/** A field's value as the texts an error could quote: itself, each line of it, a JSON spelling. */
function personalValues(value: LeadFieldValue): string[] {
  const texts = (Array.isArray(value) ? value : [value]).map((text) => text.trim()).filter(Boolean)
  return texts.flatMap((text) => [text, JSON.stringify(text).slice(1, -1), ...text.split(/\r\n|\r|\n/).map((line) => line.trim())])
}

/** An error's stack without its first line (the message, which may quote what it was handed): where it failed. */
export function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')
}

/** A person as staff name them in a request: their e-mail address or their phone number. */
export type Person = { by: 'email'; mailbox: string } | { by: 'phone'; e164: string }

/**
 * Reads what staff typed: an e-mail address (compared as the mailbox it reaches, so
 * `A.B+x@googlemail.com` finds `ab@gmail.com`) or a phone number in international form (compared
 * as E.164, so `+91 98765 43210` finds `+919876543210`). Anything else is an error message.
 */
export function personOf(query: string): Person | { error: string } {
  const text = query.trim()
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return { by: 'email', mailbox: mailboxOf(text) }
  if (/^\+[\d\s().-]{6,24}$/.test(text)) {
    const phone = parseLeadPhone(text, undefined, 'any')
    // A number the mobile metadata refuses (an old landline) is still looked for, digit for digit.
    return { by: 'phone', e164: phone.ok ? phone.e164 : `+${text.replace(/\D/g, '')}` }
  }
  return { error: 'give an e-mail address or a phone number in international form (+65 9123 4567)' }
}

/** Whether a lead's fields are `person`'s. */
export function isLeadOf(fields: LeadFields, person: Person): boolean {
  if (person.by === 'email') return typeof fields.email === 'string' && fields.email !== '' && mailboxOf(fields.email) === person.mailbox
  return typeof fields.mobile === 'string' && fields.mobile.replace(/[^\d+]/g, '') === person.e164
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The moment before which a lead's last delivery must have succeeded for its personal data to go. */
export function retentionCutoff(now: number, retentionDays: number): number {
  return now - retentionDays * DAY_MS
}
