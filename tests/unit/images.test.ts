import { describe, expect, it } from 'vitest'

import { type ContentImage, imageSrcSet, imageUrl, type ImageUrlConfig } from '~/lib/content'
import { EMBEDDED_IMAGE_BASE, EMBEDDED_PROJECT } from '~/lib/content/dataset.server'
import { siteSettingsQuery } from '~/lib/content/queries'

import { runSeedQuery } from '../support/seed'

const EMBEDDED: ImageUrlConfig = { projectId: 'embedded', dataset: 'seed', baseUrl: '/cdn' }
const SANITY: ImageUrlConfig = { projectId: 'abc123xy', dataset: 'production' }
const HASH = '0123456789abcdef0123456789abcdef01234567'

const raster = (width: number, height: number, extension = 'jpg', extra: Partial<ContentImage> = {}): ContentImage => ({
  alt: 'Ovation of the Seas at sea',
  asset: {
    _id: `image-${HASH}-${width}x${height}-${extension}`,
    url: `/cdn/images/embedded/seed/${HASH}-${width}x${height}.${extension}`,
    width,
    height,
  },
  ...extra,
})
const vector: ContentImage = {
  alt: 'Harbourline Cruises',
  asset: { _id: `image-${HASH}-220x48-svg`, url: `/cdn/images/embedded/seed/${HASH}-220x48.svg`, width: 220, height: 48 },
}

describe('imageUrl', () => {
  it('matches the embedded constants used by the content door', () => {
    expect({ ...EMBEDDED_PROJECT, baseUrl: EMBEDDED_IMAGE_BASE }).toEqual(EMBEDDED)
  })

  it('gives the original file for vector images, at any width', () => {
    expect(imageUrl(EMBEDDED, vector)).toBe(vector.asset.url)
    expect(imageUrl(EMBEDDED, vector, 640)).toBe(vector.asset.url)
    expect(imageUrl(SANITY, vector, 640)).toBe(vector.asset.url)
  })

  it('builds embedded raster urls on the image route, with width and auto format', () => {
    const image = raster(1200, 800)
    expect(imageUrl(EMBEDDED, image, 640)).toBe(`/cdn/images/embedded/seed/${HASH}-1200x800.jpg?w=640&auto=format`)
    expect(imageUrl(EMBEDDED, image)).toBe(`/cdn/images/embedded/seed/${HASH}-1200x800.jpg?auto=format`)
    expect(imageUrl(EMBEDDED, raster(400, 300, 'png'), 200)).toBe(`/cdn/images/embedded/seed/${HASH}-400x300.png?w=200&auto=format`)
  })

  it('builds cdn.sanity.io urls for a Sanity project', () => {
    expect(imageUrl(SANITY, raster(1200, 800), 640)).toBe(`https://cdn.sanity.io/images/abc123xy/production/${HASH}-1200x800.jpg?w=640&auto=format`)
    expect(imageUrl({ projectId: 'other1', dataset: 'staging' }, raster(1200, 800, 'webp'), 320)).toBe(
      `https://cdn.sanity.io/images/other1/staging/${HASH}-1200x800.webp?w=320&auto=format`,
    )
  })

  it('keeps builders per config apart', () => {
    const image = raster(1200, 800)
    const embedded = imageUrl(EMBEDDED, image, 640)
    const sanity = imageUrl(SANITY, image, 640)
    expect(imageUrl(EMBEDDED, image, 640)).toBe(embedded)
    expect(sanity).not.toBe(embedded)
    expect(imageUrl({ ...EMBEDDED, baseUrl: '/media' }, image, 640)).toBe(`/media/images/embedded/seed/${HASH}-1200x800.jpg?w=640&auto=format`)
  })

  it('applies the editor crop as a rect', () => {
    const image = raster(1200, 800, 'jpg', {
      crop: { top: 0.1, bottom: 0.1, left: 0, right: 0 },
      hotspot: { x: 0.5, y: 0.5, width: 1, height: 1 },
    })
    const url = new URL(imageUrl(SANITY, image, 640))
    expect(url.searchParams.get('rect')).toBe('0,80,1200,640')
    expect(url.searchParams.get('w')).toBe('640')
  })

  it('accepts null crop and hotspot (as GROQ returns them)', () => {
    const image = raster(1200, 800, 'jpg', { crop: null, hotspot: null })
    expect(imageUrl(EMBEDDED, image, 640)).toBe(`/cdn/images/embedded/seed/${HASH}-1200x800.jpg?w=640&auto=format`)
  })
})

describe('imageSrcSet', () => {
  const WIDTHS = [320, 640, 960, 1280, 1920]

  it('has no srcset for vector images', () => {
    expect(imageSrcSet(EMBEDDED, vector, WIDTHS)).toBeUndefined()
  })

  it('lists each width up to the original width', () => {
    expect(imageSrcSet(EMBEDDED, raster(1200, 800), WIDTHS)).toBe(
      [320, 640, 960].map((w) => `/cdn/images/embedded/seed/${HASH}-1200x800.jpg?w=${w}&auto=format ${w}w`).join(', '),
    )
  })

  it('includes a width equal to the original', () => {
    const srcset = imageSrcSet(SANITY, raster(1280, 720), WIDTHS) ?? ''
    expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w'])
    expect(srcset).toContain('https://cdn.sanity.io/images/abc123xy/production/')
  })

  it('never exceeds the original width', () => {
    for (const width of [100, 319, 320, 500, 999, 1920, 4000]) {
      const srcset = imageSrcSet(EMBEDDED, raster(width, 600), WIDTHS) ?? ''
      const descriptors = srcset.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]))
      expect(descriptors.length).toBeGreaterThan(0)
      expect(Math.max(...descriptors)).toBeLessThanOrEqual(width)
      for (const candidate of srcset.split(', ')) {
        const [url, descriptor] = candidate.split(' ')
        expect(url).toContain(`w=${descriptor?.slice(0, -1)}&`)
      }
    }
  })

  it('falls back to the original width when every width is too large', () => {
    expect(imageSrcSet(EMBEDDED, raster(200, 100), WIDTHS)).toBe(`/cdn/images/embedded/seed/${HASH}-200x100.jpg?w=200&auto=format 200w`)
  })
})

describe('images of the real seed', () => {
  it('the seed logos are vector art: original url, no srcset', async () => {
    const settings = await runSeedQuery(siteSettingsQuery)
    expect(imageUrl(EMBEDDED, settings.logo, 320)).toBe(settings.logo.asset.url)
    expect(imageSrcSet(EMBEDDED, settings.logo, [320, 640])).toBeUndefined()
  })
})
