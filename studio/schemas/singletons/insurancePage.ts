import { type CustomValidatorResult, defineArrayMember, defineField } from 'sanity'

import { imageWithAlt } from '../lib/image'
import { definePageSingleton } from '../lib/page'
import { checkInternalPath, checkMemberTypes } from '../lib/validation'

/** The policy PDF is a static file of the site (public/), linked by its path. */
function checkPdfPath(value: string | undefined): CustomValidatorResult {
  const internal = checkInternalPath(value)
  if (internal !== true) return internal
  if (value && !/\.pdf$/i.test(value)) return 'The path must end in .pdf, e.g. /asego-policy-coverage.pdf'
  return true
}

export const insurancePage = definePageSingleton({
  name: 'insurancePage',
  title: 'Cruise insurance page',
  route: '/asego-insurance',
  description: 'The content of /asego-insurance. The lead source and variation its forms send are in Form options (Insurance, Insurance quote).',
  groups: [
    { name: 'banner', title: 'Banner' },
    { name: 'benefits', title: 'Benefits' },
    { name: 'coverage', title: 'Coverage and PDF' },
  ],
  fields: [
    imageWithAlt({
      name: 'bannerImage',
      title: 'Banner',
      group: 'banner',
      required: true,
      description: 'The wide banner under the header. Clicking it opens the quote form.',
    }),
    defineField({
      name: 'bannerLabel',
      title: 'Banner link text',
      type: 'string',
      group: 'banner',
      description: 'Read by screen readers for the clickable banner, e.g. Get a cruise insurance quote.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'quoteLabel',
      title: 'Quote button label',
      type: 'string',
      group: 'banner',
      initialValue: 'Get a Quote',
      validation: (rule) => rule.required().max(24),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      validation: (rule) => [rule.required(), rule.max(500).warning('Keep the introduction under 500 characters')],
    }),
    defineField({
      name: 'highlightsHeading',
      title: 'Highlights heading',
      type: 'string',
      initialValue: 'Key Highlights',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'highlights',
      title: 'Key highlights',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'benefitsHeading',
      title: 'Benefits heading',
      type: 'string',
      group: 'benefits',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'benefits',
      title: 'Benefit cards',
      type: 'array',
      group: 'benefits',
      description: 'The grid of cover types. Six cards fill two rows of three.',
      of: [defineArrayMember({ type: 'insuranceBenefit' })],
      validation: (rule) => [
        rule
          .required()
          .min(1)
          .custom(checkMemberTypes(['insuranceBenefit'])),
        rule.max(9).warning('More than nine cards make a long grid on phones'),
      ],
    }),
    defineField({
      name: 'coverageHeading',
      title: 'Coverage table heading',
      type: 'string',
      group: 'coverage',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'coverageColumns',
      title: 'Column headings',
      type: 'object',
      group: 'coverage',
      options: { columns: 2 },
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'category',
          title: 'Category column',
          type: 'string',
          initialValue: 'Coverage Category',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'limit',
          title: 'Limit column',
          type: 'string',
          initialValue: 'Benefit Limit (USD)',
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: 'coverage',
      title: 'Coverage table',
      type: 'array',
      group: 'coverage',
      of: [defineArrayMember({ type: 'coverageRow' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom(checkMemberTypes(['coverageRow'])),
    }),
    defineField({
      name: 'coverageNote',
      title: 'Note under the table',
      type: 'string',
      group: 'coverage',
      description: 'e.g. Full details are in the policy coverage PDF.',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'pdf',
      title: 'Policy coverage PDF',
      type: 'object',
      group: 'coverage',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'label',
          title: 'Link text',
          type: 'string',
          initialValue: 'Download Full Policy Coverage PDF',
          validation: (rule) => rule.required().max(60),
        }),
        defineField({
          name: 'path',
          title: 'File path',
          type: 'string',
          description:
            'The PDF’s path on this site, e.g. /asego-policy-coverage.pdf. The file lives in the site’s public/ folder (a developer replaces it); it opens in a new tab.',
          validation: (rule) => rule.required().custom(checkPdfPath),
        }),
      ],
    }),
    defineField({
      name: 'disclaimer',
      title: 'Disclaimer',
      type: 'text',
      rows: 3,
      group: 'coverage',
      description: 'Who provides the insurance and on what terms. Required by the insurance partner: change only with their approval.',
      validation: (rule) => rule.required(),
    }),
  ],
})
