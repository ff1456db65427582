import { searchWidgetOrigins } from '~/lib/booking/widget.server'
import { getSiteSettings } from '~/lib/content/content.server'
import { getContactPage } from '~/lib/content/detail.server'
import { mapFacade } from '~/lib/pages/contact'
import { env } from '~/lib/platform/env/env.server'
import { contentSecurityPolicy, type InlineSources, originOf } from '~/lib/platform/security'

/** The CSP of a document: its own inline scripts and styles, and only the third-party origins content names. */
export async function documentPolicy(inline: InlineSources, preview: boolean): Promise<string> {
  let bookingOrigin: string | null = null
  let mapOrigin: string | null = null
  let widget: { scripts: string[]; connect: string[] } = { scripts: [], connect: [] }
  try {
    bookingOrigin = originOf((await getSiteSettings()).bookingEngine.host)
    // The home page's search widget, when content configures one (its script and the libraries it asks for).
    widget = await searchWidgetOrigins()
    // The /contact map's frame (loaded only when the visitor asks for it).
    mapOrigin = mapFacade((await getContactPage()).map).embedOrigin
  } catch {
    // Content unreadable: the error page still gets a strict policy.
  }
  return contentSecurityPolicy({
    inline,
    scriptOrigins: widget.scripts,
    connectOrigins: widget.connect,
    frameOrigins: [bookingOrigin, mapOrigin],
    formOrigins: [bookingOrigin],
    imageOrigins: env.SANITY_PROJECT_ID ? ['https://cdn.sanity.io'] : [],
    development: env.NODE_ENV === 'development',
    // A preview session is shown in the Studio's Presentation iframe; nothing else may frame the site.
    frameAncestors: preview ? [originOf(env.SANITY_STUDIO_URL)] : [],
  })
}
