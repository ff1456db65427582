import { defineField, defineType } from 'sanity'

const VISA_STATUSES = [
  { title: 'Visa required', value: 'visaRequired' },
  { title: 'Visa exempt', value: 'exempt' },
  { title: 'No visa, arrival card required', value: 'arrivalCard' },
] as const

/** What a country asks of the travellers the visa section is written for (Indian citizens). */
export const visaRequirement = defineType({
  name: 'visaRequirement',
  title: 'Country entry rule',
  type: 'object',
  fields: [
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: { list: [...VISA_STATUSES], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'string',
      description: 'The rule in a few words, e.g. Multi-entry visa required.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'details',
      title: 'Details',
      type: 'text',
      rows: 3,
      description: 'What to do and when, e.g. apply at least 4 weeks before sailing.',
      validation: (rule) => [rule.required(), rule.max(500).warning('Keep details under 500 characters')],
    }),
    defineField({
      name: 'since',
      title: 'In force since',
      type: 'date',
      description: 'Optional: when the rule started, shown as "since 1 May 2025".',
    }),
  ],
  preview: { select: { title: 'country', subtitle: 'summary' } },
})
