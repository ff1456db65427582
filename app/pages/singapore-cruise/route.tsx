import { type AppLoadContext, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'

import { getSiteSettings, withDraftGaps } from '~/lib/content/content.server'
import { readPageDocument } from '~/lib/content/detail.server'
import { leadFormHeaders, leadFormSetup } from '~/lib/leads/forms/page-setup.server'
import { agencyToday } from '~/lib/sailings/clock.server'
import { metaTags } from '~/lib/seo'
import { loadPage } from '~/lib/seo/page.server'
import { shareImageUrl } from '~/lib/seo/share-image.server'

import { LandPackagesSection } from './components/land-packages'
import { EnquiryProvider } from './components/lead-buttons'
import { CruiseLinesSection, IncludedSection, SingaporeHero, ThemedEventSection, VisaSection } from './components/sections'
import { singaporePageQuery } from './query'
import singaporeStylesheet from './styles.css?url'
import { shapeSingaporePage } from './view'

// /singapore-cruise: hero, the themed event, cruise lines, land packages, what's
// included and the visa section, in that order. view.ts shapes the content for the
// visitor's currency; the enquiry buttons open the 'singapore' quote form, Get Visa Assistance
// the visa form, and once the themed sailing has left, "Tell me when dates are out" its own.

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: singaporeStylesheet }]

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const visitor = context.visitor
  const [{ meta }, page, settings, enquiry, visaForm] = await Promise.all([
    loadPage(request, 'singaporePage', '/singapore-cruise'),
    readPageDocument('singaporePage', singaporePageQuery),
    getSiteSettings(),
    leadFormSetup(request, { kind: 'quote', defaults: 'singapore' }),
    leadFormSetup(request, { kind: 'visa' }),
  ])
  const view = shapeSingaporePage(page, settings.bookingEngine, visitor.currency, agencyToday())
  // Only once the themed sailing has left: its "Tell me when dates are out" form.
  const datesAlert = view.themedEvent.sailingDate ? null : await leadFormSetup(request, { kind: 'dates-alert' })
  return data(
    withDraftGaps({
      view,
      enquiry,
      visaForm,
      datesAlert,
      meta: { ...meta, image: shareImageUrl(page.heroImage), imageAlt: page.heroImage.alt },
    }),
    { headers: leadFormHeaders(request) },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

export default function SingaporeCruiseRoute() {
  const { view, enquiry, visaForm, datesAlert } = useLoaderData<typeof loader>()
  return (
    <EnquiryProvider setup={enquiry} items={view.enquiryItems}>
      <SingaporeHero view={view} />
      <ThemedEventSection view={view.themedEvent} enquiry={enquiry} datesAlert={datesAlert} item={view.enquiryItems[0]!} />
      <CruiseLinesSection view={view.cruiseLines} />
      <LandPackagesSection view={view.landPackages} enquiry={enquiry} hostsEnquiryForm={view.themedEvent.price === null} />
      <IncludedSection view={view.included} />
      <VisaSection view={view.visa} visaForm={visaForm} />
    </EnquiryProvider>
  )
}
