import type { HistoryUpdate } from '@sanity/visual-editing'
import { describe, expect, it, vi } from 'vitest'

import { overlayHistory, overlayRefresh, type OverlayWindow, pageUrl, whenHydrated } from '~/lib/preview/overlays'

// The overlays' link to the page (ADR 12): the Studio learns every URL the page shows, and the
// page goes where the Studio asks, with a full load.

function fakeWindow(path = '/about') {
  const [pathname, search = ''] = path.split('?')
  const listeners = new Set<() => void>()
  let tick: (() => void) | undefined
  const win = {
    location: { pathname, search: search ? `?${search}` : '', hash: '', assign: vi.fn(), replace: vi.fn(), reload: vi.fn() },
    history: { back: vi.fn(), scrollRestoration: 'auto' as ScrollRestoration },
    addEventListener: (_type: 'popstate', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'popstate', listener: () => void) => listeners.delete(listener),
    setInterval: (handler: () => void) => {
      tick = handler
      return 7
    },
    clearInterval: vi.fn(),
  }
  return { win: win as unknown as OverlayWindow & typeof win, listeners, tick: () => tick?.() }
}

describe('whenHydrated', () => {
  it('waits for the effect that ends hydration (scroll restoration turns manual), then starts once', () => {
    const { win, tick } = fakeWindow()
    const start = vi.fn()
    whenHydrated(win, start)
    tick()
    tick()
    expect(start).not.toHaveBeenCalled()
    win.history.scrollRestoration = 'manual'
    tick()
    expect(start).toHaveBeenCalledOnce()
    expect(win.clearInterval).toHaveBeenCalledWith(7)
  })

  it('starts anyway when the page never hydrates', () => {
    const { win, tick } = fakeWindow()
    const start = vi.fn()
    whenHydrated(win, start)
    for (let i = 0; i < 299; i += 1) tick()
    expect(start).not.toHaveBeenCalled()
    tick()
    expect(start).toHaveBeenCalledOnce()
  })
})

describe('overlayHistory', () => {
  it('reports the page at once, then each new URL once, from Remix navigations and back/forward', () => {
    const { win, listeners, tick } = fakeWindow('/about?x=1')
    const seen: HistoryUpdate[] = []
    const stop = overlayHistory(win).subscribe((update) => seen.push(update))
    expect(seen).toEqual([{ type: 'replace', url: '/about?x=1' }])
    tick()
    expect(seen).toHaveLength(1)
    win.location.pathname = '/blog'
    win.location.search = ''
    tick()
    tick()
    win.location.pathname = '/'
    for (const listener of listeners) listener()
    expect(seen.slice(1)).toEqual([
      { type: 'push', url: '/blog' },
      { type: 'push', url: '/' },
    ])
    stop()
    expect(listeners.size).toBe(0)
    expect(win.clearInterval).toHaveBeenCalledWith(7)
  })

  it('goes where the Studio asks with a full load', () => {
    const { win } = fakeWindow()
    const history = overlayHistory(win)
    history.update({ type: 'push', url: '/cruisedeals' })
    history.update({ type: 'replace', url: '/contact' })
    history.update({ type: 'pop', url: '/' })
    expect(win.location.assign).toHaveBeenCalledWith('/cruisedeals')
    expect(win.location.replace).toHaveBeenCalledWith('/contact')
    expect(win.history.back).toHaveBeenCalledOnce()
  })

  it('reloads on the Studio refresh, since preview reads are never cached', async () => {
    const { win } = fakeWindow()
    await overlayRefresh(win)({ source: 'manual', livePreviewEnabled: false })
    expect(win.location.reload).toHaveBeenCalledOnce()
    expect(pageUrl(win)).toBe('/about')
  })
})
