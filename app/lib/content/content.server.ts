import path from 'node:path'

import { LRUCache } from 'lru-cache'

import { env } from '~/lib/platform/env/env.server'

import { type ContentBackend, EmbeddedBackend, type QueryParams, SanityBackend } from './backends.server'
import { EMBEDDED_IMAGE_BASE, EMBEDDED_PROJECT, type ReleaseStack } from './dataset.server'
import type { DraftGap } from './draft-gaps'
import type { ImageUrlConfig } from './images'
import { ContentMemo, type MemoizedQuery } from './memo.server'
import {
  type Page,
  PAGE_TYPES,
  pageQuery,
  type PageType,
  type PreviewedRelease,
  previewedReleasesQuery,
  type RoutedDocument,
  routedDocumentQuery,
  routedSlugsQuery,
  type SitemapContent,
  sitemapQuery,
  type SiteSettings,
  siteSettingsQuery,
} from './queries'
import { currentPerspective, currentReleases, draftGaps, noteDraftGaps } from './scope.server'

// The only door to content. Routes call these functions; none of them knows which backend
// answers. With SANITY_PROJECT_ID set the hosted dataset answers, otherwise the embedded seed.

let memo: ContentMemo | null = null
let draftsMemo: ContentMemo | null = null
/**
 * Previews of content releases, one per stack of releases editors are looking at now (a handful:
 * the least recently previewed is dropped first).
 */
const releaseMemos = new LRUCache<string, ContentMemo>({ max: 20 })
let embedded: EmbeddedBackend | null = null

function embeddedBackend(): EmbeddedBackend {
  embedded ??= new EmbeddedBackend(path.resolve(env.CONTENT_SEED_PATH))
  return embedded
}

/** The configured Sanity project, read the way `options` say (published through the CDN, or drafts). */
function sanityBackend(
  projectId: string,
  options: Pick<ConstructorParameters<typeof SanityBackend>[0], 'ttlMs' | 'perspective' | 'releases' | 'stega'>,
): SanityBackend {
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
 * Preview (a content editor's session, see ~/lib/preview): drafts over published documents, and
 * the releases an editor chose over those (ADR 41). From Sanity with the server-side read token
 * and no CDN, fetched on every read; from the seed, its `drafts.` and `versions.` documents.
 * Strings carry stega edit markers for the Studio's overlays (./stega.server.ts) when the Studio's
 * URL is known: they are only ever read by content staff.
 */
function previewContent(releases: ReleaseStack): ContentMemo {
  const stega = env.SANITY_STUDIO_URL ? { studioUrl: env.SANITY_STUDIO_URL } : undefined
  const backend: ContentBackend = env.SANITY_PROJECT_ID
    ? sanityBackend(env.SANITY_PROJECT_ID, { ttlMs: 0, perspective: 'drafts', releases, stega })
    : new EmbeddedBackend(path.resolve(env.CONTENT_SEED_PATH), 'drafts', stega, releases)
  // An editor's unfinished draft is left out (and named in the preview bar), never a failed
  // page; a draft whose own fields are unfinished shows as published until they are (ADR 40).
  return new ContentMemo({
    backend,
    drafts: { noteGaps: noteDraftGaps, whenUnreadable: (query, params) => publishedContent().read(query, params) },
  })
}

function draftsContent(releases: ReleaseStack): ContentMemo {
  if (releases.length === 0) return (draftsMemo ??= previewContent([]))
  const key = releases.join(',')
  let kept = releaseMemos.get(key)
  if (!kept) releaseMemos.set(key, (kept = previewContent(releases)))
  return kept
}

/** The content of the request being handled: drafts in a preview session, else published. */
function content(): ContentMemo {
  return currentPerspective() === 'drafts' ? draftsContent(currentReleases()) : publishedContent()
}

/** Whether this process can show drafts: always from the seed; from Sanity only with a read token. */
export function canPreviewDrafts(): boolean {
  return !env.SANITY_PROJECT_ID || Boolean(env.SANITY_READ_TOKEN)
}

/**
 * Runs one query of ./queries through the memo. Area modules (e.g. lists.server.ts) build their
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

/**
 * The content releases this preview reads over its drafts, in the editor's order (the first wins),
 * each with its title and when it goes live; none outside a release preview. A release the
 * dataset does not hold (archived since) is named by its id.
 */
export async function getPreviewedReleases(): Promise<PreviewedRelease[]> {
  const names = currentReleases()
  if (names.length === 0) return []
  const found = await content().read(previewedReleasesQuery, { names: [...names] })
  return names.map((name) => found.find((release) => release.name === name) ?? { name, title: undefined, publishAt: undefined })
}

class MissingContentError extends Error {
  override name = 'MissingContentError'
}

/** A page's one document; when the dataset has none, that is a content error (the error page), not a 404. */
export function requirePageDocument<T>(type: string, document: T | null | undefined): T {
  if (document === null || document === undefined) throw new MissingContentError(`The "${type}" document is missing from the dataset`)
  return document
}

export function getSiteSettings(): Promise<SiteSettings> {
  return content().read(siteSettingsQuery)
}

/** A page singleton. Its absence is a content error (the page cannot render), not a 404. */
export async function getPage(type: PageType): Promise<Page> {
  return requirePageDocument(type, await content().read(pageQuery, { type }))
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
  releaseMemos.clear()
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
