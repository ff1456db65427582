import blogPosts from './source/blog-posts.mjs'
import campaigns from './source/campaigns.mjs'
import cruiseLines from './source/cruise-lines.mjs'
import deals from './source/deals.mjs'
import detailPages from './source/detail-pages.mjs'
import formOptions from './source/form-options.mjs'
import homeCards from './source/home-cards.mjs'
import itineraries from './source/itineraries.mjs'
import landPackages from './source/land-packages.mjs'
import news from './source/news.mjs'
import offerPages from './source/offer-pages.mjs'
import packages from './source/packages.mjs'
import pages from './source/pages.mjs'
import privacyPolicy from './source/privacy-policy.mjs'
import siteSettings from './source/site-settings.mjs'
import team from './source/team.mjs'

/** Every seed document, checked for duplicate ids. */
export async function buildSeedDocuments() {
  const documents = [
    ...siteSettings,
    ...pages,
    ...blogPosts,
    // Page detail (issue 3): page singletons, offers, packages, team, form options.
    ...detailPages,
    ...privacyPolicy,
    ...offerPages,
    ...packages,
    ...landPackages,
    ...team,
    ...formOptions,
    // Home page (issue 3): deals, campaigns, cruise lines, cards, itineraries, news.
    ...deals,
    ...campaigns,
    ...cruiseLines,
    ...homeCards,
    ...itineraries,
    ...news,
  ]
  const seen = new Set()
  for (const document of documents) {
    if (seen.has(document._id)) throw new Error(`duplicate seed document id: ${document._id}`)
    seen.add(document._id)
  }
  return documents
}
