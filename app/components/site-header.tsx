import { Link } from 'react-router'

import type { ImageUrlConfig } from '~/lib/content'
import type { SiteChrome } from '~/lib/pages/site'
import type { VisitorInfo } from '~/lib/pages/site/root-data'

import { ContentImage } from './content-image'
import { CurrencySwitcher } from './currency-switcher'
import { MobileMenu } from './mobile-menu'
import { NavLinks } from './nav-links'

export function SiteHeader({ chrome, visitor }: { chrome: SiteChrome; visitor: VisitorInfo; imageConfig: ImageUrlConfig }) {
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/" className="site-logo" prefetch="intent">
          <ContentImage image={chrome.logo} width={176} height={38} priority />
        </Link>
        <nav aria-label="Main" className="site-nav">
          <NavLinks links={chrome.navigation} />
        </nav>
        <div className="site-header__tools">
          <a className="support-phone" href={chrome.supportPhone.href}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
              />
            </svg>
            <span className="support-phone__number">{chrome.supportPhone.display}</span>
          </a>
          <CurrencySwitcher currency={visitor.currency} />
          <MobileMenu links={chrome.navigation} supportPhone={chrome.supportPhone} />
        </div>
      </div>
    </header>
  )
}
