import { defineArrayMember, defineField, defineType } from 'sanity'

import { checkHalfStep, formatDay, positionField } from '../lib/cards'
import { CURRENCIES } from '../lib/currencies'
import { imageWithAlt } from '../lib/image'

/** A guest's review on the home page, shown to visitors of the chosen currencies. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  groups: [
    { name: 'review', title: 'Review', default: true },
    { name: 'guest', title: 'Guest' },
    { name: 'display', title: 'Display' },
  ],
  fields: [
    defineField({
      name: 'text',
      title: 'Review',
      type: 'text',
      rows: 5,
      group: 'review',
      description: 'The guest’s words, as they gave permission to quote them. Edit only for spelling.',
      validation: (rule) => [rule.required(), rule.max(600).warning('Reviews over 600 characters make the card very tall')],
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      group: 'review',
      description: 'Stars out of 5, in half steps: 4.5 shows four and a half stars.',
      validation: (rule) => rule.required().min(0).max(5).custom(checkHalfStep),
    }),
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      group: 'review',
      description: 'When the guest sailed or wrote the review.',
      options: { dateFormat: 'D MMM YYYY' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'destination',
      title: 'Destination',
      type: 'string',
      group: 'review',
      description: 'Where they sailed, e.g. Singapore – Penang.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'ship',
      title: 'Ship',
      type: 'string',
      group: 'review',
      description: 'The ship they sailed on, e.g. Ovation of the Seas.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'guest',
      description: 'As the guest agreed to be named, e.g. Priya S.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Home country',
      type: 'string',
      group: 'guest',
      description: 'Shown under the name, e.g. India.',
      validation: (rule) => rule.required(),
    }),
    imageWithAlt({
      name: 'avatar',
      title: 'Avatar',
      group: 'guest',
      required: true,
      description: 'Square picture (200 × 200). Use an illustration unless the guest sent a photo for publication.',
      altDescription: 'e.g. "Avatar of Priya S."',
    }),
    defineField({
      name: 'currencies',
      title: 'Shown to',
      type: 'array',
      group: 'display',
      description: 'Visitors of these currencies see this review: pick reviews that speak to them.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: CURRENCIES.map((currency) => ({ title: currency, value: currency })), layout: 'grid' },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    positionField({ group: 'display', description: 'Where the review appears in its list: 1 is first.' }),
  ],
  orderings: [
    { title: 'Position', name: 'positionAsc', by: [{ field: 'position', direction: 'asc' }] },
    { title: 'Newest first', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] },
    { title: 'Rating, highest first', name: 'ratingDesc', by: [{ field: 'rating', direction: 'desc' }] },
  ],
  preview: {
    select: { name: 'name', country: 'title', rating: 'rating', date: 'date', currencies: 'currencies', media: 'avatar' },
    prepare: ({
      name,
      country,
      rating,
      date,
      currencies,
      media,
    }: {
      name?: string
      country?: string
      rating?: number
      date?: string
      currencies?: string[]
      media?: unknown
    }) => ({
      title: [name ?? 'Unnamed guest', country].filter(Boolean).join(', '),
      subtitle: [
        typeof rating === 'number' ? `${rating}★` : undefined,
        formatDay(date),
        currencies && currencies.length > 0 ? `for ${currencies.join(', ')}` : 'Shown to no one',
      ]
        .filter(Boolean)
        .join(' · '),
      media: media as never,
    }),
  },
})
