import { z } from 'zod'

import { ARTICLE_BODY, ArticleBodySchema } from './rich-text'
import { IMAGE, ImageSchema, isoDate, plainList, plainString, SeoSchema } from './shared'

// The blog: an article with its neighbours by date, and the blog index.

const PostLinkSchema = z.object({ title: z.string(), slug: plainString })

const BlogCardSchema = z.object({
  title: z.string(),
  slug: plainString,
  category: plainString,
  publishedAt: isoDate,
  readTime: z.number().int().positive(),
  excerpt: z.string(),
  featured: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  heroImage: ImageSchema,
})
export type BlogCard = z.infer<typeof BlogCardSchema>

const BlogPostDetailSchema = BlogCardSchema.extend({
  tags: plainList,
  body: ArticleBodySchema,
  seo: SeoSchema.nullish().transform((value) => value ?? undefined),
  previous: PostLinkSchema.nullish().transform((value) => value ?? undefined),
  next: PostLinkSchema.nullish().transform((value) => value ?? undefined),
})
export type BlogPostDetail = z.infer<typeof BlogPostDetailSchema>

const BLOG_CARD = /* groq */ `_id, title, "slug": slug.current, category, publishedAt, readTime, excerpt, featured, heroImage{${IMAGE}}`

/**
 * Date order of the posts; posts of the same day are ordered by id so the chain never skips one.
 * "previous" is the next older post, "next" the next newer one (the newest post has only
 * a Previous link, the oldest only a Next link).
 */
const OLDER = /* groq */ `(publishedAt < ^.publishedAt || (publishedAt == ^.publishedAt && _id < ^._id))`
const NEWER = /* groq */ `(publishedAt > ^.publishedAt || (publishedAt == ^.publishedAt && _id > ^._id))`

/** One article at /{slug} with its body and its Previous / Next neighbours by date. */
export const blogPostDetailQuery = {
  name: 'detail.blogPost',
  groq: /* groq */ `*[_type == "blogPost" && slug.current == $slug][0]{
    ${BLOG_CARD},
    tags,
    body[]${ARTICLE_BODY},
    seo{title, description},
    "previous": *[_type == "blogPost" && defined(slug.current) && ${OLDER}] | order(publishedAt desc, _id desc)[0]{title, "slug": slug.current},
    "next": *[_type == "blogPost" && defined(slug.current) && ${NEWER}] | order(publishedAt asc, _id asc)[0]{title, "slug": slug.current}
  }`,
  parse: (raw: unknown) => BlogPostDetailSchema.nullable().parse(raw),
}

/** /blog shows the featured post first, then up to ten more: eleven cards at most. */
const BLOG_INDEX_SIZE = 11

const BlogIndexSchema = z.object({
  page: z.object({ title: z.string(), intro: z.string(), readMoreLabel: z.string(), seo: SeoSchema }).nullable(),
  posts: z.array(BlogCardSchema),
})
export type BlogIndex = z.infer<typeof BlogIndexSchema>

export const blogIndexQuery = {
  name: 'detail.blogIndex',
  groq: /* groq */ `{
    "page": *[_id == "blogPage" && _type == "blogPage"][0]{_id, title, intro, readMoreLabel, seo{title, description}},
    "posts": *[_type == "blogPost" && defined(slug.current)]
      | order(coalesce(featured, false) desc, publishedAt desc, _id desc)[0...${BLOG_INDEX_SIZE}]{${BLOG_CARD}}
  }`,
  parse: (raw: unknown) => BlogIndexSchema.parse(raw),
}
