import { defineArrayMember, defineField } from 'sanity'

import { definePageSingleton } from '../lib/page'
import { richTextField } from '../lib/portableText'

export const aboutPage = definePageSingleton({
  name: 'aboutPage',
  title: 'About page',
  route: '/about',
  groups: [{ name: 'team', title: 'Team' }],
  fields: [
    richTextField({
      name: 'intro',
      title: 'Introduction',
      description: 'Who we are, in a few short paragraphs under the heading.',
    }),
    defineField({
      name: 'valuesHeading',
      title: 'Value cards heading',
      type: 'string',
      description: 'Heading above the six value cards (the cards are Benefit documents placed on the About page).',
      initialValue: 'Cruising Made Easy',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'teamHeading',
      title: 'Team heading',
      type: 'string',
      group: 'team',
      initialValue: 'Meet the Crew',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'teamIntro',
      title: 'Team introduction',
      type: 'text',
      rows: 2,
      group: 'team',
      description: 'Optional line under the team heading.',
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'team',
      title: 'Team members',
      type: 'array',
      group: 'team',
      description: 'The people shown, in this order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'teamMember' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
})
