import { Link } from 'react-router'

import { NEW_TAB_NOTE } from '~/components/booking-link'
import { ContentImage } from '~/components/content-image'
import { ArrowIcon } from '~/components/ui/icons'

import type { HomeView } from '../view'
import { SearchWidget } from './search-widget'

/**
 * The hero: 87vh, the campaign's picture for the visitor's currency (the page's
 * LCP element: eager, high priority), a link over the whole picture to the campaign's search (or
 * /cruisedeals), and 'Search For Cruise' (the page's one h1) with the search in a card above it.
 */
export function Hero({ view }: { view: HomeView }) {
  const { hero, search } = view
  const label = (
    <span className="hero__link-label">
      {hero.link.label}
      <ArrowIcon />
    </span>
  )
  return (
    <section className="hero" aria-labelledby="hero-heading">
      {hero.image ? (
        <ContentImage
          image={hero.image}
          priority
          // Fetched first, but decoded off the main thread: a large scene must not block a slow phone.
          decoding="async"
          sizes="100vw"
          widths={[640, 960, 1280, 1600, 1920, 2560]}
          className="hero__image"
        />
      ) : null}
      {hero.link.external ? (
        <a className="hero__link" href={hero.link.href} target="_blank" rel="noopener">
          {label}
          <span className="visually-hidden">{NEW_TAB_NOTE}</span>
        </a>
      ) : (
        <Link className="hero__link" to={hero.link.href} prefetch="intent">
          {label}
        </Link>
      )}
      <div className="hero__content container">
        <div className="hero__panel">
          <h1 id="hero-heading" className="hero__heading">
            {view.title}
          </h1>
          <SearchWidget widget={search.widget} form={search.form} engine={search.engine} currency={view.currency} />
        </div>
      </div>
    </section>
  )
}
