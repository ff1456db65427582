// The visit's campaign as a lead carries it: the UTM parameters of its first landing, and zc_gad
// from Google's gclid. One list for the landing's cookie (utm.server.ts) and the lead's fields.

export const CAMPAIGN_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'zc_gad'] as const
export type CampaignField = (typeof CAMPAIGN_FIELDS)[number]

/** The landing page's URL parameter each field is read from. */
export const CAMPAIGN_FIELD_PARAMS: Readonly<Record<CampaignField, string>> = {
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  utm_term: 'utm_term',
  utm_content: 'utm_content',
  zc_gad: 'gclid',
}
