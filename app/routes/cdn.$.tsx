import { readFile } from 'node:fs/promises'

import type { LoaderFunctionArgs } from 'react-router'

import { embeddedImageFile } from '~/lib/content/content.server'
import { methodNotAllowed, READ_METHODS } from '~/lib/platform/http'

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
}

// Serves the embedded dataset's images at the URLs its asset documents name
// (/cdn/images/embedded/seed/<sha1>-<w>x<h>.<ext>). The name carries the content hash, so the
// answer can be cached for good.
export async function loader({ params }: LoaderFunctionArgs) {
  const match = /^images\/embedded\/seed\/([a-f0-9]{40}-\d+x\d+\.(svg|png|jpg|webp|gif))$/.exec(params['*'] ?? '')
  const file = match?.[1] ? embeddedImageFile(match[1]) : null
  if (!match || !file) return new Response('Not Found', { status: 404 })
  const body = await readFile(file)
  return new Response(body, {
    headers: {
      'Content-Type': TYPES[match[2] ?? ''] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own must not run script.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to load an image.')
