import { z } from 'zod'

import { editableDocument, from, project, query, variants } from './projection'
import { bookingSearch, image, nullishString, perCurrency, unmarked, unmarkedNullish, unmarkedString } from './shared'

// Site-wide settings: brand, chrome, booking engine.

// Booking-engine site ids per currency.
const siteId = z.number().int().positive()
const sitePath = unmarked(z.string().startsWith('/'))

const navLink = project({
  _key: z.string(),
  _type: z.literal('navLink'),
  label: z.string(),
  path: sitePath,
  badge: nullishString,
})
const navBookingLink = project({
  _key: z.string(),
  _type: z.literal('navBookingLink'),
  label: z.string(),
  badge: nullishString,
  search: bookingSearch.check((schema) => schema.nullish()),
})

const siteSettings = project({
  ...editableDocument,
  // In every page title and the structured data.
  brandName: unmarkedString,
  productName: unmarkedString,
  tagline: z.string(),
  logo: image,
  footerLogo: image,
  // Phone numbers and addresses become tel:, WhatsApp and mailto: links.
  supportPhones: perCurrency(z.string()).check(unmarked),
  chatNumber: unmarkedString,
  bookingEmail: unmarkedString,
  address: z.string(),
  bookingEngine: project({
    host: z.string(),
    searchPath: z.string(),
    siteIds: project({ USD: siteId, SGD: siteId, INR: siteId }),
  }).check(unmarked),
  navigation: variants(navLink, navBookingLink).list(),
  footerBlurb: z.string(),
  footerColumns: project({
    _key: z.string(),
    title: z.string(),
    links: project({ _key: z.string(), label: z.string(), path: sitePath }).list(),
  }).list(),
  socialBranches: project({
    _key: z.string(),
    branch: z.string(),
    links: project({
      _key: z.string(),
      platform: unmarked(z.enum(['facebook', 'instagram', 'linkedin', 'youtube', 'x'])),
      url: unmarkedString,
    }).list(),
  }).list(),
  copyright: z.string(),
})
export type SiteSettings = z.infer<typeof siteSettings.schema>

export const siteSettingsQuery = query('siteSettings', '*[_id == "siteSettings"][0]', siteSettings)

/**
 * The content releases a preview reads (ADR 41), for the preview bar to name: each by its title,
 * and when it is to go live (its scheduled time, or the one its editors intend).
 */
const previewedRelease = project({
  name: unmarkedString,
  title: from('metadata.title', unmarkedNullish),
  publishAt: from('coalesce(publishAt, metadata.intendedPublishAt)', unmarkedNullish),
})
export type PreviewedRelease = z.infer<typeof previewedRelease.schema>

export const previewedReleasesQuery = query('site.previewedReleases', 'releases::all()[name in $names]', previewedRelease.list())
