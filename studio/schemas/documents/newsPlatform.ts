import { defineField, defineType } from 'sanity'

import { imageWithAlt } from '../lib/image'

/** A news outlet whose articles the Newsroom lists (its logo sits on each news card). */
export const newsPlatform = defineType({
  name: 'newsPlatform',
  title: 'News outlet',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'The outlet’s name, e.g. Asia Cruise Report.',
      validation: (rule) => rule.required(),
    }),
    imageWithAlt({
      name: 'logo',
      title: 'Logo',
      required: true,
      description: 'Wide wordmark (10:3), SVG preferred.',
      altDescription: 'The outlet’s name.',
    }),
    defineField({
      name: 'website',
      title: 'Website',
      type: 'url',
      description: 'The outlet’s home page, https:// only.',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  orderings: [{ title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', subtitle: 'website', media: 'logo' },
  },
})
