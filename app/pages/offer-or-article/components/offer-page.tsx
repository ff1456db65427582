// A Singapore offer page ('3 Night Penang Cruise', '4 Night Penang and Phuket Cruise'):
// the intro with the starting price, the itinerary and the fare table in the visitor's currency,
// and a Book Now on every sailing opening Request A Quote with that sailing chosen.
//
// Loaded lazily by /$slug (offer-page-lazy.tsx): the blog articles share the route and ship none
// of this. The tables are real tables (th scope) on every screen; under 768 px CSS lays each row
// out as a card whose details (fare parts; arrive, depart, activity) fold away behind the row
// header, a disclosure button (aria-expanded) per row. Before hydration, or without JavaScript,
// that header is a native <details>, so the cards still open and close.
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import { ContentImage } from '~/components/content-image'
import { LeadFormModal } from '~/components/forms/lead-form-modal'
import { LeadFormInline, LeadFormTrigger } from '~/components/forms/lead-form-trigger'
import { NoSailingNote, PageSection, Price } from '~/components/ui'
import { ChevronIcon } from '~/components/ui/icons'
import type { ContentImage as Image } from '~/lib/content'
import type { LeadFormSetup } from '~/lib/leads/forms/fields'
import { SAILING_PARAM } from '~/lib/leads/forms/fields'
import { SAILING_TEXTS } from '~/lib/sailings'
import { useIsomorphicLayoutEffect } from '~/lib/ui'
import { useHydrated } from '~/lib/ui/use-hydrated'

import { chosenSailing, type FareTableRow, formatSailingDate, type ItineraryTableRow, type OfferPageView } from '../offer-view'

export interface OfferPageProps {
  offer: OfferPageView<Image>
  leadForm: LeadFormSetup
}

/** Width of the offer picture on a desktop (offers.css: .offer-hero__media). */
const HERO_WIDTH = 560
const HERO_SIZES = `(min-width: 768px) min(45vw, ${HERO_WIDTH}px), calc(100vw - 2rem)`

export default function OfferPage({ offer, leadForm }: OfferPageProps) {
  const [quote, setQuote] = useState<{ open: boolean; sailingDate?: string }>({ open: false })
  const [searchParams] = useSearchParams()
  const sailingDates = offer.fares.map((fare) => fare.sailingDate)
  const inlineSailing = chosenSailing(searchParams.get(SAILING_PARAM), sailingDates)
  const subtitle = (sailingDate: string | undefined) => (sailingDate ? `${offer.title} · Sailing ${formatSailingDate(sailingDate)}` : offer.title)

  return (
    <div className="offer-page">
      <section className="offer-hero" aria-labelledby="offer-title">
        <div className="container offer-hero__inner">
          <div className="offer-hero__text">
            {offer.badge ? <p className="offer-badge">{offer.badge}</p> : null}
            <h1 id="offer-title">{offer.title}</h1>
            <dl className="offer-facts">
              <div>
                <dt>Ship</dt>
                <dd>{offer.ship}</dd>
              </div>
              <div>
                <dt>Nights</dt>
                <dd>{offer.nights}</dd>
              </div>
              <div>
                <dt>Route</dt>
                <dd>{offer.route}</dd>
              </div>
            </dl>
            <p className="offer-hero__intro">{offer.intro}</p>
            {/* Read from the fare table; once every sailing has left, the table below says so instead. */}
            {offer.startingPrice ? <Price className="offer-hero__price" amount={offer.startingPrice} label="Starting From" suffix="Per Person" /> : null}
          </div>
          <div className="offer-hero__media">
            <ContentImage image={offer.image} width={HERO_WIDTH} sizes={HERO_SIZES} priority />
          </div>
        </div>
      </section>

      <PageSection id="offer-itinerary" heading={offer.itineraryHeading} className="offer-section">
        <ItineraryTable rows={offer.itinerary} labelledBy="offer-itinerary" />
      </PageSection>

      <PageSection id="offer-fares" heading={offer.faresHeading} tint className="offer-section meets-footer">
        <p className="offer-fares__basis">
          <strong>{offer.cabinCategory}</strong>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {offer.fareBasis}
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          Prices in {offer.currency}
        </p>
        {offer.fares.length > 0 ? (
          <FareTable
            rows={offer.fares}
            totalLabel={`Total for ${offer.occupancy} guests`}
            labelledBy="offer-fares"
            renderBook={(row) => (
              <LeadFormTrigger
                kind={leadForm.kind}
                className="offer-fare__book"
                params={{ [SAILING_PARAM]: row.sailingDate }}
                onOpen={() => setQuote({ open: true, sailingDate: row.sailingDate })}
              >
                {offer.bookLabel}
                <span className="visually-hidden"> for {row.dateLabel}</span>
              </LeadFormTrigger>
            )}
          />
        ) : (
          // Every sailing of this page has left: the page stays (links to it are saved), and says so.
          <NoSailingNote
            action={
              <LeadFormTrigger kind={leadForm.kind} onOpen={() => setQuote({ open: true })}>
                {SAILING_TEXTS.enquire}
              </LeadFormTrigger>
            }
          >
            {SAILING_TEXTS.offerClosed}
          </NoSailingNote>
        )}
        {offer.fareNote ? <p className="offer-fares__note">{offer.fareNote}</p> : null}
        <LeadFormInline
          setup={leadForm}
          className="offer-inline-form"
          subtitle={subtitle(inlineSailing)}
          context={inlineSailing ? { sailingDate: inlineSailing } : undefined}
        />
      </PageSection>

      <LeadFormModal
        setup={leadForm}
        open={quote.open}
        onClose={() => setQuote((current) => ({ ...current, open: false }))}
        instance="quote"
        subtitle={subtitle(quote.sailingDate)}
        context={quote.sailingDate ? { sailingDate: quote.sailingDate } : undefined}
      />
    </div>
  )
}

/** A row's open state: the native <details> before hydration, kept when React takes over. */
function useRowOpen(): { open: boolean; toggle: () => void; detailsRef: RefObject<HTMLDetailsElement> } {
  const [open, setOpen] = useState(false)
  const detailsRef = useRef<HTMLDetailsElement>(null)
  // In the hydration commit, while the <details> is still in the page.
  useIsomorphicLayoutEffect(() => {
    if (detailsRef.current?.open) setOpen(true)
  }, [])
  return { open, toggle: () => setOpen((value) => !value), detailsRef }
}

interface RowToggleProps {
  open: boolean
  onToggle: () => void
  /** Ids of the cells it shows and hides. */
  controls: string
  detailsRef: RefObject<HTMLDetailsElement>
  children: ReactNode
}

/** The row header's disclosure (shown under 768 px only; offers.css). */
function RowToggle({ open, onToggle, controls, detailsRef, children }: RowToggleProps) {
  const hydrated = useHydrated()
  if (!hydrated) {
    return (
      <details ref={detailsRef} className="row-toggle" open={open}>
        <summary className="row-toggle__button">
          <span className="row-toggle__label">{children}</span>
          <ChevronIcon direction="down" className="row-toggle__icon" />
        </summary>
      </details>
    )
  }
  return (
    <span className="row-toggle">
      <button type="button" className="row-toggle__button" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
        <span className="row-toggle__label">{children}</span>
        <ChevronIcon direction="down" className="row-toggle__icon" />
      </button>
    </span>
  )
}

const NONE = (
  <>
    <span aria-hidden="true">—</span>
    <span className="visually-hidden">none</span>
  </>
)

function ItineraryTable({ rows, labelledBy }: { rows: ItineraryTableRow[]; labelledBy: string }) {
  return (
    <div className="offer-table-wrap row-table-wrap">
      <table className="offer-table offer-table--itinerary row-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Port</th>
            <th scope="col">Arrive</th>
            <th scope="col">Depart</th>
            <th scope="col">Activity</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ItineraryRowView key={row.key} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ItineraryRowView({ row }: { row: ItineraryTableRow }) {
  const hydrated = useHydrated()
  const id = `itinerary-${useId().replace(/:/g, '')}`
  const { open, toggle, detailsRef } = useRowOpen()
  const cells = ['arrive', 'depart', 'activity'].map((name) => `${id}-${name}`)
  return (
    <tr className="offer-row" data-js={hydrated || undefined} data-open={open || undefined} data-activity={row.activity.toLowerCase()}>
      <th scope="row" className="offer-row__head">
        <span className="offer-row__head-text">Day {row.day}</span>
        <RowToggle open={open} onToggle={toggle} controls={cells.join(' ')} detailsRef={detailsRef}>
          Day {row.day}: {row.port}
        </RowToggle>
      </th>
      <td className="offer-row__port">{row.port}</td>
      <td id={cells[0]} className="offer-row__fold" data-label="Arrive">
        {row.arrive ?? NONE}
      </td>
      <td id={cells[1]} className="offer-row__fold" data-label="Depart">
        {row.depart ?? NONE}
      </td>
      <td id={cells[2]} className="offer-row__fold" data-label="Activity">
        <span className="offer-activity">{row.activity}</span>
      </td>
    </tr>
  )
}

const FARE_PARTS = [
  ['cruiseFare', 'Cruise Fare'],
  ['nccf', 'NCCF'],
  ['tax', 'Tax'],
  ['gratuities', 'Gratuities'],
] as const

/** The cabin total says whose it is: the parts are per person, the total is the cabin's (decision 0006). */
function FareTable({
  rows,
  totalLabel,
  labelledBy,
  renderBook,
}: {
  rows: FareTableRow[]
  totalLabel: string
  labelledBy: string
  renderBook: (row: FareTableRow) => ReactNode
}) {
  return (
    <div className="offer-table-wrap row-table-wrap">
      <table className="offer-table offer-table--fares row-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Sailing Date</th>
            {FARE_PARTS.map(([key, label]) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">{totalLabel}</th>
            <th scope="col">
              <span className="visually-hidden">Book</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <FareRowView key={row.sailingDate} row={row} totalLabel={totalLabel} book={renderBook(row)} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function FareRowView({ row, totalLabel, book }: { row: FareTableRow; totalLabel: string; book: ReactNode }) {
  const hydrated = useHydrated()
  const id = `fare-${row.sailingDate}`
  const { open, toggle, detailsRef } = useRowOpen()
  const cells = FARE_PARTS.map(([key]) => `${id}-${key}`)
  return (
    <tr className="offer-row offer-row--fare" data-js={hydrated || undefined} data-open={open || undefined} data-sailing={row.sailingDate}>
      <th scope="row" className="offer-row__head">
        <span className="offer-row__head-text">{row.dateLabel}</span>
        <RowToggle open={open} onToggle={toggle} controls={cells.join(' ')} detailsRef={detailsRef}>
          {row.dateLabel}
        </RowToggle>
      </th>
      {FARE_PARTS.map(([key, label], index) => (
        <td key={key} id={cells[index]} className="offer-row__fold offer-row__money" data-label={label}>
          {row[key]}
        </td>
      ))}
      <td className="offer-row__money offer-row__total" data-label={totalLabel}>
        {row.total}
      </td>
      <td className="offer-row__action">{book}</td>
    </tr>
  )
}
