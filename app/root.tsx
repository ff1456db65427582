import type { ReactNode } from 'react'
import type { AppLoadContext, LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router'

import { ChatButton, ChatLinkProvider } from '~/components/chat-link'
import { ImageConfig } from '~/components/content-image'
import { PreviewBar } from '~/components/preview/preview-bar'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'
import { StatusPage } from '~/components/status-page'
import { chatLinkFor } from '~/lib/campaign/visit.server'
import { getPreviewedReleases, getSiteSettings, imageUrlConfig, withDraftGaps } from '~/lib/content/content.server'
import { currentPerspective } from '~/lib/content/scope.server'
import { CURRENCY_SYMBOLS } from '~/lib/currency'
import { siteChrome } from '~/lib/pages/site'
import { type RootData, useRootData } from '~/lib/pages/site/root-data'
import { useNonce } from '~/lib/platform/security/nonce'
import { previewOverlaysUrl } from '~/lib/preview/overlays.server'
import { previewedSiteDate } from '~/lib/sailings/clock.server'
import { firstFrameAfter } from '~/lib/ui/first-frame'
import stylesheet from '~/styles/site.css?url'

/** The page's main content: the skip link's target, and the element the first frame waits for. */
const MAIN_CONTENT_ID = 'main'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  // The SVG for browsers that take one, the ICO for the rest, and the home-screen icon for phones.
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  // The header is whole in the first frame: its tools are laid out from the right, so each one
  // painted before the next arrived would move.
  firstFrameAfter(MAIN_CONTENT_ID),
]

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<RootData> {
  // Refused at the edge (server.js), answered with this site's error page.
  if (context.refusal) throw new Response(null, { status: context.refusal })
  const settings = await getSiteSettings()
  const visitor = context.visitor
  return {
    chrome: siteChrome(settings, visitor.currency),
    visitor: {
      currency: visitor.currency,
      symbol: CURRENCY_SYMBOLS[visitor.currency],
      siteId: settings.bookingEngine.siteIds[visitor.currency],
      // Not the country: a page is the same for every country of its currency (ADR 20); a lead
      // form gets the visitor's country with its token (/api/lead-token).
    },
    imageConfig: imageUrlConfig(),
    /** The floating chat button: null for an unknown campaign. */
    chat: await chatLinkFor(request, settings.chatNumber),
    // A content editor's preview session: the Studio's overlays (lib/preview/overlays.browser.ts).
    // Absent otherwise, so public pages' data and scripts stay as they were.
    ...(context.preview === true
      ? withDraftGaps({
          previewOverlays: previewOverlaysUrl(),
          previewDate: previewedSiteDate(),
          previewPerspective: currentPerspective(),
          previewReleases: await getPreviewedReleases(),
        })
      : {}),
  }
}

/** What the error page says for what went wrong: its heading (and title), its text and its description. */
function errorPageText(error: unknown): { code: number; title: string; message: string; description: string } {
  const code = isRouteErrorResponse(error) ? error.status : 500
  if (code === 404) {
    return {
      code,
      title: 'Page not found',
      message: "We couldn't find that page. It may have moved, or the link may be mistyped.",
      description: 'The page you asked for does not exist.',
    }
  }
  if (code === 403) {
    return {
      code,
      title: 'Sent from another site',
      message: "This page takes forms only from this site's own pages. Go back to the page you were on and send it from there, or call us.",
      description: 'A form sent from another site was not taken.',
    }
  }
  if (code === 405) {
    return {
      code,
      title: 'This page takes no forms',
      message: 'This address shows a page; it does not take forms or uploads. Open it in your browser, or go back to the page you came from.',
      description: 'This address shows a page and takes no forms.',
    }
  }
  return {
    code,
    title: 'Something went wrong',
    message: 'Sorry, this page could not be shown just now. Please try again in a moment, or call us: our cruise counsellors are happy to help.',
    description: 'An unexpected error occurred.',
  }
}

// Only used when a page itself could not render: pages set their own head tags.
export const meta: MetaFunction = ({ error }) => {
  const text = errorPageText(error)
  return [{ title: `${text.title} | Harbourline Cruises` }, { name: 'robots', content: 'noindex' }, { name: 'description', content: text.description }]
}

const NO_SCRIPT_NAV =
  '.menu-button{display:none}.site-header__inner{flex-wrap:wrap}' +
  '.site-nav{display:block;order:3;flex-basis:100%;overflow-x:auto}.site-nav .nav-links{display:flex}' +
  '@media (min-width:768px){.site-nav{overflow-x:visible}.site-nav .nav-links{flex-wrap:wrap}}'

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData()
  const nonce = useNonce()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f6c" />
        <Meta />
        <Links />
        <noscript>
          {/* Without JavaScript the menu dialog cannot open: the links show as a row instead, which
              wraps from 768 px and scrolls sideways on a phone (wrapped there, a sticky header
              would take a quarter of the screen). */}
          <style nonce={nonce}>{NO_SCRIPT_NAV}</style>
        </noscript>
      </head>
      <body>
        <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
          Skip to content
        </a>
        {data?.previewOverlays ? (
          <PreviewBar date={data.previewDate ?? null} perspective={data.previewPerspective ?? 'drafts'} releases={data.previewReleases ?? []} />
        ) : null}
        <ImageConfig.Provider value={data?.imageConfig ?? null}>
          <ChatLinkProvider link={data?.chat ?? null}>
            {data ? <SiteHeader chrome={data.chrome} visitor={data.visitor} imageConfig={data.imageConfig} /> : null}
            <main id={MAIN_CONTENT_ID} tabIndex={-1}>
              {children}
            </main>
            {data ? <SiteFooter chrome={data.chrome} imageConfig={data.imageConfig} /> : null}
            <ChatButton />
          </ChatLinkProvider>
        </ImageConfig.Provider>
        {data?.previewOverlays ? <script type="module" src={data.previewOverlays} nonce={nonce} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) console.error(error)
  const { code, title, message } = errorPageText(error)
  return <StatusPage code={code} title={title} message={message} />
}
