import { readFile } from 'node:fs/promises'

import { LRUCache } from 'lru-cache'
import sharp from 'sharp'

// Link-preview pictures for the embedded dataset's images (Sanity's image pipeline makes them for
// a real project): a JPEG of the asked size cut from the middle of the file, vector art drawn at
// that size. Made on the first request for a file and kept, one per file, so no visitor's
// parameters can make the server draw the same picture twice or draw pictures without end.

/** Renditions kept (about 50 KB each): more than the embedded dataset's pictures shared by its pages. */
const KEPT_RENDITIONS = 64

const renditions = new LRUCache<string, Promise<Buffer>>({ max: KEPT_RENDITIONS })

async function render(file: string, size: { width: number; height: number }): Promise<Buffer> {
  // SVGs are drawn at twice their own density, so small vector art is sharp at 1200 px.
  return sharp(await readFile(file), { density: 144 })
    .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

/** The JPEG of `file` at `size` (the share size: one size, so one rendition per file). */
export function shareRendition(file: string, size: { width: number; height: number }): Promise<Buffer> {
  const key = `${file}\u0000${size.width}x${size.height}`
  let kept = renditions.get(key)
  if (!kept) {
    kept = render(file, size)
    renditions.set(key, kept)
    // A failed drawing is not kept: the next request tries again.
    kept.catch(() => renditions.delete(key))
  }
  return kept
}
