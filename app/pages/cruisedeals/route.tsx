import { type AppLoadContext, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useLoaderData, useSearchParams } from 'react-router'

import { OfferCard } from '~/components/offer-card'
import { Carousel, NoSailingNote, PageSection, ScrollRow } from '~/components/ui'
import { getSiteSettings, withDraftGaps } from '~/lib/content/content.server'
import { readPageDocument } from '~/lib/content/detail.server'
import { getDeals } from '~/lib/content/lists.server'
import { LEAD_QUERY } from '~/lib/leads/forms/fields'
import { leadFormHeaders, leadFormSetup } from '~/lib/leads/forms/page-setup.server'
import { SAILING_TEXTS } from '~/lib/sailings'
import { agencyToday } from '~/lib/sailings/clock.server'
import { metaTags } from '~/lib/seo'
import { loadPage } from '~/lib/seo/page.server'
import { shareImageUrl } from '~/lib/seo/share-image.server'
import { packageTrackStep } from '~/lib/ui'

import { BookingHub } from './components/booking-hub'
import { CruiseCalendar } from './components/calendar'
import { LastMinuteDealCard, OFFER_CARD_SIZES, PackageCardView } from './components/cards'
import { EnquiryInline, EnquiryProvider, EnquiryTrigger } from './components/enquiry'
import { cruiseDealsPageQuery } from './query'
import cruiseDealsStylesheet from './styles.css?url'
import { CAROUSEL_PERIOD_MS, ENQUIRY_ITEM_PARAM, enquiryItems, findEnquiryItem, type PackageView, shapeCruiseDeals, withEnquiryVariations } from './view'

// /cruisedeals: the hero, exclusive offers, last-minute deals, the package tracks and the
// booking engine's calendar, for the visitor's currency. view.ts shapes it; every Book Now
// (and the hero) opens the one deal enquiry with its item (components/enquiry.tsx).

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: cruiseDealsStylesheet }]

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { currency } = context.visitor
  const [{ meta }, page, deals, settings, setup] = await Promise.all([
    loadPage(request, 'cruiseDealsPage', '/cruisedeals'),
    readPageDocument('cruiseDealsPage', cruiseDealsPageQuery, { currency }),
    getDeals(),
    getSiteSettings(),
    leadFormSetup(request, { kind: 'deal-enquiry' }),
  ])
  const view = shapeCruiseDeals({ page, deals, engine: settings.bookingEngine, currency, today: agencyToday() })
  const inlineItem = findEnquiryItem(view, new URL(request.url).searchParams.get(ENQUIRY_ITEM_PARAM)) ?? null
  const hero = page.heroImage[currency]
  return data(
    withDraftGaps({
      view,
      leadForm: withEnquiryVariations(setup, enquiryItems(view)),
      inlineItem,
      meta: { ...meta, image: shareImageUrl(hero), imageAlt: hero.alt },
    }),
    { headers: leadFormHeaders(request) },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

function PackageTrack({
  id,
  heading,
  items,
  bookLabel,
  step,
}: {
  id: string
  heading: string
  items: PackageView[]
  bookLabel: string
  step: 'card' | typeof packageTrackStep
}) {
  return (
    <div className="deals-track-block">
      <ScrollRow
        id={id}
        label={heading}
        itemsName={`${heading} packages`}
        step={step}
        className="deals-track"
        header={
          <h3 id={`${id}-heading`} className="deals-track__heading">
            {heading}
          </h3>
        }
        items={items.map((card) => (
          <PackageCardView key={card.id} card={card} bookLabel={bookLabel} />
        ))}
      />
    </div>
  )
}

export default function CruiseDealsRoute() {
  const { view, leadForm, inlineItem } = useLoaderData<typeof loader>()
  const [searchParams] = useSearchParams()
  const { bookLabel, packages } = view
  const packageTracks = [
    { id: 'deals-land-fly-cruise', track: packages.landFlyCruise, step: packageTrackStep },
    { id: 'deals-land-cruise', track: packages.landCruise, step: packageTrackStep },
    { id: 'deals-fly-cruise-events', track: packages.flyCruiseEvents, step: 'card' as const },
  ].filter(({ track }) => track.items.length > 0)
  return (
    <EnquiryProvider setup={leadForm}>
      <header className="deals-intro">
        <div className="container">
          <h1 className="deals-intro__title">{view.title}</h1>
        </div>
      </header>

      <BookingHub hero={view.hero} slides={view.bookingHub} />

      <EnquiryInline setup={leadForm} item={inlineItem ?? undefined} show={searchParams.get(LEAD_QUERY.form) === 'deal-enquiry'} />

      <PageSection id="deals-offers-heading" heading={view.exclusiveOffers.heading} className="deals-section">
        <ul className="deals-offers" role="list">
          {view.exclusiveOffers.items.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} sizes={OFFER_CARD_SIZES} priority={index === 0} />
            </li>
          ))}
        </ul>
      </PageSection>

      {/* Not a landmark of its own: the carousel inside is the region, named like its heading. */}
      <section className="section section--tint deals-section">
        <div className="container">
          {view.lastMinute.items.length > 0 ? (
            <Carousel
              id="deals-last-minute"
              label={view.lastMinute.heading}
              itemsName="last minute deals"
              autoAdvanceMs={CAROUSEL_PERIOD_MS}
              visible={{ mobile: 1, desktop: 3 }}
              className="deals-row"
              header={
                <h2 id="deals-last-minute-heading" className="section__title">
                  {view.lastMinute.heading}
                </h2>
              }
              items={view.lastMinute.items.map((deal) => (
                <LastMinuteDealCard key={deal.id} deal={deal} bookLabel={bookLabel} />
              ))}
            />
          ) : (
            <>
              <h2 id="deals-last-minute-heading" className="section__title">
                {view.lastMinute.heading}
              </h2>
              <NoSailingNote action={<EnquiryTrigger className="button">{SAILING_TEXTS.enquire}</EnquiryTrigger>}>{SAILING_TEXTS.listClosed}</NoSailingNote>
            </>
          )}
        </div>
      </section>

      <PageSection id="deals-packages-heading" heading={packages.heading} className="deals-section">
        {/* The big tracks step 300 / 1300 px, the fly-cruise events one card; a track with no card (none for the currency, or all sailed) is left out. */}
        {packageTracks.length > 0 ? (
          packageTracks.map(({ id, track, step }) => (
            <PackageTrack key={id} id={id} heading={track.heading} items={track.items} bookLabel={bookLabel} step={step} />
          ))
        ) : (
          <NoSailingNote action={<EnquiryTrigger className="button">{SAILING_TEXTS.enquire}</EnquiryTrigger>}>{SAILING_TEXTS.listClosed}</NoSailingNote>
        )}
      </PageSection>

      <PageSection id="deals-calendar-heading" heading={view.calendar.heading} tint className="deals-section meets-footer">
        <CruiseCalendar calendar={view.calendar} />
      </PageSection>
    </EnquiryProvider>
  )
}
