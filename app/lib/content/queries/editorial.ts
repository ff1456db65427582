import { z } from 'zod'

import { editableDocument, from, project, query } from './projection'
import { richText } from './rich-text'
import { image, isoDate, nullishString, seo, singleton, unmarked, unmarkedString } from './shared'

// /about with the team, /contact and /privacy-policy.

const httpsUrl = unmarked(z.url({ protocol: /^https$/ }))

const teamMember = project({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  portrait: image,
  profileUrl: httpsUrl,
})

const aboutPage = project({
  ...editableDocument,
  title: z.string(),
  intro: richText,
  valuesHeading: z.string(),
  teamHeading: z.string(),
  teamIntro: nullishString,
  team: from('team[defined(@->_id)]->', teamMember.list()),
  seo,
})
export type AboutPage = z.infer<typeof aboutPage.schema>

/** /about: the team in the page's own order. The value cards are `benefit` documents (home.ts). */
export const aboutPageQuery = query(
  'detail.aboutPage',
  singleton('aboutPage'),
  aboutPage.check((schema) => schema.nullable()),
)

const contactPage = project({
  ...editableDocument,
  title: z.string(),
  intro: z.string(),
  address: z.string(),
  singaporePhone: unmarkedString,
  indiaPhone: unmarkedString,
  email: unmarked(z.email()),
  hours: nullishString,
  callbackHeading: z.string(),
  map: project({
    title: z.string(),
    image,
    embedUrl: httpsUrl,
    openInMapsUrl: httpsUrl,
    loadLabel: z.string(),
    openLabel: z.string(),
  }),
  seo,
})
export type ContactPage = z.infer<typeof contactPage.schema>

export const contactPageQuery = query(
  'detail.contactPage',
  singleton('contactPage'),
  contactPage.check((schema) => schema.nullable()),
)

const privacyPolicy = project({
  ...editableDocument,
  title: z.string(),
  lastUpdated: isoDate,
  body: richText,
  seo,
})
export type PrivacyPolicy = z.infer<typeof privacyPolicy.schema>

export const privacyPolicyQuery = query(
  'detail.privacyPolicy',
  singleton('privacyPolicy'),
  privacyPolicy.check((schema) => schema.nullable()),
)
