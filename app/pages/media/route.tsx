import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'

import { PageIntro } from '~/components/page-intro'
import { withDraftGaps } from '~/lib/content/content.server'
import { getNewsItems } from '~/lib/content/lists.server'
import { pageCount, pageHref, pageItems, requestedPage } from '~/lib/pagination'
import { absoluteUrl, metaTags } from '~/lib/seo'
import { siteOrigin } from '~/lib/seo/origin.server'
import { loadPage } from '~/lib/seo/page.server'
import { shareImageUrl } from '~/lib/seo/share-image.server'
import pagesStylesheet from '~/styles/pages.css?url'

import { FeaturedNews, NewsCard } from './components/news-card'
import { Pager } from './components/pager'

/** Trending cards per page: the featured story stands above the first page, never among the cards (20 cards: 9, 9 and 2). */
const NEWS_PAGE_SIZE = 9
const PATH = '/media'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStylesheet }]

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ page: mediaPage, meta }, news] = await Promise.all([loadPage(request, 'mediaPage', PATH), getNewsItems()])
  const featuredStory = news.find((item) => item.featured) ?? null
  const cards = news.filter((item) => item !== featuredStory)
  const count = pageCount(cards.length, NEWS_PAGE_SIZE)
  // The page number is part of the URL; anything but 1..count (0, -1, 4, abc, 2.5, a repeated or
  // very long value) is a page that does not exist: 404, never an error.
  const page = requestedPage(new URL(request.url).searchParams, count)
  if (page === null) throw new Response('Not Found', { status: 404 })

  const origin = siteOrigin()
  const featured = page === 1 ? featuredStory : null
  const title = page === 1 ? meta.title : pagedTitle(meta.title, page, count)
  const shareSource = featured ?? news[0]
  return withDraftGaps({
    heading: mediaPage.title,
    featured,
    items: pageItems(cards, page, NEWS_PAGE_SIZE),
    page,
    pageCount: count,
    meta: {
      ...meta,
      title,
      description: page === 1 ? meta.description : `${meta.description} Page ${page} of ${count}.`,
      canonical: absoluteUrl(origin, pageHref(PATH, page)),
      prev: page > 1 ? absoluteUrl(origin, pageHref(PATH, page - 1)) : undefined,
      next: page < count ? absoluteUrl(origin, pageHref(PATH, page + 1)) : undefined,
      ...(shareSource ? { image: shareImageUrl(shareSource.image), imageAlt: shareSource.image.alt } : {}),
    },
  })
}

/** "Newsroom | Harbourline Cruises" on page 2 of 3: "Newsroom – Page 2 of 3 | Harbourline Cruises". */
function pagedTitle(title: string, page: number, count: number): string {
  const label = ` – Page ${page} of ${count}`
  const separator = title.indexOf(' | ')
  return separator === -1 ? `${title}${label}` : `${title.slice(0, separator)}${label}${title.slice(separator)}`
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

export default function NewsroomRoute() {
  const { heading, featured, items, page, pageCount: count } = useLoaderData<typeof loader>()
  return (
    <>
      <PageIntro title={heading}>
        {count > 1 ? (
          <p className="page-intro__meta">
            Page {page} of {count}
          </p>
        ) : null}
      </PageIntro>
      <div className="container">
        {featured ? <FeaturedNews item={featured} headingId="news-featured" /> : null}
        <section className="section" aria-labelledby="news-trending">
          <h2 id="news-trending" className="section__title">
            Trending News
          </h2>
          <ul className="card-grid">
            {items.map((item) => (
              <li key={item._id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
          <Pager path={PATH} page={page} pageCount={count} label="Newsroom pages" />
        </section>
      </div>
    </>
  )
}
