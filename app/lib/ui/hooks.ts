import { useCallback, useEffect, useLayoutEffect, useSyncExternalStore } from 'react'

// Browser state the shared UI pieces react to. Each hook gives a safe server value (the page must
// render the same on the server and in the first client render) and follows the browser after.

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** Whether a media query matches; `serverValue` before hydration and where matchMedia is missing. */
function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  )
}

/** The visitor asked for less motion: no auto-advance, no smooth scrolling. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION, false)
}

/** Instant scrolling for visitors who asked for less motion, smooth otherwise. */
export function scrollBehavior(): ScrollBehavior {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'auto'
  return window.matchMedia(REDUCED_MOTION).matches ? 'auto' : 'smooth'
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

/** False while the tab is hidden (another tab, minimised): timers should not run then. */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  )
}

/**
 * useLayoutEffect in the browser, useEffect on the server (where neither runs, but
 * useLayoutEffect warns). For reading what the visitor did to the server HTML before hydration:
 * a state update made here joins the first client render, so no frame shows the stale state.
 */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect
