import type { ActionFunctionArgs } from 'react-router'

import { methodNotAllowed } from '~/lib/platform/http'
import { disablePreview } from '~/lib/preview/mode.server'

// The preview bar's "Leave preview" posts here (a GET could be sent by any other site).
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'], 'Use POST: the preview bar\'s "Leave preview" button sends it.')
  return disablePreview(request)
}

export const loader = () => methodNotAllowed(['POST'], 'Use POST: the preview bar\'s "Leave preview" button sends it.')
