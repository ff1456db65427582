import { readFile } from 'node:fs/promises'

import type { LoaderFunctionArgs } from 'react-router'

import { embeddedImageFile } from '~/lib/content/content.server'
import { SHARE_IMAGE } from '~/lib/content/images'
import { methodNotAllowed, READ_METHODS } from '~/lib/platform/http'
import { shareRendition } from '~/lib/platform/images/share-rendition.server'

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Whether the address asks for the link-preview picture (what shareImagePath builds), whatever else it carries. */
function asksForSharePicture(search: URLSearchParams): boolean {
  return search.get('fm') === 'jpg' && search.get('w') === String(SHARE_IMAGE.width) && search.get('h') === String(SHARE_IMAGE.height)
}

// Serves the embedded dataset's images at the URLs its asset documents name
// (/cdn/images/embedded/seed/<sha1>-<w>x<h>.<ext>), and each as a link-preview JPEG with the share
// parameters (`fm=jpg&w=1200&h=630`; any other parameter changes nothing). The name carries the
// content hash, so the answer can be cached for good.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const match = /^images\/embedded\/seed\/([a-f0-9]{40}-\d+x\d+\.(svg|png|jpg|webp|gif))$/.exec(params['*'] ?? '')
  const file = match?.[1] ? embeddedImageFile(match[1]) : null
  if (!match || !file) return new Response('Not Found', { status: 404 })
  if (asksForSharePicture(new URL(request.url).searchParams)) {
    const picture = await shareRendition(file, SHARE_IMAGE)
    return new Response(new Uint8Array(picture), {
      headers: { 'Content-Type': SHARE_IMAGE.type, 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' },
    })
  }
  const body = await readFile(file)
  return new Response(body, {
    headers: {
      'Content-Type': TYPES[match[2] ?? ''] ?? 'application/octet-stream',
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own must not run script.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to load an image.')
