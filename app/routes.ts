import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { flatRoutes } from '@react-router/fs-routes'

// The route table. Each page has its own folder (app/pages/<page>/: its route, query, view,
// components and stylesheet; ADR 43), listed here by its path. The routes that are not pages (the
// API, redirects, feeds, health, the not-found splat) are files in app/routes/, named by React
// Router's flat-file convention (`api.leads.tsx` is /api/leads, `sitemap[.]xml.tsx` is
// /sitemap.xml, `$.tsx` any other path; ADR 36).
export default [
  index('pages/home/route.tsx'),
  route('about', 'pages/about/route.tsx'),
  route('asego-insurance', 'pages/asego-insurance/route.tsx'),
  route('blog', 'pages/blog/route.tsx'),
  route('contact', 'pages/contact/route.tsx'),
  route('cruisedeals', 'pages/cruisedeals/route.tsx'),
  route('media', 'pages/media/route.tsx'),
  route('privacy-policy', 'pages/privacy-policy/route.tsx'),
  route('singapore-cruise', 'pages/singapore-cruise/route.tsx'),
  route('unsubscribe', 'pages/unsubscribe/route.tsx'),
  // An offer page or an article, by its slug (a fixed path such as /about ranks above it, wherever it is listed).
  route(':slug', 'pages/offer-or-article/route.tsx'),
  ...(await flatRoutes({ ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'] })),
] satisfies RouteConfig
