import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'

import { methodNotAllowed, READ_METHODS } from '~/lib/platform/http'
import { rateLimitKey } from '~/lib/platform/http/client-address.server'
import { enablePreview, liveEnableOptions } from '~/lib/preview/mode.server'

// The Studio's Presentation tool opens this with its secret and the page to show (ADR 12). Wrong
// secrets are counted per address: ten a minute, then every try waits.
export function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return enablePreview(request, { ...liveEnableOptions(), asker: rateLimitKey(context.clientIp) })
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET: the Studio opens this address to start a preview.')
