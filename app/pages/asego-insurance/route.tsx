import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'

import { withDraftGaps } from '~/lib/content/content.server'
import { readPageDocument } from '~/lib/content/detail.server'
import { leadFormHeaders, leadFormSetup } from '~/lib/leads/forms/page-setup.server'
import { metaTags } from '~/lib/seo'
import { loadPage } from '~/lib/seo/page.server'
import { shareImageUrl } from '~/lib/seo/share-image.server'

import { InsurancePage } from './components/insurance-page'
import { insurancePageQuery } from './query'
import insuranceStylesheet from './styles.css?url'
import { coverageRows } from './view'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: insuranceStylesheet }]

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ meta }, page, leadForm] = await Promise.all([
    loadPage(request, 'insurancePage', '/asego-insurance'),
    readPageDocument('insurancePage', insurancePageQuery),
    // The banner button and Get a Quote open the modal with lead source 'Asego Quote Form'.
    leadFormSetup(request, { kind: 'insurance', defaults: 'insuranceQuote' }),
  ])
  return data(
    withDraftGaps({
      page,
      coverage: coverageRows(page.coverage),
      leadForm,
      meta: { ...meta, image: shareImageUrl(page.bannerImage), imageAlt: page.bannerImage.alt },
    }),
    { headers: leadFormHeaders(request) },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

export default function InsuranceRoute() {
  const { page, coverage, leadForm } = useLoaderData<typeof loader>()
  return <InsurancePage page={page} coverage={coverage} leadForm={leadForm} />
}
