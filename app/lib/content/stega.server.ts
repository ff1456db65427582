import type { ContentSourceMap, ContentSourceMapParsedPath } from '@sanity/client/csm'
import { jsonPath } from '@sanity/client/csm'
import { stegaEncodeSourceMap } from '@sanity/client/stega'

import type { SanityDocument } from './dataset.server'

// Stega: in a preview session, content strings carry their source (document, field) as invisible
// characters, so the overlays of the Studio's Presentation tool can point at what to edit. Sanity
// encodes them from the Content Source Map it returns with each result; the embedded dataset has
// no such map, so one is built here from the result itself, and the same library encodes both.
// Only the drafts content (a preview session) is ever encoded; published content never is.

/** Where the overlays send an editor: the Studio that frames the preview. */
export interface StegaOptions {
  studioUrl: string
}

type Source = { document: number; node: unknown; path: ContentSourceMapParsedPath }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The Content Source Map of a result of the embedded dataset, for the strings whose source is
 * certain: inside an object that carries a document's `_id`, a string at the same relative path
 * as in that document, with the same value. Renamed projections (`"campaign": campaign->utmValue`)
 * and computed values have no such twin and are left out, so no overlay ever points at the wrong
 * field; array items are followed by `_key` when they have one.
 */
export function embeddedSourceMap(result: unknown, documentsById: ReadonlyMap<string, SanityDocument>): ContentSourceMap {
  const documents: ContentSourceMap['documents'] = []
  const documentIndex = new Map<string, number>()
  const paths: string[] = []
  const pathIndex = new Map<string, number>()
  const mappings: ContentSourceMap['mappings'] = {}

  const indexOf = <K>(map: Map<K, number>, key: K, add: () => void): number => {
    let index = map.get(key)
    if (index === undefined) {
      index = map.size
      map.set(key, index)
      add()
    }
    return index
  }

  const visit = (value: unknown, resultPath: (string | number)[], source: Source | null): void => {
    if (typeof value === 'string') {
      if (source && source.node === value) {
        const sourcePath = jsonPath(source.path)
        mappings[jsonPath(resultPath)] = {
          type: 'value',
          source: { type: 'documentValue', document: source.document, path: indexOf(pathIndex, sourcePath, () => paths.push(sourcePath)) },
        }
      }
      return
    }
    if (Array.isArray(value)) {
      const sourceItems = source && Array.isArray(source.node) ? source.node : null
      value.forEach((item, index) => {
        let itemSource: Source | null = null
        if (source && sourceItems) {
          const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
          if (key !== undefined) {
            const at = sourceItems.findIndex((candidate) => isRecord(candidate) && candidate._key === key)
            if (at !== -1) itemSource = { document: source.document, node: sourceItems[at], path: [...source.path, { _key: key, _index: at }] }
          } else if (index < sourceItems.length) {
            itemSource = { document: source.document, node: sourceItems[index], path: [...source.path, index] }
          }
        }
        visit(item, [...resultPath, index], itemSource)
      })
      return
    }
    if (!isRecord(value)) return
    let here = source
    const document = typeof value._id === 'string' ? documentsById.get(value._id) : undefined
    if (document) {
      const index = indexOf(documentIndex, document._id, () => documents.push({ _id: document._id, _type: document._type }))
      here = { document: index, node: document, path: [] }
    }
    for (const [name, field] of Object.entries(value)) {
      // System fields (_id, _type, _key, _ref…) are never shown; the stega filter skips them too.
      if (name.startsWith('_')) continue
      const fieldSource =
        here && isRecord(here.node) && name in here.node ? { document: here.document, node: here.node[name], path: [...here.path, name] } : null
      visit(field, [...resultPath, name], fieldSource)
    }
  }

  visit(result, [], null)
  return { documents, paths, mappings }
}

/**
 * A result with its strings stega-encoded, through @sanity/client's own encoder and default
 * filter (which leaves URLs, dates, ids, slugs, `seo` and similar fields alone).
 */
export function encodeEmbeddedResult<T>(result: T, documentsById: ReadonlyMap<string, SanityDocument>, options: StegaOptions): T {
  return stegaEncodeSourceMap(result, embeddedSourceMap(result, documentsById), { enabled: true, studioUrl: options.studioUrl })
}
