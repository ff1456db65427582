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
    loadPage(request, 'cruiseDealsPage', '/cruisedeals'),
    leadFormSetup(request, { kind: 'deal-enquiry' }),
  ])
  return json({ ...base, leadForm }, { headers: leadFormHeaders(request) })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

export default function CruiseDealsRoute() {
  const { page, leadForm } = useLoaderData<typeof loader>()
  return (
    <>
      <PageIntro title={page.title} />
      {/* The deal enquiry (spec 1 3.9). Issue 6 adds the hero and the Book Now buttons, each
          opening <EnquiryModal> with its item. */}
      <section className="lead-section">
        <div className="container lead-section__actions">
          <LeadFormButton setup={leadForm} label="Enquire Now" instance="deal-enquiry" />
        </div>
      </section>
    </>
  )
}
