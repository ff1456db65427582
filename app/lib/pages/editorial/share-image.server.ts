import { type ContentImage, imageUrl } from '~/lib/content'
import { imageUrlConfig } from '~/lib/content/content.server'
import { siteOrigin } from '~/lib/seo/origin.server'

/** Width of link-preview pictures (Open Graph recommends 1200 px). */
const SHARE_IMAGE_WIDTH = 1200

/** Absolute URL of a content image, for link previews (og:image) and structured data. */
export function shareImageUrl(request: Request, image: ContentImage, width = SHARE_IMAGE_WIDTH): string {
  const url = imageUrl(imageUrlConfig(), image, Math.min(width, image.asset.width))
  return new URL(url, `${siteOrigin()}/`).href
}
