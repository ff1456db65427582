import { defineField, defineType } from 'sanity'

import { imageWithAlt } from '../lib/image'

/** One step of "Your Cruise Is Just A Click Away" on the home page. */
export const homeStep = defineType({
  name: 'homeStep',
  title: 'Step',
  type: 'object',
  fields: [
    imageWithAlt({
      name: 'icon',
      title: 'Icon',
      required: true,
      description: 'Square icon, SVG preferred (160 × 160).',
      altDescription: 'Usually the step itself, e.g. "Pick your destination".',
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'e.g. Pick Your Destination.',
      validation: (rule) => [rule.required(), rule.max(40).warning('Keep step headings under 40 characters')],
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 2,
      description: 'One short sentence under the heading.',
      validation: (rule) => [rule.required(), rule.max(160).warning('Keep the step text under 160 characters')],
    }),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'text', media: 'icon' },
  },
})
