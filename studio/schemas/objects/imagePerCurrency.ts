import { defineType } from 'sanity'

import { CURRENCIES, CURRENCY_AUDIENCE } from '../lib/currencies'
import { imageWithAlt } from '../lib/image'

/**
 * One image per currency (e.g. the /cruisedeals hero or a fly-cruise event picture): visitors
 * see the one for the currency they browse in. Each has its own alt text. Whether every currency
 * must have one is decided by the field that uses this type (`required` on the field checks all
 * three; a package checks only the currencies it is shown in).
 */
export const imagePerCurrency = defineType({
  name: 'imagePerCurrency',
  title: 'Image per currency',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: CURRENCIES.map((currency) =>
    imageWithAlt({
      name: currency,
      title: `${currency} image`,
      description: `Shown to ${CURRENCY_AUDIENCE[currency]}.`,
    }),
  ),
  preview: {
    select: { ...Object.fromEntries(CURRENCIES.map((currency) => [currency, `${currency}.alt`])), media: CURRENCIES[0] },
    prepare: ({ media, ...alts }: Record<string, unknown>) => ({
      title: 'Image per currency',
      subtitle: CURRENCIES.map((currency) => `${currency} ${alts[currency] ? '✓' : '–'}`).join(' · '),
      media: media as never,
    }),
  },
})
