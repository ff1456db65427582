import type { LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed, PAGE_METHODS } from '~/lib/http'
import { disablePreview } from '~/lib/preview/mode.server'

export function loader({ request }: LoaderFunctionArgs) {
  return disablePreview(request)
}

export const action = () => methodNotAllowed(PAGE_METHODS, 'Use GET: open this address to leave the preview.')
