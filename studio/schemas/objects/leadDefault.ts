import { defineField, defineType } from 'sanity'

/** Tracking values that name where a lead came from; they end up in the sales spreadsheet. */
const LEAD_VALUE = /^[A-Za-z0-9][A-Za-z0-9 _+&.-]*$/

/** The lead source and lead variation a form sends unless its page gives its own. */
export const leadDefault = defineType({
  name: 'leadDefault',
  title: 'Lead tracking',
  type: 'object',
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'leadsource',
      title: 'Form name in sales reports',
      type: 'string',
      description: 'Which form the lead came from, e.g. Cruise From Singapore. Sales reports group by it: change it only with the sales team.',
      validation: (rule) => rule.required().max(60).regex(LEAD_VALUE, { name: 'letters, digits, spaces and - _ + & .' }),
    }),
    defineField({
      name: 'leadvariation',
      title: 'Page name in sales reports',
      type: 'string',
      description: 'Where on the site, e.g. Cruise Deal Page. Pages may send their own (an offer page sends 3Night-Singapore).',
      validation: (rule) => rule.max(60).regex(LEAD_VALUE, { name: 'letters, digits, spaces and - _ + & .' }),
    }),
  ],
  preview: {
    select: { title: 'leadsource', subtitle: 'leadvariation' },
  },
})
