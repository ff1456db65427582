import { defineField, defineType } from 'sanity'

import { formatDay, isOnlyDocument } from '../lib/cards'
import { imageWithAlt } from '../lib/image'

/**
 * A press article about the agency, linking out to the outlet. Latest News on the
 * home page and the Newsroom list them newest first.
 */
export const newsItem = defineType({
  name: 'newsItem',
  title: 'News item',
  type: 'document',
  groups: [
    { name: 'article', title: 'Article', default: true },
    { name: 'listing', title: 'Listing' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Headline',
      type: 'string',
      group: 'article',
      description: 'The article’s headline as the outlet published it.',
      validation: (rule) => [rule.required(), rule.max(140).warning('Headlines over 140 characters are cut on cards')],
    }),
    defineField({
      name: 'platform',
      title: 'Outlet',
      type: 'reference',
      group: 'article',
      to: [{ type: 'newsPlatform' }],
      description: 'Where it was published; its logo is shown on the card.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Summary',
      type: 'text',
      rows: 3,
      group: 'article',
      description: 'One or two sentences on what the article says (up to 300 characters).',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'link',
      title: 'Article address',
      type: 'url',
      group: 'article',
      description: 'The https:// address of the article on the outlet’s site. Opens in a new tab.',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'date',
      title: 'Published on',
      type: 'date',
      group: 'listing',
      description: 'The article’s publication date; the lists show the newest first.',
      options: { dateFormat: 'D MMM YYYY' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'readTime',
      title: 'Reading time (minutes)',
      type: 'number',
      group: 'listing',
      description: 'Shown as "4 min read". About 200 words a minute.',
      validation: (rule) => rule.required().integer().min(1).max(60),
    }),
    imageWithAlt({
      name: 'image',
      title: 'Image',
      group: 'listing',
      required: true,
      description: 'Landscape picture (16:9) for the card.',
    }),
    defineField({
      name: 'isBreaking',
      title: 'Breaking news',
      type: 'boolean',
      group: 'listing',
      description: 'Adds a "Breaking" label to the card. Turn it off again after a few days.',
      initialValue: false,
    }),
    defineField({
      name: 'featured',
      title: 'Featured',
      type: 'boolean',
      group: 'listing',
      description: 'The one article shown large at the top of the Newsroom. Only one item can be featured: turn it off on the old one first.',
      initialValue: false,
      validation: (rule) =>
        rule.custom(async (value: boolean | undefined, context) => {
          if (value !== true) return true
          const alone = await isOnlyDocument(context, '_type == "newsItem" && featured == true && !(_id in path("drafts.**"))', {})
          return alone ? true : 'Another news item is already featured: turn "Featured" off there first'
        }),
    }),
  ],
  orderings: [
    { title: 'Newest first', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] },
    { title: 'Oldest first', name: 'dateAsc', by: [{ field: 'date', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', outlet: 'platform.name', date: 'date', featured: 'featured', isBreaking: 'isBreaking', media: 'image' },
    prepare: ({
      title,
      outlet,
      date,
      featured,
      isBreaking,
      media,
    }: {
      title?: string
      outlet?: string
      date?: string
      featured?: boolean
      isBreaking?: boolean
      media?: unknown
    }) => ({
      title: `${featured ? '★ ' : ''}${isBreaking ? '[Breaking] ' : ''}${title ?? 'Untitled news item'}`,
      subtitle: [outlet, formatDay(date) ?? 'No date'].filter(Boolean).join(' · '),
      media: media as never,
    }),
  },
})
