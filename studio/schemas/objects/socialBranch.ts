import { defineArrayMember, defineField, defineType } from 'sanity'

import { checkMemberTypes } from '../lib/validation'

export const socialBranch = defineType({
  name: 'socialBranch',
  title: 'Social media of one office',
  type: 'object',
  fields: [
    defineField({
      name: 'branch',
      title: 'Office',
      type: 'string',
      description: 'Shown above its icons in the footer, e.g. Singapore or India.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'links',
      title: 'Profiles',
      type: 'array',
      description: 'This office’s profiles, in the order the icons appear; each platform once.',
      of: [defineArrayMember({ type: 'socialLink' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom(checkMemberTypes(['socialLink']))
          .custom((links: Array<{ platform?: string }> | undefined) => {
            const platforms = (links ?? []).map((link) => link.platform).filter(Boolean)
            const twice = platforms.filter((platform, index) => platforms.indexOf(platform) !== index)
            return twice.length > 0 ? `Each platform once per office: ${[...new Set(twice)].join(', ')} is listed twice` : true
          }),
    }),
  ],
  preview: {
    select: { branch: 'branch', links: 'links' },
    prepare: ({ branch, links }: { branch?: string; links?: Array<{ platform?: string }> }) => ({
      title: branch ?? 'Unnamed office',
      subtitle: (links ?? []).map((link) => link.platform).join(', ') || 'No profiles',
    }),
  },
})
