import { buildBookingUrl } from '~/lib/booking'
import type { ContentImage, SiteSettings } from '~/lib/content'
import type { CurrencyCode } from '~/lib/currency'
import { telHref } from '~/lib/ui/contact-links'

// The page chrome (header, mobile menu, footer) shaped for one visitor: every href resolved,
// booking links built for the visitor's currency, the support phone chosen by currency.

export interface ChromeLink {
  key: string
  label: string
  href: string
  /** Outbound links (the booking engine) open the partner site; internal ones are client routes. */
  external: boolean
  badge?: string
}

export interface SupportPhone {
  display: string
  href: string
}

export interface SiteChrome {
  brandName: string
  tagline: string
  logo: ContentImage
  footerLogo: ContentImage
  navigation: ChromeLink[]
  supportPhone: SupportPhone
  footer: {
    blurb: string
    columns: { key: string; title: string; links: ChromeLink[] }[]
    socialBranches: { key: string; branch: string; links: { key: string; platform: string; label: string; url: string }[] }[]
    copyright: string
  }
}

const PLATFORM_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
}

export function supportPhoneFor(settings: Pick<SiteSettings, 'supportPhones'>, currency: CurrencyCode): SupportPhone {
  const display = settings.supportPhones[currency]
  return { display, href: telHref(display) }
}

export function siteChrome(settings: SiteSettings, currency: CurrencyCode): SiteChrome {
  const navigation = settings.navigation.map((item): ChromeLink => {
    const badge = item.badge ?? undefined
    if (item._type === 'navBookingLink') {
      return {
        key: item._key,
        label: item.label,
        badge,
        external: true,
        href: buildBookingUrl(settings.bookingEngine, item.search, currency),
      }
    }
    return { key: item._key, label: item.label, badge, external: false, href: item.path }
  })
  return {
    brandName: settings.brandName,
    tagline: settings.tagline,
    logo: settings.logo,
    footerLogo: settings.footerLogo,
    navigation,
    supportPhone: supportPhoneFor(settings, currency),
    footer: {
      blurb: settings.footerBlurb,
      columns: settings.footerColumns.map((column) => ({
        key: column._key,
        title: column.title,
        links: column.links.map((link) => ({ key: link._key, label: link.label, href: link.path, external: false })),
      })),
      socialBranches: settings.socialBranches.map((branch) => ({
        key: branch._key,
        branch: branch.branch,
        links: branch.links.map((link) => ({
          key: link._key,
          platform: link.platform,
          label: PLATFORM_LABELS[link.platform] ?? link.platform,
          url: link.url,
        })),
      })),
      copyright: settings.copyright,
    },
  }
}

/** Whether a navigation link is the current page ('/' and '/home' are both Home). */
export function isCurrentPath(linkHref: string, pathname: string): boolean {
  const normalise = (path: string) => {
    const trimmed = path.replace(/\/+$/, '') || '/'
    return trimmed === '/home' ? '/' : trimmed
  }
  return normalise(linkHref) === normalise(pathname)
}
