import type { ReactElement } from 'react'
import { ContentImage } from '~/components/content-image'
import type { PartnerLogo } from '~/lib/content'
import type { DealView, HomeView, ItineraryTabView, LinkCard, NewsView, BrandView, TestimonialView, ThemeView } from '~/lib/home'
import { BrandCard, DestinationCard, HotDealCard, ItineraryCard, NewsCard, TestimonialCard, ThemeCard } from './cards'

// The home page's lists of cards, each card as the page renders it. The route renders them from
// data on client-side navigations; the server renders them once per shaped view and a document
// request carries only their ids (ADR 17). Both go through these functions, so both give the same
// HTML. A card here must not need a route's context, an event handler of its own (the chat text of
// Book Now is a data attribute read by one listener) or useId (each card is its own React tree, so
// ids must come from content: see RatingStars' id).

/** Spec 2.5: the news cards' button. */
const READ_MORE = 'Read More'

export const homeCards = {
  deal: (view: HomeView, deal: DealView) => <HotDealCard deal={deal} currency={view.currency} perPersonLabel={view.deals.perPersonLabel} />,
  news: (_view: HomeView, item: NewsView) => <NewsCard item={item} readMoreLabel={READ_MORE} />,
  destination: (view: HomeView, card: LinkCard) => <DestinationCard card={card} buttonLabel={view.destinations.buttonLabel} />,
  brand: (view: HomeView, card: BrandView) => <BrandCard card={card} buttonLabel={view.brands.buttonLabel} />,
  theme: (view: HomeView, card: ThemeView) => <ThemeCard card={card} buttonLabel={view.feeling.buttonLabel} />,
  testimonial: (_view: HomeView, item: TestimonialView) => <TestimonialCard item={item} />,
  itinerary: (view: HomeView, item: ItineraryTabView['items'][number]) => <ItineraryCard item={item} linkLabel={view.itineraries.linkLabel} />,
  /** Inside its numbered list item (li.step). */
  step: (view: HomeView, step: HomeView['steps']['items'][number]) => (
    <>
      <span className="step__number" aria-hidden="true">
        {view.steps.items.indexOf(step) + 1}
      </span>
      <ContentImage image={step.icon} width={72} height={72} className="step__icon" />
      <h3 className="step__heading">{step.heading}</h3>
      <p className="step__text">{step.text}</p>
    </>
  ),
  /** Inside its list item (li.benefit). */
  benefit: (_view: HomeView, benefit: HomeView['benefits']['items'][number]) => (
    <>
      <ContentImage image={benefit.icon} width={64} height={64} className="benefit__icon" />
      <h3 className="benefit__heading">{benefit.heading}</h3>
      <p className="benefit__text">{benefit.content}</p>
    </>
  ),
  /** A partner's logo, in each of the marquee's two copies of its row. */
  partner: (_view: HomeView, partner: PartnerLogo) => <ContentImage image={partner.logo} width={150} height={50} />,
}

/** The list name of a row of partner logos. */
export const partnerList = (row: number) => `partners-${row}`

/** The list name of an itinerary tab's cards. */
export const itineraryList = (tab: Pick<ItineraryTabView, 'id'>) => `itineraries-${tab.id}`

export interface CardList {
  list: string
  cards: Array<{ id: string; element: () => ReactElement }>
}

const cardList = <T extends { id: string }>(list: string, cards: readonly T[], render: (card: T) => ReactElement): CardList => ({
  list,
  cards: cards.map((card) => ({ id: card.id, element: () => render(card) })),
})

/** Every list of cards of a home view that the server prerenders. */
export function homeCardLists(view: HomeView): CardList[] {
  return [
    cardList('deals', view.deals.items, (deal) => homeCards.deal(view, deal)),
    cardList('news', view.news.items, (item) => homeCards.news(view, item)),
    cardList('destinations', view.destinations.items, (card) => homeCards.destination(view, card)),
    cardList('brands', view.brands.items, (card) => homeCards.brand(view, card)),
    cardList('feeling', view.feeling.items, (card) => homeCards.theme(view, card)),
    cardList('testimonials', view.testimonials.items, (item) => homeCards.testimonial(view, item)),
    ...view.itineraries.tabs.map((tab) => cardList(itineraryList(tab), tab.items, (item) => homeCards.itinerary(view, item))),
    cardList('steps', view.steps.items, (step) => homeCards.step(view, step)),
    cardList('benefits', view.benefits.items, (benefit) => homeCards.benefit(view, benefit)),
    ...view.partners.rows.map((row, index) => cardList(partnerList(index), row.map((partner) => ({ ...partner, id: partner._id })), (partner) => homeCards.partner(view, partner))),
  ]
}

/** The view without the cards of `homeCardLists`: what a document request carries besides their ids. */
export function withoutCards(view: HomeView): HomeView {
  return {
    ...view,
    deals: { ...view.deals, items: [] },
    news: { ...view.news, items: [] },
    destinations: { ...view.destinations, items: [] },
    brands: { ...view.brands, items: [] },
    feeling: { ...view.feeling, items: [] },
    testimonials: { ...view.testimonials, items: [] },
    itineraries: { ...view.itineraries, tabs: view.itineraries.tabs.map((tab) => ({ ...tab, items: [] })) },
    steps: { ...view.steps, items: [] },
    benefits: { ...view.benefits, items: [] },
    partners: { ...view.partners, rows: view.partners.rows.map(() => []) },
  }
}
