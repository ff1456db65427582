import { beforeAll, describe, expect, it } from 'vitest'

import type { SiteSettings } from '~/lib/content'
import { siteSettingsQuery } from '~/lib/content/queries'
import type { CurrencyCode } from '~/lib/currency'
import { isCurrentPath, siteChrome, supportPhoneFor } from '~/lib/pages/site'
import { telHref } from '~/lib/ui/contact-links'

import { runSeedQuery } from '../support/seed'

const SITE_IDS: Record<CurrencyCode, string> = { USD: '1228312', SGD: '1227501', INR: '1237318' }

let settings: SiteSettings
beforeAll(async () => {
  settings = await runSeedQuery(siteSettingsQuery)
})

describe('telHref', () => {
  it.each([
    ['+91 22 6123 4567', 'tel:+912261234567'],
    ['+65 6123 4567', 'tel:+6561234567'],
    ['+1 (555) 010-9999', 'tel:+15550109999'],
    ['022 6123 4567', 'tel:02261234567'],
    ['+65-6123.4567', 'tel:+6561234567'],
    [' +65 6123 4567 ext', 'tel:+6561234567'],
    ['+65 +6123 4567', 'tel:+6561234567'],
    ['65+6123', 'tel:656123'],
  ])('%s -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })
})

describe('supportPhoneFor', () => {
  it.each([
    ['INR', '+91 22 6123 4567', 'tel:+912261234567'],
    ['USD', '+91 22 6123 4567', 'tel:+912261234567'],
    ['SGD', '+65 6123 4567', 'tel:+6561234567'],
  ] as const)('%s visitors call %s', (currency, display, href) => {
    expect(supportPhoneFor(settings, currency)).toEqual({ display, href })
  })

  it('takes the number from the settings, not from code', () => {
    const phones = { supportPhones: { INR: '+91 11 0000 0001', USD: '+1 212 000 0002', SGD: '+65 0000 0003' } }
    expect(supportPhoneFor(phones, 'USD')).toEqual({ display: '+1 212 000 0002', href: 'tel:+12120000002' })
  })
})

describe('siteChrome', () => {
  it('carries the brand, tagline and logos', () => {
    const chrome = siteChrome(settings, 'USD')
    expect(chrome.brandName).toBe('Harbourline Cruises')
    expect(chrome.tagline).toBe('Trusted Cruise Experts in Asia')
    expect(chrome.logo).toEqual(settings.logo)
    expect(chrome.footerLogo).toEqual(settings.footerLogo)
  })

  it('resolves the internal navigation links, with their badges', () => {
    const chrome = siteChrome(settings, 'SGD')
    const internal = chrome.navigation.filter((link) => !link.external)
    expect(internal.map(({ label, href, badge }) => ({ label, href, badge }))).toEqual([
      { label: 'Home', href: '/', badge: undefined },
      { label: 'Cruise Deals', href: '/cruisedeals', badge: 'New' },
      { label: 'Cruise from Singapore', href: '/singapore-cruise', badge: 'New' },
      { label: 'Cruise Insurance', href: '/asego-insurance', badge: 'New' },
      { label: 'Blog', href: '/blog', badge: undefined },
      { label: 'About Us', href: '/about', badge: undefined },
      { label: 'Contact Us', href: '/contact', badge: undefined },
    ])
    expect(chrome.navigation).toHaveLength(8)
    expect(chrome.navigation.map((link) => link.key)).toEqual(settings.navigation.map((item) => item._key))
  })

  it.each(['USD', 'SGD', 'INR'] as const)("builds 'Land + Cruises' for %s with that currency's site id", (currency) => {
    const chrome = siteChrome(settings, currency)
    const booking = chrome.navigation.find((link) => link.label === 'Land + Cruises')
    expect(booking).toBeDefined()
    expect(booking?.external).toBe(true)
    expect(chrome.navigation.findIndex((link) => link.label === 'Land + Cruises')).toBe(3)
    expect(booking?.href).toBe(
      `https://booking.harbourline.example/swift/cruise?siid=${SITE_IDS[currency]}&lang=1&destinationtype=All&transport=landcruise&sortColumn=price&sortOrder=asc`,
    )
    const url = new URL(booking?.href ?? '')
    expect(url.searchParams.getAll('siid')).toEqual([SITE_IDS[currency]])
    expect(url.searchParams.get('transport')).toBe('landcruise')
  })

  it('only the booking link is external', () => {
    const chrome = siteChrome(settings, 'INR')
    expect(chrome.navigation.filter((link) => link.external).map((link) => link.label)).toEqual(['Land + Cruises'])
    for (const link of chrome.navigation.filter((item) => !item.external)) expect(link.href.startsWith('/')).toBe(true)
  })

  it.each([
    ['INR', '+91 22 6123 4567'],
    ['USD', '+91 22 6123 4567'],
    ['SGD', '+65 6123 4567'],
  ] as const)('shows the support phone for %s', (currency, display) => {
    expect(siteChrome(settings, currency).supportPhone.display).toBe(display)
  })

  it('shapes the footer: blurb, columns of internal links, copyright', () => {
    const { footer } = siteChrome(settings, 'USD')
    expect(footer.blurb).toBe(settings.footerBlurb)
    expect(footer.copyright).toBe(settings.copyright)
    expect(footer.columns.map((column) => column.title)).toEqual(['Company', 'Cruises'])
    expect(footer.columns[0]?.links.map(({ label, href }) => [label, href])).toEqual([
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Newsroom', '/media'],
      ['Blog', '/blog'],
    ])
    expect(footer.columns[1]?.links.map(({ label, href }) => [label, href])).toEqual([
      ['Cruise Deals', '/cruisedeals'],
      ['Privacy Policy', '/privacy-policy'],
      ['Cruise Insurance', '/asego-insurance'],
    ])
    for (const column of footer.columns) {
      expect(column.key).toBeTruthy()
      for (const link of column.links) {
        expect(link.external).toBe(false)
        expect(link.key).toBeTruthy()
      }
    }
  })

  it('labels the social links per branch', () => {
    const { footer } = siteChrome(settings, 'SGD')
    expect(footer.socialBranches.map((branch) => [branch.branch, branch.links.map((link) => link.label)])).toEqual([
      ['Singapore', ['Facebook', 'Instagram']],
      ['India', ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']],
    ])
    const india = footer.socialBranches[1]
    expect(india?.links.find((link) => link.platform === 'linkedin')?.url).toBe('https://www.linkedin.com/company/harbourline-cruises')
  })

  it('labels X and keeps the footer independent of the currency', () => {
    const withX: SiteSettings = {
      ...settings,
      socialBranches: [{ _key: 'sg', branch: 'Singapore', links: [{ _key: 'x', platform: 'x', url: 'https://x.com/harbourline' }] }],
    }
    expect(siteChrome(withX, 'USD').footer.socialBranches[0]?.links[0]).toEqual({ key: 'x', platform: 'x', label: 'X', url: 'https://x.com/harbourline' })
    expect(siteChrome(settings, 'USD').footer).toEqual(siteChrome(settings, 'INR').footer)
  })

  it('builds a generic booking search when the booking link has no search', () => {
    const bare: SiteSettings = {
      ...settings,
      navigation: [{ _key: 'book', _type: 'navBookingLink', label: 'Book', badge: undefined, search: null }],
    }
    expect(siteChrome(bare, 'SGD').navigation).toEqual([
      {
        key: 'book',
        label: 'Book',
        badge: undefined,
        external: true,
        href: 'https://booking.harbourline.example/swift/cruise?siid=1227501&lang=1&destinationtype=All',
      },
    ])
  })
})

describe('isCurrentPath', () => {
  it.each([
    ['/', '/', true],
    ['/', '/home', true],
    ['/', '/home/', true],
    ['/home', '/', true],
    ['/blog', '/blog', true],
    ['/blog', '/blog/', true],
    ['/blog/', '/blog', true],
    ['/blog', '/blog//', true],
    ['/about', '/about/', true],
    ['/blog', '/blog-post', false],
    ['/blog-post', '/blog', false],
    ['/blog', '/', false],
    ['/', '/blog', false],
    ['/', '/homepage', false],
    ['/cruisedeals', '/cruisedeals/extra', false],
    ['/about', '/contact', false],
  ])('isCurrentPath(%s, %s) is %s', (href, pathname, expected) => {
    expect(isCurrentPath(href, pathname)).toBe(expected)
  })

  it('marks exactly one seed navigation entry current on each internal page', () => {
    const chrome = siteChrome(settings, 'USD')
    for (const pathname of ['/', '/home', '/cruisedeals', '/singapore-cruise', '/asego-insurance', '/blog', '/about/', '/contact']) {
      expect(chrome.navigation.filter((link) => isCurrentPath(link.href, pathname))).toHaveLength(1)
    }
    expect(chrome.navigation.filter((link) => isCurrentPath(link.href, '/Japan-Cruise-FAQ'))).toHaveLength(0)
  })
})
