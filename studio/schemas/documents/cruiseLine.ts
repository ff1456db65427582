import { defineField, defineType } from 'sanity'

import { positionField, searchField } from '../lib/cards'
import { type ImageValue, imageWithAlt } from '../lib/image'
import { checkAmountsHaveCurrency } from '../lib/validation'

interface CruiseLineFlags {
  showInBrands?: boolean
  showInPartners?: boolean
}

/**
 * A cruise line: its logo (Our Partners slider, deal cards, itinerary cards) and, when it is one
 * of the "Brands Making Waves", its offer card.
 */
export const cruiseLine = defineType({
  name: 'cruiseLine',
  title: 'Cruise line',
  type: 'document',
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'offer', title: 'Offer card' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'brand',
      description: 'The cruise line’s name as it writes it, e.g. Royal Caribbean.',
      validation: (rule) => rule.required(),
    }),
    imageWithAlt({
      name: 'logo',
      title: 'Logo',
      group: 'brand',
      required: true,
      description: 'Wide wordmark (3:1), SVG preferred. Shown in Our Partners and on deal and itinerary cards.',
      altDescription: 'The cruise line’s name, e.g. Royal Caribbean.',
    }),
    defineField({
      name: 'showInPartners',
      title: 'Show in Our Partners',
      type: 'boolean',
      group: 'brand',
      description: 'Shows the logo in the two-row Our Partners slider.',
      initialValue: true,
    }),
    defineField({
      name: 'showInBrands',
      title: 'Show in Brands Making Waves',
      type: 'boolean',
      group: 'offer',
      description: 'Shows the offer card below in the Brands Making Waves carousel of the home page.',
      initialValue: false,
    }),
    imageWithAlt({
      name: 'cardImage',
      title: 'Card image',
      group: 'offer',
      description: 'Landscape picture (4:3) of a ship of the line. Required when the line is shown in Brands Making Waves.',
      altDescription: 'What the picture shows, e.g. "A Royal Caribbean ship at sea".',
    }),
    defineField({
      name: 'offerText',
      title: 'Offer',
      type: 'string',
      group: 'offer',
      description:
        'The current offer on the card, e.g. 60% off second guest or Save USD 1,500 per person (an amount always with its currency). Leave empty when there is none.',
      validation: (rule) => [rule.max(90).warning('Offers over 90 characters do not fit the card'), rule.custom(checkAmountsHaveCurrency)],
    }),
    searchField({
      group: 'offer',
      required: false,
      description: 'The line’s cruises on the booking engine, opened by Sail now. Required when the line is shown in Brands Making Waves.',
    }),
    positionField({ group: 'offer', description: 'Where the line appears in Brands Making Waves and Our Partners: 1 is first.' }),
  ],
  validation: (rule) =>
    rule.custom((value) => {
      const document = value as (CruiseLineFlags & { cardImage?: ImageValue; search?: unknown }) | undefined
      if (!document?.showInBrands) return true
      const missing = [!document.cardImage && 'a card image', !document.search && 'a booking-engine search'].filter(Boolean)
      return missing.length > 0 ? `Shown in Brands Making Waves, so it needs ${missing.join(' and ')}` : true
    }),
  orderings: [
    { title: 'Position', name: 'positionAsc', by: [{ field: 'position', direction: 'asc' }] },
    { title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'name', offerText: 'offerText', showInBrands: 'showInBrands', showInPartners: 'showInPartners', media: 'logo' },
    prepare: ({ title, offerText, showInBrands, showInPartners, media }: CruiseLineFlags & { title?: string; offerText?: string; media?: unknown }) => ({
      title: title ?? 'Unnamed cruise line',
      subtitle:
        [showInBrands ? (offerText ? `Offer: ${offerText}` : 'Brands Making Waves (no offer)') : undefined, showInPartners ? 'Our Partners' : undefined]
          .filter(Boolean)
          .join(' · ') || 'Not shown on the home page',
      media: media as never,
    }),
  },
})
