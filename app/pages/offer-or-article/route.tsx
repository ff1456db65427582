import { type AppLoadContext, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router'
import { useLoaderData } from 'react-router'

import { getRoutedDocument, getRoutedSlugs, getSiteSettings, readContent, withDraftGaps } from '~/lib/content/content.server'
import { leadFormHeaders, leadFormSetup } from '~/lib/leads/forms/page-setup.server'
import { upcomingSailings } from '~/lib/sailings'
import { agencyToday } from '~/lib/sailings/clock.server'
import { absoluteUrl, metaTags, type PageMeta } from '~/lib/seo'
import { siteOrigin } from '~/lib/seo/origin.server'
import { plainJsonLd, plainMeta } from '~/lib/seo/page.server'
import { shareImageUrl } from '~/lib/seo/share-image.server'
import pagesStylesheet from '~/styles/pages.css?url'

import { loadArticle } from './article.server'
import { ArticlePage } from './components/article-page'
import { OfferPageLazy } from './components/offer-page-lazy'
import offersStylesheet from './offer-styles.css?url'
import { offerPageView, offerProductJsonLd } from './offer-view'
import { offerPageDetailQuery } from './query'

// /{slug}: the Singapore offer pages and the blog articles, each found by its slug in the CMS.
export async function loader({ request, params, context }: LoaderFunctionArgs<AppLoadContext>) {
  const slug = params.slug ?? ''
  const [document, settings] = await Promise.all([getRoutedDocument(slug), getSiteSettings()])
  if (!document) {
    // The address typed in other capitals (/Best-Time-To-Cruise): the page's own address, as the
    // site's other pages answer in any capitals. Slugs differ by more than case (ADR 5).
    const own = (await getRoutedSlugs()).find((entry) => entry.slug.toLowerCase() === slug.toLowerCase())
    if (own && own.slug !== slug) throw redirect(`/${own.slug}${new URL(request.url).search}`, 301)
    throw new Response('Not Found', { status: 404 })
  }
  if (document._type === 'blogPost') {
    // Articles: body, Previous / Next, article head tags and JSON-LD (components/article-page.tsx).
    const article = await loadArticle(request, slug)
    if (!article) throw new Response('Not Found', { status: 404 })
    return withDraftGaps({ document, meta: article.meta, offer: null, article })
  }
  // Offer pages: the tables in the visitor's currency, Request A Quote with the page's
  // lead variation and its sailing dates, a Product with the sailings' offers.
  const offer = await readContent(offerPageDetailQuery, { slug })
  if (!offer) throw new Response('Not Found', { status: 404 })
  const { currency } = context.visitor
  // Only sailings after the agency's today are offered: in the table, the quote form and the Product.
  const today = agencyToday()
  const fares = upcomingSailings(offer.fares, today)
  const canonical = absoluteUrl(siteOrigin(), `/${offer.slug}`)
  const image = shareImageUrl(offer.image)
  const meta: PageMeta = {
    title: offer.seo.title,
    description: offer.seo.description,
    canonical,
    siteName: settings.brandName,
    image,
    imageAlt: offer.image.alt,
  }
  const product = offerProductJsonLd({
    name: `${offer.title} on ${offer.ship}`,
    description: offer.seo.description,
    url: canonical,
    image,
    brand: settings.brandName,
    currency,
    fares,
  })
  const leadForm = await leadFormSetup(request, {
    kind: 'quote',
    leadvariation: offer.leadVariation,
    sailingDates: fares.map((fare) => fare.sailingDate),
  })
  return data(
    withDraftGaps({
      document,
      meta: plainMeta(meta),
      offer: { view: offerPageView(offer, currency, today), leadForm, jsonLd: product ? plainJsonLd(product) : null },
    }),
    { headers: leadFormHeaders(request) },
  )
}

// Offer pages also link their own stylesheet; articles do not (nor get the offer page's code,
// which OfferPageLazy loads only for offer pages).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...metaTags(data?.meta),
  ...(data?.offer ? [{ tagName: 'link', rel: 'stylesheet', href: offersStylesheet }] : []),
]

// The article styles (a small sheet shared with /blog and /media); loaded before a client-side
// navigation lands here, so an article never flashes unstyled.
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStylesheet }]

export default function RoutedDocumentRoute() {
  const data = useLoaderData<typeof loader>()
  if ('article' in data) return <ArticlePage post={data.article.post} jsonLd={data.article.jsonLd} />
  if (!data.offer) return null
  return (
    <>
      <OfferPageLazy offer={data.offer.view} leadForm={data.offer.leadForm} />
      {data.offer.jsonLd ? (
        // Structured data: a data block, never run, so the CSP has nothing to allow.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.offer.jsonLd }} />
      ) : null}
    </>
  )
}
