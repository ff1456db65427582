import { Link } from 'react-router'

import { ContentImage } from '~/components/content-image'
import { Price } from '~/components/ui'
import type { OfferCardView } from '~/lib/pages/cards/offer-card'
import { SAILING_TEXTS } from '~/lib/sailings'

// The one card of an offer page (styles/offer-card.css): home's special offers and /cruisedeals'
// exclusive offers. Its link opens the offer page: Book Now, or Enquire Now once every sailing has
// left (the page then offers its enquiry).

export function OfferCard({
  offer,
  sizes,
  priority = false,
}: {
  offer: OfferCardView
  /** The card's width in its list's layout (`sizes` of its picture). */
  sizes: string
  /** The first card where it is a phone's largest paint on first view: its picture loads at once. */
  priority?: boolean
}) {
  return (
    <article className="offer-card">
      <div className="offer-card__media">
        <ContentImage
          image={offer.image}
          width={574}
          height={359}
          sizes={sizes}
          widths={[400, 574, 800, 1148]}
          priority={priority}
          className="offer-card__image"
        />
        {offer.badge ? <span className="badge offer-card__badge">{offer.badge}</span> : null}
      </div>
      <div className="offer-card__body">
        <h3 className="offer-card__title">{offer.title}</h3>
        <p className="offer-card__ship">{offer.ship}</p>
        <p className="offer-card__route">{offer.route}</p>
        <div className="offer-card__bottom">
          {offer.price ? (
            <Price amount={offer.price} label={offer.priceLabel} suffix={offer.perPersonLabel} className="offer-card__price" />
          ) : (
            <p className="offer-card__price">{SAILING_TEXTS.newDatesSoon}</p>
          )}
          <Link to={offer.href} prefetch="intent" className="button">
            {offer.actionLabel}
            <span className="visually-hidden">{` – ${offer.title}`}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
