import { defineField } from 'sanity'

import { definePageSingleton } from '../lib/page'
import { richTextField } from '../lib/portableText'

export const privacyPolicy = definePageSingleton({
  name: 'privacyPolicy',
  title: 'Privacy policy',
  route: '/privacy-policy',
  fields: [
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      description: 'Shown as "Last updated" at the top of the policy. Change it whenever the policy text changes.',
      options: { dateFormat: 'D MMMM YYYY' },
      validation: (rule) => rule.required(),
    }),
    richTextField({
      name: 'body',
      title: 'Policy',
      description: 'The policy text. Use Heading for each numbered section. Have changes reviewed before publishing.',
    }),
  ],
})
