import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'

import { mayReadHealthDetails, siteHealth } from '~/lib/pages/health/health.server'
import { env } from '~/lib/platform/env/env.server'
import { methodNotAllowed, READ_METHODS } from '~/lib/platform/http'
import { pageStore } from '~/site-services.server'

// For the load balancer and uptime checks: 200 when content and the lead outbox answer, else 503.
// The counts behind that only for this machine or the bearer of HEALTHZ_TOKEN.
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const details = mayReadHealthDetails({ clientIp: context.clientIp, authorization: request.headers.get('authorization'), token: env.HEALTHZ_TOKEN })
  const health = await siteHealth(pageStore.stats(), { details })
  return Response.json(details ? health : { status: health.status }, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to read the health of the site.')
