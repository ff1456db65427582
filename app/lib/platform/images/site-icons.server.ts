import { LRUCache } from 'lru-cache'
import pngToIco from 'png-to-ico'
import sharp from 'sharp'

// The site's icon in the files browsers and phones ask for by name, whatever the page links:
// /favicon.ico (16, 32 and 48 px in one file) and the home-screen icon of iPhones and iPads
// (/apple-touch-icon.png, 180 px on the brand colour, which iOS would otherwise fill black). All are
// drawn from the one SVG in public/ on first request and kept.

export type SiteIcon = 'favicon.ico' | 'apple-touch-icon.png'

const TOUCH_ICON_SIZE = 180
const ICO_SIZES = [16, 32, 48]
const BRAND_BACKGROUND = '#0b4f6c'

/** Each icon drawn once per process (lru-cache's fetch shares a drawing under way and keeps no failed one). */
const drawn = new LRUCache<SiteIcon, { body: Buffer; type: string }, string>({
  max: 2,
  fetchMethod: (icon, _stale, { context }) => draw(icon, context),
})

const png = (svg: string, size: number, background?: string) => {
  const image = sharp(Buffer.from(svg), { density: 72 * Math.max(1, size / 48) }).resize(size, size)
  return (background ? image.flatten({ background }) : image).png().toBuffer()
}

async function draw(icon: SiteIcon, svg: string): Promise<{ body: Buffer; type: string }> {
  if (icon === 'favicon.ico') return { body: await pngToIco(await Promise.all(ICO_SIZES.map((size) => png(svg, size)))), type: 'image/x-icon' }
  return { body: await png(svg, TOUCH_ICON_SIZE, BRAND_BACKGROUND), type: 'image/png' }
}

/** The answer to a GET of `icon`: kept by browsers and caches for a day (its address never changes). */
export async function siteIconResponse(icon: SiteIcon, svg: string): Promise<Response> {
  const drawing = await drawn.fetch(icon, { context: svg })
  if (!drawing) throw new Error(`site icon: nothing drawn for ${icon}`)
  const { body, type } = drawing
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
  })
}
