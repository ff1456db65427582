import type { ReactNode } from 'react'

import { ContentImage } from '~/components/content-image'
import { Price } from '~/components/ui'
import type { DealCardFacts } from '~/lib/pages/cards/deal-card'

// The one deal card (styles/deal-card.css): home's hot deals row and /cruisedeals' last-minute
// carousel. The page decides what Book Now does (the booking engine on home, the enquiry on
// /cruisedeals) and passes it as `action`.

/** A card in a scroll row (deals, news): min(82%, 280px) of the row, 280 px from 768 px up. */
export const ROW_CARD_SIZES = '(min-width: 768px) 280px, 82vw'

/** A safe CSS colour from content (#rgb, #rrggbb), else undefined (the stylesheet's default). */
function badgeBackground(colour: string | undefined): string | undefined {
  return colour && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour) ? colour : undefined
}

export function DealCard({
  deal,
  perPersonLabel,
  action,
  sizes = ROW_CARD_SIZES,
}: {
  deal: DealCardFacts
  perPersonLabel: string
  /** Book Now, with the class `button deal-card__cta`. */
  action: ReactNode
  /** The card's width in its layout (`sizes` of its picture). */
  sizes?: string
}) {
  return (
    <article className="deal-card" data-deal-id={deal.id} data-deal-group={deal.title}>
      <div className="deal-card__media">
        <ContentImage image={deal.image} width={280} height={175} sizes={sizes} widths={[280, 420, 560, 760]} className="deal-card__image" />
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
          <span className="deal-card__nights">{deal.nights}</span> <span aria-hidden="true">·</span>
          {` ${deal.dates}`}
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
          <Price amount={deal.price} label={deal.priceLabel} suffix={perPersonLabel} className="deal-card__price" />
          <p className="deal-card__cabin">{`(${deal.cabin})`}</p>
          {action}
        </div>
      </div>
    </article>
  )
}
