// What a messaging app or social site finds when a page is shared, and what a browser or phone
// asks for by name: every page's og:image and twitter:image is a 1200x630 JPEG on the site's own
// origin (WhatsApp, Facebook and LinkedIn show nothing for the SVG art of the embedded dataset),
// announced with its type and size; /favicon.ico holds 16, 32 and 48 px icons; the home-screen
// icons are 180 px PNGs. Read from the production server, bytes and headers as sent.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { all, attributeOf, parseHtml } from '../support/html'
import { DISTINCT_PAGE_ROUTES } from '../support/routes'
import { startSiteServer, type TestServer } from '../support/server'

let server: TestServer

beforeAll(async () => {
  server = await startSiteServer()
}, 60_000)

afterAll(async () => {
  await server?.stop()
})

/** The content of each `<meta property|name="…">` of an HTML page, by its property or name. */
function metaOf(html: string): Map<string, string> {
  const tags = new Map<string, string>()
  for (const meta of all(parseHtml(html), 'meta[content]')) {
    const key = attributeOf(meta, 'property') ?? attributeOf(meta, 'name')
    if (key && !tags.has(key)) tags.set(key, attributeOf(meta, 'content') ?? '')
  }
  return tags
}

async function bytesOf(url: string): Promise<{ status: number; type: string | null; cache: string | null; body: Buffer }> {
  const answer = await fetch(url)
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    cache: answer.headers.get('cache-control'),
    body: Buffer.from(await answer.arrayBuffer()),
  }
}

describe('link previews', () => {
  it('every page shares a 1200x630 JPEG of its own picture, announced with its type and size', async () => {
    const pictures = new Map<string, string>()
    for (const route of DISTINCT_PAGE_ROUTES) {
      const page = await fetch(`${server.url}${route.path}`, { headers: { 'cf-ipcountry': 'IN' } })
      expect(page.status, route.path).toBe(200)
      const meta = metaOf(await page.text())
      const image = meta.get('og:image') ?? ''
      expect(image.startsWith(`${server.url}/`), `${route.path}: ${image}`).toBe(true)
      expect(meta.get('twitter:image'), route.path).toBe(image)
      expect(meta.get('twitter:card'), route.path).toBe('summary_large_image')
      expect([meta.get('og:image:type'), meta.get('og:image:width'), meta.get('og:image:height')], route.path).toEqual(['image/jpeg', '1200', '630'])
      expect(meta.get('og:image:alt'), route.path).toBeTruthy()
      pictures.set(image, route.path)
    }
    for (const [url, path] of pictures) {
      const picture = await bytesOf(url)
      expect([picture.status, picture.type], `${path}: ${url}`).toEqual([200, 'image/jpeg'])
      expect(picture.cache).toContain('immutable')
      const { format, width, height } = await sharp(picture.body).metadata()
      expect({ format, width, height }, `${path}: ${url}`).toEqual({ format: 'jpeg', width: 1200, height: 630 })
    }
    // Several pages, several pictures: not one picture for the whole site.
    expect(pictures.size).toBeGreaterThan(5)
  })

  it('draws one picture per image whatever else the address carries, and the image itself without the share parameters', async () => {
    const home = metaOf(await (await fetch(server.url)).text())
    const share = new URL(home.get('og:image') ?? '')
    const asked = await bytesOf(share.href)
    const played = new URL(share)
    played.searchParams.set('rect', '0,0,5,5')
    played.searchParams.set('q', '1')
    played.searchParams.set('fit', 'fill')
    expect((await bytesOf(played.href)).body.equals(asked.body)).toBe(true)
    const original = await bytesOf(`${share.origin}${share.pathname}`)
    expect([original.status, original.type]).toEqual([200, 'image/svg+xml'])
  })
})

describe('icons asked for by name', () => {
  it('/favicon.ico is an icon file with 16, 32 and 48 px images', async () => {
    const icon = await bytesOf(`${server.url}/favicon.ico`)
    expect([icon.status, icon.type]).toEqual([200, 'image/x-icon'])
    // The ICO header: reserved 0, type 1 (icon), then the number of images and a 16-byte entry each.
    expect([icon.body.readUInt16LE(0), icon.body.readUInt16LE(2)]).toEqual([0, 1])
    const count = icon.body.readUInt16LE(4)
    const sizes = Array.from({ length: count }, (_, index) => icon.body.readUInt8(6 + index * 16) || 256).sort((a, b) => a - b)
    expect(sizes).toEqual([16, 32, 48])
  })

  it('the home-screen icons are 180 px PNGs, without a transparent corner for iOS to fill black', async () => {
    for (const name of ['apple-touch-icon.png', 'apple-touch-icon-precomposed.png']) {
      const icon = await bytesOf(`${server.url}/${name}`)
      expect([icon.status, icon.type], name).toEqual([200, 'image/png'])
      const { format, width, height, hasAlpha } = await sharp(icon.body).metadata()
      expect({ format, width, height, hasAlpha }, name).toEqual({ format: 'png', width: 180, height: 180, hasAlpha: false })
    }
    const page = await (await fetch(server.url)).text()
    expect(page).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>')
    expect(page).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>')
  })
})
