import { Link } from 'react-router'

import { ContentImage } from '~/components/content-image'
import { categoryTags, formatDate, readTimeLabel } from '~/lib/pages/editorial'

import type { BlogPostDetail } from '../query'
import { ArticleBody } from './article-body'

/** Width of the hero picture in CSS pixels (pages.css: .article__hero). */
const HERO_WIDTH = 960
const HERO_SIZES = `(min-width: ${HERO_WIDTH + 32}px) ${HERO_WIDTH}px, calc(100vw - 2rem)`

export interface ArticlePageProps {
  /** The post as the loader sent it. */
  post: BlogPostDetail
  /** The BlogPosting structured data, serialized with serializeJsonLd (no raw '<' inside). */
  jsonLd: string
}

/**
 * A blog article at /{slug}: category tags, title, Updated date, hero picture (the LCP element:
 * eager, high priority), the Portable Text body, keyword tags and the Previous / Next posts in
 * date order (the newest has only Previous, the oldest only Next).
 */
export function ArticlePage({ post, jsonLd }: ArticlePageProps) {
  return (
    <article className="article">
      <header className="article__header container">
        <ul className="tag-list" aria-label="Categories">
          {categoryTags(post.category).map((category) => (
            <li key={category} className="tag">
              {category}
            </li>
          ))}
        </ul>
        <h1>{post.title}</h1>
        <p className="article__meta">
          Updated <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {readTimeLabel(post.readTime)}
        </p>
      </header>
      <div className="article__hero container">
        <ContentImage image={post.heroImage} width={HERO_WIDTH} sizes={HERO_SIZES} priority />
      </div>
      <div className="container">
        <ArticleBody value={post.body} />
      </div>
      <footer className="article__footer container">
        {post.tags.length ? (
          <section className="article__tags" aria-labelledby="article-tags">
            <h2 id="article-tags">Tags</h2>
            <ul className="tag-list">
              {post.tags.map((tag) => (
                <li key={tag} className="tag tag--outline">
                  {tag}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {post.previous || post.next ? (
          <nav className="post-nav" aria-label="More articles">
            {post.previous ? (
              <Link className="post-nav__link post-nav__link--previous" to={`/${post.previous.slug}`} rel="prev" prefetch="intent">
                <span className="post-nav__label">Previous Post</span>
                <span className="post-nav__title">{post.previous.title}</span>
              </Link>
            ) : null}
            {post.next ? (
              <Link className="post-nav__link post-nav__link--next" to={`/${post.next.slug}`} rel="next" prefetch="intent">
                <span className="post-nav__label">Next Post</span>
                <span className="post-nav__title">{post.next.title}</span>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </footer>
      {/* Structured data: a data block, never run, so the CSP has nothing to allow. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </article>
  )
}
