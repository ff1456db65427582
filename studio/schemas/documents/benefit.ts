import { defineField, defineType } from 'sanity'

import { BENEFIT_PLACEMENT_TITLES, BENEFIT_PLACEMENTS, type BenefitPlacement, choices } from '../../../content-model/vocabulary'
import { positionField } from '../lib/cards'
import { imageWithAlt } from '../lib/image'

/** A selling-point card: icon, heading, text. */
export const benefit = defineType({
  name: 'benefit',
  title: 'Selling point',
  type: 'document',
  description: 'A card of "What Sets Us Apart" on the home page or "Cruising Made Easy" on the about page.',
  fields: [
    defineField({
      name: 'placement',
      title: 'Shown on',
      type: 'string',
      description: 'The section that lists this card.',
      options: { list: choices(BENEFIT_PLACEMENTS, BENEFIT_PLACEMENT_TITLES), layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'e.g. Best Price Guarantee.',
      validation: (rule) => [rule.required(), rule.max(50).warning('Keep headings under 50 characters')],
    }),
    defineField({
      name: 'content',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'One or two sentences that back the heading up.',
      validation: (rule) => [rule.required(), rule.max(240).warning('Keep the text under 240 characters so cards stay even')],
    }),
    imageWithAlt({
      name: 'icon',
      title: 'Icon',
      required: true,
      description: 'Square icon, SVG preferred (160 × 160).',
      altDescription: 'Usually a few words for the idea, e.g. "Price tag with a tick".',
    }),
    positionField({ description: 'Where the card appears in its section: 1 is first.' }),
  ],
  orderings: [
    {
      title: 'Section, then position',
      name: 'placementPositionAsc',
      by: [
        { field: 'placement', direction: 'desc' },
        { field: 'position', direction: 'asc' },
      ],
    },
    { title: 'Heading', name: 'headingAsc', by: [{ field: 'heading', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'heading', placement: 'placement', position: 'position', media: 'icon' },
    prepare: ({ title, placement, position, media }: { title?: string; placement?: string; position?: number; media?: unknown }) => ({
      title: title ?? 'Untitled selling point',
      subtitle: [(placement && BENEFIT_PLACEMENT_TITLES[placement as BenefitPlacement]) || 'Not placed', position ? `#${position}` : undefined]
        .filter(Boolean)
        .join(' · '),
      media: media as never,
    }),
  },
})
