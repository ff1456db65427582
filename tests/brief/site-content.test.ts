// The brief's check (`npm run check:brief`, not a step of `npm test`): the site settings, the
// pages' titles and the routed articles and offers hold the words the agency's brief names. How
// the queries behave for any content is tests/unit/content-queries.test.ts (ADR 44).
import { beforeAll, describe, expect, it } from 'vitest'

import { PAGE_TYPES, pageQuery, routedDocumentQuery, routedSlugsQuery, type SiteSettings, siteSettingsQuery } from '~/lib/content/queries'

import blogPostsSource from '../../seed/source/blog-posts.mjs'
import { published } from '../../seed/source/season.mjs'
import { runSeedQuery } from '../support/seed'
import { BRIEF_ARTICLES } from './articles'

// The eleven blog routes, newest first.
const BLOG_SLUGS = BRIEF_ARTICLES
const OFFER_SLUGS = ['ovation-3-night-penang-cruise', 'ovation-4-night-penang-phuket-cruise'] as const

describe('siteSettingsQuery', () => {
  let settings: SiteSettings
  beforeAll(async () => {
    settings = await runSeedQuery(siteSettingsQuery)
  })

  it('has the brand', () => {
    expect(settings.brandName).toBe('Harbourline Cruises')
    expect(settings.productName).toBe('Harbourline')
    expect(settings.tagline).toBe('Trusted Cruise Experts in Asia')
  })

  it('has a support phone per currency (India for INR and USD, Singapore for SGD)', () => {
    expect(settings.supportPhones).toEqual({ INR: '+91 22 6123 4567', USD: '+91 22 6123 4567', SGD: '+65 6123 4567' })
    expect(settings.chatNumber).toBe('+65 8123 4567')
    expect(settings.bookingEmail).toBe('bookings@harbourline.example')
  })

  it('has the booking engine with a site id per currency', () => {
    expect(settings.bookingEngine).toEqual({
      host: 'https://booking.harbourline.example',
      searchPath: '/swift/cruise',
      siteIds: { USD: 1228312, SGD: 1227501, INR: 1237318 },
    })
  })

  it('has the eight navigation entries in order, the booking link among them', () => {
    expect(settings.navigation.map((item) => item.label)).toEqual([
      'Home',
      'Cruise Deals',
      'Cruise from Singapore',
      'Land + Cruises',
      'Cruise Insurance',
      'Blog',
      'About Us',
      'Contact Us',
    ])
    const keys = settings.navigation.map((item) => item._key)
    expect(new Set(keys).size).toBe(keys.length)

    const booking = settings.navigation.filter((item) => item._type === 'navBookingLink')
    expect(booking).toHaveLength(1)
    expect(booking[0]).toMatchObject({
      _type: 'navBookingLink',
      label: 'Land + Cruises',
      search: { transport: 'landcruise', sortColumn: 'price', sortOrder: 'asc', destinations: [], cruiseLines: [] },
    })
    expect(booking[0]).not.toHaveProperty('path')

    const paths = Object.fromEntries(settings.navigation.flatMap((item) => (item._type === 'navLink' ? [[item.label, item.path]] : [])))
    expect(paths).toEqual({
      Home: '/',
      'Cruise Deals': '/cruisedeals',
      'Cruise from Singapore': '/singapore-cruise',
      'Cruise Insurance': '/asego-insurance',
      Blog: '/blog',
      'About Us': '/about',
      'Contact Us': '/contact',
    })
  })

  it("puts the 'New' badge exactly on Cruise Deals, Cruise from Singapore and Cruise Insurance", () => {
    const badged = settings.navigation.filter((item) => item.badge !== undefined)
    expect(badged.map((item) => [item.label, item.badge])).toEqual([
      ['Cruise Deals', 'New'],
      ['Cruise from Singapore', 'New'],
      ['Cruise Insurance', 'New'],
    ])
  })

  it('has the two footer columns with the required links', () => {
    expect(settings.footerColumns.map((column) => ({ title: column.title, links: column.links.map(({ label, path }) => [label, path]) }))).toEqual([
      {
        title: 'Company',
        links: [
          ['About', '/about'],
          ['Contact', '/contact'],
          ['Newsroom', '/media'],
          ['Blog', '/blog'],
        ],
      },
      {
        title: 'Cruises',
        links: [
          ['Cruise Deals', '/cruisedeals'],
          ['Privacy Policy', '/privacy-policy'],
          ['Cruise Insurance', '/asego-insurance'],
        ],
      },
    ])
    expect(settings.footerBlurb).toMatch(/Harbourline Cruises/)
    expect(settings.copyright).toMatch(/^© 2025 /)
  })

  it('has the Singapore and India social branches', () => {
    expect(settings.socialBranches.map((branch) => [branch.branch, branch.links.map((link) => link.platform)])).toEqual([
      ['Singapore', ['facebook', 'instagram']],
      ['India', ['facebook', 'instagram', 'linkedin', 'youtube']],
    ])
    for (const link of settings.socialBranches.flatMap((branch) => branch.links)) {
      expect(new URL(link.url).protocol).toBe('https:')
    }
  })

  it('has the logos with alt text, urls and positive dimensions', () => {
    for (const logo of [settings.logo, settings.footerLogo]) {
      expect(logo.alt).toBe('Harbourline Cruises')
      expect(logo.asset._id).toMatch(/^image-[0-9a-f]{40}-220x48-svg$/)
      expect(logo.asset.url).toMatch(/^\/cdn\/images\/embedded\/seed\/[0-9a-f]{40}-220x48\.svg$/)
      expect(logo.asset.width).toBe(220)
      expect(logo.asset.height).toBe(48)
    }
    expect(settings.logo.asset._id).not.toBe(settings.footerLogo.asset._id)
  })
})

describe('pageQuery', () => {
  const TITLES: Record<(typeof PAGE_TYPES)[number], string> = {
    homePage: 'Search For Cruise',
    cruiseDealsPage: 'Cruise Deals',
    contactPage: 'Contact Us',
    aboutPage: 'About Us',
    insurancePage: 'Travel with Peace of Mind – Powered by ASEGO',
    singaporePage: 'Cruise from Singapore',
    mediaPage: 'Newsroom',
    blogPage: 'Blog',
    privacyPolicy: 'Privacy Policy',
  }

  it('lists the nine page types', () => {
    expect([...PAGE_TYPES].sort()).toEqual(Object.keys(TITLES).sort())
  })

  it.each(PAGE_TYPES.map((type) => [type]))('returns %s with its title and seo', async (type) => {
    const page = await runSeedQuery(pageQuery, { type })
    expect(page).not.toBeNull()
    expect(page?._type).toBe(type)
    expect(page?.title).toBe(TITLES[type])
    if (type === 'homePage') {
      // 'Book Cruises Online' followed by the trusted-cruise-experts-in-Asia tagline.
      expect(page?.seo.title).toBe('Book Cruises Online | Trusted Cruise Experts in Asia')
    } else {
      expect(page?.seo.title).toContain('Harbourline Cruises')
    }
    expect(page?.seo.description.length).toBeGreaterThan(40)
    expect(Array.isArray(page?.keywords)).toBe(true)
  })

  it('carries keywords and lastUpdated where the seed has them', async () => {
    const home = await runSeedQuery(pageQuery, { type: 'homePage' })
    expect(home?.keywords).toContain('book cruises online')
    expect(home?.lastUpdated).toBeUndefined()
    const privacy = await runSeedQuery(pageQuery, { type: 'privacyPolicy' })
    expect(privacy?.lastUpdated).toBe('2026-11-27')
    expect(privacy?.keywords).toEqual([])
  })
})

describe('routedDocumentQuery', () => {
  it('lists the same eleven blog slugs as the seed source', () => {
    const sourceSlugs = (blogPostsSource as Array<{ slug: { current: string } }>).map((post) => post.slug.current)
    expect(sourceSlugs).toEqual([...BLOG_SLUGS])
  })

  it('returns the 3 night offer page', async () => {
    expect(await runSeedQuery(routedDocumentQuery, { slug: 'ovation-3-night-penang-cruise' })).toEqual({
      _type: 'offerPage',
      title: '3 Night Penang Cruise',
      slug: 'ovation-3-night-penang-cruise',
      ship: 'Ovation of the Seas',
      nights: 3,
      seo: {
        title: '3 Night Penang Cruise on Ovation of the Seas | Harbourline Cruises',
        description: expect.stringContaining('Penang'),
      },
    })
  })

  it('returns the design placeholders for the named blog routes', async () => {
    const pick = async (slug: string) => {
      const document = await runSeedQuery(routedDocumentQuery, { slug })
      if (document?._type !== 'blogPost') throw new Error(`${slug}: not a blog post`)
      return [document.category, document.publishedAt]
    }
    // Dated in the seed's season: the day each was written, moved with the sailings.
    expect(await pick('Ovation-of-the-Seas-Ship-Guide')).toEqual(['Ship and Brand', published('2025-07-31')])
    expect(await pick('Japan-Cruise-FAQ')).toEqual(['Destination', published('2025-06-04')])
    expect(await pick('Singapore-Cruise-Guide')).toEqual(['Destination', published('2025-05-25')])
  })
})

describe('routedSlugsQuery', () => {
  it('returns the 13 routed slugs, blog posts first, each sorted by slug', async () => {
    const slugs = await runSeedQuery(routedSlugsQuery)
    expect(slugs).toHaveLength(13)
    expect(slugs.filter((entry) => entry._type === 'offerPage').map((entry) => entry.slug)).toEqual([...OFFER_SLUGS])
    const blog = slugs.filter((entry) => entry._type === 'blogPost').map((entry) => entry.slug)
    expect([...blog].sort()).toEqual([...BLOG_SLUGS].sort())
    expect(blog).toEqual([...BLOG_SLUGS].sort())
    expect(slugs.slice(0, 11).every((entry) => entry._type === 'blogPost')).toBe(true)
  })
})
