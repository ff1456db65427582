import type { ReactNode } from 'react'

import { BookingLink } from '~/components/booking-link'
import { ContentImage } from '~/components/content-image'
import { LEAD_FORM_TEXTS } from '~/components/forms'
import { Carousel } from '~/components/ui'

import { BOOKING_HUB_LABELS, BOOKING_HUB_PERIOD_MS, type CruiseDealsView } from '../view'
import { EnquiryTrigger } from './enquiry'

// The top of /cruisedeals: the hero banner for the visitor's currency, which opens the enquiry,
// and the booking hub's banners after it (a carousel every 4 s, wrapping, no arrow-key
// handling of its own; its buttons are ordinary buttons). Without hub banners it is the hero alone.

const BANNER = {
  width: 1600,
  height: 600,
  sizes: '(min-width: 1600px) 1600px, 100vw',
  widths: [640, 960, 1280, 1600, 2400],
}

function Banner({ image, priority, children }: { image: CruiseDealsView['hero']['image']; priority: true | 'low'; children: ReactNode }) {
  return (
    <div className="deals-hero">
      <ContentImage
        image={image}
        width={BANNER.width}
        height={BANNER.height}
        priority={priority}
        sizes={BANNER.sizes}
        widths={BANNER.widths}
        className="deals-hero__image"
      />
      {children}
    </div>
  )
}

function HeroBanner({ hero }: { hero: CruiseDealsView['hero'] }) {
  return (
    // The page's LCP image; a click anywhere on it opens the enquiry.
    <Banner image={hero.image} priority>
      {/* The trigger covers the whole picture; the pill is what it shows. */}
      <EnquiryTrigger className="deals-hero__cta" describedBy="deals-hero-label">
        <span className="deals-hero__pill">{LEAD_FORM_TEXTS['deal-enquiry'].title}</span>
      </EnquiryTrigger>
      <p id="deals-hero-label" className="visually-hidden">
        {hero.label}
      </p>
    </Banner>
  )
}

export function BookingHub({ hero, slides }: { hero: CruiseDealsView['hero']; slides: CruiseDealsView['bookingHub'] }) {
  if (slides.length === 0) return <HeroBanner hero={hero} />
  return (
    <Carousel
      id="deals-hub"
      label={BOOKING_HUB_LABELS.name}
      itemsName={BOOKING_HUB_LABELS.items}
      visible={{ mobile: 1, desktop: 1 }}
      autoAdvanceMs={BOOKING_HUB_PERIOD_MS}
      className="deals-hub"
      items={[
        <HeroBanner key="hero" hero={hero} />,
        ...slides.map((slide) => (
          // The banners after the hero: fetched after it, which is the page's LCP image.
          <Banner key={slide.id} image={slide.image} priority="low">
            <BookingLink href={slide.href} className="deals-hero__cta">
              <span className="deals-hero__pill">{slide.label}</span>
            </BookingLink>
          </Banner>
        )),
      ]}
    />
  )
}
