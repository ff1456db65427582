import { seo } from './helpers.mjs'
import { homePageContent } from './home-page.mjs'

// Page singletons not (yet) in a module of their own. The page-detail singletons (deals,
// Singapore, about, contact, insurance, blog, privacy) are in detail-pages.mjs and
// privacy-policy.mjs, the offer pages in offer-pages.mjs.
const singleton = (_type, title, seoTitle, description, extra = {}) => ({
  _id: _type,
  _type,
  title,
  seo: seo(seoTitle, description),
  ...extra,
})

export default [
  singleton(
    'homePage',
    'Search For Cruise',
    'Book Cruises Online | Trusted Cruise Experts in Asia',
    'Book cruises online with Harbourline Cruises: hot deals on top cruise lines in INR, SGD or USD, free cancellation up to 90 days and zero service charge.',
    {
      keywords: ['book cruises online', 'cruise deals', 'cruise from Singapore', 'cruise packages from India', 'Royal Caribbean'],
      // Section texts of the home page (home-page.mjs).
      ...homePageContent,
    },
  ),
  singleton(
    'mediaPage',
    'Newsroom',
    'Newsroom | Harbourline Cruises',
    'Harbourline Cruises in the news: press coverage, announcements and cruise industry stories.',
  ),
]
