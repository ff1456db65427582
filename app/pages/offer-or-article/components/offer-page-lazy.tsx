// The offer page for /$slug, loaded lazily so the blog articles (same route) ship none of its code:
// the tables, the row disclosures and the lead form (the articles' JavaScript budget is 110 KB).
// On the server the module is loaded once at start and then handed to React.lazy as an
// already-settled thenable, so the page renders in the first HTML, not streamed in later behind a
// script: visitors without JavaScript (and crawlers) get it in place. In the browser React keeps
// the server's HTML until the chunk has arrived, then hydrates it.
import { type ComponentProps, lazy, Suspense } from 'react'

type OfferPageModule = typeof import('./offer-page')

let loaded: OfferPageModule | undefined
const load = () =>
  import('./offer-page').then((module) => {
    loaded = module
    return module
  })

if (typeof document === 'undefined') void load()

const LazyOfferPage = lazy(() =>
  loaded
    ? // A thenable that settles at once: React.lazy then resolves without suspending.
      ({ then: (resolve: (module: OfferPageModule) => void) => resolve(loaded as OfferPageModule) } as unknown as Promise<OfferPageModule>)
    : load(),
)

export function OfferPageLazy(props: ComponentProps<OfferPageModule['default']>) {
  return (
    <Suspense fallback={null}>
      <LazyOfferPage {...props} />
    </Suspense>
  )
}
