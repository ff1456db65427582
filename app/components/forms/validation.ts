// The lead forms' validation in the browser: the same zod schema the server uses, through
// conform's parseWithZod. Loaded when the visitor starts on a form (it brings zod and the phone
// metadata, neither of which the page needs before that).
import { parseWithZod } from '@conform-to/zod/v4'

import { createLeadSchema, type LeadChoices } from '~/lib/leads/forms/schemas'
import type { LeadKind } from '~/lib/leads/types'

export function createLeadValidator(kind: LeadKind, choices: LeadChoices) {
  const schema = createLeadSchema(kind, choices)
  return (formData: FormData) => parseWithZod(formData, { schema })
}
