import { type CustomValidatorResult, defineArrayMember, defineField, defineType } from 'sanity'

import { calendarWarning, type Departures, lastDeparture } from '../lib/departures'
import { imageWithAlt } from '../lib/image'
import { checkMemberTypes } from '../lib/validation'

interface Numbered {
  day?: number
  stars?: number
}

/** Day plans run 1, 2, 3…, one per day of the package (nights + 1). */
function checkDayPlans(plans: Numbered[] | undefined, nights: unknown): CustomValidatorResult {
  if (!Array.isArray(plans) || plans.length === 0) return true
  const wrong = plans.findIndex((plan, index) => typeof plan.day === 'number' && plan.day !== index + 1)
  if (wrong >= 0) return `Number the days 1, 2, 3… in order: item ${wrong + 1} is day ${plans[wrong]?.day}`
  if (typeof nights === 'number' && plans.length !== nights + 1) {
    return `A ${nights}-night package has ${nights + 1} days; there are ${plans.length} day plans`
  }
  return true
}

/** Each hotel standard once, cheapest (fewest stars) first. */
function checkHotelTiers(tiers: Numbered[] | undefined): CustomValidatorResult {
  if (!Array.isArray(tiers)) return true
  const stars = tiers.map((tier) => tier.stars).filter((value): value is number => typeof value === 'number')
  if (new Set(stars).size !== stars.length) return 'Each hotel standard (3, 4, 5 stars) once'
  if (stars.some((value, index) => index > 0 && value < (stars[index - 1] ?? 0))) return 'List the hotel options from fewest to most stars'
  return true
}

/** A Singapore land package (3, 4 and 5 nights) on /singapore-cruise. */
export const landPackage = defineType({
  name: 'landPackage',
  title: 'Land package',
  type: 'document',
  description: 'A city stay sold with or without a cruise, shown on the Cruise from Singapore page.',
  groups: [
    { name: 'card', title: 'Card', default: true },
    { name: 'itinerary', title: 'Itinerary' },
    { name: 'prices', title: 'Hotels and prices' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'card',
      description: 'The card’s heading, e.g. Singapore City Escape.',
      validation: (rule) => [rule.required(), rule.max(80).warning('Titles over 80 characters wrap badly on cards')],
    }),
    defineField({
      name: 'nights',
      title: 'Nights',
      type: 'number',
      group: 'card',
      description: 'Nights in the hotel. Packages are listed shortest first.',
      validation: (rule) => [rule.required().integer().positive(), rule.max(30).warning('More than 30 nights: check the number')],
    }),
    defineField({
      name: 'duration',
      title: 'Duration label',
      type: 'string',
      group: 'card',
      description: 'As shown on the card, e.g. 3 Nights / 4 Days. Must start with the number of nights.',
      validation: (rule) =>
        rule.required().custom((value: string | undefined, context) => {
          const nights = (context.document as { nights?: unknown } | undefined)?.nights
          if (!value || typeof nights !== 'number') return true
          return new RegExp(`^${nights} Nights?\\b`).test(value) ? true : `Start with the number of nights, e.g. "${nights} Nights / ${nights + 1} Days"`
        }),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'card',
      validation: (rule) => [rule.required(), rule.max(400).warning('Keep the description under 400 characters')],
    }),
    imageWithAlt({ name: 'image', title: 'Image', group: 'card', required: true }),
    defineField({
      name: 'departures',
      title: 'Start dates',
      type: 'departures',
      group: 'card',
      description:
        'Optional. Leave empty for a stay that starts on any day. With dates or a weekly start, the card lists the next ones after today, and leaves the page by itself once none is left.',
      validation: (rule) => rule.custom((departures: Departures | undefined) => calendarWarning(lastDeparture(departures), 'leaves')).warning(),
    }),
    defineField({
      name: 'highlights',
      title: 'Day highlights',
      type: 'array',
      group: 'card',
      description: 'Short lines shown on the card before the itinerary is expanded, e.g. Night Safari.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => [rule.required().min(1).unique(), rule.max(8).warning('More than 8 highlights crowd the card')],
    }),
    defineField({
      name: 'dayPlans',
      title: 'Day plans',
      type: 'array',
      group: 'itinerary',
      description: 'One entry per day (nights + 1), shown when the visitor clicks View Full Itinerary.',
      of: [defineArrayMember({ type: 'dayPlan' })],
      validation: (rule) =>
        rule
          .required()
          .custom(checkMemberTypes(['dayPlan']))
          .custom((plans: Numbered[] | undefined, context) => checkDayPlans(plans, (context.document as { nights?: unknown } | undefined)?.nights)),
    }),
    defineField({
      name: 'hotelTiers',
      title: 'Hotel options and prices',
      type: 'array',
      group: 'prices',
      description: 'One row per hotel standard with the price per person in each currency.',
      of: [defineArrayMember({ type: 'hotelTier' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom(checkMemberTypes(['hotelTier']))
          .custom(checkHotelTiers),
    }),
    defineField({
      name: 'stayOption',
      title: 'Stay option',
      type: 'string',
      group: 'prices',
      description: 'The line above the prices, e.g. Choose a 3, 4 or 5-star hotel.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'infoBox',
      title: 'Info box',
      type: 'text',
      rows: 2,
      group: 'prices',
      description: 'The highlighted note on the card: how prices work, validity, surcharges.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'inclusions',
      title: 'Inclusions',
      type: 'array',
      group: 'prices',
      description: 'What the price includes, one item per line.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  orderings: [
    { title: 'Nights', name: 'nightsAsc', by: [{ field: 'nights', direction: 'asc' }] },
    { title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', duration: 'duration', tiers: 'hotelTiers', media: 'image' },
    prepare: ({ title, duration, tiers, media }: { title?: string; duration?: string; tiers?: unknown[]; media?: unknown }) => ({
      title: title ?? 'Untitled land package',
      subtitle: [duration, Array.isArray(tiers) ? `${tiers.length} hotel option${tiers.length === 1 ? '' : 's'}` : undefined].filter(Boolean).join(' · '),
      media: media as never,
    }),
  },
})
