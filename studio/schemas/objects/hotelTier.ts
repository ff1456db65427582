import { defineField, defineType } from 'sanity'

import { missingCurrencies } from '../lib/currencies'

/** A hotel standard of a land package and its per-person price. */
export const hotelTier = defineType({
  name: 'hotelTier',
  title: 'Hotel option',
  type: 'object',
  fields: [
    defineField({
      name: 'stars',
      title: 'Hotel stars',
      type: 'number',
      options: { list: [3, 4, 5], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'How the option is named on the card, e.g. 3-star.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'price',
      title: 'Price per person',
      type: 'money',
      description: 'Per person, twin sharing, for the whole package.',
      validation: (rule) => rule.required().custom(missingCurrencies),
    }),
  ],
  preview: {
    select: { label: 'label', INR: 'price.INR', SGD: 'price.SGD', USD: 'price.USD' },
    prepare: ({ label, INR, SGD, USD }: { label?: string; INR?: number; SGD?: number; USD?: number }) => ({
      title: label ?? 'Hotel option',
      subtitle: `INR ${INR ?? '–'} · SGD ${SGD ?? '–'} · USD ${USD ?? '–'} per person`,
    }),
  },
})
