// Request A Quote for /$slug, loaded lazily so the blog articles (same route) ship none of the form
// code. On the server the module is loaded once at start and then handed to React.lazy as an
// already-settled thenable, so the form renders in the first HTML, not streamed in later behind a
// script: visitors without JavaScript (and crawlers) get it in place.
import { lazy, Suspense, type ComponentProps } from 'react'

type OfferQuoteModule = typeof import('./offer-quote')

let loaded: OfferQuoteModule | undefined
const load = () =>
  import('./offer-quote').then((module) => {
    loaded = module
    return module
  })

if (typeof document === 'undefined') void load()

const LazyOfferQuote = lazy(() =>
  loaded
    ? // A thenable that settles at once: React.lazy then resolves without suspending.
      ({ then: (resolve: (module: OfferQuoteModule) => void) => resolve(loaded as OfferQuoteModule) } as unknown as Promise<OfferQuoteModule>)
    : load(),
)

export function OfferQuoteLazy(props: ComponentProps<OfferQuoteModule['default']>) {
  return (
    <Suspense fallback={null}>
      <LazyOfferQuote {...props} />
    </Suspense>
  )
}
