import { json } from '@remix-run/node'

import { methodNotAllowed, READ_METHODS } from '~/lib/http'
import { visitorFormToken } from '~/lib/leads/form-setup.server'

// GET /api/lead-token: a lead form asks for its fill-time token when the visitor first starts on
// it, so the clock runs from that visitor's start, never from a page copy a cache handed to many
// (ADR 8). One visitor's answer: never stored anywhere.
export function loader() {
  return json({ formToken: visitorFormToken() }, { headers: { 'Cache-Control': 'no-store' } })
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to ask for a form token.')
