import { defineField, defineType } from 'sanity'

export const bookingEngine = defineType({
  name: 'bookingEngine',
  title: 'Booking engine',
  type: 'object',
  description:
    'Where searches and "Book now" links send visitors. Links are built from these settings and the search parameters of each link, so changing them here updates every link on the site.',
  fields: [
    defineField({
      name: 'host',
      title: 'Address of the booking engine',
      type: 'url',
      description: 'Scheme and domain only, e.g. https://booking.harbourline.example (no path, no trailing slash).',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https'] })
          .custom((value: string | undefined) => {
            if (!value) return true
            try {
              const url = new URL(value)
              return url.pathname === '/' && !value.endsWith('/') && !url.search && !url.hash
                ? true
                : 'Give only https:// and the domain, with no path, query or trailing slash'
            } catch {
              return 'Not a valid web address'
            }
          }),
    }),
    defineField({
      name: 'searchPath',
      title: 'Search results path',
      type: 'string',
      description: 'The path of the cruise search results page on the booking engine, e.g. /swift/cruise.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) =>
            value === undefined || /^\/[A-Za-z0-9/_.-]*$/.test(value)
              ? true
              : 'Start with "/" and use letters, digits, "/", "_", "." or "-" only, e.g. /swift/cruise',
          ),
    }),
    defineField({
      name: 'siteIds',
      title: 'Booking site numbers',
      type: 'siteIds',
      description: 'Given by the booking-engine provider; a wrong id shows visitors prices in the wrong currency.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { host: 'host', searchPath: 'searchPath' },
    prepare: ({ host, searchPath }: { host?: string; searchPath?: string }) => ({
      title: host ? `${host}${searchPath ?? ''}` : 'Booking engine not set',
      subtitle: 'Booking engine',
    }),
  },
})
