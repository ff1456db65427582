import { json } from '@remix-run/node'
import { siteHealth } from '~/lib/health/health.server'

// For the load balancer and uptime checks: 200 when content and the lead outbox answer, else 503.
export async function loader() {
  const health = await siteHealth()
  return json(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
