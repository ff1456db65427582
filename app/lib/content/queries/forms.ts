import { stegaClean } from '@sanity/client/stega'
import { z } from 'zod'

// The content model's fixed values are the Studio schema's own (content-model/vocabulary.ts).
import { CONSENT_FORMS, type ConsentForm, LEAD_FORM_PLACEMENTS, type LeadFormPlacement } from '../../../../content-model/vocabulary'
import { editableDocument, project, query } from './projection'
import { nullishString, singleton, unmarked, unmarkedString } from './shared'

// The lead forms' options: destinations, interests, and each placement's lead source.

// Sent with every lead of a form: machine values.
const leadDefault = project({ leadsource: z.string().min(1), leadvariation: nullishString }).check(unmarked)
export type LeadDefault = z.infer<typeof leadDefault.schema>

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

const formOptions = project({
  ...editableDocument,
  destinationPlaceholder: z.string(),
  destinations: optionList,
  interests: project({ dealsAndSingapore: optionList, offerAndQuote: optionList, dealEnquiry: optionList }),
  offerDestination: unmarkedString,
  leadDefaults: project(Object.fromEntries(LEAD_FORM_PLACEMENTS.map((kind) => [kind, leadDefault])) as Record<LeadFormPlacement, typeof leadDefault>),
  // Shown as it is (with its edit marker in a preview); the lead keeps it without one.
  consent: project(Object.fromEntries(CONSENT_FORMS.map((form) => [form, z.string().min(1)])) as Record<ConsentForm, z.ZodString>),
})
export type FormOptions = z.infer<typeof formOptions.schema>

export const formOptionsQuery = query(
  'detail.formOptions',
  singleton('formOptions'),
  formOptions.check((schema) => schema.nullable()),
)
