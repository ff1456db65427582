import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { readImageSize } from './image-size.server'

// The embedded dataset: seed/production.ndjson as Sanity would hold it after
// `sanity dataset import`. Each `_sanityAsset: "image@file://./images/NAME"` becomes a real
// asset reference plus a `sanity.imageAsset` document with url and dimensions, so the same GROQ
// (`asset->{url, metadata}`) works against both backends.

export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>

export interface EmbeddedDataset {
  documents: SanityDocument[]
  /** Seed image files by asset file name (`<sha1>-<w>x<h>.<ext>`), for the image route. */
  imageFiles: Map<string, string>
  version: string
}

/** The path prefix the image route answers; the asset urls point there. */
export const EMBEDDED_IMAGE_BASE = '/cdn'
export const EMBEDDED_PROJECT = { projectId: 'embedded', dataset: 'seed' } as const

const ASSET_PATTERN = /^image@file:\/\/(.+)$/

export function datasetVersion(seedPath: string): string {
  const stats = statSync(seedPath)
  return `${stats.mtimeMs}:${stats.size}`
}

/**
 * Which documents a read sees, as Sanity's perspectives: `published` leaves drafts out; `drafts`
 * (preview) shows each draft in place of its published document, under the published id with
 * `_originalId` naming the draft, and drafts of documents never published as new ones.
 */
export type Perspective = 'published' | 'drafts'

/**
 * Content releases previewed over the drafts (ADR 41), the first winning: Sanity's release
 * perspective `[...releases, 'drafts']`. Empty: drafts alone.
 */
export type ReleaseStack = readonly string[]

export function loadEmbeddedDataset(seedPath: string, perspective: Perspective = 'published', releases: ReleaseStack = []): EmbeddedDataset {
  const seed = readSeed(seedPath, { withDrafts: perspective === 'drafts' })
  return {
    documents: [...inPerspective(seed.documents, perspective, releases), ...seed.assets],
    imageFiles: seed.imageFiles,
    version: datasetVersion(seedPath),
  }
}

const DRAFT_PREFIX = 'drafts.'
const VERSION_PREFIX = 'versions.'

/** Whether `id` is a published document's (not a draft, nor a release's version of one). */
export const isPublishedId = (id: string): boolean => !id.startsWith(DRAFT_PREFIX) && !id.startsWith(VERSION_PREFIX)

/** A release's version of a document (`versions.<release>.<id>`): the release and the published id. */
export function versionOf(id: string): { release: string; publishedId: string } | null {
  if (!id.startsWith(VERSION_PREFIX)) return null
  const [release, ...rest] = id.slice(VERSION_PREFIX.length).split('.')
  return release && rest.length > 0 ? { release, publishedId: rest.join('.') } : null
}

/**
 * The documents `perspective` reads among `documents` (drafts under their own `drafts.` ids and
 * releases' versions under `versions.<release>.` ids, in dataset order): published ones only, or
 * each draft in its published document's place, under the published id with `_originalId` naming
 * the draft, a draft never published after the rest. With `releases`, each release's versions go
 * over that the same way, the first release last (it wins); a version that unpublishes its
 * document (`_system.delete`) takes it out.
 */
export function inPerspective(documents: readonly SanityDocument[], perspective: Perspective, releases: ReleaseStack = []): SanityDocument[] {
  const view = new Map<string, SanityDocument>()
  for (const document of documents) if (isPublishedId(document._id)) view.set(document._id, document)
  if (perspective === 'published') return [...view.values()]
  for (const draft of documents) {
    if (!draft._id.startsWith(DRAFT_PREFIX)) continue
    const publishedId = draft._id.slice(DRAFT_PREFIX.length)
    view.set(publishedId, { ...draft, _id: publishedId, _originalId: draft._id })
  }
  for (const release of [...releases].reverse()) {
    for (const version of documents) {
      const of = versionOf(version._id)
      if (of?.release !== release) continue
      if ((version._system as { delete?: boolean } | undefined)?.delete === true) view.delete(of.publishedId)
      else view.set(of.publishedId, { ...version, _id: of.publishedId, _originalId: version._id })
    }
  }
  return [...view.values()]
}

/**
 * The seed as Sanity holds it after `sanity dataset import`: its documents in file order (drafts,
 * when asked for, under their `drafts.` ids), each seed image as an image asset document, and the
 * image files by asset file name.
 */
export function readSeed(
  seedPath: string,
  { withDrafts }: { withDrafts: boolean },
): { documents: SanityDocument[]; assets: SanityDocument[]; imageFiles: Map<string, string> } {
  const seedDir = path.dirname(seedPath)
  const assets = new Map<string, SanityDocument>()
  const imageFiles = new Map<string, string>()

  const assetFor = (relativeFile: string, where: string): SanityDocument => {
    const file = path.resolve(seedDir, relativeFile)
    const known = assets.get(file)
    if (known) return known
    let bytes: Buffer
    try {
      bytes = readFileSync(file)
    } catch {
      throw new Error(`Seed image not found: ${relativeFile} (referenced by ${where})`)
    }
    const size = readImageSize(bytes)
    if (!size) throw new Error(`Seed image has no readable size: ${relativeFile} (referenced by ${where})`)
    const sha1 = createHash('sha1').update(bytes).digest('hex')
    const fileName = `${sha1}-${size.width}x${size.height}.${size.extension}`
    const { projectId, dataset } = EMBEDDED_PROJECT
    const asset: SanityDocument = {
      _id: `image-${sha1}-${size.width}x${size.height}-${size.extension}`,
      _type: 'sanity.imageAsset',
      originalFilename: path.basename(file),
      extension: size.extension,
      mimeType: size.extension === 'svg' ? 'image/svg+xml' : `image/${size.extension === 'jpg' ? 'jpeg' : size.extension}`,
      size: bytes.length,
      url: `${EMBEDDED_IMAGE_BASE}/images/${projectId}/${dataset}/${fileName}`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {
          _type: 'sanity.imageDimensions',
          width: size.width,
          height: size.height,
          aspectRatio: size.width / size.height,
        },
      },
    }
    assets.set(file, asset)
    imageFiles.set(fileName, file)
    return asset
  }

  const resolveAssets = (value: unknown, where: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => resolveAssets(item, where))
    if (!value || typeof value !== 'object') return value
    const result: Record<string, unknown> = {}
    for (const [name, field] of Object.entries(value)) {
      const match = name === '_sanityAsset' && typeof field === 'string' ? ASSET_PATTERN.exec(field) : null
      if (match?.[1]) {
        result.asset = { _type: 'reference', _ref: assetFor(match[1], where)._id }
      } else {
        result[name] = resolveAssets(field, where)
      }
    }
    return result
  }

  // Sanity gives every document _createdAt and _updatedAt; a seed line without them was last
  // changed when the seed file was (the sitemap's lastmod reads _updatedAt on both backends).
  const seedChangedAt = new Date(statSync(seedPath).mtimeMs).toISOString()
  const documents: SanityDocument[] = []
  const lines = readFileSync(seedPath, 'utf8').split('\n')
  lines.forEach((line, index) => {
    if (!line.trim()) return
    let parsed: unknown
    try {
      parsed = JSON.parse(line)
    } catch (error) {
      throw new Error(`${seedPath}:${index + 1} is not valid JSON: ${(error as Error).message}`)
    }
    const document = parsed as Partial<SanityDocument>
    if (typeof document._id !== 'string' || typeof document._type !== 'string') {
      throw new Error(`${seedPath}:${index + 1} has no _id or _type`)
    }
    // Drafts and releases' versions are Studio state: published reads never see them (nor their images).
    if (!isPublishedId(document._id) && !withDrafts) return
    const resolved = resolveAssets(document, document._id) as SanityDocument
    resolved._createdAt ??= seedChangedAt
    resolved._updatedAt ??= seedChangedAt
    documents.push(resolved)
  })
  return { documents, assets: [...assets.values()], imageFiles }
}
