// The booking engine's search widget on the server: its script URL (content's, or a test's
// override) and the origins a page's CSP must allow for it.
import type { SearchWidgetSettings } from '~/lib/content'
import { getSearchWidget } from '~/lib/content/lists.server'
import { type Env, env } from '~/lib/platform/env/env.server'
import { originOf } from '~/lib/platform/security'

import { WIDGET_LIBRARIES } from './index'

/**
 * The search widget's script URL: the content's, unless a test configured the override, which is
 * honoured outside production or when E2E=1 (playwright.config.ts) and never on a live site.
 */
export function searchWidgetScriptUrl(settings: Pick<SearchWidgetSettings, 'scriptUrl'>, source: Env = env): string | undefined {
  const override = source.SEARCH_WIDGET_SCRIPT_URL_OVERRIDE
  if (override && (source.NODE_ENV !== 'production' || source.E2E === true)) return override
  const configured = settings.scriptUrl?.trim()
  return configured ? configured : undefined
}

/**
 * Origins the document's CSP must allow for the widget (script-src for its script and the
 * libraries it asks for, connect-src for its calls to the booking domain); empty without a widget.
 */
export async function searchWidgetOrigins(): Promise<{ scripts: string[]; connect: string[] }> {
  const widget = await getSearchWidget()
  const scriptUrl = searchWidgetScriptUrl(widget)
  if (!scriptUrl) return { scripts: [], connect: [] }
  const scripts = [scriptUrl]
  if (widget.needsJquery) scripts.push(WIDGET_LIBRARIES.jquery)
  if (widget.needsBootstrap) scripts.push(WIDGET_LIBRARIES.bootstrap)
  const origins = scripts.map(originOf).filter((origin): origin is string => origin !== null)
  const bookingDomain = /^[a-z0-9.-]+(:\d+)?$/i.test(widget.bookingDomain) ? `https://${widget.bookingDomain}` : null
  return { scripts: [...new Set(origins)], connect: [...new Set([originOf(scriptUrl), bookingDomain].filter((origin): origin is string => origin !== null))] }
}
