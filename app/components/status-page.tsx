import { Link } from 'react-router'

import { useRootData } from '~/lib/pages/site/root-data'

import { PageIntro } from './page-intro'

/** The not-found and error pages: a clear message inside the normal chrome, with ways onward. */
export function StatusPage({ code, title, message }: { code: number; title: string; message: string }) {
  const phone = useRootData()?.chrome.supportPhone
  return (
    <>
      <PageIntro title={title}>
        <p className="page-intro__lead">
          <span className="status-code">Error {code}.</span> {message}
        </p>
      </PageIntro>
      <div className="container status-actions">
        <Link className="button" to="/">
          Back to the home page
        </Link>
        <Link className="button button--ghost" to="/cruisedeals">
          See cruise deals
        </Link>
        {phone ? (
          <a className="button button--ghost" href={phone.href}>
            Call {phone.display}
          </a>
        ) : null}
      </div>
    </>
  )
}
