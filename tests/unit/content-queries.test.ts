// The shared content queries, run as the app runs them on the embedded dataset: what each returns
// for the content there is, and null (never another document) for what there is not. The words the
// agency's brief names are checked apart, in tests/brief/site-content.test.ts (ADR 44).
import { beforeAll, describe, expect, it } from 'vitest'

import { PAGE_TYPES, pageQuery, routedDocumentQuery, routedSlugsQuery, type SiteSettings, siteSettingsQuery } from '~/lib/content/queries'
import { CURRENCIES } from '~/lib/currency'

import { runSeedQuery } from '../support/seed'
import { seedDocumentsOf } from '../support/seed-documents'

interface RoutedSeedDocument {
  slug: { current: string }
}

/** The seed's published offer pages and articles, by slug: what the site routes. */
const routed = (type: 'offerPage' | 'blogPost') =>
  seedDocumentsOf<RoutedSeedDocument>(type)
    .filter((document) => !document._id.startsWith('drafts.'))
    .map((document) => document.slug.current)
const OFFER_SLUGS = routed('offerPage')
const BLOG_SLUGS = routed('blogPost')
const [FIRST_OFFER = 'no offer in the seed'] = OFFER_SLUGS
const [FIRST_ARTICLE = 'no article in the seed'] = BLOG_SLUGS

/** A slug with every letter's case swapped: the routes are case-sensitive. */
const caseFlipped = (slug: string) => [...slug].map((letter) => (letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase())).join('')

describe('siteSettingsQuery', () => {
  let settings: SiteSettings
  beforeAll(async () => {
    settings = await runSeedQuery(siteSettingsQuery)
  })

  it('has a support phone and a booking site id for every currency', () => {
    for (const currency of CURRENCIES) {
      expect(settings.supportPhones[currency]).toMatch(/^\+\d[\d ]+$/)
      expect(settings.bookingEngine.siteIds[currency]).toBeGreaterThan(0)
    }
    expect(new URL(settings.bookingEngine.host).protocol).toBe('https:')
  })

  it('gives each navigation entry its own key, and a booking link a search instead of a path', () => {
    const keys = settings.navigation.map((item) => item._key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const item of settings.navigation) {
      if (item._type === 'navBookingLink') {
        expect(item.search).toBeTruthy()
        expect(item).not.toHaveProperty('path')
      } else {
        expect(item.path).toMatch(/^\//)
      }
    }
    for (const link of settings.footerColumns.flatMap((column) => column.links)) expect(link.path).toMatch(/^\//)
  })

  it('has https social links and two different logos with their sizes', () => {
    for (const link of settings.socialBranches.flatMap((branch) => branch.links)) {
      expect(new URL(link.url).protocol).toBe('https:')
    }
    for (const logo of [settings.logo, settings.footerLogo]) {
      expect(logo.alt.length).toBeGreaterThan(0)
      expect(logo.asset.url).toMatch(/^\/cdn\/images\//)
      expect(logo.asset.width).toBeGreaterThan(0)
      expect(logo.asset.height).toBeGreaterThan(0)
    }
    expect(settings.logo.asset._id).not.toBe(settings.footerLogo.asset._id)
  })

  it('rejects a result that does not match the schema', () => {
    expect(() => siteSettingsQuery.parse(null)).toThrow()
    expect(() => siteSettingsQuery.parse({ ...settings, supportPhones: { INR: '+91' } })).toThrow()
  })
})

describe('pageQuery', () => {
  it.each(PAGE_TYPES.map((type) => [type]))('returns %s with its title and seo', async (type) => {
    const page = await runSeedQuery(pageQuery, { type })
    expect(page?._type).toBe(type)
    expect(page?.title.length).toBeGreaterThan(0)
    expect(page?.seo.title.length).toBeGreaterThan(0)
    expect(page?.seo.description.length).toBeGreaterThan(0)
    expect(Array.isArray(page?.keywords)).toBe(true)
  })

  it('returns null for an unknown, empty or mis-cased type', async () => {
    expect(await runSeedQuery(pageQuery, { type: 'nopePage' })).toBeNull()
    expect(await runSeedQuery(pageQuery, { type: '' })).toBeNull()
    expect(await runSeedQuery(pageQuery, { type: PAGE_TYPES[0].toUpperCase() })).toBeNull()
  })
})

describe('routedDocumentQuery', () => {
  it('the seed routes offers and articles', () => {
    expect(OFFER_SLUGS.length).toBeGreaterThan(0)
    expect(BLOG_SLUGS.length).toBeGreaterThan(0)
  })

  it.each(OFFER_SLUGS.map((slug) => [slug]))('returns the offer page %s with its ship and nights', async (slug) => {
    const document = await runSeedQuery(routedDocumentQuery, { slug })
    if (document?._type !== 'offerPage') throw new Error(`${slug}: not an offer page`)
    expect(document.slug).toBe(slug)
    expect(document.ship.length).toBeGreaterThan(0)
    expect(document.nights).toBeGreaterThan(0)
    expect(document.seo.title.length).toBeGreaterThan(0)
  })

  it.each(BLOG_SLUGS.map((slug) => [slug]))('returns the blog post %s', async (slug) => {
    const document = await runSeedQuery(routedDocumentQuery, { slug })
    if (document?._type !== 'blogPost') throw new Error(`${slug}: not a blog post`)
    expect(document.slug).toBe(slug)
    expect(document.title.length).toBeGreaterThan(0)
    expect(document.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(document.readTime).toBeGreaterThan(0)
    expect(document.excerpt.length).toBeGreaterThan(0)
    expect(document).not.toHaveProperty('ship')
  })

  it.each([
    ['unknown slug', 'no-such-page'],
    ['empty slug', ''],
    ['case-mismatched blog slug', caseFlipped(FIRST_ARTICLE)],
    ['case-mismatched offer slug', caseFlipped(FIRST_OFFER)],
    ['page singleton id', 'homePage'],
    ['slug with a leading slash', `/${FIRST_ARTICLE}`],
  ])('returns null for an %s', async (_label, slug) => {
    expect(await runSeedQuery(routedDocumentQuery, { slug })).toBeNull()
  })
})

describe('routedSlugsQuery', () => {
  it('lists every published offer and article, articles first, each sorted by slug', async () => {
    const slugs = await runSeedQuery(routedSlugsQuery)
    const blog = slugs.filter((entry) => entry._type === 'blogPost').map((entry) => entry.slug)
    const offers = slugs.filter((entry) => entry._type === 'offerPage').map((entry) => entry.slug)
    expect(slugs).toHaveLength(BLOG_SLUGS.length + OFFER_SLUGS.length)
    expect(blog).toEqual([...BLOG_SLUGS].sort())
    expect(offers).toEqual([...OFFER_SLUGS].sort())
    expect(slugs.slice(0, blog.length).every((entry) => entry._type === 'blogPost')).toBe(true)
  })

  it('every listed slug resolves through routedDocumentQuery', async () => {
    for (const { _type, slug } of await runSeedQuery(routedSlugsQuery)) {
      expect((await runSeedQuery(routedDocumentQuery, { slug }))?._type).toBe(_type)
    }
  })
})
