import { z } from 'zod'

import { editableDocument, project, query } from '~/lib/content/queries/projection'
import { image, seo, singleton, stringList, unmarked } from '~/lib/content/queries/shared'

// The /asego-insurance page's content: its one document, with the coverage rows and the FAQ.

const insurancePage = project({
  ...editableDocument,
  title: z.string(),
  bannerImage: image,
  bannerLabel: z.string(),
  quoteLabel: z.string(),
  intro: z.string(),
  highlightsHeading: z.string(),
  highlights: stringList,
  benefitsHeading: z.string(),
  benefits: project({ _key: z.string(), image, title: z.string(), subtitle: z.string() }).list(),
  coverageHeading: z.string(),
  coverageColumns: project({ category: z.string(), limit: z.string() }),
  coverage: project({ _key: z.string(), category: z.string(), limit: z.number().min(0), notes: z.string() }).list(),
  coverageNote: z.string(),
  pdf: project({ label: z.string(), path: unmarked(z.string().regex(/^\/(?!\/)\S*\.pdf$/i)) }),
  disclaimer: z.string(),
  seo,
})
export type InsurancePage = z.infer<typeof insurancePage.schema>

export const insurancePageQuery = query(
  'detail.insurancePage',
  singleton('insurancePage'),
  insurancePage.check((schema) => schema.nullable()),
)
