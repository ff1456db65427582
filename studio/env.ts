/**
 * Project and dataset for the Studio and the Sanity CLI.
 *
 * In the browser build, Vite replaces `process.env.SANITY_STUDIO_*` at build time; other variables
 * exist only when the config runs in Node (the CLI: `sanity documents validate`, `schema validate`).
 * Each read is wrapped so a missing `process` in the browser gives `undefined`, not a crash.
 */
function read(get: () => string | undefined): string | undefined {
  try {
    const value = get()
    return value === undefined || value === '' ? undefined : value
  } catch {
    return undefined
  }
}

/** Used when no project is configured: the Studio builds and the content validates offline. */
const PLACEHOLDER_PROJECT_ID = 'harbourline'

export const projectId = read(() => process.env.SANITY_STUDIO_PROJECT_ID) ?? read(() => process.env.SANITY_PROJECT_ID) ?? PLACEHOLDER_PROJECT_ID

export const dataset = read(() => process.env.SANITY_STUDIO_DATASET) ?? read(() => process.env.SANITY_DATASET) ?? 'production'

/**
 * Offline, the Studio config uses a local auth store (a stand-in user) and never the hosted API:
 * SANITY_OFFLINE=1 for the CLI (`npm run validate:content`), SANITY_STUDIO_OFFLINE=1 for a Studio
 * built for the e2e test (Vite writes SANITY_STUDIO_* variables into the browser build).
 */
export const offline = ['1', 'true'].includes(read(() => process.env.SANITY_OFFLINE) ?? read(() => process.env.SANITY_STUDIO_OFFLINE) ?? '')

/** Closed port on this machine: any request the CLI makes in offline mode fails at once. */
export const OFFLINE_API_HOST = 'http://127.0.0.1:9'

/**
 * Where an offline Studio sends its API requests: in the browser, its own origin, where the e2e
 * test's stand-in Content Lake answers them (studio/e2e/content-lake.ts); in the CLI, the closed port.
 */
export const offlineApiHost = (): string => (typeof window === 'undefined' ? OFFLINE_API_HOST : window.location.origin)

if (!/^[a-z0-9-]+$/.test(projectId)) {
  throw new Error(`Sanity project id "${projectId}" may only contain a-z, 0-9 and "-"`)
}

/** The site the Presentation tool previews (its /api/preview-mode routes). */
export const siteUrl = read(() => process.env.SANITY_STUDIO_SITE_URL) ?? 'http://localhost:3000'
