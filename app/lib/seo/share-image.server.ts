import { type ContentImage, imageUrl } from '~/lib/content'
import { imageUrlConfig } from '~/lib/content/content.server'
import { shareImagePath } from '~/lib/content/images'

import { siteOrigin } from './origin.server'

const absolute = (url: string) => new URL(url, `${siteOrigin()}/`).href

/**
 * Absolute URL of a content image as a link preview (og:image, twitter:image, an article's
 * structured data): a 1200x630 JPEG cut from it, which messaging apps and social sites show.
 */
export function shareImageUrl(image: ContentImage): string {
  return absolute(shareImagePath(imageUrlConfig(), image))
}

/** Absolute URL of a content image as it is, at most `width` wide (a logo in structured data). */
export function contentImageUrl(image: ContentImage, width: number): string {
  return absolute(imageUrl(imageUrlConfig(), image, Math.min(width, image.asset.width)))
}
