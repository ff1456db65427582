import type { ActionFunctionArgs } from 'react-router'

import { handleContentWebhook } from '~/lib/content/revalidate.server'
import { env } from '~/lib/platform/env/env.server'
import { publishEverywhere, webhookCallLedger } from '~/site-services.server'

// Sanity's publish webhook: a signed POST drops the content cache and the rendered pages, on this
// node and (with DATABASE_URL) on every other.
export async function action({ request }: ActionFunctionArgs) {
  try {
    const answer = await handleContentWebhook(request, env.SANITY_WEBHOOK_SECRET, publishEverywhere, Date.now(), webhookCallLedger())
    if (answer.status === 200) {
      const what = `content: publish webhook${answer.body.documentId ? ` for ${answer.body.documentId}` : ''}`
      console.info(answer.body.replayed ? `${what}: a call already acted on; nothing dropped` : `${what}; caches dropped`)
    }
    return Response.json(answer.body, { status: answer.status, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    // The shared database did not answer (the record of calls, or the news to the other nodes).
    // This node may have dropped its caches; Sanity retries a failed webhook.
    console.error('content: publish webhook: the shared database could not be reached', error)
    return Response.json(
      { revalidated: false, error: 'Other nodes not reached' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } },
    )
  }
}

// A GET is not a webhook.
export function loader() {
  return Response.json({ revalidated: false, error: 'Use POST' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}
