import { stegaClean } from '@sanity/client/stega'

import { hasUtmCookie, readUtmCookie } from '~/lib/campaign/utm.server'
import { getCampaigns } from '~/lib/content/lists.server'
import { siteNow } from '~/lib/sailings/clock.server'

import { chatNumberDigits, chatTextFor, liveCampaigns, renderedCampaignKey, utmCampaignFromSearch } from './index'

// Which utm_campaign a request stands for. The lead forms keep the visit's first campaign in a
// session cookie (campaign/utm.server.ts); the page address is read with utmCampaignFromSearch.

function addressSearch(request: Request): string {
  try {
    return new URL(request.url).search
  } catch {
    return ''
  }
}

/** The campaign value the visit's cookie holds, or undefined (no cookie, or one without a campaign). */
const cookieCampaign = (cookieHeader: string | null | undefined): string | undefined =>
  // Most visits have none: the page store asks on every request.
  hasUtmCookie(cookieHeader) ? readUtmCookie(cookieHeader).utm_campaign || undefined : undefined

/**
 * The campaign of a page: the address's own value wins;
 * without one, the value the visit landed with. undefined: none (the default campaign applies).
 */
export function pageUtmCampaign(request: Request): string | undefined {
  const fromAddress = utmCampaignFromSearch(addressSearch(request))
  if (fromAddress !== null) return fromAddress
  return cookieCampaign(request.headers.get('cookie'))
}

/**
 * The campaign of the visit's first landing, for the chat button: the visit's cookie once it has
 * one (set on the landing page's response), else this very request's address (the landing page
 * itself is rendered before the browser has the cookie). undefined: none (chat default applies).
 */
export function visitUtmCampaign(request: Request): string | undefined {
  const cookieHeader = request.headers.get('cookie')
  if (hasUtmCookie(cookieHeader)) return cookieCampaign(cookieHeader)
  return utmCampaignFromSearch(addressSearch(request)) ?? undefined
}

/** What the floating chat button needs: the number's digits and the campaign's text; null: no button. */
export interface ChatLink {
  digits: string
  text: string
}

export async function chatLinkFor(request: Request, chatNumber: string): Promise<ChatLink | null> {
  const digits = chatNumberDigits(chatNumber)
  if (!digits) return null
  const text = chatTextFor(liveCampaigns(await getCampaigns(), siteNow()), visitUtmCampaign(request))
  // The text goes into the chat link, not onto the page: never with a preview's stega markers.
  return text ? { digits, text: stegaClean(text) } : null
}

/**
 * The visit's campaign (its cookie) as pages render it, for the page store's key: the home page
 * and the chat button read the same live campaigns (renderedCampaignKey). Read only for a request
 * without a campaign in its address: one with it sets the cookie, and is never kept.
 */
export async function visitCampaignKey(cookieHeader: string | null | undefined): Promise<string> {
  const raw = cookieCampaign(cookieHeader)
  if (raw === undefined) return ''
  return renderedCampaignKey(liveCampaigns(await getCampaigns(), siteNow()), raw)
}
