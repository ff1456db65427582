import { z } from 'zod'

import { editableDocument, from, project } from './projection'
import { image, isoDate, unmarkedString } from './shared'

// An article's card, as /blog lists it; the article's own projection (at /{slug}) starts from it.

/** An article as a card (/blog's list), and the start of an article's own projection. */
export const blogCard = project({
  ...editableDocument,
  title: z.string(),
  slug: from('slug.current', unmarkedString),
  category: unmarkedString,
  publishedAt: isoDate,
  readTime: z.number().int().positive(),
  excerpt: z.string(),
  featured: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  heroImage: image,
})
export type BlogCard = z.infer<typeof blogCard.schema>
