import type { ContentSourceMap } from '@sanity/client/csm'
import { jsonPath } from '@sanity/client/csm'
import { stegaClean, stegaEncodeSourceMap } from '@sanity/client/stega'
import { describe, expect, it } from 'vitest'

import { buildBookingUrl } from '~/lib/booking'
import { chatTextFor, dealOrderFor, orderDeals, resolveCampaign } from '~/lib/campaign'
import { EmbeddedBackend, type QueryParams, SanityBackend } from '~/lib/content/backends.server'
import type { SanityDocument } from '~/lib/content/dataset.server'
import type { MemoizedQuery } from '~/lib/content/memo.server'
import {
  campaignsQuery,
  dealsQuery,
  formOptionsQuery,
  newsItemsQuery,
  PAGE_TYPES,
  pageQuery,
  promoCodesQuery,
  promoSettingsQuery,
  routedDocumentQuery,
  searchWidgetQuery,
  sitemapQuery,
  siteSettingsQuery,
  testimonialsQuery,
} from '~/lib/content/queries'
import { embeddedSourceMap, encodeEmbeddedResult } from '~/lib/content/stega.server'
import { aboutPageQuery } from '~/pages/about/query'
import { insurancePageQuery } from '~/pages/asego-insurance/query'
import { blogIndexQuery } from '~/pages/blog/query'
import { contactPageQuery } from '~/pages/contact/query'
import { cruiseDealsPageQuery } from '~/pages/cruisedeals/query'
import { lastMinuteDeals } from '~/pages/cruisedeals/view'
import { homeContentQuery } from '~/pages/home/query'
import { blogPostDetailQuery, offerPageDetailQuery } from '~/pages/offer-or-article/query'
import { privacyPolicyQuery } from '~/pages/privacy-policy/query'
import { singaporePageQuery } from '~/pages/singapore-cruise/query'

import { SEED_PATH } from '../support/seed'

// Stega (ADR 12): preview content carries invisible edit markers for the Studio's overlays;
// public content never does, and nothing the code compares, links or sends carries one.

const STUDIO = 'http://localhost:3333'
const published = new EmbeddedBackend(SEED_PATH)
const drafts = new EmbeddedBackend(SEED_PATH, 'drafts')
const preview = new EmbeddedBackend(SEED_PATH, 'drafts', { studioUrl: STUDIO })

/** The invisible characters stega encodes with (zero-width space/joiners, BOM, word joiners…). */
const STEGA = /[\u200B-\u200D\u2060-\u2064\uFEFF]|\u{1D173}|\u{1D174}|\u{1D175}|\u{1D176}|\u{1D177}|\u{1D178}|\u{1D179}|\u{1D17A}/u
const hasStega = (value: unknown) => STEGA.test(JSON.stringify(value))

const run = async <T>(backend: EmbeddedBackend, query: MemoizedQuery<T>, params: QueryParams = {}) => query.parse(await backend.fetch(query.groq, params))

/** Every query the site runs, with the parameters a page would give it. */
const QUERIES: [string, MemoizedQuery<unknown>, QueryParams][] = [
  ['siteSettings', siteSettingsQuery, {}],
  ['page', pageQuery, { type: 'aboutPage' }],
  ['routedDocument', routedDocumentQuery, { slug: 'Best-Time-To-Cruise' }],
  ['sitemap', sitemapQuery, { pageTypes: [...PAGE_TYPES] }],
  ['blogPost', blogPostDetailQuery, { slug: 'Best-Time-To-Cruise' }],
  ['blogIndex', blogIndexQuery, {}],
  ['offerPage', offerPageDetailQuery, { slug: 'ovation-3-night-penang-cruise' }],
  ['cruiseDeals', cruiseDealsPageQuery, { currency: 'USD' }],
  ['singapore', singaporePageQuery, {}],
  ['about', aboutPageQuery, {}],
  ['contact', contactPageQuery, {}],
  ['privacy', privacyPolicyQuery, {}],
  ['insurance', insurancePageQuery, {}],
  ['formOptions', formOptionsQuery, {}],
  ['homeContent', homeContentQuery, {}],
  ['deals', dealsQuery, {}],
  ['campaigns', campaignsQuery, {}],
  ['news', newsItemsQuery, {}],
  ['testimonials', testimonialsQuery, { currency: 'INR' }],
  ['promoSettings', promoSettingsQuery, {}],
  ['promoCodes', promoCodesQuery, {}],
  ['searchWidget', searchWidgetQuery, {}],
]

describe('embeddedSourceMap', () => {
  const documents = new Map<string, SanityDocument>([
    [
      'deal-a',
      {
        _id: 'deal-a',
        _type: 'deal',
        ship: 'Ovation of the Seas',
        brand: { _type: 'reference', _ref: 'line-a' },
        fares: [
          { _key: 'k1', label: 'Inside' },
          { _key: 'k2', label: 'Balcony' },
        ],
      },
    ],
    ['line-a', { _id: 'line-a', _type: 'cruiseLine', name: 'Royal Caribbean' }],
  ])

  it('maps a string to the field it came from, following array keys and dereferenced documents', () => {
    const result = [
      { _id: 'deal-a', ship: 'Ovation of the Seas', fares: [{ _key: 'k2', label: 'Balcony' }], brand: { _id: 'line-a', name: 'Royal Caribbean' } },
    ]
    const map = embeddedSourceMap(result, documents)
    expect(map.documents).toEqual([
      { _id: 'deal-a', _type: 'deal' },
      { _id: 'line-a', _type: 'cruiseLine' },
    ])
    const at = (resultPath: string) => {
      const mapping = map.mappings[resultPath]
      if (!mapping || mapping.source.type !== 'documentValue') return undefined
      return `${map.documents[mapping.source.document]?._id} ${map.paths[mapping.source.path]}`
    }
    expect(at("$[0]['ship']")).toBe("deal-a $['ship']")
    expect(at("$[0]['fares'][0]['label']")).toBe("deal-a $['fares'][?(@._key=='k2')]['label']")
    expect(at("$[0]['brand']['name']")).toBe("line-a $['name']")
  })

  it('leaves out strings whose source is not certain: renamed, computed or outside any document', () => {
    const result = {
      title: 'Ovation of the Seas',
      deal: { _id: 'deal-a', vessel: 'Ovation of the Seas', ship: 'Ovation of the Seas, 3 Nights', brand: 'Royal Caribbean' },
    }
    expect(embeddedSourceMap(result, documents).mappings).toEqual({})
  })

  it('encodes an edit link to the Studio that cleans back to the exact text', () => {
    const [encoded] = encodeEmbeddedResult([{ _id: 'deal-a', ship: 'Ovation of the Seas' }], documents, { studioUrl: STUDIO })
    expect(encoded?.ship).not.toBe('Ovation of the Seas')
    expect(hasStega(encoded)).toBe(true)
    expect(stegaClean(encoded?.ship)).toBe('Ovation of the Seas')
  })
})

describe('stega only in preview', () => {
  it.each(QUERIES)('%s: published and drafts content carry no marker; parsed preview content does', async (_name, query, params) => {
    expect(hasStega(await run(published, query, params))).toBe(false)
    expect(hasStega(await run(drafts, query, params))).toBe(false)
    // Parsing never fails on markers, and cleaning gives back exactly the draft content.
    const previewed = await run(preview, query, params)
    expect(stegaClean(previewed)).toEqual(await run(drafts, query, params))
  })

  it('marks the text editors see: a deal card, an article', async () => {
    const [deal] = await run(preview, dealsQuery)
    expect(hasStega(deal?.ship)).toBe(true)
    // Departures are compared with today, never shown as they are: kept plain.
    expect(hasStega(JSON.stringify(deal?.departures))).toBe(false)
    const post = await run(preview, blogPostDetailQuery, { slug: 'Best-Time-To-Cruise' })
    expect(hasStega(post?.title)).toBe(true)
    expect(hasStega(post?.excerpt)).toBe(true)
  })
})

/**
 * The worst a hosted project's Content Source Map can do: a marker on every string of the raw
 * result but system fields, whatever its field (Sanity maps renamed and dereferenced fields too, and a filter may
 * change). Parsing must still succeed, and cleaning must give back exactly the unmarked content.
 */
function markEveryString(raw: unknown): unknown {
  const mappings: ContentSourceMap['mappings'] = {}
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') mappings[jsonPath(path)] = { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } }
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]))
    // System fields (_type, _key…) are the one thing the default filter always leaves alone.
    else if (value && typeof value === 'object') for (const [name, field] of Object.entries(value)) if (!name.startsWith('_')) visit(field, [...path, name])
  }
  visit(raw, [])
  const map: ContentSourceMap = { documents: [{ _id: 'doc', _type: 'deal' }], paths: ["$['text']"], mappings }
  return stegaEncodeSourceMap(raw, map, { enabled: true, studioUrl: STUDIO, filter: () => true })
}

describe('hosted content (Sanity encodes with the Content Source Map)', () => {
  it.each(QUERIES)('%s: parses with a marker on every string, and cleans back to the unmarked content', async (_name, query, params) => {
    const raw = await drafts.fetch(query.groq, params)
    const marked = markEveryString(raw)
    expect(stegaClean(query.parse(marked))).toEqual(query.parse(raw))
  })

  it('machine values stay clean even then: deal group, rank, search; utm values; phones; form values', async () => {
    const marked = async <T>(query: MemoizedQuery<T>, params: QueryParams = {}) => query.parse(markEveryString(await drafts.fetch(query.groq, params)))
    const deals = await marked(dealsQuery)
    expect(hasStega(deals.map((deal) => [deal.title, deal.cabin, deal.orderRank, deal.search, deal.campaign, deal.badgeColor]))).toBe(false)
    expect(hasStega(deals.map((deal) => deal.ship))).toBe(true)
    const campaigns = await marked(campaignsQuery)
    expect(hasStega(campaigns.map((campaign) => [campaign.utmValue, campaign.aliases, campaign.dealOrder, campaign.heroPath]))).toBe(false)
    const settings = await marked(siteSettingsQuery)
    expect(hasStega([settings.supportPhones, settings.chatNumber, settings.bookingEmail, settings.bookingEngine, settings.brandName])).toBe(false)
    const options = await marked(formOptionsQuery)
    expect(hasStega([options?.destinations.map((option) => option.value), options?.leadDefaults, options?.offerDestination])).toBe(false)
  })

  it('the preview client asks Sanity for stega, the public one does not', () => {
    const options = { projectId: 'p1', dataset: 'production', apiVersion: '2025-02-19', ttlMs: 0 }
    const config = (backend: SanityBackend) =>
      (backend as unknown as { client: { config(): { stega: { enabled: boolean; studioUrl?: unknown } } } }).client.config().stega
    expect(config(new SanityBackend(options)).enabled).toBe(false)
    expect(config(new SanityBackend({ ...options, token: 't', perspective: 'drafts', stega: { studioUrl: STUDIO } }))).toMatchObject({
      enabled: true,
      studioUrl: STUDIO,
    })
  })
})

describe('nothing compared, linked or sent carries a marker', () => {
  it('deals: group, cabin, rank, booking search and campaign are clean; the booking link is the public one', async () => {
    const [previewDeals, publicDeals] = [await run(preview, dealsQuery), await run(drafts, dealsQuery)]
    const settings = await run(preview, siteSettingsQuery)
    for (const deal of previewDeals) {
      expect(hasStega([deal.title, deal.cabin, deal.orderRank, deal.search, deal.campaign, deal.badgeColor, deal.price]), deal._id).toBe(false)
    }
    const url = (deal: (typeof previewDeals)[number]) => buildBookingUrl(settings.bookingEngine, deal.search, 'INR')
    expect(previewDeals.map(url)).toEqual(publicDeals.map(url))
    expect(lastMinuteDeals(previewDeals).map((deal) => deal._id)).toEqual(lastMinuteDeals(publicDeals).map((deal) => deal._id))
  })

  it('campaigns: utm values, aliases and deal order are clean, so matching and ordering are as public', async () => {
    const campaigns = await run(preview, campaignsQuery)
    const deals = await run(preview, dealsQuery)
    const organic = campaigns.find((campaign) => campaign.isDefaultHome) ?? null
    for (const campaign of campaigns)
      expect(hasStega([campaign.utmValue, campaign.aliases, campaign.dealOrder, campaign.heroPath, campaign.heroSearch])).toBe(false)
    const publicCampaigns = await run(drafts, campaignsQuery)
    const publicDeals = await run(drafts, dealsQuery)
    const publicOrganic = publicCampaigns.find((campaign) => campaign.isDefaultHome) ?? null
    for (const utm of ['Europe_Search_May25', 'Caribbean_&_Bahamas_Search_May25', undefined, 'Nope']) {
      const order = dealOrderFor(resolveCampaign(campaigns, utm, 'home'), organic)
      const publicOrder = dealOrderFor(resolveCampaign(publicCampaigns, utm, 'home'), publicOrganic)
      expect(orderDeals(deals, order.campaign, order.organic).map((deal) => deal._id)).toEqual(
        orderDeals(publicDeals, publicOrder.campaign, publicOrder.organic).map((deal) => deal._id),
      )
      // The chat text is shown (it may carry its marker), but which campaign answers is the same.
      expect(stegaClean(chatTextFor(campaigns, utm))).toBe(chatTextFor(publicCampaigns, utm))
    }
  })

  it('site settings: phones, e-mail, brand, booking engine and social links are clean', async () => {
    const settings = await run(preview, siteSettingsQuery)
    expect(
      hasStega([settings.supportPhones, settings.chatNumber, settings.bookingEmail, settings.brandName, settings.productName, settings.bookingEngine]),
    ).toBe(false)
    expect(hasStega(settings.socialBranches.flatMap((branch) => branch.links))).toBe(false)
    expect(hasStega(settings.navigation.map((item) => ('path' in item ? item.path : item.search)))).toBe(false)
  })

  it('lead forms: the values posted and the lead defaults are clean, the labels shown keep their marker', async () => {
    const options = await run(preview, formOptionsQuery)
    expect(options).not.toBeNull()
    if (!options) return
    expect(hasStega(options.destinations.map((option) => option.value))).toBe(false)
    expect(hasStega(options.leadDefaults)).toBe(false)
    expect(hasStega(options.offerDestination)).toBe(false)
    expect(hasStega(options.destinations.map((option) => option.label))).toBe(true)
    expect(options.destinations.map((option) => stegaClean(option.label))).toEqual(options.destinations.map((option) => option.value))
  })

  it('head tags, slugs, dates, anchors and article marks are clean', async () => {
    const post = await run(preview, blogPostDetailQuery, { slug: 'Best-Time-To-Cruise' })
    expect(hasStega([post?.seo, post?.slug, post?.publishedAt, post?.category, post?.tags])).toBe(false)
    const marks = post?.body.flatMap((block) => (block._type === 'block' ? block.children.flatMap((span) => span.marks) : []))
    expect(hasStega(marks)).toBe(false)
    const singapore = await run(preview, singaporePageQuery)
    expect(hasStega([singapore?.themedEvent.anchor, singapore?.visa.anchor, singapore?.visa.rules.map((rule) => rule.status)])).toBe(false)
    const page = await run(preview, pageQuery, { type: 'aboutPage' })
    expect(hasStega([page?.seo, page?.keywords])).toBe(false)
  })
})
