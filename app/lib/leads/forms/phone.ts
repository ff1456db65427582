// The one phone check of every lead form, run in the browser (instant message) and on the server
// (the authority). Browser-safe.
//
// Metadata: `libphonenumber-js/mobile`: the field asks for a mobile, so a number is valid only
// when its digits can be a mobile of its country (a landline, such as +91 22 xxxx xxxx or an
// Indian reading of a US area code, is refused; countries whose mobiles and landlines look alike,
// such as the US, accept both). Browser and server run this same check, so the form never calls a
// number valid that the server refuses. The browser loads it with the form's checks, when the
// visitor starts on a form, never with the page; the rich phone input keeps its own `min` copy
// for formatting and flags (one more metadata download then, about 30 KB gzipped).
import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/mobile'

/** The required words for every phone problem (docs/requirements.md, Lead forms). */
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number'

/** Longest input the library reads; anything longer is not a phone number. */
const MAX_PHONE_INPUT_LENGTH = 250

type LeadPhoneProblem = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY' | 'INVALID'

export type LeadPhone =
  | {
      ok: true
      /** '+919876543210': what the lead stores in `mobile`. */
      e164: string
      /** '+91 98765 43210': for people reading the e-mail. */
      international: string
      /** '+91' */
      dialCode: string
      /** '9876543210' */
      nationalNumber: string
      /** The number's country: the picked one when it shares the calling code, else what the digits say (may be undefined). */
      country: CountryCode | undefined
    }
  | { ok: false; problem: LeadPhoneProblem; message: typeof INVALID_PHONE_MESSAGE }

function invalid(problem: LeadPhoneProblem): LeadPhone {
  return { ok: false, problem, message: INVALID_PHONE_MESSAGE }
}

/** `code` as a country the metadata knows ('in' -> 'IN'), else undefined. */
export function phoneCountry(code: string | null | undefined): CountryCode | undefined {
  const upper = code?.trim().toUpperCase()
  return upper && isSupportedCountry(upper) ? upper : undefined
}

/**
 * Parses what the visitor typed. An international number ('+65 9123 4567') stands on its own; a
 * national one ('098765 43210') is read for `defaultCountry` (the visitor's country or the form's
 * first choice). The whole input must be the number: text around it is rejected, not extracted.
 */
export function parseLeadPhone(input: unknown, defaultCountry?: string): LeadPhone {
  if (typeof input !== 'string') return invalid('NOT_A_NUMBER')
  if (input.length > MAX_PHONE_INPUT_LENGTH) return invalid('TOO_LONG')
  const text = input.trim()
  if (!text) return invalid('NOT_A_NUMBER')
  const country = phoneCountry(defaultCountry)
  let parsed
  try {
    parsed = parsePhoneNumberWithError(text, { defaultCountry: country, extract: false })
  } catch (error) {
    if (error instanceof ParseError && isProblem(error.message)) return invalid(error.message)
    return invalid('NOT_A_NUMBER')
  }
  const nationalNumber = String(parsed.nationalNumber)
  // The library's own bounds, stated here so they hold whatever its version.
  if (nationalNumber.length < 2) return invalid('TOO_SHORT')
  if (nationalNumber.length > 17) return invalid('TOO_LONG')
  if (!parsed.isValid()) {
    const length = validatePhoneNumberLength(text, { defaultCountry: country })
    return invalid(length === 'TOO_SHORT' || length === 'TOO_LONG' ? length : 'INVALID')
  }
  // The metadata cannot always tell countries that share a calling code apart (a UK mobile may read
  // as Guernsey); the country the visitor had picked with that same code is the better answer.
  const sameCodeAsPicked = country !== undefined && getCountryCallingCode(country) === parsed.countryCallingCode
  return {
    ok: true,
    e164: String(parsed.number),
    international: parsed.formatInternational(),
    dialCode: `+${parsed.countryCallingCode}`,
    nationalNumber,
    country: sameCodeAsPicked ? country : parsed.country,
  }
}

function isProblem(value: string): value is LeadPhoneProblem {
  return value === 'NOT_A_NUMBER' || value === 'TOO_SHORT' || value === 'TOO_LONG' || value === 'INVALID_COUNTRY'
}
