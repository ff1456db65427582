import { readFileSync } from 'node:fs'
import path from 'node:path'

// Where the preview overlays' script is served, as `npm run build` recorded it
// (scripts/build-preview-overlays.mjs); null without that file (`npm run dev`): then a preview
// shows drafts without overlays.

const MANIFEST = path.resolve('build/preview-overlays.json')
let url: string | null | undefined

export function previewOverlaysUrl(): string | null {
  if (url === undefined) {
    try {
      const parsed = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { url?: unknown }
      url = typeof parsed.url === 'string' && /^\/build\/_preview\/[\w.-]+\.js$/.test(parsed.url) ? parsed.url : null
    } catch {
      url = null
    }
    if (!url) console.warn(`preview: no overlays script (${MANIFEST} missing); run npm run build`)
  }
  return url
}
