import { defineField, defineType } from 'sanity'

import { describeSort, type SearchPreview, summariseSearch } from './bookingSearch'
import { badgeField, linkLabelField } from './navLink'

export const navBookingLink = defineType({
  name: 'navBookingLink',
  title: 'Link to a booking-engine search',
  type: 'object',
  description: 'Opens the booking engine with a ready-made search, in the visitor’s currency.',
  fields: [
    linkLabelField,
    defineField({
      name: 'search',
      title: 'Search',
      type: 'bookingSearch',
      description: 'The filters of the search this link opens.',
      validation: (rule) => rule.required(),
    }),
    badgeField,
  ],
  preview: {
    select: {
      label: 'label',
      badge: 'badge',
      destinations: 'search.destinations',
      cruiseLines: 'search.cruiseLines',
      durations: 'search.durations',
      ships: 'search.ships',
      departurePorts: 'search.departurePorts',
      rivers: 'search.rivers',
      transport: 'search.transport',
      sortColumn: 'search.sortColumn',
      sortOrder: 'search.sortOrder',
    },
    prepare: ({ label, badge, ...search }: SearchPreview & { label?: string; badge?: string }) => ({
      title: badge ? `${label ?? 'Untitled link'} [${badge}]` : (label ?? 'Untitled link'),
      subtitle: `Booking engine: ${summariseSearch(search)} · ${describeSort(search)}`,
    }),
  },
})
