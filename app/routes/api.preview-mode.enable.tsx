import type { LoaderFunctionArgs } from '@remix-run/node'
import { enablePreview } from '~/lib/preview/mode.server'

// The Studio's Presentation tool opens this with its secret and the page to show (ADR 12).
export function loader({ request }: LoaderFunctionArgs) {
  return enablePreview(request)
}
