import { beforeAll, describe, expect, it } from 'vitest'

import { buildBookingUrl } from '~/lib/booking'
import type { SiteSettings } from '~/lib/content'
import { siteSettingsQuery } from '~/lib/content/queries'
import { CURRENCIES } from '~/lib/currency'
import { isCurrentPath, siteChrome, supportPhoneFor } from '~/lib/pages/site'
import { telHref } from '~/lib/ui/contact-links'

import { runSeedQuery } from '../support/seed'

// The chrome is shaped from the site settings; what the settings say is read from the seed, so an
// editor's words change what is expected, not the verdict (their words: the brief's check).
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
  it.each(CURRENCIES)("%s visitors call that currency's number", (currency) => {
    const display = settings.supportPhones[currency]
    expect(supportPhoneFor(settings, currency)).toEqual({ display, href: telHref(display) })
  })

  it('takes the number from the settings, not from code', () => {
    const phones = { supportPhones: { INR: '+91 11 0000 0001', USD: '+1 212 000 0002', SGD: '+65 0000 0003' } }
    expect(supportPhoneFor(phones, 'USD')).toEqual({ display: '+1 212 000 0002', href: 'tel:+12120000002' })
  })
})

describe('siteChrome', () => {
  it('carries the brand, tagline and logos', () => {
    const chrome = siteChrome(settings, 'USD')
    expect(chrome.brandName).toBe(settings.brandName)
    expect(chrome.tagline).toBe(settings.tagline)
    expect(chrome.logo).toEqual(settings.logo)
    expect(chrome.footerLogo).toEqual(settings.footerLogo)
  })

  it('resolves the internal navigation links, with their badges', () => {
    const chrome = siteChrome(settings, 'SGD')
    const internal = chrome.navigation.filter((link) => !link.external)
    expect(internal.map(({ label, href, badge }) => ({ label, href, badge }))).toEqual(
      settings.navigation.flatMap((item) => (item._type === 'navLink' ? [{ label: item.label, href: item.path, badge: item.badge }] : [])),
    )
    expect(internal.some((link) => link.badge !== undefined)).toBe(true)
    expect(chrome.navigation.map((link) => link.key)).toEqual(settings.navigation.map((item) => item._key))
  })

  it.each(CURRENCIES)("builds the booking link in its place for %s, with that currency's site id and its search", (currency) => {
    const chrome = siteChrome(settings, currency)
    const index = settings.navigation.findIndex((item) => item._type === 'navBookingLink')
    const item = settings.navigation[index]
    if (item?._type !== 'navBookingLink' || !item.search) throw new Error('The seed has no booking link with a search in its navigation')
    const booking = chrome.navigation[index]
    expect(booking).toMatchObject({ label: item.label, external: true, href: buildBookingUrl(settings.bookingEngine, item.search, currency) })
    const url = new URL(booking?.href ?? '')
    expect(url.searchParams.getAll('siid')).toEqual([String(settings.bookingEngine.siteIds[currency])])
    expect(url.searchParams.get('transport')).toBe(item.search.transport)
  })

  it('only the booking links are external', () => {
    const chrome = siteChrome(settings, 'INR')
    expect(chrome.navigation.filter((link) => link.external).map((link) => link.label)).toEqual(
      settings.navigation.filter((item) => item._type === 'navBookingLink').map((item) => item.label),
    )
    for (const link of chrome.navigation.filter((item) => !item.external)) expect(link.href.startsWith('/')).toBe(true)
  })

  it.each(CURRENCIES)('shows the support phone for %s', (currency) => {
    expect(siteChrome(settings, currency).supportPhone.display).toBe(settings.supportPhones[currency])
  })

  it('shapes the footer: blurb, columns of internal links, copyright', () => {
    const { footer } = siteChrome(settings, 'USD')
    expect(footer.blurb).toBe(settings.footerBlurb)
    expect(footer.copyright).toBe(settings.copyright)
    expect(footer.columns.map((column) => ({ title: column.title, links: column.links.map(({ label, href }) => [label, href]) }))).toEqual(
      settings.footerColumns.map((column) => ({ title: column.title, links: column.links.map(({ label, path }) => [label, path]) })),
    )
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
    const LABELS = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', youtube: 'YouTube', x: 'X' }
    expect(footer.socialBranches.map((branch) => [branch.branch, branch.links.map(({ label, url }) => [label, url])])).toEqual(
      settings.socialBranches.map((branch) => [branch.branch, branch.links.map((link) => [LABELS[link.platform], link.url])]),
    )
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
        href: `${settings.bookingEngine.host}${settings.bookingEngine.searchPath}?siid=${settings.bookingEngine.siteIds.SGD}&lang=1&destinationtype=All`,
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
    const paths = settings.navigation.flatMap((item) => (item._type === 'navLink' ? [item.path, `${item.path}/`.replace('//', '/')] : []))
    for (const pathname of [...paths, '/home']) {
      expect(chrome.navigation.filter((link) => isCurrentPath(link.href, pathname))).toHaveLength(1)
    }
    expect(chrome.navigation.filter((link) => isCurrentPath(link.href, '/Japan-Cruise-FAQ'))).toHaveLength(0)
  })
})
