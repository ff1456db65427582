import type { ReactNode } from 'react'

import { HydrateLater } from '~/components/ui'

/** Turns a heading into an element id: 'Hot Deals' -> 'hot-deals-heading'. */
const headingId = (heading: string) =>
  `${
    heading
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  }-heading`

interface HomeSectionProps {
  heading: string
  intro?: string
  /** Extra modifier class, e.g. 'home-section--tinted'. */
  className?: string
  /** Links or controls shown under the section's content, centred (e.g. 'View All News'). */
  actions?: ReactNode
  /** Below the first screen: layout and paint wait until it nears the viewport (content-visibility). */
  deferred?: boolean
  children: ReactNode
}

/** A home page section: a landmark named by its centred h2, an optional intro, then its content. Hydrated apart from the rest of the page. */
export function HomeSection({ heading, intro, className, actions, deferred = false, children }: HomeSectionProps) {
  const id = headingId(heading)
  return (
    <HydrateLater>
      <section className={['home-section', deferred ? 'home-section--deferred' : null, className].filter(Boolean).join(' ')} aria-labelledby={id}>
        <div className="container">
          <header className="home-section__header">
            <h2 id={id} className="home-section__heading">
              {heading}
            </h2>
            {intro ? <p className="home-section__intro">{intro}</p> : null}
          </header>
          {children}
          {actions ? <div className="home-section__actions">{actions}</div> : null}
        </div>
      </section>
    </HydrateLater>
  )
}
