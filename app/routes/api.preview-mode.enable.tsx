import type { LoaderFunctionArgs } from '@remix-run/node'
import { env } from '~/lib/env.server'
import { methodNotAllowed, READ_METHODS } from '~/lib/http'
import { rateLimitKey } from '~/lib/leads/rate-limit.server'
import { enablePreview } from '~/lib/preview/mode.server'
import { hostedStudioValidator } from '~/lib/preview/studio-secret.server'

// The Studio's Presentation tool opens this with its secret and the page to show (ADR 12). Wrong
// secrets are counted per address: ten a minute, then every try waits.
export function loader({ request, context }: LoaderFunctionArgs) {
  return enablePreview(request, { expectedSecret: env.SANITY_PREVIEW_SECRET, validateStudioUrl: hostedStudioValidator(), asker: rateLimitKey(context.clientIp) })
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET: the Studio opens this address to start a preview.')
