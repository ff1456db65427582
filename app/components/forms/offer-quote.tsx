// Request A Quote on an offer page (spec 2: offer pages). Its own module so that /$slug, which also
// renders the blog articles, loads the form code only for offer pages (React.lazy there): the
// articles' JavaScript budget (110 KB) has no room for a form they never show.
import type { LeadFormSetup } from '~/lib/leads/form-spec'

import { LeadFormButton } from './lead-form-modal'

export default function OfferQuote({ setup, title }: { setup: LeadFormSetup; title: string }) {
  return (
    <section className="lead-section">
      <div className="container lead-section__actions">
        <LeadFormButton setup={setup} label="Request A Quote" instance="quote" subtitle={title} />
      </div>
    </section>
  )
}
