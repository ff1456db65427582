import type { LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed, READ_METHODS } from '~/lib/http'
import { disablePreview } from '~/lib/preview/mode.server'

export function loader({ request }: LoaderFunctionArgs) {
  return disablePreview(request)
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET: open this address to leave the preview.')
