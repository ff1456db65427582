import { z } from 'zod'

import { editableDocument, project, query } from '~/lib/content/queries/projection'
import { httpsUrl, image, nullishString, seo, singleton, unmarked, unmarkedString } from '~/lib/content/queries/shared'

// The /contact page's content: its one document (the details, the map and the callback heading).

const contactPage = project({
  ...editableDocument,
  title: z.string(),
  intro: z.string(),
  address: z.string(),
  singaporePhone: unmarkedString,
  indiaPhone: unmarkedString,
  email: unmarked(z.email()),
  hours: nullishString,
  callbackHeading: z.string(),
  map: project({
    title: z.string(),
    image,
    embedUrl: httpsUrl,
    openInMapsUrl: httpsUrl,
    loadLabel: z.string(),
    openLabel: z.string(),
  }),
  seo,
})
export type ContactPage = z.infer<typeof contactPage.schema>

export const contactPageQuery = query(
  'detail.contactPage',
  singleton('contactPage'),
  contactPage.check((schema) => schema.nullable()),
)
