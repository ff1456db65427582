// Made by `npm run typegen`: each site query's result type as Sanity TypeGen reads it, by the query's name.
import type * as Typegen from './sanity.types'

export interface QueryResults {
  aboutPageQuery: Typegen.AboutPageQueryResult
  benefitsQuery: Typegen.BenefitsQueryResult
  blogIndexQuery: Typegen.BlogIndexQueryResult
  blogPostDetailQuery: Typegen.BlogPostDetailQueryResult
  campaignsQuery: Typegen.CampaignsQueryResult
  contactPageQuery: Typegen.ContactPageQueryResult
  cruiseDealsPageQuery: Typegen.CruiseDealsPageQueryResult
  dealsQuery: Typegen.DealsQueryResult
  defaultShareImageQuery: Typegen.DefaultShareImageQueryResult
  formOptionsQuery: Typegen.FormOptionsQueryResult
  homeContentQuery: Typegen.HomeContentQueryResult
  insurancePageQuery: Typegen.InsurancePageQueryResult
  newsItemsQuery: Typegen.NewsItemsQueryResult
  offerPageDetailQuery: Typegen.OfferPageDetailQueryResult
  pageQuery: Typegen.PageQueryResult
  previewedReleasesQuery: Typegen.PreviewedReleasesQueryResult
  privacyPolicyQuery: Typegen.PrivacyPolicyQueryResult
  promoCodesQuery: Typegen.PromoCodesQueryResult
  promoSettingsQuery: Typegen.PromoSettingsQueryResult
  routedDocumentQuery: Typegen.RoutedDocumentQueryResult
  routedSlugsQuery: Typegen.RoutedSlugsQueryResult
  searchWidgetQuery: Typegen.SearchWidgetQueryResult
  singaporePageQuery: Typegen.SingaporePageQueryResult
  siteSettingsQuery: Typegen.SiteSettingsQueryResult
  sitemapQuery: Typegen.SitemapQueryResult
  testimonialsQuery: Typegen.TestimonialsQueryResult
}
