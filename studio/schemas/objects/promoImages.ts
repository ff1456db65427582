import { defineType } from 'sanity'

import { imageWithAlt } from '../lib/image'

/**
 * The banner of the promo sign-up form: one for US dollars, one for Singapore dollars,
 * and a default for every other currency (today: rupees).
 */
export const promoImages = defineType({
  name: 'promoImages',
  title: 'Promo banner per currency',
  type: 'object',
  options: { columns: 3 },
  fields: [
    imageWithAlt({
      name: 'USD',
      title: 'USD',
      required: true,
      description: 'Shown above the promo form to visitors paying in US dollars.',
    }),
    imageWithAlt({
      name: 'SGD',
      title: 'SGD',
      required: true,
      description: 'Shown above the promo form to visitors paying in Singapore dollars.',
    }),
    imageWithAlt({
      name: 'default',
      title: 'Any other currency',
      required: true,
      description: 'Shown above the promo form to everyone else (visitors paying in rupees).',
    }),
  ],
  preview: {
    select: { media: 'USD', usd: 'USD.alt', sgd: 'SGD.alt', other: 'default.alt' },
    prepare: ({ media, usd, sgd, other }: { media?: unknown; usd?: string; sgd?: string; other?: string }) => ({
      title: 'Promo banner per currency',
      subtitle: [usd && `USD: ${usd}`, sgd && `SGD: ${sgd}`, other && `Other: ${other}`].filter(Boolean).join(' · '),
      media: media as never,
    }),
  },
})
