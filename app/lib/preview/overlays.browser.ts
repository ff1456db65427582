import { enableVisualEditing } from '@sanity/visual-editing'

import { overlayHistory, overlayRefresh, whenHydrated } from './overlays'

// The Studio's visual-editing overlays for a preview page (ADR 12). Not part of the site's
// bundles: scripts/build-preview-overlays.mjs bundles this file on its own (with its own React),
// and root.tsx adds it as a script only in a preview session, so public pages never load it and
// their JavaScript is unchanged. Inside the Presentation tool's iframe the overlays outline every
// stega-marked text and open its field on click; anywhere else they find no Studio and stay idle.

declare global {
  // styled-components (the overlays' UI) puts this nonce on the <style> elements it adds.
  var __webpack_nonce__: string | undefined
}

// The site's CSP admits styles by nonce only; the page's own scripts carry it.
globalThis.__webpack_nonce__ = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined

whenHydrated(window, () => {
  enableVisualEditing({ history: overlayHistory(window), refresh: overlayRefresh(window) })
})
