// What this site's pages are decided for, in the terms of the page cache (app/lib/platform/page-cache): the
// query parameters pages read, and the variant of a request's page (its currency, how that was
// decided, the visit's campaign as rendered). The composition root hands these to the page store
// (app/site-services.server.ts), so the store itself knows nothing of visitors or campaigns.
import type { IncomingMessage } from 'node:http'

import { CAMPAIGN_PARAMS } from '~/lib/campaign/utm.server'
import { visitCampaignKey } from '~/lib/campaign/visit.server'
import { detectVisitor, type Visitor, type VisitorSignals } from '~/lib/currency/visitor.server'
import { ENQUIRY_ITEM_PARAM } from '~/lib/leads/forms/enquiry-link'
import { LEAD_QUERY, SAILING_PARAM } from '~/lib/leads/forms/fields'
import { hasFlashCookie } from '~/lib/leads/forms/signed-values.server'
import { PAGE_PARAM } from '~/lib/pagination'
import { clientAddress } from '~/lib/platform/http/client-address.server'
import type { PageVariant } from '~/lib/platform/page-cache/key'
import type { CurrencyDecidedBy } from '~/lib/platform/page-cache/policy'
import { perspectiveOfRequest } from '~/lib/preview/mode.server'

/**
 * The query parameters pages read, and write back into their links: the pager, the lead forms'
 * no-JavaScript state (which form, thanks, the fare row's sailing, the deal enquired about), a
 * campaign landing (those pages set the campaign cookie, so they are never stored), and the router's
 * own (`index`, which a post to an index route names).
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  PAGE_PARAM,
  LEAD_QUERY.form,
  LEAD_QUERY.status,
  SAILING_PARAM,
  ENQUIRY_ITEM_PARAM,
  ...CAMPAIGN_PARAMS,
  'index',
])

/** 'cookie' when the visitor chose the currency, else how their country was decided. */
export const currencySourceOf = (visitor: Pick<Visitor, 'currencySource' | 'countrySource'>): CurrencyDecidedBy =>
  visitor.currencySource === 'cookie' ? 'cookie' : visitor.countrySource

/** The variant a visitor's page is kept under, with the visit's campaign as the page renders it. */
const variantFor = (visitor: Visitor, visitCampaign: string): PageVariant => ({
  currency: visitor.currency,
  currencySource: currencySourceOf(visitor),
  visitCampaign,
})

/** What a request's page is decided for: the same reading of the same headers as the page's own render. */
export function pageVariant(signals: VisitorSignals, visitCampaign: string): PageVariant {
  return variantFor(detectVisitor(signals), visitCampaign)
}

/**
 * The visitor decided for a request, kept on the request: the page store and the render read the
 * same one (a property, as a WeakMap entry for each request cost the garbage collector more).
 */
const VISITOR = Symbol('visitor')
type VisitorRequest = IncomingMessage & { ip?: string; [VISITOR]?: Visitor }

const headerOf = (request: IncomingMessage, name: string): string | null => {
  const value = request.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(',') : (value ?? null)
}

/**
 * The request's visitor (currency, country, how each was decided), decided once per request from
 * its cookie, the country header named by COUNTRY_HEADER, its address and Accept-Language. The
 * page store asks first (for the page's key), then server.js hands the same one to the render
 * (`context.visitor`), so a page is always rendered for the visitor it is kept under.
 */
export function visitorOfRequest(request: VisitorRequest, countryHeader: string): Visitor {
  return (request[VISITOR] ??= detectVisitor({
    cookieHeader: headerOf(request, 'cookie'),
    countryHeader: headerOf(request, countryHeader),
    ip: clientAddress(request),
    acceptLanguage: headerOf(request, 'accept-language'),
  }))
}

/** The variant of a request's page as the page store reads it: its visitor and the visit's campaign as rendered. */
export function requestPageVariant(countryHeader: string, visitCampaign: (cookieHeader: string | null) => Promise<string> = visitCampaignKey) {
  return async (request: IncomingMessage & { ip?: string }): Promise<PageVariant> => {
    return variantFor(visitorOfRequest(request, countryHeader), await visitCampaign(headerOf(request, 'cookie')))
  }
}

/** Why a visitor's cookies make their page theirs alone: a draft preview, or a no-JS form's error flash. */
export async function personalPageReason(request: IncomingMessage): Promise<'preview' | 'flash' | null> {
  if ((await perspectiveOfRequest(request)) === 'drafts') return 'preview'
  if (hasFlashCookie(request.headers.cookie)) return 'flash'
  return null
}
