import { defineField, defineType } from 'sanity'

import { NIGHTS_TABS } from '../../../content-model/vocabulary'
import { positionField, searchField } from '../lib/cards'
import { imageWithAlt } from '../lib/image'

/** A ship card of the home page's itineraries block, listed under one nights tab. */
export const itinerary = defineType({
  name: 'itinerary',
  title: 'Itinerary',
  type: 'document',
  description: 'A ship card under one tab (2-nights … 8-nights) of the itineraries block on the home page.',
  fields: [
    defineField({
      name: 'title',
      title: 'Ship',
      type: 'string',
      description: 'The card’s heading: the ship’s full name, e.g. Ovation of the Seas.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'cruiseLine',
      title: 'Cruise line',
      type: 'reference',
      to: [{ type: 'cruiseLine' }],
      description: 'Its name is shown under the ship.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'nightsTab',
      title: 'Tab',
      type: 'number',
      description: 'The tab that lists this card. A ship sailing several lengths gets one card per tab.',
      options: { list: NIGHTS_TABS.map((nights) => ({ title: `${nights} nights`, value: nights })), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().integer(),
    }),
    imageWithAlt({ name: 'image', title: 'Image', required: true, description: 'Landscape picture (8:5) of the ship.' }),
    searchField({ description: 'The sailings View Details lists on the booking engine, in the visitor’s currency.' }),
    positionField({ description: 'Where the card appears in its tab: 1 is first.' }),
  ],
  orderings: [
    {
      title: 'Tab, then position',
      name: 'tabPositionAsc',
      by: [
        { field: 'nightsTab', direction: 'asc' },
        { field: 'position', direction: 'asc' },
      ],
    },
    { title: 'Ship', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', line: 'cruiseLine.name', nightsTab: 'nightsTab', media: 'image' },
    prepare: ({ title, line, nightsTab, media }: { title?: string; line?: string; nightsTab?: number; media?: unknown }) => ({
      title: title ?? 'Unnamed ship',
      subtitle: [nightsTab ? `${nightsTab}-nights tab` : 'No tab', line].filter(Boolean).join(' · '),
      media: media as never,
    }),
  },
})
