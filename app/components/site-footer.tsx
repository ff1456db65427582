import { Link } from 'react-router'

import type { ImageUrlConfig } from '~/lib/content'
import type { SiteChrome } from '~/lib/pages/site'

import { ContentImage } from './content-image'

export function SiteFooter({ chrome }: { chrome: SiteChrome; imageConfig: ImageUrlConfig }) {
  const { footer } = chrome
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to="/" prefetch="intent">
            <ContentImage image={chrome.footerLogo} width={176} height={38} />
          </Link>
          <p>{footer.blurb}</p>
        </div>
        {footer.columns.map((column) => (
          <nav key={column.key} className="site-footer__column" aria-label={column.title}>
            <h2 className="site-footer__heading">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link to={link.href} prefetch="intent">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__social">
          {footer.socialBranches.map((branch) => (
            <div key={branch.key}>
              <h2 className="site-footer__heading">Follow us in {branch.branch}</h2>
              <ul className="social-links">
                {branch.links.map((link) => (
                  <li key={link.key}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="visually-hidden">
                        {' '}
                        ({chrome.brandName} {branch.branch}, opens in a new tab)
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <p className="site-footer__copyright container">{footer.copyright}</p>
    </footer>
  )
}
