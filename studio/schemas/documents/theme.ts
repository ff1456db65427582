import { defineField, defineType } from 'sanity'

import { positionField, searchField } from '../lib/cards'
import { imageWithAlt } from '../lib/image'

/** A card of the "Cruise Is A Feeling" carousel: a kind of trip and its cruises. */
export const theme = defineType({
  name: 'theme',
  title: 'Cruise theme',
  type: 'document',
  description: 'A card of the "Cruise Is A Feeling" carousel on the home page, with an Explore button.',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'e.g. Family Drama.',
      validation: (rule) => [rule.required(), rule.max(40).warning('Keep headings under 40 characters')],
    }),
    defineField({
      name: 'content',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the heading.',
      validation: (rule) => [rule.required(), rule.max(220).warning('Keep the text under 220 characters so cards stay even')],
    }),
    imageWithAlt({ name: 'image', title: 'Image', required: true, description: 'Landscape picture (4:3).' }),
    searchField({ description: 'The cruises the Explore button lists on the booking engine, in the visitor’s currency.' }),
    positionField(),
  ],
  orderings: [
    { title: 'Position', name: 'positionAsc', by: [{ field: 'position', direction: 'asc' }] },
    { title: 'Heading', name: 'headingAsc', by: [{ field: 'heading', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'heading', subtitle: 'content', media: 'image' },
  },
})
