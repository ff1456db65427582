import { createClient, type SanityClient } from '@sanity/client'
import { evaluate, type ExprNode, parse } from 'groq-js'

import { datasetVersion, type EmbeddedDataset, loadEmbeddedDataset, type Perspective, type ReleaseStack, type SanityDocument } from './dataset.server'
import { encodeEmbeddedResult, type StegaOptions } from './stega.server'

export type QueryParams = Record<string, string | number | boolean | string[] | null>

/** Where content comes from. Both backends answer the same GROQ with the same shapes. */
export interface ContentBackend {
  readonly kind: 'embedded' | 'sanity'
  fetch(groq: string, params: QueryParams): Promise<unknown>
  /**
   * How long a memoized result stays fresh, and a version that changes whenever every memoized
   * result must be dropped (the seed file changed).
   */
  readonly ttlMs: number
  version(): string
  /**
   * Read past any CDN for the next `ms` (after a publish webhook, the CDN may still hold the old
   * document for a while). A backend without a CDN has nothing to do.
   */
  bypassCdnFor?(ms: number): void
}

// How often the embedded backend looks at the seed file's mtime (a stat per request is cheap,
// but not free on a hot path).
const SEED_CHECK_INTERVAL_MS = 1000
// Parsed queries kept (least recently used dropped first): visitors choose slugs, so the set of
// (query, params) pairs is unbounded.
const PARSE_CACHE_SIZE = 500

export class EmbeddedBackend implements ContentBackend {
  readonly kind = 'embedded' as const
  readonly ttlMs = Number.POSITIVE_INFINITY
  private dataset: EmbeddedDataset | null = null
  private checkedAt = 0
  private readonly trees = new Map<string, ExprNode>()
  private byId: { dataset: EmbeddedDataset; documents: Map<string, SanityDocument> } | null = null

  constructor(
    private readonly seedPath: string,
    /** `drafts` for preview sessions (content staff), `published` for everyone else. */
    readonly perspective: Perspective = 'published',
    /** Preview only: encode each result's strings with their source for the Studio's overlays. */
    private readonly stega?: StegaOptions,
    /** Preview only: the content releases read over the drafts. */
    private readonly releases: ReleaseStack = [],
  ) {}

  /** The dataset, reloaded when the seed file changes (at most one stat per second). */
  current(): EmbeddedDataset {
    const now = Date.now()
    if (this.dataset && now - this.checkedAt < SEED_CHECK_INTERVAL_MS) return this.dataset
    this.checkedAt = now
    if (!this.dataset || datasetVersion(this.seedPath) !== this.dataset.version) {
      this.dataset = loadEmbeddedDataset(this.seedPath, this.perspective, this.releases)
    }
    return this.dataset
  }

  version(): string {
    return this.current().version
  }

  /** After a publish: the next read looks at the seed file again, not up to a second later. */
  bypassCdnFor(): void {
    this.checkedAt = 0
  }

  async fetch(groq: string, params: QueryParams): Promise<unknown> {
    // groq-js resolves parameters while parsing (whether `field[$x]` is an attribute, an index
    // or a filter depends on $x), so a parsed tree belongs to one (query, params) pair.
    const cacheKey = `${groq}\u0000${JSON.stringify(params)}`
    let tree = this.trees.get(cacheKey)
    if (tree) {
      this.trees.delete(cacheKey)
    } else {
      tree = parse(groq, { params })
      if (this.trees.size >= PARSE_CACHE_SIZE) this.trees.delete(this.trees.keys().next().value as string)
    }
    this.trees.set(cacheKey, tree)
    const dataset = this.current()
    const value = await (await evaluate(tree, { dataset: dataset.documents, params })).get()
    return this.stega ? encodeEmbeddedResult(value, this.documentsById(dataset), this.stega) : value
  }

  private documentsById(dataset: EmbeddedDataset): Map<string, SanityDocument> {
    if (this.byId?.dataset !== dataset) {
      this.byId = { dataset, documents: new Map(dataset.documents.map((document) => [document._id, document])) }
    }
    return this.byId.documents
  }
}

/**
 * How a Sanity client reaches the API at a custom address (SANITY_API_HOST) instead of the
 * project's own host on api.sanity.io: every client the server makes asks it.
 */
export const apiHostSettings = (apiHost: string | undefined) => (apiHost ? { apiHost, useProjectHostname: false } : {})

export interface SanityBackendOptions {
  projectId: string
  dataset: string
  apiVersion: string
  token?: string
  /** A custom API host (SANITY_API_HOST); unset, the project's own on api.sanity.io. */
  apiHost?: string
  ttlMs: number
  /** `drafts` (preview): needs a token that can read drafts, and always reads the live API. */
  perspective?: Perspective
  /** With `drafts`: the content releases read over them (Sanity's release perspective). */
  releases?: ReleaseStack
  /** Preview only: stega-encode results (Sanity sends the Content Source Map they need). */
  stega?: StegaOptions
  timeoutMs?: number
}

export class SanityBackend implements ContentBackend {
  readonly kind = 'sanity' as const
  readonly ttlMs: number
  private readonly client: SanityClient
  /** The same queries against the live API, not the CDN (right after a publish). */
  private readonly liveClient: SanityClient
  private liveUntil = 0

  constructor(options: SanityBackendOptions) {
    this.ttlMs = options.ttlMs
    this.client = createClient({
      projectId: options.projectId,
      dataset: options.dataset,
      apiVersion: options.apiVersion,
      token: options.token,
      ...apiHostSettings(options.apiHost),
      // Drafts are never on the CDN, and a preview must show the edit just made. A custom API
      // host has no CDN beside it.
      useCdn: options.perspective !== 'drafts' && !options.apiHost,
      perspective: options.perspective === 'drafts' && options.releases?.length ? [...options.releases, 'drafts'] : (options.perspective ?? 'published'),
      ...(options.stega ? { stega: { enabled: true, studioUrl: options.stega.studioUrl } } : {}),
      timeout: options.timeoutMs ?? 5000,
      maxRetries: 1,
    })
    this.liveClient = this.client.withConfig({ useCdn: false })
  }

  bypassCdnFor(ms: number): void {
    this.liveUntil = Math.max(this.liveUntil, Date.now() + ms)
  }

  /** Whether reads go to the live API now (tests, /healthz). */
  get readsLive(): boolean {
    return Date.now() < this.liveUntil
  }

  version(): string {
    return 'sanity'
  }

  fetch(groq: string, params: QueryParams): Promise<unknown> {
    return (this.readsLive ? this.liveClient : this.client).fetch(groq, params)
  }
}
