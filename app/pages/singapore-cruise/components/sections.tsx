// The sections of /singapore-cruise, rendered from what view.ts shaped on the
// server. The land packages, the one section with state, are in ./land-packages.
import { BookingLink, NEW_TAB_NOTE } from '~/components/booking-link'
import { ContentImage } from '~/components/content-image'
import { Price } from '~/components/ui'
import type { LeadFormSetup } from '~/lib/leads/forms/fields'
import { SAILING_TEXTS } from '~/lib/sailings'

import type { SingaporeEnquiryItem, SingaporeView } from '../view'
import { EnquireButton, LazyModalLeadButton } from './lead-buttons'
import { CheckList, SectionHeader } from './parts'

/** Page furniture (not content): the words around the content's own. */
const TEXTS = {
  onThisPage: 'On this page',
  ship: 'Ship',
  sailing: 'Sailing',
  from: 'From',
  day: 'Day',
  viewSailings: 'sailings from Singapore',
  datesAlert: 'Tell me when dates are out',
} as const

/**
 * The hero banner: the page's LCP picture (eager, high priority, sized so nothing shifts), all of
 * it a link to the booking engine's 1-3 night Ovation sailings from Singapore in the visitor's
 * currency; then the page's h1 and links to its sections (plain fragment links: they work
 * without JavaScript).
 */
export function SingaporeHero({ view }: { view: SingaporeView }) {
  return (
    <section className="sg-hero" aria-labelledby="sg-title">
      <a className="sg-hero__link" href={view.hero.href} target="_blank" rel="noopener">
        <ContentImage
          image={view.hero.image}
          priority
          width={1600}
          height={600}
          // Below 768 px the banner is cropped to 3:2 (singapore.css), so the picture is ~1.78
          // viewport widths wide there.
          sizes="(min-width: 768px) 100vw, 178vw"
          widths={[640, 960, 1280, 1600, 1920, 2560]}
          className="sg-hero__image"
        />
        <span className="sg-hero__label">
          {view.hero.label}
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
            <path d="M5 12h12M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="visually-hidden">{NEW_TAB_NOTE}</span>
        </span>
      </a>
      <div className="container sg-hero__intro">
        <h1 id="sg-title" className="sg-hero__title">
          {view.title}
        </h1>
        <nav className="sg-toc" aria-label={TEXTS.onThisPage}>
          <ul className="sg-toc__list" role="list">
            {view.sections.map((section) => (
              <li key={section.anchor}>
                <a className="sg-toc__link" href={`#${section.anchor}`}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  )
}

/**
 * The themed 3-night event: the concert, Garba and encore days, the sailing and its price; once the
 * sailing has left, no price and "Tell me when dates are out" (its own lead) instead of Enquire Now.
 */
export function ThemedEventSection({
  view,
  enquiry,
  datesAlert,
  item,
}: {
  view: SingaporeView['themedEvent']
  enquiry: LeadFormSetup
  /** The "Tell me when dates are out" form: null while the sailing is upcoming. */
  datesAlert: LeadFormSetup | null
  item: SingaporeEnquiryItem
}) {
  const headingId = `${view.anchor}-heading`
  return (
    <section id={view.anchor} className="sg-section" aria-labelledby={headingId}>
      <div className="container sg-event">
        <div className="sg-event__media">
          <ContentImage
            image={view.image}
            width={600}
            height={300}
            sizes="(min-width: 1200px) 560px, (min-width: 768px) 46vw, calc(100vw - 2rem)"
            widths={[360, 560, 720, 1120]}
            className="sg-event__image"
          />
          <dl className="sg-facts">
            <div className="sg-facts__item">
              <dt>{TEXTS.ship}</dt>
              <dd>{view.ship}</dd>
            </div>
            <div className="sg-facts__item">
              <dt>{TEXTS.sailing}</dt>
              <dd>{view.sailingDate ? <time dateTime={view.sailingDate.iso}>{view.sailingDate.label}</time> : SAILING_TEXTS.newDatesSoon}</dd>
            </div>
          </dl>
        </div>
        <div className="sg-event__body">
          <SectionHeader id={headingId} heading={view.heading} intro={view.intro} />
          <ol className="sg-days" role="list">
            {view.days.map((day) => (
              <li key={day.key} className="sg-days__item">
                <p className="sg-days__day">
                  {TEXTS.day} {day.day}
                </p>
                <h3 className="sg-days__title">{day.title}</h3>
                <p className="sg-days__plan">{day.plan}</p>
              </li>
            ))}
          </ol>
          <CheckList items={view.highlights} />
          <div className="sg-event__book">
            {view.price !== null ? (
              <>
                <Price amount={view.price} label={TEXTS.from} suffix={view.priceNote} className="sg-event__price" />
                {/* Hosts the no-JS enquiry form (?form=quote); the land packages' buttons link here. */}
                <EnquireButton setup={enquiry} label={view.ctaLabel} item={item} hostsInlineForm />
              </>
            ) : (
              <>
                <p className="sg-event__price">{SAILING_TEXTS.newDatesSoon}</p>
                {datesAlert ? (
                  <LazyModalLeadButton
                    setup={datesAlert}
                    label={TEXTS.datesAlert}
                    subtitle={view.heading}
                    context={{ leadvariation: view.heading }}
                    instance="dates-alert"
                  />
                ) : null}
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}

/** Genting Dream, Ovation of the Seas, Disney Adventure: each to its SIN sailings on the booking engine. */
export function CruiseLinesSection({ view }: { view: SingaporeView['cruiseLines'] }) {
  const headingId = `${view.anchor}-heading`
  return (
    <section id={view.anchor} className="sg-section" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeader id={headingId} heading={view.heading} intro={view.intro} />
        <ul className="sg-lines" role="list">
          {view.cards.map((card) => (
            <li key={card.key} className="sg-line">
              <ContentImage
                image={card.image}
                width={400}
                height={250}
                sizes="(min-width: 1200px) 370px, (min-width: 768px) 45vw, calc(100vw - 2rem)"
                widths={[360, 480, 720, 960]}
                className="sg-line__image"
              />
              <div className="sg-line__body">
                <h3 className="sg-line__name">{card.name}</h3>
                <p className="sg-line__company">{card.cruiseLine}</p>
                <p className="sg-line__text">{card.text}</p>
                <BookingLink href={card.href} context={`${card.name} ${TEXTS.viewSailings}`} className="button sg-line__cta">
                  {card.ctaLabel}
                </BookingLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function IncludedSection({ view }: { view: SingaporeView['included'] }) {
  const headingId = `${view.anchor}-heading`
  return (
    <section id={view.anchor} className="sg-section" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeader id={headingId} heading={view.heading} />
        <CheckList items={view.items} className="sg-checklist--grid" />
      </div>
    </section>
  )
}

/** Visa rules for Indian citizens and Get Visa Assistance (the visa lead form). */
export function VisaSection({ view, visaForm }: { view: SingaporeView['visa']; visaForm: LeadFormSetup }) {
  const headingId = `${view.anchor}-heading`
  return (
    <section id={view.anchor} className="sg-section sg-section--tinted meets-footer" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeader id={headingId} heading={view.heading} intro={view.intro} />
        <ul className="sg-visa" role="list">
          {view.rules.map((rule) => (
            <li key={rule.key} className={`sg-visa__rule sg-visa__rule--${rule.status}`}>
              <h3 className="sg-visa__country">{rule.country}</h3>
              <p className="sg-visa__status">{rule.statusLabel}</p>
              <p className="sg-visa__summary">{rule.summary}</p>
              <p className="sg-visa__details">{rule.details}</p>
              {rule.since ? (
                <p className="sg-visa__since">
                  {rule.since.lead} <time dateTime={rule.since.iso}>{rule.since.label}</time>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="sg-visa__actions">
          <LazyModalLeadButton setup={visaForm} label={view.ctaLabel} title={view.ctaLabel} instance="visa" />
        </div>
        {view.disclaimer ? <p className="sg-visa__disclaimer">{view.disclaimer}</p> : null}
      </div>
    </section>
  )
}
