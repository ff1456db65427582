import { defineField, defineType } from 'sanity'

const SEO_TITLE_MAX = 70
const SEO_DESCRIPTION_MAX = 160

export const seo = defineType({
  name: 'seo',
  title: 'Search engines and sharing',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Search result title',
      type: 'string',
      description: `The blue link in Google results and the browser tab title. Up to about ${SEO_TITLE_MAX} characters are shown; end with "| Harbourline Cruises".`,
      validation: (rule) => [
        rule.required().error('A search result title is required'),
        rule.max(SEO_TITLE_MAX).warning(`Over ${SEO_TITLE_MAX} characters: search engines will cut the end off`),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Search result description',
      type: 'text',
      rows: 3,
      description: `The grey text under the link in Google results and in link previews on WhatsApp and social media. Aim for ${SEO_DESCRIPTION_MAX} characters or fewer.`,
      validation: (rule) => [
        rule.required().error('A search result description is required'),
        rule.max(SEO_DESCRIPTION_MAX).warning(`Over ${SEO_DESCRIPTION_MAX} characters: search engines will cut the end off`),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description' },
  },
})
