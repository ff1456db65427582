import { json, type ActionFunctionArgs } from '@remix-run/node'
import { handleContentWebhook } from '~/lib/content/revalidate.server'
import { env } from '~/lib/env.server'
import { publishEverywhere } from '~/lib/server/site-services.server'

// Sanity's publish webhook: a signed POST drops the content cache and the rendered pages, on this
// node and (with DATABASE_URL) on every other.
export async function action({ request }: ActionFunctionArgs) {
  try {
    const answer = await handleContentWebhook(request, env.SANITY_WEBHOOK_SECRET, publishEverywhere)
    if (answer.status === 200) console.info(`content: publish webhook${answer.body.documentId ? ` for ${answer.body.documentId}` : ''}; caches dropped`)
    return json(answer.body, { status: answer.status, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    // This node dropped its caches; the others were not told. Sanity retries a failed webhook.
    console.error('content: publish webhook: the other nodes could not be told', error)
    return json({ revalidated: false, error: 'Other nodes not reached' }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } })
  }
}

// A GET is not a webhook.
export function loader() {
  return json({ revalidated: false, error: 'Use POST' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}
