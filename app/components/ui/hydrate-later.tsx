import { type ReactNode, Suspense } from 'react'

/**
 * A part of a long page that the browser hydrates in a render and commit of its own, after the
 * rest of the page. React 18 leaves a Suspense boundary's server HTML in place when it hydrates
 * the page and hydrates the boundary later at a low priority (at once if the visitor interacts
 * with it first, replaying the event), so a long page hydrates in short tasks instead of one
 * commit that walks every section. Nothing inside suspends: the fallback is never shown (ADR 35).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
