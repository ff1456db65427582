import { defineField } from 'sanity'

import { imageWithAlt } from '../lib/image'
import { definePageSingleton } from '../lib/page'
import { checkInternationalPhone } from '../lib/validation'

const phone = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().custom(checkInternationalPhone) })

export const contactPage = definePageSingleton({
  name: 'contactPage',
  title: 'Contact page',
  route: '/contact',
  groups: [{ name: 'map', title: 'Map' }],
  fields: [
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      validation: (rule) => [rule.required(), rule.max(300).warning('Keep the introduction under 300 characters')],
    }),
    defineField({
      name: 'address',
      title: 'Office address',
      type: 'text',
      rows: 3,
      description: 'As it should be printed, one line per line of the address.',
      validation: (rule) => rule.required(),
    }),
    phone('singaporePhone', 'Singapore phone', 'The Singapore office, in international form, e.g. +65 6123 4567.'),
    phone('indiaPhone', 'India phone', 'The India office, in international form, e.g. +91 22 6123 4567.'),
    defineField({
      name: 'email',
      title: 'Booking e-mail',
      type: 'email',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'hours',
      title: 'Opening hours',
      type: 'string',
      description: 'Optional, e.g. Monday to Saturday, 9:30 am to 6:30 pm (SGT / IST).',
    }),
    defineField({
      name: 'callbackHeading',
      title: 'Callback form heading',
      type: 'string',
      initialValue: 'Call Now or Leave a Query',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'map',
      title: 'Map',
      type: 'object',
      group: 'map',
      description: 'The picture of the map loads with the page; the interactive map only when the visitor clicks it.',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'title',
          title: 'Map title',
          type: 'string',
          description: 'Names the map for screen readers, e.g. Map of the Harbourline Cruises office.',
          validation: (rule) => rule.required().max(100),
        }),
        imageWithAlt({ name: 'image', title: 'Map picture', required: true, description: 'Shown until the interactive map is loaded.' }),
        defineField({
          name: 'embedUrl',
          title: 'Embed address',
          type: 'url',
          description: 'The https address the map service gives for embedding (the src of its iframe).',
          validation: (rule) => rule.required().uri({ scheme: ['https'] }),
        }),
        defineField({
          name: 'openInMapsUrl',
          title: 'Open in Maps address',
          type: 'url',
          description: 'The https link of the "Open in Maps" button (opens in a new tab).',
          validation: (rule) => rule.required().uri({ scheme: ['https'] }),
        }),
        defineField({
          name: 'loadLabel',
          title: 'Load button label',
          type: 'string',
          initialValue: 'Show interactive map',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: 'openLabel',
          title: 'Open in Maps label',
          type: 'string',
          initialValue: 'Open in Maps',
          validation: (rule) => rule.required().max(40),
        }),
      ],
    }),
  ],
})
