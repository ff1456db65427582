import { type AppLoadContext, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Link, useLoaderData } from 'react-router'

import { BookingLink } from '~/components/booking-link'
import { ContentImage } from '~/components/content-image'
import { PromoModal, PromoSection } from '~/components/forms'
import { OfferCard } from '~/components/offer-card'
import { Carousel, HydrateLater, NoSailingNote, ScrollRow, Tabs } from '~/components/ui'
import { ArrowIcon } from '~/components/ui/icons'
import { withDraftGaps } from '~/lib/content/content.server'
import { enquiryHref } from '~/lib/leads/forms/enquiry-link'
import { leadFormHeaders, loadPromoForm } from '~/lib/leads/forms/page-setup.server'
import { SAILING_TEXTS } from '~/lib/sailings'
import { metaTags } from '~/lib/seo'
import { firstFrameAfter } from '~/lib/ui/first-frame'

import { loadHome } from './answer.server'
import { BrandCard, DestinationCard, HotDealCard, ItineraryCard, NewsCard, TestimonialCard, ThemeCard } from './components/cards'
import { Hero } from './components/hero'
import { PartnersMarquee } from './components/partners-marquee'
import { HomeSection } from './components/section'
import homeStylesheet from './styles.css?url'

// The home page, sections in the required order (docs/requirements.md, Home page). The loader
// reads and shapes everything on the server (view.ts): booking links for the visitor's currency,
// the campaign's hero and deal order, formatted dates. Nothing is fetched in the browser.

/** What follows the hero: the first frame waits for it, so the hero's centred search card is whole. */
const CAMPAIGN_BANNER_ID = 'campaign-banner'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: homeStylesheet }, firstFrameAfter(CAMPAIGN_BANNER_ID)]

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const [home, promo] = await Promise.all([loadHome(request, context), loadPromoForm(request, context.visitor.currency)])
  return data(withDraftGaps({ ...home, promo }), { headers: leadFormHeaders(request) })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

/**
 * Deal and news cards: 280 px plus the rows' 20 px gap (ui.css, from 768 px) is one 300 px arrow
 * step, so a step lands exactly on the next card's snap point.
 */
const ROW_CARD_WIDTH = 'min(82%, 280px)'

/** The news cards' button. */
const READ_MORE = 'Read More'

/** The special offers' width: the page's width on phones, half of it (560 px at most) from 768 px. */
const SPECIAL_OFFER_SIZES = '(min-width: 768px) 560px, calc(100vw - 2rem)'

export default function HomeRoute() {
  const { view, promo } = useLoaderData<typeof loader>()
  return (
    <>
      <Hero view={view} />

      {/* 2. Campaign banner: the picture, and in words what it offers and where it goes */}
      <div id={CAMPAIGN_BANNER_ID} className="campaign-banner container">
        <BookingLink href={view.banner.href} className="campaign-banner__link">
          <ContentImage
            image={view.banner.image}
            // The words below say what the picture offers: it is not read out a second time.
            decorative
            width={1168}
            height={292}
            sizes="(min-width: 1200px) 1168px, calc(100vw - 2rem)"
            widths={[480, 768, 1168, 1600, 2336]}
            className="campaign-banner__image"
          />
          <span className="campaign-banner__words">
            <span className="campaign-banner__heading">{view.banner.heading}</span>
            <span className="campaign-banner__cta">
              {view.banner.linkLabel}
              <ArrowIcon />
            </span>
          </span>
        </BookingLink>
      </div>

      {/* 3. Hot deals: every deal once; the row loops by scrolling */}
      <HomeSection heading={view.deals.heading} intro={view.deals.intro} className="home-section--deals">
        {view.deals.items.length > 0 ? (
          <ScrollRow
            label={view.deals.heading}
            itemsName="deals"
            step={300}
            loop
            itemWidth={ROW_CARD_WIDTH}
            items={view.deals.items.map((deal) => (
              <HotDealCard key={deal.id} deal={deal} perPersonLabel={view.deals.perPersonLabel} />
            ))}
          />
        ) : (
          <NoSailingNote
            action={
              <Link to={enquiryHref('/cruisedeals', '')} className="button">
                {SAILING_TEXTS.enquire}
              </Link>
            }
          >
            {SAILING_TEXTS.listClosed}
          </NoSailingNote>
        )}
      </HomeSection>

      {/* 4. Latest News */}
      <HomeSection
        deferred
        heading={view.news.heading}
        intro={view.news.intro}
        className="home-section--tinted"
        actions={
          <Link to={view.news.viewAllPath} prefetch="intent" className="button button--ghost">
            {view.news.viewAllLabel}
          </Link>
        }
      >
        <ScrollRow
          label={view.news.heading}
          itemsName="news"
          step={300}
          itemWidth={ROW_CARD_WIDTH}
          items={view.news.items.map((item) => (
            <NewsCard key={item.id} item={item} readMoreLabel={READ_MORE} />
          ))}
        />
      </HomeSection>

      {/* 5. Pick Your Perfect Destinations */}
      <HomeSection deferred heading={view.destinations.heading} intro={view.destinations.intro}>
        <Carousel
          label="Destinations"
          itemsName="destinations"
          autoAdvanceMs={5000}
          pauseAfterInteractionMs={7000}
          items={view.destinations.items.map((card) => (
            <DestinationCard key={card.id} card={card} buttonLabel={view.destinations.buttonLabel} />
          ))}
        />
      </HomeSection>

      {/* 6. Brands Making Waves */}
      <HomeSection deferred heading={view.brands.heading} intro={view.brands.intro} className="home-section--tinted">
        <Carousel
          label="Cruise line offers"
          itemsName="cruise line offers"
          autoAdvanceMs={6000}
          items={view.brands.items.map((card) => (
            <BrandCard key={card.id} card={card} buttonLabel={view.brands.buttonLabel} />
          ))}
        />
      </HomeSection>

      {/* 7. Your Cruise Is Just A Click Away */}
      <HomeSection deferred heading={view.steps.heading} intro={view.steps.intro}>
        <ol className="steps" role="list">
          {view.steps.items.map((step, index) => (
            <li key={step.id} className="step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <ContentImage image={step.icon} width={72} height={72} className="step__icon" />
              <h3 className="step__heading">{step.heading}</h3>
              <p className="step__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </HomeSection>

      {/* 8. Cruise Is A Feeling */}
      <HomeSection deferred heading={view.feeling.heading} intro={view.feeling.intro} className="home-section--tinted">
        <Carousel
          label="Cruise themes"
          itemsName="cruise themes"
          autoAdvanceMs={5000}
          swipeThreshold={50}
          items={view.feeling.items.map((card) => (
            <ThemeCard key={card.id} card={card} buttonLabel={view.feeling.buttonLabel} />
          ))}
        />
      </HomeSection>

      {/* 9. What Sets Us Apart */}
      <HomeSection deferred heading={view.benefits.heading} intro={view.benefits.intro}>
        <ul className="benefits" role="list">
          {view.benefits.items.map((benefit) => (
            <li key={benefit.id} className="benefit">
              <ContentImage image={benefit.icon} width={64} height={64} className="benefit__icon" />
              <h3 className="benefit__heading">{benefit.heading}</h3>
              <p className="benefit__text">{benefit.content}</p>
            </li>
          ))}
        </ul>
      </HomeSection>

      {/* 10. Testimonials for the visitor's currency, then Our Partners */}
      <HomeSection deferred heading={view.testimonials.heading} intro={view.testimonials.intro} className="home-section--tinted">
        <ul className="testimonials" role="list">
          {view.testimonials.items.map((item) => (
            <li key={item.id}>
              <TestimonialCard item={item} />
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection deferred heading={view.partners.heading} intro={view.partners.intro} className="home-section--partners">
        <PartnersMarquee
          rows={view.partners.rows.map((row) => row.map((partner) => <ContentImage key={partner._id} image={partner.logo} width={150} height={50} />))}
          label={view.partners.heading}
        />
      </HomeSection>

      {/* 11. Special offers from Singapore */}
      <HomeSection deferred heading={view.specialOffers.heading} intro={view.specialOffers.intro} className="home-section--tinted">
        <ul className="offers" role="list">
          {view.specialOffers.cards.map((card) => (
            <li key={card.id}>
              <OfferCard offer={card} sizes={SPECIAL_OFFER_SIZES} />
            </li>
          ))}
        </ul>
      </HomeSection>

      {/* 12. Itineraries by length (3-nights first) */}
      <HomeSection deferred heading={view.itineraries.heading} intro={view.itineraries.intro}>
        <Tabs
          id="itineraries"
          label={`${view.itineraries.heading}, by length`}
          defaultTabId={view.itineraries.defaultTabId}
          className="itinerary-tabs"
          tabs={view.itineraries.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            panel: (
              <ul className="itineraries" role="list">
                {tab.items.map((item) => (
                  <li key={item.id}>
                    <ItineraryCard item={item} linkLabel={view.itineraries.linkLabel} />
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
      </HomeSection>

      {/* 13. The promo sign-up (lead forms) and its automatic pop-up */}
      <HydrateLater>
        <PromoSection data={promo} />
      </HydrateLater>
      <PromoModal data={promo} />
    </>
  )
}
