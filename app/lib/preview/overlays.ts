import type { HistoryAdapter, HistoryRefresh } from '@sanity/visual-editing'

// How the Studio's overlays and the page follow each other (ADR 12). The overlays run in their
// own bundle (./overlays.browser.ts), outside React and React Router, so they see the page only through
// the window: its URL, its history and reloads. Pure over the window given, for unit tests.

/** The parts of `window` the overlays use. */
export interface OverlayWindow {
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'assign' | 'replace' | 'reload'>
  history: Pick<History, 'back' | 'scrollRestoration'>
  addEventListener(type: 'popstate', listener: () => void): void
  removeEventListener(type: 'popstate', listener: () => void): void
  setInterval(handler: () => void, ms: number): number
  clearInterval(id: number): void
}

// React Router changes the URL with pushState, which fires no event; a look every half second is cheap
// and only runs in a content editor's preview.
const URL_CHECK_MS = 500

export function pageUrl(win: Pick<OverlayWindow, 'location'>): string {
  return `${win.location.pathname}${win.location.search}${win.location.hash}`
}

/**
 * Tells the Studio which page is shown (also after the site's own client-side navigations) and
 * opens the page the Studio asks for with a full load: the new page's loaders run in preview.
 */
export function overlayHistory(win: OverlayWindow): HistoryAdapter {
  return {
    subscribe(navigate) {
      let last = pageUrl(win)
      navigate({ type: 'replace', url: last })
      const check = () => {
        const url = pageUrl(win)
        if (url === last) return
        last = url
        navigate({ type: 'push', url })
      }
      win.addEventListener('popstate', check)
      const timer = win.setInterval(check, URL_CHECK_MS)
      return () => {
        win.removeEventListener('popstate', check)
        win.clearInterval(timer)
      }
    },
    update(update) {
      if (update.type === 'pop') win.history.back()
      else if (update.type === 'replace') win.location.replace(update.url)
      else win.location.assign(update.url)
    },
  }
}

const HYDRATION_CHECK_MS = 50
const HYDRATION_WAIT_MS = 15_000

/**
 * Runs `start` once the site has hydrated. The overlays add an element next to <body>; while React
 * hydrates the document it would take that for a server/client mismatch and render the whole page
 * again. Nothing announces the end of hydration, but the root's <ScrollRestoration> sets
 * history.scrollRestoration to 'manual' in an effect, and effects run only after it. Without
 * JavaScript working at all there is nothing to disturb: start anyway after a while.
 */
export function whenHydrated(win: Pick<OverlayWindow, 'history' | 'setInterval' | 'clearInterval'>, start: () => void): void {
  let waited = 0
  const timer = win.setInterval(() => {
    waited += HYDRATION_CHECK_MS
    if (win.history.scrollRestoration !== 'manual' && waited < HYDRATION_WAIT_MS) return
    win.clearInterval(timer)
    start()
  }, HYDRATION_CHECK_MS)
}

/** The Studio's refresh (its button, or a draft changed): reload, since every preview read is fresh. */
export function overlayRefresh(win: Pick<OverlayWindow, 'location'>): (payload: HistoryRefresh) => Promise<void> {
  return () => {
    win.location.reload()
    return Promise.resolve()
  }
}
