import { createImageUrlBuilder } from '@sanity/image-url'

import type { ContentImage } from './queries'

// Image URLs in one place: Sanity's CDN for a real project, the embedded image route otherwise.
// Both accept the same width/format parameters.

export interface ImageUrlConfig {
  projectId: string
  dataset: string
  baseUrl?: string
}

const builders = new Map<string, ReturnType<typeof createImageUrlBuilder>>()

function builderFor(config: ImageUrlConfig) {
  const cacheKey = `${config.projectId}/${config.dataset}/${config.baseUrl ?? ''}`
  let builder = builders.get(cacheKey)
  if (!builder) {
    builder = createImageUrlBuilder(config)
    builders.set(cacheKey, builder)
  }
  return builder
}

const isVector = (image: ContentImage) => image.asset._id.endsWith('-svg')

/**
 * Link previews (og:image): WhatsApp, Facebook and LinkedIn show a raster picture of about this
 * size, and nothing for an SVG.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const

/**
 * A content image as a link-preview picture: a 1200x630 JPEG cut from it (around its hotspot), made
 * by Sanity's image pipeline or, for the embedded dataset, by the image route (vector art too).
 */
export function shareImagePath(config: ImageUrlConfig, image: ContentImage): string {
  return builderFor(config)
    .image({ asset: { _ref: image.asset._id }, crop: image.crop ?? undefined, hotspot: image.hotspot ?? undefined })
    .width(SHARE_IMAGE.width)
    .height(SHARE_IMAGE.height)
    .fit('crop')
    .format('jpg')
    .url()
}

export function imageUrl(config: ImageUrlConfig, image: ContentImage, width?: number): string {
  // Vector art scales itself: the original file at every width.
  if (isVector(image)) return image.asset.url
  let url = builderFor(config).image({ asset: { _ref: image.asset._id }, crop: image.crop ?? undefined, hotspot: image.hotspot ?? undefined })
  if (width) url = url.width(width)
  return url.auto('format').url()
}

/** A `srcset` over the given widths, never wider than the original. */
export function imageSrcSet(config: ImageUrlConfig, image: ContentImage, widths: number[]): string | undefined {
  if (isVector(image)) return undefined
  const usable = widths.filter((width) => width <= image.asset.width)
  if (!usable.length) usable.push(image.asset.width)
  return usable.map((width) => `${imageUrl(config, image, width)} ${width}w`).join(', ')
}
