import type { ReactNode } from 'react'

export interface PageSectionProps {
  /** Id of the heading, which names the section (aria-labelledby); also the target of in-page links. */
  id: string
  heading: ReactNode
  /** A line under the heading. */
  intro?: ReactNode
  /** The sand background that sets a section apart from its neighbours. */
  tint?: boolean
  /** A page's own modifier (e.g. more room from 768 px). */
  className?: string
  children: ReactNode
}

/** A page section (the inner pages' counterpart of the home page's HomeSection): a landmark named by its h2. */
export function PageSection({ id, heading, intro, tint = false, className, children }: PageSectionProps) {
  const classes = ['section', tint ? 'section--tint' : null, className].filter(Boolean).join(' ')
  return (
    <section className={classes} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section__title">
          {heading}
        </h2>
        {intro ? <p className="section__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}
