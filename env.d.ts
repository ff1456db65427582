/// <reference types="vite/client" />

import 'react-router'

import type { Visitor } from '~/lib/currency/visitor.server'

declare module 'react-router' {
  interface AppLoadContext {
    /** The visitor's IP as Express sees it (honours TRUST_PROXY); null when unknown. */
    clientIp: string | null
    /** The visitor's currency and country, decided once per request (lib/pages/site/page-variant.server.ts). */
    visitor: Visitor
    /** A content editor's preview session: content is read in the drafts perspective. */
    preview: boolean
    /** A request refused at the edge but answered with the site's error page (403 for a foreign form post). */
    refusal?: number | null
  }
}
