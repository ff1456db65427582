import { defineField, defineType } from 'sanity'

import { missingCurrencies } from '../lib/currencies'
import { imageWithAlt } from '../lib/image'
import { checkInternalPath } from '../lib/validation'

/** A promo card of the home page's Singapore special offers, linking to an offer page of this site. */
export const specialOfferCard = defineType({
  name: 'specialOfferCard',
  title: 'Special offer card',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'e.g. 3 Night Penang Cruise.',
      validation: (rule) => [rule.required(), rule.max(60).warning('Keep card titles under 60 characters')],
    }),
    defineField({
      name: 'ship',
      title: 'Ship',
      type: 'string',
      description: 'The ship’s full name, e.g. Ovation of the Seas.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'nights',
      title: 'Nights',
      type: 'number',
      description: 'Length of the sailing in nights.',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'route',
      title: 'Route',
      type: 'string',
      description: 'Ports in order, separated by " – ", e.g. Singapore – Malaysia – Singapore.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      description: 'Optional ribbon on the card, e.g. OBC $100 Per Cabin. Leave empty for none.',
      validation: (rule) => rule.max(30).warning('Badges over 30 characters cover the picture'),
    }),
    defineField({
      name: 'priceLabel',
      title: 'Price label',
      type: 'string',
      description: 'Words before the price, e.g. Starting From.',
      initialValue: 'Starting From',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'price',
      title: 'Price per person',
      type: 'money',
      description: 'The lowest fare per person in each currency.',
      validation: (rule) => rule.required().custom(missingCurrencies),
    }),
    defineField({
      name: 'path',
      title: 'Offer page',
      type: 'string',
      description: 'The page on this site the card opens, e.g. /ovation-3-night-penang-cruise.',
      validation: (rule) => rule.required().custom(checkInternalPath),
    }),
    defineField({
      name: 'ctaLabel',
      title: 'Button label',
      type: 'string',
      initialValue: 'View Details',
      validation: (rule) => rule.required(),
    }),
    imageWithAlt({ name: 'image', title: 'Image', required: true, description: 'Landscape picture (8:5) of the destination or ship.' }),
  ],
  preview: {
    select: { title: 'title', ship: 'ship', path: 'path', usd: 'price.USD', media: 'image' },
    prepare: ({ title, ship, path, usd, media }: { title?: string; ship?: string; path?: string; usd?: number; media?: unknown }) => ({
      title: title ?? 'Untitled offer',
      subtitle: [ship, typeof usd === 'number' ? `from USD ${usd}` : undefined, path].filter(Boolean).join(' · '),
      media: media as never,
    }),
  },
})
