import { readPageDocument } from '~/lib/content/detail.server'

import { contactPageQuery } from './query'
import { mapFacade } from './view'

/**
 * What /contact adds to the site's Content Security Policy: the origin of the map's frame (loaded
 * only when the visitor asks for the map). The composition root hands it to the policy
 * (app/site-pages.server.ts).
 */
export async function contactFrameOrigins(): Promise<string[]> {
  const origin = mapFacade((await readPageDocument('contactPage', contactPageQuery)).map).embedOrigin
  return origin ? [origin] : []
}
