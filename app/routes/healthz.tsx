import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'

import { mayReadHealthDetails, siteHealth } from '~/lib/pages/health/health.server'
import { env } from '~/lib/platform/env/env.server'
import { methodNotAllowed, READ_METHODS } from '~/lib/platform/http'
import { pageStore } from '~/site-services.server'

// For an uptime monitor: 200 when content and the lead outbox answer and every lead reaches the
// agency, else 503 with the problems in words. The counts behind that only for this machine or
// the bearer of HEALTHZ_TOKEN. A load balancer asks /healthz/node instead.
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const details = mayReadHealthDetails({ clientIp: context.clientIp, authorization: request.headers.get('authorization'), token: env.HEALTHZ_TOKEN })
  const health = await siteHealth(pageStore.stats(), { details })
  const body = details ? health : { status: health.status, problems: health.problems }
  return Response.json(body, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to read the health of the site.')
