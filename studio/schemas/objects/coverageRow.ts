import { type CustomValidatorResult, defineField, defineType } from 'sanity'

/** "up to $1,00,000" as the table prints it: the limit in Indian digit grouping. */
function coverageLabel(limit: number): string {
  return `up to $${limit.toLocaleString('en-IN')}`
}

/** The label must state the same amount as the limit (digits compared, grouping ignored). */
function checkLimitLabel(label: string | undefined, limit: unknown): CustomValidatorResult {
  if (!label || typeof limit !== 'number') return true
  const digits = label.replace(/[^0-9.]/g, '')
  return Number(digits) === limit ? true : `The label states ${digits || 'no amount'} but the limit is ${limit}, e.g. "${coverageLabel(limit)}"`
}

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
      description: 'The most the policy pays, in US dollars, e.g. 100000.',
      validation: (rule) => rule.required().min(0).integer(),
    }),
    defineField({
      name: 'limitLabel',
      title: 'Limit as shown',
      type: 'string',
      description: 'How the table prints the limit, e.g. up to $1,00,000. Must state the same amount as the limit.',
      validation: (rule) =>
        rule.required().custom((value: string | undefined, context) => checkLimitLabel(value, (context.parent as { limit?: unknown } | undefined)?.limit)),
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
    select: { title: 'category', label: 'limitLabel', notes: 'notes' },
    prepare: ({ title, label, notes }: { title?: string; label?: string; notes?: string }) => ({
      title: title ?? 'Coverage',
      subtitle: [label, notes].filter(Boolean).join(' · '),
    }),
  },
})
