import { json, type ActionFunctionArgs } from '@remix-run/node'
import { purgeContent } from '~/lib/content/content.server'
import { handleContentWebhook } from '~/lib/content/revalidate.server'
import { env } from '~/lib/env.server'
import { pageStore } from '~/lib/http/page-store.server'

// Sanity's publish webhook (issue 7): a signed POST drops the content cache and the rendered pages.
const purgeContentAndPages = () => {
  purgeContent()
  pageStore.clear()
}

export async function action({ request }: ActionFunctionArgs) {
  const answer = await handleContentWebhook(request, env.SANITY_WEBHOOK_SECRET, purgeContentAndPages)
  if (answer.status === 200) console.info(`content: publish webhook${answer.body.documentId ? ` for ${answer.body.documentId}` : ''}; caches dropped`)
  return json(answer.body, { status: answer.status, headers: { 'Cache-Control': 'no-store' } })
}

// A GET is not a webhook.
export function loader() {
  return json({ revalidated: false, error: 'Use POST' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}
