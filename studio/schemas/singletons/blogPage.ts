import { defineField } from 'sanity'

import { definePageSingleton } from '../lib/page'

export const blogPage = definePageSingleton({
  name: 'blogPage',
  title: 'Blog page',
  route: '/blog',
  description: 'The content of /blog. The posts themselves are Blog post documents, newest first; the one marked Featured leads.',
  fields: [
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'A sentence or two under the heading.',
      validation: (rule) => [rule.required(), rule.max(300).warning('Keep the introduction under 300 characters')],
    }),
    defineField({
      name: 'readMoreLabel',
      title: 'Read more label',
      type: 'string',
      initialValue: 'Read More',
      validation: (rule) => rule.required().max(24),
    }),
  ],
})
