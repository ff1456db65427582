import { Link } from '@remix-run/react'
import { ContentImage } from '~/components/content-image'
import { useSetChatText } from '~/components/chat-link'
import { Price, RatingStars } from '~/components/ui'
import type { CurrencyCode } from '~/lib/currency'
import type { BrandView, DealView, ItineraryTabView, LinkCard, NewsView, SpecialOfferView, TestimonialView, ThemeView } from '~/lib/home'
import { BookingLink } from './section'

// The cards of the home page's rows, carousels and grids. Images: width and height always set,
// lazy (none of these is above the fold), `sizes` matching the card's width in its layout.

/** A card in a scroll row: min(82%, 280px) of the row, 280 px from 768 px up (with the 20 px gap, one 300 px arrow step). */
export const ROW_CARD_SIZES = '(min-width: 768px) 280px, 82vw'
/** A carousel slide: the whole row under 768 px, a third of the container (max 1200 px) above. */
export const SLIDE_SIZES = '(min-width: 1200px) 373px, (min-width: 768px) calc((100vw - 5rem) / 3), calc(100vw - 2rem)'

/** A safe CSS colour from content (#rgb, #rrggbb), else undefined (the stylesheet's default). */
function badgeBackground(colour: string | undefined): string | undefined {
  return colour && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour) ? colour : undefined
}

export function DealCard({ deal, currency, perPersonLabel }: { deal: DealView; currency: CurrencyCode; perPersonLabel: string }) {
  const setChatText = useSetChatText()
  return (
    <article className="deal-card" data-deal-group={deal.title}>
      <div className="deal-card__media">
        <ContentImage image={deal.image} width={280} height={175} sizes={ROW_CARD_SIZES} widths={[280, 420, 560]} className="deal-card__image" />
        {deal.badge ? (
          <span className="badge deal-card__badge" style={{ backgroundColor: badgeBackground(deal.badgeColor) }}>
            {deal.badge}
          </span>
        ) : null}
      </div>
      <div className="deal-card__body">
        <div className="deal-card__top">
          <p className="deal-card__group">{deal.title}</p>
          <ContentImage image={deal.brand.logo} width={96} height={32} className="deal-card__logo" />
        </div>
        <h3 className="deal-card__ship">{deal.ship}</h3>
        <p className="deal-card__when">
          <span className="deal-card__nights">{deal.nights}</span> <span aria-hidden="true">·</span> {deal.dates}
        </p>
        <p className="deal-card__route">
          {deal.route}
          {deal.route2 ? (
            <>
              <br />
              {deal.route2}
            </>
          ) : null}
        </p>
        <div className="deal-card__bottom">
          <Price amount={deal.price} currency={currency} label={deal.priceLabel} suffix={perPersonLabel} className="deal-card__price" />
          <p className="deal-card__cabin">({deal.cabin})</p>
          <BookingLink href={deal.href} context={`${deal.ship}, ${deal.nights}`} className="button deal-card__cta" onClick={() => setChatText(deal.chatText)}>
            {deal.cta}
          </BookingLink>
        </div>
      </div>
    </article>
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
            <span className="visually-hidden">
              {` – ${item.title} (on ${item.platform.name}, opens in a new tab)`}
            </span>
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
      <ContentImage image={card.image} width={373} height={280} sizes={SLIDE_SIZES} widths={[320, 480, 640, 800]} className="photo-card__image" />
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
      <ContentImage image={card.image} width={373} height={210} sizes={SLIDE_SIZES} widths={[320, 480, 640, 800]} className="brand-card__image" />
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
      <ContentImage image={card.image} width={373} height={260} sizes={SLIDE_SIZES} widths={[320, 480, 640, 800]} className="theme-card__image" />
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
        {item.destination} · {item.ship} ·{' '}
        <time dateTime={item.date}>{item.dateLabel}</time>
      </p>
    </article>
  )
}

export function SpecialOfferCardView({ card, currency }: { card: SpecialOfferView; currency: CurrencyCode }) {
  return (
    <article className="offer-card">
      <div className="offer-card__media">
        <ContentImage image={card.image} width={560} height={350} sizes="(min-width: 768px) 560px, calc(100vw - 2rem)" widths={[400, 560, 800, 1120]} className="offer-card__image" />
        {card.badge ? <span className="badge offer-card__badge">{card.badge}</span> : null}
      </div>
      <div className="offer-card__body">
        <h3 className="offer-card__title">{card.title}</h3>
        <p className="offer-card__ship">{card.ship}</p>
        <p className="offer-card__route">{card.route}</p>
        <div className="offer-card__bottom">
          <Price amount={card.price} currency={currency} label={card.priceLabel} className="offer-card__price" />
          <Link to={card.path} prefetch="intent" className="button">
            {card.ctaLabel}
            <span className="visually-hidden">{` – ${card.title}`}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}

export function ItineraryCard({ item, linkLabel }: { item: ItineraryTabView['items'][number]; linkLabel: string }) {
  return (
    <article className="itinerary-card">
      <ContentImage image={item.image} width={280} height={175} sizes="(min-width: 1024px) 280px, (min-width: 600px) 45vw, calc(100vw - 2rem)" widths={[280, 420, 560]} className="itinerary-card__image" />
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
