// Browser-safe part of the content module: result types and image URL helpers.
// Reading content happens in content.server.ts.
export type {
  BlogPost,
  ContentImage,
  OfferPage,
  Page,
  PageType,
  RoutedDocument,
  Money,
  Seo,
  SiteSettings,
} from './queries'
export { imageSrcSet, imageUrl, type ImageUrlConfig } from './images'
