import { defineArrayMember, defineField } from 'sanity'

import { definePageSingleton } from '../lib/page'
import { requireCurrencies } from '../lib/perCurrency'

const heading = (name: string, title: string, initialValue: string, group: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'string',
    group,
    description,
    initialValue,
    validation: (rule) => [rule.required(), rule.max(80).warning('Keep headings under 80 characters')],
  })

export const cruiseDealsPage = definePageSingleton({
  name: 'cruiseDealsPage',
  title: 'Cruise deals page',
  route: '/cruisedeals',
  groups: [
    { name: 'offers', title: 'Offers and deals' },
    { name: 'packages', title: 'Packages' },
    { name: 'calendar', title: 'Cruise calendar' },
  ],
  fields: [
    defineField({
      name: 'heroImage',
      title: 'Hero banner',
      type: 'imagePerCurrency',
      description: 'The wide banner at the top, one per currency. Clicking it opens the enquiry form.',
      validation: (rule) => rule.required().custom(requireCurrencies('a hero banner')),
    }),
    defineField({
      name: 'heroLabel',
      title: 'Hero banner link text',
      type: 'string',
      description: 'Read by screen readers for the clickable banner, e.g. Enquire about our cruise deals.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'bookingHub',
      title: 'Booking hub banners',
      type: 'array',
      description: 'Banners that rotate after the hero banner every 4 seconds, each opening a booking-engine search. Leave empty for the hero banner alone.',
      of: [defineArrayMember({ type: 'bookingHubSlide' })],
      validation: (rule) => rule.max(5),
    }),
    heading('exclusiveOffersHeading', 'Exclusive offers heading', 'Exclusive Offers', 'offers'),
    defineField({
      name: 'exclusiveOffers',
      title: 'Exclusive offers',
      type: 'array',
      group: 'offers',
      description: 'Offer pages shown as cards with a Book Now button, in this order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'offerPage' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    heading(
      'lastMinuteHeading',
      'Last-minute deals heading',
      'Last Minute Deals',
      'offers',
      'Heading of the row of last-minute deals (the deals themselves are Deal documents).',
    ),
    heading('packagesHeading', 'Packages heading', 'Cruise Packages', 'packages'),
    heading('landFlyCruiseHeading', 'Land + Fly + Cruise heading', 'Land + Fly + Cruise', 'packages'),
    heading('landCruiseHeading', 'Land + Cruise heading', 'Land + Cruise', 'packages'),
    heading('flyCruiseEventsHeading', 'Fly cruise events heading', 'Fly Cruise Events', 'packages'),
    defineField({
      name: 'bookLabel',
      title: 'Book button label',
      type: 'string',
      group: 'packages',
      description: 'The button on every card of this page; it opens the enquiry form.',
      initialValue: 'Book Now',
      validation: (rule) => rule.required().max(24),
    }),
    defineField({
      name: 'calendar',
      title: 'Cruise calendar',
      type: 'object',
      group: 'calendar',
      description: 'The booking engine’s sailing calendar, embedded at the bottom of the page. It loads when the visitor clicks it, in their currency.',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'heading',
          title: 'Heading',
          type: 'string',
          initialValue: 'Cruise Calendar',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: 'title',
          title: 'Frame title',
          type: 'string',
          description: 'Names the embedded calendar for screen readers, e.g. Calendar of cruise sailings.',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: 'loadLabel',
          title: 'Load button label',
          type: 'string',
          description: 'The button that loads the calendar, e.g. Show the cruise calendar.',
          initialValue: 'Show the cruise calendar',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: 'search',
          title: 'Search',
          type: 'bookingSearch',
          description: 'Which sailings the calendar lists. The site adds the currency’s site id.',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'height',
          title: 'Height (pixels)',
          type: 'number',
          initialValue: 900,
          validation: (rule) => rule.required().integer().min(300).max(3000),
        }),
      ],
    }),
  ],
})
