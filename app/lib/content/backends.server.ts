import { createClient, type SanityClient } from '@sanity/client'
import { evaluate, parse, type ExprNode } from 'groq-js'
import { datasetVersion, loadEmbeddedDataset, type EmbeddedDataset } from './dataset.server'

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
}

// How often the embedded backend looks at the seed file's mtime (a stat per request is cheap,
// but not free on a hot path).
const SEED_CHECK_INTERVAL_MS = 1000

export class EmbeddedBackend implements ContentBackend {
  readonly kind = 'embedded' as const
  readonly ttlMs = Number.POSITIVE_INFINITY
  private dataset: EmbeddedDataset | null = null
  private checkedAt = 0
  private readonly trees = new Map<string, ExprNode>()

  constructor(private readonly seedPath: string) {}

  /** The dataset, reloaded when the seed file changes (at most one stat per second). */
  current(): EmbeddedDataset {
    const now = Date.now()
    if (this.dataset && now - this.checkedAt < SEED_CHECK_INTERVAL_MS) return this.dataset
    this.checkedAt = now
    if (!this.dataset || datasetVersion(this.seedPath) !== this.dataset.version) {
      this.dataset = loadEmbeddedDataset(this.seedPath)
    }
    return this.dataset
  }

  version(): string {
    return this.current().version
  }

  async fetch(groq: string, params: QueryParams): Promise<unknown> {
    let tree = this.trees.get(groq)
    if (!tree) {
      // Parsed without params: groq-js bakes params given here into the tree, and the tree is cached.
      tree = parse(groq)
      this.trees.set(groq, tree)
    }
    const value = await evaluate(tree, { dataset: this.current().documents, params })
    return value.get()
  }
}

export interface SanityBackendOptions {
  projectId: string
  dataset: string
  apiVersion: string
  token?: string
  ttlMs: number
  timeoutMs?: number
}

export class SanityBackend implements ContentBackend {
  readonly kind = 'sanity' as const
  readonly ttlMs: number
  private readonly client: SanityClient

  constructor(options: SanityBackendOptions) {
    this.ttlMs = options.ttlMs
    this.client = createClient({
      projectId: options.projectId,
      dataset: options.dataset,
      apiVersion: options.apiVersion,
      token: options.token,
      useCdn: true,
      perspective: 'published',
      timeout: options.timeoutMs ?? 5000,
      maxRetries: 1,
    })
  }

  version(): string {
    return 'sanity'
  }

  fetch(groq: string, params: QueryParams): Promise<unknown> {
    return this.client.fetch(groq, params)
  }
}
