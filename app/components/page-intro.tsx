import type { ReactNode } from 'react'

/** The heading band every page opens with. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page-intro">
      <div className="container">
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  )
}
