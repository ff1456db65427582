import type { RouteConfig } from '@react-router/dev/routes'
import { flatRoutes } from '@react-router/fs-routes'

// The route table: one file per route in app/routes/, named by React Router's flat-file convention
// (`$slug.tsx` is /:slug, `api.leads.tsx` is /api/leads, `sitemap[.]xml.tsx` is /sitemap.xml).
// Kept as files rather than a written list through the framework move (ADR 36).
export default flatRoutes({ ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'] }) satisfies RouteConfig
