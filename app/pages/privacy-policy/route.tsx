import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'

import { RichText } from '~/components/editorial/rich-text'
import { PageIntro } from '~/components/page-intro'
import { withDraftGaps } from '~/lib/content/content.server'
import { readPageDocument } from '~/lib/content/detail.server'
import { getDefaultShareImage } from '~/lib/content/lists.server'
import { formatDate } from '~/lib/pages/editorial'
import { metaTags } from '~/lib/seo'
import { loadPage } from '~/lib/seo/page.server'
import { shareImageUrl } from '~/lib/seo/share-image.server'
import pagesStylesheet from '~/styles/pages.css?url'

import { privacyPolicyQuery } from './query'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStylesheet }]

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ meta }, policy, shareImage] = await Promise.all([
    loadPage(request, 'privacyPolicy', '/privacy-policy'),
    readPageDocument('privacyPolicy', privacyPolicyQuery),
    getDefaultShareImage(),
  ])
  return withDraftGaps({ policy, meta: { ...meta, image: shareImageUrl(shareImage), imageAlt: shareImage.alt } })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

export default function PrivacyPolicyRoute() {
  const { policy } = useLoaderData<typeof loader>()
  return (
    <>
      <PageIntro title={policy.title}>
        <p className="page-intro__meta">
          Last updated <time dateTime={policy.lastUpdated}>{formatDate(policy.lastUpdated, 'long')}</time>
        </p>
      </PageIntro>
      <div className="container">
        <RichText value={policy.body} className="prose legal" />
      </div>
    </>
  )
}
