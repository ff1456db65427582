import { defineField, defineType } from 'sanity'

import { positionField, searchField } from '../lib/cards'
import { imageWithAlt } from '../lib/image'

/** A card of the "Pick Your Perfect Destinations" carousel. */
export const destination = defineType({
  name: 'destination',
  title: 'Destination',
  type: 'document',
  description: 'A card of the "Pick Your Perfect Destinations" carousel on the home page, with a Sail Now button.',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'e.g. Japan.',
      validation: (rule) => [rule.required(), rule.max(30).warning('Keep names under 30 characters')],
    }),
    imageWithAlt({ name: 'image', title: 'Image', required: true, description: 'Landscape picture (4:3) of the destination.' }),
    searchField({
      description: 'The cruises Sail Now lists on the booking engine, in the visitor’s currency. For a region with river cruises too, add the rivers.',
    }),
    positionField(),
  ],
  orderings: [
    { title: 'Position', name: 'positionAsc', by: [{ field: 'position', direction: 'asc' }] },
    { title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'name', position: 'position', media: 'image' },
    prepare: ({ title, position, media }: { title?: string; position?: number; media?: unknown }) => ({
      title: title ?? 'Unnamed destination',
      subtitle: position ? `Position ${position}` : undefined,
      media: media as never,
    }),
  },
})
