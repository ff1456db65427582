import { defineField, defineType } from 'sanity'

import { NIGHTS_TABS } from '../../../content-model/vocabulary'

/** One tab of the home page's itineraries block, e.g. "3-nights". */
export const itineraryTab = defineType({
  name: 'itineraryTab',
  title: 'Itinerary tab',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'The words on the tab, e.g. 3-nights.',
      validation: (rule) => [rule.required(), rule.max(20).warning('Keep tab labels under 20 characters')],
    }),
    defineField({
      name: 'nights',
      title: 'Nights',
      type: 'number',
      description: 'Which ship cards the tab lists: the itineraries whose "Tab" has this number of nights.',
      options: { list: NIGHTS_TABS.map((nights) => ({ title: `${nights} nights`, value: nights })) },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { label: 'label', nights: 'nights' },
    prepare: ({ label, nights }: { label?: string; nights?: number }) => ({
      title: label ?? 'Untitled tab',
      subtitle: nights ? `${nights}-night itineraries` : 'Choose the nights',
    }),
  },
})
