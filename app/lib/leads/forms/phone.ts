// The one phone check of every lead form, run in the browser (instant message) and on the server
// (the authority). Browser-safe.
//
// Metadata: `libphonenumber-js/min` says whether the digits can be a number of their country at
// all (a mobile or a landline); `libphonenumber-js/mobile` whether they can be a mobile. A form
// where a call is what the visitor asks for takes a landline (+65 6123 4567, +91 22 6123 4567);
// one where only a mobile will do says so ("Please enter a mobile number"). A national number that
// is wrong for the picked country but right for another of the agency's markets says which
// ("This looks like a Singapore number: ..."). Browser and server run this same check, so the form
// never calls a number valid that the server refuses. The browser loads it with the form's
// checks, when the visitor starts on a form, never with the page.
import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min'
import { parsePhoneNumberWithError as parseMobileNumber } from 'libphonenumber-js/mobile'

/** The required words for every phone problem without a better one (the spec's). */
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number'
/** A landline where only a mobile will do. */
export const NOT_MOBILE_MESSAGE = 'Please enter a mobile number'

/** Which numbers a form takes: any the visitor can be called on, or only a mobile. */
export type PhoneKind = 'any' | 'mobile'

/** The countries a wrongly-placed national number is tried in, in this order: the agency's markets first. */
const LIKELY_COUNTRIES: readonly CountryCode[] = ['SG', 'IN', 'US', 'GB', 'AE', 'MY', 'AU']

/** Longest input the library reads; anything longer is not a phone number. */
const MAX_PHONE_INPUT_LENGTH = 250

type LeadPhoneProblem = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY' | 'INVALID' | 'NOT_MOBILE' | 'OTHER_COUNTRY'

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
  | { ok: false; problem: LeadPhoneProblem; message: string }

function invalid(problem: LeadPhoneProblem, message: string = INVALID_PHONE_MESSAGE): LeadPhone {
  return { ok: false, problem, message }
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/** "This looks like a Singapore number: choose Singapore (+65) as the country" */
export function otherCountryMessage(country: CountryCode): string {
  const name = regionNames.of(country) ?? country
  return `This looks like a ${name} number: choose ${name} (+${getCountryCallingCode(country)}) as the country`
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
export function parseLeadPhone(input: unknown, defaultCountry?: string, accept: PhoneKind = 'mobile'): LeadPhone {
  const read = readNumber(input, defaultCountry, accept)
  const picked = phoneCountry(defaultCountry)
  if (read.ok || typeof input !== 'string' || picked === undefined) return read
  // Digits of another market typed under the picked country's flag: say which country they fit.
  // (A number of the picked country, only not a mobile, is that: "Please enter a mobile number".)
  if (!['INVALID', 'TOO_SHORT', 'TOO_LONG'].includes(read.problem)) return read
  const national = nationalPart(input, picked)
  if (national === undefined) return read
  const fits = LIKELY_COUNTRIES.find((country) => country !== picked && readNumber(national, country, accept).ok)
  return fits ? invalid('OTHER_COUNTRY', otherCountryMessage(fits)) : read
}

/**
 * The digits a visitor typed for the picked country: as typed, or after the picked country's own
 * calling code (the rich phone input sends '+91' and what was typed). Undefined for a number
 * written with another country's code: that one names its country itself.
 */
function nationalPart(input: string, picked: CountryCode): string | undefined {
  if (!/^\s*(\+|00)/.test(input)) return input
  const digits = input.replace(/\D/g, '').replace(/^00/, '')
  const code = getCountryCallingCode(picked)
  return digits.startsWith(code) ? digits.slice(code.length) : undefined
}

function readNumber(input: unknown, defaultCountry: string | undefined, accept: PhoneKind): LeadPhone {
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
  if (accept === 'mobile' && !isMobile(text, country)) return invalid('NOT_MOBILE', NOT_MOBILE_MESSAGE)
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

/** Whether the digits can be a mobile of their country (countries whose mobiles and landlines look alike, such as the US, say yes to both). */
function isMobile(text: string, country: CountryCode | undefined): boolean {
  try {
    return parseMobileNumber(text, { defaultCountry: country, extract: false }).isValid()
  } catch {
    return false
  }
}

function isProblem(value: string): value is LeadPhoneProblem {
  return value === 'NOT_A_NUMBER' || value === 'TOO_SHORT' || value === 'TOO_LONG' || value === 'INVALID_COUNTRY'
}
