import type { LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed, READ_METHODS } from '~/lib/http'
import { enablePreview } from '~/lib/preview/mode.server'

// The Studio's Presentation tool opens this with its secret and the page to show (ADR 12).
export function loader({ request }: LoaderFunctionArgs) {
  return enablePreview(request)
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET: the Studio opens this address to start a preview.')
