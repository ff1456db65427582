import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'

import { visitorFormToken } from '~/lib/leads/forms/page-setup.server'
import { methodNotAllowed, READ_METHODS } from '~/lib/platform/http'

// GET /api/lead-token: a lead form asks for its fill-time token when the visitor first starts on
// it, so the clock runs from that visitor's start, never from a page copy a cache handed to many
// (ADR 8). With it comes the visitor's country (null when only guessed), where the phone starts:
// pages are the same for every country of a currency (ADR 20). One visitor's answer: never stored.
export function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const visitor = context.visitor
  return Response.json(
    { formToken: visitorFormToken(), country: visitor.countrySource === 'default' ? null : visitor.countryCode },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to ask for a form token.')
