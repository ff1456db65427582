import { Link } from 'react-router'

import { ContentImage } from '~/components/content-image'
import type { BlogCard as BlogCardData } from '~/lib/content'
import { categoryTags, formatDate, readTimeLabel } from '~/lib/pages/editorial'

export interface BlogCardProps {
  post: BlogCardData
  readMoreLabel: string
  /** The featured post: a large card with an h2 and an eagerly loaded picture (it is the LCP). */
  featured?: boolean
}

/**
 * A post on /blog: picture, category, title, excerpt, date, read time and Read More. The whole
 * card is clickable through the Read More link (one tab stop; its name carries the title).
 */
export function BlogCard({ post, readMoreLabel, featured = false }: BlogCardProps) {
  const Heading = featured ? 'h2' : 'h3'
  return (
    <article className={featured ? 'post-card post-card--featured' : 'post-card'}>
      <div className="post-card__media">
        <ContentImage
          image={post.heroImage}
          width={featured ? 720 : 400}
          sizes={featured ? '(min-width: 900px) 560px, calc(100vw - 2rem)' : '(min-width: 1000px) 370px, (min-width: 640px) 45vw, calc(100vw - 2rem)'}
          priority={featured}
        />
      </div>
      <div className="post-card__body">
        <p className="post-card__category">{categoryTags(post.category).join(' · ')}</p>
        <Heading className="post-card__title">{post.title}</Heading>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <p className="post-card__meta">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {readTimeLabel(post.readTime)}
        </p>
        <Link className="post-card__link" to={`/${post.slug}`} prefetch="intent">
          {readMoreLabel}
          <span className="visually-hidden"> about {post.title}</span>
        </Link>
      </div>
    </article>
  )
}
