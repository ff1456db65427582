// Where routed documents and page singletons live on the site, shared by the site (sitemap) and
// the Studio (slug rules, Presentation). It imports nothing from sanity.
import { PREVIEW_DATE_PARAM } from '../app/lib/preview/preview-date'

/**
 * First path segments the app itself serves (app/routes, static /build and /cdn). A slug equal to
 * one of these would be shadowed by the app's own page, so it is refused (compared
 * case-insensitively). A unit test fails when app/routes gains a top-level route missing here.
 */
export const RESERVED_ROOT_SEGMENTS = [
  'about',
  'api',
  'apple-touch-icon-precomposed.png',
  'apple-touch-icon.png',
  'asego-insurance',
  'blog',
  'build',
  'cdn',
  'contact',
  'cruisedeals',
  'favicon.ico',
  'healthz',
  'home',
  'media',
  'privacy-policy',
  'robots.txt',
  'singapore-cruise',
  'sitemap.xml',
  'unsubscribe',
] as const

/**
 * Where each page singleton is published. The site's sitemap and the Studio's
 * Presentation tool read this one table. /home is not here: its canonical is /.
 */
export const PAGE_PATHS = {
  homePage: '/',
  cruiseDealsPage: '/cruisedeals',
  contactPage: '/contact',
  aboutPage: '/about',
  insurancePage: '/asego-insurance',
  singaporePage: '/singapore-cruise',
  mediaPage: '/media',
  blogPage: '/blog',
  privacyPolicy: '/privacy-policy',
} as const

/** A site path previewed as of `date` (YYYY-MM-DD): its own query kept, the date added. */
export function previewPathAsOf(path: string, date: string): string {
  const [pathname = '/', query = ''] = path.split('?', 2)
  const params = new URLSearchParams(query)
  params.set(PREVIEW_DATE_PARAM, date)
  return `${pathname}?${params.toString()}`
}

/** The Presentation tool's address for a site path (what the Studio's preview actions open). */
export const presentationPath = (path: string): string => `/presentation?preview=${encodeURIComponent(path)}`
