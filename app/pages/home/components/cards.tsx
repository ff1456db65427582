import { Link } from 'react-router'

import { BookingLink } from '~/components/booking-link'
import { ContentImage } from '~/components/content-image'
import { DealCard, ROW_CARD_SIZES } from '~/components/deal-card'
import { CAROUSEL_SLIDE_SIZES, RatingStars } from '~/components/ui'

import type { BrandView, DealView, ItineraryTabView, LinkCard, NewsView, TestimonialView, ThemeView } from '../view'

// The cards of the home page's rows, carousels and grids. Images: width and height always set,
// lazy (none of these is above the fold), `sizes` matching the card's width in its layout.

/**
 * A hot deal: the shared deal card, whose Book Now goes to the booking engine and sets the chat
 * text; a deal waiting for new dates has Enquire Now instead, to its enquiry on /cruisedeals.
 */
export function HotDealCard({ deal, perPersonLabel }: { deal: DealView; perPersonLabel: string }) {
  const context = `${deal.ship}, ${deal.nights}`
  return (
    <DealCard
      deal={deal}
      perPersonLabel={perPersonLabel}
      action={
        deal.newDatesSoon ? (
          <Link to={deal.href} className="button deal-card__cta">
            {deal.cta}
            <span className="visually-hidden">{` – ${context}`}</span>
          </Link>
        ) : (
          <BookingLink href={deal.href} context={context} className="button deal-card__cta" chatText={deal.chatText}>
            {deal.cta}
          </BookingLink>
        )
      }
    />
  )
}

export function NewsCard({ item, readMoreLabel }: { item: NewsView; readMoreLabel: string }) {
  return (
    <article className="news-card">
      <ContentImage image={item.image} width={280} height={158} sizes={ROW_CARD_SIZES} widths={[280, 420, 560]} className="news-card__image" />
      <div className="news-card__body">
        <ContentImage image={item.platform.logo} width={88} height={24} className="news-card__platform" />
        <h3 className="news-card__title">{item.title}</h3>
        <div className="news-card__bottom">
          <a href={item.link} className="news-card__more" target="_blank" rel="noopener">
            {readMoreLabel}
            <span className="visually-hidden">{` – ${item.title} (on ${item.platform.name}, opens in a new tab)`}</span>
          </a>
          <time className="news-card__date" dateTime={item.date}>
            {item.dateLabel}
          </time>
        </div>
      </div>
    </article>
  )
}

export function DestinationCard({ card, buttonLabel }: { card: LinkCard; buttonLabel: string }) {
  return (
    <article className="photo-card">
      <ContentImage image={card.image} width={373} height={280} sizes={CAROUSEL_SLIDE_SIZES} widths={[320, 480, 640, 800]} className="photo-card__image" />
      <div className="photo-card__overlay">
        <h3 className="photo-card__title">{card.title}</h3>
        <BookingLink href={card.href} context={`${card.title} cruises`} className="button button--light">
          {buttonLabel}
        </BookingLink>
      </div>
    </article>
  )
}

export function BrandCard({ card, buttonLabel }: { card: BrandView; buttonLabel: string }) {
  return (
    <article className="brand-card">
      <ContentImage image={card.image} width={373} height={210} sizes={CAROUSEL_SLIDE_SIZES} widths={[320, 480, 640, 800]} className="brand-card__image" />
      <div className="brand-card__body">
        <ContentImage image={card.logo} width={120} height={40} className="brand-card__logo" />
        <h3 className="brand-card__name">{card.title}</h3>
        {card.offerText ? <p className="brand-card__offer">{card.offerText}</p> : null}
        <BookingLink href={card.href} context={`${card.title} cruises`} className="button button--ghost">
          {buttonLabel}
        </BookingLink>
      </div>
    </article>
  )
}

export function ThemeCard({ card, buttonLabel }: { card: ThemeView; buttonLabel: string }) {
  return (
    <article className="theme-card">
      <ContentImage image={card.image} width={373} height={260} sizes={CAROUSEL_SLIDE_SIZES} widths={[320, 480, 640, 800]} className="theme-card__image" />
      <div className="theme-card__body">
        <h3 className="theme-card__title">{card.title}</h3>
        <p className="theme-card__text">{card.content}</p>
        <BookingLink href={card.href} context={`${card.title} cruises`} className="button">
          {buttonLabel}
        </BookingLink>
      </div>
    </article>
  )
}

export function TestimonialCard({ item }: { item: TestimonialView }) {
  return (
    <article className="testimonial-card">
      <div className="testimonial-card__top">
        <ContentImage image={item.avatar} width={56} height={56} className="testimonial-card__avatar" />
        <div>
          <h3 className="testimonial-card__name">{item.name}</h3>
          <p className="testimonial-card__country">{item.country}</p>
        </div>
      </div>
      <RatingStars rating={item.rating} size={18} />
      <blockquote className="testimonial-card__text">
        <p>{item.text}</p>
      </blockquote>
      <p className="testimonial-card__trip">
        {`${item.destination} · ${item.ship} · `}
        <time dateTime={item.date}>{item.dateLabel}</time>
      </p>
    </article>
  )
}

export function ItineraryCard({ item, linkLabel }: { item: ItineraryTabView['items'][number]; linkLabel: string }) {
  return (
    <article className="itinerary-card">
      <ContentImage
        image={item.image}
        width={280}
        height={175}
        sizes="(min-width: 1024px) 280px, (min-width: 600px) 45vw, calc(100vw - 2rem)"
        widths={[280, 420, 560]}
        className="itinerary-card__image"
      />
      <div className="itinerary-card__body">
        <h3 className="itinerary-card__title">{item.title}</h3>
        <p className="itinerary-card__line">{item.cruiseLine}</p>
        <BookingLink href={item.href} context={item.title} className="button button--ghost">
          {linkLabel}
        </BookingLink>
      </div>
    </article>
  )
}
