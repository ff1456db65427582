import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import formsStylesheet from '~/styles/forms.css'
import { OfferQuoteLazy } from '~/components/forms/offer-quote-lazy'
import pagesStylesheet from '~/styles/pages.css'
import { ArticlePage } from '~/components/article/article-page'
import { PageIntro } from '~/components/page-intro'
import { getRoutedDocument, getSiteSettings } from '~/lib/content/content.server'
import { getOfferPage } from '~/lib/content/detail.server'
import { loadArticle } from '~/lib/editorial/article.server'
import { leadFormHeaders, leadFormSetup } from '~/lib/leads/form-setup.server'
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
  if (document._type === 'blogPost') {
    // Articles: body, Previous / Next, article head tags and JSON-LD (components/article).
    const article = await loadArticle(request, slug)
    if (!article) throw new Response('Not Found', { status: 404 })
    return json({ document, meta: article.meta, leadForm: null, article })
  }
  // Offer pages: Request A Quote with the page's lead variation and its sailing dates (spec 2 3).
  const offer = await getOfferPage(slug)
  const leadForm = offer
    ? await leadFormSetup(request, {
        kind: 'quote',
        leadvariation: offer.leadVariation,
        sailingDates: offer.fares.map((fare) => fare.sailingDate),
      })
    : null
  return json({ document, meta, leadForm }, { headers: leadFormHeaders(request) })
}

// Offer pages also link the forms' stylesheet (articles have no form: neither its CSS nor its
// code, which OfferQuote loads lazily).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...metaTags(data?.meta),
  ...(data?.leadForm ? [{ tagName: 'link', rel: 'stylesheet', href: formsStylesheet }] : []),
]

// The article styles (a small sheet shared with /blog and /media); loaded before a client-side
// navigation lands here, so an article never flashes unstyled.
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStylesheet }]


export default function RoutedDocumentRoute() {
  const data = useLoaderData<typeof loader>()
  const { document, leadForm } = data
  if (document._type === 'blogPost') {
    return 'article' in data ? <ArticlePage post={data.article.post} jsonLd={data.article.jsonLd} /> : null
  }
  return (
    <>
      <PageIntro title={document.title}>
        <p className="page-intro__lead">
          {document.ship} · {document.nights} nights from Singapore
        </p>
      </PageIntro>
      {/* Issue 6 puts a Book Now on every fare row, each opening this form with its sailing. */}
      {leadForm ? (
        <OfferQuoteLazy setup={leadForm} title={document.title} />
      ) : null}
    </>
  )
}
