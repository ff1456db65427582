import { z } from 'zod'

import { project, variants } from './projection'
import { image, nullishString, optional, orEmpty, unmarked, unmarkedList, unmarkedString } from './shared'

// Portable Text: the blocks of rich text and of an article's body (text, images, FAQ).

const span = project({
  _type: z.literal('span'),
  _key: z.string(),
  text: z.string(),
  marks: unmarkedList,
})
const linkMark = project({ _type: z.literal('link'), _key: z.string(), href: unmarkedString })

const textBlock = project({
  _type: z.literal('block'),
  _key: z.string(),
  style: unmarked(z.enum(['normal', 'h2', 'h3', 'blockquote']))
    .nullish()
    .transform((value) => value ?? 'normal'),
  listItem: optional(unmarked(z.enum(['bullet', 'number']))),
  level: optional(z.number().int().positive()),
  children: span.list(),
  markDefs: linkMark.list().check(orEmpty),
})

const articleImage = image.extend({
  _type: z.literal('image'),
  _key: z.string(),
  caption: nullishString,
})
export type ArticleImage = z.infer<typeof articleImage.schema>

const faqBlock = project({
  _type: z.literal('faq'),
  _key: z.string(),
  title: nullishString,
  items: project({ _key: z.string(), question: z.string(), answer: z.string() })
    .list()
    .check((schema) => schema.min(1)),
})
export type FaqBlock = z.infer<typeof faqBlock.schema>

/** Rich text of legal pages and intros: text blocks only. */
export const richText = variants(textBlock).list()
export type RichText = z.infer<typeof richText.schema>

/** An article body: text blocks, images and FAQ accordions. */
export const articleBody = variants(textBlock, articleImage, faqBlock).list()
export type ArticleBody = z.infer<typeof articleBody.schema>
