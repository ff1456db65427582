import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { formLinks, LeadFormButton } from '~/components/forms'
import { PageIntro } from '~/components/page-intro'
import { leadFormHeaders, leadFormSetup } from '~/lib/leads/form-setup.server'
import { metaTags } from '~/lib/seo'
import { loadPage } from '~/lib/seo/page.server'

export const links: LinksFunction = () => formLinks()

export async function loader({ request }: LoaderFunctionArgs) {
  const [base, leadForm] = await Promise.all([
    loadPage(request, 'singaporePage', '/singapore-cruise'),
    leadFormSetup(request, { kind: 'visa' }),
  ])
  return json({ ...base, leadForm }, { headers: leadFormHeaders(request) })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

export default function SingaporeCruiseRoute() {
  const { page, leadForm } = useLoaderData<typeof loader>()
  return (
    <>
      <PageIntro title={page.title} />
      {/* Spec 2: the visa section's Get Visa Assistance (issue 6 builds the section around it). */}
      <section className="lead-section">
        <div className="container lead-section__actions">
          <LeadFormButton setup={leadForm} label="Get Visa Assistance" instance="visa" />
        </div>
      </section>
    </>
  )
}
