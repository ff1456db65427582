/**
 * The native cruise search form (the fallback of the third-party widget, and the
 * search itself when no widget is configured) and the widget's preferences.
 *
 * The form is a plain GET form to the booking engine, so it works without JavaScript. Its action,
 * hidden inputs and the names and order of its selects are read back from buildBookingUrl, never
 * written here: the builder stays the one place that knows the engine's URL. With every choice
 * made, the browser's GET URL is exactly the builder's URL; with JavaScript the form navigates to
 * the builder's URL itself, which also leaves out the choices not made.
 */
import type { SearchWidgetSettings } from '~/lib/content'
import type { CurrencyCode } from '~/lib/currency'

import { type BookingEngine, type BookingSearch, buildBookingUrl } from './url'

/** The visitor's choices, in the order the form shows them. */
const SEARCH_FORM_FIELDS = ['destinations', 'cruiseLines', 'durations', 'months'] as const
export type SearchFormField = (typeof SEARCH_FORM_FIELDS)[number]
export type SearchFormChoices = Partial<Record<SearchFormField, string | null | undefined>>

/** What every native search asks for besides the visitor's choices: cheapest first. */
const SEARCH_FORM_BASE: BookingSearch = Object.freeze({ sortColumn: 'price', sortOrder: 'asc' })

export interface SearchFormLayout {
  /** The engine's search URL without a query: the form's action. */
  action: string
  /** Hidden inputs before the selects (siid, lang, destinationtype), in the builder's order. */
  before: Array<[name: string, value: string]>
  /** The selects' names, in the builder's order. */
  fields: Array<{ field: SearchFormField; name: string }>
  /** Hidden inputs after the selects (sortColumn, sortOrder). */
  after: Array<[name: string, value: string]>
}

// Values that pass the builder's checks and cannot be real choices, to find each field's name.
const MARKERS: Record<SearchFormField, string> = {
  destinations: 'hl-marker-destinations',
  cruiseLines: 'hl-marker-cruise-lines',
  durations: 'hl-marker-durations',
  months: '1000-01',
}

/**
 * The form's action, hidden inputs and select names for a currency, read back from the builder.
 *
 * @throws {Error} when the builder puts a fixed parameter between two of the visitor's fields: a
 *   GET form could then not reproduce its URL (a change to the builder must update the form).
 */
export function searchFormLayout(engine: BookingEngine, currency: CurrencyCode, base: BookingSearch = SEARCH_FORM_BASE): SearchFormLayout {
  const marked: BookingSearch = { ...base }
  for (const field of SEARCH_FORM_FIELDS) marked[field] = [MARKERS[field]]
  const url = new URL(buildBookingUrl(engine, marked, currency))
  const layout: SearchFormLayout = { action: `${url.origin}${url.pathname}`, before: [], fields: [], after: [] }
  for (const [name, value] of url.searchParams) {
    const field = SEARCH_FORM_FIELDS.find((candidate) => MARKERS[candidate] === value)
    if (field) {
      if (layout.after.length > 0) throw new Error(`Booking URL puts ${layout.after[0]?.[0]} between the search form's fields`)
      layout.fields.push({ field, name })
    } else if (layout.fields.length === 0) {
      layout.before.push([name, value])
    } else {
      layout.after.push([name, value])
    }
  }
  if (layout.fields.length !== SEARCH_FORM_FIELDS.length) throw new Error('Booking URL lost a search form field')
  return layout
}

/** The builder's URL for the visitor's choices (a choice may list several ids: '65,60'). */
export function searchFormUrl(engine: BookingEngine, currency: CurrencyCode, choices: SearchFormChoices, base: BookingSearch = SEARCH_FORM_BASE): string {
  const search: BookingSearch = { ...base }
  for (const field of SEARCH_FORM_FIELDS) {
    const value = choices[field]
    if (typeof value === 'string' && value.trim() !== '') search[field] = value.split(',')
  }
  return buildBookingUrl(engine, search, currency)
}

/**
 * The query string a browser's GET submission of the form produces (application/x-www-form-urlencoded,
 * in document order, an unchosen select sending an empty value). For tests and for documenting the
 * no-JavaScript path.
 */
export function searchFormQuery(layout: SearchFormLayout, choices: SearchFormChoices): string {
  const entries: Array<[string, string]> = [
    ...layout.before,
    ...layout.fields.map(({ field, name }): [string, string] => [name, choices[field] ?? '']),
    ...layout.after,
  ]
  return new URLSearchParams(entries).toString()
}

// ---------------------------------------------------------------------------------------------
// The third-party widget's preferences

/**
 * The libraries an older widget build needs before its own script, loaded only
 * when the widget settings ask for them (needsJquery, needsBootstrap).
 */
export const WIDGET_LIBRARIES = {
  jquery: 'https://code.jquery.com/jquery-3.6.0.min.js',
  bootstrap: 'https://stackpath.bootstrapcdn.com/bootstrap/4.1.1/js/bootstrap.min.js',
} as const

export interface SearchWidgetPreferences {
  languageId: number
  /** The visitor's currency's site id (re-initialised when the currency changes). */
  siteItemId: number
  sid1: string
  sid2: string
  referrer: string
  resultWindowType: '_self' | '_blank'
  showStateNCountryWithPorts: boolean
  basicSearchFields: string[]
  siteSettings: {
    productType: string
    bookingDomain: string
    numberOfCols: number
    themeColor: string
  }
}

/** The widget's preferences for a currency's site id, from the content's widget settings. */
export function searchWidgetPreferences(settings: SearchWidgetSettings, siteItemId: number): SearchWidgetPreferences {
  return {
    languageId: settings.languageId,
    siteItemId,
    sid1: settings.sid1,
    sid2: settings.sid2,
    referrer: settings.referrer,
    resultWindowType: settings.resultWindowType,
    showStateNCountryWithPorts: settings.showStateNCountryWithPorts,
    basicSearchFields: [...settings.basicSearchFields],
    siteSettings: {
      productType: settings.productType,
      bookingDomain: settings.bookingDomain,
      numberOfCols: settings.numberOfCols,
      themeColor: settings.themeColor,
    },
  }
}
