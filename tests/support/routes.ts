// Every public route of the route table with the heading its page shows, read from the seed.
import { seedDocument, seedDocumentsOf } from './seed-documents'

export interface PublicRoute {
  path: string
  heading: string
  /** The navigation link that is highlighted on this page, if any. */
  navLabel?: string
  canonicalPath: string
}

interface NavItem {
  _type: 'navLink' | 'navBookingLink'
  label: string
  path?: string
  badge?: string
}
const siteSettings = seedDocument<{
  navigation: NavItem[]
  footerColumns: Array<{ links: NavItem[] }>
  brandName: string
  productName: string
  supportPhones: Record<'INR' | 'SGD', string>
  bookingEngine: { host: string; searchPath: string; siteIds: Record<'USD' | 'SGD' | 'INR', number> }
}>('siteSettings')

/** The agency's name, which ends every page title. */
export const BRAND_NAME = siteSettings.brandName
/** Its short name, which every page title names (a long one ends with it instead of the whole name). */
export const PRODUCT_NAME = siteSettings.productName
/** The booking engine's origin, and the address of its search (before the query string). */
export const BOOKING_HOST = siteSettings.bookingEngine.host
export const BOOKING_SEARCH_URL = `${siteSettings.bookingEngine.host}${siteSettings.bookingEngine.searchPath}`

/** The header's links, in their order, as the site settings give them. */
export const NAVIGATION: readonly NavItem[] = siteSettings.navigation
/** The footer's links to pages of this site. */
export const FOOTER_LINKS: readonly NavItem[] = siteSettings.footerColumns.flatMap((column) => column.links)

/** The label of the header's link to a path (the link highlighted on that page). */
export const navLabelOf = (path: string) => NAVIGATION.find((item) => item.path === path)?.label

const page = (path: string, heading: string, canonicalPath = path): PublicRoute => ({
  path,
  heading,
  navLabel: navLabelOf(canonicalPath),
  canonicalPath,
})

/** A page's heading: its one document's title in the seed. */
const titleOf = (id: string) => seedDocument<{ title: string }>(id).title

/** The seed's offer pages, each at /{slug}. */
export const OFFER_ROUTES: PublicRoute[] = seedDocumentsOf<{ title: string; slug: { current: string } }>('offerPage').map((offer) =>
  page(`/${offer.slug.current}`, offer.title),
)

export const PAGE_ROUTES: PublicRoute[] = [
  page('/', titleOf('homePage')),
  page('/home', titleOf('homePage'), '/'),
  page('/cruisedeals', titleOf('cruiseDealsPage')),
  page('/contact', titleOf('contactPage')),
  page('/about', titleOf('aboutPage')),
  page('/asego-insurance', titleOf('insurancePage')),
  page('/singapore-cruise', titleOf('singaporePage')),
  page('/media', titleOf('mediaPage')),
  page('/blog', titleOf('blogPage')),
  page('/privacy-policy', titleOf('privacyPolicy')),
  ...OFFER_ROUTES,
]

/** The seed's articles, newest first (posts of one day by id, as the Previous chain runs). */
export const ARTICLE_ROUTES: PublicRoute[] = seedDocumentsOf<{ title: string; slug: { current: string }; publishedAt: string }>('blogPost')
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b._id.localeCompare(a._id))
  .map((post) => page(`/${post.slug.current}`, post.title))

export const ALL_ROUTES = [...PAGE_ROUTES, ...ARTICLE_ROUTES]

/** The routes with a page of their own: not those that show another route's page (/home lands on /). */
export const DISTINCT_PAGE_ROUTES = ALL_ROUTES.filter((route) => route.canonicalPath === route.path)

/** The heading the page at `path` shows. */
export const headingOf = (path: string) => {
  const route = ALL_ROUTES.find((candidate) => candidate.path === path)
  if (!route) throw new Error(`No public route ${path}`)
  return route.heading
}

/** The support lines the chrome shows: India's (INR and USD visitors) and Singapore's. */
export const SUPPORT_PHONES = { india: siteSettings.supportPhones.INR, singapore: siteSettings.supportPhones.SGD } as const
/** The booking engine's site id of each currency, as its links carry it. */
export const SITE_IDS = {
  USD: String(siteSettings.bookingEngine.siteIds.USD),
  SGD: String(siteSettings.bookingEngine.siteIds.SGD),
  INR: String(siteSettings.bookingEngine.siteIds.INR),
} as const
