import { z } from 'zod'

import { editableDocument, from, project, query } from '~/lib/content/queries/projection'
import { richText } from '~/lib/content/queries/rich-text'
import { httpsUrl, image, nullishString, seo, singleton } from '~/lib/content/queries/shared'

// The /about page's content: its one document, with the team in the page's own order.

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

/** /about: the team in the page's own order. The value cards are `benefit` documents (home.ts). */
export const aboutPageQuery = query(
  'detail.aboutPage',
  singleton('aboutPage'),
  aboutPage.check((schema) => schema.nullable()),
)
