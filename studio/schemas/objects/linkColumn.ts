import { defineArrayMember, defineField, defineType } from 'sanity'

import { checkMemberTypes } from '../lib/validation'

export const linkColumn = defineType({
  name: 'linkColumn',
  title: 'Footer link column',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Column heading',
      type: 'string',
      description: 'Shown above the links of this column in the footer, e.g. Company.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      description: 'Pages of this site, in the order they appear.',
      of: [defineArrayMember({ type: 'navLink' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom(checkMemberTypes(['navLink'])),
    }),
  ],
  preview: {
    select: { title: 'title', links: 'links' },
    prepare: ({ title, links }: { title?: string; links?: unknown[] }) => ({
      title: title ?? 'Untitled column',
      subtitle: `${links?.length ?? 0} link${links?.length === 1 ? '' : 's'}`,
    }),
  },
})
