import { type CustomValidatorResult, defineField, defineType } from 'sanity'

import { choices, ITINERARY_ACTIVITIES, ITINERARY_ACTIVITY_TITLES, type ItineraryActivity } from '../../../content-model/vocabulary'

/** A 24-hour clock time, e.g. 07:00 or 16:30. */
const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/

function checkTime(value: string | undefined): CustomValidatorResult {
  if (value === undefined || value === '') return true
  return CLOCK_TIME.test(value) ? true : 'Write the time on the 24-hour clock as HH:MM, e.g. 07:00 or 16:30'
}

interface RowValue {
  day?: number
  port?: string
  arrive?: string
  depart?: string
  activity?: ItineraryActivity
}

/** Which times a day needs: boarding needs the departure, leaving needs the arrival, a port day both. */
function checkItineraryTimes(row: RowValue | undefined): CustomValidatorResult {
  if (!row?.activity) return true
  const has = (time?: string) => typeof time === 'string' && time !== ''
  switch (row.activity) {
    case 'EMBARK':
      return has(row.depart) ? true : 'An embarkation day needs the departure time'
    case 'DEBARK':
      return has(row.arrive) ? true : 'A debarkation day needs the arrival time'
    case 'DOCKED':
    case 'TENDERED':
      return has(row.arrive) && has(row.depart) ? true : 'A port day needs both the arrival and the departure time'
    case 'CRUISING':
      return has(row.arrive) || has(row.depart) ? 'A day at sea has no arrival or departure time: clear them' : true
    default:
      return true
  }
}

/** One day of a sailing: day, port, arrive, depart, activity (the itinerary table of an offer page). */
export const itineraryRow = defineType({
  name: 'itineraryRow',
  title: 'Itinerary day',
  type: 'object',
  fields: [
    defineField({
      name: 'day',
      title: 'Day',
      type: 'number',
      description: 'Day of the sailing, starting at 1 on the day you board.',
      validation: (rule) => rule.required().integer().min(1).max(200),
    }),
    defineField({
      name: 'port',
      title: 'Port',
      type: 'string',
      description: 'The port (and country), or "At sea" for a day at sea, e.g. Penang, Malaysia.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'arrive',
      title: 'Arrive',
      type: 'string',
      description: '24-hour time the ship arrives, e.g. 07:00. Empty on the day you board and at sea.',
      validation: (rule) => rule.custom(checkTime),
    }),
    defineField({
      name: 'depart',
      title: 'Depart',
      type: 'string',
      description: '24-hour time the ship leaves, e.g. 16:30. Empty on the last day and at sea.',
      validation: (rule) => rule.custom(checkTime),
    }),
    defineField({
      name: 'activity',
      title: 'Activity',
      type: 'string',
      options: { list: choices(ITINERARY_ACTIVITIES, ITINERARY_ACTIVITY_TITLES), layout: 'dropdown' },
      validation: (rule) => rule.required(),
    }),
  ],
  validation: (rule) => rule.custom((row: RowValue | undefined) => checkItineraryTimes(row)),
  preview: {
    select: { day: 'day', port: 'port', arrive: 'arrive', depart: 'depart', activity: 'activity' },
    prepare: ({ day, port, arrive, depart, activity }: RowValue) => ({
      title: `Day ${day ?? '?'} · ${port ?? 'No port'}`,
      subtitle: [activity, arrive ? `arrive ${arrive}` : undefined, depart ? `depart ${depart}` : undefined].filter(Boolean).join(' · '),
    }),
  },
})
