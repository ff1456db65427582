import { defineField, defineType } from 'sanity'

import { missingCurrencies } from '../lib/currencies'
import { sailedNote } from '../lib/departures'
import { checkFareRow, type FareRowValue, occupancyOf } from '../lib/fares'

// Whether a part is there is the row's one message (checkFareRow), not one per field and currency.
const moneyField = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'money', description, validation: (rule) => rule.custom(missingCurrencies) })

const sailingDateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** "2025-10-20" as "20-OCT-2025", the way the fare table prints it. */
function formatSailingDate(value: string | undefined): string {
  if (!value) return 'No date'
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  return sailingDateFormat.format(date).replace(/ /g, '-').toUpperCase()
}

/**
 * One sailing of an offer's fare table. Fare, NCCF, tax and gratuities are per person; the total
 * is for the cabin (schemas/lib/fares.ts: occupancy × the per-person sum, checked here).
 */
export const fareRow = defineType({
  name: 'fareRow',
  title: 'Sailing and fare',
  type: 'object',
  fields: [
    defineField({
      name: 'sailingDate',
      title: 'Sailing date',
      type: 'date',
      description: 'The day the ship leaves. Shown as 20-OCT-2025.',
      options: { dateFormat: 'DD-MMM-YYYY' },
    }),
    moneyField('cruiseFare', 'Cruise fare (per person)', 'The cruise line’s fare for one guest.'),
    moneyField('nccf', 'NCCF (per person)', 'Non-commissionable cruise fare: the cruise line’s fixed charges for one guest.'),
    moneyField('tax', 'Taxes and port fees (per person)', 'Government taxes and port expenses for one guest.'),
    moneyField('gratuities', 'Gratuities (per person)', 'Prepaid crew gratuities for one guest for the whole sailing.'),
    moneyField(
      'totalCabinFare',
      'Total cabin fare',
      'For the whole cabin: number of guests the fare is based on (the offer’s occupancy, 2) × (cruise fare + NCCF + tax + gratuities). Must add up exactly in every currency.',
    ),
  ],
  validation: (rule) => rule.custom((row: FareRowValue | undefined, context) => checkFareRow(row, occupancyOf(context.document))),
  preview: {
    select: { sailingDate: 'sailingDate', fare: 'cruiseFare.USD', total: 'totalCabinFare.USD' },
    prepare: ({ sailingDate, fare, total }: { sailingDate?: string; fare?: number; total?: number }) => ({
      title: `${formatSailingDate(sailingDate)}${sailedNote(sailingDate)}`,
      subtitle: `Cruise fare USD ${fare ?? '–'} per person · cabin total USD ${total ?? '–'}`,
    }),
  },
})
