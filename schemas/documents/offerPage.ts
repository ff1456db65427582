import { defineField, defineType } from 'sanity'
import { pageTitleField, seoField } from '../lib/fields'
import { PAGE_GROUPS } from '../lib/page'
import { rootSlugField } from '../lib/slug'

/** A landing page for one sailing offer, routed at /{slug} (spec 2). */
export const offerPage = defineType({
  name: 'offerPage',
  title: 'Offer page',
  type: 'document',
  description: 'A landing page for one sailing offer, at /{page address}.',
  groups: PAGE_GROUPS,
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
      validation: (rule) => [
        rule.required().integer().positive(),
        rule.max(180).warning('More than 180 nights: check the number'),
      ],
    }),
    seoField({ group: 'seo' }),
  ],
  orderings: [
    { title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] },
    { title: 'Nights', name: 'nightsAsc', by: [{ field: 'nights', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', ship: 'ship', nights: 'nights', slug: 'slug.current' },
    prepare: ({ title, ship, nights, slug }: { title?: string; ship?: string; nights?: number; slug?: string }) => ({
      title: title ?? 'Untitled offer',
      subtitle: [ship, nights ? `${nights} night${nights === 1 ? '' : 's'}` : undefined, slug ? `/${slug}` : undefined]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
