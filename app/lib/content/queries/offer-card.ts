import { z } from 'zod'

import { editableDocument, from, project } from './projection'
import { image, nullishString, optional } from './shared'

// The card of a Singapore offer page, the same wherever it is shown (its own page, /cruisedeals'
// exclusive offers, home's special offers).

/** An offer page as a card; the offer page's own projection starts from it. */
export const offerCard = project({
  ...editableDocument,
  title: z.string(),
  slug: from('slug.current', z.string()),
  ship: z.string(),
  nights: z.number().int().positive(),
  route: z.string(),
  image,
  onboardCreditUsd: optional(z.number().min(0)),
  badge: nullishString,
})
