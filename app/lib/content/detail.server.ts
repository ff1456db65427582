import type { CurrencyCode } from '~/lib/currency'

import type { QueryParams } from './backends.server'
import { MissingContentError, readContent } from './content.server'
import type { MemoizedQuery } from './memo.server'
import {
  type BlogPostDetail,
  blogPostDetailQuery,
  type CruiseDealsPage,
  cruiseDealsPageQuery,
  type FormOptions,
  formOptionsQuery,
  type OfferPageDetail,
  offerPageDetailQuery,
} from './queries'

// Typed getters for the page-detail content. Routes call these; each is one memoized
// query. A missing page singleton is a content error (MissingContentError: the error page), a
// missing article or offer is null (the route answers 404).

/** A page's one document (a singleton, `type`), read by its page's query; missing, it is a content error (the error page). */
export async function readPageDocument<T>(type: string, query: MemoizedQuery<T | null>, params: QueryParams = {}): Promise<T> {
  const result = await readContent(query, params)
  if (result === null) throw new MissingContentError(`The "${type}" document is missing from the dataset`)
  return result
}

/** The article at /{slug} with its body and Previous / Next links, or null. */
export function getBlogPost(slug: string): Promise<BlogPostDetail | null> {
  return readContent(blogPostDetailQuery, { slug })
}

/** The offer page at /{slug} with its itinerary and fare table, or null. */
export function getOfferPage(slug: string): Promise<OfferPageDetail | null> {
  return readContent(offerPageDetailQuery, { slug })
}

/** /cruisedeals as a visitor paying in `currency` sees it (packages filtered and worded for it). */
export function getCruiseDealsPage(currency: CurrencyCode): Promise<CruiseDealsPage> {
  return readPageDocument('cruiseDealsPage', cruiseDealsPageQuery, { currency })
}

/** Destination and interest choices and the lead tracking defaults of every form. */
export function getFormOptions(): Promise<FormOptions> {
  return readPageDocument('formOptions', formOptionsQuery)
}
