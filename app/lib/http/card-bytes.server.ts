import { randomBytes } from 'node:crypto'

/**
 * Prerendered cards (ADR 17) kept as UTF-8 bytes and spliced into the rendered document, so a
 * request encodes only the HTML React rendered for it, not the cards again (on the home page, two
 * thirds of its bytes). React writes a placeholder comment where each card goes; the token is
 * random per process, and React escapes `<` in anything content puts in text or attributes, so no
 * content can forge one.
 */
const PREFIX = `<!--card-${randomBytes(8).toString('hex')}:`
const SUFFIX = '-->'

export interface CardBytes {
  /** What React renders in each card's slot, by card key. */
  placeholders: ReadonlyMap<string, string>
  /** Each card's HTML as bytes, by the number in its placeholder. */
  bytes: readonly Buffer[]
}

/** Cards' HTML by key, as placeholders and bytes. */
export function cardBytes(html: ReadonlyMap<string, string>): CardBytes {
  const placeholders = new Map<string, string>()
  const bytes: Buffer[] = []
  for (const [key, markup] of html) {
    placeholders.set(key, `${PREFIX}${bytes.length}${SUFFIX}`)
    bytes.push(Buffer.from(markup, 'utf8'))
  }
  return { placeholders, bytes }
}

/** The document as bytes, each placeholder replaced by its card. */
export function spliceCards(document: string, cards: CardBytes): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = []
  let from = 0
  for (let at = document.indexOf(PREFIX); at !== -1; at = document.indexOf(PREFIX, from)) {
    const end = document.indexOf(SUFFIX, at + PREFIX.length)
    if (end === -1) break
    const card = cards.bytes[Number(document.slice(at + PREFIX.length, end))]
    // Not one of this page's cards: cannot happen (the render and the bytes come from one view); leave it as written.
    if (!card) {
      chunks.push(Buffer.from(document.slice(from, end + SUFFIX.length), 'utf8'))
    } else {
      chunks.push(Buffer.from(document.slice(from, at), 'utf8'), card)
    }
    from = end + SUFFIX.length
  }
  chunks.push(Buffer.from(document.slice(from), 'utf8'))
  return Buffer.concat(chunks)
}
