import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'

import { LeadForm } from '~/components/forms'
import { PageIntro } from '~/components/page-intro'
import { withDraftGaps } from '~/lib/content/content.server'
import { readPageDocument } from '~/lib/content/detail.server'
import { leadFormAnchor } from '~/lib/leads/forms/fields'
import { leadFormHeaders, leadFormSetup } from '~/lib/leads/forms/page-setup.server'
import { useRootData } from '~/lib/pages/site/root-data'
import { metaTags } from '~/lib/seo'
import { loadPage } from '~/lib/seo/page.server'
import { shareImageUrl } from '~/lib/seo/share-image.server'
import { mailtoHref, telHref } from '~/lib/ui/contact-links'

import { MapFacade } from './components/map-facade'
import { contactPageQuery } from './query'
import contactStylesheet from './styles.css?url'
import { mapFacade } from './view'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contactStylesheet }]

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ meta }, page, leadForm] = await Promise.all([
    loadPage(request, 'contactPage', '/contact'),
    readPageDocument('contactPage', contactPageQuery),
    leadFormSetup(request, { kind: 'callback' }),
  ])
  return data(
    withDraftGaps({
      page,
      mapUrls: mapFacade(page.map),
      leadForm,
      meta: { ...meta, image: shareImageUrl(page.map.image), imageAlt: page.map.image.alt },
    }),
    { headers: leadFormHeaders(request) },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

export default function ContactRoute() {
  const { page, mapUrls, leadForm } = useLoaderData<typeof loader>()
  const root = useRootData()
  const currency = root?.visitor.currency
  // The visitor's own support line: India's for INR and USD visitors, Singapore's for SGD.
  const phone = root?.chrome.supportPhone
  const anchor = leadFormAnchor('callback')
  return (
    <>
      <PageIntro title={page.title}>
        <p className="page-intro__lead">{page.intro}</p>
      </PageIntro>

      <section className="contact-section" aria-labelledby="contact-details">
        <div className="container contact-grid">
          <div className="contact-details">
            <h2 id="contact-details" className="contact-section__title">
              Contact details
            </h2>
            <dl className="contact-list">
              <div className="contact-list__item">
                <dt>Address</dt>
                <dd>
                  <address className="contact-address">
                    {page.address.split('\n').map((line, index) => (
                      <span key={index} className="contact-address__line">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
              <div className="contact-list__item">
                <dt>Singapore</dt>
                <dd>
                  <a href={telHref(page.singaporePhone)}>{page.singaporePhone}</a>
                </dd>
              </div>
              <div className="contact-list__item">
                <dt>India</dt>
                <dd>
                  <a href={telHref(page.indiaPhone)}>{page.indiaPhone}</a>
                </dd>
              </div>
              <div className="contact-list__item">
                <dt>E-mail</dt>
                <dd>
                  <a href={mailtoHref(page.email)}>{page.email}</a>
                </dd>
              </div>
              {page.hours ? (
                <div className="contact-list__item">
                  <dt>Hours</dt>
                  <dd>{page.hours}</dd>
                </div>
              ) : null}
            </dl>
          </div>
          <MapFacade map={page.map} urls={mapUrls} />
        </div>
      </section>

      {/* 'Call Now or Leave a Query': the number to call and the visitor's currency under the heading. */}
      <section id={anchor} className="lead-section contact-callback meets-footer" aria-labelledby={`${anchor}-heading`}>
        <div className="container">
          <h2 id={`${anchor}-heading`}>{page.callbackHeading}</h2>
          {phone && currency ? (
            <p className="lead-section__currency">
              Call <a href={phone.href}>{phone.display}</a>
              {` · Prices in ${currency}`}
            </p>
          ) : null}
          <LeadForm setup={leadForm} />
        </div>
      </section>
    </>
  )
}
