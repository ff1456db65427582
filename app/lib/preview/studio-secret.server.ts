import { createClient, type SanityClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'

import { apiHostSettings } from '~/lib/content/backends.server'
import { env } from '~/lib/platform/env/env.server'

// With a Sanity project, the Presentation tool stores a short-lived secret in the dataset and
// sends it in the preview-mode URL; @sanity/preview-url-secret reads it back with the server's
// read token (which never leaves the server) and says whether the URL is genuine.

export interface StudioUrlCheck {
  isValid: boolean
  /** The page the Studio asked for (already a path on this site, checked again by the caller). */
  redirectTo?: string
}

export type StudioUrlValidator = (url: string) => Promise<StudioUrlCheck>

let client: SanityClient | undefined

/** The hosted check, or undefined with the embedded backend (which checks SANITY_PREVIEW_SECRET). */
export function hostedStudioValidator(): StudioUrlValidator | undefined {
  if (!env.SANITY_PROJECT_ID || !env.SANITY_READ_TOKEN) return undefined
  client ??= createClient({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_READ_TOKEN,
    ...apiHostSettings(env.SANITY_API_HOST),
    useCdn: false,
    perspective: 'raw',
  })
  const reader = client
  return async (url) => {
    const result = await validatePreviewUrl(reader, url)
    return { isValid: result.isValid, redirectTo: result.redirectTo }
  }
}
