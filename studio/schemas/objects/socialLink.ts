import { defineField, defineType } from 'sanity'

const SOCIAL_PLATFORMS = [
  { title: 'Facebook', value: 'facebook' },
  { title: 'Instagram', value: 'instagram' },
  { title: 'LinkedIn', value: 'linkedin' },
  { title: 'YouTube', value: 'youtube' },
  { title: 'X (Twitter)', value: 'x' },
] as const

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social media link',
  type: 'object',
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      description: 'Decides the icon shown in the footer.',
      options: { list: [...SOCIAL_PLATFORMS], layout: 'dropdown' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Profile address',
      type: 'url',
      description: 'The full https:// address of the profile page.',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: {
    select: { platform: 'platform', url: 'url' },
    prepare: ({ platform, url }: { platform?: string; url?: string }) => ({
      title: SOCIAL_PLATFORMS.find((option) => option.value === platform)?.title ?? 'Choose a platform',
      subtitle: url,
    }),
  },
})
