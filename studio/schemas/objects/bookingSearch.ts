import { defineArrayMember, defineField, defineType } from 'sanity'

import { checkDurations, checkSearchTokens, SEARCH_TOKEN } from '../lib/validation'

/**
 * A search on the external booking engine, stored as parameters, never as a URL.
 * The site builds the URL for the visitor's currency (host, path and site id come from
 * Site settings → Booking engine), so a link can never carry the wrong site id.
 */

const SORT_COLUMNS = [
  { title: 'Price', value: 'price' },
  { title: 'Departure date', value: 'departureDate' },
  { title: 'Cruise line priority', value: 'cruiselinePriority' },
] as const

const SORT_ORDERS = [
  { title: 'Ascending (lowest price / earliest first)', value: 'asc' },
  { title: 'Descending', value: 'desc' },
] as const

const PORT_CODE = /^[A-Z]{3,5}$/

function idList(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    type: 'array',
    description,
    of: [defineArrayMember({ type: 'string' })],
    options: { layout: 'tags' },
    validation: (rule) => rule.custom((values: unknown) => checkSearchTokens(values)),
  })
}

export interface SearchPreview {
  destinations?: string[]
  cruiseLines?: string[]
  durations?: string[]
  ships?: string[]
  departurePorts?: string[]
  rivers?: string[]
  transport?: string
  sortColumn?: string
  sortOrder?: string
}

/** One-line summary of a search, e.g. "Destinations 9, 7 · 1-3 nights · from SIN, XSP". */
export function summariseSearch(search: SearchPreview): string {
  const parts: string[] = []
  const list = (label: string, values?: string[]) => {
    if (values && values.length > 0) parts.push(`${label} ${values.join(', ')}`)
  }
  list('Destinations', search.destinations)
  list('Cruise lines', search.cruiseLines)
  if (search.durations && search.durations.length > 0) parts.push(`${search.durations.join(', ')} nights`)
  list('Ships', search.ships)
  list('From', search.departurePorts)
  list('Rivers', search.rivers)
  if (search.transport) parts.push(`Transport ${search.transport}`)
  return parts.length > 0 ? parts.join(' · ') : 'All cruises'
}

export function describeSort(search: SearchPreview): string {
  const column = SORT_COLUMNS.find((option) => option.value === search.sortColumn)?.title
  if (!column) return 'Booking engine default order'
  return `Sorted by ${column.toLowerCase()}${search.sortOrder === 'desc' ? ', descending' : ', ascending'}`
}

export const bookingSearch = defineType({
  name: 'bookingSearch',
  title: 'Booking-engine search',
  type: 'object',
  description:
    'Which cruises the booking engine lists when this link is followed. Leave a filter empty to include everything. Ids come from the booking engine’s own search page.',
  initialValue: { sortColumn: 'price', sortOrder: 'asc' },
  fields: [
    idList(
      'destinations',
      'Destinations',
      'The destinations as the booking site numbers them (its team gives the numbers), e.g. 9 and 7 for the Caribbean and the Bahamas.',
    ),
    idList('cruiseLines', 'Cruise lines', 'Booking-engine cruise line ids.'),
    defineField({
      name: 'durations',
      title: 'Durations (nights)',
      type: 'array',
      description: 'Night ranges as the booking engine offers them: 1-3, 4-6, 7-9; longer ranges such as 10-14 also work.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.custom(checkDurations),
    }),
    idList('ships', 'Ships', 'Booking-engine ship ids.'),
    defineField({
      name: 'departurePorts',
      title: 'Departure ports',
      type: 'array',
      description: 'Port codes in capitals, e.g. SIN and XSP for Singapore’s two cruise terminals.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.custom((values: unknown) => checkSearchTokens(values, PORT_CODE, '3 to 5 capital letters, e.g. SIN')),
    }),
    idList('rivers', 'Rivers', 'Booking-engine river ids, for river cruises.'),
    defineField({
      name: 'transport',
      title: 'Transport',
      type: 'string',
      description: 'Optional package type: "landcruise" lists land + cruise packages. Leave empty for cruises only.',
      validation: (rule) =>
        rule.custom((value: string | undefined) =>
          value === undefined || SEARCH_TOKEN.test(value) ? true : 'Use letters, digits, "_" or "-" only, e.g. landcruise',
        ),
    }),
    defineField({
      name: 'sortColumn',
      title: 'Sort by',
      type: 'string',
      description: 'The order of the results on the booking engine. Leave empty for its default.',
      options: { list: [...SORT_COLUMNS], layout: 'radio', direction: 'horizontal' },
    }),
    defineField({
      name: 'sortOrder',
      title: 'Sort order',
      type: 'string',
      description: 'Ascending shows the cheapest (or soonest) cruises first.',
      options: { list: [...SORT_ORDERS], layout: 'radio', direction: 'horizontal' },
      validation: (rule) =>
        rule.custom((value: string | undefined, context) => {
          const parent = context.parent as SearchPreview | undefined
          return value && !parent?.sortColumn ? 'Choose what to sort by, or clear the sort order' : true
        }),
    }),
  ],
  preview: {
    select: {
      destinations: 'destinations',
      cruiseLines: 'cruiseLines',
      durations: 'durations',
      ships: 'ships',
      departurePorts: 'departurePorts',
      rivers: 'rivers',
      transport: 'transport',
      sortColumn: 'sortColumn',
      sortOrder: 'sortOrder',
    },
    prepare: (search: SearchPreview) => ({
      title: summariseSearch(search),
      subtitle: describeSort(search),
    }),
  },
})
