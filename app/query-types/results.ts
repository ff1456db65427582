// Made by `npm run typegen`: each site query, and its result type as Sanity TypeGen reads it, by the query's name.
import type * as sharedQueries from '~/lib/content/queries'
import type * as aboutQueries from '~/pages/about/query'
import type * as asegoInsuranceQueries from '~/pages/asego-insurance/query'
import type * as blogQueries from '~/pages/blog/query'
import type * as contactQueries from '~/pages/contact/query'
import type * as cruisedealsQueries from '~/pages/cruisedeals/query'
import type * as homeQueries from '~/pages/home/query'
import type * as offerOrArticleQueries from '~/pages/offer-or-article/query'
import type * as privacyPolicyQueries from '~/pages/privacy-policy/query'
import type * as singaporeCruiseQueries from '~/pages/singapore-cruise/query'

import type * as Typegen from './sanity.types'

export interface SiteQueries {
  aboutPageQuery: typeof aboutQueries.aboutPageQuery
  benefitsQuery: typeof sharedQueries.benefitsQuery
  blogIndexQuery: typeof blogQueries.blogIndexQuery
  blogPostDetailQuery: typeof offerOrArticleQueries.blogPostDetailQuery
  campaignsQuery: typeof sharedQueries.campaignsQuery
  contactPageQuery: typeof contactQueries.contactPageQuery
  cruiseDealsPageQuery: typeof cruisedealsQueries.cruiseDealsPageQuery
  dealsQuery: typeof sharedQueries.dealsQuery
  defaultShareImageQuery: typeof sharedQueries.defaultShareImageQuery
  formOptionsQuery: typeof sharedQueries.formOptionsQuery
  homeContentQuery: typeof homeQueries.homeContentQuery
  insurancePageQuery: typeof asegoInsuranceQueries.insurancePageQuery
  newsItemsQuery: typeof sharedQueries.newsItemsQuery
  offerPageDetailQuery: typeof offerOrArticleQueries.offerPageDetailQuery
  pageQuery: typeof sharedQueries.pageQuery
  previewedReleasesQuery: typeof sharedQueries.previewedReleasesQuery
  privacyPolicyQuery: typeof privacyPolicyQueries.privacyPolicyQuery
  promoCodesQuery: typeof sharedQueries.promoCodesQuery
  promoSettingsQuery: typeof sharedQueries.promoSettingsQuery
  routedDocumentQuery: typeof sharedQueries.routedDocumentQuery
  routedSlugsQuery: typeof sharedQueries.routedSlugsQuery
  searchWidgetQuery: typeof sharedQueries.searchWidgetQuery
  singaporePageQuery: typeof singaporeCruiseQueries.singaporePageQuery
  sitemapQuery: typeof sharedQueries.sitemapQuery
  siteSettingsQuery: typeof sharedQueries.siteSettingsQuery
  testimonialsQuery: typeof sharedQueries.testimonialsQuery
}

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
  sitemapQuery: Typegen.SitemapQueryResult
  siteSettingsQuery: Typegen.SiteSettingsQueryResult
  testimonialsQuery: Typegen.TestimonialsQueryResult
}
