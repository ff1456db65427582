import { defineArrayMember, defineField, defineType } from 'sanity'

/** One question of an FAQ block. */
export const faqItem = defineType({
  name: 'faqItem',
  title: 'Question and answer',
  type: 'object',
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      description: 'As a visitor would ask it; shown as the clickable line of the accordion.',
      validation: (rule) => [rule.required(), rule.max(160).warning('Keep questions under 160 characters')],
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'text',
      rows: 4,
      description: 'Shown when the question is opened. Plain text; keep it to a short paragraph.',
      validation: (rule) => [rule.required(), rule.max(1200).warning('Long answers are hard to read in an accordion')],
    }),
  ],
  preview: { select: { title: 'question', subtitle: 'answer' } },
})

/**
 * An FAQ accordion inside an article (Japan-Cruise-FAQ): one question open at a time, the first
 * open when the page loads.
 */
export const faq = defineType({
  name: 'faq',
  title: 'FAQ (accordion)',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Heading',
      type: 'string',
      description: 'Optional heading above the questions, e.g. Frequently asked questions.',
    }),
    defineField({
      name: 'items',
      title: 'Questions',
      type: 'array',
      of: [defineArrayMember({ type: 'faqItem' })],
      validation: (rule) => [rule.required().min(1), rule.max(12).warning('More than 12 questions: consider splitting the article')],
    }),
  ],
  preview: {
    select: { title: 'title', items: 'items' },
    prepare: ({ title, items }: { title?: string; items?: unknown[] }) => ({
      title: title ?? 'FAQ',
      subtitle: `${items?.length ?? 0} question${items?.length === 1 ? '' : 's'}`,
    }),
  },
})
