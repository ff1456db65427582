import { z } from 'zod'

import { editableDocument, from, project, query } from './projection'
import { articleBody } from './rich-text'
import { image, isoDate, optional, seo, unmarkedList, unmarkedString } from './shared'

// The blog's articles: one with its neighbours by date (at /{slug}), and the card /blog lists them by.

const postLink = project({ title: z.string(), slug: from('slug.current', unmarkedString) })

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

/**
 * Date order of the posts; posts of the same day are ordered by id so the chain never skips one.
 * "previous" is the next older post, "next" the next newer one (the newest post has only
 * a Previous link, the oldest only a Next link).
 */
const OLDER = /* groq */ `(publishedAt < ^.publishedAt || (publishedAt == ^.publishedAt && _id < ^._id))`
const NEWER = /* groq */ `(publishedAt > ^.publishedAt || (publishedAt == ^.publishedAt && _id > ^._id))`

const blogPostDetail = blogCard.extend({
  tags: unmarkedList,
  body: articleBody,
  seo: seo.check(optional),
  previous: from(`*[_type == "blogPost" && defined(slug.current) && ${OLDER}] | order(publishedAt desc, _id desc)[0]`, postLink.check(optional)),
  next: from(`*[_type == "blogPost" && defined(slug.current) && ${NEWER}] | order(publishedAt asc, _id asc)[0]`, postLink.check(optional)),
})
export type BlogPostDetail = z.infer<typeof blogPostDetail.schema>

/** One article at /{slug} with its body and its Previous / Next neighbours by date. */
export const blogPostDetailQuery = query(
  'detail.blogPost',
  '*[_type == "blogPost" && slug.current == $slug][0]',
  blogPostDetail.check((schema) => schema.nullable()),
)
