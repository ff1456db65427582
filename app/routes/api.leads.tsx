import type { ActionFunctionArgs, AppLoadContext } from 'react-router'

import { handleLeadPost } from '~/lib/leads/action/lead-action.server'
import { documentPolicy } from '~/lib/pages/site/document-policy.server'
import { methodNotAllowed } from '~/lib/platform/http'
import { pageFrameOrigins, pageLeadChoices } from '~/site-pages.server'

// POST /api/leads: every lead form of the site posts here (ADR 7; the steps are in
// app/lib/leads/action/lead-action.server.ts). JSON for the forms' JavaScript, 303 back to the page
// without it.
export function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  return handleLeadPost(request, {
    clientIp: typeof context.clientIp === 'string' ? context.clientIp : null,
    visitor: context.visitor,
    pageChoicesOf: pageLeadChoices,
    // An answer page gets the policy of every page of the site.
    documentPolicy: (inline) => documentPolicy(inline, false, pageFrameOrigins),
  })
}

export function loader() {
  return methodNotAllowed(['POST'], 'Use POST to send a lead form.')
}
