// Browser-safe part of the content module: result types and image URL helpers.
// Reading content happens in content.server.ts.
export type { ContentImage, Money, PageType, PreviewedRelease, SitemapContent, SiteSettings } from './queries'
// Home page.
export type { BenefitCard, Campaign, Deal, DealGroup, NewsItem, PromoSettings, SearchWidgetSettings, Testimonial } from './queries'
// Page detail.
export { addDraftGaps, type DraftGap } from './draft-gaps'
export { imageSrcSet, imageUrl, type ImageUrlConfig } from './images'
export type { ArticleBody, ArticleImage, BlogCard, FaqBlock, FormOptions, LeadDefault, LeadFormPlacement, RichText } from './queries'
