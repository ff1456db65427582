import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'

import { PageIntro } from '~/components/page-intro'
import { readContent, requirePageDocument, withDraftGaps } from '~/lib/content/content.server'
import { metaTags } from '~/lib/seo'
import { loadPage } from '~/lib/seo/page.server'
import { shareImageUrl } from '~/lib/seo/share-image.server'
import pagesStylesheet from '~/styles/pages.css?url'

import { BlogCard } from './components/blog-card'
import { blogIndexQuery } from './query'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStylesheet }]

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ meta }, { page: blogPage, posts }] = await Promise.all([loadPage(request, 'blogPage', '/blog'), readContent(blogIndexQuery)])
  const page = requirePageDocument('blogPage', blogPage)
  // The featured post first (the query orders featured, then newest first), then up to ten more.
  const [featured, ...rest] = posts
  return withDraftGaps({
    page,
    featured: featured ?? null,
    posts: rest,
    meta: featured ? { ...meta, image: shareImageUrl(featured.heroImage), imageAlt: featured.heroImage.alt } : meta,
  })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

export default function BlogRoute() {
  const { page, featured, posts } = useLoaderData<typeof loader>()
  return (
    <>
      <PageIntro title={page.title}>
        <p className="page-intro__lead">{page.intro}</p>
      </PageIntro>
      <div className="container">
        {featured ? (
          <section className="blog-featured" aria-label="Featured article">
            <BlogCard post={featured} readMoreLabel={page.readMoreLabel} featured />
          </section>
        ) : null}
        {posts.length ? (
          <section className="section" aria-labelledby="blog-more">
            <h2 id="blog-more" className="section__title">
              More articles
            </h2>
            <ul className="card-grid">
              {posts.map((post) => (
                <li key={post.slug}>
                  <BlogCard post={post} readMoreLabel={page.readMoreLabel} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  )
}
