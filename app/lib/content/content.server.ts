import path from 'node:path'

import { env } from '~/lib/platform/env/env.server'

import { type ContentBackend, EmbeddedBackend, type QueryParams, SanityBackend } from './backends.server'
import { EMBEDDED_IMAGE_BASE, EMBEDDED_PROJECT } from './dataset.server'
import type { DraftGap } from './draft-gaps'
import type { ImageUrlConfig } from './images'
import { ContentMemo, type MemoizedQuery } from './memo.server'
import {
  type Page,
  PAGE_TYPES,
  pageQuery,
  type PageType,
  type RoutedDocument,
  routedDocumentQuery,
  routedSlugsQuery,
  type SitemapContent,
  sitemapQuery,
  type SiteSettings,
  siteSettingsQuery,
} from './queries'
import { currentPerspective, draftGaps, noteDraftGaps } from './scope.server'

// The only door to content. Routes call these functions; none of them knows which backend
// answers. With SANITY_PROJECT_ID set the hosted dataset answers, otherwise the embedded seed.

let memo: ContentMemo | null = null
let draftsMemo: ContentMemo | null = null
let embedded: EmbeddedBackend | null = null

function embeddedBackend(): EmbeddedBackend {
  embedded ??= new EmbeddedBackend(path.resolve(env.CONTENT_SEED_PATH))
  return embedded
}

/** The configured Sanity project, read the way `options` say (published through the CDN, or drafts). */
function sanityBackend(projectId: string, options: Pick<ConstructorParameters<typeof SanityBackend>[0], 'ttlMs' | 'perspective' | 'stega'>): SanityBackend {
  return new SanityBackend({
    projectId,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_READ_TOKEN,
    apiHost: env.SANITY_API_HOST,
    ...options,
  })
}

function publishedContent(): ContentMemo {
  if (!memo) {
    const backend: ContentBackend = env.SANITY_PROJECT_ID ? sanityBackend(env.SANITY_PROJECT_ID, { ttlMs: env.CONTENT_TTL_SECONDS * 1000 }) : embeddedBackend()
    memo = new ContentMemo({ backend, fallback: backend.kind === 'sanity' ? embeddedBackend() : undefined })
  }
  return memo
}

/**
 * Preview (a content editor's session, see ~/lib/preview): drafts over published documents. From
 * Sanity with the server-side read token and no CDN, fetched on every read; from the seed, its
 * `drafts.` documents. Strings carry stega edit markers for the Studio's overlays (./stega.server.ts)
 * when the Studio's URL is known: they are only ever read by content staff.
 */
function draftsContent(): ContentMemo {
  if (!draftsMemo) {
    const stega = env.SANITY_STUDIO_URL ? { studioUrl: env.SANITY_STUDIO_URL } : undefined
    const backend: ContentBackend = env.SANITY_PROJECT_ID
      ? sanityBackend(env.SANITY_PROJECT_ID, { ttlMs: 0, perspective: 'drafts', stega })
      : new EmbeddedBackend(path.resolve(env.CONTENT_SEED_PATH), 'drafts', stega)
    // An editor's unfinished draft is left out (and named in the preview bar), never a failed
    // page; a draft whose own fields are unfinished shows as published until they are (ADR 40).
    draftsMemo = new ContentMemo({
      backend,
      drafts: { noteGaps: noteDraftGaps, whenUnreadable: (query, params) => publishedContent().read(query, params) },
    })
  }
  return draftsMemo
}

/** The content of the request being handled: drafts in a preview session, else published. */
function content(): ContentMemo {
  return currentPerspective() === 'drafts' ? draftsContent() : publishedContent()
}

/** Whether this process can show drafts: always from the seed; from Sanity only with a read token. */
export function canPreviewDrafts(): boolean {
  return !env.SANITY_PROJECT_ID || Boolean(env.SANITY_READ_TOKEN)
}

/**
 * Runs one query of ./queries through the memo. Area modules (e.g. home.server.ts) build their
 * typed getters on this; routes call those getters, never this directly.
 */
export function readContent<T>(query: MemoizedQuery<T>, params: QueryParams = {}): Promise<T> {
  return content().read(query, params)
}

/**
 * A page loader's data with what this preview's drafts left out so far (`draftGaps`, only in a
 * preview that left something out), for the preview bar to name. Call it last, once every read
 * of the loader is done.
 */
export function withDraftGaps<T extends object>(data: T): T & { draftGaps?: DraftGap[] } {
  const gaps = currentPerspective() === 'drafts' ? draftGaps() : []
  return gaps.length > 0 ? { ...data, draftGaps: gaps } : data
}

export class MissingContentError extends Error {
  override name = 'MissingContentError'
}

export function getSiteSettings(): Promise<SiteSettings> {
  return content().read(siteSettingsQuery)
}

/** A page singleton. Its absence is a content error (the page cannot render), not a 404. */
export async function getPage(type: PageType): Promise<Page> {
  const page = await content().read(pageQuery, { type })
  if (!page) throw new MissingContentError(`The "${type}" document is missing from the dataset`)
  return page
}

/** The offer page or blog post published at /{slug}, or null. */
export function getRoutedDocument(slug: string): Promise<RoutedDocument | null> {
  return content().read(routedDocumentQuery, { slug })
}

export function getRoutedSlugs() {
  return content().read(routedSlugsQuery)
}

/** Every page singleton and routed document with its last change, for /sitemap.xml. */
export function getSitemapContent(): Promise<SitemapContent> {
  return content().read(sitemapQuery, { pageTypes: [...PAGE_TYPES] })
}

/** After a publish the CDN can lag the API by a minute; read the API directly that long. */
const PUBLISH_CDN_BYPASS_MS = 60_000

/** Drops every memoized result (the Sanity publish webhook calls this): the next read is fresh. */
export function purgeContent(): void {
  publishedContent().purge({ bypassCdnMs: PUBLISH_CDN_BYPASS_MS })
  draftsMemo?.purge()
}

export function contentBackendKind(): ContentBackend['kind'] {
  return publishedContent().backendKind
}

/** How image URLs are built in the browser: Sanity's CDN, or the embedded image route. */
export function imageUrlConfig(): ImageUrlConfig {
  return env.SANITY_PROJECT_ID ? { projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET } : { ...EMBEDDED_PROJECT, baseUrl: EMBEDDED_IMAGE_BASE }
}

/** The seed file behind an embedded asset file name, or null (also null with a Sanity backend). */
export function embeddedImageFile(fileName: string): string | null {
  if (env.SANITY_PROJECT_ID) return null
  return embeddedBackend().current().imageFiles.get(fileName) ?? null
}
