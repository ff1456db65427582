import { z } from 'zod'

import { IMAGE, ImageSchema, nullishString, optional, plain, plainList, plainString } from './shared'

// Portable Text: the blocks of rich text and of an article's body (text, images, FAQ), and their GROQ projections.

const SpanSchema = z.object({
  _type: z.literal('span'),
  _key: z.string(),
  text: z.string(),
  marks: plainList,
})
const LinkMarkSchema = z.object({ _type: z.literal('link'), _key: z.string(), href: plainString })

const TextBlockSchema = z.object({
  _type: z.literal('block'),
  _key: z.string(),
  style: plain(z.enum(['normal', 'h2', 'h3', 'blockquote']))
    .nullish()
    .transform((value) => value ?? 'normal'),
  listItem: optional(plain(z.enum(['bullet', 'number']))),
  level: optional(z.number().int().positive()),
  children: z.array(SpanSchema),
  markDefs: z
    .array(LinkMarkSchema)
    .nullish()
    .transform((value) => value ?? []),
})

const ArticleImageSchema = ImageSchema.extend({
  _type: z.literal('image'),
  _key: z.string(),
  caption: nullishString,
})
export type ArticleImage = z.infer<typeof ArticleImageSchema>

const FaqBlockSchema = z.object({
  _type: z.literal('faq'),
  _key: z.string(),
  title: nullishString,
  items: z.array(z.object({ _key: z.string(), question: z.string(), answer: z.string() })).min(1),
})
export type FaqBlock = z.infer<typeof FaqBlockSchema>

/** Rich text of legal pages and intros: text blocks only. */
export const RichTextSchema = z.array(TextBlockSchema)
export type RichText = z.infer<typeof RichTextSchema>

/** An article body: text blocks, images and FAQ accordions. */
export const ArticleBodySchema = z.array(z.discriminatedUnion('_type', [TextBlockSchema, ArticleImageSchema, FaqBlockSchema]))
export type ArticleBody = z.infer<typeof ArticleBodySchema>

const TEXT_BLOCK = /* groq */ `_type == "block" => {
  style, listItem, level,
  children[]{_type, _key, text, marks},
  markDefs[]{_type, _key, href}
}`

export const RICH_TEXT = /* groq */ `{_type, _key, ${TEXT_BLOCK}}`

export const ARTICLE_BODY = /* groq */ `{
  _type, _key,
  ${TEXT_BLOCK},
  _type == "image" => {caption, ${IMAGE}},
  _type == "faq" => {title, items[]{_key, question, answer}}
}`
