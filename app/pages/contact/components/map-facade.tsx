// The contact map behind a click-to-load facade: the static map picture from content
// and an 'Open in Maps' link; the provider's frame is created only when the visitor asks for it,
// so until then the page makes no request to the map host (an unreachable provider costs nothing).
// The frame takes the picture's box: nothing moves when it loads.
import { useEffect, useRef, useState } from 'react'

import { ContentImage } from '~/components/content-image'
import { useHydrated } from '~/lib/ui/use-hydrated'

import type { ContactPage } from '../query'
import type { MapFacade as MapUrls } from '../view'

export interface MapFacadeProps {
  map: ContactPage['map']
  urls: MapUrls
}

const MAP_WIDTH = 600

export function MapFacade({ map, urls }: MapFacadeProps) {
  const hydrated = useHydrated()
  const [loaded, setLoaded] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const height = Math.round((MAP_WIDTH * map.image.asset.height) / map.image.asset.width)

  // The button that was focused is gone: focus goes to the map it asked for.
  useEffect(() => {
    if (loaded) frameRef.current?.focus()
  }, [loaded])

  return (
    <figure className="map-facade">
      <div className="map-facade__box" style={{ aspectRatio: `${map.image.asset.width} / ${map.image.asset.height}` }}>
        {loaded && urls.embedUrl ? (
          <iframe
            ref={frameRef}
            className="map-facade__frame"
            src={urls.embedUrl}
            title={map.title}
            width={MAP_WIDTH}
            height={height}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <ContentImage
              image={map.image}
              width={MAP_WIDTH}
              height={height}
              sizes={`(min-width: 768px) ${MAP_WIDTH}px, calc(100vw - 2rem)`}
              className="map-facade__image"
            />
            {hydrated && urls.embedUrl ? (
              <button type="button" className="button map-facade__load" onClick={() => setLoaded(true)}>
                {map.loadLabel}
              </button>
            ) : null}
          </>
        )}
      </div>
      {urls.openUrl ? (
        <figcaption className="map-facade__caption">
          <a className="map-facade__open" href={urls.openUrl} target="_blank" rel="noopener noreferrer">
            {map.openLabel}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </figcaption>
      ) : null}
    </figure>
  )
}
