import { useEffect, useRef, useState } from 'react'

import { SkeletonBlock } from '~/components/ui'
import { type BookingEngine, type SearchWidgetPreferences, WIDGET_LIBRARIES } from '~/lib/booking'
import type { CurrencyCode } from '~/lib/currency'

import type { NativeSearchForm as NativeSearchFormData, SearchWidgetView } from '../view'
import { NativeSearchForm } from './native-search-form'

/** After a failure the skeleton stays this long before the fallback shows. */
const WIDGET_FAILURE_DELAY_MS = 1500
/** A script that neither loads nor fails by then counts as failed (slow networks included). */
const WIDGET_LOAD_TIMEOUT_MS = 10_000
/** Without requestIdleCallback, start after this long. */
const IDLE_FALLBACK_MS = 100
/** A page that never goes idle still starts the widget by then. */
const IDLE_TIMEOUT_MS = 1000

/**
 * What the page and the widget script agree on (the provider's embed contract, as the old site
 * used it): before the script runs, `window.cruiseSearchWidgetPreferences` holds the preferences
 * and the mount element carries them as JSON in `data-preferences`; once loaded, a
 * script exposing `window.CruiseSearchWidget.init(element, preferences)` is (re-)initialised
 * through it, also when the visitor changes currency (a new siteItemId).
 */
declare global {
  interface Window {
    cruiseSearchWidgetPreferences?: SearchWidgetPreferences
    CruiseSearchWidget?: { init?: (element: HTMLElement, preferences: SearchWidgetPreferences) => void }
  }
}

type WidgetState = 'loading' | 'ready' | 'failed'

const loading = new Map<string, Promise<void>>()

/** Loads a script once per page life (a script added by ours is allowed by 'strict-dynamic'); resolves on load, rejects on error. */
function loadScript(src: string): Promise<void> {
  const known = loading.get(src)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`Could not load ${src}`))
    document.head.appendChild(script)
  })
  // A failed load may be retried on a later visit of the page.
  promise.catch(() => loading.delete(src))
  loading.set(src, promise)
  return promise
}

/** Runs `task` when the browser is idle (or after 100 ms without idle callbacks); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(task, IDLE_FALLBACK_MS)
  return () => window.clearTimeout(timer)
}

interface SearchWidgetProps {
  widget: SearchWidgetView | null
  form: NativeSearchFormData
  engine: BookingEngine
  currency: CurrencyCode
}

/**
 * The hero's cruise search. Without a widget script in content: the native form.
 * With one: a skeleton (named 'Loading cruise search', same height as the form, so nothing moves)
 * until the script, loaded once the page is idle and never before hydration, has loaded (the
 * widget shows) or failed or timed out (a warning, then after 1.5 s the native form).
 */
export function SearchWidget({ widget, form, engine, currency }: SearchWidgetProps) {
  const [state, setState] = useState<WidgetState>('loading')
  const mountRef = useRef<HTMLDivElement>(null)
  const scriptUrl = widget?.scriptUrl
  const needsJquery = widget?.needsJquery ?? false
  const needsBootstrap = widget?.needsBootstrap ?? false
  const preferences = widget?.preferences
  const preferencesRef = useRef(preferences)
  preferencesRef.current = preferences

  useEffect(() => {
    if (!scriptUrl) return
    let active = true
    let failTimer: number | undefined
    const fail = (reason: string) => {
      if (!active || failTimer !== undefined) return
      console.warn(`Cruise search widget unavailable (${reason}); showing the site's own search form.`)
      failTimer = window.setTimeout(() => {
        if (active) setState((current) => (current === 'loading' ? 'failed' : current))
      }, WIDGET_FAILURE_DELAY_MS)
    }
    const timeout = window.setTimeout(() => fail('timed out'), WIDGET_LOAD_TIMEOUT_MS)
    const cancelIdle = whenIdle(() => {
      if (preferencesRef.current) window.cruiseSearchWidgetPreferences = preferencesRef.current
      const libraries = [needsJquery ? WIDGET_LIBRARIES.jquery : null, needsBootstrap ? WIDGET_LIBRARIES.bootstrap : null]
      // jQuery before Bootstrap before the widget: each depends on the one before.
      libraries
        .reduce<Promise<void>>((previous, src) => (src ? previous.then(() => loadScript(src)) : previous), Promise.resolve())
        .then(() => loadScript(scriptUrl))
        .then(() => {
          if (!active || failTimer !== undefined) return
          window.clearTimeout(timeout)
          setState('ready')
        })
        .catch((error: unknown) => fail(error instanceof Error ? error.message : 'load error'))
    })
    return () => {
      active = false
      cancelIdle()
      window.clearTimeout(timeout)
      window.clearTimeout(failTimer)
    }
  }, [scriptUrl, needsJquery, needsBootstrap])

  // (Re-)initialise once ready, and whenever the preferences change (a new currency's site id).
  const preferencesKey = preferences ? JSON.stringify(preferences) : ''
  useEffect(() => {
    const mount = mountRef.current
    const current = preferencesRef.current
    if (state !== 'ready' || !mount || !current) return
    window.cruiseSearchWidgetPreferences = current
    try {
      window.CruiseSearchWidget?.init?.(mount, current)
    } catch (error) {
      console.warn('Cruise search widget failed to initialise', error)
    }
  }, [state, preferencesKey])

  if (!widget) return <NativeSearchForm form={form} engine={engine} currency={currency} />

  return (
    <div className="search-widget" data-state={state}>
      {state === 'loading' ? (
        <div className="search-widget__skeleton" role="status" aria-label="Loading cruise search">
          <div className="search-form__fields">
            {[0, 1, 2, 3].map((field) => (
              <div key={field} className="search-form__field">
                <SkeletonBlock width="45%" height={16} radius={4} />
                <SkeletonBlock height={44} radius={8} />
              </div>
            ))}
          </div>
          <SkeletonBlock height={44} radius={999} className="search-widget__skeleton-button" />
        </div>
      ) : null}
      <div ref={mountRef} id="cruise-search-widget" className="search-widget__mount" data-preferences={preferencesKey} hidden={state !== 'ready'} />
      {state === 'failed' ? <NativeSearchForm form={form} engine={engine} currency={currency} /> : null}
      <noscript>
        {/* Without JavaScript the widget cannot run: the site's own form, always. */}
        <NativeSearchForm form={form} engine={engine} currency={currency} idPrefix="search-noscript" />
      </noscript>
    </div>
  )
}
