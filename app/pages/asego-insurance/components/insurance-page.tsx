// /asego-insurance: the banner with its button, the title, Get a Quote, Key Highlights,
// the six benefit cards, the coverage table with the policy PDF, and the disclaimer. Both buttons
// open the one insurance quote form (lead source 'Asego Quote Form'); without JavaScript they lead
// to the same form in the page.
import { useState } from 'react'

import { ContentImage } from '~/components/content-image'
import { LeadFormModal } from '~/components/forms/lead-form-modal'
import { LeadFormInline, LeadFormTrigger } from '~/components/forms/lead-form-trigger'
import { PageSection } from '~/components/ui'
import type { LeadFormSetup } from '~/lib/leads/forms/fields'

import type { InsurancePage as InsuranceContent } from '../query'
import type { CoverageRowView } from '../view'

export interface InsurancePageProps {
  page: InsuranceContent
  /** The coverage table's rows, their limits written for visitors (view.ts). */
  coverage: CoverageRowView[]
  leadForm: LeadFormSetup
}

const BANNER_WIDTH = 1600
const BANNER_SIZES = `(min-width: 1232px) 1200px, 100vw`

export function InsurancePage({ page, coverage, leadForm }: InsurancePageProps) {
  const [open, setOpen] = useState(false)
  const openForm = () => setOpen(true)
  return (
    <div className="insurance-page">
      <section className="insurance-banner" aria-label="Cruise insurance">
        <div className="insurance-banner__media">
          <ContentImage image={page.bannerImage} width={BANNER_WIDTH} sizes={BANNER_SIZES} priority />
        </div>
        <div className="container insurance-banner__action">
          <LeadFormTrigger kind={leadForm.kind} onOpen={openForm} className="insurance-banner__button">
            {page.bannerLabel}
          </LeadFormTrigger>
        </div>
      </section>

      <section className="insurance-intro" aria-labelledby="insurance-title">
        <div className="container">
          <h1 id="insurance-title">{page.title}</h1>
          <p className="insurance-intro__text">{page.intro}</p>
          <LeadFormTrigger kind={leadForm.kind} onOpen={openForm} className="insurance-intro__quote">
            {page.quoteLabel}
          </LeadFormTrigger>
          <LeadFormInline setup={leadForm} title={page.quoteLabel} className="insurance-inline-form" />
        </div>
      </section>

      <PageSection id="insurance-highlights" heading={page.highlightsHeading} className="insurance-section">
        <ul className="insurance-highlights">
          {page.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="insurance-benefits" heading={page.benefitsHeading} tint className="insurance-section">
        <ul className="insurance-benefits">
          {page.benefits.map((benefit) => (
            <li key={benefit._key} className="insurance-benefit">
              <ContentImage image={benefit.image} width={72} height={72} sizes="72px" widths={[72, 144]} className="insurance-benefit__icon" />
              <h3 className="insurance-benefit__title">{benefit.title}</h3>
              <p className="insurance-benefit__text">{benefit.subtitle}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="insurance-coverage" heading={page.coverageHeading} className="insurance-section">
        <div className="insurance-table-wrap row-table-wrap">
          <table className="insurance-table row-table" aria-labelledby="insurance-coverage">
            <thead>
              <tr>
                <th scope="col">{page.coverageColumns.category}</th>
                <th scope="col">{page.coverageColumns.limit}</th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            <tbody>
              {coverage.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.category}</th>
                  <td className="insurance-table__limit" data-label={page.coverageColumns.limit}>
                    {row.limit}
                  </td>
                  <td data-label="Notes">{row.notes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="insurance-coverage__note">{page.coverageNote}</p>
        <p>
          <a className="button button--ghost insurance-pdf" href={page.pdf.path} target="_blank" rel="noopener">
            {page.pdf.label}
            <span className="visually-hidden"> (PDF, opens in a new tab)</span>
          </a>
        </p>
        <p className="insurance-disclaimer">{page.disclaimer}</p>
      </PageSection>

      <LeadFormModal setup={leadForm} open={open} onClose={() => setOpen(false)} title={page.quoteLabel} instance="insurance-quote" />
    </div>
  )
}
