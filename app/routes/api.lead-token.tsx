import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'

import { visitorFormToken } from '~/lib/leads/forms/page-setup.server'
import { isLeadKind } from '~/lib/leads/types'
import { methodNotAllowed, READ_METHODS } from '~/lib/platform/http'

// GET /api/lead-token?form=<kind>: a lead form asks for its fill-time token when the visitor first starts on
// it, so the clock runs from that visitor's start, never from a page copy a cache handed to many
// (ADR 8). With it comes the visitor's country (null when only guessed), where the phone starts:
// pages are the same for every country of a currency (ADR 20). One visitor's answer: never stored.
export function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  const headers = { 'Cache-Control': 'no-store' }
  // A token is for one kind of form: the form says which.
  const kind = new URL(request.url).searchParams.get('form')
  if (!isLeadKind(kind)) return Response.json({ error: 'Say which form the token is for: ?form=<kind>.' }, { status: 400, headers })
  const visitor = context.visitor
  return Response.json({ formToken: visitorFormToken(kind), country: visitor.countrySource === 'default' ? null : visitor.countryCode }, { headers })
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to ask for a form token.')
