import { defineArrayMember, defineField, defineType } from 'sanity'

import { seoField } from '../lib/fields'
import { imageWithAlt } from '../lib/image'
import { articleBodyField } from '../lib/portableText'
import { rootSlugField } from '../lib/slug'

const BLOG_CATEGORIES = ['Experiences', 'Destination', 'Tips', 'Ship', 'Brand', 'Ship and Brand'] as const

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** "2025-07-31" as "31 Jul 2025"; anything unparsable is shown as stored. */
function formatPublishedDate(value: string | undefined): string | undefined {
  if (!value) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date)
}

/** An article, routed at /{slug}; listed on /blog newest first (Next/Previous follow publishedAt). */
export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'listing', title: 'Listing' },
    { name: 'seo', title: 'Search engines' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      description: 'The article’s heading, also used on its card on the blog page.',
      validation: (rule) => [rule.required(), rule.max(120).warning('Titles over 120 characters wrap badly on cards')],
    }),
    rootSlugField({
      group: 'content',
      description:
        'The part of the address after the domain: Japan-Cruise-FAQ gives /Japan-Cruise-FAQ. Capitals count. Changing it breaks links already shared.',
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'listing',
      description: 'Shown on the card and used to filter the blog page.',
      options: { list: [...BLOG_CATEGORIES], layout: 'dropdown' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published on',
      type: 'date',
      group: 'listing',
      description: 'Shown on the article and decides its place on the blog page (newest first) and Next/Previous.',
      options: { dateFormat: 'D MMM YYYY' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'readTime',
      title: 'Reading time (minutes)',
      type: 'number',
      group: 'listing',
      description: 'Shown as "5 min read". About 200 words a minute.',
      validation: (rule) => rule.required().integer().min(1).max(60),
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'listing',
      description: 'One or two sentences on the blog card that make a reader want to open the article (up to 300 characters).',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'featured',
      title: 'Featured',
      type: 'boolean',
      group: 'listing',
      description: 'Featured posts are shown first and larger on the blog page.',
      initialValue: false,
    }),
    imageWithAlt({
      name: 'heroImage',
      title: 'Main image',
      group: 'content',
      required: true,
      description: 'Wide photo at the top of the article and on its card. Set the hotspot on the subject so phone crops keep it.',
      altDescription: 'What the photo shows, e.g. "Ovation of the Seas docked at Marina Bay Cruise Centre at dusk".',
    }),
    articleBodyField({
      name: 'body',
      title: 'Article',
      group: 'content',
      description:
        'The article itself. Use Heading for sections and Subheading inside them (the title is the page’s only main heading). Insert an image or an FAQ accordion with the + button.',
    }),
    defineField({
      name: 'tags',
      title: 'Keyword tags',
      type: 'array',
      group: 'listing',
      description: 'The keyword list at the end of the article, e.g. Family Cruise, Kids Club. Each tag once.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => [rule.unique(), rule.max(12).warning('More than 12 tags: keep the list short and specific')],
    }),
    seoField({
      group: 'seo',
      required: false,
      description: 'Optional: without it, search engines get the title and the excerpt.',
    }),
  ],
  orderings: [
    { title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
    { title: 'Oldest first', name: 'publishedAtAsc', by: [{ field: 'publishedAt', direction: 'asc' }] },
    { title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', category: 'category', publishedAt: 'publishedAt', featured: 'featured', media: 'heroImage' },
    prepare: ({
      title,
      category,
      publishedAt,
      featured,
      media,
    }: {
      title?: string
      category?: string
      publishedAt?: string
      featured?: boolean
      media?: unknown
    }) => ({
      title: featured ? `★ ${title ?? 'Untitled post'}` : (title ?? 'Untitled post'),
      subtitle: [category, formatPublishedDate(publishedAt) ?? 'No date'].filter(Boolean).join(' · '),
      media: media as never,
    }),
  },
})
