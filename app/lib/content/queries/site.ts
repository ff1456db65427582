import { z } from 'zod'

import { BookingSearchSchema, IMAGE, ImageSchema, nullishString, plain, plainString } from './shared'

// Site-wide settings: brand, chrome, booking engine.

// Booking-engine site ids per currency.
const SiteIdsSchema = { USD: z.number().int().positive(), SGD: z.number().int().positive(), INR: z.number().int().positive() }

const NavLinkSchema = z.object({
  _key: z.string(),
  _type: z.literal('navLink'),
  label: z.string(),
  path: plain(z.string().startsWith('/')),
  badge: nullishString,
})
const NavBookingLinkSchema = z.object({
  _key: z.string(),
  _type: z.literal('navBookingLink'),
  label: z.string(),
  badge: nullishString,
  search: BookingSearchSchema.nullish(),
})

const SiteSettingsSchema = z.object({
  // In every page title and the structured data.
  brandName: plainString,
  productName: plainString,
  tagline: z.string(),
  logo: ImageSchema,
  footerLogo: ImageSchema,
  // Phone numbers and addresses become tel:, WhatsApp and mailto: links.
  supportPhones: plain(z.object({ INR: z.string(), USD: z.string(), SGD: z.string() })),
  chatNumber: plainString,
  bookingEmail: plainString,
  address: z.string(),
  bookingEngine: plain(
    z.object({
      host: z.string(),
      searchPath: z.string(),
      siteIds: z.object(SiteIdsSchema),
    }),
  ),
  navigation: z.array(z.discriminatedUnion('_type', [NavLinkSchema, NavBookingLinkSchema])),
  footerBlurb: z.string(),
  footerColumns: z.array(z.object({ _key: z.string(), title: z.string(), links: z.array(NavLinkSchema.omit({ _type: true, badge: true })) })),
  socialBranches: z.array(
    z.object({
      _key: z.string(),
      branch: z.string(),
      links: z.array(
        z.object({
          _key: z.string(),
          platform: plain(z.enum(['facebook', 'instagram', 'linkedin', 'youtube', 'x'])),
          url: plainString,
        }),
      ),
    }),
  ),
  copyright: z.string(),
})
export type SiteSettings = z.infer<typeof SiteSettingsSchema>

export const siteSettingsQuery = {
  name: 'siteSettings',
  groq: /* groq */ `*[_id == "siteSettings"][0]{
    _id, brandName, productName, tagline,
    logo{${IMAGE}},
    footerLogo{${IMAGE}},
    supportPhones{INR, USD, SGD},
    chatNumber, bookingEmail, address,
    bookingEngine{host, searchPath, siteIds{USD, SGD, INR}},
    navigation[]{_key, _type, label, path, badge, search},
    footerBlurb,
    footerColumns[]{_key, title, links[]{_key, label, path}},
    socialBranches[]{_key, branch, links[]{_key, platform, url}},
    copyright
  }`,
  parse: (raw: unknown) => SiteSettingsSchema.parse(raw),
}
