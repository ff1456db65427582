import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageIntro } from '~/components/page-intro'
import { getRoutedDocument, getSiteSettings } from '~/lib/content/content.server'
import { metaTags, absoluteUrl, type PageMeta } from '~/lib/seo'
import { siteOrigin } from '~/lib/seo/origin.server'

// /{slug}: the Singapore offer pages and the blog articles, each found by its slug in the CMS.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? ''
  const [document, settings] = await Promise.all([getRoutedDocument(slug), getSiteSettings()])
  if (!document) throw new Response('Not Found', { status: 404 })
  const meta: PageMeta = {
    title: document.seo?.title ?? `${document.title} | ${settings.brandName}`,
    description: document.seo?.description ?? (document._type === 'blogPost' ? document.excerpt : document.title),
    canonical: absoluteUrl(siteOrigin(request), `/${document.slug}`),
    siteName: settings.brandName,
    type: document._type === 'blogPost' ? 'article' : 'website',
  }
  return { document, meta }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' })

export default function RoutedDocumentRoute() {
  const { document } = useLoaderData<typeof loader>()
  if (document._type === 'blogPost') {
    return (
      <article>
        <PageIntro title={document.title}>
          <p className="page-intro__meta">
            <span className="tag">{document.category}</span>{' '}
            <span>
              Updated <time dateTime={document.publishedAt}>{dateFormat.format(new Date(document.publishedAt))}</time>
            </span>{' '}
            · <span>{document.readTime} min read</span>
          </p>
          <p className="page-intro__lead">{document.excerpt}</p>
        </PageIntro>
      </article>
    )
  }
  return (
    <PageIntro title={document.title}>
      <p className="page-intro__lead">
        {document.ship} · {document.nights} nights from Singapore
      </p>
    </PageIntro>
  )
}
