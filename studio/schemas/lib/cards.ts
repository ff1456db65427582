import { type CustomValidatorResult, defineField, getPublishedId, type ValidationContext } from 'sanity'

import { SANITY_API_VERSION } from '../../../content-model/api-version'
import { isOfflineValidation } from './env'

/**
 * Fields and checks shared by the card-like documents of the home page (deals, themes,
 * destinations, cruise lines, benefits, testimonials, news, itineraries, campaigns).
 */

/** Where a card sits in its list: lower numbers first. */
export function positionField(options: { group?: string; description?: string } = {}) {
  return defineField({
    name: 'position',
    title: 'Position',
    type: 'number',
    group: options.group,
    description: options.description ?? 'Where this card appears in its list on the site: 1 is first. Cards with the same number keep alphabetical order.',
    validation: (rule) => rule.required().integer().min(1).max(999),
  })
}

/** The booking-engine search a card's button opens (a `bookingSearch`, never a URL). */
export function searchField(options: { name?: string; title?: string; group?: string; description?: string; required?: boolean } = {}) {
  const { required = true } = options
  return defineField({
    name: options.name ?? 'search',
    title: options.title ?? 'Booking-engine search',
    type: 'bookingSearch',
    group: options.group,
    description:
      options.description ??
      'The list of cruises the button opens on the booking engine, in the visitor’s currency. The site builds the link; never paste a URL.',
    validation: (rule) => (required ? rule.required() : rule),
  })
}

/** A colour written as #rrggbb. */
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/

export function checkHexColour(value: string | undefined): CustomValidatorResult {
  if (value === undefined || value === '') return true
  return HEX_COLOUR.test(value) ? true : 'Write the colour as # and six hexadecimal digits, e.g. #b93d12'
}

/**
 * "3 Nights" must agree with the number of nights (3): the text is what visitors read, the
 * number is what the site sorts and filters by.
 */
export function checkNightsText(text: string | undefined, count: number | undefined): CustomValidatorResult {
  if (!text) return true
  const match = /^(\d+)\s+Nights?$/i.exec(text.trim())
  if (!match) return 'Write the nights as a number and "Night(s)", e.g. 3 Nights'
  if (typeof count === 'number' && Number(match[1]) !== count) {
    return `The text says ${match[1]} nights but the number of nights is ${count}; make them agree`
  }
  return true
}

/** A rating out of 5 in half steps: 0, 0.5, 1 … 5. */
export function checkHalfStep(value: number | undefined): CustomValidatorResult {
  if (value === undefined) return true
  return Number.isFinite(value) && value >= 0 && value <= 5 && Number.isInteger(value * 2) ? true : 'Give a rating from 0 to 5 in half steps, e.g. 4 or 4.5'
}

/**
 * True when no other published document matches `filter` (a GROQ filter using $published and the
 * given params). Offline (`npm run validate:content`) it returns true without calling the API;
 * the unit tests check the same rule over the seed file.
 */
export async function isOnlyDocument(context: ValidationContext, filter: string, params: Record<string, unknown>): Promise<boolean> {
  if (isOfflineValidation()) return true
  const { document, getClient } = context
  if (!document) return true
  const query = `!defined(*[!sanity::versionOf($published) && (${filter})][0]._id)`
  return getClient({ apiVersion: SANITY_API_VERSION })
    .withConfig({ perspective: 'raw' })
    .fetch<boolean>(query, { ...params, published: getPublishedId(document._id) }, { tag: 'validation.only-document' })
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** "2025-09-17" as "17 Sep 2025" for previews; anything unparsable is shown as stored. */
export function formatDay(value: string | undefined): string | undefined {
  if (!value) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date)
}
