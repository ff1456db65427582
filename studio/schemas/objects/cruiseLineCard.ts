import { defineField, defineType } from 'sanity'

import { imageWithAlt } from '../lib/image'
import { type SearchPreview, summariseSearch } from './bookingSearch'

/** A ship or cruise-line card linking to a booking-engine search (Cruise from Singapore page). */
export const cruiseLineCard = defineType({
  name: 'cruiseLineCard',
  title: 'Cruise line card',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Ship',
      type: 'string',
      description: 'The card’s heading, e.g. Genting Dream.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'cruiseLine',
      title: 'Cruise line',
      type: 'string',
      description: 'e.g. Resorts World Cruises.',
      validation: (rule) => rule.required().max(60),
    }),
    imageWithAlt({ name: 'image', title: 'Image', required: true }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'Two or three sentences on what the ship offers from Singapore.',
      validation: (rule) => [rule.required(), rule.max(320).warning('Keep the text under 320 characters')],
    }),
    defineField({
      name: 'ctaLabel',
      title: 'Button label',
      type: 'string',
      initialValue: 'View Sailings',
      validation: (rule) => rule.required().max(24),
    }),
    defineField({
      name: 'search',
      title: 'Booking-engine search',
      type: 'bookingSearch',
      description: 'The sailings the button opens: this cruise line from SIN. The site adds the visitor’s currency.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {
      title: 'name',
      cruiseLine: 'cruiseLine',
      media: 'image',
      cruiseLines: 'search.cruiseLines',
      departurePorts: 'search.departurePorts',
      durations: 'search.durations',
      ships: 'search.ships',
    },
    prepare: ({ title, cruiseLine, media, ...search }: SearchPreview & { title?: string; cruiseLine?: string; media?: unknown }) => ({
      title: title ?? 'Cruise line card',
      subtitle: [cruiseLine, summariseSearch(search)].filter(Boolean).join(' · '),
      media: media as never,
    }),
  },
})
