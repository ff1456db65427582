import { defineArrayMember, defineField, defineType } from 'sanity'

import { checkHexColour } from '../lib/cards'

/** The fields the booking engine's search box can show. */
const SEARCH_WIDGET_FIELDS = [
  { title: 'Destination', value: 'destination' },
  { title: 'Sailing date', value: 'sailingdate' },
  { title: 'Departure port', value: 'departureport' },
  { title: 'Cruise line', value: 'cruiseline' },
] as const

const RESULT_WINDOW_TYPES = [
  { title: 'Same tab', value: '_self' },
  { title: 'New tab', value: '_blank' },
] as const

/**
 * Preferences of the booking engine's embeddable search box on the home page. The
 * site id is not here: it always comes from the visitor's currency (Booking engine → Site ids).
 */
export const searchWidget = defineType({
  name: 'searchWidget',
  title: 'Cruise search widget',
  type: 'object',
  description:
    'The booking engine’s search box under "Search For Cruise" on the home page. Without a script address the site shows its own search form, which opens the same booking engine.',
  fields: [
    defineField({
      name: 'scriptUrl',
      title: 'Widget script address',
      type: 'url',
      description: 'The https:// address of the provider’s widget script. Leave empty to use the site’s built-in search form (no third-party script).',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'bookingDomain',
      title: 'Booking domain',
      type: 'string',
      description: 'The domain the widget sends searches to, without https://, e.g. booking.harbourline.example.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) =>
            value === undefined || /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(value)
              ? true
              : 'A domain name only, in lower case, e.g. booking.harbourline.example (no https://, no path)',
          ),
    }),
    defineField({
      name: 'productType',
      title: 'Product type',
      type: 'string',
      description: 'What the widget searches for. The site sells cruises.',
      options: { list: [{ title: 'Cruise', value: 'cruise' }], layout: 'radio' },
      initialValue: 'cruise',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'languageId',
      title: 'Language number',
      type: 'number',
      description: 'The provider’s language number; 1 is English.',
      initialValue: 1,
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'basicSearchFields',
      title: 'Search fields',
      type: 'array',
      description: 'The fields the search box shows, in order.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...SEARCH_WIDGET_FIELDS] },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'numberOfCols',
      title: 'Columns',
      type: 'number',
      description: 'How many columns the search box lays its fields and button out in on wide screens.',
      initialValue: 6,
      validation: (rule) => rule.required().integer().min(1).max(12),
    }),
    defineField({
      name: 'resultWindowType',
      title: 'Open results in',
      type: 'string',
      description: 'Whether the search results replace the page or open in a new tab.',
      options: { list: [...RESULT_WINDOW_TYPES], layout: 'radio', direction: 'horizontal' },
      initialValue: '_self',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'showStateNCountryWithPorts',
      title: 'Show state and country with ports',
      type: 'boolean',
      description: 'Port names read "Seattle, Washington, United States" instead of "Seattle".',
      initialValue: true,
    }),
    defineField({
      name: 'themeColor',
      title: 'Theme colour',
      type: 'string',
      description: 'Colour of the widget’s button and highlights, as #rrggbb. The site’s navy is #0b4f6c.',
      validation: (rule) => rule.required().custom(checkHexColour),
    }),
    defineField({
      name: 'sid1',
      title: 'Tracking code 1 (sid1)',
      type: 'string',
      description: 'Optional tracking value the provider passes through to bookings. Usually empty.',
    }),
    defineField({
      name: 'sid2',
      title: 'Tracking code 2 (sid2)',
      type: 'string',
      description: 'Optional second tracking value. Usually empty.',
    }),
    defineField({
      name: 'referrer',
      title: 'Referrer',
      type: 'string',
      description: 'Optional referrer value for the provider’s reports. Usually empty.',
    }),
    defineField({
      name: 'needsJquery',
      title: 'Script needs jQuery',
      type: 'boolean',
      description: 'Turn on only if the provider’s script requires jQuery: the site then loads it first (slower page).',
      initialValue: false,
    }),
    defineField({
      name: 'needsBootstrap',
      title: 'Script needs Bootstrap',
      type: 'boolean',
      description: 'Turn on only if the provider’s script requires Bootstrap’s JavaScript: the site then loads it first (slower page).',
      initialValue: false,
    }),
  ],
  preview: {
    select: { scriptUrl: 'scriptUrl', bookingDomain: 'bookingDomain', numberOfCols: 'numberOfCols' },
    prepare: ({ scriptUrl, bookingDomain, numberOfCols }: { scriptUrl?: string; bookingDomain?: string; numberOfCols?: number }) => ({
      title: scriptUrl ? 'Provider’s search widget' : 'Built-in search form (no widget script)',
      subtitle: [bookingDomain, numberOfCols ? `${numberOfCols} columns` : undefined].filter(Boolean).join(' · '),
    }),
  },
})
