import { ContentImage } from '~/components/content-image'
import type { NewsItem } from '~/lib/content'
import { formatDate, readTimeLabel } from '~/lib/pages/editorial'

const NEW_TAB = ' (opens in a new tab)'

function NewsMeta({ item }: { item: NewsItem }) {
  return (
    <p className="news-card__meta">
      <time dateTime={item.date}>{formatDate(item.date)}</time>
      <span aria-hidden="true"> · </span>
      <span className="visually-hidden">, </span>
      {readTimeLabel(item.readTime)}
    </p>
  )
}

function Platform({ item }: { item: NewsItem }) {
  return (
    <p className="news-card__platform">
      {/* The outlet's wordmark; its alt text is the outlet's name. */}
      <ContentImage image={item.platform.logo} width={100} sizes="100px" />
    </p>
  )
}

/**
 * A trending card of the Newsroom: picture, outlet's logo, title, description, date and
 * read time. The title links to the article on the outlet's site in a new tab and makes the
 * whole card clickable.
 */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="news-card">
      <div className="news-card__media">
        <ContentImage image={item.image} width={400} sizes="(min-width: 1000px) 370px, (min-width: 640px) 45vw, calc(100vw - 2rem)" />
      </div>
      <div className="news-card__body">
        <Platform item={item} />
        <h3 className="news-card__title">
          <a className="news-card__link" href={item.link} target="_blank" rel="noopener">
            {item.title}
            <span className="visually-hidden">{NEW_TAB}</span>
          </a>
        </h3>
        <p className="news-card__description">{item.description}</p>
        <NewsMeta item={item} />
      </div>
    </article>
  )
}

/** The featured story at the top of the Newsroom's first page, with its Read More button. */
export function FeaturedNews({ item, headingId }: { item: NewsItem; headingId: string }) {
  return (
    <article className="news-featured" aria-labelledby={headingId}>
      <div className="news-featured__media">
        <ContentImage image={item.image} width={720} sizes="(min-width: 900px) 560px, calc(100vw - 2rem)" priority />
      </div>
      <div className="news-featured__body">
        <p className="news-featured__kicker">Featured</p>
        <Platform item={item} />
        <h2 id={headingId} className="news-featured__title">
          {item.title}
        </h2>
        <p>{item.description}</p>
        <NewsMeta item={item} />
        <a className="button" href={item.link} target="_blank" rel="noopener">
          Read More
          {/* One line: Prettier would split the hidden words into separate text nodes. */}
          {/* prettier-ignore */}
          <span className="visually-hidden"> about {item.title}{NEW_TAB}</span>
        </a>
      </div>
    </article>
  )
}
