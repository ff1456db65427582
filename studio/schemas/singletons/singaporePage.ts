import { defineArrayMember, defineField } from 'sanity'

import { anchorField, checkUniqueAnchors } from '../lib/anchors'
import { missingCurrencies } from '../lib/currencies'
import { calendarWarning } from '../lib/departures'
import { imageWithAlt } from '../lib/image'
import { definePageSingleton } from '../lib/page'
import { checkMemberTypes } from '../lib/validation'

const SECTIONS = ['themedEvent', 'cruiseLines', 'landPackages', 'included', 'visa'] as const

const text = (name: string, title: string, options: { description?: string; required?: boolean; rows?: number; max?: number } = {}) =>
  defineField({
    name,
    title,
    type: options.rows ? 'text' : 'string',
    ...(options.rows ? { rows: options.rows } : {}),
    description: options.description,
    validation: (rule) => (options.required === false ? rule.max(options.max ?? 600) : rule.required().max(options.max ?? 600)),
  })

export const singaporePage = definePageSingleton({
  name: 'singaporePage',
  title: 'Cruise from Singapore page',
  route: '/singapore-cruise',
  validation: (rule) => rule.custom((document) => checkUniqueAnchors(document, SECTIONS)),
  groups: [
    { name: 'event', title: 'Themed cruise' },
    { name: 'lines', title: 'Cruise lines' },
    { name: 'land', title: 'Land packages' },
    { name: 'visa', title: 'What’s included and visas' },
  ],
  fields: [
    imageWithAlt({
      name: 'heroImage',
      title: 'Hero banner',
      required: true,
      description: 'The wide banner at the top. Clicking it opens the booking engine with the search below.',
    }),
    defineField({
      name: 'heroLabel',
      title: 'Hero banner link text',
      type: 'string',
      description: 'Read by screen readers for the clickable banner, e.g. See 1 to 3 night Ovation of the Seas sailings from Singapore.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'heroSearch',
      title: 'Hero banner search',
      type: 'bookingSearch',
      description: 'What the banner opens on the booking engine, e.g. 1-3 night Ovation of the Seas sailings from SIN.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'themedEvent',
      title: 'Themed cruise',
      type: 'object',
      group: 'event',
      validation: (rule) => rule.required(),
      fields: [
        anchorField('themed-cruise'),
        text('heading', 'Heading', { max: 120 }),
        text('intro', 'Introduction', { rows: 3 }),
        imageWithAlt({ name: 'image', title: 'Image', required: true }),
        defineField({
          name: 'ship',
          title: 'Ship',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'sailingDate',
          title: 'Themed sailing date',
          type: 'date',
          description: 'Once this day has come, the section says New dates soon in place of the date.',
          options: { dateFormat: 'D MMM YYYY' },
          validation: (rule) => [rule.required(), rule.custom((date: string | undefined) => calendarWarning(date, 'newDatesSoon')).warning()],
        }),
        defineField({
          name: 'days',
          title: 'Programme',
          type: 'array',
          description: 'One entry per day of the event.',
          of: [defineArrayMember({ type: 'dayPlan' })],
          validation: (rule) =>
            rule
              .required()
              .min(1)
              .custom(checkMemberTypes(['dayPlan'])),
        }),
        defineField({
          name: 'highlights',
          title: 'Highlights',
          type: 'array',
          description: 'Short lines such as Indian food counters or Complimentary airport transfer.',
          of: [defineArrayMember({ type: 'string' })],
          validation: (rule) => rule.required().min(1).unique(),
        }),
        defineField({
          name: 'price',
          title: 'Price from (per person)',
          type: 'money',
          description: 'The "from" price per currency; say what it buys in the price notes.',
          validation: (rule) => rule.required().custom(missingCurrencies),
        }),
        defineField({
          name: 'priceNote',
          title: 'Price notes',
          type: 'textPerCurrency',
          description: 'What the price is for, per currency, e.g. Balcony cabin, per person (USD) or Fly cruise package from Mumbai (INR).',
          validation: (rule) => rule.required(),
        }),
        text('ctaLabel', 'Button label', { max: 30 }),
      ],
    }),
    defineField({
      name: 'cruiseLines',
      title: 'Cruise lines from Singapore',
      type: 'object',
      group: 'lines',
      validation: (rule) => rule.required(),
      fields: [
        anchorField('cruise-lines'),
        text('heading', 'Heading', { max: 120 }),
        text('intro', 'Introduction', { rows: 2, required: false }),
        defineField({
          name: 'cards',
          title: 'Cards',
          type: 'array',
          of: [defineArrayMember({ type: 'cruiseLineCard' })],
          validation: (rule) =>
            rule
              .required()
              .min(1)
              .custom(checkMemberTypes(['cruiseLineCard'])),
        }),
      ],
    }),
    defineField({
      name: 'landPackages',
      title: 'Land packages',
      type: 'object',
      group: 'land',
      validation: (rule) => rule.required(),
      fields: [
        anchorField('land-packages'),
        text('heading', 'Heading', { max: 120 }),
        text('intro', 'Introduction', { rows: 2, required: false }),
        text('expandLabel', 'Expand button label', { description: 'The one toggle that opens every card’s itinerary.', max: 40 }),
        text('collapseLabel', 'Collapse button label', { max: 40 }),
        defineField({
          name: 'packages',
          title: 'Packages',
          type: 'array',
          description: 'Land packages shown, in this order.',
          of: [defineArrayMember({ type: 'reference', to: [{ type: 'landPackage' }] })],
          validation: (rule) => rule.required().min(1).unique(),
        }),
        text('enquireLabel', 'Enquire button label', { max: 30 }),
      ],
    }),
    defineField({
      name: 'included',
      title: 'What’s included',
      type: 'object',
      group: 'visa',
      validation: (rule) => rule.required(),
      fields: [
        anchorField('whats-included'),
        text('heading', 'Heading', { max: 120 }),
        defineField({
          name: 'items',
          title: 'Items',
          type: 'array',
          of: [defineArrayMember({ type: 'string' })],
          validation: (rule) => rule.required().min(1).unique(),
        }),
      ],
    }),
    defineField({
      name: 'visa',
      title: 'Visa information',
      type: 'object',
      group: 'visa',
      description: 'Entry rules for Indian citizens on sailings from Singapore. Check them with each country’s official source before publishing a change.',
      validation: (rule) => rule.required(),
      fields: [
        anchorField('visa'),
        text('heading', 'Heading', { max: 120 }),
        text('intro', 'Introduction', { rows: 2 }),
        defineField({
          name: 'rules',
          title: 'Countries',
          type: 'array',
          of: [defineArrayMember({ type: 'visaRequirement' })],
          validation: (rule) =>
            rule
              .required()
              .min(1)
              .custom(checkMemberTypes(['visaRequirement'])),
        }),
        text('ctaLabel', 'Button label', { description: 'Opens the enquiry form, e.g. Get Visa Assistance.', max: 30 }),
        text('disclaimer', 'Small print', { rows: 2, required: false }),
      ],
    }),
  ],
})
