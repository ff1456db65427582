// Every public route of the route table with the heading its page shows, read from the seed.
import { seedDocument, seedDocumentsOf } from './seed-documents'

export interface PublicRoute {
  path: string
  heading: string
  /** The navigation link that is highlighted on this page, if any. */
  navLabel?: string
  canonicalPath: string
}

const page = (path: string, heading: string, navLabel?: string, canonicalPath = path): PublicRoute => ({
  path,
  heading,
  navLabel,
  canonicalPath,
})

/** A page's heading: its one document's title in the seed. */
const titleOf = (id: string) => seedDocument<{ title: string }>(id).title

export const PAGE_ROUTES: PublicRoute[] = [
  page('/', titleOf('homePage'), 'Home'),
  page('/home', titleOf('homePage'), 'Home', '/'),
  page('/cruisedeals', titleOf('cruiseDealsPage'), 'Cruise Deals'),
  page('/contact', titleOf('contactPage'), 'Contact Us'),
  page('/about', titleOf('aboutPage'), 'About Us'),
  page('/asego-insurance', titleOf('insurancePage'), 'Cruise Insurance'),
  page('/singapore-cruise', titleOf('singaporePage'), 'Cruise from Singapore'),
  page('/media', titleOf('mediaPage')),
  page('/blog', titleOf('blogPage'), 'Blog'),
  page('/privacy-policy', titleOf('privacyPolicy')),
  ...seedDocumentsOf<{ title: string; slug: { current: string } }>('offerPage').map((offer) => page(`/${offer.slug.current}`, offer.title)),
]

/** The seed's articles, newest first (posts of one day by id, as the Previous chain runs). */
export const ARTICLE_ROUTES: PublicRoute[] = seedDocumentsOf<{ title: string; slug: { current: string }; publishedAt: string }>('blogPost')
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b._id.localeCompare(a._id))
  .map((post) => page(`/${post.slug.current}`, post.title))

export const ALL_ROUTES = [...PAGE_ROUTES, ...ARTICLE_ROUTES]

/** The routes with a page of their own: not those that show another route's page (/home lands on /). */
export const DISTINCT_PAGE_ROUTES = ALL_ROUTES.filter((route) => route.canonicalPath === route.path)

const siteSettings = seedDocument<{ supportPhones: Record<'INR' | 'SGD', string>; bookingEngine: { siteIds: Record<'USD' | 'SGD' | 'INR', number> } }>(
  'siteSettings',
)
/** The support lines the chrome shows: India's (INR and USD visitors) and Singapore's. */
export const SUPPORT_PHONES = { india: siteSettings.supportPhones.INR, singapore: siteSettings.supportPhones.SGD } as const
/** The booking engine's site id of each currency, as its links carry it. */
export const SITE_IDS = {
  USD: String(siteSettings.bookingEngine.siteIds.USD),
  SGD: String(siteSettings.bookingEngine.siteIds.SGD),
  INR: String(siteSettings.bookingEngine.siteIds.INR),
} as const
