import { defineField, defineType } from 'sanity'

/** One day of a land package's itinerary (the expandable "View Full Itinerary" list). */
export const dayPlan = defineType({
  name: 'dayPlan',
  title: 'Day plan',
  type: 'object',
  fields: [
    defineField({
      name: 'day',
      title: 'Day',
      type: 'number',
      description: 'Day 1 is the arrival day.',
      validation: (rule) => rule.required().integer().min(1).max(60),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The day in a few words, e.g. Arrival and Night Safari.',
      validation: (rule) => [rule.required(), rule.max(80).warning('Keep day titles under 80 characters')],
    }),
    defineField({
      name: 'plan',
      title: 'Plan',
      type: 'text',
      rows: 3,
      description: 'What guests do that day, in one short paragraph.',
      validation: (rule) => [rule.required(), rule.max(600).warning('Keep a day under 600 characters')],
    }),
  ],
  preview: {
    select: { day: 'day', title: 'title', plan: 'plan' },
    prepare: ({ day, title, plan }: { day?: number; title?: string; plan?: string }) => ({
      title: `Day ${day ?? '?'}: ${title ?? 'Untitled'}`,
      subtitle: plan,
    }),
  },
})
