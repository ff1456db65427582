import { defineField, defineType } from 'sanity'

import { imageWithAlt } from '../lib/image'

/** A person in the "Meet the Crew" section of /about. */
export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'role',
      title: 'Role title',
      type: 'string',
      description: 'Shown under the name, e.g. Head of Cruise Sales, India.',
      validation: (rule) => rule.required().max(80),
    }),
    imageWithAlt({
      name: 'portrait',
      title: 'Portrait',
      required: true,
      description: 'A square photo, face in the centre (shown in a circle).',
      altDescription: 'Usually "Portrait of" and the name.',
    }),
    defineField({
      name: 'profileUrl',
      title: 'Profile link',
      type: 'url',
      description: 'A public professional profile (e.g. LinkedIn), opened in a new tab. https only.',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'order',
      title: 'Position',
      type: 'number',
      description: 'Default order in lists (lowest first). The About page shows the people it lists, in its own order.',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [
    { title: 'Position', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] },
    { title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'name', subtitle: 'role', media: 'portrait' },
  },
})
