import type { LoaderFunctionArgs } from '@remix-run/node'
import { disablePreview } from '~/lib/preview/mode.server'

export function loader({ request }: LoaderFunctionArgs) {
  return disablePreview(request)
}
