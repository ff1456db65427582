import { stegaClean } from '@sanity/client/stega'
import { z } from 'zod'

// The content model's fixed values are the Studio schema's own (schemas/vocabulary.ts).
import { CONSENT_FORMS, type ConsentForm, LEAD_FORM_PLACEMENTS, type LeadFormPlacement } from '../../../../schemas/vocabulary'
import { nullishString, plain, plainString } from './shared'

// The lead forms' options: destinations, interests, and each placement's lead source.

// Sent with every lead of a form: machine values.
const LeadDefaultSchema = plain(z.object({ leadsource: z.string().min(1), leadvariation: nullishString }))
export type LeadDefault = z.infer<typeof LeadDefaultSchema>

/** A choice of a form: the value sent is the label shown (no more Africa -> "Australia"). */
interface FormOption {
  label: string
  value: string
}
const optionList = z
  .array(z.string().min(1))
  .min(1)
  // The label keeps its edit marker in a preview; the value posted never has one.
  .transform((labels): FormOption[] => labels.map((label) => ({ label, value: stegaClean(label) })))

const FormOptionsSchema = z.object({
  destinationPlaceholder: z.string(),
  destinations: optionList,
  interests: z.object({ dealsAndSingapore: optionList, offerAndQuote: optionList, dealEnquiry: optionList }),
  offerDestination: plainString,
  leadDefaults: z.object(
    Object.fromEntries(LEAD_FORM_PLACEMENTS.map((kind) => [kind, LeadDefaultSchema])) as Record<LeadFormPlacement, typeof LeadDefaultSchema>,
  ),
  // Shown as it is (with its edit marker in a preview); the lead keeps it without one.
  consent: z.object(Object.fromEntries(CONSENT_FORMS.map((form) => [form, z.string().min(1)])) as Record<ConsentForm, z.ZodString>),
})
export type FormOptions = z.infer<typeof FormOptionsSchema>

export const formOptionsQuery = {
  name: 'detail.formOptions',
  groq: /* groq */ `*[_id == "formOptions" && _type == "formOptions"][0]{
    _id, destinationPlaceholder, destinations,
    interests{dealsAndSingapore, offerAndQuote, dealEnquiry},
    offerDestination,
    leadDefaults{${LEAD_FORM_PLACEMENTS.map((kind) => `${kind}{leadsource, leadvariation}`).join(', ')}},
    consent{${CONSENT_FORMS.join(', ')}}
  }`,
  parse: (raw: unknown) => FormOptionsSchema.nullable().parse(raw),
}
