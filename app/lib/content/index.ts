// Browser-safe part of the content module: result types and image URL helpers.
// Reading content happens in content.server.ts.
export type { ContentImage, Money, PageType, PreviewedRelease, SitemapContent, SiteSettings } from './queries'
// Home page.
export type {
  BenefitCard,
  BrandCard,
  Campaign,
  Deal,
  DealGroup,
  DestinationCard,
  HomeContent,
  HomePage,
  NewsItem,
  PartnerLogo,
  PromoSettings,
  SearchWidgetSettings,
  SpecialOfferCard,
  Testimonial,
} from './queries'
// Page detail.
export { addDraftGaps, type DraftGap } from './draft-gaps'
export { imageSrcSet, imageUrl, type ImageUrlConfig } from './images'
export type {
  ArticleBody,
  ArticleImage,
  BlogCard,
  BlogPostDetail,
  CruiseDealsPage,
  ExclusiveOffer,
  FaqBlock,
  FormOptions,
  LeadDefault,
  LeadFormPlacement,
  PackageCard,
  RichText,
} from './queries'
