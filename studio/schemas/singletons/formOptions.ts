import { type CustomValidatorResult, defineArrayMember, defineField, defineType } from 'sanity'

import { CONSENT_FORM_TITLES, CONSENT_FORMS, LEAD_FORM_PLACEMENT_TITLES, LEAD_FORM_PLACEMENTS } from '../../../content-model/vocabulary'

const optionList = (name: string, title: string, description: string, group?: string) =>
  defineField({
    name,
    title,
    type: 'array',
    ...(group ? { group } : {}),
    description,
    of: [defineArrayMember({ type: 'string' })],
    validation: (rule) => rule.required().min(1).unique(),
  })

/** The offer pages' default destination must be one the destination list offers. */
function checkListedDestination(value: string | undefined, context: { document?: unknown }): CustomValidatorResult {
  const list = (context.document as { destinations?: unknown } | undefined)?.destinations
  if (!value || !Array.isArray(list)) return true
  return list.includes(value) ? true : `"${value}" is not in the destination list; choose one of the destinations above`
}

/**
 * Choices and tracking values of the lead forms, in one place so every form sends the same
 * words. Each option is sent exactly as it is shown (label = value), which removes the old
 * site's defects (Africa sending "Australia", the Americas sending "Dubai").
 */
export const formOptions = defineType({
  name: 'formOptions',
  title: 'Form options',
  type: 'document',
  description: 'Destination and interest choices of the enquiry forms and the tracking values each form sends.',
  groups: [
    { name: 'choices', title: 'Choices', default: true },
    { name: 'tracking', title: 'Lead tracking' },
    { name: 'consent', title: 'Consent' },
  ],
  fields: [
    defineField({
      name: 'destinationPlaceholder',
      title: 'Destination prompt',
      type: 'string',
      group: 'choices',
      description: 'The empty first line of the destination list, e.g. Select Destination. Choosing it sends nothing.',
      initialValue: 'Select Destination',
      validation: (rule) => rule.required().max(40),
    }),
    optionList(
      'destinations',
      'Destinations',
      'The destination choices, in this order. Each is sent exactly as written, so keep the spelling the sales team reports on.',
      'choices',
    ),
    defineField({
      name: 'interests',
      title: 'Interest choices',
      type: 'object',
      group: 'choices',
      description: 'The "Interested in" / "Also interested in" checkboxes, per form. Each is sent exactly as written.',
      validation: (rule) => rule.required(),
      fields: [
        optionList('dealsAndSingapore', 'Deals and Singapore forms', 'Cruise Deals page and Cruise from Singapore page forms.'),
        optionList('offerAndQuote', 'Offer and quote forms', 'The Request A Quote form of the offer pages.'),
        optionList('dealEnquiry', 'Deal enquiry form', 'The Book Now form of the deal cards.'),
      ],
    }),
    defineField({
      name: 'offerDestination',
      title: 'Offer pages: destination',
      type: 'string',
      group: 'tracking',
      description: 'The destination the offer pages’ quote form sends (their sailings leave from Singapore).',
      validation: (rule) => rule.required().custom(checkListedDestination),
    }),
    defineField({
      name: 'leadDefaults',
      title: 'Form and page names in sales reports, per form',
      type: 'object',
      group: 'tracking',
      description: 'Sent with every lead so the sales spreadsheet shows where it came from. Change only together with the sales team.',
      validation: (rule) => rule.required(),
      fields: LEAD_FORM_PLACEMENTS.map((name) =>
        defineField({ name, title: LEAD_FORM_PLACEMENT_TITLES[name], type: 'leadDefault', validation: (rule) => rule.required() }),
      ),
    }),
    defineField({
      name: 'consent',
      title: 'Consent line per form',
      type: 'object',
      group: 'consent',
      description:
        'The short line each form shows above its button: what the person agrees to by sending it. Each lead keeps the words its sender saw (and when), so a change applies to leads sent after it. The form adds a link to the Privacy Policy.',
      validation: (rule) => rule.required(),
      fields: CONSENT_FORMS.map((name) =>
        defineField({
          name,
          title: CONSENT_FORM_TITLES[name],
          type: 'text',
          rows: 2,
          validation: (rule) => rule.required().min(20).max(300),
        }),
      ),
    }),
  ],
  preview: {
    select: { destinations: 'destinations' },
    prepare: ({ destinations }: { destinations?: unknown[] }) => ({
      title: 'Form options',
      subtitle: `${Array.isArray(destinations) ? destinations.length : 0} destinations`,
    }),
  },
})
