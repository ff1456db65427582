import { useRef, useState } from 'react'

import { ContentImage } from '~/components/content-image'
import type { LeadFormSetup } from '~/lib/leads/forms/fields'
import { useIsomorphicLayoutEffect } from '~/lib/ui'
import { useHydrated } from '~/lib/ui/use-hydrated'

import type { DayPlanView, SingaporeView } from '../view'
import { EnquireButton } from './lead-buttons'
import { CheckList, SectionHeader } from './parts'

type LandPackagesView = SingaporeView['landPackages']

/** Words of the cards that are page furniture rather than content. */
const TEXTS = {
  highlights: 'Highlights',
  prices: 'Price per person',
  hotel: 'Hotel',
  perPerson: 'Per person',
  inclusions: 'Inclusions',
  itinerary: 'Day-by-day itinerary',
  day: 'Day',
  starts: 'Starts',
} as const

function DayList({ days }: { days: DayPlanView[] }) {
  return (
    <ol className="sg-daylist" role="list">
      {days.map((day) => (
        <li key={day.key} className="sg-daylist__item">
          <p className="sg-daylist__title">
            <span className="sg-daylist__day">
              {TEXTS.day} {day.day}
            </span>{' '}
            {day.title}
          </p>
          <p className="sg-daylist__plan">{day.plan}</p>
        </li>
      ))}
    </ol>
  )
}

/**
 * The three Singapore land packages: description, highlights, hotel tiers as a price table
 * in the visitor's currency, stay option, info box, inclusions and the day plans.
 *
 * The itineraries (one shared expand/collapse toggle): once React has hydrated, ONE
 * 'View Full Itinerary' button (aria-expanded, aria-controls listing every card's itinerary
 * region) shows or hides all of them together. Before hydration, and without JavaScript, each
 * itinerary is a native <details> the visitor opens on its own, so nothing is out of reach; an
 * itinerary opened before hydration opens them all afterwards.
 */
export function LandPackagesSection({
  view,
  enquiry,
  hostsEnquiryForm = false,
}: {
  view: LandPackagesView
  enquiry: LeadFormSetup
  /** The first package's button shows the no-JS enquiry form in place (the themed sailing's does while it is offered). */
  hostsEnquiryForm?: boolean
}) {
  const hydrated = useHydrated()
  const [expanded, setExpanded] = useState(false)
  const listRef = useRef<HTMLUListElement>(null)
  const headingId = `${view.anchor}-heading`
  const regionIds = view.packages.map((pkg) => pkg.itineraryId)

  // In the hydration commit the native <details> are still in the page: keep what was opened.
  useIsomorphicLayoutEffect(() => {
    if (listRef.current?.querySelector('details[open]')) setExpanded(true)
  }, [])

  return (
    <section id={view.anchor} className="sg-section sg-section--tinted" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeader id={headingId} heading={view.heading} intro={view.intro} />
        {hydrated ? (
          <div className="sg-packages__toolbar">
            <button
              type="button"
              className="button button--ghost sg-packages__toggle"
              aria-expanded={expanded}
              aria-controls={regionIds.join(' ')}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? view.collapseLabel : view.expandLabel}
              <svg className="sg-packages__toggle-icon" aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
                <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </div>
        ) : null}
        <ul ref={listRef} className="sg-packages" role="list">
          {view.packages.map((pkg, index) => {
            const titleId = `${pkg.itineraryId}-title`
            return (
              <li key={pkg.id} className="sg-package">
                <article className="sg-package__card" aria-labelledby={titleId}>
                  <ContentImage
                    image={pkg.image}
                    width={400}
                    height={250}
                    sizes="(min-width: 1200px) 370px, (min-width: 768px) 45vw, calc(100vw - 2rem)"
                    widths={[360, 480, 720, 960]}
                    className="sg-package__image"
                  />
                  <div className="sg-package__body">
                    <p className="sg-package__duration">{pkg.duration}</p>
                    <h3 id={titleId} className="sg-package__title">
                      {pkg.title}
                    </h3>
                    <p>{pkg.description}</p>
                    {pkg.startDates ? (
                      <p className="sg-package__starts">
                        <strong>{TEXTS.starts}:</strong> {pkg.startDates}
                      </p>
                    ) : null}

                    {pkg.highlights.length > 0 ? (
                      <>
                        <h4 className="sg-package__subheading">{TEXTS.highlights}</h4>
                        <ul className="sg-chips" role="list">
                          {pkg.highlights.map((highlight) => (
                            <li key={highlight} className="sg-chip">
                              {highlight}
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : null}

                    <table className="sg-prices">
                      <caption className="sg-prices__caption">
                        {TEXTS.prices}
                        <span className="visually-hidden">, {pkg.title}</span>
                      </caption>
                      <thead>
                        <tr>
                          <th scope="col">{TEXTS.hotel}</th>
                          <th scope="col">{TEXTS.perPerson}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {pkg.tiers.map((tier) => (
                          <tr key={tier.key} data-stars={tier.stars}>
                            <th scope="row">{tier.label}</th>
                            <td className="sg-prices__amount">{tier.price}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>

                    <p className="sg-package__stay">{pkg.stayOption}</p>
                    <p className="sg-package__info" role="note">
                      {pkg.infoBox}
                    </p>

                    {pkg.inclusions.length > 0 ? (
                      <>
                        <h4 className="sg-package__subheading">{TEXTS.inclusions}</h4>
                        <CheckList items={pkg.inclusions} className="sg-checklist--compact" />
                      </>
                    ) : null}

                    {hydrated ? (
                      <div
                        id={pkg.itineraryId}
                        className="sg-itinerary"
                        role="region"
                        aria-label={`${pkg.title}: ${TEXTS.itinerary.toLowerCase()}`}
                        hidden={!expanded}
                      >
                        <h4 className="sg-package__subheading">{TEXTS.itinerary}</h4>
                        <DayList days={pkg.dayPlans} />
                      </div>
                    ) : (
                      <details id={pkg.itineraryId} className="sg-itinerary sg-itinerary--native">
                        <summary className="sg-itinerary__summary">
                          {view.expandLabel}
                          <span className="visually-hidden">: {pkg.title}</span>
                        </summary>
                        <DayList days={pkg.dayPlans} />
                      </details>
                    )}

                    <div className="sg-package__actions">
                      {/* The themed event's button hosts the no-JS form while its sailing is offered; this one links to it. */}
                      <EnquireButton
                        setup={enquiry}
                        label={view.enquireLabel}
                        item={{ id: pkg.id, title: pkg.title }}
                        hostsInlineForm={hostsEnquiryForm && index === 0}
                      />
                    </div>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
