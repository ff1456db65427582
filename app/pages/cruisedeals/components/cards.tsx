import { ContentImage } from '~/components/content-image'
import { DealCard } from '~/components/deal-card'
import { CAROUSEL_SLIDE_SIZES, Price } from '~/components/ui'
import { SAILING_TEXTS } from '~/lib/sailings'

import { CARD_LABELS, type LastMinuteDealView, type PackageView } from '../view'
import { EnquiryTrigger } from './enquiry'

// The cards of /cruisedeals. Images: width and height always set, lazy (below the hero) except the first exclusive offer's,
// `sizes` matching the card's width in its layout (cruisedeals.css).

/** Package tracks: 284 px cards under 768 px, a third of the 1300 px step (413 px) above. */
const PACKAGE_CARD_SIZES = '(min-width: 768px) 414px, 284px'
/** Exclusive offers (the shared offer card): one column on phones, two from 768 px. */
export const OFFER_CARD_SIZES = '(min-width: 1200px) 574px, (min-width: 768px) calc(50vw - 2rem), calc(100vw - 2rem)'

/** Book Now: the visible label, and hidden words naming the item (every card has one). */
function BookNow({ label, name }: { label: string; name: string }) {
  return (
    <>
      {label}
      <span className="visually-hidden">{` – ${name}`}</span>
    </>
  )
}

/** A last-minute deal: the shared deal card in a carousel slide, its Book Now (or Enquire Now, waiting for new dates) opening the enquiry. */
export function LastMinuteDealCard({ deal, bookLabel }: { deal: LastMinuteDealView; bookLabel: string }) {
  return (
    <DealCard
      deal={deal}
      perPersonLabel={CARD_LABELS.perPerson}
      sizes={CAROUSEL_SLIDE_SIZES}
      action={
        <EnquiryTrigger item={deal.enquiry} className="button deal-card__cta">
          <BookNow label={deal.newDatesSoon ? SAILING_TEXTS.enquire : bookLabel} name={deal.enquiry.title} />
        </EnquiryTrigger>
      }
    />
  )
}

/** The package fields in the required order; a field content leaves empty is left out. */
function packageFacts(card: PackageView): Array<[string, string]> {
  const facts: Array<[string, string | undefined]> = [
    [CARD_LABELS.itinerary, card.itinerary],
    [CARD_LABELS.date, card.dateLabel],
    [CARD_LABELS.hotel, card.hotel],
    [CARD_LABELS.sightseeing, card.sightseeing],
    [CARD_LABELS.transfers, card.transfers],
    [CARD_LABELS.flight, card.flight],
    [CARD_LABELS.ship, card.ship],
  ]
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]))
}

export function PackageCardView({ card, bookLabel }: { card: PackageView; bookLabel: string }) {
  const title = card.eventName ?? card.name
  return (
    <article className="deals-card deals-card--package" data-package-id={card.id}>
      <div className="deals-card__media">
        <ContentImage image={card.image} width={414} height={259} sizes={PACKAGE_CARD_SIZES} widths={[284, 414, 568, 828]} className="deals-card__image" />
        <span className="badge deals-card__badge deals-card__nights">{`${card.nights} ${CARD_LABELS.nights}`}</span>
      </div>
      <div className="deals-card__body">
        <h4 className="deals-card__title">{title}</h4>
        {card.eventName ? <p className="deals-card__group">{card.name}</p> : null}
        <dl className="deals-facts">
          {packageFacts(card).map(([label, value]) => (
            <div key={label} className="deals-facts__row">
              <dt>{label}</dt>
              <dd>{label === CARD_LABELS.date && !card.newDatesSoon ? <time dateTime={card.date}>{value}</time> : value}</dd>
            </div>
          ))}
        </dl>
        <div className="deals-card__bottom">
          <Price amount={card.price} label={CARD_LABELS.priceFrom} suffix={CARD_LABELS.perPerson} className="deals-card__price" />
          <EnquiryTrigger item={card.enquiry} className="button deals-card__cta">
            <BookNow label={card.newDatesSoon ? SAILING_TEXTS.enquire : bookLabel} name={title} />
          </EnquiryTrigger>
        </div>
      </div>
    </article>
  )
}
