import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { formLinks, LEAD_FORM_TEXTS, LeadForm } from '~/components/forms'
import { PageIntro } from '~/components/page-intro'
import { leadFormAnchor } from '~/lib/leads/form-spec'
import { leadFormHeaders, leadFormSetup } from '~/lib/leads/form-setup.server'
import { useRootData } from '~/lib/root-data'
import { metaTags } from '~/lib/seo'
import { loadPage } from '~/lib/seo/page.server'

export const links: LinksFunction = () => formLinks()

export async function loader({ request }: LoaderFunctionArgs) {
  const [base, leadForm] = await Promise.all([
    loadPage(request, 'contactPage', '/contact'),
    leadFormSetup(request, { kind: 'callback' }),
  ])
  return json({ ...base, leadForm }, { headers: leadFormHeaders(request) })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

export default function ContactRoute() {
  const { page, leadForm } = useLoaderData<typeof loader>()
  const currency = useRootData()?.visitor.currency
  const anchor = leadFormAnchor('callback')
  return (
    <>
      <PageIntro title={page.title} />
      {/* Spec 2: 'Call Now or Leave a Query', the visitor's currency code under the heading. */}
      <section id={anchor} className="lead-section" aria-labelledby={`${anchor}-heading`}>
        <div className="container">
          <h2 id={`${anchor}-heading`}>{LEAD_FORM_TEXTS.callback.title}</h2>
          {currency ? <p className="lead-section__currency">{currency}</p> : null}
          <LeadForm setup={leadForm} />
        </div>
      </section>
    </>
  )
}
