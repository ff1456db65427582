import { defineLocations, type DocumentLocation, type DocumentLocationResolvers, presentationTool } from 'sanity/presentation'

import { PAGE_PATHS } from '../content-model/routes'
import { siteUrl } from './env'

// The Presentation tool (ADR 12): the site in an iframe, opened through its preview-mode route
// (which checks the Studio's secret and switches the site to drafts), and, for each document, the
// pages that show it ("Used on N pages", and the links the 'Preview on site' action opens).

const page = (title: string, href: string): DocumentLocation => ({ title, href })

/** Where each routed document type is shown on the site. Pure: unit-tested against the seed. */
const locations: DocumentLocationResolvers = {
  deal: defineLocations({
    select: { ship: 'ship', nights: 'nights', hotDeal: 'hotDeal' },
    resolve: (deal) => ({
      locations: [
        page(`Home: Hot Deals${deal?.ship ? ` (${deal.ship}${deal.nights ? `, ${deal.nights}` : ''})` : ''}`, '/'),
        ...(deal?.hotDeal ? [page('Cruise Deals: Last Minute Deals', PAGE_PATHS.cruiseDealsPage)] : []),
      ],
    }),
  }),
  campaign: defineLocations({
    select: { name: 'name', utmValue: 'utmValue' },
    resolve: (campaign) =>
      campaign?.utmValue
        ? { locations: [page(`Home for ${campaign.name ?? campaign.utmValue}`, `/?utm_campaign=${encodeURIComponent(campaign.utmValue)}`)] }
        : { message: 'Give the campaign its utm_campaign value to see its home page.', tone: 'caution' },
  }),
  offerPage: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (offer) => ({
      locations: [
        ...(offer?.slug ? [page(offer.title ?? offer.slug, `/${offer.slug}`)] : []),
        page('Cruise Deals: Exclusive Offers', PAGE_PATHS.cruiseDealsPage),
        page('Home: Special offers from Singapore', PAGE_PATHS.homePage),
      ],
    }),
  }),
  blogPost: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (post) => ({
      locations: [...(post?.slug ? [page(post.title ?? post.slug, `/${post.slug}`)] : []), page('Blog', PAGE_PATHS.blogPage)],
    }),
  }),
  newsItem: { locations: [page('Newsroom', PAGE_PATHS.mediaPage), page('Home: Latest News', PAGE_PATHS.homePage)] },
  package: { locations: [page('Cruise Deals: Packages', PAGE_PATHS.cruiseDealsPage)] },
  landPackage: { locations: [page('Cruise from Singapore: Land Packages', PAGE_PATHS.singaporePage)] },
  teamMember: { locations: [page('About Us: Meet the Crew', PAGE_PATHS.aboutPage)] },
  siteSettings: { locations: [page('Every page (header, footer)', PAGE_PATHS.homePage)] },
  ...Object.fromEntries(Object.entries(PAGE_PATHS).map(([type, href]) => [type, { locations: [page(href === '/' ? 'Home' : href.slice(1), href)] }])),
}

export const presentation = presentationTool({
  previewUrl: {
    initial: siteUrl,
    previewMode: { enable: '/api/preview-mode/enable' },
  },
  resolve: { locations },
})
