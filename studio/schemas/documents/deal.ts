import { defineField, defineType } from 'sanity'

import { CABIN_CATEGORIES, DEAL_GROUPS } from '../../../content-model/vocabulary'
import { checkHexColour, checkNightsText, searchField } from '../lib/cards'
import { missingCurrencies } from '../lib/currencies'
import { calendarWarning, type Departures, departureSummary, fareSummary, fromPriceLabel, lastDeparture, newDatesSoonField } from '../lib/departures'
import { imageWithAlt } from '../lib/image'
import { checkOfferPageLink } from '../lib/offer-link'
import { orderRank, orderRankOrdering } from '../lib/ordering'

/** Whether the deal links an offer page, whose fare table then gives its dates, cabin and price. */
function hasOfferPage(document: unknown): boolean {
  return Boolean((document as { offerPage?: { _ref?: string } } | undefined)?.offerPage?._ref)
}

/** A card of the home page's Hot Deals row: one document per sailing offer. */
export const deal = defineType({
  name: 'deal',
  title: 'Deal',
  type: 'document',
  description: 'A sailing offer in the Hot Deals row of the home page.',
  groups: [
    { name: 'sailing', title: 'Sailing', default: true },
    { name: 'price', title: 'Price' },
    { name: 'card', title: 'Card' },
    { name: 'link', title: 'Link' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Destination group',
      type: 'string',
      group: 'sailing',
      description:
        'Shown as the card’s heading and decides where the card sits for each campaign (Campaign → Deal order): visitors from the Europe campaign see the Europe deals first.',
      options: { list: [...DEAL_GROUPS], layout: 'dropdown' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'brand',
      title: 'Cruise line',
      type: 'reference',
      group: 'sailing',
      to: [{ type: 'cruiseLine' }],
      description: 'Its logo is shown on the card.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'ship',
      title: 'Ship',
      type: 'string',
      group: 'sailing',
      description: 'The ship’s full name as the cruise line writes it, e.g. Ovation of the Seas.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'nightsCount',
      title: 'Number of nights',
      type: 'number',
      group: 'sailing',
      description: 'Length of the sailing in nights, e.g. 3.',
      validation: (rule) => [rule.required().integer().positive(), rule.max(60).warning('More than 60 nights: check the number')],
    }),
    defineField({
      name: 'nights',
      title: 'Nights as shown',
      type: 'string',
      group: 'sailing',
      description: 'How the card writes the length, e.g. 3 Nights. Must agree with the number of nights.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined, context) => checkNightsText(value, (context.document as { nightsCount?: number } | undefined)?.nightsCount)),
    }),
    defineField({
      name: 'departures',
      title: 'Departures',
      type: 'departures',
      group: 'sailing',
      description:
        'The card shows the next three dates after today (or the weekly rule from the next sailing); with none left, the deal leaves the site by itself. A deal with an offer page (Price tab) takes its dates from that page’s fare table instead.',
      hidden: ({ document }) => hasOfferPage(document),
      validation: (rule) => [
        rule.custom((departures: Departures | undefined, context) =>
          departures || hasOfferPage(context.document) ? true : 'Add the departures, or link the offer page with the fares (Price tab)',
        ),
        rule
          .custom((departures: Departures | undefined, context) =>
            calendarWarning(lastDeparture(departures), (context.document as { newDatesSoon?: boolean } | undefined)?.newDatesSoon ? 'newDatesSoon' : 'leaves'),
          )
          .warning(),
      ],
    }),
    newDatesSoonField({ group: 'sailing' }),
    defineField({
      name: 'route',
      title: 'Route',
      type: 'string',
      group: 'sailing',
      description: 'Ports in order, separated by " – ", e.g. Singapore – Penang – Singapore.',
      validation: (rule) => [rule.required(), rule.max(80).warning('Routes over 80 characters wrap to three lines on phones')],
    }),
    defineField({
      name: 'route2',
      title: 'Second route line',
      type: 'string',
      group: 'sailing',
      description: 'Optional: an alternative itinerary of the same offer, shown under the route. Leave empty for none.',
      validation: (rule) => rule.max(80).warning('Routes over 80 characters wrap to three lines on phones'),
    }),
    defineField({
      name: 'priceLabel',
      title: 'Price label',
      type: 'string',
      group: 'price',
      description: 'Words before the price, e.g. Starting From.',
      initialValue: 'Starting From',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'price',
      title: 'Price per person',
      type: 'money',
      group: 'price',
      description:
        'The lowest fare per person in each currency, for the cabin below. With an offer page below, the card shows that page’s cheapest upcoming fare instead, and this only once no sailing is left.',
      validation: (rule) => rule.required().custom(missingCurrencies),
    }),
    defineField({
      name: 'offerPage',
      title: 'Offer page with the fares',
      type: 'reference',
      group: 'price',
      to: [{ type: 'offerPage' }],
      description:
        'Optional: the offer page of this sailing. Its fare table then sets the card’s dates, cabin and price, which follow the fares by themselves, so the card never contradicts the table.',
      validation: (rule) => rule.custom(checkOfferPageLink),
    }),
    defineField({
      name: 'cabin',
      title: 'Cabin',
      type: 'string',
      group: 'price',
      description: 'The cabin category the price is for; shown in brackets after the price. With an offer page, its cabin category.',
      options: { list: [...CABIN_CATEGORIES], layout: 'dropdown' },
      hidden: ({ document }) => hasOfferPage(document),
      validation: (rule) =>
        rule.custom((cabin: string | undefined, context) =>
          cabin || hasOfferPage(context.document) ? true : 'Choose the cabin, or link the offer page with the fares',
        ),
    }),
    imageWithAlt({
      name: 'image',
      title: 'Image',
      group: 'card',
      required: true,
      description: 'Landscape picture (8:5) of the destination.',
    }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      group: 'card',
      description: 'Optional ribbon on the picture, e.g. Hot Deal, Limited Cabin or OBC $100 Per Cabin.',
      validation: (rule) => rule.max(30).warning('Badges over 30 characters cover the picture'),
    }),
    defineField({
      name: 'badgeColor',
      title: 'Badge colour',
      type: 'string',
      group: 'card',
      description: 'Optional background of the badge as #rrggbb; empty uses the site’s coral. Keep it dark enough for white text.',
      validation: (rule) => rule.custom(checkHexColour),
    }),
    defineField({
      name: 'hotDeal',
      title: 'Hot deal',
      type: 'boolean',
      group: 'card',
      description: 'Marks the card with a flame as one of the best offers of the moment.',
      initialValue: false,
    }),
    // Where the card sits in the row: staff drag deals into order in the Studio's Deals list.
    // Campaigns move their own destination group to the front and keep this order inside each group.
    orderRank('deal'),
    defineField({
      name: 'cta',
      title: 'Button label',
      type: 'string',
      group: 'link',
      initialValue: 'Book Now',
      validation: (rule) => [rule.required(), rule.max(20).warning('Keep the button label under 20 characters')],
    }),
    searchField({ group: 'link', description: 'The sailings the Book Now button lists on the booking engine, in the visitor’s currency.' }),
    defineField({
      name: 'campaign',
      title: 'Campaign',
      type: 'reference',
      group: 'link',
      to: [{ type: 'campaign' }],
      description:
        'Optional: the ad campaign this deal is advertised in (for reference in reports). Which deals come first for a campaign is set on the campaign (Deal order).',
    }),
  ],
  orderings: [
    { ...orderRankOrdering, title: 'Order in the row' },
    {
      title: 'Destination group',
      name: 'groupAsc',
      by: [
        { field: 'title', direction: 'asc' },
        { field: 'orderRank', direction: 'asc' },
      ],
    },
    { title: 'Price (USD), lowest first', name: 'priceUsdAsc', by: [{ field: 'price.USD', direction: 'asc' }] },
  ],
  preview: {
    select: {
      title: 'title',
      ship: 'ship',
      nights: 'nights',
      usd: 'price.USD',
      cabin: 'cabin',
      hotDeal: 'hotDeal',
      media: 'image',
      departures: 'departures',
      offerFares: 'offerPage.fares',
      offerOccupancy: 'offerPage.occupancy',
    },
    prepare: ({
      title,
      ship,
      nights,
      usd,
      cabin,
      hotDeal,
      media,
      departures,
      offerFares,
      offerOccupancy,
    }: {
      title?: string
      ship?: string
      nights?: string
      usd?: number
      cabin?: string
      hotDeal?: boolean
      media?: unknown
      departures?: Departures
      offerFares?: Array<{ sailingDate?: string; totalCabinFare?: { USD?: number } }>
      offerOccupancy?: number
    }) => {
      // As the site decides it: a linked offer page's fare table sets the dates and the price
      // (the cheapest upcoming sailing per person), on the agency's today.
      const linked = Array.isArray(offerFares)
      const dates = linked ? fareSummary(offerFares) : departureSummary(departures)
      const price = linked
        ? (fromPriceLabel(offerFares, offerOccupancy) ?? (typeof usd === 'number' ? `from USD ${usd}` : undefined))
        : typeof usd === 'number'
          ? `from USD ${usd}`
          : undefined
      return {
        title: `${hotDeal ? '🔥 ' : ''}${title ?? 'No group'} · ${ship ?? 'No ship'}`,
        subtitle: [dates, nights, price, linked ? undefined : cabin].filter(Boolean).join(' · '),
        media: media as never,
      }
    },
  },
})
