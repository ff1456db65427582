import { siteHealth } from '~/lib/pages/health/health.server'
import { methodNotAllowed, READ_METHODS } from '~/lib/platform/http'
import { pageStore } from '~/site-services.server'

// For a load balancer: 200 while this process can serve pages and take leads (content and the
// lead outbox answer), else 503. A lead whose delivery failed is not this node's fault and does
// not take it out of service; /healthz reports that.
export async function loader() {
  const { node } = await siteHealth(pageStore.stats(), { details: false })
  return Response.json({ status: node }, { status: node === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to read the health of this node.')
