import { type CustomValidatorResult, defineArrayMember, defineField, defineType } from 'sanity'

import { choices, PACKAGE_KIND_TITLES, PACKAGE_KINDS, type PackageKind } from '../../../content-model/vocabulary'
import { CURRENCIES, missingCurrencies } from '../lib/currencies'
import { calendarWarning, newDatesSoonField, sailedNote } from '../lib/departures'
import { imageWithAlt } from '../lib/image'
import { requireCurrencies, shownCurrencies } from '../lib/perCurrency'

const kindOf = (document: unknown): PackageKind | undefined =>
  document && typeof document === 'object' ? ((document as { kind?: PackageKind }).kind ?? undefined) : undefined

const isEvent = (document: unknown) => kindOf(document) === 'flyCruiseEvent'
const hasFlight = (document: unknown) => kindOf(document) !== 'landCruise'

/** Only text that is needed: land packages (with or without flights) must say where guests stay. */
function requiredForLand(what: string) {
  return (value: string | undefined, context: { document?: unknown }): CustomValidatorResult => {
    if (isEvent(context.document)) return true
    return typeof value === 'string' && value.trim() !== '' ? true : `Add ${what}`
  }
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/**
 * A package card on /cruisedeals: a land + fly + cruise or land + cruise
 * package, or a fly-cruise event. Each is shown only to the currencies listed in `currencies`
 * (e.g. packages with flights from Singapore only for SGD visitors).
 */
export const packageType = defineType({
  name: 'package',
  title: 'Package',
  type: 'document',
  description: 'A cruise package or fly-cruise event on the Cruise Deals page.',
  groups: [
    { name: 'card', title: 'Card', default: true },
    { name: 'details', title: 'What’s included' },
    { name: 'event', title: 'Event' },
  ],
  fields: [
    defineField({
      name: 'kind',
      title: 'Track',
      type: 'string',
      group: 'card',
      description: 'Which row of the Cruise Deals page the card appears in.',
      options: { list: choices(PACKAGE_KINDS, PACKAGE_KIND_TITLES), layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'name',
      title: 'Package name',
      type: 'string',
      group: 'card',
      description: 'The card’s heading, e.g. Alaska Glaciers and Rockies.',
      validation: (rule) => [rule.required(), rule.max(80).warning('Names over 80 characters wrap badly on cards')],
    }),
    defineField({
      name: 'currencies',
      title: 'Shown to',
      type: 'array',
      group: 'card',
      description: 'The currencies whose visitors see this card. A package with flights from Singapore only makes sense for SGD.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: CURRENCIES.map((currency) => ({ title: currency, value: currency })), layout: 'grid' },
      initialValue: [...CURRENCIES],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'order',
      title: 'Position',
      type: 'number',
      group: 'card',
      description: 'Cards in a track are sorted by this number, lowest first.',
      validation: (rule) => rule.required().integer().min(0),
    }),
    imageWithAlt({
      name: 'image',
      title: 'Card image',
      group: 'card',
      required: true,
      description: 'The picture on the card (for events: the fallback when a currency has no image of its own).',
    }),
    defineField({
      name: 'itinerary',
      title: 'Itinerary',
      type: 'textPerCurrency',
      group: 'card',
      description: 'The route per currency, e.g. Mumbai – Vancouver – Alaska – Seattle – Mumbai for INR. Needed for every currency it is shown to.',
      validation: (rule) => rule.custom(requireCurrencies('the itinerary', shownCurrencies)),
    }),
    defineField({
      name: 'nights',
      title: 'Nights',
      type: 'number',
      group: 'card',
      description: 'Length of the whole package in nights.',
      validation: (rule) => [rule.required().integer().positive(), rule.max(60).warning('More than 60 nights: check the number')],
    }),
    defineField({
      name: 'date',
      title: 'Departure date',
      type: 'date',
      group: 'card',
      description: 'The day the package starts. The card leaves the site by itself once this day has come, unless New dates soon is on.',
      options: { dateFormat: 'D MMM YYYY' },
      validation: (rule) => [
        rule.required(),
        rule
          .custom((date: string | undefined, context) =>
            calendarWarning(date, (context.document as { newDatesSoon?: boolean } | undefined)?.newDatesSoon ? 'newDatesSoon' : 'leaves'),
          )
          .warning(),
      ],
    }),
    newDatesSoonField({ group: 'card' }),
    defineField({
      name: 'ship',
      title: 'Ship',
      type: 'string',
      group: 'card',
      description: 'The ship’s full name, e.g. Ovation of the Seas.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'price',
      title: 'Price (per person)',
      type: 'money',
      group: 'card',
      description: 'Starting price per person in each currency.',
      validation: (rule) => rule.required().custom(missingCurrencies),
    }),
    defineField({
      name: 'hotel',
      title: 'Hotel',
      type: 'string',
      group: 'details',
      description: 'The stay before or after the cruise, e.g. 2 nights 4-star hotel in Vancouver.',
      validation: (rule) => rule.custom(requiredForLand('the hotel')),
    }),
    defineField({
      name: 'sightseeing',
      title: 'Sightseeing',
      type: 'string',
      group: 'details',
      description: 'Tours included, e.g. Vancouver city tour and Capilano Suspension Bridge.',
      validation: (rule) => rule.custom(requiredForLand('the sightseeing')),
    }),
    defineField({
      name: 'transfers',
      title: 'Transfers',
      type: 'string',
      group: 'details',
      description: 'Ground transport included, e.g. Airport – hotel – port transfers.',
      validation: (rule) => rule.custom(requiredForLand('the transfers')),
    }),
    defineField({
      name: 'flight',
      title: 'Flight',
      type: 'textPerCurrency',
      group: 'details',
      description: 'The flights per currency, e.g. Return economy flights from Mumbai (INR) or from Singapore (SGD). Not used by Land + Cruise packages.',
      hidden: ({ document }) => !hasFlight(document),
      validation: (rule) =>
        rule.custom((value: unknown, context) => (hasFlight(context.document) ? requireCurrencies('the flight', shownCurrencies)(value, context) : true)),
    }),
    defineField({
      name: 'eventName',
      title: 'Event name',
      type: 'textPerCurrency',
      group: 'event',
      description: 'Fly cruise events only: the event’s name per currency, e.g. Bollywood Nights at Sea.',
      hidden: ({ document }) => !isEvent(document),
      validation: (rule) =>
        rule.custom((value: unknown, context) => (isEvent(context.document) ? requireCurrencies('the event name', shownCurrencies)(value, context) : true)),
    }),
    defineField({
      name: 'eventImage',
      title: 'Event image',
      type: 'imagePerCurrency',
      group: 'event',
      description: 'Fly cruise events only: the event’s picture per currency.',
      hidden: ({ document }) => !isEvent(document),
      validation: (rule) =>
        rule.custom((value: unknown, context) => (isEvent(context.document) ? requireCurrencies('an event image', shownCurrencies)(value, context) : true)),
    }),
  ],
  orderings: [
    {
      title: 'Track, then position',
      name: 'kindOrder',
      by: [
        { field: 'kind', direction: 'asc' },
        { field: 'order', direction: 'asc' },
      ],
    },
    { title: 'Departure date', name: 'dateAsc', by: [{ field: 'date', direction: 'asc' }] },
    { title: 'Price (USD)', name: 'priceAsc', by: [{ field: 'price.USD', direction: 'asc' }] },
  ],
  preview: {
    select: { name: 'name', kind: 'kind', nights: 'nights', date: 'date', currencies: 'currencies', usd: 'price.USD', media: 'image' },
    prepare: ({
      name,
      kind,
      nights,
      date,
      currencies,
      usd,
      media,
    }: {
      name?: string
      kind?: PackageKind
      nights?: number
      date?: string
      currencies?: string[]
      usd?: number
      media?: unknown
    }) => ({
      title: name ?? 'Untitled package',
      subtitle: [
        (kind && PACKAGE_KIND_TITLES[kind as PackageKind]) || 'No track',
        nights ? `${nights}N` : undefined,
        date ? `${dateFormat.format(new Date(`${date}T00:00:00Z`))}${sailedNote(date)}` : undefined,
        typeof usd === 'number' ? `from USD ${usd}` : undefined,
        Array.isArray(currencies) ? currencies.join('/') : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
      media: media as never,
    }),
  },
})
