import { defineArrayMember, defineField } from 'sanity'
import { definePageSingleton } from '../lib/page'

export const homePage = definePageSingleton({
  name: 'homePage',
  title: 'Home page',
  route: '/',
  fields: [
    defineField({
      name: 'keywords',
      title: 'Search keywords',
      type: 'array',
      group: 'seo',
      description:
        'Phrases people search for that this page answers, e.g. "cruise from Singapore". Used in the page’s meta keywords; press Enter after each.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => [rule.unique(), rule.max(15).warning('More than 15 keywords dilutes them')],
    }),
  ],
})
