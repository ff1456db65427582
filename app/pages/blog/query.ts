import { z } from 'zod'

import { blogCard } from '~/lib/content/queries/article-card'
import { editableDocument, from, project, query } from '~/lib/content/queries/projection'
import { seo, singleton } from '~/lib/content/queries/shared'

// /blog's content: the page's texts and the cards of the newest articles.

/** /blog shows the featured post first, then up to ten more: eleven cards at most. */
const BLOG_INDEX_SIZE = 11

const blogIndex = project({
  page: from(
    singleton('blogPage'),
    project({ ...editableDocument, title: z.string(), intro: z.string(), readMoreLabel: z.string(), seo }).check((schema) => schema.nullable()),
  ),
  posts: from(
    `*[_type == "blogPost" && defined(slug.current)] | order(coalesce(featured, false) desc, publishedAt desc, _id desc)[0...${BLOG_INDEX_SIZE}]`,
    blogCard.list(),
  ),
})

export const blogIndexQuery = query('detail.blogIndex', '', blogIndex)
