import { defineField, defineType } from 'sanity'

/** A row of the coverage table on /asego-insurance (category, limit in USD, notes). */
export const coverageRow = defineType({
  name: 'coverageRow',
  title: 'Coverage',
  type: 'object',
  fields: [
    defineField({
      name: 'category',
      title: 'Coverage category',
      type: 'string',
      description: 'e.g. Inpatient Care.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'limit',
      title: 'Benefit limit (USD)',
      type: 'number',
      description: 'The most the policy pays, in US dollars, e.g. 100000. The site writes it for visitors: up to $100,000.',
      validation: (rule) => rule.required().min(0).integer(),
    }),
    defineField({
      name: 'notes',
      title: 'Notes',
      type: 'string',
      description: 'What the cover is for or its conditions, e.g. hospitalization and doctor fees.',
      validation: (rule) => rule.required().max(160),
    }),
  ],
  preview: {
    select: { title: 'category', limit: 'limit', notes: 'notes' },
    prepare: ({ title, limit, notes }: { title?: string; limit?: number; notes?: string }) => ({
      title: title ?? 'Coverage',
      subtitle: [typeof limit === 'number' ? `up to USD ${limit.toLocaleString('en-US')}` : undefined, notes].filter(Boolean).join(' · '),
    }),
  },
})
