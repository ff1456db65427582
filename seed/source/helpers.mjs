// Small builders that keep the seed source readable. They only shape plain objects:
// the output is ordinary Sanity documents, importable with `sanity dataset import`.
import { LexoRank } from 'lexorank'

/** An image field whose file ships in seed/images (uploaded by `sanity dataset import`). */
export const image = (file, alt) => ({
  _type: 'image',
  _sanityAsset: `image@file://./images/${file}`,
  alt,
})

/** A stable array key derived from readable text, so diffs of the seed stay small. */
export const key = (text) =>
  String(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)

export const withKeys = (items, keyOf = (item) => item.label ?? item.title) => items.map((item) => ({ _key: key(keyOf(item)), ...item }))

export const seo = (title, description) => ({ _type: 'seo', title, description })

export const slug = (current) => ({ _type: 'slug', current })

/** A booking-engine search, stored as parameters; code builds the URL per currency. */
export const bookingSearch = (params = {}) => ({ _type: 'bookingSearch', ...params })

/**
 * Gives each document the `orderRank` that the Studio's drag-ordered lists
 * (@sanity/orderable-document-list) and the site sort by, following `order` (default: the array's
 * own order). The ranks are the ones the plugin's "Reset Order" writes: LexoRanks from the
 * minimum, two steps apart, so staff can drag anything between any two.
 */
export function withOrderRanks(documents, order = documents) {
  const ranks = new Map()
  let rank = LexoRank.min()
  for (const document of order) {
    rank = rank.genNext().genNext()
    ranks.set(document._id, rank.toString())
  }
  return documents.map((document) => ({ ...document, orderRank: ranks.get(document._id) }))
}
