import { Link } from 'react-router'

import { ChevronIcon } from '~/components/ui/icons'
import { pageHref, pagerEntries, type PagerOptions } from '~/lib/pagination'

export interface PagerProps extends PagerOptions {
  /** Path of the list (page 1); other pages add ?page=N. */
  path: string
  page: number
  pageCount: number
  /** Names the navigation landmark, e.g. "Newsroom pages". */
  label: string
}

/**
 * Previous / numbered / next links of a paged list. Plain links to ?page=N: they work without
 * JavaScript and crawlers follow them. Previous on the first page and Next on the last are not
 * links but disabled buttons (no dead links); the current page carries aria-current="page"; a dots
 * marker stands for pages left out.
 */
export function Pager({ path, page, pageCount, label, siblings, boundaries }: PagerProps) {
  if (pageCount <= 1) return null
  const edge = (direction: 'previous' | 'next') => {
    const target = direction === 'previous' ? page - 1 : page + 1
    const enabled = target >= 1 && target <= pageCount
    const text = direction === 'previous' ? 'Previous' : 'Next'
    const content = (
      <>
        <ChevronIcon direction={direction === 'previous' ? 'left' : 'right'} />
        <span className="pager__edge-label">{text}</span>
      </>
    )
    return enabled ? (
      <Link
        className={`pager__item pager__edge pager__edge--${direction}`}
        to={pageHref(path, target)}
        rel={direction === 'previous' ? 'prev' : 'next'}
        aria-label={`${text} page`}
      >
        {content}
      </Link>
    ) : (
      <button type="button" className={`pager__item pager__edge pager__edge--${direction}`} disabled aria-label={`${text} page`}>
        {content}
      </button>
    )
  }
  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__list">
        <li>{edge('previous')}</li>
        {pagerEntries(page, pageCount, { siblings, boundaries }).map((entry) =>
          entry.type === 'gap' ? (
            <li key={entry.key} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <Link
                className="pager__item pager__number"
                to={pageHref(path, entry.page)}
                aria-label={`Page ${entry.page}`}
                aria-current={entry.current ? 'page' : undefined}
              >
                {entry.page}
              </Link>
            </li>
          ),
        )}
        <li>{edge('next')}</li>
      </ul>
    </nav>
  )
}
