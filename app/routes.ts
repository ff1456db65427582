import { route, type RouteConfig } from '@react-router/dev/routes'
import { flatRoutes } from '@react-router/fs-routes'

// The route table. A page whose files moved into its own folder (app/pages/<page>/: its route,
// query, view, components and stylesheet; ADR 43) is listed here by its path; the other routes are
// files in app/routes/, named by React Router's flat-file convention (`$slug.tsx` is /:slug,
// `api.leads.tsx` is /api/leads, `sitemap[.]xml.tsx` is /sitemap.xml; ADR 36).
export default [
  route('about', 'pages/about/route.tsx'),
  route('asego-insurance', 'pages/asego-insurance/route.tsx'),
  route('blog', 'pages/blog/route.tsx'),
  route('contact', 'pages/contact/route.tsx'),
  route('media', 'pages/media/route.tsx'),
  route('privacy-policy', 'pages/privacy-policy/route.tsx'),
  route('singapore-cruise', 'pages/singapore-cruise/route.tsx'),
  route('unsubscribe', 'pages/unsubscribe/route.tsx'),
  ...(await flatRoutes({ ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'] })),
] satisfies RouteConfig
