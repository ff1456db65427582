import { searchWidgetOrigins } from '~/lib/booking/widget.server'
import { getSiteSettings } from '~/lib/content/content.server'
import { env } from '~/lib/platform/env/env.server'
import { contentSecurityPolicy, type InlineSources, originOf } from '~/lib/platform/security'

/**
 * The CSP of a document: its own inline scripts and styles, and only the third-party origins content
 * names. `pageFrameOrigins` reads the frames the pages' content embeds (the composition root gathers
 * them from the page folders, app/site-pages.server.ts).
 */
export async function documentPolicy(inline: InlineSources, preview: boolean, pageFrameOrigins: () => Promise<string[]>): Promise<string> {
  let bookingOrigin: string | null = null
  let pageFrames: string[] = []
  let widget: { scripts: string[]; connect: string[] } = { scripts: [], connect: [] }
  try {
    bookingOrigin = originOf((await getSiteSettings()).bookingEngine.host)
    // The home page's search widget, when content configures one (its script and the libraries it asks for).
    widget = await searchWidgetOrigins()
    pageFrames = await pageFrameOrigins()
  } catch {
    // Content unreadable: the error page still gets a strict policy.
  }
  return contentSecurityPolicy({
    inline,
    scriptOrigins: widget.scripts,
    connectOrigins: widget.connect,
    frameOrigins: [bookingOrigin, ...pageFrames],
    formOrigins: [bookingOrigin],
    imageOrigins: env.SANITY_PROJECT_ID ? ['https://cdn.sanity.io'] : [],
    development: env.NODE_ENV === 'development',
    // A preview session is shown in the Studio's Presentation iframe; nothing else may frame the site.
    frameAncestors: preview ? [originOf(env.SANITY_STUDIO_URL)] : [],
  })
}
