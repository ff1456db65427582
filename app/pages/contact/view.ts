// /contact: the map's click-to-load facade (third-party embeds never block or break the page).
// Pure and browser-safe.

/** The origin of an https URL ('https://www.openstreetmap.org'), or null for anything else. */
function httpsOrigin(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

export interface MapContent {
  title: string
  embedUrl: string
  openInMapsUrl: string
}

export interface MapFacade {
  /** The iframe's src, loaded only when the visitor asks for the map; null when content's is unusable. */
  embedUrl: string | null
  /** Where the frame comes from: the CSP frame-src allows exactly this origin. */
  embedOrigin: string | null
  /** 'Open in Maps' (new tab); null when content's is unusable. */
  openUrl: string | null
  title: string
}

/**
 * What the contact map's facade needs: only https URLs pass (content validation asks for them;
 * this keeps a bad edit from becoming a javascript: link or a mixed-content frame).
 */
export function mapFacade(map: MapContent): MapFacade {
  const embedOrigin = httpsOrigin(map.embedUrl)
  return {
    embedUrl: embedOrigin ? new URL(map.embedUrl).href : null,
    embedOrigin,
    openUrl: httpsOrigin(map.openInMapsUrl) ? new URL(map.openInMapsUrl).href : null,
    title: map.title,
  }
}
