import { defineField, defineType } from 'sanity'

import { requireCurrencies } from '../lib/perCurrency'
import { type SearchPreview, summariseSearch } from './bookingSearch'

/**
 * A banner of the /cruisedeals booking hub (the hero's carousel, every 4 s). The hero
 * banner is always the first slide and opens the enquiry; these follow it and open the booking
 * engine's search in the visitor's currency.
 */
export const bookingHubSlide = defineType({
  name: 'bookingHubSlide',
  title: 'Booking hub banner',
  type: 'object',
  fields: [
    defineField({
      name: 'image',
      title: 'Banner',
      type: 'imagePerCurrency',
      description: 'One per currency, as wide as the hero banner (8:3 is shown; keep the subject in the middle).',
      validation: (rule) => rule.required().custom(requireCurrencies('a banner')),
    }),
    defineField({
      name: 'label',
      title: 'Link text',
      type: 'string',
      description: 'Shown on the banner’s button and read by screen readers, e.g. See Alaska sailings.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'search',
      title: 'Booking-engine search',
      type: 'bookingSearch',
      description: 'The sailings the banner opens. The site adds the visitor’s currency.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {
      title: 'label',
      media: 'image.INR',
      cruiseLines: 'search.cruiseLines',
      departurePorts: 'search.departurePorts',
      durations: 'search.durations',
      ships: 'search.ships',
    },
    prepare: ({ title, media, ...search }: SearchPreview & { title?: string; media?: unknown }) => ({
      title: title ?? 'Booking hub banner',
      subtitle: summariseSearch(search),
      media: media as never,
    }),
  },
})
