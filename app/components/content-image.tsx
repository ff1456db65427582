import { createContext, type ImgHTMLAttributes, useContext } from 'react'

import { type ContentImage as Image, imageSrcSet, imageUrl, type ImageUrlConfig } from '~/lib/content'

/**
 * Where images are served from (Sanity's CDN or the embedded image route): root.tsx provides the
 * root loader's.
 */
export const ImageConfig = createContext<ImageUrlConfig | null>(null)

const DEFAULT_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600, 1920]

interface ContentImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt' | 'width' | 'height'> {
  image: Image
  /** Rendered width in CSS pixels; height follows the image's aspect ratio unless given. */
  width?: number
  height?: number
  widths?: number[]
  /**
   * true: above the fold (the LCP image), eager with high priority. 'low': lazy, and fetched after
   * the rest when the browser loads it early anyway (a carousel's next slide beside the LCP image).
   */
  priority?: boolean | 'low'
  /** The words beside it say what it shows (a banner's link): an empty alt, so it is not read out twice. */
  decorative?: boolean
}

/** An image from the CMS: alt text from the CMS, responsive srcset, width and height always set. */
export function ContentImage({ image, width, height, widths = DEFAULT_WIDTHS, priority = false, decorative = false, sizes, ...rest }: ContentImageProps) {
  const config = useContext(ImageConfig)
  const renderedWidth = width ?? image.asset.width
  const renderedHeight = height ?? Math.round((renderedWidth * image.asset.height) / image.asset.width)
  const src = config ? imageUrl(config, image, Math.min(renderedWidth * 2, image.asset.width)) : image.asset.url
  const srcSet = config ? imageSrcSet(config, image, widths) : undefined
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${renderedWidth}px`) : undefined}
      alt={decorative ? '' : image.alt}
      width={renderedWidth}
      height={renderedHeight}
      loading={priority === true ? 'eager' : 'lazy'}
      decoding={priority === true ? 'sync' : 'async'}
      // React 18 does not know the camel-cased prop; the lower-case attribute passes through.
      {...(priority ? { fetchpriority: priority === true ? 'high' : 'low' } : {})}
      {...rest}
    />
  )
}
