import { readFile } from 'node:fs/promises'

import { LRUCache } from 'lru-cache'
import sharp from 'sharp'

// Link-preview pictures for the embedded dataset's images (Sanity's image pipeline makes them for
// a real project): a JPEG of the asked size cut from the middle of the file, vector art drawn at
// that size. Made on the first request for a file and kept, one per file, so no visitor's
// parameters can make the server draw the same picture twice or draw pictures without end.

/** Renditions kept (about 50 KB each): more than the embedded dataset's pictures shared by its pages. */
const KEPT_RENDITIONS = 64

/** One drawing per file and size at a time: lru-cache's fetch shares a drawing under way and keeps no failed one. */
const renditions = new LRUCache<string, Buffer, { file: string; size: { width: number; height: number } }>({
  max: KEPT_RENDITIONS,
  fetchMethod: (_key, _stale, { context }) => render(context.file, context.size),
})

async function render(file: string, size: { width: number; height: number }): Promise<Buffer> {
  // SVGs are drawn at twice their own density, so small vector art is sharp at 1200 px.
  return sharp(await readFile(file), { density: 144 })
    .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

/** The JPEG of `file` at `size` (the share size: one size, so one rendition per file). */
export async function shareRendition(file: string, size: { width: number; height: number }): Promise<Buffer> {
  const picture = await renditions.fetch(`${file}\u0000${size.width}x${size.height}`, { context: { file, size } })
  if (!picture) throw new Error(`share picture: nothing drawn for ${file}`)
  return picture
}
