// What a person agrees to by sending a lead form: the form's consent line from content (one per
// form kind, form options), and the record each lead keeps of it: the words, a short version (the
// start of their SHA-256, the same for the same words) and when it was sent. README "Personal data".
import { createHash } from 'node:crypto'

import { stegaClean } from '@sanity/client/stega'

import type { FormOptions } from '~/lib/content'

import type { ConsentForm } from '../../../../content-model/vocabulary'
import type { LeadConsent, LeadKind } from '../types'

/** Each lead kind's consent line in content. */
const CONSENT_FORM_OF: Readonly<Record<LeadKind, ConsentForm>> = {
  promo: 'promo',
  'deal-enquiry': 'dealEnquiry',
  callback: 'callback',
  quote: 'quote',
  insurance: 'insurance',
  visa: 'visa',
  // The Singapore page's own line: the sailing it is about is one of that page's.
  'dates-alert': 'quote',
}

/** The line a form of `kind` shows (with its edit marker in a preview). */
export function consentLine(options: Pick<FormOptions, 'consent'>, kind: LeadKind): string {
  return options.consent[CONSENT_FORM_OF[kind]]
}

/** The record a lead keeps of the line its form showed when it was sent. */
export function consentRecord(line: string, at: number): LeadConsent {
  const wording = stegaClean(line).trim()
  return { version: createHash('sha256').update(wording).digest('hex').slice(0, 16), wording, at: new Date(at).toISOString() }
}
