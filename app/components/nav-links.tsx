import { Link, useLocation } from 'react-router'

import { type ChromeLink, isCurrentPath } from '~/lib/pages/site'

/** The main navigation list, shared by the header bar and the mobile menu. */
export function NavLinks({ links, onNavigate }: { links: ChromeLink[]; onNavigate?: () => void }) {
  const { pathname } = useLocation()
  return (
    <ul className="nav-links">
      {links.map((link) => {
        const badge = link.badge ? <span className="nav-badge">{link.badge}</span> : null
        if (link.external) {
          return (
            <li key={link.key}>
              <a href={link.href} className="nav-link" target="_blank" rel="noopener" onClick={onNavigate}>
                {link.label}
                {badge}
                <span className="visually-hidden"> (opens the booking site in a new tab)</span>
              </a>
            </li>
          )
        }
        const current = isCurrentPath(link.href, pathname)
        return (
          <li key={link.key}>
            <Link
              to={link.href}
              prefetch="intent"
              className={current ? 'nav-link is-current' : 'nav-link'}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              {link.label}
              {badge}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
