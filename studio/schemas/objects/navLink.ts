import { defineField, defineType } from 'sanity'

import { checkInternalPath } from '../lib/validation'

export const badgeField = defineField({
  name: 'badge',
  title: 'Badge',
  type: 'string',
  description: 'Optional short label shown next to the link, e.g. "New". Leave empty for none.',
  validation: (rule) => rule.max(12).warning('Badges longer than 12 characters crowd the menu on phones'),
})

export const linkLabelField = defineField({
  name: 'label',
  title: 'Label',
  type: 'string',
  description: 'The words visitors see and tap.',
  validation: (rule) => [rule.required(), rule.max(40).warning('Menu labels over 40 characters wrap on phones')],
})

export const navLink = defineType({
  name: 'navLink',
  title: 'Link to a page of this site',
  type: 'object',
  fields: [
    linkLabelField,
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      description: 'The page on this site, starting with "/", e.g. /cruisedeals or /Japan-Cruise-FAQ. Capitals count.',
      validation: (rule) => rule.required().custom(checkInternalPath),
    }),
    badgeField,
  ],
  preview: {
    select: { label: 'label', path: 'path', badge: 'badge' },
    prepare: ({ label, path, badge }: { label?: string; path?: string; badge?: string }) => ({
      title: badge ? `${label ?? 'Untitled link'} [${badge}]` : (label ?? 'Untitled link'),
      subtitle: path ?? 'No path',
    }),
  },
})
