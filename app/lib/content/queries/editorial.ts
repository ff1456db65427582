import { z } from 'zod'

import { RICH_TEXT, RichTextSchema } from './rich-text'
import { IMAGE, ImageSchema, isoDate, nullishString, plain, plainString, SeoSchema } from './shared'

// /about with the team, /contact and /privacy-policy.

const TeamMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  portrait: ImageSchema,
  profileUrl: plain(z.url({ protocol: /^https$/ })),
})

const AboutPageSchema = z.object({
  title: z.string(),
  intro: RichTextSchema,
  valuesHeading: z.string(),
  teamHeading: z.string(),
  teamIntro: nullishString,
  team: z.array(TeamMemberSchema),
  seo: SeoSchema,
})
export type AboutPage = z.infer<typeof AboutPageSchema>

/** /about: the team in the page's own order. The value cards are `benefit` documents (home.ts). */
export const aboutPageQuery = {
  name: 'detail.aboutPage',
  groq: /* groq */ `*[_id == "aboutPage" && _type == "aboutPage"][0]{
    _id, title,
    intro[]${RICH_TEXT},
    valuesHeading, teamHeading, teamIntro,
    "team": team[defined(@->_id)]->{_id, name, role, portrait{${IMAGE}}, profileUrl},
    seo{title, description}
  }`,
  parse: (raw: unknown) => AboutPageSchema.nullable().parse(raw),
}

const ContactPageSchema = z.object({
  title: z.string(),
  intro: z.string(),
  address: z.string(),
  singaporePhone: plainString,
  indiaPhone: plainString,
  email: plain(z.email()),
  hours: nullishString,
  callbackHeading: z.string(),
  map: z.object({
    title: z.string(),
    image: ImageSchema,
    embedUrl: plain(z.url({ protocol: /^https$/ })),
    openInMapsUrl: plain(z.url({ protocol: /^https$/ })),
    loadLabel: z.string(),
    openLabel: z.string(),
  }),
  seo: SeoSchema,
})
export type ContactPage = z.infer<typeof ContactPageSchema>

export const contactPageQuery = {
  name: 'detail.contactPage',
  groq: /* groq */ `*[_id == "contactPage" && _type == "contactPage"][0]{
    _id, title, intro, address, singaporePhone, indiaPhone, email, hours, callbackHeading,
    map{title, image{${IMAGE}}, embedUrl, openInMapsUrl, loadLabel, openLabel},
    seo{title, description}
  }`,
  parse: (raw: unknown) => ContactPageSchema.nullable().parse(raw),
}

const PrivacyPolicySchema = z.object({
  title: z.string(),
  lastUpdated: isoDate,
  body: RichTextSchema,
  seo: SeoSchema,
})
export type PrivacyPolicy = z.infer<typeof PrivacyPolicySchema>

export const privacyPolicyQuery = {
  name: 'detail.privacyPolicy',
  groq: /* groq */ `*[_id == "privacyPolicy" && _type == "privacyPolicy"][0]{
    _id, title, lastUpdated, body[]${RICH_TEXT}, seo{title, description}
  }`,
  parse: (raw: unknown) => PrivacyPolicySchema.nullable().parse(raw),
}
