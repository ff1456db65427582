import { z } from 'zod'

import { editableDocument, project, query } from '~/lib/content/queries/projection'
import { richText } from '~/lib/content/queries/rich-text'
import { isoDate, seo, singleton } from '~/lib/content/queries/shared'

// The /privacy-policy page's content: its one document.

const privacyPolicy = project({
  ...editableDocument,
  title: z.string(),
  lastUpdated: isoDate,
  body: richText,
  seo,
})

export const privacyPolicyQuery = query(
  'detail.privacyPolicy',
  singleton('privacyPolicy'),
  privacyPolicy.check((schema) => schema.nullable()),
)
