import { defineField, defineType } from 'sanity'

import { imageWithAlt } from '../lib/image'

/** A card of the insurance benefit grid on /asego-insurance: icon, title, subtitle. */
export const insuranceBenefit = defineType({
  name: 'insuranceBenefit',
  title: 'Insurance benefit',
  type: 'object',
  fields: [
    imageWithAlt({ name: 'image', title: 'Icon', required: true, description: 'A square icon (160 × 160 or larger).' }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'e.g. Medical Emergency Cover.',
      validation: (rule) => [rule.required(), rule.max(60).warning('Keep card titles under 60 characters')],
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'string',
      description: 'One line under the title saying what is covered.',
      validation: (rule) => [rule.required(), rule.max(160).warning('Keep subtitles under 160 characters')],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'subtitle', media: 'image' } },
})
