import { type CustomValidatorResult, defineArrayMember, defineField, defineType } from 'sanity'

import { calendarWarning, checkDateOrder, fareSummary, fromPriceLabel, lastFareSailing, pastDatesWarning } from '../lib/departures'
import { DEFAULT_OCCUPANCY, type FareRowValue } from '../lib/fares'
import { pageTitleField, seoField } from '../lib/fields'
import { imageWithAlt } from '../lib/image'
import { PAGE_GROUPS } from '../lib/page'
import { rootSlugField } from '../lib/slug'
import { checkMemberTypes } from '../lib/validation'

interface ItineraryDay {
  day?: number
  activity?: string
}

/** The days run 1, 2, 3… with one row per day: boarding first, leaving the ship last. */
function checkItinerary(rows: ItineraryDay[] | undefined, nights: unknown): CustomValidatorResult {
  if (!Array.isArray(rows) || rows.length === 0) return true
  const problems: string[] = []
  rows.forEach((row, index) => {
    if (typeof row.day === 'number' && row.day !== index + 1) problems.push(`row ${index + 1} is day ${row.day}, expected day ${index + 1}`)
  })
  if (rows[0]?.activity && rows[0].activity !== 'EMBARK') problems.push('the first day must be EMBARK')
  const last = rows[rows.length - 1]
  if (rows.length > 1 && last?.activity && last.activity !== 'DEBARK') problems.push('the last day must be DEBARK')
  if (typeof nights === 'number' && rows.length !== nights + 1) {
    problems.push(`a ${nights}-night sailing has ${nights + 1} days, this itinerary has ${rows.length}`)
  }
  return problems.length === 0 ? true : `Check the itinerary: ${problems.join('; ')}`
}

/** A landing page for one sailing offer, routed at /{slug} (the Singapore offer pages). */
export const offerPage = defineType({
  name: 'offerPage',
  title: 'Offer page',
  type: 'document',
  description: 'A landing page for one sailing offer, at /{page address}: itinerary, fares per sailing and the quote form.',
  groups: [
    PAGE_GROUPS[0]!,
    { name: 'itinerary', title: 'Itinerary' },
    { name: 'fares', title: 'Fares' },
    { name: 'leads', title: 'Enquiries' },
    PAGE_GROUPS[1]!,
  ],
  fields: [
    pageTitleField({ group: 'content', description: 'The main heading of the offer, e.g. 3 Night Penang Cruise.' }),
    rootSlugField({
      group: 'content',
      description:
        'The part of the address after the domain: ovation-3-night-penang-cruise gives /ovation-3-night-penang-cruise. Changing it breaks links in ads and e-mails already sent.',
    }),
    defineField({
      name: 'ship',
      title: 'Ship',
      type: 'string',
      group: 'content',
      description: 'The ship’s full name as the cruise line writes it, e.g. Ovation of the Seas.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'nights',
      title: 'Nights',
      type: 'number',
      group: 'content',
      description: 'Length of the sailing in nights.',
      validation: (rule) => [rule.required().integer().positive(), rule.max(180).warning('More than 180 nights: check the number')],
    }),
    defineField({
      name: 'route',
      title: 'Route',
      type: 'string',
      group: 'content',
      description: 'The ports in order, shown under the heading and on the offer card, e.g. Singapore – Penang – Singapore.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'One or two sentences under the heading: what makes this sailing worth booking.',
      validation: (rule) => [rule.required(), rule.max(400).warning('Keep the introduction under 400 characters')],
    }),
    imageWithAlt({
      name: 'image',
      title: 'Offer image',
      group: 'content',
      required: true,
      description: 'Shown at the top of the page and on the offer card on the home and deals pages.',
    }),
    defineField({
      name: 'onboardCreditUsd',
      title: 'On-board credit per cabin (USD)',
      type: 'number',
      group: 'content',
      description: 'Credit to spend on board, in US dollars per cabin (the ship’s currency). Leave empty when the offer has none.',
      validation: (rule) => rule.min(0).integer(),
    }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      group: 'content',
      description: 'Short label on the offer card, e.g. OBC $100 Per Cabin.',
      validation: (rule) => rule.max(30).warning('Badges over 30 characters do not fit the card'),
    }),
    defineField({
      name: 'itineraryHeading',
      title: 'Itinerary heading',
      type: 'string',
      group: 'itinerary',
      initialValue: 'Itinerary',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'itinerary',
      title: 'Itinerary',
      type: 'array',
      group: 'itinerary',
      description: 'One row per day, from boarding (EMBARK) to leaving the ship (DEBARK).',
      of: [defineArrayMember({ type: 'itineraryRow' })],
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .custom(checkMemberTypes(['itineraryRow']))
          .custom((rows: ItineraryDay[] | undefined, context) => checkItinerary(rows, (context.document as { nights?: unknown } | undefined)?.nights)),
    }),
    defineField({
      name: 'faresHeading',
      title: 'Fares heading',
      type: 'string',
      group: 'fares',
      initialValue: 'Sailing Dates and Fares',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'cabinCategory',
      title: 'Cabin category',
      type: 'string',
      group: 'fares',
      description: 'The cabin the fares are for, as the cruise line names it, e.g. 4D Oceanview Balcony.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'fareBasis',
      title: 'Fare basis',
      type: 'string',
      group: 'fares',
      description: 'What the fares include, shown above the table, e.g. All-inclusive, double occupancy.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'occupancy',
      title: 'Guests per cabin',
      type: 'number',
      group: 'fares',
      description: 'How many guests the fares assume (2 for double occupancy). The total cabin fare of each row is this number × the per-person sum.',
      initialValue: DEFAULT_OCCUPANCY,
      validation: (rule) => rule.required().integer().min(1).max(8),
    }),
    defineField({
      name: 'fares',
      title: 'Sailings and fares',
      type: 'array',
      group: 'fares',
      description: 'One row per sailing date, earliest first. Each row needs every amount in INR, USD and SGD.',
      of: [defineArrayMember({ type: 'fareRow' })],
      validation: (rule) => [
        rule
          .required()
          .min(1)
          .custom(checkMemberTypes(['fareRow']))
          .custom((rows: FareRowValue[] | undefined) =>
            checkDateOrder(
              rows?.map((row) => row.sailingDate),
              'sailings',
            ),
          ),
        rule.custom((rows: FareRowValue[] | undefined) => calendarWarning(lastFareSailing(rows), 'noSailingOpen')).warning(),
        rule.custom((rows: FareRowValue[] | undefined) => pastDatesWarning(rows?.map((row) => row.sailingDate))).warning(),
      ],
    }),
    defineField({
      name: 'fareNote',
      title: 'Note under the fares',
      type: 'text',
      rows: 2,
      group: 'fares',
      description: 'Small print under the table: what is per person, what the total covers, that fares change.',
    }),
    defineField({
      name: 'bookLabel',
      title: 'Book button label',
      type: 'string',
      group: 'fares',
      description: 'The button on each fare row; it opens the Request A Quote form.',
      initialValue: 'Book Now',
      validation: (rule) => rule.required().max(24),
    }),
    defineField({
      name: 'leadVariation',
      title: 'Page name in sales reports',
      type: 'string',
      group: 'leads',
      description:
        'Sent with every enquiry from this page so the sales team knows where it came from, e.g. 3Night-Singapore. The lead source is set in Form options (Offer pages).',
      validation: (rule) => rule.required().regex(/^[A-Za-z0-9][A-Za-z0-9 _+-]*$/, { name: 'letters, digits, spaces, - _ +' }),
    }),
    seoField({ group: 'seo' }),
  ],
  orderings: [
    { title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] },
    { title: 'Nights', name: 'nightsAsc', by: [{ field: 'nights', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', ship: 'ship', nights: 'nights', slug: 'slug.current', media: 'image', fares: 'fares', occupancy: 'occupancy' },
    prepare: ({
      title,
      ship,
      nights,
      slug,
      media,
      fares,
      occupancy,
    }: {
      title?: string
      ship?: string
      nights?: number
      slug?: string
      media?: unknown
      fares?: Array<{ sailingDate?: string; totalCabinFare?: { USD?: number } }>
      occupancy?: number
    }) => ({
      title: title ?? 'Untitled offer',
      subtitle: [
        ship,
        nights ? `${nights} night${nights === 1 ? '' : 's'}` : undefined,
        Array.isArray(fares) ? `${fareSummary(fares)} of ${fares.length} sailing${fares.length === 1 ? '' : 's'}` : undefined,
        fromPriceLabel(fares, occupancy),
        slug ? `/${slug}` : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
      media: media as never,
    }),
  },
})
