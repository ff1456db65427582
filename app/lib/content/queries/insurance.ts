import { z } from 'zod'

import { IMAGE, ImageSchema, plain, SeoSchema, stringList } from './shared'

// /asego-insurance.

const InsurancePageSchema = z.object({
  title: z.string(),
  bannerImage: ImageSchema,
  bannerLabel: z.string(),
  quoteLabel: z.string(),
  intro: z.string(),
  highlightsHeading: z.string(),
  highlights: stringList,
  benefitsHeading: z.string(),
  benefits: z.array(z.object({ _key: z.string(), image: ImageSchema, title: z.string(), subtitle: z.string() })),
  coverageHeading: z.string(),
  coverageColumns: z.object({ category: z.string(), limit: z.string() }),
  coverage: z.array(z.object({ _key: z.string(), category: z.string(), limit: z.number().min(0), limitLabel: z.string(), notes: z.string() })),
  coverageNote: z.string(),
  pdf: z.object({ label: z.string(), path: plain(z.string().regex(/^\/(?!\/)\S*\.pdf$/i)) }),
  disclaimer: z.string(),
  seo: SeoSchema,
})
export type InsurancePage = z.infer<typeof InsurancePageSchema>

export const insurancePageQuery = {
  name: 'detail.insurancePage',
  groq: /* groq */ `*[_id == "insurancePage" && _type == "insurancePage"][0]{
    _id, title, bannerImage{${IMAGE}}, bannerLabel, quoteLabel, intro,
    highlightsHeading, highlights,
    benefitsHeading, benefits[]{_key, image{${IMAGE}}, title, subtitle},
    coverageHeading, coverageColumns{category, limit},
    coverage[]{_key, category, limit, limitLabel, notes},
    coverageNote, pdf{label, path}, disclaimer,
    seo{title, description}
  }`,
  parse: (raw: unknown) => InsurancePageSchema.nullable().parse(raw),
}
