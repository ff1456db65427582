import { useRouteLoaderData } from 'react-router'

import type { ChatLink } from '~/lib/campaign/visit.server'
import type { DraftGap, ImageUrlConfig, PreviewedRelease } from '~/lib/content'
import type { CurrencyCode } from '~/lib/currency'
import type { IsoDate } from '~/lib/sailings'

import type { SiteChrome } from '.'

/** What every page knows of its visitor: their currency, never their country (ADR 20). */
export interface VisitorInfo {
  currency: CurrencyCode
  symbol: string
  /** The booking engine's site for the visitor's currency. */
  siteId: number
}

/** The root loader's data: written out here so that pages and components read it without importing the root route. */
export interface RootData {
  chrome: SiteChrome
  visitor: VisitorInfo
  imageConfig: ImageUrlConfig
  /** The floating chat button: null for an unknown campaign. */
  chat: ChatLink | null
  /** Only in a content editor's preview session: the Studio's overlays script and the previewed day. */
  previewOverlays?: string | null
  previewDate?: IsoDate | null
  /** What the preview reads: drafts, or published content only; and the content releases over the drafts. */
  previewPerspective?: 'drafts' | 'published'
  previewReleases?: PreviewedRelease[]
  /** What the preview's drafts left out so far (the route's own loader adds what its reads left out). */
  draftGaps?: DraftGap[]
}

/** The root loader's data (chrome, visitor currency, image settings), app-wide. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined
}
