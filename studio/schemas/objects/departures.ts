import { defineField, defineType } from 'sanity'

import { checkDateOrder, DEPARTURE_WEEKDAYS, pastDatesWarning } from '../lib/departures'

interface DeparturesValue {
  dates?: string[]
  weekly?: { weekday?: string; from?: string; until?: string }
}

/**
 * When a sailing offer departs: a list of dates, or a weekly rule over a range. The site shows
 * only the departures after the agency's today, and writes them for visitors itself
 * ("Jan 08, Feb 12, Mar 12 2027", "Every Friday, Jan – Jun 2027"); a deal with none left leaves
 * its lists by itself.
 */
export const departures = defineType({
  name: 'departures',
  title: 'Departures',
  type: 'object',
  fields: [
    defineField({
      name: 'dates',
      title: 'Departure dates',
      type: 'array',
      of: [{ type: 'date', options: { dateFormat: 'DD MMM YYYY' } }],
      description: 'Each day the ship leaves, in date order. Leave empty for a weekly departure.',
      validation: (rule) => [
        rule.custom((dates: string[] | undefined) => checkDateOrder(dates, 'departure dates')),
        rule.custom((dates: string[] | undefined) => pastDatesWarning(dates)).warning(),
      ],
    }),
    defineField({
      name: 'weekly',
      title: 'Every week',
      type: 'object',
      description: 'Or: the same weekday every week, from one date until another (e.g. every Friday, January to June).',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({ name: 'weekday', title: 'Weekday', type: 'string', options: { list: [...DEPARTURE_WEEKDAYS] } }),
        defineField({ name: 'from', title: 'From', type: 'date' }),
        defineField({
          name: 'until',
          title: 'Until',
          type: 'date',
          validation: (rule) =>
            rule.custom((until: string | undefined, context) => {
              const from = (context.parent as { from?: string } | undefined)?.from
              return !until || !from || until >= from ? true : 'Must be on or after the first date'
            }),
        }),
      ],
    }),
  ],
  validation: (rule) =>
    rule.custom((value: DeparturesValue | undefined) => {
      const dates = value?.dates ?? []
      const weekly = value?.weekly
      const hasWeekly = Boolean(weekly?.weekday || weekly?.from || weekly?.until)
      if (dates.length > 0 && hasWeekly) return 'Give departure dates or a weekly departure, not both'
      if (dates.length === 0 && !hasWeekly) return 'Give the departure dates, or a weekly departure'
      if (hasWeekly && !(weekly?.weekday && weekly.from && weekly.until)) return 'A weekly departure needs its weekday, its first and its last date'
      return true
    }),
})
